//go:build amd64 && !purego

package kernel

//go:noescape
func prefetchHalfL2(p *uint16, n int)

//go:noescape
func widenRowsAVX512(dst *float32, ldd int, src *uint16, lds int, rows int, n16 int, f16 bool)

//go:noescape
func dotRows16HalfAVX512(x *float32, ldx int, m int, w *uint16, ldw int, k16 int, dst *float32, ldd int, pf int, f16 bool)

//go:noescape
func axpy4RowsHalfAVX512(c *float32, ldc int, a *float32, lda int, k int, b *uint16, ldb int, mask uint64, pf int, f16 bool)

//go:noescape
func axpy4Rows16HalfAVX2(c *float32, ldc int, a *float32, lda int, k int, b *uint16, ldb int, n16 int, pf int, f16 bool)

//go:noescape
func axpyRowHalfAVX512(c *float32, a *float32, k int, b *uint16, ldb int, mask uint64, pf int, f16 bool)
