//go:build !amd64 || purego

package kernel

// This build has no bf16 compute kernels; the stubs keep the shared code
// compiling and are unreachable because haveBF16DP is false.
const (
	haveBF16DP     = false
	halfRateBF16DP = false
)

// haveQ8VNNI is false likewise: no int8 compute kernel in this build.
const (
	haveQ8VNNI    = false
	haveQ8AVXVNNI = false
)

func roundF32BF16AVX512(dst *uint16, src *float32, n16 int)    { panic("unreachable") }
func roundF16BF16AVX512(dst *uint16, src *uint16, n16 int)     { panic("unreachable") }
func roundI8DPAVX512(dst *uint16, q *int8, s float32, n32 int) { panic("unreachable") }
func roundI4DPAVX512(dst *uint16, q *byte, sc *uint16, k32 int, values *float32) {
	panic("unreachable")
}
func dotStreamsI8DPAVX512(x *uint16, w *int8, ldw int, sc *float32, k64 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func dotStreamsI4DPAVX512(xs *uint16, w *byte, ldw int, sc *uint16, ldsc int, k128 int, groups int, gstride int, dst *float32, pf int, tmp *float32, values *float32) {
	panic("unreachable")
}
func dot1x4DPAVX512(x *uint16, w *uint16, ldw int, k32 int, dst *float32) { panic("unreachable") }
func dot1x1DPAVX512(x *uint16, w *uint16, k32 int) float32                { panic("unreachable") }
func dotStreamsDPAVX512(x *uint16, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}

func dotTileDPAVX512(x *uint16, ldx int, w *uint16, ldw int, k32 int, acc *float32, mode int, dst *float32, ldd int, ahead *byte, rows int) {
	panic("unreachable")
}

func dotTileDPSplitAVX512(x *float32, ldx int, w *uint16, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, ahead *byte, rows int) {
	panic("unreachable")
}
