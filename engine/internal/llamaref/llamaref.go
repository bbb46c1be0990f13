// Package llamaref is the one reference Llama forward pass the tests check
// the engine against: the emitted StableHLO graphs, the interpreter that
// runs them and the backends built on both.
//
// It is written from the Hugging Face LlamaForCausalLM definition as plain
// float64 loops (weights loaded from a checkpoint are stored as float32,
// which holds f32, bf16 and f16 values exactly), and deliberately shares
// nothing with what it checks: not the graph emitter (engine/graph), not
// the interpreter or its kernels (engine/refexec, engine/kernel), not even
// their bf16/f16 conversions, so that a bug there cannot cancel out in a
// comparison. It imports engine/model only for the Config type and to read
// a checkpoint's tensors. Only tests import it; it is an ordinary package
// so that the tests of several packages can.
//
// # Math
//
// For a token t at position p, with H the hidden size, NH query heads and
// KVH key/value heads of HD elements:
//
//	x = embed_tokens[t]
//	every layer:
//	    y = rmsnorm(x, input_layernorm)          y = w * x / sqrt(mean(x²) + eps)
//	    q, k, v = Wq·y, Wk·y, Wv·y               weights are [out, in]
//	    q, k = rope(q, p), rope(k, p)            rotate_half: pairs (i, i+HD/2)
//	    query head h reads kv head h / (NH/KVH)  (repeat_kv)
//	    o = softmax_j≤p(q·k_j / sqrt(HD)) · v_j  over every earlier position
//	    x = x + Wo·o
//	    y = rmsnorm(x, post_attention_layernorm)
//	    x = x + Wdown·(silu(Wgate·y) * Wup·y)
//	logits = lm_head · rmsnorm(x, model.norm)   lm_head = embed_tokens when tied
//
// RoPE's inverse frequencies are 1/theta^(2i/HD), remapped by llama3
// rope_scaling as transformers' _compute_llama3_parameters does (see
// InvFreq). Tokens are fed one at a time against the keys and values of
// the positions before, which is the same function as Hugging Face's single
// causal pass over the whole sequence.
//
// # Extension points
//
// Two hooks are in place for work that is coming:
//
//   - Options.ComputeDType says what the operands of the weight products
//     are rounded to before each product. The zero value rounds nothing;
//     dtype.BF16 rounds activations and weights to bfloat16 and accumulates
//     exactly, which is what a graph with compute_dtype bf16 and f32
//     accumulation computes up to the order of its sums. dtype.I8 rounds
//     the activations to int8 per group of 32 inputs, each group with its
//     own float32 scale (see roundedInt8), and leaves the weights as given:
//     a graph with compute_dtype int8 and q4 or int8 weights, checked
//     against the dequantized weights, computes exactly that up to f32
//     rounding of its group sums. Which products are rounded is decided in one place,
//     Model.matVec.
//   - New takes the weights as float64 slices, however they were obtained.
//     Load decodes an f32, bf16 or f16 checkpoint; a quantized checkpoint is
//     checked by dequantizing its weights and handing them to New, so the
//     reference runs on exactly the values the quantized graphs should
//     reproduce.
package llamaref

import (
	"fmt"
	"math"
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

// Options are the reference's choices of arithmetic. The zero value
// computes everything in float64 on the weights as given.
type Options struct {
	// ComputeDType is the type both operands of every product with a
	// weight matrix (the seven per-layer projections and the LM head) are
	// rounded to before the product, round to nearest even; products are
	// summed in float64. dtype.F32, the zero value, means no rounding at
	// all: graphs computing in f32 are then compared with a tolerance.
	// dtype.BF16 matches a bf16 compute dtype. dtype.I8 matches an int8
	// compute dtype: it rounds only the activations, to int8 in groups of
	// 32 inputs with a float32 scale each (see roundedInt8), since the
	// weights it pairs with are q4 values, given here dequantized; every
	// matrix's input size must then be a multiple of 32. The embedding
	// lookup, the norms and attention's own products (q·k and p·v) are
	// never rounded.
	ComputeDType dtype.DType
	// KVDType is the type the keys and values are rounded to as they are
	// stored, round to nearest even, as a graph with that KV cache dtype
	// stores them: dtype.F32, the zero value, rounds nothing; dtype.BF16
	// and dtype.F16 round to those types. Attention then computes on the
	// rounded values.
	KVDType dtype.DType
}

// Model is a Llama model ready to run: its config, and its weights as
// float64 in Hugging Face layout. It is read-only once built, so any
// number of Sequences may run on it at once.
type Model struct {
	cfg     model.Config
	opts    Options
	embed   matrix // [vocab, hidden]
	layers  []layer
	norm    []float64
	head    matrix
	invFreq []float64
}

type layer struct {
	inputNorm, postNorm        []float64
	q, k, v, o, gate, up, down matrix
}

// matrix is a weight of shape [out, in], row-major, held as float64 or,
// when Load read it from a checkpoint, as float32, which represents every
// f32, bf16 and f16 value exactly: that halves the memory a 128k-row
// embedding takes (and the time spent faulting it in), while products
// still run in float64. Exactly one of w64 and w32 is set.
type matrix struct {
	w64     []float64
	w32     []float32
	out, in int
}

// row returns a copy of row o as float64.
func (w matrix) row(o int) []float64 {
	r := make([]float64, w.in)
	if w.w32 != nil {
		for i, v := range w.w32[o*w.in : (o+1)*w.in] {
			r[i] = float64(v)
		}
		return r
	}
	copy(r, w.w64[o*w.in:(o+1)*w.in])
	return r
}

// roundedBF16 returns a copy of w with every element rounded to bf16.
func (w matrix) roundedBF16() matrix {
	if w.w32 == nil {
		return matrix{w64: roundedBF16(w.w64), out: w.out, in: w.in}
	}
	r := make([]float32, len(w.w32))
	for i, v := range w.w32 {
		r[i] = float32(roundBF16(float64(v))) // exact: bf16 values are float32 values
	}
	return matrix{w32: r, out: w.out, in: w.in}
}

// shape is the [out, in] (or, for a norm, [n]) shape of a named weight.
type shape []int

// weightShapes lists every tensor the forward pass reads, by Hugging Face
// name, with its shape: lm_head.weight only when the embeddings are not
// tied. It is written here from the modelling code rather than taken from
// model.WeightSpecs, so that a wrong spec shows up as a mismatch.
func weightShapes(c model.Config) map[string]shape {
	h, q, kv := c.HiddenSize, c.NumAttentionHeads*c.HeadDim, c.NumKeyValueHeads*c.HeadDim
	s := map[string]shape{
		"model.embed_tokens.weight": {c.VocabSize, h},
		"model.norm.weight":         {h},
	}
	for l := range c.NumHiddenLayers {
		p := fmt.Sprintf("model.layers.%d.", l)
		s[p+"input_layernorm.weight"] = shape{h}
		s[p+"self_attn.q_proj.weight"] = shape{q, h}
		s[p+"self_attn.k_proj.weight"] = shape{kv, h}
		s[p+"self_attn.v_proj.weight"] = shape{kv, h}
		s[p+"self_attn.o_proj.weight"] = shape{h, q}
		s[p+"post_attention_layernorm.weight"] = shape{h}
		s[p+"mlp.gate_proj.weight"] = shape{c.IntermediateSize, h}
		s[p+"mlp.up_proj.weight"] = shape{c.IntermediateSize, h}
		s[p+"mlp.down_proj.weight"] = shape{h, c.IntermediateSize}
	}
	if !c.TieWordEmbeddings {
		s["lm_head.weight"] = shape{c.VocabSize, h}
	}
	return s
}

func (s shape) numel() int {
	n := 1
	for _, d := range s {
		n *= d
	}
	return n
}

// checkConfig rejects what the forward pass above does not define.
func checkConfig(c model.Config) error {
	for _, v := range []struct {
		name string
		n    int
	}{
		{"hidden_size", c.HiddenSize}, {"intermediate_size", c.IntermediateSize},
		{"num_hidden_layers", c.NumHiddenLayers}, {"num_attention_heads", c.NumAttentionHeads},
		{"num_key_value_heads", c.NumKeyValueHeads}, {"head_dim", c.HeadDim}, {"vocab_size", c.VocabSize},
	} {
		if v.n <= 0 {
			return fmt.Errorf("llamaref: %s %d must be positive", v.name, v.n)
		}
	}
	switch {
	case c.NumAttentionHeads%c.NumKeyValueHeads != 0:
		return fmt.Errorf("llamaref: %d attention heads do not share %d kv heads evenly", c.NumAttentionHeads, c.NumKeyValueHeads)
	case c.HeadDim%2 != 0:
		return fmt.Errorf("llamaref: head_dim %d is odd", c.HeadDim)
	case !(c.RMSNormEps > 0) || !(c.RopeTheta > 0):
		return fmt.Errorf("llamaref: rms_norm_eps %g and rope_theta %g must be positive", c.RMSNormEps, c.RopeTheta)
	case c.RopeScaling != nil && !slices.Contains([]string{"llama3", "linear", "dynamic"}, c.RopeScaling.Type):
		return fmt.Errorf("llamaref: rope_scaling type %q is not llama3, linear or dynamic", c.RopeScaling.Type)
	}
	return nil
}

// New builds the reference for config c from float64 weights keyed by
// Hugging Face name, each row-major in its checkpoint shape. Every weight
// the forward pass reads must be there with the right number of elements;
// with tied embeddings lm_head.weight is embed_tokens and any
// lm_head.weight given is ignored, as in Hugging Face. New keeps the
// slices (or bf16-rounded copies, see Options) and never writes to them.
func New(c model.Config, weights map[string][]float64, opts Options) (*Model, error) {
	if err := checkConfig(c); err != nil {
		return nil, err
	}
	for name, s := range weightShapes(c) {
		w, ok := weights[name]
		if !ok {
			return nil, fmt.Errorf("llamaref: missing weight %s", name)
		}
		if len(w) != s.numel() {
			return nil, fmt.Errorf("llamaref: %s has %d elements, want %d for shape %v", name, len(w), s.numel(), []int(s))
		}
	}
	return build(c, opts, weights, func(name string, out, in int) matrix {
		return matrix{w64: weights[name], out: out, in: in}
	})
}

// build assembles a Model from checked weights: vectors (the norms) from
// vecs, matrices through mat.
func build(c model.Config, opts Options, vecs map[string][]float64, mat func(name string, out, in int) matrix) (*Model, error) {
	var round bool
	switch opts.ComputeDType {
	case dtype.F32:
	case dtype.BF16:
		round = true
	case dtype.I8:
		for _, in := range []int{c.HiddenSize, c.NumAttentionHeads * c.HeadDim, c.IntermediateSize} {
			if in%int8Group != 0 {
				return nil, fmt.Errorf("llamaref: int8 compute needs matrix inputs in whole groups of %d, not %d", int8Group, in)
			}
		}
	default:
		return nil, fmt.Errorf("llamaref: compute dtype %v not supported (want f32, bf16 or i8)", opts.ComputeDType)
	}
	if kvRounding(opts.KVDType) == nil && opts.KVDType != dtype.F32 {
		return nil, fmt.Errorf("llamaref: KV cache dtype %v not supported (want f32, bf16 or f16)", opts.KVDType)
	}
	// product is a weight matrix as the products see it.
	product := func(name string, out, in int) matrix {
		w := mat(name, out, in)
		if round {
			w = w.roundedBF16()
		}
		return w
	}
	h, q, kv := c.HiddenSize, c.NumAttentionHeads*c.HeadDim, c.NumKeyValueHeads*c.HeadDim
	m := &Model{
		cfg:     c,
		opts:    opts,
		embed:   mat("model.embed_tokens.weight", c.VocabSize, h),
		norm:    vecs["model.norm.weight"],
		invFreq: InvFreq(c),
	}
	for l := range c.NumHiddenLayers {
		p := fmt.Sprintf("model.layers.%d.", l)
		m.layers = append(m.layers, layer{
			inputNorm: vecs[p+"input_layernorm.weight"],
			postNorm:  vecs[p+"post_attention_layernorm.weight"],
			q:         product(p+"self_attn.q_proj.weight", q, h),
			k:         product(p+"self_attn.k_proj.weight", kv, h),
			v:         product(p+"self_attn.v_proj.weight", kv, h),
			o:         product(p+"self_attn.o_proj.weight", h, q),
			gate:      product(p+"mlp.gate_proj.weight", c.IntermediateSize, h),
			up:        product(p+"mlp.up_proj.weight", c.IntermediateSize, h),
			down:      product(p+"mlp.down_proj.weight", h, c.IntermediateSize),
		})
	}
	head := "lm_head.weight"
	if c.TieWordEmbeddings {
		head = "model.embed_tokens.weight"
	}
	m.head = product(head, c.VocabSize, h)
	return m, nil
}

// Load reads every weight the forward pass needs from an opened model,
// decoding f32, bf16 and f16 itself (as Float64s does), checks each shape
// and builds the reference. It gives the same results as New on the
// Float64s of every tensor.
func Load(m *model.Model, opts Options) (*Model, error) {
	c := m.Config
	if err := checkConfig(c); err != nil {
		return nil, err
	}
	vecs, mats := map[string][]float64{}, map[string][]float32{}
	for name, s := range weightShapes(c) {
		t, err := m.Tensor(name)
		if err != nil {
			return nil, err
		}
		if !slices.Equal(t.Shape, []int(s)) {
			return nil, fmt.Errorf("llamaref: %s has shape %v, want %v", name, t.Shape, []int(s))
		}
		if len(s) == 1 {
			vecs[name], err = decode[float64](t)
		} else {
			mats[name], err = decode[float32](t)
		}
		if err != nil {
			return nil, err
		}
	}
	return build(c, opts, vecs, func(name string, out, in int) matrix {
		return matrix{w32: mats[name], out: out, in: in}
	})
}

// InvFreq returns RoPE's HD/2 inverse frequencies for cfg in float64:
// 1/theta^(2i/HD), then, with llama3 rope_scaling, each frequency f of
// wavelength 2π/f is kept when the wavelength is below orig/high_freq,
// divided by the factor when above orig/low_freq, and in between
// interpolated as (1-s)·f/factor + s·f with s = (orig/wavelength - low) /
// (high - low). Linear scaling divides every frequency by the factor;
// dynamic scaling leaves them as they are for sequences of at most
// max_position_embeddings, the only ones model.Config.MaxCapacity allows.
func InvFreq(cfg model.Config) []float64 {
	d := cfg.HeadDim
	inv := make([]float64, d/2)
	for i := range inv {
		inv[i] = 1 / math.Pow(cfg.RopeTheta, float64(2*i)/float64(d))
	}
	s := cfg.RopeScaling
	switch {
	case s == nil || s.Type == "dynamic": // the default within max_position_embeddings
		return inv
	case s.Type == "linear":
		for i := range inv {
			inv[i] /= s.Factor
		}
		return inv
	}
	orig := float64(s.OriginalMaxPositionEmbeddings)
	for i, f := range inv {
		wavelen := 2 * math.Pi / f
		switch {
		case wavelen < orig/s.HighFreqFactor:
		case wavelen > orig/s.LowFreqFactor:
			inv[i] = f / s.Factor
		default:
			smooth := (orig/wavelen - s.LowFreqFactor) / (s.HighFreqFactor - s.LowFreqFactor)
			inv[i] = (1-smooth)*f/s.Factor + smooth*f
		}
	}
	return inv
}

// Sequence is one token sequence being run through a Model: the keys and
// values of every position fed so far. It is used by one goroutine at a
// time.
type Sequence struct {
	m    *Model
	k, v [][]float64 // per layer, position-major: [pos][kv heads][head dim]
	n    int
}

// NewSequence starts an empty sequence at position 0.
func (m *Model) NewSequence() *Sequence {
	return &Sequence{m: m, k: make([][]float64, len(m.layers)), v: make([][]float64, len(m.layers))}
}

// Len is the number of tokens fed so far: the position of the next.
func (s *Sequence) Len() int { return s.n }

// Feed runs tokens at the next positions and returns the logits after the
// last of them, or nil when tokens is empty. Feeding a prompt in one call,
// in chunks or a token at a time gives the same results; only the last
// token of a call pays for the LM head. A token outside the vocabulary
// panics: the tests choose the tokens.
func (s *Sequence) Feed(tokens []int32) []float64 {
	var x []float64
	for _, t := range tokens {
		x = s.step(t)
	}
	if x == nil {
		return nil
	}
	m := s.m
	return m.matVec(m.head, rmsNorm(x, m.norm, m.cfg.RMSNormEps))
}

// Logits returns the logits after tokens, fed into a new sequence.
func (m *Model) Logits(tokens []int32) []float64 {
	return m.NewSequence().Feed(tokens)
}

// Greedy feeds prompt (which must not be empty) and returns the n tokens
// greedy decoding picks after it, each the Argmax of the logits after the
// one before.
func (m *Model) Greedy(prompt []int32, n int) []int32 {
	if len(prompt) == 0 {
		panic("llamaref: Greedy needs a prompt")
	}
	s := m.NewSequence()
	logits := s.Feed(prompt)
	out := make([]int32, 0, n)
	for len(out) < n {
		out = append(out, int32(Argmax(logits)))
		if len(out) < n {
			logits = s.Feed(out[len(out)-1:])
		}
	}
	return out
}

// Argmax is the index of the largest logit, the lowest index on ties, as
// the graphs' greedy token is.
func Argmax(logits []float64) int {
	best := 0
	for i, v := range logits {
		if v > logits[best] {
			best = i
		}
	}
	return best
}

// step runs one token at position s.n through every layer, appending its
// keys and values, and returns its final hidden state (before model.norm).
func (s *Sequence) step(token int32) []float64 {
	m, c := s.m, s.m.cfg
	if token < 0 || int(token) >= c.VocabSize {
		panic(fmt.Sprintf("llamaref: token %d outside the vocabulary of %d", token, c.VocabSize))
	}
	x := m.embed.row(int(token))
	cos, sin := m.rotation(s.n)
	for l, ly := range m.layers {
		y := rmsNorm(x, ly.inputNorm, c.RMSNormEps)
		q, k := m.matVec(ly.q, y), m.matVec(ly.k, y)
		rope(q, cos, sin)
		rope(k, cos, sin)
		s.k[l] = append(s.k[l], m.stored(k)...)
		s.v[l] = append(s.v[l], m.stored(m.matVec(ly.v, y))...)
		addTo(x, m.matVec(ly.o, s.attend(l, q)))
		y = rmsNorm(x, ly.postNorm, c.RMSNormEps)
		gate, up := m.matVec(ly.gate, y), m.matVec(ly.up, y)
		for i, g := range gate {
			gate[i] = g / (1 + math.Exp(-g)) * up[i] // silu(g) * up
		}
		addTo(x, m.matVec(ly.down, gate))
	}
	s.n++
	return x
}

// stored rounds keys or values as the KV cache holds them (see
// Options.KVDType), in place.
func (m *Model) stored(xs []float64) []float64 {
	if round := kvRounding(m.opts.KVDType); round != nil {
		for i, x := range xs {
			xs[i] = round(x)
		}
	}
	return xs
}

// kvRounding is the rounding a KV cache dtype applies, nil for none (f32)
// or an unsupported dtype.
func kvRounding(dt dtype.DType) func(float64) float64 {
	switch dt {
	case dtype.BF16:
		return roundBF16
	case dtype.F16:
		return roundF16
	}
	return nil
}

// attend returns the attention output of query q (all heads) at the
// newest position of layer l over every position so far.
func (s *Sequence) attend(l int, q []float64) []float64 {
	c := s.m.cfg
	hd, kvDim := c.HeadDim, c.NumKeyValueHeads*c.HeadDim
	group := c.NumAttentionHeads / c.NumKeyValueHeads
	keys, values := s.k[l], s.v[l]
	n := len(keys) / kvDim
	scale := 1 / math.Sqrt(float64(hd))
	out := make([]float64, len(q))
	scores := make([]float64, n)
	for h := range c.NumAttentionHeads {
		kv := h / group
		qh := q[h*hd : (h+1)*hd]
		top := math.Inf(-1)
		for j := range scores {
			scores[j] = dot(qh, keys[j*kvDim+kv*hd:][:hd]) * scale
			top = math.Max(top, scores[j])
		}
		var sum float64
		for j, sc := range scores {
			scores[j] = math.Exp(sc - top)
			sum += scores[j]
		}
		oh := out[h*hd : (h+1)*hd]
		for j, p := range scores {
			vj := values[j*kvDim+kv*hd:][:hd]
			for i := range oh {
				oh[i] += p / sum * vj[i]
			}
		}
	}
	return out
}

// rotation returns cos and sin of the RoPE angles at position pos.
func (m *Model) rotation(pos int) (cos, sin []float64) {
	cos, sin = make([]float64, len(m.invFreq)), make([]float64, len(m.invFreq))
	for i, f := range m.invFreq {
		sin[i], cos[i] = math.Sincos(float64(pos) * f)
	}
	return cos, sin
}

// rope rotates every head of x in place, in transformers' rotate_half
// layout: element i pairs with element i+HD/2 of the same head.
func rope(x, cos, sin []float64) {
	half := len(cos)
	for h := 0; h < len(x); h += 2 * half {
		v := x[h : h+2*half]
		for i := range half {
			a, b := v[i], v[i+half]
			v[i], v[i+half] = a*cos[i]-b*sin[i], b*cos[i]+a*sin[i]
		}
	}
}

func rmsNorm(x, w []float64, eps float64) []float64 {
	var ss float64
	for _, v := range x {
		ss += v * v
	}
	r := 1 / math.Sqrt(ss/float64(len(x))+eps)
	y := make([]float64, len(x))
	for i, v := range x {
		y[i] = w[i] * v * r
	}
	return y
}

func addTo(x, d []float64) {
	for i := range x {
		x[i] += d[i]
	}
}

// matVec returns w·x, with x rounded as Options.ComputeDType says (w was
// rounded once when the Model was built). This is the one place that decides which products
// see the compute dtype.
func (m *Model) matVec(w matrix, x []float64) []float64 {
	if len(x) != w.in {
		panic(fmt.Sprintf("llamaref: %d inputs for a [%d, %d] weight", len(x), w.out, w.in))
	}
	switch m.opts.ComputeDType {
	case dtype.BF16:
		x = roundedBF16(x)
	case dtype.I8:
		x = roundedInt8(x)
	}
	y := make([]float64, w.out)
	if w.w32 != nil {
		mulRows(w.w32, x, y)
	} else {
		mulRows(w.w64, x, y)
	}
	return y
}

// mulRows sets y[o] to the dot product of row o of w with x in float64,
// eight products a step into four partial sums: the order of the sums is
// irrelevant at float64 precision against f32 graphs, and this runs over
// twice as fast as one chain, which matters for the LM head of a 128k
// vocabulary (most of the reference's time in the backend tests).
func mulRows[W float32 | float64](w []W, x, y []float64) {
	in := len(x)
	for o := range y {
		a := w[o*in : (o+1)*in]
		var s0, s1, s2, s3 float64
		i := 0
		for ; i+8 <= in; i += 8 {
			a, x := a[i:i+8:i+8], x[i:i+8:i+8]
			s0 += float64(a[0])*x[0] + float64(a[4])*x[4]
			s1 += float64(a[1])*x[1] + float64(a[5])*x[5]
			s2 += float64(a[2])*x[2] + float64(a[6])*x[6]
			s3 += float64(a[3])*x[3] + float64(a[7])*x[7]
		}
		for ; i < in; i++ {
			s0 += float64(a[i]) * x[i]
		}
		y[o] = (s0 + s1) + (s2 + s3)
	}
}

// dot is the dot product of two float64 vectors, for attention.
func dot(a, b []float64) float64 {
	var s float64
	for i, v := range a {
		s += v * b[i]
	}
	return s
}
