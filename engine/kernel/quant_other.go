//go:build !amd64 || purego

package kernel

// Stubs for the quantized kernels; unreachable because bestLevel is
// portable in this build.

func dot1x1I8AVX512(x *float32, q *int8, s float32, k16 int) float32 { panic("unreachable") }
func widenI8AVX512(dst *float32, q *int8, s float32, n16 int)        { panic("unreachable") }
func dot1x1I4AVX512(xs *float32, q *byte, sc *uint16, k32 int) float32 {
	panic("unreachable")
}
func widenI4AVX512(dst *float32, q *byte, sc *uint16, k32 int) { panic("unreachable") }
func widenI8AVX2(dst *float32, q *int8, s float32, n16 int)    { panic("unreachable") }
func widenI4AVX2(dst *float32, q *byte, sc *uint16, k32 int)   { panic("unreachable") }
func dotStreamsI8AVX512(x *float32, w *int8, ldw int, sc *float32, k16 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}
func dotStreamsI4AVX512(xs *float32, w *byte, ldw int, sc *uint16, ldsc int, k32 int, groups int, gstride int, dst *float32, pf int, tmp *float32) {
	panic("unreachable")
}
func dotStreamsQ8I4AVX512(xq *int8, xd *float32, xc *int32, w *byte, ldw int, sc *uint16, ldsc int, k512 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}

func quantizeQ8AVX512(x *float32, q *int8, d *float32, c *int32, lines int) { panic("unreachable") }

func quantizeQ8NatAVX512(x *float32, q *int8, d *float32, c *int32, lines int) { panic("unreachable") }

func dotStreamsQ8I8AVX512(xq *int8, xd *float32, xc *int32, w *int8, ldw int, sc *float32, k512 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}

func dot1x1Q8I4AVX2(xq *int8, xd *float32, xc *int32, w *byte, sc *uint16, k512 int) float32 {
	panic("unreachable")
}

func dot1x1Q8I4AVXVNNI(xq *int8, xd *float32, xc *int32, w *byte, sc *uint16, k512 int) float32 {
	panic("unreachable")
}

func dot2x1Q8I4AVXVNNI(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *byte, sc *uint16, k512 int, dst *[2]float32) {
	panic("unreachable")
}

func quantizeQ8AVX2(x *float32, q *int8, d *float32, c *int32, lines int) { panic("unreachable") }

func dot2x1Q8I4AVX2(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *byte, sc *uint16, k512 int, dst *[2]float32) {
	panic("unreachable")
}

func dotStreamsI8AVX2(x *float32, w *int8, ldw int, sc *float32, k16 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}

func dotStreamsI4AVX2(xs *float32, w *byte, ldw int, sc *uint16, k32 int, groups int, gstride int, dst *float32, pf int) {
	panic("unreachable")
}

func quantizeQ8NatAVX2(x *float32, q *int8, d *float32, c *int32, lines int) { panic("unreachable") }

func dot1x1Q8I8AVX2(xq *int8, xd *float32, xc *int32, w *int8, sc *float32, k512 int) float32 {
	panic("unreachable")
}

func dot2x1Q8I8AVX2(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *int8, sc *float32, k512 int, dst *[2]float32) {
	panic("unreachable")
}

func dot1x1Q8I8AVXVNNI(xq *int8, xd *float32, xc *int32, w *int8, sc *float32, k512 int) float32 {
	panic("unreachable")
}

func dot2x1Q8I8AVXVNNI(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *int8, sc *float32, k512 int, dst *[2]float32) {
	panic("unreachable")
}

func dotTile4Q8I4AVXVNNI(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *byte, sc *uint16, k512 int, dst *float32, ldst int) {
	panic("unreachable")
}

func dotTile4Q8I4AVX2(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *byte, sc *uint16, k512 int, dst *float32, ldst int) {
	panic("unreachable")
}

func dotTile4Q8I8AVXVNNI(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *int8, sc *float32, k512 int, dst *float32, ldst int) {
	panic("unreachable")
}

func dotTile4Q8I4AVX512(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *byte, sc *uint16, k512 int, dst *float32, ldst int) {
	panic("unreachable")
}

func dotTile4Q8I8AVX512(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *int8, sc *float32, k512 int, dst *float32, ldst int) {
	panic("unreachable")
}

func q8SumsI8AVX2(x *int8, w *int8, n int, sums *int32)          { panic("unreachable") }
func q8SumsQ4AVX2(x *int8, w *byte, n int, sums *int32)          { panic("unreachable") }
func q8SumsQ4LinesAVX2(x *int8, w *byte, lines int, sums *int32) { panic("unreachable") }
