//go:build amd64 && !purego

package kernel

import "golang.org/x/sys/cpu"

// haveNEON is arm64's.
const haveNEON = false

// CPU features, read-only after init.
var (
	haveAVX512 = cpu.X86.HasAVX512F && cpu.X86.HasAVX512VL && cpu.X86.HasAVX512BW
	haveAVX2   = cpu.X86.HasAVX2 && cpu.X86.HasFMA && cpu.X86.HasF16C
	bestLevel  = func() level {
		switch {
		case haveAVX512:
			return avx512
		case haveAVX2:
			return avx2
		}
		return portable
	}()
	// halvedFMA512 is whether the processor runs each 512-bit FMA as two
	// 256-bit halves, which sets the prefill tiles' k blocks (tileBlocks).
	halvedFMA512 = haveAVX512 && halvesFMA512(cpuVendor(), cpuSignature())
	// q8StreamsPrefetch is how far ahead int8 compute's decode streams
	// prefetch (q8StreamsPrefetchFor).
	q8StreamsPrefetch = q8StreamsPrefetchFor(cpuVendor())
)

// cpuid runs the CPUID instruction for leaf and subleaf sub.
func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)

// mxcsr is the SSE control and status register, which the AVX2 bf16
// compute kernels change for their length and must put back.
func mxcsr() uint32

// setMXCSR loads v into MXCSR.
func setMXCSR(v uint32)

// cpuVendor is the processor's vendor string, such as "AuthenticAMD".
func cpuVendor() string {
	_, b, c, d := cpuid(0, 0)
	v := make([]byte, 0, 12)
	for _, r := range [3]uint32{b, d, c} {
		v = append(v, byte(r), byte(r>>8), byte(r>>16), byte(r>>24))
	}
	return string(v)
}

// cpuSignature is CPUID leaf 1's EAX: stepping, model and family.
func cpuSignature() uint32 {
	a, _, _, _ := cpuid(1, 0)
	return a
}

//go:noescape
func dotTileAVX512(x *float32, ldx int, w *float32, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, ahead *byte, rows int)

//go:noescape
func dotTileBF16SplitAVX512(x *float32, ldx int, w *uint16, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, pf int, ahead *byte, rows int)

//go:noescape
func dotTileWidenI8AVX512(x *float32, ldx int, w *int8, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, panel *float32, ldp int, sc *float32, rows int)

//go:noescape
func dot1x4F32AVX512(x *float32, w *float32, ldw int, k16 int, dst *float32)

//go:noescape
func dot1x4BF16SplitAVX512(x *float32, w *uint16, ldw int, k32 int, dst *float32)

//go:noescape
func dot1x1BF16SplitAVX512(x *float32, w *uint16, k32 int) float32

//go:noescape
func bf16ToF32SplitAVX512(dst *float32, src *uint16, k32 int)

//go:noescape
func permute32AVX512(dst *float32, src *float32, k32 int, lanes *uint32)

//go:noescape
func dot1x4F16AVX512(x *float32, w *uint16, ldw int, k16 int, dst *float32)

//go:noescape
func dot1x1F32AVX512(x *float32, w *float32, k16 int) float32

//go:noescape
func dot1x1BF16AVX512(x *float32, w *uint16, k16 int) float32

//go:noescape
func dot1x1F16AVX512(x *float32, w *uint16, k16 int) float32

//go:noescape
func axpyRowAVX512(c *float32, a *float32, k int, b *float32, ldb int, mask uint64)

//go:noescape
func bf16ToF32AVX512(dst *float32, src *uint16, n16 int)

//go:noescape
func f16ToF32AVX512(dst *float32, src *uint16, n16 int)

//go:noescape
func f32ToF16AVX512(dst *uint16, src *float32, n16 int)

//go:noescape
func readSumAVX512(p *byte, n256 int) uint64

//go:noescape
func dot1x1F32AVX2(x *float32, w *float32, k16 int) float32

//go:noescape
func dot1x1F16AVX2(x *float32, w *uint16, k16 int) float32

//go:noescape
func dot1x4F32AVX2(x *float32, w *float32, ldw int, k16 int, dst *float32)

//go:noescape
func tile3x4F32AVX2(x *float32, ldx int, w *float32, ldw int, k16 int, dst *float32, ldd int, acc *float32, mode int)

//go:noescape
func dot1x4F16AVX2(x *float32, w *uint16, ldw int, k16 int, dst *float32)

//go:noescape
func dot1x1BF16SplitAVX2(x *float32, w *uint16, k32 int) float32

//go:noescape
func dotRows4BF16SplitAVX2(x *float32, ldx int, rows int, w *uint16, ldw int, k32 int, dst *float32, ldd int, acc *float32, mode int, pf int)

//go:noescape
func bf16ToF32SplitAVX2(dst *float32, src *uint16, k32 int)

//go:noescape
func dotStreamsBF16SplitAVX2(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func dotStreamsI8DPAVX2(x *uint16, w *int8, ldw int, sc *float32, k64 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func dotStreamsI4DPAVX2(xs *uint16, w *byte, ldw int, sc *uint16, sstride int, k128 int, groups int, gstride int, dst *float32, pf int, tmp *float32) bool

//go:noescape
func dot1x1DPAVX2(x *uint16, w *uint16, k32 int) float32

//go:noescape
func dot1x4DPAVX2(x *uint16, w *uint16, ldw int, k32 int, dst *float32)

//go:noescape
func dotRows4DPSplitAVX2(x *float32, ldx int, rows int, w *uint16, ldw int, k32 int, dst *float32, ldd int, acc *float32, mode int, pf int)

//go:noescape
func dotStreamsDPAVX2(x *uint16, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func bf16ToF32AVX2(dst *float32, src *uint16, n16 int)

//go:noescape
func roundF32BF16AVX2(dst *uint16, src *float32, n16 int)

//go:noescape
func roundF16BF16AVX2(dst *uint16, src *uint16, n16 int)

//go:noescape
func roundI8DPAVX2(dst *uint16, q *int8, s float32, n16 int)

//go:noescape
func roundI4DPAVX2(dst *uint16, q *byte, sc *uint16, lines int, values *float32) bool

//go:noescape
func f16ToF32AVX2(dst *float32, src *uint16, n16 int)

//go:noescape
func f32ToF16AVX2(dst *uint16, src *float32, n16 int)

//go:noescape
func dotQuadsF32AVX512(x *float32, w *float32, ldw int, k16 int, dst *float32, quads int)

//go:noescape
func axpyRowAVX2(c *float32, a *float32, k int, b *float32, ldb int, mask *int32)

//go:noescape
func axpy4Rows16AVX2(c *float32, ldc int, a *float32, lda int, k int, b *float32, ldb int, n16 int, pf int)

//go:noescape
func dotRows8F32AVX2(x *float32, ldx int, m int, w *float32, ldw int, k16 int, dst *float32, ldd int)

//go:noescape
func dotRows16F32AVX512(x *float32, ldx int, m int, w *float32, ldw int, k16 int, dst *float32, ldd int, pf int)

//go:noescape
func axpy4RowsAVX512(c *float32, ldc int, a *float32, lda int, k int, b *float32, ldb int, mask uint64, pf int)

//go:noescape
func prefetchL2(p *float32, rows int, stride int, lines int)

func fmaPeakAVX512(n int)

//go:noescape
func dotStreamsBF16SplitAVX512(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func dotStreamsF32AVX512(x *float32, w *float32, ldw int, k16 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func dotStreamsF16AVX512(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func readSum4AVX512(p *byte, n64 int, stride int, pf int) uint64
