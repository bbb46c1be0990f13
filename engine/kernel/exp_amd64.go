//go:build amd64 && !purego

package kernel

//go:noescape
func expSubF32AVX512(dst, src *float32, m float32, n8 int)

//go:noescape
func logisticF32AVX512(dst, src *float32, n8 int)

//go:noescape
func expSubF32AVX2(dst, src *float32, m float32, n4 int)

//go:noescape
func logisticF32AVX2(dst, src *float32, n4 int)
