package model

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"

	"xlachat/engine/dtype"
)

// maxDim bounds every size in a config so that products such as
// vocab×hidden cannot overflow and absurd values fail early.
const maxDim = 1 << 24

// rawConfig mirrors config.json; pointers tell absent keys from zeros so
// Hugging Face's defaults can be applied.
type rawConfig struct {
	ModelType             *string         `json:"model_type"`
	HiddenSize            *int            `json:"hidden_size"`
	IntermediateSize      *int            `json:"intermediate_size"`
	NumHiddenLayers       *int            `json:"num_hidden_layers"`
	NumAttentionHeads     *int            `json:"num_attention_heads"`
	NumKeyValueHeads      *int            `json:"num_key_value_heads"`
	HeadDim               *int            `json:"head_dim"`
	RMSNormEps            *float64        `json:"rms_norm_eps"`
	RopeTheta             *float64        `json:"rope_theta"`
	RopeScaling           json.RawMessage `json:"rope_scaling"`
	RopeParameters        json.RawMessage `json:"rope_parameters"`
	PartialRotaryFactor   *float64        `json:"partial_rotary_factor"`
	QuantizationConfig    json.RawMessage `json:"quantization_config"`
	VocabSize             *int            `json:"vocab_size"`
	TieWordEmbeddings     *bool           `json:"tie_word_embeddings"`
	MaxPositionEmbeddings *int            `json:"max_position_embeddings"`
	SlidingWindow         json.RawMessage `json:"sliding_window"`
	HiddenAct             *string         `json:"hidden_act"`
	AttentionBias         *bool           `json:"attention_bias"`
	MLPBias               *bool           `json:"mlp_bias"`
	BOSTokenID            json.RawMessage `json:"bos_token_id"`
	EOSTokenID            json.RawMessage `json:"eos_token_id"`
}

// rawRopeScaling is a rope_scaling or rope_parameters object.
type rawRopeScaling struct {
	RopeTheta                     *float64 `json:"rope_theta"`
	RopeType                      *string  `json:"rope_type"`
	PartialRotaryFactor           *float64 `json:"partial_rotary_factor"`
	Type                          *string  `json:"type"`
	Factor                        *float64 `json:"factor"`
	LowFreqFactor                 *float64 `json:"low_freq_factor"`
	HighFreqFactor                *float64 `json:"high_freq_factor"`
	OriginalMaxPositionEmbeddings *int     `json:"original_max_position_embeddings"`
}

// DecodeConfig parses config.json text, applies Hugging Face LlamaConfig
// defaults for absent keys and validates the result. The token ids it
// returns are config.json's bos/eos, used when generation_config.json is
// missing; either may be unset (bos -1, eos nil).
func DecodeConfig(data []byte) (Config, GenerationConfig, error) {
	var raw rawConfig
	if err := json.Unmarshal(data, &raw); err != nil {
		return Config{}, GenerationConfig{}, fmt.Errorf("bad JSON: %w", err)
	}
	if raw.ModelType == nil {
		return Config{}, GenerationConfig{}, errors.New("missing model_type")
	}
	if err := checkModelType(*raw.ModelType); err != nil {
		return Config{}, GenerationConfig{}, err
	}
	if err := checkArchitecture(raw); err != nil {
		return Config{}, GenerationConfig{}, err
	}
	cfg, err := applyDefaults(raw)
	if err != nil {
		return Config{}, GenerationConfig{}, err
	}
	if cfg.RopeTheta, cfg.RopeScaling, err = decodeRope(raw); err != nil {
		return Config{}, GenerationConfig{}, err
	}
	if err := cfg.Validate(); err != nil {
		return Config{}, GenerationConfig{}, err
	}
	gen, err := decodeTokenIDs(raw.BOSTokenID, raw.EOSTokenID)
	if err != nil {
		return Config{}, GenerationConfig{}, err
	}
	return cfg, gen, nil
}

// Model types whose checkpoints the graphs compute. Mistral's
// (MistralForCausalLM) is Llama's forward pass with other config.json
// defaults and an optional sliding attention window (see
// Config.SlidingWindow); its tensors have Llama's names.
const (
	typeLlama   = "llama"
	typeMistral = "mistral"
)

func checkModelType(t string) error {
	if t != typeLlama && t != typeMistral {
		return fmt.Errorf("unsupported model_type %q (want \"llama\" or \"mistral\")", t)
	}
	return nil
}

// checkArchitecture refuses Llama variants the graphs do not implement,
// rather than silently computing something else.
func checkArchitecture(raw rawConfig) error {
	// transformers maps "swish" to the same function as "silu" (ACT2FN).
	if raw.HiddenAct != nil && *raw.HiddenAct != "silu" && *raw.HiddenAct != "swish" {
		return fmt.Errorf("unsupported hidden_act %q (want \"silu\")", *raw.HiddenAct)
	}
	if raw.AttentionBias != nil && *raw.AttentionBias {
		return errors.New("attention_bias true is not supported")
	}
	if raw.MLPBias != nil && *raw.MLPBias {
		return errors.New("mlp_bias true is not supported")
	}
	if err := checkPartialRotary("", raw.PartialRotaryFactor); err != nil {
		return err
	}
	// Quantized weights (GPTQ, AWQ, fp8, bitsandbytes) would otherwise fail
	// later on a tensor's dtype or name, without saying why.
	if !isNull(raw.QuantizationConfig) {
		var q struct {
			QuantMethod string `json:"quant_method"`
		}
		_ = json.Unmarshal(raw.QuantizationConfig, &q) // refused whatever it holds; the method only helps the message
		return fmt.Errorf("quantization_config (quant_method %q) is not supported: xlachat reads unquantized BF16, F16 or F32 weights (generation.weight_dtype int8 or q4 quantizes them)", q.QuantMethod)
	}
	return nil
}

func applyDefaults(raw rawConfig) (Config, error) {
	required := []struct {
		key string
		v   *int
	}{
		{"hidden_size", raw.HiddenSize},
		{"intermediate_size", raw.IntermediateSize},
		{"num_hidden_layers", raw.NumHiddenLayers},
		{"num_attention_heads", raw.NumAttentionHeads},
		{"vocab_size", raw.VocabSize},
	}
	for _, r := range required {
		if r.v == nil {
			return Config{}, fmt.Errorf("missing %s", r.key)
		}
	}
	// Where LlamaConfig's and MistralConfig's defaults for absent keys
	// differ, each model type gets its own class's.
	kvHeads, maxPositions := *raw.NumAttentionHeads, 2048
	if *raw.ModelType == typeMistral {
		kvHeads, maxPositions = 8, 4096*32
	}
	cfg := Config{
		ModelType:             *raw.ModelType,
		HiddenSize:            *raw.HiddenSize,
		IntermediateSize:      *raw.IntermediateSize,
		NumHiddenLayers:       *raw.NumHiddenLayers,
		NumAttentionHeads:     *raw.NumAttentionHeads,
		NumKeyValueHeads:      orDefault(raw.NumKeyValueHeads, kvHeads),
		RMSNormEps:            orDefault(raw.RMSNormEps, 1e-6),
		VocabSize:             *raw.VocabSize,
		TieWordEmbeddings:     orDefault(raw.TieWordEmbeddings, false),
		MaxPositionEmbeddings: orDefault(raw.MaxPositionEmbeddings, maxPositions),
	}
	var err error
	if cfg.SlidingWindow, err = decodeSlidingWindow(*raw.ModelType, raw.SlidingWindow); err != nil {
		return Config{}, err
	}
	if raw.HeadDim != nil {
		cfg.HeadDim = *raw.HeadDim
	} else if cfg.NumAttentionHeads > 0 {
		// Without head_dim the heads split hidden_size evenly, as
		// transformers long required. A remainder would otherwise
		// surface as a complaint about a head_dim the file never gave
		// (odd, or 0) or about the q_proj weights' shape.
		if cfg.HiddenSize > 0 && cfg.HiddenSize%cfg.NumAttentionHeads != 0 {
			return Config{}, fmt.Errorf("hidden_size %d is not a multiple of num_attention_heads %d, and there is no head_dim to give each head's size",
				cfg.HiddenSize, cfg.NumAttentionHeads)
		}
		cfg.HeadDim = cfg.HiddenSize / cfg.NumAttentionHeads
	}
	return cfg, nil
}

// mistralWindow is MistralConfig's sliding_window when config.json has
// none: Mistral 7B v0.1's.
const mistralWindow = 4096

// decodeSlidingWindow reads sliding_window for a model of type typ: for
// Mistral the window (absent means MistralConfig's default, null none),
// and 0 for Llama, whose config class has no such key, so transformers
// ignores one.
func decodeSlidingWindow(typ string, data json.RawMessage) (int, error) {
	if typ != typeMistral {
		return 0, nil
	}
	if len(data) == 0 {
		return mistralWindow, nil
	}
	if isNull(data) {
		return 0, nil
	}
	var w int
	if err := json.Unmarshal(data, &w); err != nil || w <= 0 {
		return 0, fmt.Errorf("sliding_window %s is not a positive number of positions", data)
	}
	return w, nil
}

func orDefault[T any](p *T, def T) T {
	if p == nil {
		return def
	}
	return *p
}

// decodeRope returns the RoPE base and scaling. Transformers 4 reads them
// from rope_theta and rope_scaling; transformers 5 writes them inside
// rope_parameters and reads them from there first. Both are taken, and
// where both are given they must agree: which transformers ran the
// checkpoint is unknown, and ignoring rope_parameters would rotate with
// the default base of 10000, which no error would reveal.
func decodeRope(raw rawConfig) (float64, *RopeScaling, error) {
	theta, scaling, err := decodeRopeScaling("rope_scaling", raw.RopeScaling, "")
	if err != nil {
		return 0, nil, err
	}
	if theta != nil && raw.RopeTheta != nil && *theta != *raw.RopeTheta {
		return 0, nil, fmt.Errorf("rope_theta %g and rope_scaling's rope_theta %g disagree", *raw.RopeTheta, *theta)
	}
	if raw.RopeTheta != nil {
		theta = raw.RopeTheta
	}
	if isNull(raw.RopeParameters) {
		return orDefault(theta, 10000), scaling, nil
	}
	// Transformers 5 takes an untyped rope_parameters as the default
	// rotation (it commonly holds just rope_theta).
	ptheta, pscaling, err := decodeRopeScaling("rope_parameters", raw.RopeParameters, "default")
	if err != nil {
		return 0, nil, err
	}
	if ptheta != nil && theta != nil && *ptheta != *theta {
		return 0, nil, fmt.Errorf("rope_theta %g and rope_parameters' rope_theta %g disagree", *theta, *ptheta)
	}
	if ptheta != nil {
		theta = ptheta
	}
	if !isNull(raw.RopeScaling) && !reflect.DeepEqual(scaling, pscaling) {
		return 0, nil, fmt.Errorf("rope_scaling and rope_parameters disagree: %s against %s", raw.RopeScaling, raw.RopeParameters)
	}
	return orDefault(theta, 10000), pscaling, nil
}

func isNull(data json.RawMessage) bool {
	return len(data) == 0 || bytes.Equal(data, []byte("null"))
}

// decodeRopeScaling decodes the object under key, a rope_scaling or
// rope_parameters, to the rope_theta it gives (nil if none) and its
// scaling (nil for none). untyped is the type assumed when it names none.
func decodeRopeScaling(key string, data json.RawMessage, untyped string) (*float64, *RopeScaling, error) {
	if isNull(data) {
		return nil, nil, nil
	}
	var raw rawRopeScaling
	if err := json.Unmarshal(data, &raw); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", key, err)
	}
	if err := checkPartialRotary(" in "+key, raw.PartialRotaryFactor); err != nil {
		return nil, nil, err
	}
	typ := orDefault(raw.RopeType, orDefault(raw.Type, untyped))
	switch typ {
	case "default":
		return raw.RopeTheta, nil, nil
	case "linear", "dynamic":
		if raw.Factor == nil {
			return nil, nil, fmt.Errorf("%s %s needs factor", typ, key)
		}
		r := &RopeScaling{Type: typ, Factor: *raw.Factor}
		if typ == "dynamic" && raw.OriginalMaxPositionEmbeddings != nil {
			r.OriginalMaxPositionEmbeddings = *raw.OriginalMaxPositionEmbeddings
		}
		return raw.RopeTheta, r, nil
	case "llama3":
	default:
		return nil, nil, fmt.Errorf("unsupported %s type %q (want %s)", key, typ, ropeTypes)
	}
	if raw.Factor == nil || raw.LowFreqFactor == nil || raw.HighFreqFactor == nil || raw.OriginalMaxPositionEmbeddings == nil {
		return nil, nil, fmt.Errorf("llama3 %s needs factor, low_freq_factor, high_freq_factor and original_max_position_embeddings", key)
	}
	return raw.RopeTheta, &RopeScaling{
		Type:                          typ,
		Factor:                        *raw.Factor,
		LowFreqFactor:                 *raw.LowFreqFactor,
		HighFreqFactor:                *raw.HighFreqFactor,
		OriginalMaxPositionEmbeddings: *raw.OriginalMaxPositionEmbeddings,
	}, nil
}

// decodeTokenIDs reads bos_token_id (an int) and eos_token_id (an int or
// a list of ints); absent or null values leave BOSTokenID -1 and
// EOSTokenIDs nil, and so does an empty eos list: it names no token either,
// and the caller then takes config.json's ids rather than none.
func decodeTokenIDs(bos, eos json.RawMessage) (GenerationConfig, error) {
	gen := GenerationConfig{BOSTokenID: -1}
	if len(bos) > 0 && !bytes.Equal(bos, []byte("null")) {
		if err := json.Unmarshal(bos, &gen.BOSTokenID); err != nil || gen.BOSTokenID < 0 {
			return GenerationConfig{}, fmt.Errorf("bos_token_id %s is not a token id", bos)
		}
	}
	if len(eos) == 0 || bytes.Equal(eos, []byte("null")) {
		return gen, nil
	}
	var one int
	if err := json.Unmarshal(eos, &one); err == nil {
		gen.EOSTokenIDs = []int{one}
	} else if err := json.Unmarshal(eos, &gen.EOSTokenIDs); err != nil {
		return GenerationConfig{}, fmt.Errorf("eos_token_id %s is not a token id or list of them", eos)
	}
	for _, id := range gen.EOSTokenIDs {
		if id < 0 {
			return GenerationConfig{}, fmt.Errorf("eos_token_id %s holds a negative id", eos)
		}
	}
	if len(gen.EOSTokenIDs) == 0 {
		gen.EOSTokenIDs = nil
	}
	return gen, nil
}

// DecodeGenerationConfig parses generation_config.json text. Ids it lacks
// are left unset (bos -1, eos nil) for the caller to fill from config.json.
func DecodeGenerationConfig(data []byte) (GenerationConfig, error) {
	var raw struct {
		BOSTokenID json.RawMessage `json:"bos_token_id"`
		EOSTokenID json.RawMessage `json:"eos_token_id"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return GenerationConfig{}, fmt.Errorf("bad JSON: %w", err)
	}
	return decodeTokenIDs(raw.BOSTokenID, raw.EOSTokenID)
}

// Validate checks that the config describes a Llama forward pass the
// graphs can build.
func (c Config) Validate() error {
	if err := checkModelType(c.ModelType); err != nil {
		return err
	}
	sizes := []struct {
		key string
		v   int
	}{
		{"hidden_size", c.HiddenSize},
		{"intermediate_size", c.IntermediateSize},
		{"num_hidden_layers", c.NumHiddenLayers},
		{"num_attention_heads", c.NumAttentionHeads},
		{"num_key_value_heads", c.NumKeyValueHeads},
		{"head_dim", c.HeadDim},
		{"vocab_size", c.VocabSize},
		{"max_position_embeddings", c.MaxPositionEmbeddings},
	}
	for _, s := range sizes {
		if s.v <= 0 || s.v > maxDim {
			return fmt.Errorf("%s %d out of range [1, %d]", s.key, s.v, maxDim)
		}
	}
	if c.SlidingWindow < 0 || c.SlidingWindow > maxDim || (c.SlidingWindow > 0 && c.ModelType != typeMistral) {
		return fmt.Errorf("sliding_window %d is not supported for model_type %q", c.SlidingWindow, c.ModelType)
	}
	switch {
	case c.NumAttentionHeads%c.NumKeyValueHeads != 0:
		return fmt.Errorf("num_attention_heads %d is not a multiple of num_key_value_heads %d", c.NumAttentionHeads, c.NumKeyValueHeads)
	case c.HeadDim%2 != 0:
		return fmt.Errorf("head_dim %d is odd; rotary embeddings need pairs", c.HeadDim)
	case c.NumAttentionHeads*c.HeadDim > maxDim:
		return fmt.Errorf("num_attention_heads×head_dim %d exceeds %d", c.NumAttentionHeads*c.HeadDim, maxDim)
	case !positiveFinite(c.RMSNormEps):
		return fmt.Errorf("rms_norm_eps %g must be positive", c.RMSNormEps)
	case !positiveFinite(c.RopeTheta):
		return fmt.Errorf("rope_theta %g must be positive", c.RopeTheta)
	}
	if c.RopeScaling != nil {
		return c.RopeScaling.validate()
	}
	return nil
}

// ropeTypes lists the RoPE scalings the graphs compute, for errors.
const ropeTypes = `"llama3", "linear", "dynamic" or null`

func (r *RopeScaling) validate() error {
	switch r.Type {
	case "linear", "dynamic":
		// transformers only warns about a factor below 1 here, and
		// divides by any factor.
		if !positiveFinite(r.Factor) {
			return fmt.Errorf("%s rope_scaling factor %g must be positive", r.Type, r.Factor)
		}
		if r.OriginalMaxPositionEmbeddings < 0 {
			return fmt.Errorf("rope_scaling original_max_position_embeddings %d must not be negative", r.OriginalMaxPositionEmbeddings)
		}
		return nil
	case "llama3":
	default:
		return fmt.Errorf("unsupported rope_scaling type %q (want %s)", r.Type, ropeTypes)
	}
	switch {
	case !positiveFinite(r.Factor) || r.Factor < 1:
		return fmt.Errorf("rope_scaling factor %g must be at least 1", r.Factor)
	case !positiveFinite(r.LowFreqFactor):
		return fmt.Errorf("rope_scaling low_freq_factor %g must be positive", r.LowFreqFactor)
	case !positiveFinite(r.HighFreqFactor) || r.HighFreqFactor <= r.LowFreqFactor:
		// The smoothing between the bands divides by high - low.
		return fmt.Errorf("rope_scaling high_freq_factor %g must exceed low_freq_factor %g", r.HighFreqFactor, r.LowFreqFactor)
	case r.OriginalMaxPositionEmbeddings <= 0:
		return fmt.Errorf("rope_scaling original_max_position_embeddings %d must be positive", r.OriginalMaxPositionEmbeddings)
	}
	return nil
}

// checkPartialRotary refuses rotating only part of each head, which
// transformers' rope initialisers honour (from config.json or a rope
// object, named by where) and the graphs do not.
func checkPartialRotary(where string, f *float64) error {
	if f != nil && *f != 1 {
		return fmt.Errorf("partial_rotary_factor %g%s is not supported (xlachat rotates all of head_dim)", *f, where)
	}
	return nil
}

func positiveFinite(x float64) bool { return x > 0 && !math.IsInf(x, 0) }

// EncodeConfig renders cfg as a Hugging Face config.json, with the token
// ids of gen and torch_dtype naming the weights' dtype. Keys are sorted,
// as transformers writes them.
func EncodeConfig(cfg Config, gen GenerationConfig, dt dtype.DType) ([]byte, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("encoding config.json: %w", err)
	}
	var scaling any // nil encodes as null
	if r := cfg.RopeScaling; r != nil {
		m := map[string]any{"rope_type": r.Type, "factor": r.Factor}
		if r.Type == "llama3" {
			m["low_freq_factor"], m["high_freq_factor"] = r.LowFreqFactor, r.HighFreqFactor
		}
		if r.OriginalMaxPositionEmbeddings > 0 {
			m["original_max_position_embeddings"] = r.OriginalMaxPositionEmbeddings
		}
		scaling = m
	}
	m := map[string]any{
		"architectures":           []string{"LlamaForCausalLM"},
		"attention_bias":          false,
		"attention_dropout":       0.0,
		"hidden_act":              "silu",
		"mlp_bias":                false,
		"model_type":              cfg.ModelType,
		"hidden_size":             cfg.HiddenSize,
		"intermediate_size":       cfg.IntermediateSize,
		"num_hidden_layers":       cfg.NumHiddenLayers,
		"num_attention_heads":     cfg.NumAttentionHeads,
		"num_key_value_heads":     cfg.NumKeyValueHeads,
		"head_dim":                cfg.HeadDim,
		"rms_norm_eps":            cfg.RMSNormEps,
		"rope_theta":              cfg.RopeTheta,
		"rope_scaling":            scaling,
		"vocab_size":              cfg.VocabSize,
		"tie_word_embeddings":     cfg.TieWordEmbeddings,
		"max_position_embeddings": cfg.MaxPositionEmbeddings,
		"torch_dtype":             dt.TorchName(),
		"use_cache":               true,
	}
	if cfg.ModelType == typeMistral {
		// MistralConfig has no bias keys, and reads an absent window as
		// 4096: write the window, null for none.
		m["architectures"] = []string{"MistralForCausalLM"}
		delete(m, "attention_bias")
		delete(m, "mlp_bias")
		m["sliding_window"] = nil
		if cfg.SlidingWindow > 0 {
			m["sliding_window"] = cfg.SlidingWindow
		}
	}
	addTokenIDs(m, gen)
	return json.MarshalIndent(m, "", "  ")
}

// EncodeGenerationConfig renders gen as a generation_config.json.
func EncodeGenerationConfig(gen GenerationConfig) ([]byte, error) {
	m := map[string]any{}
	addTokenIDs(m, gen)
	return json.MarshalIndent(m, "", "  ")
}

func addTokenIDs(m map[string]any, gen GenerationConfig) {
	if gen.BOSTokenID >= 0 {
		m["bos_token_id"] = gen.BOSTokenID
	}
	switch len(gen.EOSTokenIDs) {
	case 0:
	case 1:
		m["eos_token_id"] = gen.EOSTokenIDs[0]
	default:
		m["eos_token_id"] = gen.EOSTokenIDs
	}
}
