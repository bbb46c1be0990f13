package kernel

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// TestSelectScaleMaxPaths checks the assembly against the scalar loop bit
// for bit, with NaNs, infinities, signed zeros, every tail length and a
// mask of one value (stride 0).
func TestSelectScaleMaxPaths(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	special := []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 1e-40}
	for _, n := range []int{0, 1, 15, 16, 17, 33, 100} {
		for _, withSpecial := range []bool{false, true} {
			for _, scaled := range []bool{false, true} {
				raw := make([]float32, n)
				mask := make([]bool, n)
				for i := range raw {
					raw[i] = float32(r.NormFloat64() * 4)
					if withSpecial && r.IntN(4) == 0 {
						raw[i] = special[r.IntN(len(special))]
					}
					mask[i] = r.IntN(3) > 0
				}
				for stride := range 2 { // 0: one mask value for all
					name := fmt.Sprintf("n=%d special=%v scaled=%v stride=%d", n, withSpecial, scaled, stride)
					fill, init := float32(math.Inf(-1)), float32(math.Inf(-1))
					want := make([]float32, n)
					wm, wnan := selectScaleMax(want, raw, mask, stride, scaled, 0.125, fill, init, portable)
					for _, lv := range paths() {
						got := make([]float32, n)
						m, nan := selectScaleMax(got, raw, mask, stride, scaled, 0.125, fill, init, lv)
						for i := range got {
							if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
								t.Fatalf("%s %v: out[%d] = %v, want %v", name, lv, i, got[i], want[i])
							}
						}
						if nan != wnan {
							t.Fatalf("%s %v: nan %v, want %v", name, lv, nan, wnan)
						}
						if !wnan && wm != 0 && math.Float32bits(m) != math.Float32bits(wm) {
							t.Fatalf("%s %v: max %v, want %v", name, lv, m, wm)
						}
					}
				}
			}
		}
	}
}

// TestDivF32Paths checks the vector division against the scalar one.
func TestDivF32Paths(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	for _, n := range []int{0, 5, 16, 47} {
		x := make([]float32, n)
		for i := range x {
			x[i] = float32(r.ExpFloat64())
		}
		for _, d := range []float32{3, 1e-30, float32(math.Inf(1))} {
			want := append([]float32(nil), x...)
			divF32(want, d, portable)
			for _, lv := range paths() {
				got := append([]float32(nil), x...)
				divF32(got, d, lv)
				for i := range got {
					if math.Float32bits(got[i]) != math.Float32bits(want[i]) {
						t.Fatalf("n=%d d=%v %v: [%d] = %v, want %v", n, d, lv, i, got[i], want[i])
					}
				}
			}
		}
	}
}
