package kernel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
)

// TestMatMulTQ8AMX checks the AMX tiles bit for bit against q8Want, for
// q4 and int8 weights, on shapes that exercise a partial last block of x rows, panels left over
// for the VNNI kernels, both row lengths of Llama-3.2-1B, and NaN and
// zero groups; and that sibling products share one layout of x.
func TestMatMulTQ8AMX(t *testing.T) {
	if !haveQ8AMX {
		t.Skip("this CPU (or OS) offers no AMX-INT8 tiles; the path is untested here")
	}
	p := NewPool(3)
	defer p.Close()
	r := rand.New(rand.NewPCG(10, 11))
	for _, s := range []struct {
		m, k, n int
		wdt     dtype.DType
	}{
		{32, 1024, 16, dtype.I4}, {33, 1024, 40, dtype.I4}, {50, 2048, 100, dtype.I4}, {47, 3072, 48, dtype.I4}, {40, 8192, 36, dtype.I4},
		{32, 1024, 16, dtype.I8}, {33, 1024, 40, dtype.I8}, {50, 2048, 100, dtype.I8}, {40, 8192, 36, dtype.I8},
	} {
		if sparseSweeps() && s.k > 2048 {
			continue // longer rows only run the same loops over more groups
		}
		t.Run(fmt.Sprintf("%v/%dx%dx%d", s.wdt, s.m, s.k, s.n), func(t *testing.T) {
			x := randF32(r, s.m*s.k)
			for i := range x {
				x[i] *= float32(1 + r.IntN(4))
			}
			clear(x[32:64])
			x[s.k+r.IntN(s.k)] = float32(math.NaN())
			w, _ := randQuant(r, s.wdt, s.n, s.k)
			w2, _ := randQuant(r, s.wdt, 32, s.k)
			dst, dst2 := make([]float32, s.m*s.n), make([]float32, s.m*32)
			p.matMulTsQ8(x, s.m, s.k, []Product{{Dst: dst, W: w, N: s.n}, {Dst: dst2, W: w2, N: 32}}, avx512, true, true)
			for _, c := range []struct {
				dst []float32
				w   Weights
				n   int
			}{{dst, w, s.n}, {dst2, w2, 32}} {
				for i := range s.m * c.n {
					want := q8Want(x[i/c.n*s.k:(i/c.n+1)*s.k], c.w, i%c.n, s.k, avx512)
					if got := c.dst[i]; got != want && !(got != got && want != want) {
						t.Fatalf("n=%d output %d (row %d, column %d): %v, want %v", c.n, i, i/c.n, i%c.n, got, want)
					}
				}
			}
		})
	}
}
