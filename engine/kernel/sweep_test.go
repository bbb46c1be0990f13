package kernel

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
)

// TestInterleavedSweep checks the sweep schedule for batch matrices that
// interleave row by row (a slot-major KV cache) against the per-output
// arithmetic it must keep: every MatMulTBatched output is the canonical dot
// product and every MatMulBatched output the single FMA chain of one
// axpyRow call, bit for bit, whatever the pool size. The sizes cover
// partial blocks, partial groups of 16 and 4, k tails and several column
// blocks.
func TestInterleavedSweep(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	cases := []struct{ batch, m, k, n, pad int }{
		{8, 4, 64, 2048, 0}, // Llama-3.2-1B decode
		{8, 1, 64, 100, 0},
		{2, 3, 16, 33, 5},
		{3, 5, 17, 47, 1},
		{4, 7, 100, 16, 3},
		{5, 2, 15, 9, 0},
		{2, 6, 64, 130, 2},
		{3, 4, 300, 31, 4},
		{2, 9, 64, 40, 1}, // AVX2 sweeps at any m: it has no panels
	}
	var pools []*Pool
	for _, w := range poolSizes() {
		pools = append(pools, NewPool(w))
	}
	defer func() {
		for _, p := range pools {
			p.Close()
		}
	}()
	for _, c := range cases {
		// Each row of the cache holds every batch's k (or n) values, pad
		// apart, then pad more: Batch < Row.
		name := fmt.Sprintf("b%d_m%d_k%d_n%d", c.batch, c.m, c.k, c.n)
		kRow, vRow := c.batch*(c.k+c.pad)+c.pad, c.batch*(c.n+c.pad)+c.pad
		kc := Mat{Data: randF32(r, c.n*kRow+3), Off: 3, Batch: c.k + c.pad, Row: kRow}
		vc := Mat{Data: randF32(r, c.k*vRow+1), Off: 1, Batch: c.n + c.pad, Row: vRow}
		x := Mat{Data: randF32(r, c.batch*c.m*c.k), Batch: c.m * c.k, Row: c.k}
		a := Mat{Data: randF32(r, c.batch*c.m*c.k), Batch: c.m * c.k, Row: c.k}
		for _, lv := range paths() {
			wantS, wantO := sweepRefs(c.batch, c.m, c.k, c.n, x, kc, a, vc, lv)
			for _, p := range pools {
				s := Mat{Data: make([]float32, c.batch*c.m*c.n), Batch: c.m * c.n, Row: c.n}
				o := Mat{Data: make([]float32, c.batch*c.m*c.n), Batch: c.m * c.n, Row: c.n}
				p.matMulTBatched(c.batch, c.m, c.k, c.n, s, x, kc, lv)
				p.matMulBatched(c.batch, c.m, c.k, c.n, o, a, vc, lv)
				for i := range wantS {
					if s.Data[i] != wantS[i] {
						t.Fatalf("%s %s workers=%d: scores[%d] = %v, want %v", name, lv, p.Workers(), i, s.Data[i], wantS[i])
					}
					if o.Data[i] != wantO[i] {
						t.Fatalf("%s %s workers=%d: values[%d] = %v, want %v", name, lv, p.Workers(), i, o.Data[i], wantO[i])
					}
				}
			}
		}
	}
}

// sweepRefs computes the products of TestInterleavedSweep one output (one
// row of outputs for MatMulBatched) at a time.
func sweepRefs(batch, m, k, n int, x, kc, a, vc Mat, lv level) (scores, values []float32) {
	scores = make([]float32, batch*m*n)
	values = make([]float32, batch*m*n)
	w := Weights{DType: dtype.F32, F32: kc.Data}
	width := axpyWidth(lv)
	for b := range batch {
		for i := range m {
			xr := x.Data[b*x.Batch+i*x.Row:][:k]
			ar := a.Data[b*a.Batch+i*a.Row:][:k]
			for j := range n {
				scores[(b*m+i)*n+j] = dotW(xr, w, kc.Off+b*kc.Batch+j*kc.Row, lv)
			}
			for j0 := 0; j0 < n; j0 += width {
				c := values[(b*m+i)*n+j0 : (b*m+i)*n+min(n, j0+width)]
				axpyRow(c, ar, vc.Data, vc.Off+b*vc.Batch+j0, vc.Row, lv)
			}
		}
	}
	return scores, values
}
