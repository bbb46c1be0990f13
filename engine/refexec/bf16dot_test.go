package refexec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
)

// bf16Module is the bf16 compute pattern the emitter writes: x (f32 m×k)
// converted to bf16 once and read by two products with weights of type
// wdt (converted to bf16 unless they are bf16), each with an f32 result.
func bf16Module(m, k, n1, n2 int, wdt dtype.DType) string {
	xt, xb := fmt.Sprintf("tensor<%dx%dxf32>", m, k), fmt.Sprintf("tensor<%dx%dxbf16>", m, k)
	wt := func(n int, dt dtype.DType) string { return fmt.Sprintf("tensor<%dx%dx%v>", n, k, dt) }
	ot := func(n int) string { return fmt.Sprintf("tensor<%dx%dxf32>", m, n) }
	attrs := "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>"
	src := fmt.Sprintf("func.func @main(%%x: %s, %%w1: %s, %%w2: %s) -> (%s, %s) {\n", xt, wt(n1, wdt), wt(n2, wdt), ot(n1), ot(n2))
	src += fmt.Sprintf("  %%xb = \"stablehlo.convert\"(%%x) : (%s) -> %s\n", xt, xb)
	for i, n := range []int{n1, n2} {
		w := fmt.Sprintf("%%w%d", i+1)
		if wdt != dtype.BF16 {
			src += fmt.Sprintf("  %%c%d = \"stablehlo.convert\"(%s) : (%s) -> %s\n", i, w, wt(n, wdt), wt(n, dtype.BF16))
			w = fmt.Sprintf("%%c%d", i)
		}
		src += fmt.Sprintf("  %%o%d = \"stablehlo.dot_general\"(%%xb, %s) {%s} : (%s, %s) -> %s\n", i, w, attrs, xb, wt(n, dtype.BF16), ot(n))
	}
	return src + fmt.Sprintf("  \"func.return\"(%%o0, %%o1) : (%s, %s) -> ()\n}", ot(n1), ot(n2))
}

// TestBF16Products checks the bf16 compute pattern against the kernel's
// bf16 product bit for bit, for every weight dtype, alone and as siblings,
// and that no convert is materialised.
func TestBF16Products(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, wdt := range []dtype.DType{dtype.BF16, dtype.F32, dtype.F16} {
		for _, m := range []int{1, 5, 12} {
			t.Run(fmt.Sprintf("%v/m%d", wdt, m), func(t *testing.T) {
				k, n1, n2 := 64, 24, 10
				src := bf16Module(m, k, n1, n2, wdt)
				x := randTensor(r, dtype.F32, []int{m, k})
				w1, w2 := randTensor(r, wdt, []int{n1, k}), randTensor(r, wdt, []int{n2, k})
				for _, fuse := range []bool{true, false} {
					p, err := compile(src, Options{}, fuse)
					if err != nil {
						t.Fatal(err)
					}
					for _, v := range p.values {
						if v.dt == dtype.BF16 && v.storage != nil && v.storage.kind == stTemp && v.storage.root == v {
							t.Errorf("fuse %v: %s is materialised", fuse, v.name)
						}
					}
					out, err := p.Run(t.Context(), []*Tensor{x, w1, w2})
					p.Close()
					if err != nil {
						t.Fatal(err)
					}
					pool := kernel.NewPool(1)
					for i, w := range []*Tensor{w1, w2} {
						n := w.Shape[0]
						want := make([]float32, m*n)
						pool.MatMulTBF16(want, operandWeights(x, m*k), m, k, operandWeights(w, n*k), n)
						for j := range want {
							if math.Float32bits(out[i].F32[j]) != math.Float32bits(want[j]) {
								t.Fatalf("fuse %v, product %d, element %d: %v, kernel %v", fuse, i, j, out[i].F32[j], want[j])
							}
						}
					}
					pool.Close()
				}
			})
		}
	}
}

// TestBF16BatchedProduct checks a bf16 product in a layout the kernel's
// bf16 products do not take (a batch dimension): it reads the rounded
// operands, and sums their exact products in f32.
func TestBF16BatchedProduct(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	l, rt := randTensor(r, dtype.F32, []int{3, 4, 40}), randTensor(r, dtype.F32, []int{3, 5, 40})
	src := `func.func @main(%a: tensor<3x4x40xf32>, %b: tensor<3x5x40xf32>) -> tensor<3x4x5xf32> {
  %ab = "stablehlo.convert"(%a) : (tensor<3x4x40xf32>) -> tensor<3x4x40xbf16>
  %bb = "stablehlo.convert"(%b) : (tensor<3x5x40xf32>) -> tensor<3x5x40xbf16>
  %0 = "stablehlo.dot_general"(%ab, %bb) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>} : (tensor<3x4x40xbf16>, tensor<3x5x40xbf16>) -> tensor<3x4x5xf32>
  "func.return"(%0) : (tensor<3x4x5xf32>) -> ()
}`
	out := run(t, src, l, rt)[0]
	round := func(t *Tensor) *Tensor {
		c := NewTensor(dtype.F32, t.Shape)
		for i, v := range t.F32 {
			c.F32[i] = dtype.BF16ToFloat32(dtype.RoundBF16(v))
		}
		return c
	}
	_, want := naiveDot(round(l), round(rt), []int{0}, []int{0}, []int{2}, []int{2})
	for i, w := range want {
		if math.Abs(float64(out.F32[i])-w) > 1e-5*(1+math.Abs(w)) {
			t.Fatalf("element %d: %v, want %v", i, out.F32[i], w)
		}
	}
}
