//go:build !amd64 || purego

package kernel

// This build has no amd64 assembly kernels.
const (
	haveAVX512 = false
	haveAVX2   = false

	halvedFMA512 = false

	q8StreamsPrefetch = 0
)

// The stubs below keep the shared code compiling; they are unreachable
// because bestLevel is not an amd64 level.

func dotTileAVX512(x *float32, ldx int, w *float32, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, ahead *byte, rows int) {
	panic("unreachable")
}
func dotTileBF16SplitAVX512(x *float32, ldx int, w *uint16, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, pf int, ahead *byte, rows int) {
	panic("unreachable")
}
func dotTileWidenI8AVX512(x *float32, ldx int, w *int8, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, panel *float32, ldp int, sc *float32, rows int) {
	panic("unreachable")
}
func dot1x4F32AVX512(x *float32, w *float32, ldw int, k16 int, dst *float32) { panic("unreachable") }
func dot1x4BF16SplitAVX512(x *float32, w *uint16, ldw int, k32 int, dst *float32) {
	panic("unreachable")
}
func dot1x1BF16SplitAVX512(x *float32, w *uint16, k32 int) float32          { panic("unreachable") }
func bf16ToF32SplitAVX512(dst *float32, src *uint16, k32 int)               { panic("unreachable") }
func permute32AVX512(dst *float32, src *float32, k32 int, lanes *uint32)    { panic("unreachable") }
func dot1x4F16AVX512(x *float32, w *uint16, ldw int, k16 int, dst *float32) { panic("unreachable") }
func dot1x1F32AVX512(x *float32, w *float32, k16 int) float32               { panic("unreachable") }
func dot1x1BF16AVX512(x *float32, w *uint16, k16 int) float32               { panic("unreachable") }
func dot1x1F16AVX512(x *float32, w *uint16, k16 int) float32                { panic("unreachable") }
func axpyRowAVX512(c *float32, a *float32, k int, b *float32, ldb int, mask uint64) {
	panic("unreachable")
}
func bf16ToF32AVX512(dst *float32, src *uint16, n16 int) { panic("unreachable") }
func f16ToF32AVX512(dst *float32, src *uint16, n16 int)  { panic("unreachable") }
func f32ToF16AVX512(dst *uint16, src *float32, n16 int)  { panic("unreachable") }
func readSumAVX512(p *byte, n256 int) uint64             { panic("unreachable") }

func dot1x1F32AVX2(x *float32, w *float32, k16 int) float32                { panic("unreachable") }
func dot1x1F16AVX2(x *float32, w *uint16, k16 int) float32                 { panic("unreachable") }
func dot1x4F32AVX2(x *float32, w *float32, ldw int, k16 int, dst *float32) { panic("unreachable") }
func dot1x4F16AVX2(x *float32, w *uint16, ldw int, k16 int, dst *float32)  { panic("unreachable") }
func mxcsr() uint32                                                        { panic("unreachable") }
func setMXCSR(v uint32)                                                    { panic("unreachable") }
func tile3x4F32AVX2(x *float32, ldx int, w *float32, ldw int, k16 int, dst *float32, ldd int, acc *float32, mode int) {
	panic("unreachable")
}
func dot1x1BF16SplitAVX2(x *float32, w *uint16, k32 int) float32 { panic("unreachable") }
func dotRows4BF16SplitAVX2(x *float32, ldx int, rows int, w *uint16, ldw int, k32 int, dst *float32, ldd int, acc *float32, mode int, pf int) {
	panic("unreachable")
}
func bf16ToF32SplitAVX2(dst *float32, src *uint16, k32 int) { panic("unreachable") }
func dotStreamsBF16SplitAVX2(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func dotStreamsI8DPAVX2(x *uint16, w *int8, ldw int, sc *float32, k64 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func dotStreamsI4DPAVX2(xs *uint16, w *byte, ldw int, sc *uint16, sstride int, k128 int, groups int, gstride int, dst *float32, pf int, tmp *float32) bool {
	panic("unreachable")
}
func dot1x1DPAVX2(x *uint16, w *uint16, k32 int) float32                { panic("unreachable") }
func dot1x4DPAVX2(x *uint16, w *uint16, ldw int, k32 int, dst *float32) { panic("unreachable") }
func dotRows4DPSplitAVX2(x *float32, ldx int, rows int, w *uint16, ldw int, k32 int, dst *float32, ldd int, acc *float32, mode int, pf int) {
	panic("unreachable")
}
func dotStreamsDPAVX2(x *uint16, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func bf16ToF32AVX2(dst *float32, src *uint16, n16 int)       { panic("unreachable") }
func f16ToF32AVX2(dst *float32, src *uint16, n16 int)        { panic("unreachable") }
func f32ToF16AVX2(dst *uint16, src *float32, n16 int)        { panic("unreachable") }
func roundF32BF16AVX2(dst *uint16, src *float32, n16 int)    { panic("unreachable") }
func roundF16BF16AVX2(dst *uint16, src *uint16, n16 int)     { panic("unreachable") }
func roundI8DPAVX2(dst *uint16, q *int8, s float32, n16 int) { panic("unreachable") }
func roundI4DPAVX2(dst *uint16, q *byte, sc *uint16, lines int, values *float32) bool {
	panic("unreachable")
}
func dotQuadsF32AVX512(x *float32, w *float32, ldw int, k16 int, dst *float32, quads int) {
	panic("unreachable")
}
func axpy4Rows16AVX2(c *float32, ldc int, a *float32, lda int, k int, b *float32, ldb int, n16 int, pf int) {
	panic("unreachable")
}

func dotRows8F32AVX2(x *float32, ldx int, m int, w *float32, ldw int, k16 int, dst *float32, ldd int) {
	panic("unreachable")
}

func axpyRowAVX2(c *float32, a *float32, k int, b *float32, ldb int, mask *int32) {
	panic("unreachable")
}
func dotRows16F32AVX512(x *float32, ldx int, m int, w *float32, ldw int, k16 int, dst *float32, ldd int, pf int) {
	panic("unreachable")
}
func axpy4RowsAVX512(c *float32, ldc int, a *float32, lda int, k int, b *float32, ldb int, mask uint64, pf int) {
	panic("unreachable")
}

// prefetchL2 is only a hint; without assembly there is nothing to do.
func prefetchL2(p *float32, rows int, stride int, lines int) {}
func fmaPeakAVX512(n int)                                    { panic("unreachable") }
func dotStreamsBF16SplitAVX512(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func dotStreamsF32AVX512(x *float32, w *float32, ldw int, k16 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func dotStreamsF16AVX512(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func readSum4AVX512(p *byte, n64 int, stride int, pf int) uint64 { panic("unreachable") }
