package model

import (
	"math"
	"os"
	"reflect"
	"strings"
	"testing"

	"xlachat/engine/dtype"
)

// llama32Config is meta-llama/Llama-3.2-1B-Instruct's published config.
var llama32Config = Config{
	ModelType:         "llama",
	HiddenSize:        2048,
	IntermediateSize:  8192,
	NumHiddenLayers:   16,
	NumAttentionHeads: 32,
	NumKeyValueHeads:  8,
	HeadDim:           64,
	RMSNormEps:        1e-5,
	RopeTheta:         500000,
	RopeScaling: &RopeScaling{
		Type: "llama3", Factor: 32, LowFreqFactor: 1, HighFreqFactor: 4,
		OriginalMaxPositionEmbeddings: 8192,
	},
	VocabSize:             128256,
	TieWordEmbeddings:     true,
	MaxPositionEmbeddings: 131072,
}

func TestDecodeConfigLlama32(t *testing.T) {
	data, err := os.ReadFile("testdata/llama-3.2-1b/config.json")
	if err != nil {
		t.Fatal(err)
	}
	cfg, gen, err := DecodeConfig(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(cfg, llama32Config) {
		t.Errorf("config = %+v\nwant %+v", cfg, llama32Config)
	}
	wantGen := GenerationConfig{BOSTokenID: 128000, EOSTokenIDs: []int{128001, 128008, 128009}}
	if !reflect.DeepEqual(gen, wantGen) {
		t.Errorf("token ids = %+v, want %+v", gen, wantGen)
	}
}

// mistral7BConfig is mistralai/Mistral-7B-Instruct-v0.1's published
// config: Llama's forward pass with a 4096-position attention window.
var mistral7BConfig = Config{
	ModelType:             "mistral",
	HiddenSize:            4096,
	IntermediateSize:      14336,
	NumHiddenLayers:       32,
	NumAttentionHeads:     32,
	NumKeyValueHeads:      8,
	HeadDim:               128,
	RMSNormEps:            1e-5,
	RopeTheta:             10000,
	VocabSize:             32000,
	MaxPositionEmbeddings: 32768,
	SlidingWindow:         4096,
}

func TestDecodeConfigMistral(t *testing.T) {
	const v01 = `{"architectures":["MistralForCausalLM"],"bos_token_id":1,"eos_token_id":2,"hidden_act":"silu",
		"hidden_size":4096,"initializer_range":0.02,"intermediate_size":14336,"max_position_embeddings":32768,
		"model_type":"mistral","num_attention_heads":32,"num_hidden_layers":32,"num_key_value_heads":8,
		"rms_norm_eps":1e-05,"rope_theta":10000.0,"sliding_window":4096,"tie_word_embeddings":false,
		"torch_dtype":"bfloat16","transformers_version":"4.34.0.dev0","use_cache":true,"vocab_size":32000}`
	cfg, gen, err := DecodeConfig([]byte(v01))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(cfg, mistral7BConfig) {
		t.Errorf("config = %+v\nwant %+v", cfg, mistral7BConfig)
	}
	if want := (GenerationConfig{BOSTokenID: 1, EOSTokenIDs: []int{2}}); !reflect.DeepEqual(gen, want) {
		t.Errorf("token ids = %+v, want %+v", gen, want)
	}
}

func TestDecodeConfigDefaults(t *testing.T) {
	tests := []struct {
		name string
		json string
		want Config
	}{
		{
			name: "HF defaults",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 10000,
				VocabSize: 256, MaxPositionEmbeddings: 2048},
		},
		{
			name: "null head_dim, legacy rope type key",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"num_key_value_heads":2,"head_dim":null,"vocab_size":256,"tie_word_embeddings":true,
				"rope_scaling":{"type":"llama3","factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192}}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 10000,
				RopeScaling: &RopeScaling{Type: "llama3", Factor: 8, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192},
				VocabSize:   256, TieWordEmbeddings: true, MaxPositionEmbeddings: 2048},
		},
		{
			// transformers' ACT2FN maps swish to SiLU.
			name: "swish is silu",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,"hidden_act":"swish"}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 10000,
				VocabSize: 256, MaxPositionEmbeddings: 2048},
		},
		{
			name: "explicit head_dim, default rope type",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"head_dim":32,"vocab_size":256,"rope_scaling":{"rope_type":"default"}}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 32, RMSNormEps: 1e-6, RopeTheta: 10000,
				VocabSize: 256, MaxPositionEmbeddings: 2048},
		},
		// transformers 5 writes rope_theta and rope_scaling inside
		// rope_parameters, and reads them from there.
		{
			name: "rope_parameters, llama3",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,
				"rope_parameters":{"rope_type":"llama3","rope_theta":500000.0,"factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192}}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 500000,
				RopeScaling: &RopeScaling{Type: "llama3", Factor: 8, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192},
				VocabSize:   256, MaxPositionEmbeddings: 2048},
		},
		{
			name: "rope_parameters untyped, null rope_theta",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,
				"rope_theta":null,"partial_rotary_factor":1.0,"rope_parameters":{"rope_theta":1000000,"partial_rotary_factor":1}}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 1000000,
				VocabSize: 256, MaxPositionEmbeddings: 2048},
		},
		{
			name: "rope_parameters agreeing with rope_theta and rope_scaling",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,
				"rope_theta":500000,"rope_scaling":{"type":"llama3","factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192},
				"rope_parameters":{"rope_type":"llama3","rope_theta":500000.0,"factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192}}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 500000,
				RopeScaling: &RopeScaling{Type: "llama3", Factor: 8, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192},
				VocabSize:   256, MaxPositionEmbeddings: 2048},
		},
		// Linear scaling (position interpolation) divides every
		// frequency; dynamic scaling changes nothing within
		// max_position_embeddings, and keeps the bound it may give.
		{
			name: "linear rope",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,"max_position_embeddings":4096,"rope_scaling":{"type":"linear","factor":4.0}}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 10000,
				RopeScaling: &RopeScaling{Type: "linear", Factor: 4},
				VocabSize:   256, MaxPositionEmbeddings: 4096},
		},
		{
			name: "dynamic rope_parameters",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,
				"rope_parameters":{"rope_type":"dynamic","rope_theta":500000,"factor":2.0,"original_max_position_embeddings":1024}}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 500000,
				RopeScaling: &RopeScaling{Type: "dynamic", Factor: 2, OriginalMaxPositionEmbeddings: 1024},
				VocabSize:   256, MaxPositionEmbeddings: 2048},
		},
		// MistralConfig's defaults differ from LlamaConfig's: 8 KV
		// heads, 131072 positions and a window of 4096 when the key is
		// absent; null means none.
		{
			name: "mistral defaults",
			json: `{"model_type":"mistral","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":8,"vocab_size":256}`,
			want: Config{ModelType: "mistral", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 8, NumKeyValueHeads: 8, HeadDim: 8, RMSNormEps: 1e-6, RopeTheta: 10000,
				VocabSize: 256, MaxPositionEmbeddings: 131072, SlidingWindow: 4096},
		},
		{
			name: "mistral without a window",
			json: `{"model_type":"mistral","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":8,"vocab_size":256,"sliding_window":null,"rope_theta":1000000.0}`,
			want: Config{ModelType: "mistral", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 8, NumKeyValueHeads: 8, HeadDim: 8, RMSNormEps: 1e-6, RopeTheta: 1000000,
				VocabSize: 256, MaxPositionEmbeddings: 131072},
		},
		{
			// LlamaConfig has no sliding_window, so transformers ignores one.
			name: "llama ignores sliding_window",
			json: `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256,"sliding_window":512}`,
			want: Config{ModelType: "llama", HiddenSize: 64, IntermediateSize: 128, NumHiddenLayers: 2,
				NumAttentionHeads: 4, NumKeyValueHeads: 4, HeadDim: 16, RMSNormEps: 1e-6, RopeTheta: 10000,
				VocabSize: 256, MaxPositionEmbeddings: 2048},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := DecodeConfig([]byte(tt.json))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestDecodeConfigErrors(t *testing.T) {
	const base = `"hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256`
	rope := func(s string) string { return `{"model_type":"llama",` + base + `,"rope_scaling":` + s + `}` }
	tests := []struct {
		name, json, wantErr string
	}{
		{"bad JSON", `{"model_type":`, "bad JSON"},
		{"not an object", `[]`, "bad JSON"},
		{"no model_type", `{` + base + `}`, "missing model_type"},
		{"unsupported model_type", `{"model_type":"qwen2",` + base + `}`, `unsupported model_type "qwen2" (want "llama" or "mistral")`},
		{"sliding_window 0", `{"model_type":"mistral",` + base + `,"num_key_value_heads":4,"sliding_window":0}`, "sliding_window 0 is not a positive number"},
		{"sliding_window text", `{"model_type":"mistral",` + base + `,"num_key_value_heads":4,"sliding_window":"4096"}`, `sliding_window "4096" is not a positive number`},
		{"missing hidden_size", `{"model_type":"llama","intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4,"vocab_size":256}`, "missing hidden_size"},
		{"missing vocab", `{"model_type":"llama","hidden_size":64,"intermediate_size":128,"num_hidden_layers":2,"num_attention_heads":4}`, "missing vocab_size"},
		{"float size", `{"model_type":"llama",` + base + `,"num_key_value_heads":1.5}`, "bad JSON"},
		{"negative layers", `{"model_type":"llama",` + base + `,"num_hidden_layers":-1}`, "num_hidden_layers -1 out of range"},
		{"zero head_dim", `{"model_type":"llama",` + base + `,"head_dim":0}`, "head_dim 0 out of range"},
		{"odd head_dim", `{"model_type":"llama",` + base + `,"head_dim":15}`, "head_dim 15 is odd"},
		{"huge vocab", `{"model_type":"llama",` + base + `,"vocab_size":100000000000}`, "vocab_size 100000000000 out of range"},
		{"heads not divisible", `{"model_type":"llama",` + base + `,"num_key_value_heads":3}`, "not a multiple of num_key_value_heads 3"},
		// Without head_dim each head is hidden_size/num_attention_heads:
		// a remainder is the config's fault, not head_dim's (absent) nor a
		// weight's (whose shape would then be blamed).
		{"hidden not divisible, odd quotient", `{"model_type":"llama",` + base + `,"num_attention_heads":3,"num_key_value_heads":1}`,
			"hidden_size 64 is not a multiple of num_attention_heads 3"},
		{"hidden not divisible, even quotient", `{"model_type":"llama",` + base + `,"num_attention_heads":5,"num_key_value_heads":1}`,
			"hidden_size 64 is not a multiple of num_attention_heads 5"},
		{"more heads than hidden", `{"model_type":"llama",` + base + `,"num_attention_heads":128}`,
			"hidden_size 64 is not a multiple of num_attention_heads 128"},
		{"null head_dim, not divisible", `{"model_type":"llama",` + base + `,"num_attention_heads":5,"num_key_value_heads":1,"head_dim":null}`,
			"hidden_size 64 is not a multiple of num_attention_heads 5"},
		{"zero eps", `{"model_type":"llama",` + base + `,"rms_norm_eps":0}`, "rms_norm_eps"},
		{"negative theta", `{"model_type":"llama",` + base + `,"rope_theta":-1}`, "rope_theta"},
		{"gelu", `{"model_type":"llama",` + base + `,"hidden_act":"gelu"}`, `unsupported hidden_act "gelu"`},
		{"attention bias", `{"model_type":"llama",` + base + `,"attention_bias":true}`, "attention_bias"},
		{"mlp bias", `{"model_type":"llama",` + base + `,"mlp_bias":true}`, "mlp_bias"},
		{"longrope", rope(`{"rope_type":"longrope","factor":2}`), `unsupported rope_scaling type "longrope" (want "llama3", "linear", "dynamic" or null)`},
		{"linear without factor", rope(`{"rope_type":"linear"}`), "linear rope_scaling needs factor"},
		{"linear factor 0", rope(`{"rope_type":"linear","factor":0}`), "linear rope_scaling factor 0 must be positive"},
		{"dynamic factor -1", rope(`{"type":"dynamic","factor":-1}`), "dynamic rope_scaling factor -1 must be positive"},
		{"yarn rope legacy key", rope(`{"type":"yarn","factor":2}`), `unsupported rope_scaling type "yarn"`},
		{"untyped rope", rope(`{"factor":2}`), `unsupported rope_scaling type ""`},
		{"rope not object", rope(`3`), "rope_scaling"},
		{"llama3 missing factor", rope(`{"rope_type":"llama3","low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192}`), "needs factor"},
		{"llama3 high<=low", rope(`{"rope_type":"llama3","factor":8,"low_freq_factor":4,"high_freq_factor":4,"original_max_position_embeddings":8192}`), "must exceed low_freq_factor"},
		{"llama3 factor<1", rope(`{"rope_type":"llama3","factor":0.5,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192}`), "factor 0.5"},
		{"llama3 zero original max", rope(`{"rope_type":"llama3","factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":0}`), "original_max_position_embeddings 0"},
		// Transformers 4 reads rope_theta and rope_scaling, 5 reads
		// rope_parameters first: where they differ, which one the
		// checkpoint was run with is unknown.
		{"rope_parameters theta disagrees", `{"model_type":"llama",` + base + `,"rope_theta":10000,"rope_parameters":{"rope_theta":500000}}`,
			"rope_theta 10000 and rope_parameters' rope_theta 500000 disagree"},
		{"rope_parameters scaling disagrees", `{"model_type":"llama",` + base + `,"rope_scaling":{"rope_type":"llama3","factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192},"rope_parameters":{"rope_type":"default"}}`,
			"rope_scaling and rope_parameters disagree"},
		{"rope_parameters yarn", `{"model_type":"llama",` + base + `,"rope_parameters":{"rope_type":"yarn","factor":2}}`, `unsupported rope_parameters type "yarn"`},
		{"rope_parameters llama3 missing factor", `{"model_type":"llama",` + base + `,"rope_parameters":{"rope_type":"llama3","rope_theta":500000}}`, "llama3 rope_parameters needs factor"},
		{"rope_parameters not object", `{"model_type":"llama",` + base + `,"rope_parameters":3}`, "rope_parameters"},
		{"partial rotary", `{"model_type":"llama",` + base + `,"partial_rotary_factor":0.5}`, "partial_rotary_factor 0.5 is not supported"},
		{"partial rotary in rope_parameters", `{"model_type":"llama",` + base + `,"rope_parameters":{"rope_type":"default","rope_theta":10000,"partial_rotary_factor":0.25}}`,
			"partial_rotary_factor 0.25 in rope_parameters is not supported"},
		{"partial rotary in rope_scaling", rope(`{"rope_type":"llama3","factor":8,"low_freq_factor":1,"high_freq_factor":4,"original_max_position_embeddings":8192,"partial_rotary_factor":0.5}`),
			"partial_rotary_factor 0.5 in rope_scaling is not supported"},
		{"quantized", `{"model_type":"llama",` + base + `,"quantization_config":{"quant_method":"fp8","weight_block_size":[128,128]}}`,
			`quantization_config (quant_method "fp8") is not supported`},
		{"quantized, no method", `{"model_type":"llama",` + base + `,"quantization_config":{}}`, `quantization_config (quant_method "") is not supported`},
		{"eos not id", `{"model_type":"llama",` + base + `,"eos_token_id":"x"}`, "eos_token_id"},
		{"negative eos", `{"model_type":"llama",` + base + `,"eos_token_id":[1,-2]}`, "negative id"},
		{"bos list", `{"model_type":"llama",` + base + `,"bos_token_id":[1]}`, "bos_token_id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := DecodeConfig([]byte(tt.json))
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

func TestDecodeGenerationConfig(t *testing.T) {
	tests := []struct {
		json string
		want GenerationConfig
	}{
		{`{"bos_token_id":1,"eos_token_id":2}`, GenerationConfig{BOSTokenID: 1, EOSTokenIDs: []int{2}}},
		{`{"bos_token_id":1,"eos_token_id":[2,3]}`, GenerationConfig{BOSTokenID: 1, EOSTokenIDs: []int{2, 3}}},
		{`{"temperature":0.6}`, GenerationConfig{BOSTokenID: -1}},
		{`{"bos_token_id":null,"eos_token_id":null}`, GenerationConfig{BOSTokenID: -1}},
		{`{"bos_token_id":1,"eos_token_id":[]}`, GenerationConfig{BOSTokenID: 1}},
	}
	for _, tt := range tests {
		got, err := DecodeGenerationConfig([]byte(tt.json))
		if err != nil {
			t.Fatalf("%s: %v", tt.json, err)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: got %+v, want %+v", tt.json, got, tt.want)
		}
	}
	if _, err := DecodeGenerationConfig([]byte(`{`)); err == nil {
		t.Error("bad JSON accepted")
	}
}

func TestEncodeConfigRoundTrip(t *testing.T) {
	untied := llama32Config
	untied.TieWordEmbeddings = false
	untied.RopeScaling = nil
	gens := []GenerationConfig{
		{BOSTokenID: 128000, EOSTokenIDs: []int{128001, 128008, 128009}},
		{BOSTokenID: 0, EOSTokenIDs: []int{7}},
	}
	windowless := mistral7BConfig
	windowless.SlidingWindow = 0
	linear, dynamic := untied, untied
	linear.RopeScaling = &RopeScaling{Type: "linear", Factor: 4}
	dynamic.RopeScaling = &RopeScaling{Type: "dynamic", Factor: 2, OriginalMaxPositionEmbeddings: 4096}
	for _, cfg := range []Config{llama32Config, untied, mistral7BConfig, windowless, linear, dynamic} {
		for _, gen := range gens {
			data, err := EncodeConfig(cfg, gen, dtype.BF16)
			if err != nil {
				t.Fatal(err)
			}
			got, gotGen, err := DecodeConfig(data)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, cfg) || !reflect.DeepEqual(gotGen, gen) {
				t.Errorf("round trip of %+v %+v gave %+v %+v", cfg, gen, got, gotGen)
			}
			data, err = EncodeGenerationConfig(gen)
			if err != nil {
				t.Fatal(err)
			}
			if g, err := DecodeGenerationConfig(data); err != nil || !reflect.DeepEqual(g, gen) {
				t.Errorf("generation config round trip gave %+v, %v; want %+v", g, err, gen)
			}
		}
	}
	bad := llama32Config
	bad.NumKeyValueHeads = 5
	if _, err := EncodeConfig(bad, gens[0], dtype.F32); err == nil {
		t.Error("EncodeConfig accepted an invalid config")
	}
}

func TestDType(t *testing.T) {
	tests := []struct {
		in   []string
		want dtype.DType
		name string
		size int
	}{
		{[]string{"f32", "F32", "float32"}, dtype.F32, "f32", 4},
		{[]string{"f16", "F16", "float16"}, dtype.F16, "f16", 2},
		{[]string{"bf16", "BF16", "bfloat16"}, dtype.BF16, "bf16", 2},
	}
	for _, tt := range tests {
		for _, s := range tt.in {
			got, err := dtype.ParseFloat(s)
			if err != nil || got != tt.want {
				t.Errorf("dtype.ParseFloat(%q) = %v, %v; want %v", s, got, err, tt.want)
			}
		}
		if tt.want.String() != tt.name || tt.want.Size() != tt.size {
			t.Errorf("%v: String %q Size %d, want %q %d", tt.want, tt.want.String(), tt.want.Size(), tt.name, tt.size)
		}
	}
	for _, s := range []string{"", "i64", "f8"} {
		if _, err := dtype.ParseFloat(s); err == nil {
			t.Errorf("dtype.ParseFloat(%q) succeeded", s)
		}
	}
}

func TestWeightSpecs(t *testing.T) {
	specs := WeightSpecs(llama32Config)
	if len(specs) != 1+16*9+1 {
		t.Fatalf("%d specs for tied Llama-3.2-1B, want %d", len(specs), 1+16*9+1)
	}
	var params int64
	for _, s := range specs {
		n := int64(1)
		for _, d := range s.Shape {
			n *= int64(d)
		}
		params += n
	}
	// Llama-3.2-1B's published parameter count.
	if params != 1235814400 {
		t.Errorf("params = %d, want 1235814400", params)
	}
	small := Config{HiddenSize: 8, IntermediateSize: 12, NumHiddenLayers: 1, NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 4, VocabSize: 10}
	want := []WeightSpec{
		{"model.embed_tokens.weight", []int{10, 8}},
		{"model.layers.0.input_layernorm.weight", []int{8}},
		{"model.layers.0.self_attn.q_proj.weight", []int{16, 8}},
		{"model.layers.0.self_attn.k_proj.weight", []int{8, 8}},
		{"model.layers.0.self_attn.v_proj.weight", []int{8, 8}},
		{"model.layers.0.self_attn.o_proj.weight", []int{8, 16}},
		{"model.layers.0.post_attention_layernorm.weight", []int{8}},
		{"model.layers.0.mlp.gate_proj.weight", []int{12, 8}},
		{"model.layers.0.mlp.up_proj.weight", []int{12, 8}},
		{"model.layers.0.mlp.down_proj.weight", []int{8, 12}},
		{"model.norm.weight", []int{8}},
		{"lm_head.weight", []int{10, 8}},
	}
	if got := WeightSpecs(small); !reflect.DeepEqual(got, want) {
		t.Errorf("WeightSpecs = %v\nwant %v", got, want)
	}
}

func TestFloat32s(t *testing.T) {
	tests := []struct {
		dtype dtype.DType
		data  []byte
		want  []float32
	}{
		{dtype.F32, []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0}, []float32{1, -2}},
		{dtype.BF16, []byte{0x80, 0x3f, 0x00, 0xc0, 0x80, 0x7f, 0x01, 0x00}, []float32{1, -2, float32(math.Inf(1)), math.Float32frombits(0x00010000)}},
		{dtype.F16, []byte{0x00, 0x3c, 0x00, 0xc0, 0xff, 0x7b, 0x00, 0xfc, 0x01, 0x00, 0xff, 0x03, 0x00, 0x04, 0x00, 0x80},
			[]float32{1, -2, 65504, float32(math.Inf(-1)), float32(math.Ldexp(1, -24)), float32(math.Ldexp(1023, -24)), float32(math.Ldexp(1, -14)), float32(math.Copysign(0, -1))}},
	}
	for _, tt := range tests {
		got := Tensor{DType: tt.dtype, Data: tt.data}.Float32s()
		if len(got) != len(tt.want) {
			t.Fatalf("%v: got %d values, want %d", tt.dtype, len(got), len(tt.want))
		}
		for i := range got {
			if math.Float32bits(got[i]) != math.Float32bits(tt.want[i]) {
				t.Errorf("%v element %d = %g, want %g", tt.dtype, i, got[i], tt.want[i])
			}
		}
	}
	nan := Tensor{DType: dtype.F16, Data: []byte{0x01, 0x7c}}.Float32s()[0]
	if !math.IsNaN(float64(nan)) {
		t.Errorf("f16 0x7c01 decoded to %g, want NaN", nan)
	}
}

func TestCheckCapacity(t *testing.T) {
	llama := Config{MaxPositionEmbeddings: 2048}
	windowed := Config{MaxPositionEmbeddings: 32768, SlidingWindow: 4096}
	wide := Config{MaxPositionEmbeddings: 1024, SlidingWindow: 4096}
	dynamic := Config{MaxPositionEmbeddings: 2048, RopeScaling: &RopeScaling{Type: "dynamic", Factor: 2, OriginalMaxPositionEmbeddings: 1024}}
	tests := []struct {
		name     string
		cfg      Config
		capacity int
		wantErr  string // "" for none
	}{
		{"within max_position_embeddings", llama, 2048, ""},
		{"past max_position_embeddings", llama, 2049, "2049 is more than the model's max_position_embeddings; the largest that works is 2048"},
		{"within the window", windowed, 4096, ""},
		{"past the window", windowed, 4097, "4097 is more than the model's sliding_window; the largest that works is 4096"},
		{"window wider than the positions", wide, 1025, "max_position_embeddings; the largest that works is 1024"},
		{"no window", Config{MaxPositionEmbeddings: 32768}, 32768, ""},
		{"dynamic within its length", dynamic, 1024, ""},
		{"dynamic past its length", dynamic, 1025, "1025 is more than the model's rope_scaling original_max_position_embeddings; the largest that works is 1024"},
		{"dynamic without a length", Config{MaxPositionEmbeddings: 2048, RopeScaling: &RopeScaling{Type: "dynamic", Factor: 2}}, 2049, "max_position_embeddings; the largest that works is 2048"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.cfg.CheckCapacity(tt.capacity)
			switch {
			case tt.wantErr == "" && err != nil:
				t.Errorf("CheckCapacity(%d) = %v, want nil", tt.capacity, err)
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Errorf("CheckCapacity(%d) = %v, want one containing %q", tt.capacity, err, tt.wantErr)
			}
		})
	}
}
