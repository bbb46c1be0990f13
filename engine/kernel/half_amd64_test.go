//go:build amd64 && !purego

package kernel

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"xlachat/engine/dtype"
)

// TestDotRows16Half holds dotRows16HalfAVX512 to dotRows16F32AVX512 on the
// widened rows, bit for bit, for bf16 and f16, every m the decode sweep
// gives it, several k16, rows at odd offsets and strides, and prefetches
// on and off; columns past the 16 of each output row stay untouched.
func TestDotRows16Half(t *testing.T) {
	if !haveAVX512 {
		t.Skip("no AVX-512")
	}
	r := rand.New(rand.NewPCG(41, 42))
	for _, dt := range []dtype.DType{dtype.BF16, dtype.F16} {
		for m := 1; m <= 7; m++ {
			for _, k16 := range []int{1, 2, 4, 5, 16} {
				for _, pf := range []int{0, 16} {
					name := fmt.Sprintf("%v_m%d_k16%d_pf%d", dt, m, k16, pf)
					k, ldx := 16*k16, 16*k16+3
					x := randF32(r, m*ldx)
					h, f := randHalf(r, dt, layoutShared, 1, 16, k, 5)
					got, want := outMat(1, m, 16), outMat(1, m, 16)
					dotRows16F32AVX512(&x[0], ldx, m, &f.Data[f.Off], f.Row, k16, &want.Data[want.Off], want.Row, pf)
					dotRows16HalfAVX512(&x[0], ldx, m, &h.Data[h.Off], h.Row, k16, &got.Data[got.Off], got.Row, pf, dt == dtype.F16)
					if i, ok := sameBits(got.Data, want.Data); !ok {
						t.Fatalf("%s: dst[%d] = %v, want %v", name, i, got.Data[i], want.Data[i])
					}
					if !untouched(got, 1, m, 16) {
						t.Fatalf("%s: outputs past 16 written", name)
					}
				}
			}
		}
	}
}

// TestAxpyRowsHalf holds axpyRowsHalf (all of its kernels) to axpyRows on
// the widened b, bit for bit, for bf16 and f16: on AVX-512 every m below
// the panel threshold and every column count up to 64, on AVX2 those
// halfQuadsAVX2 takes; chains continued from nonzero c and k from 0.
// Columns past nc stay untouched.
func TestAxpyRowsHalf(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(43, 44))
	for _, lv := range paths() {
		if !lv.x86() {
			continue
		}
		testAxpyRowsHalf(t, r, lv)
	}
}

func testAxpyRowsHalf(t *testing.T, r *rand.Rand, lv level) {
	for _, dt := range []dtype.DType{dtype.BF16, dtype.F16} {
		for m := 1; m < panelMinRows; m++ {
			for nc := 1; nc <= 64; nc++ {
				if lv == avx2 && !halfQuadsAVX2(lv, m, nc) {
					continue
				}
				for _, k := range []int{0, 1, 5, 16} {
					name := fmt.Sprintf("%v_%v_m%d_nc%d_k%d", lv, dt, m, nc, k)
					lda := k + 2
					a := randF32(r, m*lda+1)
					h, f := randHalf(r, dt, layoutShared, 1, max(k, 1), nc, 3)
					got, want := outMat(1, m, nc), outMat(1, m, nc)
					for i := range m {
						for j := range nc {
							v := float32(r.NormFloat64())
							got.Data[got.Off+i*got.Row+j] = v
							want.Data[want.Off+i*want.Row+j] = v
						}
					}
					axpyRows(want.Data[want.Off:], want.Row, m, nc, a, lda, k, f.Data, f.Off, f.Row, 16, lv)
					axpyRowsHalf(got.Data[got.Off:], got.Row, m, nc, a, lda, k, h, h.Off, 16, lv)
					if i, ok := sameBits(got.Data, want.Data); !ok {
						t.Fatalf("%s: c[%d] = %v, want %v", name, i, got.Data[i], want.Data[i])
					}
					if !untouched(got, 1, m, nc) {
						t.Fatalf("%s: columns past nc written", name)
					}
				}
			}
		}
	}
}
