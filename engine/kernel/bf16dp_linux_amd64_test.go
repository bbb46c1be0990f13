//go:build !purego

package kernel

import (
	"runtime"
	"runtime/debug"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"unsafe"

	"xlachat/engine/dtype"
)

// TestDPAVX2FaultKeepsMXCSR makes an AVX2 bf16 compute kernel fault on
// an unreadable weight page, as a truncated mapped file would, many
// times, while other goroutines read MXCSR: the kernel had set DAZ and
// FTZ and could not put them back itself, and no Go code, on this
// goroutine or any other, may run with them once the panic is recovered.
// (Before the faulting goroutine was locked to its thread, the panic's
// deferred calls resumed on another thread, leaving this one flushing
// denormals; under QEMU that flushed f16 scales and failed products.)
func TestDPAVX2FaultKeepsMXCSR(t *testing.T) {
	if !haveAVX2 {
		t.Skip("no AVX2")
	}
	faultKeepsMXCSR(t, dpAVX2, 1)
}

// TestDPFMATilesFaultKeepsMXCSR is TestDPAVX2FaultKeepsMXCSR for the FMA
// tiles of dpAVX512FMA, which set DAZ and FTZ too: eight x rows, so that
// the prefill tiles run and fault.
func TestDPFMATilesFaultKeepsMXCSR(t *testing.T) {
	if !haveBF16DP {
		t.Skip("no AVX512_BF16")
	}
	faultKeepsMXCSR(t, dpAVX512FMA, 8)
}

// faultKeepsMXCSR makes bf16 compute on level lv with m x rows fault on
// an unreadable weight page many times, checking MXCSR as above.
func faultKeepsMXCSR(t *testing.T, lv dpLevel, m int) {
	const k, n, faults = 64, 8, 5000
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, page, syscall.PROT_NONE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(mem)
	w := Weights{DType: dtype.BF16, U16: unsafe.Slice((*uint16)(unsafe.Pointer(&mem[0])), n*k)}
	x := Weights{DType: dtype.F32, F32: make([]float32, m*k)}
	dst := make([]float32, m*n)
	p := NewPool(1)
	defer p.Close()
	before := mxcsrControl()

	// Readers on every processor, more than there are, so that the
	// faulting goroutine is preempted often.
	var stop atomic.Bool
	var seen atomic.Uint32
	var readers sync.WaitGroup
	for range 2 * runtime.GOMAXPROCS(0) {
		readers.Add(1)
		go func() {
			defer readers.Done()
			for !stop.Load() {
				if c := mxcsrControl(); c != before {
					seen.Store(c)
				}
			}
		}()
	}
	for range faults {
		func() {
			defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
			defer func() {
				if recover() == nil {
					t.Fatal("reading an unreadable page did not fault")
				}
			}()
			p.matMulTsBF16(x, m, k, []Product{{Dst: dst, W: w, N: n}}, lv)
		}()
		if after := mxcsrControl(); after != before {
			seen.Store(after)
		}
		if seen.Load() != 0 {
			break
		}
	}
	stop.Store(true)
	readers.Wait()
	if c := seen.Load(); c != 0 {
		setMXCSR(before)
		t.Fatalf("Go code ran with MXCSR %#x after a fault, %#x before", c, before)
	}
}

// TestDPAMXFaultRecovers makes bf16 compute on the AMX tiles fault on an
// unreadable weight page, as a truncated mapped file would, and then
// requires the same pool to compute a product exactly: a tile load that
// faults leaves the tiles configured on its thread, and the next product
// must not inherit anything from it.
func TestDPAMXFaultRecovers(t *testing.T) {
	if !haveBF16AMX {
		t.Skip("needs AMX-BF16")
	}
	const m, k, n = 32, 64, 32
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 2*page, syscall.PROT_NONE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(mem)
	bad := Weights{DType: dtype.BF16, U16: unsafe.Slice((*uint16)(unsafe.Pointer(&mem[0])), n*k)}
	x := make([]float32, m*k)
	u := make([]uint16, n*k)
	wf := make([]float32, n*k)
	for i := range x {
		x[i] = float32(i%5 - 2)
	}
	for i := range u {
		wf[i] = float32(i%7 - 3)
		u[i] = dtype.RoundBF16(wf[i])
	}
	want, _ := naiveT(x, m, k, wf, n)
	p := NewPool(2)
	defer p.Close()
	p.SetBF16Tiles(true)
	xw := Weights{DType: dtype.F32, F32: x}
	dst := make([]float32, m*n)
	for range 100 {
		func() {
			defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
			defer func() {
				if recover() == nil {
					t.Fatal("reading an unreadable page did not fault")
				}
			}()
			p.MatMulTBF16(dst, xw, m, k, bad, n)
		}()
		p.MatMulTBF16(dst, xw, m, k, Weights{DType: dtype.BF16, U16: u}, n)
		for i, v := range dst {
			if float64(v) != want[i] {
				t.Fatalf("after a fault, element %d is %v, want %v", i, v, want[i])
			}
		}
	}
}
