package refexec

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"xlachat/engine/dtype"
)

func TestDotGeneralSpecExample(t *testing.T) {
	attrs := "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>"
	src := module("dot_general", []string{"tensor<2x2x2xf32>", "tensor<2x2x2xf32>"}, "tensor<2x2x2xf32>", attrs)
	out := run(t, src, f32s([]int{2, 2, 2}, 1, 2, 3, 4, 5, 6, 7, 8), f32s([]int{2, 2, 2}, 1, 0, 0, 1, 1, 0, 0, 1))
	wantF32(t, out[0], []int{2, 2, 2}, 1, 2, 3, 4, 5, 6, 7, 8)
}

// naiveDot is dot_general by its definition, in float64.
func naiveDot(l, r *Tensor, lb, rb, lc, rc []int) ([]int, []float64) {
	lf, rf := freeDimsOf(len(l.Shape), lb, lc), freeDimsOf(len(r.Shape), rb, rc)
	var shape []int
	for _, d := range lb {
		shape = append(shape, l.Shape[d])
	}
	for _, d := range lf {
		shape = append(shape, l.Shape[d])
	}
	for _, d := range rf {
		shape = append(shape, r.Shape[d])
	}
	var cshape []int
	for _, d := range lc {
		cshape = append(cshape, l.Shape[d])
	}
	out := make([]float64, numElements(shape))
	oi, ci := make([]int, len(shape)), make([]int, len(cshape))
	li, ri := make([]int, len(l.Shape)), make([]int, len(r.Shape))
	ls, rs := stridesOf(l.Shape), stridesOf(r.Shape)
	for o := range out {
		unravel(o, shape, oi)
		for i := range lb {
			li[lb[i]], ri[rb[i]] = oi[i], oi[i]
		}
		for i, d := range lf {
			li[d] = oi[len(lb)+i]
		}
		for i, d := range rf {
			ri[d] = oi[len(lb)+len(lf)+i]
		}
		var s float64
		for c := range numElements(cshape) {
			unravel(c, cshape, ci)
			for i := range lc {
				li[lc[i]], ri[rc[i]] = ci[i], ci[i]
			}
			s += float64(l.floatAt(dotOffset(li, ls))) * float64(r.floatAt(dotOffset(ri, rs)))
		}
		out[o] = s
	}
	return shape, out
}

func typeOf(t *Tensor) string {
	var b strings.Builder
	b.WriteString("tensor<")
	for _, d := range t.Shape {
		fmt.Fprintf(&b, "%dx", d)
	}
	return b.String() + t.DType.String() + ">"
}

func randTensor(rng *rand.Rand, dt dtype.DType, shape []int) *Tensor {
	t := NewTensor(dt, shape)
	for i := range t.dataLen() {
		setF(t, i, rng.Float64()*2-1)
	}
	return t
}

func list(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// TestDotGeneralLayouts checks dot_general against the definition for the
// layouts the emitter uses (weights [n,k], attention with batch dims in the
// middle, rhs contracting on its leading dim) and for layouts that need a
// canonical copy, with f32 and bf16/f16 (lazily converted) right operands.
func TestDotGeneralLayouts(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	tests := []struct {
		ls, rs         []int
		lb, rb, lc, rc []int
	}{
		{[]int{3, 40}, []int{70, 40}, nil, nil, []int{1}, []int{1}},                    // x·Wᵀ
		{[]int{1, 40}, []int{200, 40}, nil, nil, []int{1}, []int{1}},                   // decode, parallel
		{[]int{4, 2, 2, 4}, []int{16, 2, 4}, []int{1}, []int{1}, []int{3}, []int{2}},   // scores
		{[]int{2, 4, 2, 16}, []int{16, 2, 4}, []int{0}, []int{1}, []int{3}, []int{0}},  // probs·V
		{[]int{5, 3}, []int{5, 4}, nil, nil, []int{0}, []int{0}},                       // lhs needs a copy
		{[]int{2, 3, 4}, []int{4, 3, 2}, []int{0}, []int{2}, []int{1, 2}, []int{1, 0}}, // scattered dims
		{[]int{3}, []int{3}, nil, nil, []int{0}, []int{0}},                             // inner product
		{[]int{2, 3}, []int{4}, nil, nil, nil, nil},                                    // outer product
		{[]int{6, 64, 2}, []int{300, 2, 64}, nil, nil, []int{1, 2}, []int{2, 1}},       // two contracting dims
	}
	for i, tc := range tests {
		for _, rdt := range []dtype.DType{dtype.F32, dtype.BF16, dtype.F16} {
			t.Run(fmt.Sprintf("%d/%v", i, rdt), func(t *testing.T) {
				l := randTensor(rng, dtype.F32, tc.ls)
				r := randTensor(rng, rdt, tc.rs)
				shape, want := naiveDot(l, r, tc.lb, tc.rb, tc.lc, tc.rc)
				outT := typeOf(&Tensor{DType: dtype.F32, Shape: shape})
				rT32 := typeOf(&Tensor{DType: dtype.F32, Shape: tc.rs})
				attrs := fmt.Sprintf("dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = %s, rhs_batching_dimensions = %s, lhs_contracting_dimensions = %s, rhs_contracting_dimensions = %s>", list(tc.lb), list(tc.rb), list(tc.lc), list(tc.rc))
				rhs := "%arg1"
				conv := ""
				if rdt != dtype.F32 {
					conv = fmt.Sprintf("  %%c = \"stablehlo.convert\"(%%arg1) : (%s) -> %s\n", typeOf(r), rT32)
					rhs = "%c"
				}
				src := fmt.Sprintf("func.func @main(%%arg0: %s, %%arg1: %s) -> %s {\n%s  %%0 = \"stablehlo.dot_general\"(%%arg0, %s) {%s} : (%s, %s) -> %s\n  \"func.return\"(%%0) : (%s) -> ()\n}",
					typeOf(l), typeOf(r), outT, conv, rhs, attrs, typeOf(l), rT32, outT, outT)
				p, err := Compile(src)
				if err != nil {
					t.Fatal(err)
				}
				if rdt != dtype.F32 && !p.values[2].lazy {
					t.Error("convert feeding dot_general was materialised")
				}
				out := run(t, src, l, r)[0]
				if !slices.Equal(out.Shape, shape) {
					t.Fatalf("shape %v, want %v", out.Shape, shape)
				}
				for j, w := range want {
					if math.Abs(float64(out.F32[j])-w) > 1e-5*(1+math.Abs(w))*math.Sqrt(float64(len(want))) {
						t.Fatalf("element %d: %v, want %v", j, out.F32[j], w)
					}
				}
			})
		}
	}
}
