package llamaref

import (
	"encoding/binary"
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

// small is a config for hand-checked forward passes: 4 query heads share
// 2 kv heads of head_dim 2, so repeat_kv's grouping is visible.
func small(tied bool) model.Config {
	return model.Config{
		ModelType: "llama", HiddenSize: 4, IntermediateSize: 4, NumHiddenLayers: 1,
		NumAttentionHeads: 4, NumKeyValueHeads: 2, HeadDim: 2, RMSNormEps: 1e-6,
		RopeTheta: 10000, VocabSize: 3, TieWordEmbeddings: tied, MaxPositionEmbeddings: 16,
	}
}

// zeroWeights gives every weight of cfg as zeros, norms as ones, and the
// embedding rows 1..4, 5..8, ...
func zeroWeights(cfg model.Config) map[string][]float64 {
	w := map[string][]float64{}
	for name, s := range weightShapes(cfg) {
		w[name] = make([]float64, s.numel())
		if len(s) == 1 {
			for i := range w[name] {
				w[name][i] = 1
			}
		}
	}
	for i := range w["model.embed_tokens.weight"] {
		w["model.embed_tokens.weight"][i] = float64(i + 1)
	}
	return w
}

func normed(x []float64, eps float64) []float64 {
	var ss float64
	for _, v := range x {
		ss += v * v
	}
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = v / math.Sqrt(ss/float64(len(x))+eps)
	}
	return out
}

func matVecByHand(w []float64, x []float64) []float64 {
	y := make([]float64, len(w)/len(x))
	for o := range y {
		for i, v := range x {
			y[o] += w[o*len(x)+i] * v
		}
	}
	return y
}

func mustNew(t *testing.T, cfg model.Config, w map[string][]float64, opts Options) *Model {
	t.Helper()
	m, err := New(cfg, w, opts)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func closeTo(t *testing.T, what string, got, want []float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d values, want %d", what, len(got), len(want))
	}
	for i := range got {
		if math.Abs(got[i]-want[i]) > 1e-12*(1+math.Abs(want[i])) {
			t.Fatalf("%s: got %v, want %v", what, got, want)
		}
	}
}

// TestHeadAndTying: with every layer weight zero the residual stream is
// the embedding itself, so the logits are the head times the normed
// embedding; the head is embed_tokens when tied, lm_head otherwise.
func TestHeadAndTying(t *testing.T) {
	for _, tied := range []bool{true, false} {
		cfg := small(tied)
		w := zeroWeights(cfg)
		w["model.norm.weight"] = []float64{1, 2, 0.5, -1}
		head := w["model.embed_tokens.weight"]
		if !tied {
			head = []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 1}
			w["lm_head.weight"] = head
		}
		x := normed([]float64{5, 6, 7, 8}, cfg.RMSNormEps) // token 1's row
		for i := range x {
			x[i] *= w["model.norm.weight"][i]
		}
		got := mustNew(t, cfg, w, Options{}).Logits([]int32{0, 1})
		closeTo(t, "logits", got, matVecByHand(head, x))
	}
}

// TestAttentionGroupsAndAverages: with zero queries every score is equal,
// so each head's output is the plain mean of the values at positions
// 0..p; query heads 2h and 2h+1 read kv head h (repeat_kv), which the
// output projection picks out.
func TestAttentionGroupsAndAverages(t *testing.T) {
	cfg := small(true)
	w := zeroWeights(cfg)
	w["model.layers.0.self_attn.v_proj.weight"] = []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}
	// o_proj [4, 8] copies query head 1 (dims 2,3) and query head 2 (dims 4,5).
	o := make([]float64, 32)
	o[0*8+2], o[1*8+3], o[2*8+4], o[3*8+5] = 1, 1, 1, 1
	w["model.layers.0.self_attn.o_proj.weight"] = o
	m := mustNew(t, cfg, w, Options{})
	tokens := []int32{2, 0, 1}
	s := m.NewSequence()
	mean := make([]float64, 4)
	for p, tok := range tokens {
		row := w["model.embed_tokens.weight"][int(tok)*4:][:4]
		for i, v := range normed(row, cfg.RMSNormEps) {
			mean[i] += (v - mean[i]) / float64(p+1)
		}
		// Head 1 reads kv head 0 (mean[0:2]), head 2 kv head 1 (mean[2:4]).
		x := slices.Clone(row)
		for i := range x {
			x[i] += mean[i]
		}
		want := matVecByHand(w["model.embed_tokens.weight"], normed(x, cfg.RMSNormEps))
		closeTo(t, "logits", s.Feed([]int32{tok}), want)
	}
	if s.Len() != len(tokens) {
		t.Errorf("Len = %d, want %d", s.Len(), len(tokens))
	}
}

// TestMLP: with zero attention the layer adds down(silu(gate·y) * up·y).
func TestMLP(t *testing.T) {
	cfg := small(true)
	w := zeroWeights(cfg)
	eye := []float64{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1}
	w["model.layers.0.mlp.gate_proj.weight"] = eye
	w["model.layers.0.mlp.up_proj.weight"] = eye
	w["model.layers.0.mlp.down_proj.weight"] = eye
	x := []float64{1, 2, 3, 4}
	for i, y := range normed(x, cfg.RMSNormEps) {
		x[i] += y / (1 + math.Exp(-y)) * y
	}
	got := mustNew(t, cfg, w, Options{}).Logits([]int32{0})
	closeTo(t, "logits", got, matVecByHand(w["model.embed_tokens.weight"], normed(x, cfg.RMSNormEps)))
}

// TestRope checks rotate_half on one head of four: element i turns with
// element i+2 by the angle pos·inv_freq[i].
func TestRope(t *testing.T) {
	cfg := model.Config{HeadDim: 4, RopeTheta: 100}
	inv := InvFreq(cfg)
	closeTo(t, "inv_freq", inv, []float64{1, 0.1})
	m := &Model{invFreq: inv}
	cos, sin := m.rotation(3)
	x := []float64{1, 2, 3, 4, 1, 0, 0, 0} // two heads
	rope(x, cos, sin)
	want := []float64{
		math.Cos(3) - 3*math.Sin(3), 2*math.Cos(0.3) - 4*math.Sin(0.3),
		3*math.Cos(3) + math.Sin(3), 4*math.Cos(0.3) + 2*math.Sin(0.3),
		math.Cos(3), 0, math.Sin(3), 0,
	}
	closeTo(t, "rotated", x, want)
}

// TestInvFreqLlama3 checks the three llama3 bands on Llama 3.2's config:
// the fastest frequency is kept, the slowest divided by the factor, and
// those between are interpolated strictly between the two.
func TestInvFreqLlama3(t *testing.T) {
	plain := model.Config{HeadDim: 64, RopeTheta: 500000}
	scaled := plain
	scaled.RopeScaling = &model.RopeScaling{Type: "llama3", Factor: 32, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8192}
	p, s := InvFreq(plain), InvFreq(scaled)
	for i := range p {
		if want := math.Pow(500000, -float64(2*i)/64); math.Abs(p[i]-want) > 1e-15*want {
			t.Fatalf("inv_freq[%d] = %g, want %g", i, p[i], want)
		}
	}
	if s[0] != p[0] || s[len(s)-1] != p[len(p)-1]/32 {
		t.Errorf("bands: first %g (want %g), last %g (want %g)", s[0], p[0], s[len(s)-1], p[len(p)-1]/32)
	}
	medium := 0
	for i := range p {
		if s[i] < p[i] && s[i] > p[i]/32 {
			medium++
		}
	}
	if medium == 0 {
		t.Error("no frequency fell in the interpolated band")
	}
}

// randomModel is a small model with random weights for the properties
// that hold whatever the weights.
func randomModel(t *testing.T, opts Options) (*Model, map[string][]float64) {
	t.Helper()
	cfg := small(false)
	cfg.RopeScaling = &model.RopeScaling{Type: "llama3", Factor: 4, LowFreqFactor: 1, HighFreqFactor: 4, OriginalMaxPositionEmbeddings: 8}
	cfg.VocabSize = 16
	r := rand.New(rand.NewPCG(1, 2))
	w := map[string][]float64{}
	for name, s := range weightShapes(cfg) {
		w[name] = make([]float64, s.numel())
		for i := range w[name] {
			w[name][i] = r.NormFloat64()
		}
	}
	return mustNew(t, cfg, w, opts), w
}

// TestChunkingAndGreedy: feeding a prompt whole, in chunks or a token at a
// time gives the same logits, and Greedy continues with Argmax.
func TestChunkingAndGreedy(t *testing.T) {
	m, _ := randomModel(t, Options{})
	prompt := []int32{3, 1, 4, 1, 5, 9, 2}
	whole := m.Logits(prompt)
	s := m.NewSequence()
	s.Feed(prompt[:3])
	if s.Feed(nil) != nil {
		t.Error("Feed(nil) returned logits")
	}
	closeTo(t, "chunks", s.Feed(prompt[3:]), whole)
	s = m.NewSequence()
	var last []float64
	for _, tok := range prompt {
		last = s.Feed([]int32{tok})
	}
	closeTo(t, "one at a time", last, whole)

	got := m.Greedy(prompt, 5)
	seq := slices.Clone(prompt)
	for i := range 5 {
		want := int32(Argmax(m.Logits(seq)))
		if got[i] != want {
			t.Fatalf("Greedy = %v: token %d is %d, want %d", got, i, got[i], want)
		}
		seq = append(seq, want)
	}
}

// TestComputeBF16 checks the compute-dtype hook: with bf16 compute every
// weight product sees both operands rounded to bf16, nothing else does.
func TestComputeBF16(t *testing.T) {
	cfg := small(false)
	w := zeroWeights(cfg)
	w["model.embed_tokens.weight"][0] = 1 + 1.0/1024 // not a bf16 value; the lookup keeps it
	head := []float64{1 + 1.0/512, 0, 0, 0, 0, 3 + 1.0/128, 0, 0, 0, 0, 1.0 / 3, 1.0 / 7}
	w["lm_head.weight"] = head
	x := normed([]float64{1 + 1.0/1024, 2, 3, 4}, cfg.RMSNormEps)
	want := matVecByHand(roundedBF16(head), roundedBF16(x))
	got := mustNew(t, cfg, w, Options{ComputeDType: dtype.BF16}).Logits([]int32{0})
	closeTo(t, "bf16 logits", got, want)
	if exact := mustNew(t, cfg, w, Options{}).Logits([]int32{0}); slices.Equal(exact, got) {
		t.Error("bf16 compute changed nothing")
	}
	if head[0] != 1+1.0/512 {
		t.Error("New rounded the caller's weights in place")
	}
}

// TestRoundedInt8 checks int8 compute's rounding of activations group by
// group: scale d = float32(max|x|/127), q = x/d rounded to float32, then
// to an integer ties to even, within ±127, and x̃ = q·d.
func TestRoundedInt8(t *testing.T) {
	const m = 0x1p-149 // the smallest float32 subnormal
	group := func(vals ...float64) []float64 {
		g := make([]float64, int8Group)
		copy(g, vals)
		return g
	}
	tests := []struct {
		name     string
		in, want []float64
	}{
		// d = 1: plain rounding, ties to even both ways.
		{"unit scale", group(127, 2.5, 3.5, -2.5, -0.5, 0.4, -126.6), group(127, 2, 4, -2, 0, 0, -127)},
		// d = 2: x̃ is q·2.
		{"scale 2", group(-254, 3, 5, -7, 1), group(-254, 4, 4, -8, 0)},
		// The quotient is rounded to float32 before the integer: 2.5
		// plus a float64 hair is 2.5 in float32, a tie, to even.
		{"float32 quotient", group(127, 2.5+1e-12), group(127, 2)},
		{"zeros", group(), group()},
		// max 63m: d = float32(63m/127) is 0, so the divisor is 1 and
		// every q rounds to 0.
		{"d underflows", group(63*m, -m), group()},
		// max 190m: d = float32(190m/127) = m, so q = ±190 is clamped.
		{"clamped", group(190*m, -190*m, 5*m), group(127*m, -127*m, 5*m)},
		// Two groups, each with its own scale.
		{"per group", append(group(127, 1.4), group(254, 1.4)...), append(group(127, 1), group(254, 2)...)},
	}
	for _, tc := range tests {
		got := roundedInt8(tc.in)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: roundedInt8(%v) =\n %v, want\n %v", tc.name, tc.in, got, tc.want)
		}
	}
	// A fractional scale: d = float32(1/127) is not 1/127, and the
	// maximum comes back as 127·d, not 1.
	d := float64(float32(1.0 / 127))
	got := roundedInt8(group(1, 0.5, -0.25))
	// 0.5/d = 63.5000002 is the tie 63.5 in float32, which goes to even.
	want := group(127*d, 64*d, -32*d)
	if !slices.Equal(got, want) {
		t.Errorf("scale 1/127: %v, want %v", got[:3], want[:3])
	}
	if got := roundedInt8(group(math.NaN(), 1)); !math.IsNaN(got[1]) {
		t.Errorf("a NaN in the group should make its scale NaN: %v", got[:2])
	}
}

// TestComputeInt8 checks the hook for int8 compute: the LM head's input is
// rounded by roundedInt8, the embedding and the norm are not, and the
// weights are used as given.
func TestComputeInt8(t *testing.T) {
	cfg := model.Config{
		ModelType: "llama", HiddenSize: 64, IntermediateSize: 32, NumHiddenLayers: 1,
		NumAttentionHeads: 2, NumKeyValueHeads: 1, HeadDim: 16, RMSNormEps: 1e-6,
		RopeTheta: 10000, VocabSize: 3, MaxPositionEmbeddings: 16,
	}
	w := zeroWeights(cfg)
	r := rand.New(rand.NewPCG(7, 8))
	head := make([]float64, 3*64)
	for i := range head {
		head[i] = r.NormFloat64()
	}
	w["lm_head.weight"] = head
	x := normed(w["model.embed_tokens.weight"][64:128], cfg.RMSNormEps) // token 1's row
	want := matVecByHand(head, roundedInt8(x))
	got := mustNew(t, cfg, w, Options{ComputeDType: dtype.I8}).Logits([]int32{1})
	closeTo(t, "int8 logits", got, want)
	if exact := mustNew(t, cfg, w, Options{}).Logits([]int32{1}); slices.Equal(exact, got) {
		t.Error("int8 compute changed nothing")
	}
}

func TestNewErrors(t *testing.T) {
	cfg := small(false)
	mod := func(f func(map[string][]float64)) map[string][]float64 {
		w := zeroWeights(cfg)
		f(w)
		return w
	}
	badCfg := cfg
	badCfg.NumKeyValueHeads = 3
	yarn := cfg
	yarn.RopeScaling = &model.RopeScaling{Type: "yarn"}
	tests := []struct {
		name string
		cfg  model.Config
		w    map[string][]float64
		opts Options
		want string
	}{
		{"missing", cfg, mod(func(w map[string][]float64) { delete(w, "lm_head.weight") }), Options{}, "missing weight lm_head.weight"},
		{"size", cfg, mod(func(w map[string][]float64) { w["model.norm.weight"] = nil }), Options{}, "model.norm.weight has 0 elements"},
		{"dtype", cfg, zeroWeights(cfg), Options{ComputeDType: dtype.F16}, "compute dtype f16"},
		{"int8 groups", cfg, zeroWeights(cfg), Options{ComputeDType: dtype.I8}, "whole groups of 32, not 4"},
		{"gqa", badCfg, zeroWeights(cfg), Options{}, "kv heads"},
		{"rope", yarn, zeroWeights(cfg), Options{}, "yarn"},
	}
	for _, tc := range tests {
		if _, err := New(tc.cfg, tc.w, tc.opts); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: err %v, want it to mention %q", tc.name, err, tc.want)
		}
	}
}

func TestFloat64s(t *testing.T) {
	u16 := func(v ...uint16) []byte {
		b := make([]byte, 2*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint16(b[2*i:], x)
		}
		return b
	}
	f32 := func(v ...float32) []byte {
		b := make([]byte, 4*len(v))
		for i, x := range v {
			binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
		}
		return b
	}
	inf := math.Inf(1)
	tests := []struct {
		dt   dtype.DType
		data []byte
		want []float64
	}{
		{dtype.F32, f32(1, -0.1, 3e38), []float64{1, float64(float32(-0.1)), float64(float32(3e38))}},
		{dtype.BF16, u16(0x3f80, 0xc000, 0x3f81, 0x0001, 0x7f7f, 0xff80), []float64{1, -2, 1 + 1.0/128, 0x1p-133, maxBF16, -inf}},
		{dtype.F16, u16(0x3c00, 0xc000, 0x3c01, 0x0001, 0x03ff, 0x0400, 0x7bff, 0x7c00, 0xfc00),
			[]float64{1, -2, 1 + 1.0/1024, 0x1p-24, 1023 * 0x1p-24, 0x1p-14, 65504, inf, -inf}},
	}
	for _, tc := range tests {
		got, err := Float64s(model.Tensor{DType: tc.dt, Data: tc.data})
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("%v: got %v, %v; want %v", tc.dt, got, err, tc.want)
		}
	}
	for _, h := range []uint16{0x7c01, 0xfe00} {
		if got, _ := Float64s(model.Tensor{DType: dtype.F16, Data: u16(h)}); !math.IsNaN(got[0]) {
			t.Errorf("f16 %#04x = %g, want NaN", h, got[0])
		}
	}
	if got, _ := Float64s(model.Tensor{DType: dtype.F16, Data: u16(0x8000)}); !math.Signbit(got[0]) || got[0] != 0 {
		t.Errorf("f16 0x8000 = %g, want -0", got[0])
	}
	if _, err := Float64s(model.Tensor{DType: dtype.BF16, Data: []byte{1, 2, 3}}); err == nil {
		t.Error("3 bytes of bf16 accepted")
	}
	if _, err := Float64s(model.Tensor{DType: dtype.DType(9), Data: []byte{1, 2}}); err == nil {
		t.Error("unknown dtype accepted")
	}
}

func TestRoundBF16(t *testing.T) {
	tests := []struct{ in, want float64 }{
		{0, 0},
		{1, 1},
		{-2, -2},
		{1 + 1.0/256, 1},                  // tie, to even (down)
		{1 + 3.0/256, 1 + 2.0/128},        // tie, to even (up)
		{1 + 1.0/256 + 1e-9, 1 + 1.0/128}, // above the tie
		{1.0 / 3, 0x1.56p-2},              // 0.333... rounds down
		{maxBF16, maxBF16},                // largest finite
		{math.MaxFloat32, math.Inf(1)},    // past the last tie
		{-1e300, math.Inf(-1)},            // far out of range
		{0x1p-133, 0x1p-133},              // smallest subnormal
		{0x1p-134, 0},                     // tie, to even zero
		{0x1.8p-134, 0x1p-133},            // above the tie
		{0x1p-126 + 0x1p-134, 0x1p-126},   // tie at the smallest normal
		{3 * 0x1p-134, 2 * 0x1p-133},      // subnormal tie, to even (up)
		{1e-300, 0},                       // far below
		{math.Inf(-1), math.Inf(-1)},
	}
	for _, tc := range tests {
		if got := roundBF16(tc.in); got != tc.want {
			t.Errorf("roundBF16(%g) = %g, want %g", tc.in, got, tc.want)
		}
	}
	if got := roundBF16(math.NaN()); !math.IsNaN(got) {
		t.Errorf("roundBF16(NaN) = %g", got)
	}
	// Against the usual bit trick on float32 inputs, where the two must
	// agree: add 0x7fff plus the lowest kept bit, then truncate.
	r := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		bits := r.Uint32() &^ 0x80000000
		if bits >= 0x7f800000 {
			continue // Inf and NaN
		}
		f := math.Float32frombits(bits)
		want := float64(math.Float32frombits((bits + 0x7fff + (bits>>16)&1) &^ 0xffff))
		if bits+0x7fff+(bits>>16)&1 >= 0x7f800000 {
			want = math.Inf(1)
		}
		if got := roundBF16(float64(f)); got != want {
			t.Fatalf("roundBF16(%g = %#08x) = %g, want %g", f, bits, got, want)
		}
	}
}

func TestRoundF16(t *testing.T) {
	tests := []struct{ in, want float64 }{
		{0, 0},
		{1, 1},
		{-3, -3},
		{1 + 0x1p-11, 1},                   // tie, to even (down)
		{1 + 3*0x1p-11, 1 + 0x1p-9},        // tie, to even (up)
		{1 + 0x1p-11 + 1e-12, 1 + 0x1p-10}, // above the tie
		{1.0 / 3, 0x1.554p-2},              // 0.333... rounds down
		{maxF16, maxF16},                   // largest finite
		{65519.99, maxF16},                 // below the last tie
		{65520, math.Inf(1)},               // the last tie, to even: 2^16
		{-1e10, math.Inf(-1)},              // far out of range
		{0x1p-24, 0x1p-24},                 // smallest subnormal
		{0x1p-25, 0},                       // tie, to even zero
		{0x1.8p-25, 0x1p-24},               // above the tie
		{3 * 0x1p-25, 2 * 0x1p-24},         // subnormal tie, to even (up)
		{0x1p-14 + 0x1p-25, 0x1p-14},       // tie at the smallest normal
		{1e-30, 0},                         // far below
		{math.Inf(1), math.Inf(1)},
	}
	for _, tc := range tests {
		if got := roundF16(tc.in); got != tc.want {
			t.Errorf("roundF16(%g) = %g, want %g", tc.in, got, tc.want)
		}
	}
	if got := roundF16(math.NaN()); !math.IsNaN(got) {
		t.Errorf("roundF16(NaN) = %g", got)
	}
	// Against the engine's own conversion on float32 inputs, written
	// apart from this one: two implementations from the definition.
	r := rand.New(rand.NewPCG(5, 6))
	for range 100000 {
		f := float32(math.Ldexp(r.NormFloat64(), r.IntN(46)-28)) // subnormals to past the largest
		want := float64(dtype.F16ToFloat32(dtype.RoundF16(f)))
		if got := roundF16(float64(f)); got != want && !(math.IsNaN(got) && math.IsNaN(want)) {
			t.Fatalf("roundF16(%g) = %g, want %g", f, got, want)
		}
	}
}

// TestImportsNothingUnderTest keeps the reference independent: besides the
// standard library it may import engine/model (for Config and to read
// tensors) and engine/dtype for the names of the element types, and
// nothing else of this module, in particular not the emitter, the
// interpreter or the kernels it is used to check. It does its own
// conversions: it must not call dtype's.
func TestImportsNothingUnderTest(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	allowed := map[string]bool{"xlachat/engine/model": true, "xlachat/engine/dtype": true}
	conversions := map[string]bool{"BF16ToFloat32": true, "F16ToFloat32": true, "RoundBF16": true, "RoundF16": true}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, "xlachat/") && !allowed[path] {
				t.Errorf("%s imports %s", name, path)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "dtype" && conversions[sel.Sel.Name] {
					t.Errorf("%s calls dtype.%s: the reference must convert on its own", name, sel.Sel.Name)
				}
			}
			return true
		})
	}
}

// TestMulRows checks the unrolled product against a plain sum for every
// row length around the unrolling, in both weight types.
func TestMulRows(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for in := 1; in <= 20; in++ {
		w, x := make([]float64, 3*in), make([]float64, in)
		for i := range w {
			w[i] = float64(r.IntN(9) - 4) // small integers: every sum is exact
		}
		for i := range x {
			x[i] = float64(r.IntN(9) - 4)
		}
		want := matVecByHand(w, x)
		got64, got32 := make([]float64, 3), make([]float64, 3)
		mulRows(w, x, got64)
		w32 := make([]float32, len(w))
		for i, v := range w {
			w32[i] = float32(v)
		}
		mulRows(w32, x, got32)
		if !slices.Equal(got64, want) || !slices.Equal(got32, want) {
			t.Errorf("in=%d: got %v and %v, want %v", in, got64, got32, want)
		}
	}
}
