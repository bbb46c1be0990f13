//go:build !amd64 || purego

package kernel

// Stubs for the quantized kernels; unreachable because bestLevel is
// portable in this build.

func dot1x1I8AVX512(x *float32, q *int8, s float32, k16 int) float32 { panic("unreachable") }
func widenI8AVX512(dst *float32, q *int8, s float32, n16 int)        { panic("unreachable") }
func dot1x1I4SplitAVX512(xs *float32, q *byte, sc *uint16, k32 int) float32 {
	panic("unreachable")
}
func widenI4SplitAVX512(dst *float32, q *byte, sc *uint16, k32 int) { panic("unreachable") }
