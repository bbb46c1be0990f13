//go:build !amd64 || purego

package kernel

func expSubF32AVX512(dst, src *float32, m float32, n8 int) { panic("unreachable") }
func logisticF32AVX512(dst, src *float32, n8 int)          { panic("unreachable") }
func expSubF32AVX2(dst, src *float32, m float32, n4 int)   { panic("unreachable") }
func logisticF32AVX2(dst, src *float32, n4 int)            { panic("unreachable") }
