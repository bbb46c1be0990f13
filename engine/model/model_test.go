package model

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/safetensors"
)

// smallConfig is a config small enough to write weights for in a test.
func smallConfig(tied bool) Config {
	return Config{
		ModelType: "llama", HiddenSize: 8, IntermediateSize: 12, NumHiddenLayers: 2,
		NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 2, RMSNormEps: 1e-5,
		RopeTheta: 10000, VocabSize: 16, TieWordEmbeddings: tied, MaxPositionEmbeddings: 64,
	}
}

var smallGen = GenerationConfig{BOSTokenID: 1, EOSTokenIDs: []int{2, 3}}

// fill is the byte every element of the i-th tensor is made of, so tests
// can tell which tensor a lookup returned.
func fill(i int) byte { return byte(i + 1) }

// tensorsFor lists safetensors entries for every weight cfg needs.
func tensorsFor(cfg Config, dt dtype.DType) []safetensors.TensorInfo {
	var ts []safetensors.TensorInfo
	for _, s := range WeightSpecs(cfg) {
		ts = append(ts, safetensors.TensorInfo{Name: s.Name, DType: dt, Shape: s.Shape})
	}
	return ts
}

func writeSafetensors(t *testing.T, path string, ts []safetensors.TensorInfo) {
	t.Helper()
	var buf bytes.Buffer
	w, err := safetensors.NewWriter(&buf, ts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, ti := range w.Tensors() {
		if err := w.WriteTensor(ti.Name, bytes.Repeat([]byte{fill(i)}, int(ti.End-ti.Begin))); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// writeDir writes config files and the given tensors, split into shards
// files when shards > 1, and returns the directory.
func writeDir(t *testing.T, cfg Config, ts []safetensors.TensorInfo, shards int) string {
	t.Helper()
	dir := t.TempDir()
	data, err := EncodeConfig(cfg, GenerationConfig{BOSTokenID: -1}, dtype.F32)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, ConfigFile), data, 0o644)
	data, _ = EncodeGenerationConfig(smallGen)
	os.WriteFile(filepath.Join(dir, GenerationConfigFile), data, 0o644)
	if shards <= 1 {
		writeSafetensors(t, filepath.Join(dir, WeightsFile), ts)
		return dir
	}
	weightMap := map[string]string{}
	per := (len(ts) + shards - 1) / shards
	for s := 0; s < shards; s++ {
		part := ts[min(s*per, len(ts)):min((s+1)*per, len(ts))]
		name := fmt.Sprintf("model-%05d-of-%05d.safetensors", s+1, shards)
		writeSafetensors(t, filepath.Join(dir, name), part)
		for _, ti := range part {
			weightMap[ti.Name] = name
		}
	}
	writeJSON(t, filepath.Join(dir, WeightsIndexFile), map[string]any{"metadata": map[string]any{}, "weight_map": weightMap})
	return dir
}

func TestOpen(t *testing.T) {
	tests := []struct {
		name   string
		cfg    Config
		dtype  dtype.DType
		shards int
	}{
		{"tied f32", smallConfig(true), dtype.F32, 1},
		{"untied bf16", smallConfig(false), dtype.BF16, 1},
		{"sharded f16", smallConfig(false), dtype.F16, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ts := tensorsFor(tt.cfg, tt.dtype)
			dir := writeDir(t, tt.cfg, ts, tt.shards)
			m, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer m.Close()
			if !equalConfig(m.Config, tt.cfg) || m.Name != filepath.Base(dir) {
				t.Errorf("config %+v name %q, want %+v %q", m.Config, m.Name, tt.cfg, filepath.Base(dir))
			}
			if !slices.Equal(m.Generation.EOSTokenIDs, smallGen.EOSTokenIDs) || m.Generation.BOSTokenID != smallGen.BOSTokenID {
				t.Errorf("generation config %+v, want %+v", m.Generation, smallGen)
			}
			if m.WeightDType() != tt.dtype {
				t.Errorf("WeightDType = %v, want %v", m.WeightDType(), tt.dtype)
			}
			var wantBytes int64
			for _, ti := range ts {
				wantBytes += ti.NumElements() * int64(tt.dtype.Size())
			}
			if m.WeightBytes() != wantBytes {
				t.Errorf("WeightBytes = %d, want %d", m.WeightBytes(), wantBytes)
			}
			checkTensors(t, m, ts, tt.shards)
		})
	}
}

// checkTensors looks every weight up and checks it is the one written.
func checkTensors(t *testing.T, m *Model, ts []safetensors.TensorInfo, shards int) {
	t.Helper()
	per := (len(ts) + shards - 1) / shards
	for i, ti := range ts {
		got, err := m.Tensor(ti.Name)
		if err != nil {
			t.Fatal(err)
		}
		want := fill(i % per)
		if !slices.Equal(got.Shape, ti.Shape) || len(got.Data) == 0 || got.Data[0] != want {
			t.Errorf("%s: shape %v first byte %d, want %v %d", ti.Name, got.Shape, got.Data[0], ti.Shape, want)
		}
	}
	head, err := m.Tensor(lmHeadName)
	if err != nil {
		t.Fatal(err)
	}
	if m.Config.TieWordEmbeddings && (head.Name != embedName || head.Data[0] != fill(0)) {
		t.Errorf("tied lm_head.weight gave %s, want the embedding", head.Name)
	}
	if !m.Config.TieWordEmbeddings && head.Name != lmHeadName {
		t.Errorf("untied lm_head.weight gave %s", head.Name)
	}
	if _, err := m.Tensor("model.layers.9.mlp.up_proj.weight"); err == nil || !strings.Contains(err.Error(), "unknown weight") {
		t.Errorf("unknown name: error %v", err)
	}
}

func equalConfig(a, b Config) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return bytes.Equal(ja, jb)
}

func TestTiedWithStoredLMHead(t *testing.T) {
	cfg := smallConfig(true)
	ts := tensorsFor(smallConfig(false), dtype.F32) // also stores lm_head
	m, err := Open(writeDir(t, cfg, ts, 1))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	head, err := m.Tensor(lmHeadName)
	if err != nil || head.Name != embedName {
		t.Fatalf("lm_head.weight = %s, %v; tied models must use the embedding", head.Name, err)
	}
}

func TestMixedDType(t *testing.T) {
	cfg := smallConfig(true)
	ts := tensorsFor(cfg, dtype.BF16)
	ts[3].DType = dtype.F32
	m, err := Open(writeDir(t, cfg, ts, 1))
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if m.WeightDType() != dtype.F32 {
		t.Errorf("mixed weights: WeightDType = %v, want f32", m.WeightDType())
	}
}

func TestGenerationConfigFallback(t *testing.T) {
	cfg := smallConfig(true)
	dir := writeDir(t, cfg, tensorsFor(cfg, dtype.F32), 1)
	data, _ := EncodeConfig(cfg, GenerationConfig{BOSTokenID: 5, EOSTokenIDs: []int{6}}, dtype.F32)
	os.WriteFile(filepath.Join(dir, ConfigFile), data, 0o644)

	os.Remove(filepath.Join(dir, GenerationConfigFile))
	m, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	m.Close()
	if m.Generation.BOSTokenID != 5 || !slices.Equal(m.Generation.EOSTokenIDs, []int{6}) {
		t.Errorf("without generation_config.json: %+v, want config.json's ids 5, [6]", m.Generation)
	}

	// A generation_config.json with only eos keeps config.json's bos.
	os.WriteFile(filepath.Join(dir, GenerationConfigFile), []byte(`{"eos_token_id":[7,8]}`), 0o644)
	m, err = Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	m.Close()
	if m.Generation.BOSTokenID != 5 || !slices.Equal(m.Generation.EOSTokenIDs, []int{7, 8}) {
		t.Errorf("partial generation_config.json: %+v, want bos 5 eos [7 8]", m.Generation)
	}

	// An empty eos list names no token, so config.json's ids stand.
	os.WriteFile(filepath.Join(dir, GenerationConfigFile), []byte(`{"eos_token_id":[]}`), 0o644)
	m, err = Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	m.Close()
	if !slices.Equal(m.Generation.EOSTokenIDs, []int{6}) {
		t.Errorf("empty eos list in generation_config.json: %+v, want config.json's eos [6]", m.Generation)
	}
}

// rawSafetensors builds a safetensors file by hand for corruptions the
// Writer refuses to produce.
func rawSafetensors(header string, data []byte) []byte {
	var b bytes.Buffer
	binary.Write(&b, binary.LittleEndian, uint64(len(header)))
	b.WriteString(header)
	b.Write(data)
	return b.Bytes()
}

func TestOpenErrors(t *testing.T) {
	cfg := smallConfig(false)
	good := tensorsFor(cfg, dtype.F32)
	wrongShape := slices.Clone(good)
	wrongShape[2].Shape = []int{12, 8}
	badDType := slices.Clone(good)
	badDType[1].DType = dtype.I32
	tests := []struct {
		name    string
		setup   func(t *testing.T) string // returns the directory
		wantErr string
	}{
		{"missing dir", func(t *testing.T) string { return filepath.Join(t.TempDir(), "nope") }, "config.json: no such file"},
		{"bad config JSON", withFile(ConfigFile, `{"model_type":`), "config.json: bad JSON"},
		{"unsupported model_type", withFile(ConfigFile, `{"model_type":"gpt2"}`), `config.json: unsupported model_type "gpt2"`},
		{"bad generation config", withFile(GenerationConfigFile, `{`), "generation_config.json: bad JSON"},
		{"eos outside vocab", withFile(GenerationConfigFile, `{"bos_token_id":1,"eos_token_id":99}`), "token id 99 is outside vocab_size 16"},
		{"no weights", withoutFile(WeightsFile), "neither model.safetensors nor model.safetensors.index.json"},
		{"pytorch weights", withoutFile(WeightsFile, "pytorch_model-00001-of-00002.bin"),
			"neither model.safetensors nor model.safetensors.index.json exists; pytorch_model-00001-of-00002.bin is PyTorch's format, which xlachat does not read: convert it with transformers"},
		{"gguf weights", withoutFile(WeightsFile, "llama-3.2-1b-instruct-q4_k_m.gguf"), "; llama-3.2-1b-instruct-q4_k_m.gguf is llama.cpp's format"},
		{"more layers than weights", withConfig(func(c *Config) { c.NumHiddenLayers = 1 << 24 }), `"model.layers.2.input_layernorm.weight" is missing`},
		{"missing tensor", func(t *testing.T) string { return writeDir(t, cfg, good[1:], 1) }, `"model.embed_tokens.weight" is missing`},
		{"shape mismatch", func(t *testing.T) string { return writeDir(t, cfg, wrongShape, 1) }, "has shape [12 8], config.json implies [8 8]"},
		{"unsupported dtype", func(t *testing.T) string { return writeDir(t, cfg, badDType, 1) }, "has unsupported dtype I32"},
		{"header past EOF", withFile(WeightsFile, "\xff\x00\x00\x00\x00\x00\x00\x00{}"), "runs past end of file"},
		{"short file", withFile(WeightsFile, "\x02\x00"), "shorter than the 8-byte header length"},
		{"bad header JSON", withFile(WeightsFile, string(rawSafetensors(`{"a":`, nil))), "header JSON"},
		{"offsets out of range", withFile(WeightsFile, string(rawSafetensors(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}`, make([]byte, 4)))), "run past"},
		{"overlapping offsets", withFile(WeightsFile, string(rawSafetensors(`{"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}}`, make([]byte, 8)))), "overlap"},
		{"non-contiguous offsets", withFile(WeightsFile, string(rawSafetensors(`{"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]},"b":{"dtype":"F32","shape":[1],"data_offsets":[8,12]}}`, make([]byte, 12)))), "gap"},
		{"byte size mismatch", withFile(WeightsFile, string(rawSafetensors(`{"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}}`, make([]byte, 8)))), "needs 3×4"},
		{"negative dim", withFile(WeightsFile, string(rawSafetensors(`{"a":{"dtype":"F32","shape":[-2],"data_offsets":[0,8]}}`, make([]byte, 8)))), "negative dimension"},
		// Transformers would drop these with a warning and run without
		// them; a config that does not call for a stored tensor is
		// more likely wrong than the tensor useless.
		{"bias without attention_bias", extra("model.layers.0.self_attn.q_proj.bias", 8),
			`weight "model.layers.0.self_attn.q_proj.bias" is in the safetensors files, but config.json calls for no such tensor (attention_bias and mlp_bias are false or absent)`},
		{"mlp bias without mlp_bias", extra("model.layers.1.mlp.down_proj.bias", 8), `"model.layers.1.mlp.down_proj.bias" is in the safetensors files`},
		{"layer beyond num_hidden_layers", extra("model.layers.2.input_layernorm.weight", 8),
			`weight "model.layers.2.input_layernorm.weight" is in the safetensors files, but config.json calls for no such tensor`},
		{"qk norm", extra("model.layers.0.self_attn.q_norm.weight", 2), `"model.layers.0.self_attn.q_norm.weight" is in the safetensors files`},
		{"bad index JSON", sharded(`{`), "model.safetensors.index.json: bad JSON"},
		{"empty index", sharded(`{"weight_map":{}}`), "empty or missing weight_map"},
		{"index escapes dir", sharded(`{"weight_map":{"model.norm.weight":"../model-00001-of-00002.safetensors"}}`), "not a file name in the model directory"},
		{"index names missing shard", sharded(`{"weight_map":{"model.norm.weight":"model-00009-of-00009.safetensors"}}`), "model-00009-of-00009.safetensors: no such file"},
		{"index names wrong shard", sharded(`{"weight_map":{"model.norm.weight":"model-00001-of-00002.safetensors"}}`), "does not contain it"},
		{"index lacks a weight", sharded(`{"weight_map":{"model.norm.weight":"model-00002-of-00002.safetensors"}}`), "is missing from the safetensors files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := tt.setup(t)
			m, err := Open(dir)
			if err == nil {
				m.Close()
			}
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("Open error = %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
}

// withFile returns a setup writing a valid untied model, then replacing
// one file with content.
func withFile(name, content string) func(t *testing.T) string {
	return func(t *testing.T) string {
		cfg := smallConfig(false)
		dir := writeDir(t, cfg, tensorsFor(cfg, dtype.F32), 1)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
}

// withConfig returns a setup writing a valid untied model, then
// rewriting its config.json as edit changes it.
func withConfig(edit func(*Config)) func(t *testing.T) string {
	return func(t *testing.T) string {
		cfg := smallConfig(false)
		dir := writeDir(t, cfg, tensorsFor(cfg, dtype.F32), 1)
		edit(&cfg)
		data, err := EncodeConfig(cfg, smallGen, dtype.F32)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, ConfigFile), data, 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
}

// extra returns a setup writing a valid untied model whose safetensors
// file also holds the named f32 vector of n elements.
func extra(name string, n int) func(t *testing.T) string {
	return func(t *testing.T) string {
		cfg := smallConfig(false)
		ts := append(tensorsFor(cfg, dtype.F32), safetensors.TensorInfo{Name: name, DType: dtype.F32, Shape: []int{n}})
		return writeDir(t, cfg, ts, 1)
	}
}

// TestHarmlessExtraTensors checks that tensors Hugging Face itself
// ignores on purpose do not stop a model from opening.
func TestHarmlessExtraTensors(t *testing.T) {
	cfg := smallConfig(false)
	ts := append(tensorsFor(cfg, dtype.F32),
		safetensors.TensorInfo{Name: "model.layers.0.self_attn.rotary_emb.inv_freq", DType: dtype.F32, Shape: []int{1}},
		safetensors.TensorInfo{Name: "model.layers.1.self_attn.rotary_emb.inv_freq", DType: dtype.F32, Shape: []int{1}})
	for _, shards := range []int{1, 3} {
		m, err := Open(writeDir(t, cfg, ts, shards))
		if err != nil {
			t.Fatalf("%d shards: %v", shards, err)
		}
		m.Close()
	}
}

func withoutFile(name string, instead ...string) func(t *testing.T) string {
	return func(t *testing.T) string {
		cfg := smallConfig(false)
		dir := writeDir(t, cfg, tensorsFor(cfg, dtype.F32), 1)
		os.Remove(filepath.Join(dir, name))
		for _, f := range instead {
			if err := os.WriteFile(filepath.Join(dir, f), []byte("not safetensors"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
}

// sharded returns a setup writing a two-shard model and replacing its
// index with index.
func sharded(index string) func(t *testing.T) string {
	return func(t *testing.T) string {
		cfg := smallConfig(false)
		dir := writeDir(t, cfg, tensorsFor(cfg, dtype.F32), 2)
		if err := os.WriteFile(filepath.Join(dir, WeightsIndexFile), []byte(index), 0o644); err != nil {
			t.Fatal(err)
		}
		return dir
	}
}

func TestClose(t *testing.T) {
	cfg := smallConfig(true)
	m, err := Open(writeDir(t, cfg, tensorsFor(cfg, dtype.F32), 2))
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatal(err)
	}
	if err := m.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	if _, err := m.Tensor(embedName); err == nil {
		t.Error("Tensor after Close succeeded")
	}
}

func TestTensorBytes(t *testing.T) {
	f32 := Tensor{Name: "w", DType: dtype.F32, Shape: []int{3}, Data: []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0, 0, 0, 0x80, 0x7f}} // 1, -2, +Inf
	tests := []struct {
		to   dtype.DType
		want []byte
	}{
		{dtype.F32, f32.Data},
		{dtype.BF16, []byte{0x80, 0x3f, 0x00, 0xc0, 0x80, 0x7f}},
		{dtype.F16, []byte{0x00, 0x3c, 0x00, 0xc0, 0x00, 0x7c}},
	}
	for _, tt := range tests {
		got, err := f32.Bytes(tt.to)
		if err != nil || string(got) != string(tt.want) {
			t.Errorf("Bytes(%v) = % x, %v; want % x", tt.to, got, err, tt.want)
		}
	}
	back := Tensor{Name: "w", DType: dtype.BF16, Shape: []int{3}, Data: tests[1].want}
	if got, _ := back.Bytes(dtype.F32); string(got) != string(f32.Data) {
		t.Errorf("bf16 -> f32 = % x, want % x", got, f32.Data)
	}
	if _, err := f32.Bytes(dtype.DType(9)); err == nil {
		t.Error("unknown dtype accepted")
	}
}
