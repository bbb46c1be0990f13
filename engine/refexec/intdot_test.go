package refexec

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"xlachat/engine/dtype"
)

// randInts is a tensor of integers uniform in [lo, hi].
func randInts(rng *rand.Rand, dt dtype.DType, shape []int, lo, hi int) *Tensor {
	t := NewTensor(dt, shape)
	for i := range t.Len() {
		setI(t, i, int64(lo+rng.IntN(hi-lo+1)))
	}
	return t
}

func dotAttrs(lb, rb, lc, rc []int) string {
	return fmt.Sprintf("dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = %s, rhs_batching_dimensions = %s, lhs_contracting_dimensions = %s, rhs_contracting_dimensions = %s>", list(lb), list(rb), list(lc), list(rc))
}

// TestIntDotGeneralLayouts checks integer dot_general against the
// definition (naiveDot, exact in float64 at these sizes) for the int8
// compute graphs' grouped product, layouts the float path would copy to
// canonical form, and each operand and result type.
func TestIntDotGeneralLayouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	tests := []struct {
		ls, rs         []int
		lb, rb, lc, rc []int
		in, out        dtype.DType
	}{
		{[]int{3, 4, 32}, []int{5, 4, 32}, []int{1}, []int{1}, []int{2}, []int{2}, dtype.I8, dtype.I32},     // TxGx32 · NxGx32
		{[]int{16, 8, 32}, []int{64, 8, 32}, []int{1}, []int{1}, []int{2}, []int{2}, dtype.I8, dtype.I32},   // the same, on the pool
		{[]int{3, 40}, []int{70, 40}, nil, nil, []int{1}, []int{1}, dtype.I8, dtype.I32},                    // x·Wᵀ
		{[]int{5, 3}, []int{5, 4}, nil, nil, []int{0}, []int{0}, dtype.I8, dtype.I32},                       // strided contraction
		{[]int{2, 3, 4}, []int{4, 3, 2}, []int{0}, []int{2}, []int{1, 2}, []int{1, 0}, dtype.I8, dtype.I64}, // scattered dims
		{[]int{2, 3, 4}, []int{3, 2, 5}, []int{0}, []int{1}, []int{1}, []int{0}, dtype.I32, dtype.I32},      // rhs free innermost
		{[]int{3}, []int{3}, nil, nil, []int{0}, []int{0}, dtype.I64, dtype.I64},                            // inner product
		{[]int{2, 3}, []int{4}, nil, nil, nil, nil, dtype.I8, dtype.I32},                                    // outer product
		{[]int{0, 4}, []int{2, 4}, nil, nil, []int{1}, []int{1}, dtype.I8, dtype.I32},                       // empty
	}
	for i, tc := range tests {
		t.Run(fmt.Sprintf("%d/%v-%v", i, tc.in, tc.out), func(t *testing.T) {
			l, r := randInts(rng, tc.in, tc.ls, -128, 127), randInts(rng, tc.in, tc.rs, -128, 127)
			shape, want := naiveDot(l, r, tc.lb, tc.rb, tc.lc, tc.rc)
			outT := typeOf(&Tensor{DType: tc.out, Shape: shape})
			src := module("dot_general", []string{typeOf(l), typeOf(r)}, outT, dotAttrs(tc.lb, tc.rb, tc.lc, tc.rc))
			got := run(t, src, l, r)[0]
			if got.DType != tc.out || !slices.Equal(got.Shape, shape) {
				t.Fatalf("got %v, want %v %v", got, tc.out, shape)
			}
			for j, w := range want {
				if g := getI(got, j); g != int64(w) {
					t.Fatalf("element %d: %d, want %v", j, g, w)
				}
			}
		})
	}
}

// TestIntDotGeneralWraps checks that sums wrap in the result type, as
// two's complement i32 (or i64) accumulation does in XLA.
func TestIntDotGeneralWraps(t *testing.T) {
	attrs := dotAttrs(nil, nil, []int{0}, []int{0})
	tests := []struct {
		name string
		l, r []int64
		dt   dtype.DType
		want int64
	}{
		{"sum overflows i32", []int64{math.MaxInt32, 2}, []int64{2, 1}, dtype.I32, 0},
		{"product overflows i32", []int64{1 << 16, 3}, []int64{1 << 16, -1}, dtype.I32, -3},
		{"i64 wraps too", []int64{math.MaxInt64, 1}, []int64{1, 1}, dtype.I64, math.MinInt64},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			l, r := NewTensor(tc.dt, []int{2}), NewTensor(tc.dt, []int{2})
			for i := range 2 {
				setI(l, i, tc.l[i])
				setI(r, i, tc.r[i])
			}
			ty := typeOf(l)
			out := typeOf(&Tensor{DType: tc.dt})
			if got := getI(run(t, module("dot_general", []string{ty, ty}, out, attrs), l, r)[0], 0); got != tc.want {
				t.Errorf("got %d, want %d", got, tc.want)
			}
		})
	}
}

func TestIntDotGeneralErrors(t *testing.T) {
	attrs := dotAttrs(nil, nil, []int{1}, []int{1})
	tests := []struct {
		l, r, out string
		want      string
	}{
		{"tensor<2x4xf32>", "tensor<3x4xi8>", "tensor<2x3xf32>", "mixed floating-point and integer types"},
		{"tensor<2x4xi8>", "tensor<3x4xi8>", "tensor<2x3xf32>", "mixed floating-point and integer types"},
		{"tensor<2x4xi8>", "tensor<3x4xi32>", "tensor<2x3xi32>", "operand element types differ"},
		{"tensor<2x4xi4>", "tensor<3x4xi4>", "tensor<2x3xi32>", "unsupported operand element type i4"},
		{"tensor<2x4xi8>", "tensor<3x4xi8>", "tensor<2x3xi8>", "result must be i32 or i64"},
	}
	for _, tc := range tests {
		_, err := Compile(module("dot_general", []string{tc.l, tc.r}, tc.out, attrs))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s·%s -> %s: error %v, want %q", tc.l, tc.r, tc.out, err, tc.want)
		}
	}
}

// TestI8Elementwise covers the element-wise ops on i8 the quantizer
// uses or may use: converts from f32 (truncating and saturating, NaN to
// 0) and from i4 (sign-extended), constants, and wrapping arithmetic.
func TestI8Elementwise(t *testing.T) {
	nan := float32(math.NaN())
	conv := run(t, module("convert", []string{"tensor<6xf32>"}, "tensor<6xi8>", ""), f32s([]int{6}, 2.7, -2.7, nan, 300, -300, -0.0))
	if want := []int8{2, -2, 0, 127, -128, 0}; !slices.Equal(conv[0].I8, want) {
		t.Errorf("f32->i8 %v, want %v", conv[0].I8, want)
	}
	w4 := &Tensor{DType: dtype.I4, Shape: []int{4}, I4: []byte{0x87, 0xf0}}
	conv = run(t, module("convert", []string{"tensor<4xi4>"}, "tensor<4xi8>", ""), w4)
	if want := []int8{7, -8, 0, -1}; !slices.Equal(conv[0].I8, want) {
		t.Errorf("i4->i8 %v, want %v", conv[0].I8, want)
	}
	src := `func.func @main(%arg0: tensor<3xi8>) -> (tensor<3xi8>, tensor<3xi8>, tensor<3xi1>, tensor<3xi8>) {
  %c = "stablehlo.constant"() {value = dense<[100, -99, 7]> : tensor<3xi8>} : () -> tensor<3xi8>
  %lo = "stablehlo.constant"() {value = dense<-5> : tensor<i8>} : () -> tensor<i8>
  %hi = "stablehlo.constant"() {value = dense<5> : tensor<i8>} : () -> tensor<i8>
  %0 = "stablehlo.add"(%arg0, %c) : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  %1 = "stablehlo.clamp"(%lo, %arg0, %hi) : (tensor<i8>, tensor<3xi8>, tensor<i8>) -> tensor<3xi8>
  %2 = "stablehlo.compare"(%arg0, %c) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type UNSIGNED>} : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi1>
  %3 = "stablehlo.select"(%2, %arg0, %1) : (tensor<3xi1>, tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  "func.return"(%0, %1, %2, %3) : (tensor<3xi8>, tensor<3xi8>, tensor<3xi1>, tensor<3xi8>) -> ()
}`
	out := run(t, src, &Tensor{DType: dtype.I8, Shape: []int{3}, I8: []int8{100, -100, -1}})
	if want := []int8{-56, 57, 6}; !slices.Equal(out[0].I8, want) {
		t.Errorf("i8 add %v, want %v", out[0].I8, want)
	}
	if want := []int8{5, -5, -1}; !slices.Equal(out[1].I8, want) {
		t.Errorf("i8 clamp %v, want %v", out[1].I8, want)
	}
	wantBool(t, out[2], false, true, false) // 0x64 < 0x64, 0x9c < 0x9d, 0xff < 0x07
	if want := []int8{5, -100, -1}; !slices.Equal(out[3].I8, want) {
		t.Errorf("i8 select %v, want %v", out[3].I8, want)
	}
	// The quantizer's f32 clamp keeps NaN (the spec's maximum and minimum
	// propagate it); the convert above then gives 0.
	clamp := module("clamp", []string{"tensor<f32>", "tensor<3xf32>", "tensor<f32>"}, "tensor<3xf32>", "")
	wantF32(t, run(t, clamp, ScalarF32(-127), f32s([]int{3}, nan, 200, float32(math.Copysign(0, -1))), ScalarF32(127))[0],
		[]int{3}, nan, 127, float32(math.Copysign(0, -1)))
}

// quantChainModule is the int8 compute graphs' activation·q4-weight
// product, op by op: x [T=2, 64] is rounded to i8 per group of 32 with
// scale d = max|x|/127 (1 where that is 0), multiplied with the i8-widened
// q4 weights w [N=3, 64] per group in i32, and the group sums are scaled by
// d and the weights' f16 scales dw [N, G=2] and summed in f32.
const quantChainModule = `func.func @main(%x: tensor<2x64xf32>, %w: tensor<3x64xi4>, %dw: tensor<3x2xf16>) -> (tensor<2x2x32xi8>, tensor<2x2x3xi32>, tensor<2x2xf32>, tensor<2x2x3xf32>, tensor<2x3xf32>) {
  %xg = "stablehlo.reshape"(%x) : (tensor<2x64xf32>) -> tensor<2x2x32xf32>
  %a = "stablehlo.abs"(%xg) : (tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
  %zero = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<f32>} : () -> tensor<f32>
  %amax = "stablehlo.reduce"(%a, %zero) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %m = "stablehlo.maximum"(%p, %q) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%m) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 2>} : (tensor<2x2x32xf32>, tensor<f32>) -> tensor<2x2xf32>
  %c127 = "stablehlo.constant"() {value = dense<1.270000e+02> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %d = "stablehlo.divide"(%amax, %c127) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %c0 = "stablehlo.constant"() {value = dense<0.000000e+00> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %isz = "stablehlo.compare"(%d, %c0) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
  %c1 = "stablehlo.constant"() {value = dense<1.000000e+00> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %div = "stablehlo.select"(%isz, %c1, %d) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %divb = "stablehlo.broadcast_in_dim"(%div) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<2x2xf32>) -> tensor<2x2x32xf32>
  %s = "stablehlo.divide"(%xg, %divb) : (tensor<2x2x32xf32>, tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
  %r = "stablehlo.round_nearest_even"(%s) : (tensor<2x2x32xf32>) -> tensor<2x2x32xf32>
  %lo = "stablehlo.constant"() {value = dense<-1.270000e+02> : tensor<f32>} : () -> tensor<f32>
  %hi = "stablehlo.constant"() {value = dense<1.270000e+02> : tensor<f32>} : () -> tensor<f32>
  %c = "stablehlo.clamp"(%lo, %r, %hi) : (tensor<f32>, tensor<2x2x32xf32>, tensor<f32>) -> tensor<2x2x32xf32>
  %q = "stablehlo.convert"(%c) : (tensor<2x2x32xf32>) -> tensor<2x2x32xi8>
  %wg = "stablehlo.reshape"(%w) : (tensor<3x64xi4>) -> tensor<3x2x32xi4>
  %w8 = "stablehlo.convert"(%wg) : (tensor<3x2x32xi4>) -> tensor<3x2x32xi8>
  %isum = "stablehlo.dot_general"(%q, %w8) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [1], rhs_batching_dimensions = [1], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<2x2x32xi8>, tensor<3x2x32xi8>) -> tensor<2x2x3xi32>
  %f = "stablehlo.convert"(%isum) : (tensor<2x2x3xi32>) -> tensor<2x2x3xf32>
  %db = "stablehlo.broadcast_in_dim"(%d) {broadcast_dimensions = array<i64: 1, 0>} : (tensor<2x2xf32>) -> tensor<2x2x3xf32>
  %t = "stablehlo.multiply"(%f, %db) : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  %tt = "stablehlo.transpose"(%t) {permutation = array<i64: 2, 1, 0>} : (tensor<2x2x3xf32>) -> tensor<3x2x2xf32>
  %dwf = "stablehlo.convert"(%dw) : (tensor<3x2xf16>) -> tensor<3x2xf32>
  %y = "stablehlo.dot_general"(%tt, %dwf) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<3x2x2xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  %out = "stablehlo.transpose"(%y) {permutation = array<i64: 1, 0>} : (tensor<3x2xf32>) -> tensor<2x3xf32>
  "func.return"(%q, %isum, %d, %t, %out) : (tensor<2x2x32xi8>, tensor<2x2x3xi32>, tensor<2x2xf32>, tensor<2x2x3xf32>, tensor<2x3xf32>) -> ()
}`

// quantChainOnlyOutput is quantChainModule returning only its result, so
// that the intermediates share buffers as in a real graph.
func quantChainOnlyOutput() string {
	s := strings.Replace(quantChainModule, "-> (tensor<2x2x32xi8>, tensor<2x2x3xi32>, tensor<2x2xf32>, tensor<2x2x3xf32>, tensor<2x3xf32>) {", "-> tensor<2x3xf32> {", 1)
	return strings.Replace(s, `"func.return"(%q, %isum, %d, %t, %out) : (tensor<2x2x32xi8>, tensor<2x2x3xi32>, tensor<2x2xf32>, tensor<2x2x3xf32>, tensor<2x3xf32>) -> ()`, `"func.return"(%out) : (tensor<2x3xf32>) -> ()`, 1)
}

// quantChainRef is quantChainModule's arithmetic in plain Go: q[t][g][e],
// d[t][g], isum[g][t][n], scaled[g][t][n] and y[t][n] (in float64).
type quantChainRef struct {
	q      [2][2][32]int8
	d      [2][2]float32
	isum   [2][2][3]int32
	scaled [2][2][3]float32
	y      [2][3]float64
}

func newQuantChainRef(x []float32, w []int8, dw []float32) *quantChainRef {
	ref := &quantChainRef{}
	for t := range 2 {
		for g := range 2 {
			ref.d[t][g], ref.q[t][g] = quantizeGroup(x[t*64+g*32 : t*64+g*32+32])
		}
	}
	for g := range 2 {
		for t := range 2 {
			for n := range 3 {
				var s int32
				for e, v := range ref.q[t][g] {
					s += int32(v) * int32(w[n*64+g*32+e])
				}
				ref.isum[g][t][n] = s
				ref.scaled[g][t][n] = float32(s) * ref.d[t][g]
				ref.y[t][n] += float64(ref.scaled[g][t][n]) * float64(dw[n*2+g])
			}
		}
	}
	return ref
}

// quantizeGroup is the rounding of one group of 32 to i8: a NaN anywhere
// makes d NaN, so every element divides to NaN, which the clamp keeps and
// the convert turns into 0.
func quantizeGroup(x []float32) (float32, [32]int8) {
	var amax float32
	for _, v := range x {
		a := float32(math.Abs(float64(v)))
		if a != a || amax != amax {
			amax = float32(math.NaN())
		} else if a > amax {
			amax = a
		}
	}
	d := amax / 127
	div := d
	if d == 0 {
		div = 1
	}
	var q [32]int8
	for e, v := range x {
		r := math.RoundToEven(float64(v / div))
		if r == r {
			q[e] = int8(min(max(r, -127), 127))
		}
	}
	return d, q
}

// group pads xs (each times scale) with zeros to a group of 32.
func group(scale float32, xs ...float32) []float32 {
	g := make([]float32, 32)
	for i, x := range xs {
		g[i] = x * scale
	}
	return g
}

// groupRamp is a group of 32: from, from+step, ...
func groupRamp(from, step float32) []float32 {
	g := make([]float32, 32)
	for i := range g {
		g[i] = from + float32(i)*step
	}
	return g
}

// TestQuantChain runs quantChainModule op by op on inputs chosen for the
// edge cases of the rounding and compares q and the i32 sums exactly, d
// and the scaled sums bit for bit, and the result to a tolerance, with the
// module returning its intermediates and returning only its result. As a
// cross-check it also runs the result through the fused q8 product (see
// q8dot.go), which Compile substitutes for this chain.
func TestQuantChain(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(1))
	negz := float32(math.Copysign(0, -1))
	sub := math.Float32frombits(1) // 2^-149, the smallest subnormal
	tests := []struct {
		name   string
		groups [4][]float32 // row 0 group 0, row 0 group 1, row 1 group 0, row 1 group 1
		// edge states what the case's edges give; the reference
		// equals refexec's results where checkQuantChain passes.
		edge func(r *quantChainRef) bool
	}{
		// d = 1 and d = 2 exactly: x/d lands on ties, ±127 and ±126.5;
		// the second group's largest magnitude is negative.
		{"ties", [4][]float32{
			group(1, 127, -127, 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 3.5, 126.5, -126.5, 63.5, 0.49999997),
			group(1, -254, 5, 7, -3, 1, 253, -253, -1),
			groupRamp(-3.1, 0.2), groupRamp(10, -0.7)},
			func(r *quantChainRef) bool {
				return r.d[0][0] == 1 && r.d[0][1] == 2 &&
					slices.Equal(r.q[0][0][:13], []int8{127, -127, 0, 2, 2, 0, -2, -2, 4, 126, -126, 64, 0}) &&
					slices.Equal(r.q[0][1][:9], []int8{-127, 2, 4, -2, 0, 126, -126, 0, 0})
			}},
		// All-zero groups (d = 0, divided by 1 instead), signed zeros and
		// a lone negative value.
		{"zeros", [4][]float32{
			group(1), group(1, negz, 0, negz, negz),
			group(1, negz, 0.001, -0.002, 1e-3), group(1, negz, -5)},
			func(r *quantChainRef) bool {
				return r.d[0][0] == 0 && r.d[0][1] == 0 && r.q[0][0] == [32]int8{} && r.q[0][1] == [32]int8{} &&
					r.q[1][1][1] == -127 && r.y[0] == [3]float64{}
			}},
		// Subnormal inputs: with max 181·2^-149, d rounds down to 2^-149, so
		// x/d exceeds 127 and the clamp acts; with max 5·2^-149, d = 0.
		{"denormal", [4][]float32{
			group(sub, 180, -181, 127, 128, -127, 64, 1, -1),
			group(sub, 5, -3, 2),
			groupRamp(1e-39, -7e-41), groupRamp(1.2e-38, -1e-39)},
			func(r *quantChainRef) bool {
				return r.d[0][0] == sub && slices.Equal(r.q[0][0][:9], []int8{127, -127, 127, 127, -127, 64, 1, -1, 0}) &&
					r.d[0][1] == 0 && r.q[0][1] == [32]int8{}
			}},
		// NaN and infinity make d NaN or infinite: the group's q is 0,
		// and its scaled sums 0·d are NaN, so the row's results are NaN.
		{"nan", [4][]float32{
			group(1, 1, nan, -2), groupRamp(-1, 0.1), groupRamp(2, -0.3), groupRamp(0.5, 0.01)},
			func(r *quantChainRef) bool {
				return r.q[0][0] == [32]int8{} && r.isum[0][0] == [3]int32{} && allNaN(r.y[0][:]) && !anyNaN(r.y[1][:])
			}},
		{"infinity", [4][]float32{
			groupRamp(-1, 0.1), groupRamp(2, -0.3), groupRamp(0.5, 0.01), group(1, inf, 1, -3)},
			func(r *quantChainRef) bool {
				return r.q[1][1] == [32]int8{} && r.d[1][1] == inf && allNaN(r.y[1][:]) && !anyNaN(r.y[0][:])
			}},
		{"random", randomGroups(rand.New(rand.NewPCG(9, 10))), func(r *quantChainRef) bool { return !anyNaN(r.y[0][:]) }},
	}
	w, w4 := quantWeightsFor(rand.New(rand.NewPCG(11, 12)))
	dwBits, dw := f16Scales(0.5, -1.25, 0.0625, 3, -0.75, 2e-3)
	full := compileT(t, quantChainModule, false)
	lean := compileT(t, quantChainOnlyOutput(), false)
	fused := compileT(t, quantChainOnlyOutput(), true)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			x := slices.Concat(tc.groups[:]...)
			args := []*Tensor{f32s([]int{2, 64}, x...), w4, NewF16([]int{3, 2}, dwBits)}
			ref := newQuantChainRef(x, w, dw)
			if !tc.edge(ref) {
				t.Errorf("edge cases give q %v, d %v, isum %v, y %v", ref.q, ref.d, ref.isum, ref.y)
			}
			out := runProgram(t, full, args)
			checkQuantChain(t, out, ref)
			checkQuantOutput(t, "unfused", out[4], ref)
			checkQuantOutput(t, "unfused, intermediates not returned", runProgram(t, lean, args)[0], ref)
			checkQuantOutput(t, "fused", runProgram(t, fused, args)[0], ref)
		})
	}
}

// compileT compiles src, op by op unless fuse, closing it when t ends.
func compileT(t *testing.T, src string, fuse bool) *Program {
	t.Helper()
	p, err := compile(src, Options{}, fuse)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Close)
	return p
}

// randomGroups is four groups of values around ±3.
func randomGroups(rng *rand.Rand) [4][]float32 {
	var gs [4][]float32
	for i := range gs {
		gs[i] = make([]float32, 32)
		for j := range gs[i] {
			gs[i][j] = float32(rng.NormFloat64())
		}
	}
	return gs
}

// quantWeightsFor makes q4 weights [3, 64] in [-8, 7], both extremes
// included, as values and packed two a byte (element 2j in the low nibble
// of byte j).
func quantWeightsFor(rng *rand.Rand) ([]int8, *Tensor) {
	w := make([]int8, 3*64)
	packed := make([]byte, len(w)/2)
	for i := range w {
		w[i] = int8(rng.IntN(16) - 8)
		if i < 2 {
			w[i] = []int8{-8, 7}[i]
		}
		packed[i/2] |= byte(w[i]) & 0xf << (4 * (i % 2))
	}
	return w, &Tensor{DType: dtype.I4, Shape: []int{3, 64}, I4: packed}
}

// f16Scales rounds xs to f16, returning the bits and their values.
func f16Scales(xs ...float32) ([]uint16, []float32) {
	bits, vals := make([]uint16, len(xs)), make([]float32, len(xs))
	for i, x := range xs {
		bits[i] = dtype.RoundF16(x)
		vals[i] = dtype.F16ToFloat32(bits[i])
	}
	return bits, vals
}

func runProgram(t *testing.T, p *Program, args []*Tensor) []*Tensor {
	t.Helper()
	out, err := p.Run(context.Background(), args)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return out
}

func allNaN(xs []float64) bool {
	return !slices.ContainsFunc(xs, func(x float64) bool { return x == x })
}
func anyNaN(xs []float64) bool { return slices.ContainsFunc(xs, math.IsNaN) }

// sameF32 reports whether a and b are the same value (any NaNs alike).
func sameF32(a, b float32) bool {
	return a != a && b != b || math.Float32bits(a) == math.Float32bits(b)
}

// checkQuantChain compares the intermediates q, isum, d and the scaled
// sums with the reference: all must match exactly.
func checkQuantChain(t *testing.T, out []*Tensor, ref *quantChainRef) {
	t.Helper()
	q, isum, d, scaled := out[0], out[1], out[2], out[3]
	for i := range 2 * 2 * 32 {
		if want := ref.q[i/64][i/32%2][i%32]; q.I8[i] != want {
			t.Errorf("q[%d][%d][%d] = %d, want %d", i/64, i/32%2, i%32, q.I8[i], want)
		}
	}
	for i := range 2 * 2 * 3 {
		g, tk, n := i/6, i/3%2, i%3
		if want := ref.isum[g][tk][n]; isum.I32[i] != want {
			t.Errorf("isum[%d][%d][%d] = %d, want %d", g, tk, n, isum.I32[i], want)
		}
		if want := ref.scaled[g][tk][n]; !sameF32(scaled.F32[i], want) {
			t.Errorf("scaled[%d][%d][%d] = %g, want %g", g, tk, n, scaled.F32[i], want)
		}
	}
	for i := range 4 {
		if want := ref.d[i/2][i%2]; !sameF32(d.F32[i], want) {
			t.Errorf("d[%d][%d] = %g, want %g", i/2, i%2, d.F32[i], want)
		}
	}
}

// checkQuantOutput compares the result with the reference to f32
// rounding of its two-term sums; NaN must stay NaN.
func checkQuantOutput(t *testing.T, how string, y *Tensor, ref *quantChainRef) {
	t.Helper()
	if !slices.Equal(y.Shape, []int{2, 3}) {
		t.Fatalf("%s: result shape %v", how, y.Shape)
	}
	for i, got := range y.F32 {
		want := ref.y[i/3][i%3]
		tol := 1e-6*math.Abs(want) + 1e-45
		if want != want && got == got || want == want && math.Abs(float64(got)-want) > tol {
			t.Errorf("%s: y[%d][%d] = %g, want %g", how, i/3, i%3, got, want)
		}
	}
}
