//go:build !purego

package kernel

import (
	"fmt"
	"math/rand/v2"
	"syscall"
	"testing"
	"unsafe"

	"xlachat/engine/dtype"
)

// guardedU16 returns n uint16s that end where an unreadable page begins,
// and a function that unmaps them.
func guardedU16(t *testing.T, n int) ([]uint16, func()) {
	page := syscall.Getpagesize()
	size := (2*n+page-1)/page*page + page
	mem, err := syscall.Mmap(-1, 0, size, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	if err := syscall.Mprotect(mem[size-page:], syscall.PROT_NONE); err != nil {
		syscall.Munmap(mem)
		t.Skip("mprotect:", err)
	}
	end := size - page
	s := unsafe.Slice((*uint16)(unsafe.Pointer(&mem[end-2*n])), n)
	return s, func() { syscall.Munmap(mem) }
}

// TestHalfKernelsGuardPage runs the in-place kernels on 16-bit rows whose
// last one ends at an unreadable page: the masked widening loads of
// axpy4RowsHalfAVX512 and axpyRowHalfAVX512 must not read the columns
// they leave out (AVX-512 suppresses faults in masked-off lanes),
// axpy4Rows16HalfAVX2 must read no further than its sixteens, and the
// prefetches past the end, there in every kernel, must not fault.
func TestHalfKernelsGuardPage(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	r := rand.New(rand.NewPCG(45, 46))
	for _, lv := range paths() {
		if lv.x86() {
			testHalfKernelsGuardPage(t, r, lv)
		}
	}
}

func testHalfKernelsGuardPage(t *testing.T, r *rand.Rand, lv level) {
	for _, dt := range []dtype.DType{dtype.BF16, dtype.F16} {
		for _, m := range []int{1, 4, 5} {
			for _, nc := range []int{1, 15, 16, 17, 32, 33, 63} {
				if lv == avx2 && !halfQuadsAVX2(lv, m, nc) {
					continue
				}
				name := fmt.Sprintf("%v_%v_m%d_nc%d", lv, dt, m, nc)
				const k, ldb = 5, 70
				data, free := guardedU16(t, (k-1)*ldb+nc)
				h := Half{DType: dt, Data: data, Row: ldb}
				f := make([]float32, len(data))
				for i := range data {
					v := float32(r.NormFloat64())
					if dt == dtype.BF16 {
						data[i] = dtype.RoundBF16(v)
						f[i] = dtype.BF16ToFloat32(data[i])
					} else {
						data[i] = dtype.RoundF16(v)
						f[i] = dtype.F16ToFloat32(data[i])
					}
				}
				a := randF32(r, m*k)
				got, want := make([]float32, m*nc), make([]float32, m*nc)
				axpyRows(want, nc, m, nc, a, k, k, f, 0, ldb, 0, lv)
				axpyRowsHalf(got, nc, m, nc, a, k, k, h, 0, sweepRows, lv)
				if i, ok := sameBits(got, want); !ok {
					t.Fatalf("%s: c[%d] = %v, want %v", name, i, got[i], want[i])
				}
				free()
			}
		}
		if lv != avx512 {
			continue
		}
		// The scores kernel reads whole rows; its prefetches run past them.
		data, free := guardedU16(t, 16*64)
		x := randF32(r, 4*64)
		d := make([]float32, 4*16)
		dotRows16HalfAVX512(&x[0], 64, 4, &data[0], 64, 4, &d[0], 16, sweepRows, dt == dtype.F16)
		free()
	}
}
