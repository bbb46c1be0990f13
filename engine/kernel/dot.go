package kernel

import "xlachat/engine/dtype"

// This file holds the per-output dot products in the canonical order
// described in the package documentation, each with an assembly and a
// portable implementation selected by the asm argument.

// reduce16 folds 16 partial sums with the same tree as REDUCE in the
// assembly: l with l+8, then l+4, then l+2, then l+1.
func reduce16(a *[16]float32) float32 {
	var t [8]float32
	for l := range 8 {
		t[l] = a[l] + a[l+8]
	}
	u0, u1, u2, u3 := t[0]+t[4], t[1]+t[5], t[2]+t[6], t[3]+t[7]
	return (u0 + u2) + (u1 + u3)
}

// The explicit float32 conversions below round each product, which keeps the
// compiler from fusing multiply and add; the portable path is therefore the
// same whatever GOAMD64 level it is compiled for.

func dotGoF32(x, w []float32, k16 int) float32 {
	var acc [16]float32
	for p := 0; p < k16*16; p += 16 {
		xs, ws := (*[16]float32)(x[p:p+16]), (*[16]float32)(w[p:p+16])
		for l := range 16 {
			acc[l] += float32(xs[l] * ws[l])
		}
	}
	return reduce16(&acc)
}

func dotGoBF16(x []float32, w []uint16, k16 int) float32 {
	var acc [16]float32
	for p := 0; p < k16*16; p += 16 {
		xs, ws := (*[16]float32)(x[p:p+16]), (*[16]uint16)(w[p:p+16])
		for l := range 16 {
			acc[l] += float32(xs[l] * dtype.BF16ToFloat32(ws[l]))
		}
	}
	return reduce16(&acc)
}

func dotGoF16(x []float32, w []uint16, k16 int) float32 {
	var acc [16]float32
	for p := 0; p < k16*16; p += 16 {
		xs, ws := (*[16]float32)(x[p:p+16]), (*[16]uint16)(w[p:p+16])
		for l := range 16 {
			acc[l] += float32(xs[l] * dtype.F16ToFloat32(ws[l]))
		}
	}
	return reduce16(&acc)
}

// tailF32 adds the products past the last full group of 16, in order.
func tailF32(s float32, x, w []float32) float32 {
	for i, v := range x {
		s += float32(v * w[i])
	}
	return s
}

func tailW(s float32, x []float32, w Weights, off int) float32 {
	switch w.DType {
	case dtype.F32:
		return tailF32(s, x, w.F32[off:off+len(x)])
	case dtype.BF16:
		for i, v := range x {
			s += float32(v * dtype.BF16ToFloat32(w.U16[off+i]))
		}
	case dtype.F16:
		for i, v := range x {
			s += float32(v * dtype.F16ToFloat32(w.U16[off+i]))
		}
	}
	return s
}

// dotF32 is the canonical dot product of x and w[:len(x)].
func dotF32(x, w []float32, lv level) float32 { return dotF32k(x, w, len(x)>>4, lv) }

// dotF32k is the dot product of x and w[:len(x)] with the first 16*k16
// elements in 16 lanes and the rest added in order.
func dotF32k(x, w []float32, k16 int, lv level) float32 {
	k := len(x)
	w = w[:k]
	var s float32
	switch {
	case k16 == 0:
	case lv == avx512:
		s = dot1x1F32AVX512(&x[0], &w[0], k16)
	case lv == avx2:
		s = dot1x1F32AVX2(&x[0], &w[0], k16)
	case lv == neon:
		s = dot1x1F32NEON(&x[0], &w[0], k16)
	default:
		s = dotGoF32(x, w, k16)
	}
	return tailF32(s, x[k16*16:], w[k16*16:])
}

// dotW is the canonical dot product of x with w[off:off+len(x)].
func dotW(x []float32, w Weights, off int, lv level) float32 {
	k := len(x)
	k16 := k >> 4
	var s float32
	if k16 > 0 {
		switch w.DType {
		case dtype.F32:
			s = dotF32k(x[:k16*16], w.F32[off:off+k], k16, lv)
		case dtype.BF16:
			ws := w.U16[off : off+k]
			if lv == avx512 {
				s = dot1x1BF16AVX512(&x[0], &ws[0], k16)
			} else {
				s = dotGoBF16(x, ws, k16)
			}
		case dtype.F16:
			ws := w.U16[off : off+k]
			switch lv {
			case avx512:
				s = dot1x1F16AVX512(&x[0], &ws[0], k16)
			case avx2:
				s = dot1x1F16AVX2(&x[0], &ws[0], k16)
			default:
				s = dotGoF16(x, ws, k16)
			}
		}
	}
	return tailW(s, x[k16*16:], w, off+k16*16)
}

// dot4W sets d[0:4] to the canonical dot products of x with the four rows
// of w starting at off, ldw apart.
func dot4W(d []float32, x []float32, w Weights, off, ldw int, lv level) {
	k := len(x)
	k16 := k >> 4
	d = d[:4]
	if lv == portable || k16 == 0 || w.DType == dtype.BF16 || lv == neon && w.DType == dtype.F16 {
		for r := range 4 {
			d[r] = dotW(x, w, off+r*ldw, lv)
		}
		return
	}
	last := off + 3*ldw + k // bounds check for the assembly reads
	switch w.DType {
	case dtype.F32:
		_ = w.F32[off:last]
		switch lv {
		case avx512:
			dot1x4F32AVX512(&x[0], &w.F32[off], ldw, k16, &d[0])
		case avx2:
			dot1x4F32AVX2(&x[0], &w.F32[off], ldw, k16, &d[0])
		case neon:
			dot1x4F32NEON(&x[0], &w.F32[off], ldw, k16, &d[0])
		}
	case dtype.F16:
		_ = w.U16[off:last]
		if lv == avx512 {
			dot1x4F16AVX512(&x[0], &w.U16[off], ldw, k16, &d[0])
		} else {
			dot1x4F16AVX2(&x[0], &w.U16[off], ldw, k16, &d[0])
		}
	}
	if k16*16 < k {
		for r := range 4 {
			d[r] = tailW(d[r], x[k16*16:], w, off+r*ldw+k16*16)
		}
	}
}

// DotF32 returns Σ a[i]·b[i] over min(len(a), len(b)) elements, in the
// canonical order (see the package documentation).
func DotF32(a, b []float32) float32 {
	n := min(len(a), len(b))
	return dotF32(a[:n], b[:n], bestLevel)
}

// DotBF16 returns Σ a[i]·bf16(b[i]) over min(len(a), len(b)) elements, in
// the canonical order; it equals DotF32 of a with b widened, at every
// level: on AVX2 and NEON, which have no kernel that reads bf16 in this
// order, b is widened first rather than summed by the portable loop,
// which does not fuse its multiply-adds.
func DotBF16(a []float32, b []uint16) float32 {
	n := min(len(a), len(b))
	if bestLevel == avx2 || bestLevel == neon {
		wf := make([]float32, n)
		widen(wf, Weights{DType: dtype.BF16, U16: b}, 0, n, bestLevel)
		return dotF32(a[:n], wf, bestLevel)
	}
	return dotW(a[:n], Weights{DType: dtype.BF16, U16: b[:n]}, 0, bestLevel)
}

// The split layout (see the assembly) puts, within every full block of 32
// elements, the even-indexed elements first and the odd ones after; the
// len%32 tail stays in place. bf16 products use it because raw bf16 pairs
// widen into that order with two cheap integer operations.

// permuteBlocks stores x into dst in an order within blocks of 32 given
// as the element each position of a full block holds (a blockLayout's,
// or q4DPBlockOrder for the blocks after bf16 compute's lines), block by
// block; the len%32 tail stays in place.
// (A table, not the order's function: a call per element would cost more
// than the copy.)
func permuteBlocks[T float32 | uint16](dst, x []T, order *[32]uint8) {
	k32 := len(x) >> 5
	for b := 0; b < k32*32; b += 32 {
		xs, ds := (*[32]T)(x[b:b+32]), (*[32]T)(dst[b:b+32])
		for p, e := range order {
			ds[p] = xs[e]
		}
	}
	copy(dst[k32*32:len(x)], x[k32*32:])
}

// q4DPBlockOrder tabulates q4DPElement's order of blocks for permuteBlocks,
// q4DPLineOrder its order of lines.
var (
	q4DPBlockOrder = orderTable[[32]uint8](func(p int) int { return q4DPElement(p, 0) })
	q4DPLineOrder  = orderTable[[q4DPLine]uint8](func(p int) int { return q4DPElement(p, q4DPLine) })
)

func orderTable[T [32]uint8 | [q4DPLine]uint8](element func(p int) int) (t T) {
	for p := range len(t) {
		t[p] = uint8(element(p))
	}
	return t
}

// q4DPRows stores the m rows of x, ldx apart and k long, into dst in the
// bf16 compute q4 order (see q4DPElement); what follows k in a row (its
// padding, a multiple of 32 long) goes block by block.
func q4DPRows(dst, x []uint16, m, ldx, k int) {
	lines := k &^ (q4DPLine - 1)
	for i := range m {
		xr, dr := x[i*ldx:(i+1)*ldx], dst[i*ldx:(i+1)*ldx]
		for b := 0; b < lines; b += q4DPLine {
			xs, ds := (*[q4DPLine]uint16)(xr[b:]), (*[q4DPLine]uint16)(dr[b:])
			for p, e := range &q4DPLineOrder {
				ds[p] = xs[e]
			}
		}
		permuteBlocks(dr[lines:], xr[lines:], &q4DPBlockOrder)
	}
}

// splitElement is the element of a block of 32 that position p holds in
// the split layout: the even elements first, then the odd ones.
func splitElement(p int) int { return 2*(p%16) + p/16 }

// A blockLayout is an order within blocks of 32 elements that f32 x rows
// are stored in for the weights that read them (see splitRows): at is the
// element each position holds, lanes the same as the dword indices
// permute32AVX512 reads.
type blockLayout struct {
	at    [32]uint8
	lanes [32]uint32
}

func newBlockLayout(element func(p int) int) *blockLayout {
	var o blockLayout
	for p := range 32 {
		o.at[p], o.lanes[p] = uint8(element(p)), uint32(element(p))
	}
	return &o
}

// splitLayout and q4Layout are the layouts of x for bf16 and q4 weights.
var splitLayout, q4Layout = newBlockLayout(splitElement), newBlockLayout(q4Element)

// store stores x into dst in the layout, block by block; the len%32 tail
// stays in place.
func (o *blockLayout) store(dst, x []float32, lv level) {
	if k32 := len(x) >> 5; lv == avx512 && k32 > 0 {
		_ = dst[k32*32-1]
		permute32AVX512(&dst[0], &x[0], k32, &o.lanes[0])
		copy(dst[k32*32:len(x)], x[k32*32:])
		return
	}
	permuteBlocks(dst[:len(x)], x, &o.at)
}

// storeRows stores rows [lo,hi) of x (k each) into dst, ldx apart, in
// the layout.
func (o *blockLayout) storeRows(dst []float32, ldx int, x []float32, k, lo, hi int, lv level) {
	for i := lo; i < hi; i++ {
		o.store(dst[i*ldx:i*ldx+k], x[i*k:(i+1)*k], lv)
	}
}

// widenSplit widens bf16 src into dst in the split layout.
func widenSplit(dst []float32, src []uint16, lv level) {
	k32 := len(src) >> 5
	if lv != portable && k32 > 0 {
		_ = dst[k32*32-1]
		switch lv {
		case avx512:
			bf16ToF32SplitAVX512(&dst[0], &src[0], k32)
		case avx2:
			bf16ToF32SplitAVX2(&dst[0], &src[0], k32)
		case neon:
			bf16ToF32SplitNEON(&dst[0], &src[0], k32)
		}
	} else {
		for b := 0; b < k32*32; b += 32 {
			ss, ds := (*[32]uint16)(src[b:b+32]), (*[32]float32)(dst[b:b+32])
			for l := range 16 {
				ds[l] = dtype.BF16ToFloat32(ss[2*l])
				ds[16+l] = dtype.BF16ToFloat32(ss[2*l+1])
			}
		}
	}
	for p := k32 * 32; p < len(src); p++ {
		dst[p] = dtype.BF16ToFloat32(src[p])
	}
}

// dotGoBF16Split matches dot1x1BF16SplitAVX512 up to fusion: xs split, w raw.
func dotGoBF16Split(xs []float32, w []uint16, k32 int) float32 {
	var acc [16]float32
	for b := 0; b < k32*32; b += 32 {
		xb, wb := (*[32]float32)(xs[b:b+32]), (*[32]uint16)(w[b:b+32])
		for l := range 16 {
			acc[l] += float32(xb[l] * dtype.BF16ToFloat32(wb[2*l]))
		}
		for l := range 16 {
			acc[l] += float32(xb[16+l] * dtype.BF16ToFloat32(wb[2*l+1]))
		}
	}
	return reduce16(&acc)
}

// dotBF16Split is the canonical bf16 product of the split row xs with the
// raw bf16 row w[:len(xs)].
func dotBF16Split(xs []float32, w []uint16, lv level) float32 {
	k := len(xs)
	w = w[:k]
	k32 := k >> 5
	var s float32
	switch {
	case k32 == 0:
	case lv == avx512:
		s = dot1x1BF16SplitAVX512(&xs[0], &w[0], k32)
	case lv == avx2:
		s = dot1x1BF16SplitAVX2(&xs[0], &w[0], k32)
	case lv == neon:
		s = dot1x1BF16SplitNEON(&xs[0], &w[0], k32)
	default:
		s = dotGoBF16Split(xs, w, k32)
	}
	for p := k32 * 32; p < k; p++ {
		s += float32(xs[p] * dtype.BF16ToFloat32(w[p]))
	}
	return s
}

// dot4BF16Split sets d[0:4] to dotBF16Split of xs with the four bf16 rows
// of w starting at off, ldw apart.
func dot4BF16Split(d, xs []float32, w []uint16, off, ldw int, lv level) {
	k := len(xs)
	k32 := k >> 5
	d = d[:4]
	if lv == portable || k32 == 0 {
		for r := range 4 {
			d[r] = dotBF16Split(xs, w[off+r*ldw:], lv)
		}
		return
	}
	_ = w[off+3*ldw+k-1]
	switch lv {
	case avx512:
		dot1x4BF16SplitAVX512(&xs[0], &w[off], ldw, k32, &d[0])
	case avx2:
		dotRows4BF16SplitAVX2(&xs[0], 0, 1, &w[off], ldw, k32, &d[0], 0, nil, 2, 0)
	case neon:
		dot1x4BF16SplitNEON(&xs[0], &w[off], ldw, k32, &d[0])
	}
	tail4BF16Split(d, xs, w, off, ldw, k32*32)
}

// tail4BF16Split adds to d[:4] the products of xs with the four bf16 rows
// of w at off (ldw apart) from element p0 on, past the whole blocks of 32
// the kernels take, where the split layout leaves x in order.
func tail4BF16Split(d, xs []float32, w []uint16, off, ldw, p0 int) {
	k := len(xs)
	for r := range 4 {
		s := d[r]
		wr := w[off+r*ldw : off+r*ldw+k]
		for p := p0; p < k; p++ {
			s += float32(xs[p] * dtype.BF16ToFloat32(wr[p]))
		}
		d[r] = s
	}
}
