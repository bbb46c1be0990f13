package kernel

import (
	"math"

	"xlachat/engine/dtype"
)

// This file holds the bf16 compute products of quantized weights. Each
// weight is first the f32 value the graphs state, f32(q)·s, and is then
// rounded to bf16 like any f32 weight, except that an f32 denormal rounds
// to zero: that is VCVTNE2PS2BF16, which rounds the weights in registers
// on the decode path, and every path rounds them the same way so that a
// prefill row and a decode step agree bit for bit. (VDPBF16PS reads bf16
// denormals as zero in any case; only an f32 just below the smallest
// normal, which would round up to it, is affected.)
//
// q4 rows, and the x rows multiplied with them, are packed in the bf16
// compute q4 order (see q4DPElement), which is how the kernels' lookups
// produce the nibbles. VDPBF16PS lane l then multiplies the pair at words
// 2l and 2l+1 of that layout, so a q4 product sums its terms in that
// order.

// i4Values is f32(int4(u)) for the nibbles u = 0..15, the q4 lookup table
// before a group's scale multiplies it.
var i4Values = [16]float32{0, 1, 2, 3, 4, 5, 6, 7, -8, -7, -6, -5, -4, -3, -2, -1}

// q4DPElement is the element of a q4 row of k elements that position p
// holds in the bf16 compute q4 order. The row's whole lines of 128
// elements (64 bytes, four groups) come first, each as four blocks of 32:
// position 32j + w of a line holds element 4w + j, nibble j of the line's
// word w, so that one load and a shift per block give every block's
// nibbles (DEQI4LINE in q4_amd64.h), and the pair VDPBF16PS lane l
// multiplies, elements 8l+j and 8l+4+j, shares a group. The rest of the
// row, k%128 elements, goes block by block: word w of half p/16 of a
// block holds element 4(w%4) + w/4 of that half (w = p%16), where eight
// bytes broadcast to each qword of a half, each word shifted by its own
// count, produce the nibbles (DEQI4DP).
func q4DPElement(p, k int) int {
	if line := p &^ (q4DPLine - 1); line < k&^(q4DPLine-1) {
		return line + 4*(p%32) + p%q4DPLine/32
	}
	return p&^15 + 4*(p%4) + p%16/4
}

// plainScale reports whether every product f32(q)·s of an int8 weight is
// zero or a normal finite f32 (s is zero or normal, and finite), which
// roundWeightBF16 rounds like dtype.RoundBF16 and roundI8DPAVX2 can
// round without checking for NaNs and denormals.
func plainScale(s float32) bool {
	e := math.Float32bits(s) & 0x7f800000
	return s == 0 || e != 0 && e != 0x7f800000
}

// splitScales reports whether every product f32(q)·s of an int8 weight,
// for each scale s of sc, is zero or a normal f32 below 2¹¹¹, which
// dotStreamsI8DPAVX2 rounds to bf16 exactly (see SPLITBF16); rows with
// other scales go the way that rounds any f32.
func splitScales(sc []float32) bool {
	for _, s := range sc {
		if !plainScale(s) || math.Abs(float64(s)) >= 0x1p104 {
			return false
		}
	}
	return true
}

// q4DPLine is the length of a line of the bf16 compute q4 order.
const q4DPLine = 128

// roundWeightBF16 rounds a dequantized weight to bf16 as VCVTNE2PS2BF16
// does: dtype.RoundBF16, with denormals read as zero.
func roundWeightBF16(f float32) uint16 {
	if b := math.Float32bits(f); b&0x7f800000 == 0 {
		return uint16(b>>16) & 0x8000
	}
	return dtype.RoundBF16(f)
}

// roundI8Row is roundRow for int8 weights: n is the row length and off a
// row's start, whose scale applies to the whole row.
func roundI8Row(dst []uint16, src Weights, off, n int, lv dpLevel) {
	q, s := src.I8[off:off+n], src.Scales[off/n]
	i := 0
	switch {
	case lv.avx512() && n >= 32:
		i = n &^ 31
		roundI8DPAVX512(&dst[0], &q[0], s, i>>5)
	case lv == dpAVX2 && n >= 16 && plainScale(s):
		i = n &^ 15
		roundI8DPAVX2(&dst[0], &q[0], s, i>>4)
	}
	for ; i < n; i++ {
		dst[i] = roundWeightBF16(dequantI8(q[i], s))
	}
}

// roundI4Row is roundRow for q4 weights, in the bf16 compute q4 order
// (see q4DPElement): off starts a row, and both off and n are whole
// groups of 32 (as q4 rows are).
func roundI4Row(dst []uint16, src Weights, off, n int, lv dpLevel) {
	q, sc := src.I4[off/2:(off+n)/2], src.Scales16[off/q4Group:(off+n)/q4Group]
	if n == 0 {
		return
	}
	p := 0
	switch lv {
	case dpAVX512, dpAVX512FMA:
		roundI4DPAVX512(&dst[0], &q[0], &sc[0], n/q4Group, &i4Values[0])
		return
	case dpAVX2:
		// Whole lines here, the last blocks (and a row with a scale that
		// is not finite) below.
		if lines := n / q4DPLine; lines > 0 && roundI4DPAVX2(&dst[0], &q[0], &sc[0], lines, &i4Values[0]) {
			p = lines * q4DPLine
		}
	}
	for ; p < n; p++ {
		e := q4DPElement(p, n)
		dst[p] = roundWeightBF16(dequantI4(q, e, dtype.F16ToFloat32(sc[e/q4Group])))
	}
}

// quantStreams computes decode's output columns [j0, j1) of a quantized
// product with the streaming kernels, a whole number of groups of four
// rows, and returns the first column left to the other paths; it does
// nothing when the rows are not a whole number of the kernels' lines, and
// without AVX512_BF16 for int8 scales that splitScales refuses and q4
// rows with a scale that is not finite, where the AVX2 kernels' rounding
// would differ.
func (t *dprob) quantStreams(p *Pool, j0, j1 int) int {
	k := t.k
	groups := (j1 - j0) / 4
	je := j0 + 4*groups
	if groups == 0 {
		return j0
	}
	switch {
	case t.avx2 && t.w.DType == dtype.I8 && k%64 == 0 && splitScales(t.w.Scales[j0:je]):
		_ = t.w.I8[(je-1)*k+k-1]
		_ = t.d[je-1]
		_ = t.x[k-1]
		dotStreamsI8DPAVX2(&t.x[0], &t.w.I8[j0*k], k, &t.w.Scales[j0], k/64, groups, groups*k, &t.d[j0], quantPrefetch)
	case t.avx2 && t.w.DType == dtype.I4 && k%q4DPLine == 0:
		g := k / q4Group
		_ = t.w.I4[((je-1)*k+k)/2-1]
		_ = t.w.Scales16[je*g-1]
		_ = t.d[je-1]
		_ = t.x[k-1]
		tmp := p.getScratch(64 * k / q4DPLine)
		ok := dotStreamsI4DPAVX2(&t.x[0], &t.w.I4[j0*k/2], k/2, &t.w.Scales16[j0*g], 2*groups*g, k/q4DPLine,
			groups, groups*k/2, &t.d[j0], quantPrefetch, &(*tmp)[0])
		p.putScratch(tmp)
		if !ok {
			return j0
		}
	case t.avx2:
		return j0
	case t.w.DType == dtype.I8 && k%64 == 0:
		_ = t.w.I8[(je-1)*k+k-1]
		_ = t.w.Scales[je-1]
		_ = t.d[je-1]
		_ = t.x[k-1]
		dotStreamsI8DPAVX512(&t.x[0], &t.w.I8[j0*k], k, &t.w.Scales[j0], k/64, groups, groups*k, &t.d[j0], quantPrefetch)
	case t.w.DType == dtype.I4 && k%512 == 0:
		g := k / q4Group
		_ = t.w.I4[((je-1)*k+k)/2-1]
		_ = t.w.Scales16[je*g-1]
		_ = t.d[je-1]
		_ = t.x[k-1]
		tmp := p.getScratch(4 * g)
		dotStreamsI4DPAVX512(&t.x[0], &t.w.I4[j0*k/2], k/2, &t.w.Scales16[j0*g], g, k/128, groups, groups*k/2,
			&t.d[j0], quantPrefetch, &(*tmp)[0], &i4Values[0])
		p.putScratch(tmp)
	default:
		return j0
	}
	return je
}
