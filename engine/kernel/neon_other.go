//go:build !arm64 || purego

package kernel

// Stubs for the NEON kernels, unreachable in this build because bestLevel
// is not neon.

const haveSDOT = false

func q8SumsSDOT(sums *int32, xq *int8, q *byte, lines int) { panic("unreachable") }
func dot1x1Q8SDOT(xq *int8, xd *float32, q *byte, sc *uint16, chunks int) float32 {
	panic("unreachable")
}

func dot1x4F32NEON(x *float32, w *float32, ldw int, k16 int, dst *float32) { panic("unreachable") }
func dot1x1F32NEON(x *float32, w *float32, k16 int) float32                { panic("unreachable") }
func dot1x4BF16SplitNEON(x *float32, w *uint16, ldw int, k32 int, dst *float32) {
	panic("unreachable")
}
func dot1x1BF16SplitNEON(x *float32, w *uint16, k32 int) float32    { panic("unreachable") }
func bf16ToF32NEON(dst *float32, src *uint16, n16 int)              { panic("unreachable") }
func f16ToF32NEON(dst *float32, src *uint16, n16 int)               { panic("unreachable") }
func axpy16NEON(c *float32, a *float32, k int, b *float32, ldb int) { panic("unreachable") }
func axpy4NEON(c *float32, a *float32, k int, b *float32, ldb int)  { panic("unreachable") }
func axpy1NEON(c *float32, a *float32, k int, b *float32, ldb int)  { panic("unreachable") }
func widenI8NEON(dst *float32, q *int8, s float32, n16 int)         { panic("unreachable") }
func widenI4NEON(dst *float32, q *byte, sc *uint16, k32 int, order *[32]uint8) {
	panic("unreachable")
}
func bf16ToF32SplitNEON(dst *float32, src *uint16, k32 int) { panic("unreachable") }
func tile4x4F32NEON(x *float32, ldx int, w *float32, ldw int, k16 int, dst *float32, ldd int, lanes *[256]float32) {
	panic("unreachable")
}

func dot1x1Q8I8SDOT(xq *int8, xd *float32, w *int8, sc *float32, chunks int) float32 {
	panic("unreachable")
}
