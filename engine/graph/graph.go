package graph

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

// Function names one emitted graph; it is also the MLIR module name.
type Function string

const (
	Prefill          Function = "prefill"
	DecodeStep       Function = "decode_step"
	PrefillLogits    Function = "prefill_logits"
	DecodeStepLogits Function = "decode_step_logits"
)

// Functions lists every function Emit produces, in a fixed order.
func Functions() []Function {
	return []Function{Prefill, DecodeStep, PrefillLogits, DecodeStepLogits}
}

// Options are the graph parameters that are not in the model config.
type Options struct {
	Capacity    int         // KV cache slots; default 2048
	Bucket      int         // prefill chunk length; default 256
	WeightDType dtype.DType // dtype of weight arguments; F32, BF16, F16, or quantized I8, I4 (see WeightArgs)
	// ComputeDType is the operand type of the weight products: F32 (the
	// zero value); BF16, whose products take both operands rounded to
	// bf16 and accumulate in f32 (quantized weights are dequantized to f32
	// first, then rounded); or I8 ("int8" in the configuration), only with
	// I8 or I4 (q4) weights, whose products round the activations to int8
	// per group of 32 inputs with an f32 scale each and multiply them with
	// the weights' integers exactly, as llama.cpp's Q4_K × Q8_K and Q8_0 ×
	// Q8_0 do.
	// See doc.go, "Compute dtype".
	ComputeDType dtype.DType
	// KVDType is the element type of the KV cache arguments: F32 (the
	// zero value), or BF16 or F16, which halve the cache's memory and what
	// attention reads per step. Keys and values are computed in f32 and
	// rounded to it as they are written; attention widens them back to
	// f32 (exactly) and computes in f32. See doc.go, "KV cache dtype".
	KVDType dtype.DType
}

// Default option values, used where Options leaves a field zero.
const (
	DefaultCapacity = 2048
	DefaultBucket   = 256
)

// Set holds the MLIR text of every function for one config and Options.
type Set struct {
	Config  model.Config
	Options Options
	Text    map[Function]string
	// Small holds prefill graphs for buckets smaller than Options.Bucket,
	// smallest first (see Select); Emit and Bundled leave it empty.
	Small []Bucket
}

// Bucket is the prefill and prefill_logits text for one smaller bucket.
// Its modules are named apart from the configured bucket's (see Module),
// so that a runtime can load them all side by side.
type Bucket struct {
	Size int
	Text map[Function]string // Prefill and PrefillLogits
}

// Module is the MLIR module name of fn at this bucket, e.g. "prefill_32".
func (b Bucket) Module(fn Function) string { return fmt.Sprintf("%s_%d", fn, b.Size) }

// smallBuckets are the extra prefill buckets Select adds below the
// configured one: a follow-up chat turn fits 32 tokens, a first turn
// with its system header 64. A prefill costs in proportion to its padded
// bucket, so running short chunks through these brings the first token
// several times sooner, with the same results. They are few because a
// backend that compiles ahead of time (xla) compiles every one of them.
var smallBuckets = [...]int{32, 64, 128}

// Select is the one step that chooses the graphs a session runs: the
// bundled graphs when they match cfg and opts, else freshly emitted ones,
// plus prefill graphs for every small bucket below opts.Bucket. Every
// backend gets its graphs from here; one that compiles a graph in
// milliseconds (ref) may also ask EmitBucket for the bucket FitBucket
// picks.
func Select(cfg model.Config, opts Options) (*Set, error) {
	set, ok := Bundled(cfg, opts)
	if !ok {
		var err error
		if set, err = Emit(cfg, opts); err != nil {
			return nil, err
		}
	}
	for _, b := range smallBuckets {
		if b >= set.Options.Bucket {
			break
		}
		small, err := set.EmitBucket(b)
		if err != nil {
			return nil, err
		}
		set.Small = append(set.Small, small)
	}
	return set, nil
}

// EmitBucket emits the prefill graphs of a bucket of size tokens, smaller
// than the configured one, with their modules named as Bucket.Module says.
func (s *Set) EmitBucket(size int) (Bucket, error) {
	if size <= 0 || size >= s.Options.Bucket {
		return Bucket{}, fmt.Errorf("graph: prefill bucket %d is not between 0 and the configured %d", size, s.Options.Bucket)
	}
	o := s.Options
	o.Bucket = size
	b := Bucket{Size: size}
	small, err := emit(s.Config, o, b.Module, Prefill, PrefillLogits)
	if err != nil {
		return Bucket{}, fmt.Errorf("prefill bucket %d: %w", size, err)
	}
	b.Text = small.Text
	return b, nil
}

// FitBucket is the bucket for a chunk of n tokens on a backend that
// compiles graphs as it needs them: n itself, or the configured bucket
// when n is not smaller. Padding rows cost as much as real ones, and
// ref's tiles come in every height, so a 50-token first turn runs as 50
// rows, not the 64 of the small ladder.
func (s *Set) FitBucket(n int) int {
	if n <= 0 || n >= s.Options.Bucket {
		return s.Options.Bucket
	}
	return n
}

// withDefaults fills zero fields; WeightDType's zero value is F32 already.
func (o Options) withDefaults() Options {
	if o.Capacity == 0 {
		o.Capacity = DefaultCapacity
	}
	if o.Bucket == 0 {
		o.Bucket = DefaultBucket
	}
	return o
}

func (o Options) validate() error {
	switch {
	case o.Capacity <= 0 || o.Bucket <= 0:
		return fmt.Errorf("graph: capacity %d and bucket %d must be positive", o.Capacity, o.Bucket)
	case o.Capacity < o.Bucket:
		return fmt.Errorf("graph: capacity %d is smaller than bucket %d", o.Capacity, o.Bucket)
	case o.Capacity > math.MaxInt32:
		return fmt.Errorf("graph: capacity %d does not fit in i32 positions", o.Capacity)
	}
	if elemName(o.WeightDType) == "" {
		return fmt.Errorf("graph: unsupported weight dtype %d", o.WeightDType)
	}
	switch o.ComputeDType {
	case dtype.F32, dtype.BF16:
	case dtype.I8:
		if err := dtype.CheckPair(o.WeightDType, o.ComputeDType); err != nil {
			return fmt.Errorf("graph: %w", err)
		}
	default:
		return fmt.Errorf("graph: unsupported compute dtype %v (want %s)", o.ComputeDType, dtype.OrList(dtype.ComputeNames()))
	}
	switch o.KVDType {
	case dtype.F32, dtype.BF16, dtype.F16:
	default:
		return fmt.Errorf("graph: unsupported KV cache dtype %v (want %s)", o.KVDType, dtype.OrList(dtype.KVNames()))
	}
	return nil
}

// elemName is the MLIR element type of a weight dtype, or "" if unsupported.
func elemName(dt dtype.DType) string {
	switch dt {
	case dtype.F32:
		return "f32"
	case dtype.BF16:
		return "bf16"
	case dtype.F16:
		return "f16"
	case dtype.I8:
		return "i8"
	case dtype.I4:
		return "i4"
	}
	return ""
}

func validateConfig(cfg model.Config) error {
	sizes := []struct {
		name string
		n    int
	}{
		{"hidden_size", cfg.HiddenSize},
		{"intermediate_size", cfg.IntermediateSize},
		{"num_hidden_layers", cfg.NumHiddenLayers},
		{"num_attention_heads", cfg.NumAttentionHeads},
		{"num_key_value_heads", cfg.NumKeyValueHeads},
		{"head_dim", headDim(cfg)},
		{"vocab_size", cfg.VocabSize},
	}
	for _, s := range sizes {
		if s.n <= 0 {
			return fmt.Errorf("graph: config %s = %d, want > 0", s.name, s.n)
		}
	}
	if cfg.NumAttentionHeads%cfg.NumKeyValueHeads != 0 {
		return fmt.Errorf("graph: %d attention heads are not a multiple of %d kv heads", cfg.NumAttentionHeads, cfg.NumKeyValueHeads)
	}
	if headDim(cfg)%2 != 0 {
		return fmt.Errorf("graph: head_dim %d must be even for RoPE", headDim(cfg))
	}
	if !(cfg.RMSNormEps > 0) || !(cfg.RopeTheta > 0) {
		return fmt.Errorf("graph: rms_norm_eps %g and rope_theta %g must be positive", cfg.RMSNormEps, cfg.RopeTheta)
	}
	return validateScaling(cfg.RopeScaling)
}

func validateScaling(s *model.RopeScaling) error {
	if s == nil || s.Type == "default" {
		return nil
	}
	switch s.Type {
	case "linear", "dynamic":
		if !(s.Factor > 0) {
			return fmt.Errorf("graph: invalid %s rope_scaling factor %g", s.Type, s.Factor)
		}
		return nil
	case "llama3":
	default:
		return fmt.Errorf("graph: unsupported rope_scaling type %q", s.Type)
	}
	if !(s.Factor > 0) || !(s.HighFreqFactor > s.LowFreqFactor) || !(s.LowFreqFactor > 0) || s.OriginalMaxPositionEmbeddings <= 0 {
		return fmt.Errorf("graph: invalid llama3 rope_scaling %+v", *s)
	}
	return nil
}

// Emit writes all four functions for cfg, each a module named after it.
func Emit(cfg model.Config, opts Options) (*Set, error) {
	return emit(cfg, opts, func(fn Function) string { return string(fn) }, Functions()...)
}

// emit writes the functions fns, naming each module by name.
func emit(cfg model.Config, opts Options, name func(Function) string, fns ...Function) (*Set, error) {
	opts = opts.withDefaults()
	if err := opts.validate(); err != nil {
		return nil, err
	}
	if err := validateConfig(cfg); err != nil {
		return nil, err
	}
	cfg.HeadDim = headDim(cfg)
	specs, err := specsFor(cfg)
	if err != nil {
		return nil, err
	}
	if err := checkQuantizable(specs, opts.WeightDType, opts.ComputeDType); err != nil {
		return nil, err
	}
	set := &Set{Config: cfg, Options: opts, Text: make(map[Function]string, len(fns))}
	for _, fn := range fns {
		set.Text[fn] = emitFunction(fn, name(fn), cfg, opts, specs)
	}
	return set, nil
}

// specsFor returns model.WeightSpecs(cfg), checked against the order the
// emitter binds weight arguments in, so a change on either side fails
// loudly instead of silently mislabelling weights.
func specsFor(cfg model.Config) ([]model.WeightSpec, error) {
	got := model.WeightSpecs(cfg)
	if !slices.EqualFunc(got, weightSpecs(cfg), func(a, b model.WeightSpec) bool {
		return a.Name == b.Name && slices.Equal(a.Shape, b.Shape)
	}) {
		return nil, errors.New("graph: model.WeightSpecs disagrees with the graph's weight order")
	}
	return got, nil
}

// weightSpecs is the weight order bindWeights assumes, as documented on
// model.WeightSpecs.
func weightSpecs(cfg model.Config) []model.WeightSpec {
	h, i, v := cfg.HiddenSize, cfg.IntermediateSize, cfg.VocabSize
	q, kv := cfg.NumAttentionHeads*headDim(cfg), cfg.NumKeyValueHeads*headDim(cfg)
	specs := []model.WeightSpec{{Name: "model.embed_tokens.weight", Shape: []int{v, h}}}
	for l := 0; l < cfg.NumHiddenLayers; l++ {
		p := "model.layers." + strconv.Itoa(l) + "."
		specs = append(specs,
			model.WeightSpec{Name: p + "input_layernorm.weight", Shape: []int{h}},
			model.WeightSpec{Name: p + "self_attn.q_proj.weight", Shape: []int{q, h}},
			model.WeightSpec{Name: p + "self_attn.k_proj.weight", Shape: []int{kv, h}},
			model.WeightSpec{Name: p + "self_attn.v_proj.weight", Shape: []int{kv, h}},
			model.WeightSpec{Name: p + "self_attn.o_proj.weight", Shape: []int{h, q}},
			model.WeightSpec{Name: p + "post_attention_layernorm.weight", Shape: []int{h}},
			model.WeightSpec{Name: p + "mlp.gate_proj.weight", Shape: []int{i, h}},
			model.WeightSpec{Name: p + "mlp.up_proj.weight", Shape: []int{i, h}},
			model.WeightSpec{Name: p + "mlp.down_proj.weight", Shape: []int{h, i}},
		)
	}
	specs = append(specs, model.WeightSpec{Name: "model.norm.weight", Shape: []int{h}})
	if !cfg.TieWordEmbeddings {
		specs = append(specs, model.WeightSpec{Name: "lm_head.weight", Shape: []int{v, h}})
	}
	return specs
}

func itoa(n int) string { return strconv.Itoa(n) }

// BucketFor returns the smallest prefill bucket of the set that holds n
// tokens and its graphs; n larger than Options.Bucket gets the configured
// bucket, which the caller must chunk for.
func (s *Set) BucketFor(n int) (size int, text map[Function]string) {
	for _, b := range s.Small {
		if n <= b.Size {
			return b.Size, b.Text
		}
	}
	return s.Options.Bucket, s.Text
}
