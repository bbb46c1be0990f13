//go:build !purego

package kernel

import (
	"runtime/debug"
	"syscall"
	"testing"
	"unsafe"

	"xlachat/engine/dtype"
)

// TestDPAVX2FaultKeepsMXCSR makes an AVX2 bf16 compute kernel fault on
// an unreadable weight page, as a truncated mapped file would, and checks
// that MXCSR is Go's again once the panic is recovered: the kernel had
// set DAZ and FTZ and could not put them back itself.
func TestDPAVX2FaultKeepsMXCSR(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	const k, n = 64, 8
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, page, syscall.PROT_NONE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(mem)
	w := Weights{DType: dtype.BF16, U16: unsafe.Slice((*uint16)(unsafe.Pointer(&mem[0])), n*k)}
	x := Weights{DType: dtype.F32, F32: make([]float32, k)}
	dst := make([]float32, n)
	p := NewPool(1)
	defer p.Close()
	before := mxcsrControl()
	func() {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() {
			if recover() == nil {
				t.Error("reading an unreadable page did not fault")
			}
		}()
		p.matMulTsBF16(x, 1, k, []Product{{Dst: dst, W: w, N: n}}, dpAVX2)
	}()
	if after := mxcsrControl(); after != before {
		setMXCSR(before)
		t.Fatalf("MXCSR %#x after the fault, %#x before", after, before)
	}
}
