package kernel

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
)

// TestMatMulTBF16AMX checks bf16 compute on the AMX tiles: against the
// exact sums of the rounded operands, within f32's error bound, for
// every weight dtype and shapes around the tiles' edges (x blocks of 16
// and pairs of them, groups of 32 columns and the columns left over);
// and exactly where every sum is an integer small enough to be exact in
// any order, which a misplaced element would not give.
func TestMatMulTBF16AMX(t *testing.T) {
	if !haveBF16AMX {
		t.Skip("needs AMX-BF16")
	}
	r := rand.New(rand.NewPCG(7, 8))
	shapes := []struct{ m, k, n int }{
		{4, 64, 32}, {6, 2048, 64}, {13, 96, 45}, {32, 32, 32}, {33, 64, 40}, {48, 96, 64}, {50, 2048, 70}, {64, 128, 33}, {47, 8192, 32}, {100, 1024, 100},
	}
	differ := 0
	for _, s := range shapes {
		for _, wdt := range []dtype.DType{dtype.BF16, dtype.F32, dtype.I8, dtype.I4} {
			t.Run(fmt.Sprintf("%dx%dx%d/%v", s.m, s.k, s.n, wdt), func(t *testing.T) {
				x := randF32(r, s.m*s.k)
				var w Weights
				var wf []float32
				switch wdt {
				case dtype.I8, dtype.I4:
					w, wf = randQuant(r, wdt, s.n, s.k)
				default:
					w, wf = randWeights(r, wdt, s.n*s.k)
				}
				if wdt == dtype.F32 {
					wf = w.F32
				}
				ref, abs := refBF16(x, s.m, s.k, wf, s.n)
				got, exact := amxAndExact(x, s.m, s.k, w, s.n)
				for i, v := range got {
					checkClose(t, v, ref[i], abs[i], s.k, "element %d", i)
					if v != exact[i] {
						differ++
					}
				}
			})
		}
	}
	// The tiles round in an order of their own; had every output matched
	// the one order's, the products would not have run on them.
	if differ == 0 {
		t.Error("every output equals the one order's")
	}

	t.Run("integers", func(t *testing.T) {
		const m, k, n = 50, 4096, 72
		x := make([]float32, m*k)
		for i := range x {
			x[i] = float32(r.IntN(15) - 7)
		}
		u := make([]uint16, n*k)
		wf := make([]float32, n*k)
		for i := range u {
			wf[i] = float32(r.IntN(15) - 7)
			u[i] = dtype.RoundBF16(wf[i])
		}
		got, _ := amxAndExact(x, m, k, Weights{DType: dtype.BF16, U16: u}, n)
		want, _ := naiveT(x, m, k, wf, n)
		for i, v := range got {
			if float64(v) != want[i] {
				t.Fatalf("element %d (row %d, column %d) is %v, want %v", i, i/n, i%n, v, want[i])
			}
		}
	})
}

// amxAndExact is a product in bf16 compute on the tiles, and the same
// product in the one order.
func amxAndExact(x []float32, m, k int, w Weights, n int) (amx, exact []float32) {
	p := NewPool(2)
	defer p.Close()
	xw := Weights{DType: dtype.F32, F32: x}
	exact = make([]float32, m*n)
	p.MatMulTBF16(exact, xw, m, k, w, n)
	p.SetBF16Tiles(true)
	amx = make([]float32, m*n)
	p.MatMulTBF16(amx, xw, m, k, w, n)
	return amx, exact
}
