package refexec

import (
	"context"
	"math"
	"slices"
	"strings"
	"testing"

	"xlachat/engine/dtype"
)

// run compiles src and runs it on args.
func run(t *testing.T, src string, args ...*Tensor) []*Tensor {
	t.Helper()
	p, err := Compile(src)
	if err != nil {
		t.Fatalf("Compile: %v", err)
	}
	defer p.Close()
	out, err := p.Run(context.Background(), args)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return out
}

// unary wraps one op with operand types ins and result type out into a
// module whose arguments are the operands.
func module(op string, ins []string, out, attrs string) string {
	var params, names []string
	for i, ty := range ins {
		params = append(params, "%arg"+string(rune('0'+i))+": "+ty)
		names = append(names, "%arg"+string(rune('0'+i)))
	}
	if attrs != "" {
		attrs = "{" + attrs + "} "
	}
	return "func.func @main(" + strings.Join(params, ", ") + ") -> " + out + " {\n" +
		"  %0 = \"stablehlo." + op + "\"(" + strings.Join(names, ", ") + ") " + attrs +
		": (" + strings.Join(ins, ", ") + ") -> " + out + "\n" +
		"  \"func.return\"(%0) : (" + out + ") -> ()\n}\n"
}

func f32s(shape []int, xs ...float32) *Tensor { return NewF32(shape, xs) }
func i32s(shape []int, xs ...int32) *Tensor   { return NewI32(shape, xs) }

func wantF32(t *testing.T, got *Tensor, shape []int, want ...float32) {
	t.Helper()
	if got.DType != dtype.F32 || !slices.Equal(got.Shape, shape) {
		t.Fatalf("got %v, want f32 %v", got, shape)
	}
	for i := range want {
		g, w := got.F32[i], want[i]
		if g != g && w != w {
			continue
		}
		if g != w || math.Signbit(float64(g)) != math.Signbit(float64(w)) {
			t.Fatalf("element %d: got %v, want %v (all: %v)", i, g, w, got.F32)
		}
	}
}

func wantI32(t *testing.T, got *Tensor, shape []int, want ...int32) {
	t.Helper()
	if got.DType != dtype.I32 || !slices.Equal(got.Shape, shape) || !slices.Equal(got.I32, want) {
		t.Fatalf("got %v %v, want i32 %v %v", got, got.I32, shape, want)
	}
}

func wantBool(t *testing.T, got *Tensor, want ...bool) {
	t.Helper()
	if got.DType != dtype.Bool || !slices.Equal(got.Bool, want) {
		t.Fatalf("got %v %v, want %v", got, got.Bool, want)
	}
}

func TestElementwiseF32(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(1))
	negz := float32(math.Copysign(0, -1))
	tests := []struct {
		op   string
		a, b []float32
		want []float32
	}{
		// Spec example for add, as a flat 2x2.
		{"add", []float32{1, 2, 3, 4}, []float32{5, 6, 7, 8}, []float32{6, 8, 10, 12}},
		{"subtract", []float32{1, 2, 3, 4}, []float32{5, 6, 7, 8}, []float32{-4, -4, -4, -4}},
		{"multiply", []float32{1, 2, 3, 4}, []float32{5, 6, 7, 8}, []float32{5, 12, 21, 32}},
		{"divide", []float32{17, -8, 1, 0}, []float32{3, 2, 0, 0}, []float32{17.0 / 3, -4, inf, nan}},
		{"maximum", []float32{1, nan, negz, 0}, []float32{2, 1, 0, negz}, []float32{2, nan, 0, 0}},
		{"minimum", []float32{1, 1, negz, 0}, []float32{2, nan, 0, negz}, []float32{1, nan, negz, negz}},
		{"power", []float32{2, 4, -8, 2}, []float32{10, 0.5, 1.0 / 3, -1}, []float32{1024, 2, nan, 0.5}},
	}
	for _, tc := range tests {
		t.Run(tc.op, func(t *testing.T) {
			src := module(tc.op, []string{"tensor<4xf32>", "tensor<4xf32>"}, "tensor<4xf32>", "")
			out := run(t, src, f32s([]int{4}, tc.a...), f32s([]int{4}, tc.b...))
			wantF32(t, out[0], []int{4}, tc.want...)
		})
	}
}

func TestUnaryF32(t *testing.T) {
	tests := []struct {
		op   string
		x    []float32
		want []float32
	}{
		{"negate", []float32{1, -2, 0}, []float32{-1, 2, float32(math.Copysign(0, -1))}},
		{"abs", []float32{-1.5, 2, 0}, []float32{1.5, 2, 0}},
		{"exponential", []float32{0, 1, -1}, []float32{1, float32(math.E), float32(1 / math.E)}},
		{"log", []float32{1, 2, 0}, []float32{0, float32(math.Ln2), float32(math.Inf(-1))}},
		{"rsqrt", []float32{4, 1, 0.25}, []float32{0.5, 1, 2}},
		{"sqrt", []float32{4, 2, 0}, []float32{2, float32(math.Sqrt2), 0}},
		{"logistic", []float32{0, 100, -100}, []float32{0.5, 1, float32(1 / (1 + math.Exp(100)))}},
		{"tanh", []float32{0, 1, -1}, []float32{0, float32(math.Tanh(1)), float32(-math.Tanh(1))}},
		{"cosine", []float32{0, math.Pi, 1}, []float32{1, -1, float32(math.Cos(1))}},
		{"sine", []float32{0, math.Pi / 2, 1}, []float32{0, 1, float32(math.Sin(1))}},
		{"floor", []float32{-0.5, 1.5, 2}, []float32{-1, 1, 2}},
	}
	for _, tc := range tests {
		t.Run(tc.op, func(t *testing.T) {
			src := module(tc.op, []string{"tensor<3xf32>"}, "tensor<3xf32>", "")
			out := run(t, src, f32s([]int{3}, tc.x...))
			wantF32(t, out[0], []int{3}, tc.want...)
		})
	}
}

func TestElementwiseInt(t *testing.T) {
	tests := []struct {
		op   string
		a, b []int32
		want []int32
	}{
		{"add", []int32{math.MaxInt32, 1}, []int32{1, 2}, []int32{math.MinInt32, 3}},
		{"divide", []int32{17, -17, 17, math.MinInt32}, []int32{3, 3, 0, -1}, []int32{5, -5, -1, math.MinInt32}},
		{"remainder", []int32{17, -17, 17, -17}, []int32{3, 3, -3, 0}, []int32{2, -2, 2, -17}},
		{"maximum", []int32{-1, 5, 0, 7}, []int32{1, 2, 0, 7}, []int32{1, 5, 0, 7}},
		{"power", []int32{2, 2, -1, 3}, []int32{10, -1, -3, 0}, []int32{1024, 0, -1, 1}},
		{"and", []int32{12, -1, 0, 5}, []int32{10, 7, 3, 5}, []int32{8, 7, 0, 5}},
	}
	for _, tc := range tests {
		t.Run(tc.op, func(t *testing.T) {
			n := len(tc.a)
			ty := "tensor<" + string(rune('0'+n)) + "xi32>"
			out := run(t, module(tc.op, []string{ty, ty}, ty, ""), i32s([]int{n}, tc.a...), i32s([]int{n}, tc.b...))
			wantI32(t, out[0], []int{n}, tc.want...)
		})
	}
}

func TestBoolOps(t *testing.T) {
	ty := "tensor<4xi1>"
	a := NewBool([]int{4}, []bool{false, false, true, true})
	b := NewBool([]int{4}, []bool{false, true, false, true})
	wantBool(t, run(t, module("and", []string{ty, ty}, ty, ""), a, b)[0], false, false, false, true)
	wantBool(t, run(t, module("or", []string{ty, ty}, ty, ""), a, b)[0], false, true, true, true)
	wantBool(t, run(t, module("not", []string{ty}, ty, ""), a)[0], true, true, false, false)
}

func TestCompare(t *testing.T) {
	nan := float32(math.NaN())
	tests := []struct {
		dir, kind string
		a, b      []float32
		want      []bool
	}{
		// Spec example: [1.0, 3.0] LT [1.1, 2.9].
		{"LT", "FLOAT", []float32{1, 3, nan, 1}, []float32{1.1, 2.9, 1, nan}, []bool{true, false, false, false}},
		{"NE", "FLOAT", []float32{1, 3, nan, 1}, []float32{1, 2.9, nan, nan}, []bool{false, true, true, true}},
		{"EQ", "FLOAT", []float32{0, 3, nan, 1}, []float32{float32(math.Copysign(0, -1)), 3, nan, 2}, []bool{true, true, false, false}},
		{"GE", "FLOAT", []float32{1, 3, nan, 2}, []float32{1, 4, nan, 1}, []bool{true, false, false, true}},
		{"LT", "TOTALORDER", []float32{float32(math.Copysign(0, -1)), float32(math.Inf(1)), -nan, 1}, []float32{0, nan, 1, 1}, []bool{true, true, true, false}},
	}
	for _, tc := range tests {
		t.Run(tc.dir+tc.kind, func(t *testing.T) {
			attrs := "comparison_direction = #stablehlo<comparison_direction " + tc.dir + ">, compare_type = #stablehlo<comparison_type " + tc.kind + ">"
			src := module("compare", []string{"tensor<4xf32>", "tensor<4xf32>"}, "tensor<4xi1>", attrs)
			wantBool(t, run(t, src, f32s([]int{4}, tc.a...), f32s([]int{4}, tc.b...))[0], tc.want...)
		})
	}
	for kind, want := range map[string][]bool{"SIGNED": {true, false, true}, "UNSIGNED": {false, false, true}} {
		attrs := "comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type " + kind + ">"
		src := module("compare", []string{"tensor<3xi32>", "tensor<3xi32>"}, "tensor<3xi1>", attrs)
		wantBool(t, run(t, src, i32s([]int{3}, -1, 2, 3), i32s([]int{3}, 1, 1, 3))[0], want...)
	}
}

func TestSelectClamp(t *testing.T) {
	// Spec example for select.
	src := module("select", []string{"tensor<2x2xi1>", "tensor<2x2xi32>", "tensor<2x2xi32>"}, "tensor<2x2xi32>", "")
	out := run(t, src, NewBool([]int{2, 2}, []bool{false, true, true, false}), i32s([]int{2, 2}, 1, 2, 3, 4), i32s([]int{2, 2}, 5, 6, 7, 8))
	wantI32(t, out[0], []int{2, 2}, 5, 2, 3, 8)
	// Scalar predicate.
	src = module("select", []string{"tensor<i1>", "tensor<2xf32>", "tensor<2xf32>"}, "tensor<2xf32>", "")
	out = run(t, src, NewBool(nil, []bool{true}), f32s([]int{2}, 1, 2), f32s([]int{2}, 3, 4))
	wantF32(t, out[0], []int{2}, 1, 2)
	// Spec example for clamp.
	src = module("clamp", []string{"tensor<3xi32>", "tensor<3xi32>", "tensor<3xi32>"}, "tensor<3xi32>", "")
	out = run(t, src, i32s([]int{3}, 5, 10, 15), i32s([]int{3}, 3, 13, 23), i32s([]int{3}, 10, 15, 20))
	wantI32(t, out[0], []int{3}, 5, 13, 20)
	src = module("clamp", []string{"tensor<f32>", "tensor<3xf32>", "tensor<f32>"}, "tensor<3xf32>", "")
	out = run(t, src, ScalarF32(0), f32s([]int{3}, -1, 0.5, 2), ScalarF32(1))
	wantF32(t, out[0], []int{3}, 0, 0.5, 1)
}

func TestConvert(t *testing.T) {
	conv := func(in, out string, x *Tensor) *Tensor {
		return run(t, module("convert", []string{in}, out, ""), x)[0]
	}
	// f32 -> bf16 rounds to nearest even: 1+2^-8 is a tie to 1.0; 1+3·2^-8
	// a tie to 1+2^-6; 1+2^-8+2^-20 rounds up.
	bf := conv("tensor<4xf32>", "tensor<4xbf16>", f32s([]int{4}, 1.00390625, 1.01171875, 1.00390625+1.0/(1<<20), float32(math.Inf(-1))))
	if !slices.Equal(bf.U16, []uint16{0x3F80, 0x3F82, 0x3F81, 0xFF80}) {
		t.Errorf("f32->bf16 %#x", bf.U16)
	}
	wantF32(t, conv("tensor<4xbf16>", "tensor<4xf32>", bf), []int{4}, 1, 1.015625, 1.0078125, float32(math.Inf(-1)))
	// f32 -> f16: 65520 is a tie between 65504 and 2^16 (inf), to even;
	// 6e-8 rounds to the smallest subnormal; 1e-8 underflows to 0.
	h := conv("tensor<4xf32>", "tensor<4xf16>", f32s([]int{4}, 65520, 6e-8, 1e-8, -1.5))
	if !slices.Equal(h.U16, []uint16{0x7C00, 0x0001, 0x0000, 0xBE00}) {
		t.Errorf("f32->f16 %#x", h.U16)
	}
	wantF32(t, conv("tensor<4xf16>", "tensor<4xf32>", h), []int{4}, float32(math.Inf(1)), 1.0/(1<<24), 0, -1.5)
	// float -> int truncates toward zero; NaN -> 0; saturates.
	nan := float32(math.NaN())
	wantI32(t, conv("tensor<5xf32>", "tensor<5xi32>", f32s([]int{5}, 2.7, -2.7, nan, 3e10, -3e10)), []int{5}, 2, -2, 0, math.MaxInt32, math.MinInt32)
	wantBool(t, conv("tensor<3xi32>", "tensor<3xi1>", i32s([]int{3}, 0, 5, -1)), false, true, true)
	wantBool(t, conv("tensor<3xf32>", "tensor<3xi1>", f32s([]int{3}, 0, 0.5, nan)), false, true, true)
	wantF32(t, conv("tensor<2xi1>", "tensor<2xf32>", NewBool([]int{2}, []bool{true, false})), []int{2}, 1, 0)
	wantF32(t, conv("tensor<2xi32>", "tensor<2xf32>", i32s([]int{2}, 16777217, -3)), []int{2}, 16777216, -3)
	i64 := conv("tensor<2xi32>", "tensor<2xi64>", i32s([]int{2}, -5, 7))
	if !slices.Equal(i64.I64, []int64{-5, 7}) {
		t.Errorf("i32->i64 %v", i64.I64)
	}
	wantI32(t, conv("tensor<2xi64>", "tensor<2xi32>", &Tensor{DType: dtype.I64, Shape: []int{2}, I64: []int64{1<<32 + 5, -1}}), []int{2}, 5, -1)
	b2 := conv("tensor<2xbf16>", "tensor<2xf16>", NewBF16([]int{2}, []uint16{0x3F80, 0xC000}))
	if !slices.Equal(b2.U16, []uint16{0x3C00, 0xC000}) {
		t.Errorf("bf16->f16 %#x", b2.U16)
	}
}

func TestConstantIota(t *testing.T) {
	src := `func.func @main() -> (tensor<2x2xf32>, tensor<3xf32>, tensor<bf16>, tensor<2x3xi32>, tensor<2xi1>) {
  %0 = "stablehlo.constant"() {value = dense<[[1.5, -2.0e+00], [0xFF800000, 3.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  %1 = "stablehlo.constant"() {value = dense<2.5e-01> : tensor<3xf32>} : () -> tensor<3xf32>
  %2 = "stablehlo.constant"() {value = dense<0x3F80> : tensor<bf16>} : () -> tensor<bf16>
  %3 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<2x3xi32>
  %4 = "stablehlo.constant"() {value = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  "func.return"(%0, %1, %2, %3, %4) : (tensor<2x2xf32>, tensor<3xf32>, tensor<bf16>, tensor<2x3xi32>, tensor<2xi1>) -> ()
}`
	out := run(t, src)
	wantF32(t, out[0], []int{2, 2}, 1.5, -2, float32(math.Inf(-1)), 3)
	wantF32(t, out[1], []int{3}, 0.25, 0.25, 0.25)
	if out[2].U16[0] != 0x3F80 {
		t.Errorf("bf16 constant %#x", out[2].U16)
	}
	wantI32(t, out[3], []int{2, 3}, 0, 1, 2, 0, 1, 2)
	wantBool(t, out[4], true, false)
	// Iota along dimension 0 (spec example shape 4x5, first column).
	out = run(t, `func.func @main() -> tensor<4x2xi32> {
  %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<4x2xi32>
  "func.return"(%0) : (tensor<4x2xi32>) -> ()
}`)
	wantI32(t, out[0], []int{4, 2}, 0, 0, 1, 1, 2, 2, 3, 3)
}

// TestIotaBound: the prefill's causal-mask iota at Llama 3.2's whole
// context (bucket 256 × capacity 131072) compiles and runs; one of 2^32
// elements is refused by name before anything is allocated.
func TestIotaBound(t *testing.T) {
	out := run(t, `func.func @main() -> tensor<256x131072xi32> {
  %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<256x131072xi32>
  "func.return"(%0) : (tensor<256x131072xi32>) -> ()
}`)
	if got := out[0].I32; len(got) != 256*131072 || got[131071] != 131071 || got[131072] != 0 || got[len(got)-1] != 131071 {
		t.Errorf("iota of %d elements: wrong values at the row ends", len(got))
	}
	_, err := Compile(`func.func @main() -> tensor<65536x65536xi32> {
  %0 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<65536x65536xi32>
  "func.return"(%0) : (tensor<65536x65536xi32>) -> ()
}`)
	if err == nil || !strings.Contains(err.Error(), "iota tensor<65536x65536xi32> is too large to materialise") {
		t.Errorf("Compile of a 2^32-element iota: error %v", err)
	}
}

func TestShapeOps(t *testing.T) {
	// broadcast_in_dim spec example: [[1, 2, 3]] with dims [2, 1] -> 2x3x2.
	out := run(t, module("broadcast_in_dim", []string{"tensor<1x3xi32>"}, "tensor<2x3x2xi32>", "broadcast_dimensions = array<i64: 2, 1>"), i32s([]int{1, 3}, 1, 2, 3))
	wantI32(t, out[0], []int{2, 3, 2}, 1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3)
	out = run(t, module("broadcast_in_dim", []string{"tensor<f32>"}, "tensor<3xf32>", "broadcast_dimensions = array<i64>"), ScalarF32(7))
	wantF32(t, out[0], []int{3}, 7, 7, 7)
	// transpose spec example: 2x3x2 with permutation [1, 0, 2].
	out = run(t, module("transpose", []string{"tensor<2x3x2xi32>"}, "tensor<3x2x2xi32>", "permutation = array<i64: 1, 0, 2>"), i32s([]int{2, 3, 2}, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))
	wantI32(t, out[0], []int{3, 2, 2}, 1, 2, 7, 8, 3, 4, 9, 10, 5, 6, 11, 12)
	// slice spec example.
	out = run(t, module("slice", []string{"tensor<3x4xi32>"}, "tensor<2x2xi32>", "start_indices = array<i64: 1, 2>, limit_indices = array<i64: 3, 4>, strides = array<i64: 1, 1>"), i32s([]int{3, 4}, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1))
	wantI32(t, out[0], []int{2, 2}, 1, 1, 1, 1)
	out = run(t, module("slice", []string{"tensor<8xi32>"}, "tensor<3xi32>", "start_indices = array<i64: 1>, limit_indices = array<i64: 7>, strides = array<i64: 2>"), i32s([]int{8}, 0, 1, 2, 3, 4, 5, 6, 7))
	wantI32(t, out[0], []int{3}, 1, 3, 5)
	// concatenate spec example.
	out = run(t, module("concatenate", []string{"tensor<3x2xi32>", "tensor<1x2xi32>"}, "tensor<4x2xi32>", "dimension = 0 : i64"), i32s([]int{3, 2}, 1, 2, 3, 4, 5, 6), i32s([]int{1, 2}, 7, 8))
	wantI32(t, out[0], []int{4, 2}, 1, 2, 3, 4, 5, 6, 7, 8)
	out = run(t, module("concatenate", []string{"tensor<2x1xi32>", "tensor<2x2xi32>"}, "tensor<2x3xi32>", "dimension = 1 : i64"), i32s([]int{2, 1}, 1, 2), i32s([]int{2, 2}, 3, 4, 5, 6))
	wantI32(t, out[0], []int{2, 3}, 1, 3, 4, 2, 5, 6)
	out = run(t, module("reshape", []string{"tensor<2x3xi32>"}, "tensor<3x2xi32>", ""), i32s([]int{2, 3}, 1, 2, 3, 4, 5, 6))
	wantI32(t, out[0], []int{3, 2}, 1, 2, 3, 4, 5, 6)
}

func TestDynamicSlices(t *testing.T) {
	// dynamic_slice spec example: start (-1, 3) clamps to (0, 2).
	ds := module("dynamic_slice", []string{"tensor<4x4xi32>", "tensor<i64>", "tensor<i64>"}, "tensor<2x2xi32>", "slice_sizes = array<i64: 2, 2>")
	i64 := func(x int64) *Tensor { return &Tensor{DType: dtype.I64, I64: []int64{x}} }
	op := i32s([]int{4, 4}, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0)
	wantI32(t, run(t, ds, op, i64(-1), i64(3))[0], []int{2, 2}, 1, 1, 1, 1)
	wantI32(t, run(t, ds, op, i64(1), i64(1))[0], []int{2, 2}, 0, 1, 0, 0)
	// dynamic_update_slice spec example: start (-1, 3) clamps to (0, 2).
	dus := module("dynamic_update_slice", []string{"tensor<4x4xi32>", "tensor<2x2xi32>", "tensor<i32>", "tensor<i32>"}, "tensor<4x4xi32>", "")
	op = i32s([]int{4, 4}, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1)
	out := run(t, dus, op, i32s([]int{2, 2}, 1, 1, 1, 1), ScalarI32(-1), ScalarI32(3))
	wantI32(t, out[0], []int{4, 4}, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	if out[0] != op {
		t.Error("dynamic_update_slice of a returned argument did not run in place")
	}
	// Clamp at the far end: start 3 for a 2-row update of 4 rows is 2.
	op = i32s([]int{4, 4}, make([]int32, 16)...)
	out = run(t, dus, op, i32s([]int{2, 2}, 1, 2, 3, 4), ScalarI32(3), ScalarI32(0))
	wantI32(t, out[0], []int{4, 4}, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 4, 0, 0)
}

func TestDynamicUpdateSliceNotInPlace(t *testing.T) {
	// The operand is read after the update, so the update must copy.
	src := `func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<1xf32>, %arg2: tensor<i32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %0 = "stablehlo.dynamic_update_slice"(%arg0, %arg1, %arg2) : (tensor<3xf32>, tensor<1xf32>, tensor<i32>) -> tensor<3xf32>
  %1 = "stablehlo.add"(%arg0, %arg0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  "func.return"(%0, %1) : (tensor<3xf32>, tensor<3xf32>) -> ()
}`
	p, err := Compile(src)
	if err != nil {
		t.Fatal(err)
	}
	if d := p.Donated(); len(d) != 0 {
		t.Errorf("Donated() = %v", d)
	}
	a := f32s([]int{3}, 1, 2, 3)
	out, err := p.Run(context.Background(), []*Tensor{a, f32s([]int{1}, 9), ScalarI32(1)})
	if err != nil {
		t.Fatal(err)
	}
	wantF32(t, out[0], []int{3}, 1, 9, 3)
	wantF32(t, out[1], []int{3}, 2, 4, 6)
	wantF32(t, a, []int{3}, 1, 2, 3)
}

func TestGather(t *testing.T) {
	// Spec example (without batching dims): operand 3x4x2, indices 2x3x2.
	operand := make([]int32, 24)
	for i := range operand {
		operand[i] = int32(i + 1)
	}
	idx := i32s([]int{2, 3, 2}, 0, 0, 1, 0, 2, 1, 0, 1, 1, 1, 0, 2)
	attrs := "dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0], start_index_map = [1, 0], index_vector_dim = 2>, slice_sizes = array<i64: 1, 2, 2>, indices_are_sorted = false"
	src := module("gather", []string{"tensor<3x4x2xi32>", "tensor<2x3x2xi32>"}, "tensor<2x3x2x2xi32>", attrs)
	out := run(t, src, i32s([]int{3, 4, 2}, operand...), idx)
	wantI32(t, out[0], []int{2, 3, 2, 2},
		1, 2, 3, 4, 3, 4, 5, 6, 13, 14, 15, 16,
		9, 10, 11, 12, 11, 12, 13, 14, 17, 18, 19, 20)
	// Embedding rows from a bf16 table, indices clamped into range.
	table := NewBF16([]int{3, 2}, []uint16{1, 2, 3, 4, 5, 6})
	attrs = "dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>"
	src = module("gather", []string{"tensor<3x2xbf16>", "tensor<3x1xi32>"}, "tensor<3x2xbf16>", attrs)
	out = run(t, src, table, i32s([]int{3, 1}, 2, -4, 9))
	if !slices.Equal(out[0].U16, []uint16{5, 6, 1, 2, 5, 6}) {
		t.Errorf("embedding gather %v", out[0].U16)
	}
	// Batching dims (spec example shape, reduced): operand 2x3x2,
	// indices 2x2x1 with operand_batching_dims [0].
	attrs = "dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 2>"
	src = module("gather", []string{"tensor<2x3x2xi32>", "tensor<2x2x1xi32>"}, "tensor<2x2x2xi32>", attrs)
	out = run(t, src, i32s([]int{2, 3, 2}, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), i32s([]int{2, 2, 1}, 2, 0, 1, 1))
	wantI32(t, out[0], []int{2, 2, 2}, 5, 6, 1, 2, 9, 10, 9, 10)
}

func TestReduce(t *testing.T) {
	// Spec example: sum of [[0, 1, 2, 3, 4, 5]] over dimension 1.
	src := `func.func @main(%arg0: tensor<1x6xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
  %0 = "stablehlo.reduce"(%arg0, %arg1) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %1 = "stablehlo.add"(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "stablehlo.return"(%1) : (tensor<i32>) -> ()
  }) {dimensions = array<i64: 1>} : (tensor<1x6xi32>, tensor<i32>) -> tensor<1xi32>
  "func.return"(%0) : (tensor<1xi32>) -> ()
}`
	wantI32(t, run(t, src, i32s([]int{1, 6}, 0, 1, 2, 3, 4, 5), ScalarI32(0))[0], []int{1}, 15)
	// f32 fast paths over each dimension of a 2x3.
	x := f32s([]int{2, 3}, 1, 5, 3, 4, 2, 6)
	for _, tc := range []struct {
		op   string
		dim  string
		init float32
		want []float32
	}{
		{"add", "0", 0, []float32{5, 7, 9}},
		{"add", "1", 0, []float32{9, 12}},
		{"maximum", "1", float32(math.Inf(-1)), []float32{5, 6}},
		{"maximum", "0, 1", float32(math.Inf(-1)), []float32{6}},
		{"minimum", "0", float32(math.Inf(1)), []float32{1, 2, 3}},
	} {
		outShape := map[string]string{"0": "tensor<3xf32>", "1": "tensor<2xf32>", "0, 1": "tensor<f32>"}[tc.dim]
		src := `func.func @main(%arg0: tensor<2x3xf32>, %arg1: tensor<f32>) -> ` + outShape + ` {
  %0 = "stablehlo.reduce"(%arg0, %arg1) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %1 = "stablehlo.` + tc.op + `"(%a, %b) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: ` + tc.dim + `>} : (tensor<2x3xf32>, tensor<f32>) -> ` + outShape + `
  "func.return"(%0) : (` + outShape + `) -> ()
}`
		out := run(t, src, x, ScalarF32(tc.init))
		wantF32(t, out[0], out[0].Shape, tc.want...)
	}
}

// argmaxModule is the emitter's two-operand argmax reduce.
const argmaxModule = `module @argmax {
  func.func public @main(%arg0: tensor<6xf32>) -> tensor<i32> {
    %0 = "stablehlo.iota"() {iota_dimension = 0 : i64} : () -> tensor<6xi32>
    %1 = "stablehlo.constant"() {value = dense<0xFF800000> : tensor<f32>} : () -> tensor<f32>
    %2 = "stablehlo.constant"() {value = dense<0> : tensor<i32>} : () -> tensor<i32>
    %3:2 = "stablehlo.reduce"(%arg0, %0, %1, %2) ({
    ^bb0(%4: tensor<f32>, %5: tensor<i32>, %6: tensor<f32>, %7: tensor<i32>):
      %8 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %9 = "stablehlo.compare"(%4, %6) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %10 = "stablehlo.compare"(%5, %7) {comparison_direction = #stablehlo<comparison_direction LT>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %11 = "stablehlo.select"(%9, %10, %8) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %12 = "stablehlo.select"(%11, %4, %6) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %13 = "stablehlo.select"(%11, %5, %7) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%12, %13) : (tensor<f32>, tensor<i32>) -> ()
    }) {dimensions = array<i64: 0>} : (tensor<6xf32>, tensor<6xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
    "func.return"(%3#1) : (tensor<i32>) -> ()
  }
}`

func TestReduceArgmax(t *testing.T) {
	for _, tc := range []struct {
		x    []float32
		want int32
	}{
		{[]float32{1, 5, 3, 5, 2, 0}, 1},
		{[]float32{-1, -5, -3, -0.5, -2, -7}, 3},
		{[]float32{0, 0, 0, 0, 0, 9}, 5},
		{[]float32{float32(math.Inf(-1)), float32(math.Inf(-1)), -1e38, -1e38, -1e38, -1e38}, 2},
	} {
		wantI32(t, run(t, argmaxModule, f32s([]int{6}, tc.x...))[0], nil, tc.want)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct {
		src  string
		want string
	}{
		{"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = \"stablehlo.cholesky\"(%a) : (tensor<2xf32>) -> tensor<2xf32>\n  \"func.return\"(%0) : (tensor<2xf32>) -> ()\n}", "2:3: unsupported op stablehlo.cholesky"},
		{"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = \"stablehlo.add\"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n  \"func.return\"(%0) : (tensor<2xf32>) -> ()\n}", "2:28: stablehlo.add: undefined value %b"},
		{"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = \"stablehlo.add\"(%a, %a) : (tensor<3xf32>, tensor<2xf32>) -> tensor<2xf32>\n  \"func.return\"(%0) : (tensor<2xf32>) -> ()\n}", "operand 0 is tensor<2xf32> but the op's type says tensor<3xf32>"},
		{"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = \"stablehlo.add\"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>\n  \"func.return\"(%0) : (tensor<3xf32>) -> ()\n}", "2:3: stablehlo.add: operand and result types differ"},
		{"func.func @main(%a: tensor<2xf64>) -> tensor<2xf64> {\n  \"func.return\"(%a) : (tensor<2xf64>) -> ()\n}", "unsupported element type f64"},
		{"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = \"stablehlo.slice\"(%a) {start_indices = array<i64: 1>, limit_indices = array<i64: 3>, strides = array<i64: 1>} : (tensor<2xf32>) -> tensor<2xf32>\n  \"func.return\"(%0) : (tensor<2xf32>) -> ()\n}", "bad slice bounds"},
		{"func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n", "refexec: parse: 2:1: expected"},
	}
	for _, tc := range tests {
		_, err := Compile(tc.src)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("error %v, want %q", err, tc.want)
		}
	}
}

func TestRunChecks(t *testing.T) {
	p, err := Compile(module("add", []string{"tensor<2xf32>", "tensor<2xf32>"}, "tensor<2xf32>", ""))
	if err != nil {
		t.Fatal(err)
	}
	x := f32s([]int{2}, 1, 2)
	if _, err := p.Run(context.Background(), []*Tensor{x}); err == nil {
		t.Error("wrong argument count accepted")
	}
	if _, err := p.Run(context.Background(), []*Tensor{x, i32s([]int{2}, 1, 2)}); err == nil {
		t.Error("wrong argument type accepted")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.Run(ctx, []*Tensor{x, x}); err != context.Canceled {
		t.Errorf("cancelled Run: %v", err)
	}
	// Results are fresh each call: a second Run does not overwrite the first.
	a, _ := p.Run(context.Background(), []*Tensor{x, x})
	b, _ := p.Run(context.Background(), []*Tensor{x, f32s([]int{2}, 0, 0)})
	wantF32(t, a[0], []int{2}, 2, 4)
	wantF32(t, b[0], []int{2}, 1, 2)
	p.Close()
	if _, err := p.Run(context.Background(), []*Tensor{x, x}); err == nil {
		t.Error("Run after Close succeeded")
	}
}

func TestFromBytes(t *testing.T) {
	data := []byte{0x80, 0x3f, 0x00, 0xc0, 0, 0}
	bf, err := FromBytes(dtype.BF16, []int{3}, data)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(bf.Float32s(), []float32{1, -2, 0}) {
		t.Errorf("bf16 view %v", bf.Float32s())
	}
	f, err := FromBytes(dtype.F32, []int{1}, []byte{0, 0, 0x80, 0x3f})
	if err != nil || f.F32[0] != 1 {
		t.Errorf("f32 view %v %v", f, err)
	}
	if _, err := FromBytes(dtype.F32, []int{2}, data[:4]); err == nil {
		t.Error("short data accepted")
	}
}

// TestArgmaxFastPathMatchesBody runs the recognised argmax body (native
// fast path) and an equivalent body the recogniser does not match (the
// generic interpreter) on inputs with ties, NaNs and infinities.
func TestArgmaxFastPathMatchesBody(t *testing.T) {
	generic := strings.Replace(argmaxModule,
		`%11 = "stablehlo.select"(%9, %10, %8) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>`,
		`%20 = "stablehlo.select"(%9, %10, %8) : (tensor<i1>, tensor<i1>, tensor<i1>) -> tensor<i1>
      %21 = "stablehlo.not"(%20) : (tensor<i1>) -> tensor<i1>
      %11 = "stablehlo.not"(%21) : (tensor<i1>) -> tensor<i1>`, 1)
	fast, err := Compile(argmaxModule)
	if err != nil {
		t.Fatal(err)
	}
	slow, err := Compile(generic)
	if err != nil {
		t.Fatal(err)
	}
	if !isArgmaxBody(bodyOf(t, fast)) || isArgmaxBody(bodyOf(t, slow)) {
		t.Fatal("recogniser matched the wrong body")
	}
	pool := []float32{0, 1, -1, 2, float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1))}
	for trial := range 500 {
		x := make([]float32, 6)
		for i := range x {
			x[i] = pool[(trial*7+i*i*3+trial/7*i)%len(pool)]
		}
		a, err := fast.Run(context.Background(), []*Tensor{f32s([]int{6}, x...)})
		if err != nil {
			t.Fatal(err)
		}
		b, err := slow.Run(context.Background(), []*Tensor{f32s([]int{6}, x...)})
		if err != nil {
			t.Fatal(err)
		}
		if a[0].I32[0] != b[0].I32[0] {
			t.Fatalf("%v: fast %d, generic %d", x, a[0].I32[0], b[0].I32[0])
		}
	}
}

func bodyOf(t *testing.T, p *Program) *body {
	t.Helper()
	for _, s := range p.steps {
		if s.op.Name == "stablehlo.reduce" {
			bd, err := (&builder{names: map[string]*value{}, mm: p.mm}).region(s.op.Regions[0])
			if err != nil {
				t.Fatal(err)
			}
			return bd
		}
	}
	t.Fatal("no reduce")
	return nil
}

func TestSplatConstants(t *testing.T) {
	src := `func.func @main(%arg0: tensor<3xf32>, %arg1: tensor<3xi1>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xi1>) {
  %c = "stablehlo.constant"() {value = dense<2.0e+00> : tensor<3xf32>} : () -> tensor<3xf32>
  %0 = "stablehlo.multiply"(%arg0, %c) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %1 = "stablehlo.divide"(%c, %arg0) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %2 = "stablehlo.select"(%arg1, %c, %arg0) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %3 = "stablehlo.compare"(%arg0, %c) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  "func.return"(%0, %1, %2, %3) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xi1>) -> ()
}`
	p, err := Compile(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range p.values {
		if v.name == "c" && (!v.splat || len(v.konst.F32) != 1) {
			t.Errorf("splat %s materialised with %d elements", v.name, len(v.konst.F32))
		}
	}
	out, err := p.Run(context.Background(), []*Tensor{f32s([]int{3}, 1, 4, -1), NewBool([]int{3}, []bool{true, false, true})})
	if err != nil {
		t.Fatal(err)
	}
	wantF32(t, out[0], []int{3}, 2, 8, -2)
	wantF32(t, out[1], []int{3}, 2, 0.5, -2)
	wantF32(t, out[2], []int{3}, 2, 4, 2)
	wantBool(t, out[3], true, false, true)
	// Returned or read by an op without splat support: materialised.
	src = `func.func @main() -> (tensor<2xf32>, tensor<2xf32>) {
  %c = "stablehlo.constant"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %0 = "stablehlo.exponential"(%c) : (tensor<2xf32>) -> tensor<2xf32>
  "func.return"(%0, %c) : (tensor<2xf32>, tensor<2xf32>) -> ()
}`
	out = run(t, src)
	wantF32(t, out[0], []int{2}, 1, 1)
	wantF32(t, out[1], []int{2}, 0, 0)
}

// TestLargeElementwise covers the parallel paths of element-wise ops.
func TestLargeElementwise(t *testing.T) {
	const n = 100000
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i] = float32(i%1000) / 100
		y[i] = float32(i%7) - 3
	}
	ty := "tensor<100000xf32>"
	src := `func.func @main(%arg0: ` + ty + `, %arg1: ` + ty + `) -> (` + ty + `, ` + ty + `, ` + ty + `) {
  %c = "stablehlo.constant"() {value = dense<5.0e-01> : ` + ty + `} : () -> ` + ty + `
  %0 = "stablehlo.multiply"(%arg0, %arg1) : (` + ty + `, ` + ty + `) -> ` + ty + `
  %1 = "stablehlo.subtract"(%arg0, %c) : (` + ty + `, ` + ty + `) -> ` + ty + `
  %2 = "stablehlo.exponential"(%arg1) : (` + ty + `) -> ` + ty + `
  "func.return"(%0, %1, %2) : (` + ty + `, ` + ty + `, ` + ty + `) -> ()
}`
	out := run(t, src, f32s([]int{n}, x...), f32s([]int{n}, y...))
	for i := range n {
		if out[0].F32[i] != x[i]*y[i] || out[1].F32[i] != x[i]-0.5 || out[2].F32[i] != float32(math.Exp(float64(y[i]))) {
			t.Fatalf("element %d: %v %v %v", i, out[0].F32[i], out[1].F32[i], out[2].F32[i])
		}
	}
}

// TestBufferReuseScalarOperand guards the element-wise buffer reuse: a
// scalar operand that dies at the op must not share the result's buffer.
func TestBufferReuseScalarOperand(t *testing.T) {
	// %x, %t and %f stay live past the clamp and select, so the only dying
	// buffer of the right type is the scalar's.
	src := `func.func @main(%arg0: tensor<f32>, %arg1: tensor<4xf32>, %arg2: tensor<i1>) -> (tensor<4xf32>, tensor<4xi1>) {
  %lo = "stablehlo.negate"(%arg0) : (tensor<f32>) -> tensor<f32>
  %x = "stablehlo.add"(%arg1, %arg1) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %0 = "stablehlo.clamp"(%lo, %x, %arg0) : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  %p = "stablehlo.not"(%arg2) : (tensor<i1>) -> tensor<i1>
  %t = "stablehlo.compare"(%arg1, %arg1) {comparison_direction = #stablehlo<comparison_direction EQ>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %one = "stablehlo.constant"() {value = dense<1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  %f = "stablehlo.compare"(%arg1, %one) {comparison_direction = #stablehlo<comparison_direction LT>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %1 = "stablehlo.select"(%p, %t, %f) : (tensor<i1>, tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %2 = "stablehlo.multiply"(%0, %x) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = "stablehlo.or"(%t, %f) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %4 = "stablehlo.and"(%1, %3) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  "func.return"(%2, %4) : (tensor<4xf32>, tensor<4xi1>) -> ()
}`
	// Element 0 of each result differs from the scalar it would overwrite.
	out := run(t, src, ScalarF32(1), f32s([]int{4}, 0.25, -2, 0.5, 3), NewBool(nil, []bool{true}))
	wantF32(t, out[0], []int{4}, 0.25, 4, 1, 6)
	wantBool(t, out[1], true, true, true, false)
}

func TestMoreUnary(t *testing.T) {
	tests := []struct {
		op   string
		x    []float32
		want []float32
	}{
		{"sign", []float32{-2, 0, 3}, []float32{-1, 0, 1}},
		{"ceil", []float32{-0.5, 1.2, 2}, []float32{float32(math.Copysign(0, -1)), 2, 2}},
		{"round_nearest_even", []float32{0.5, 1.5, -2.5}, []float32{0, 2, -2}},
		{"round_nearest_afz", []float32{0.5, 1.5, -2.5}, []float32{1, 2, -3}},
		{"exponential_minus_one", []float32{0, 1e-10, 1}, []float32{0, 1e-10, float32(math.E - 1)}},
		{"log_plus_one", []float32{0, 1e-10, 1}, []float32{0, 1e-10, float32(math.Ln2)}},
		{"cbrt", []float32{8, -27, 0}, []float32{2, -3, 0}},
		{"tan", []float32{0, 1, -1}, []float32{0, float32(math.Tan(1)), float32(-math.Tan(1))}},
	}
	for _, tc := range tests {
		t.Run(tc.op, func(t *testing.T) {
			out := run(t, module(tc.op, []string{"tensor<3xf32>"}, "tensor<3xf32>", ""), f32s([]int{3}, tc.x...))
			wantF32(t, out[0], []int{3}, tc.want...)
		})
	}
	ty := "tensor<3xi32>"
	wantI32(t, run(t, module("not", []string{ty}, ty, ""), i32s([]int{3}, 0, -1, 5))[0], []int{3}, -1, 0, -6)
	wantI32(t, run(t, module("xor", []string{ty, ty}, ty, ""), i32s([]int{3}, 12, -1, 5), i32s([]int{3}, 10, 1, 5))[0], []int{3}, 6, -2, 0)
	wantI32(t, run(t, module("abs", []string{ty}, ty, ""), i32s([]int{3}, -3, math.MinInt32, 4))[0], []int{3}, 3, math.MinInt32, 4)
	wantI32(t, run(t, module("sign", []string{ty}, ty, ""), i32s([]int{3}, -3, 0, 4))[0], []int{3}, -1, 0, 1)
	f := "tensor<2xf32>"
	wantF32(t, run(t, module("atan2", []string{f, f}, f, ""), f32s([]int{2}, 1, 0), f32s([]int{2}, 1, -1))[0], []int{2}, math.Pi/4, math.Pi)
	wantF32(t, run(t, module("remainder", []string{f, f}, f, ""), f32s([]int{2}, 5.5, -5.5), f32s([]int{2}, 2, 2))[0], []int{2}, 1.5, -1.5)
	// bf16 element-wise ops round once to bf16: 1 + 2^-8 is a tie to 1.
	b := "tensor<1xbf16>"
	out := run(t, module("add", []string{b, b}, b, ""), NewBF16([]int{1}, []uint16{0x3F80}), NewBF16([]int{1}, []uint16{0x3B80}))
	if out[0].U16[0] != 0x3F80 {
		t.Errorf("bf16 1 + 2^-8 = %#x, want 0x3f80", out[0].U16[0])
	}
}

// TestGatherSpecBatching is the StableHLO spec's gather example, which
// has operand batching dims and i64 indices (one clamped: [0, 9]).
func TestGatherSpecBatching(t *testing.T) {
	operand := make([]int32, 48)
	for i := range operand {
		operand[i] = int32(i + 1)
	}
	idx := &Tensor{DType: dtype.I64, Shape: []int{2, 2, 3, 2}, I64: []int64{
		0, 0, 1, 0, 2, 1,
		0, 1, 1, 1, 0, 9,
		0, 0, 2, 1, 2, 2,
		1, 2, 0, 1, 1, 0,
	}}
	attrs := "dimension_numbers = #stablehlo.gather<offset_dims = [3, 4], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [1], start_index_map = [2, 1], index_vector_dim = 3>, slice_sizes = array<i64: 1, 1, 2, 2>, indices_are_sorted = false"
	src := module("gather", []string{"tensor<2x3x4x2xi32>", "tensor<2x2x3x2xi64>"}, "tensor<2x2x3x2x2xi32>", attrs)
	out := run(t, src, i32s([]int{2, 3, 4, 2}, operand...), idx)
	wantI32(t, out[0], []int{2, 2, 3, 2, 2},
		1, 2, 3, 4, 3, 4, 5, 6, 13, 14, 15, 16,
		33, 34, 35, 36, 35, 36, 37, 38, 41, 42, 43, 44,
		1, 2, 3, 4, 13, 14, 15, 16, 21, 22, 23, 24,
		43, 44, 45, 46, 33, 34, 35, 36, 27, 28, 29, 30)
}

// TestExpF32MatchesGeneric checks the fast exponential, the vector loop
// and the scalar shortcut, against the generic float64 path at and around
// the underflow cut.
func TestExpF32MatchesGeneric(t *testing.T) {
	xs := []float32{-1e30, -200, -104.5, -104, -103.9, -103.3, -87.3, -1, 0, 1, 88.7, 89, float32(math.Inf(-1)), float32(math.Inf(1))}
	got := make([]float32, len(xs))
	f32Unary["stablehlo.exponential"](got, xs)
	for i, x := range xs {
		if math.Float32bits(exp32(x)) != math.Float32bits(got[i]) {
			t.Errorf("exp32(%g) = %g, the loop gives %g", x, exp32(x), got[i])
		}
		want := float32(math.Exp(float64(x)))
		if math.Float32bits(got[i]) != math.Float32bits(want) {
			t.Errorf("exp(%g) = %g, want %g", x, got[i], want)
		}
	}
}

// TestMaxRowMatchesFmax checks the inlined row maximum against fmax, the
// definition every other reduce path uses.
func TestMaxRowMatchesFmax(t *testing.T) {
	nan := float32(math.NaN())
	negZero := float32(math.Copysign(0, -1))
	rows := [][]float32{
		{1, 3, 2}, {-5, -2, -9}, {negZero, 0}, {0, negZero}, {1, nan, 5}, {nan}, {float32(math.Inf(-1)), -1e30},
	}
	for _, init := range []float32{float32(math.Inf(-1)), negZero, 0, nan} {
		for _, row := range rows {
			want := init
			for _, e := range row {
				want = float32(fmax(float64(want), float64(e)))
			}
			got := maxRow(init, row)
			if math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
				t.Errorf("maxRow(%g, %v) = %g, want %g", init, row, got, want)
			}
		}
	}
}

// TestCopyStridedFill checks the innermost-broadcast fast path of
// copyStrided against an element loop, for row lengths around the
// doubling copies' powers of two.
func TestCopyStridedFill(t *testing.T) {
	for _, inner := range []int{0, 1, 2, 3, 4, 5, 7, 8, 9, 17, 64, 100} {
		shape := []int{3, 2, inner}
		src := []int32{10, 11, 12, 13, 14, 15}
		sstr := []int{2, 1, 0}
		dst := make([]int32, 3*2*inner)
		copyStrided(dst, 0, stridesOf(shape), src, 0, sstr, shape)
		for i := range 3 {
			for j := range 2 {
				for k := range inner {
					if got, want := dst[(i*2+j)*inner+k], src[i*2+j]; got != want {
						t.Fatalf("inner %d: dst[%d][%d][%d] = %d, want %d", inner, i, j, k, got, want)
					}
				}
			}
		}
	}
}
