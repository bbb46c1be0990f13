//go:build !amd64 || purego

package kernel

// prefetchHalfL2 is only a hint; without assembly there is nothing to do.
func prefetchHalfL2(p *uint16, n int) {}

func widenRowsAVX512(dst *float32, ldd int, src *uint16, lds int, rows int, n16 int, f16 bool) {
	panic("unreachable")
}

func dotRows16HalfAVX512(x *float32, ldx int, m int, w *uint16, ldw int, k16 int, dst *float32, ldd int, pf int, f16 bool) {
	panic("unreachable")
}

func axpy4Rows16HalfAVX2(c *float32, ldc int, a *float32, lda int, k int, b *uint16, ldb int, n16 int, pf int, f16 bool) {
	panic("unreachable")
}

func axpy4RowsHalfAVX512(c *float32, ldc int, a *float32, lda int, k int, b *uint16, ldb int, mask uint64, pf int, f16 bool) {
	panic("unreachable")
}

func axpyRowHalfAVX512(c *float32, a *float32, k int, b *uint16, ldb int, mask uint64, pf int, f16 bool) {
	panic("unreachable")
}
