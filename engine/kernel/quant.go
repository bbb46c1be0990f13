package kernel

import (
	"fmt"

	"xlachat/engine/dtype"
)

// This file holds the products against quantized weights (see the
// package documentation, "Quantized weights"): the per-output dot
// products in their canonical order, and the row widening that prefill's
// panels use.

// q4Group is the number of inputs of a row that share one q4 scale.
const q4Group = 32

// checkQuant panics unless w's scales cover n rows of k elements.
func (w Weights) checkQuant(n, k int) {
	switch w.DType {
	case dtype.I8:
		need("scales", len(w.Scales), n)
	case dtype.I4:
		if k%q4Group != 0 {
			panic(fmt.Sprintf("kernel: q4 rows of %d elements are not whole groups of %d", k, q4Group))
		}
		need("scales", len(w.Scales16), n*k/q4Group)
	}
}

// i4At is element i of packed q4 data, sign-extended.
func i4At(q []byte, i int) int8 { return int8(q[i/2]>>(4*(i%2))<<4) >> 4 }

// dequantI8 is one int8 weight as the graphs dequantize it: f32(q)·s,
// rounded to f32 (the conversion keeps the compiler from fusing it into
// the multiply-add that follows).
func dequantI8(q int8, s float32) float32 { return float32(float32(q) * s) }

// dotGoI8 is the canonical (f32-order) product of x with one int8 row.
func dotGoI8(x []float32, q []int8, s float32, k16 int) float32 {
	var acc [16]float32
	for p := 0; p < k16*16; p += 16 {
		xs, qs := (*[16]float32)(x[p:p+16]), (*[16]int8)(q[p:p+16])
		for l := range 16 {
			acc[l] += float32(xs[l] * dequantI8(qs[l], s))
		}
	}
	return reduce16(&acc)
}

// dotI8 is the canonical product of x with the int8 row q of scale s.
func dotI8(x []float32, q []int8, s float32, lv level) float32 {
	k := len(x)
	q = q[:k]
	k16 := k >> 4
	var r float32
	switch {
	case k16 == 0:
	case lv == avx512:
		r = dot1x1I8AVX512(&x[0], &q[0], s, k16)
	default:
		r = dotGoI8(x, q, s, k16)
	}
	for p := k16 * 16; p < k; p++ {
		r += float32(x[p] * dequantI8(q[p], s))
	}
	return r
}

// dotGoI4 is the canonical product (in the q4 order, see q4Element) of
// the row xs, stored in that order, with one q4 row.
func dotGoI4(xs []float32, q []byte, sc []uint16) float32 {
	var acc [16]float32
	for b := 0; b < len(xs); b += 32 {
		xb, qb := (*[32]float32)(xs[b:b+32]), (*[16]byte)(q[b/2:b/2+16])
		s := dtype.F16ToFloat32(sc[b/32])
		for p := range 32 {
			acc[p%16] += float32(xb[p] * dequantI4(qb[:], q4Element(p), s))
		}
	}
	return reduce16(&acc)
}

// q4Element is the element of a block of 32 that position p holds in the
// q4 order: lane l = p%16 of half p/16 holds element l/2 + 8*(l%2) of that
// half, so per block lane l accumulates that element of the first half
// and then the same element of the second. The order is the one the
// AVX-512 kernels read nibbles in without a shuffle: eight bytes
// broadcast to every qword, each dword lane shifted by its own count (see
// DEQI4 in q4_amd64.h).
func q4Element(p int) int { return p&^15 + p%16/2 + 8*(p%2) }

// dequantI4 is q4 element e of q as the graphs dequantize it with scale
// s: f32(q)·s, rounded to f32 as dequantI8 rounds.
func dequantI4(q []byte, e int, s float32) float32 {
	return float32(float32(dtype.Nibble(q, e)) * s)
}

// dotI4 is the canonical product of the row xs, in the q4 order, with
// the q4 row q (len(xs)/2 bytes) and its scales.
func dotI4(xs []float32, q []byte, sc []uint16, lv level) float32 {
	k := len(xs)
	if k == 0 {
		return 0
	}
	q, sc = q[:k/2], sc[:k/q4Group]
	if lv == avx512 {
		return dot1x1I4AVX512(&xs[0], &q[0], &sc[0], k>>5)
	}
	return dotGoI4(xs, q, sc)
}

// quantRow is output column j's dot product with the x row at xo: the
// canonical product for t's quantized weights.
func (t *tprob) quantDot(xo, j int) float32 {
	k := t.k
	xr := t.x[xo : xo+k]
	if t.w.DType == dtype.I8 {
		return dotI8(xr, t.w.I8[j*k:], t.w.Scales[j], t.lv)
	}
	g := k / q4Group
	return dotI4(xr, t.w.I4[j*k/2:], t.w.Scales16[j*g:(j+1)*g], t.lv)
}

// quantRows is rows for quantized weights, which take panels from
// widenedPanelMinRows x rows on: output columns [j0, j1) for every x row, a
// group of four w rows at a time; decode (one x row) streams.
func (t *tprob) quantRows(p *Pool, j0, j1 int) {
	if t.lv == avx2 || t.lv == neon {
		if t.m == 1 && t.lv == avx2 {
			j0 = t.quantStreams(p, j0, j1)
		}
		t.widenedRows(p, j0, j1)
		return
	}
	if t.m == 1 && t.lv == avx512 {
		j0 = t.quantStreams(p, j0, j1)
	}
	for j := j0; j < j1; j += 4 {
		for i := range t.m {
			xo := t.xo + i*t.ldx
			do := t.do + i*t.ldd
			for jj := j; jj < min(j+4, j1); jj++ {
				t.d[do+jj] = t.quantDot(xo, jj)
			}
		}
	}
}

// widenedRows is quantRows on AVX2 for what the decode streams leave, and
// on NEON; bf16 products with several x rows on NEON, or many on AVX2,
// take it too (widensSplit). Neither has tiles that read those weights:
// the rows are widened into scratch a panel at a time, as AVX-512's panels
// are, and multiplied by the f32 kernels, three or four x rows by four w
// rows at a time (tilesF32) where there are that many. The dequantized
// values are quantDot's, and those kernels fuse each multiply-add in the
// canonical order as the AVX-512 ones do, so every output has the same
// bits at every level but the portable one (a loop in Go rounds each
// product before adding it).
func (t *tprob) widenedRows(p *Pool, j0, j1 int) {
	k := t.k
	rows := widenedPanelRows(k)
	buf := p.getScratch(rows * k)
	defer p.putScratch(buf)
	for j := j0; j < j1; j += rows {
		n := min(rows, j1-j)
		for r := range n {
			t.widenRow((*buf)[r*k:(r+1)*k], j+r)
		}
		t.widenedPanel((*buf)[:n*k], j, n)
	}
}

// widenedPanelRows is how many w rows widenedRows widens at a time: 512
// KiB of them, which stay in L2 beside a block of x rows (widenedXBlock),
// in whole groups of four. (Four at a time, each group against all of x,
// read x from L3 for every four w rows.)
func widenedPanelRows(k int) int {
	return max(4, (512<<10)/(4*max(k, 1))&^3)
}

// widenedXBlock is how many x rows widenedPanel passes the panel's groups
// over at a time: about rowsBlockBytes of them, a multiple of three.
func widenedXBlock(k int) int {
	return max(3, rowsBlockBytes/(4*max(k, 1))/3*3)
}

// widenedPanel computes output columns [j, j+n) for every x row from
// the n widened f32 rows w.
func (t *tprob) widenedPanel(w []float32, j, n int) {
	k := t.k
	wf := Weights{DType: dtype.F32, F32: w}
	block := widenedXBlock(k)
	for i0 := 0; i0 < t.m; i0 += block {
		i1 := min(t.m, i0+block)
		for c := 0; c < n; c += 4 {
			nc := min(4, n-c)
			i := i0
			if nc == 4 {
				i = t.tilesF32(w[c*k:(c+4)*k], k, i0, i1, j+c)
			}
			for ; i < i1; i++ {
				xr := t.x[t.xo+i*t.ldx : t.xo+i*t.ldx+k]
				d := t.d[t.do+i*t.ldd+j+c : t.do+i*t.ldd+j+c+nc]
				if nc == 4 {
					dot4W(d, xr, wf, c*k, k, t.lv)
					continue
				}
				for r := range nc {
					d[r] = dotF32(xr, w[(c+r)*k:], t.lv)
				}
			}
		}
	}
}

// tilesF32 computes output columns [j, j+4) from the four f32 rows of w
// (ldw apart) for x rows from i0 in tiles, as far as i1 allows, and
// returns the first row left: three rows at a time with tile3x4F32AVX2,
// four with tile4x4F32NEON, none at other levels.
func (t *tprob) tilesF32(w []float32, ldw, i0, i1, j int) int {
	k, k16 := t.k, t.k>>4
	h := 0
	switch t.lv {
	case avx2:
		h = 3
	case neon:
		h = 4
	}
	if k16 == 0 || h == 0 || i1-i0 < h {
		return i0
	}
	n := (i1 - i0) / h
	_ = w[3*ldw+k-1]
	_ = t.x[t.xo+(i0+n*h-1)*t.ldx+k-1]
	_ = t.d[t.do+(i0+n*h-1)*t.ldd+j+3]
	if h == 3 {
		t.tiles3x4AVX2(w, ldw, i0, n, j)
	} else {
		for i := i0; i < i0+n*h; i += h {
			var lanes [256]float32 // the tile's sums between passes
			tile4x4F32NEON(&t.x[t.xo+i*t.ldx], t.ldx, &w[0], ldw, k16, &t.d[t.do+i*t.ldd+j], t.ldd, &lanes)
		}
	}
	if k16*16 < k {
		for i := i0; i < i0+n*h; i++ {
			xo := t.xo + i*t.ldx
			for c := range 4 {
				o := t.do + i*t.ldd + j + c
				t.d[o] = tailF32(t.d[o], t.x[xo+k16*16:xo+k], w[c*ldw+k16*16:c*ldw+k])
			}
		}
	}
	return i0 + n*h
}

const (
	// tile3x4Lanes is what tile3x4F32AVX2 keeps of a tile between k
	// blocks: both passes' twelve sums of eight lanes.
	tile3x4Lanes = 2 * 12 * 8
	// tile3x4Group is how many tiles tiles3x4AVX2 takes through k
	// together, block by block.
	tile3x4Group = 8
	// tile3x4Block is the k block of tiles3x4AVX2 in elements: the four
	// w rows' block (8 KiB) stays in L1 while the tiles of a group pass
	// over it. At k = 8192, where the rows whole are 128 KiB and were read
	// from L2 for every tile, it took 50-row products of int8 and q4
	// weights from 127-141 to 161-178 GFLOP/s on Zen 5 with AVX-512 off
	// (1024 and 2048 did as well or a little worse), and a 50-token
	// turn's TTFT in f32 compute from 0.55-0.58 to 0.50-0.54 s.
	tile3x4Block = 512
)

// tiles3x4AVX2 runs n tiles of three x rows from i0 against the four w
// rows (ldw apart) for output columns [j, j+4), tile3x4Group tiles at a
// time over k in blocks of tile3x4Block.
func (t *tprob) tiles3x4AVX2(w []float32, ldw, i0, n, j int) {
	var acc [tile3x4Group * tile3x4Lanes]float32
	k16, blk := t.k>>4, tile3x4Block/16
	for g := 0; g < n; g += tile3x4Group {
		gn := min(tile3x4Group, n-g)
		for kb := 0; kb < k16; kb += blk {
			kn := min(blk, k16-kb)
			mode := kBlockMode(kb, kn, k16)
			for s := range gn {
				i := i0 + 3*(g+s)
				tile3x4F32AVX2(&t.x[t.xo+i*t.ldx+16*kb], t.ldx, &w[16*kb], ldw, kn,
					&t.d[t.do+i*t.ldd+j], t.ldd, &acc[s*tile3x4Lanes], mode)
			}
		}
	}
}

// widenQuant writes weight row j dequantized into dst (k floats), in the
// q4 order for q4 (whose x rows are stored in it) and in order for int8:
// the panel then computes each output exactly as quantDot does.
func (t *tprob) widenQuant(dst []float32, j int) {
	k := t.k
	if t.w.DType == dtype.I8 {
		widenI8(dst[:k], t.w.I8[j*k:(j+1)*k], t.w.Scales[j], t.lv)
		return
	}
	g := k / q4Group
	widenI4(dst[:k], t.w.I4[j*k/2:(j+1)*k/2], t.w.Scales16[j*g:(j+1)*g], t.lv)
}

// widenI8 sets dst[p] = f32(q[p])·s.
func widenI8(dst []float32, q []int8, s float32, lv level) {
	p := 0
	switch {
	case len(q) < 16:
	case lv == avx512:
		p = len(q) &^ 15
		widenI8AVX512(&dst[0], &q[0], s, p>>4)
	case lv == avx2:
		p = len(q) &^ 15
		widenI8AVX2(&dst[0], &q[0], s, p>>4)
	case lv == neon:
		p = len(q) &^ 15
		widenI8NEON(&dst[0], &q[0], s, p>>4)
	}
	for ; p < len(q); p++ {
		dst[p] = dequantI8(q[p], s)
	}
}

// widenI4 dequantizes a q4 row (len(dst)/2 bytes) into dst in the q4
// order (see q4Element).
func widenI4(dst []float32, q []byte, sc []uint16, lv level) {
	if len(dst) == 0 {
		return
	}
	switch lv {
	case avx512:
		widenI4AVX512(&dst[0], &q[0], &sc[0], len(dst)>>5)
		return
	case avx2:
		widenI4AVX2(&dst[0], &q[0], &sc[0], len(dst)>>5)
		return
	case neon:
		widenI4NEON(&dst[0], &q[0], &sc[0], len(dst)>>5, &q4Layout.at)
		return
	}
	// Per block, the 16 values its nibbles can stand for, indexed by the
	// nibble unsigned and computed as dequantI4 computes them: a lookup
	// per weight then costs less than a conversion and a multiply. The
	// index is read from the byte here rather than by dtype.Nibble, whose
	// sign extension and slice made this loop 10% slower.
	var values [16]float32
	for b := 0; b < len(dst); b += 32 {
		s := dtype.F16ToFloat32(sc[b/32])
		for u := range values {
			values[u] = dequantI8(int8(u<<4)>>4, s)
		}
		qb, db := (*[16]byte)(q[b/2:b/2+16]), (*[32]float32)(dst[b:b+32])
		for p := range db {
			e := q4Element(p)
			db[p] = values[qb[e/2]>>(4*(e%2))&15]
		}
	}
}

// quantStreams computes decode's output columns [j0, j1) with the
// streaming kernels, a whole number of groups of four rows (q4 with
// AVX-512: rows of whole lines of 16 groups), and returns the first
// column left. Each output's arithmetic is quantDot's.
func (t *tprob) quantStreams(p *Pool, j0, j1 int) int {
	k := t.k
	groups := (j1 - j0) / 4
	if groups == 0 || k < 16 {
		return j0
	}
	je := j0 + 4*groups
	if t.w.DType == dtype.I8 {
		_ = t.w.I8[(je-1)*k+k-1]
		_ = t.w.Scales[je-1]
		_ = t.d[t.do+je-1]
		_ = t.x[t.xo+k-1]
		streams := dotStreamsI8AVX512
		if t.lv == avx2 {
			streams = dotStreamsI8AVX2
		}
		streams(&t.x[t.xo], &t.w.I8[j0*k], k, &t.w.Scales[j0], k>>4, groups, groups*k, &t.d[t.do+j0], quantPrefetch)
		if k&15 != 0 {
			for j := j0; j < je; j++ {
				s := t.d[t.do+j]
				for p := k &^ 15; p < k; p++ {
					s += float32(t.x[t.xo+p] * dequantI8(t.w.I8[j*k+p], t.w.Scales[j]))
				}
				t.d[t.do+j] = s
			}
		}
		return je
	}
	k32 := k / q4Group
	if t.lv == avx512 && k32%16 != 0 {
		return j0
	}
	_ = t.w.I4[(je*k)/2-1]
	_ = t.w.Scales16[je*k32-1]
	_ = t.d[t.do+je-1]
	_ = t.x[t.xo+k-1]
	if t.lv == avx2 {
		dotStreamsI4AVX2(&t.x[t.xo], &t.w.I4[j0*k/2], k/2, &t.w.Scales16[j0*k32], k32, groups, groups*k/2, &t.d[t.do+j0], quantPrefetch)
		return je
	}
	tmp := p.getScratch(4 * k32)
	defer p.putScratch(tmp)
	dotStreamsI4AVX512(&t.x[t.xo], &t.w.I4[j0*k/2], k/2, &t.w.Scales16[j0*k32], k32, k32, groups, groups*k/2, &t.d[t.do+j0], quantPrefetch, &(*tmp)[0])
	return je
}

// quantPrefetch is how many bytes ahead in each of its four streams the
// quantized decode kernels prefetch. A q4 row is a quarter of a bf16
// row's bytes and takes longer to compute per byte, so the same distance
// in time is further in bytes: on the 1B layer set q4 read at 24 GB/s
// 2048 bytes ahead against 18 at 1024 and 13 at 512, and int8 did no
// worse at 2048 than at 1024 (BenchmarkDecodeLayersQuant).
const quantPrefetch = 2048
