//go:build !amd64 || purego

package kernel

func binaryF32AVX512(dst, x, y *float32, n int, op BinaryOp, scalar bool) { panic("unreachable") }
