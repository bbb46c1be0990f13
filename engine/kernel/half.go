package kernel

import (
	"fmt"

	"xlachat/engine/dtype"
)

// This file holds attention's batched products against a KV cache stored
// in 16-bit floats. The cache is half the bytes of an f32 one, and decode
// attention reads the whole of it for every token, so it is read in place.
// Widening bf16 or f16 to f32 is exact, and the f32 products compute each
// output by arithmetic that does not depend on where their operand lives
// (only its values), so every output here is, bit for bit, what the f32
// products give on the widened cache: a cache may switch dtype without
// changing a single attention output beyond the rounding of what is
// stored in it.
//
// Decode (few rows, an interleaved cache) sweeps the cache in blocks of
// sweepRows rows as sweepT and sweepBatched do. On AVX-512 the kernels
// widen each load of the cache in a register on its way to the FMAs,
// with the f32 kernels' FMA chains and folds: dotRows16HalfAVX512 for the
// scores where the f32 sweep has dotRows16F32AVX512 (rows of 16 to
// shortRow), and axpy4RowsHalfAVX512 and axpyRowHalfAVX512 for
// probabilities·V where it has axpyRows. The scores' last rows (n past a
// whole block of 16) and the ends of rows past the last 16 take dotW and
// tailW, whose 16-bit paths are canonical too. Elsewhere (AVX2, portable,
// scores rows outside 16..shortRow) each block is widened into a per-chunk
// scratch, 16 to 33 KiB for Llama-3.2-1B, which every batch then reads
// from L1 or L2 with the f32 code. Prefill (more rows, or a cache whose
// batches do not interleave) widens the part of the cache the product
// reads once, shared out over the pool, and runs the f32 product on it:
// the rows of x amortise the pass.
//
// The scratch's widening pass is not free: it stores twice the bytes it
// reads, at the speed of the stores (16 floats in about 0.6 ns from L1 on
// the development VM's Zen 4), so on one core it costs about what reading
// half the bytes saves. Widening in registers drops the pass. On that
// 2-core VM (BenchmarkAttentionDecodeHalf, 1536 slots, medians of 14
// alternated runs), with the cache in DRAM the scores took 61 µs in bf16
// or f16 and probabilities·V 54-55, against 108 and 101-104 in f32 and
// 90-93 and 85 through the scratch; with the cache in L3, 53-54 and 49-50
// against 80 and 51-53 in f32 and 83 and 72-73 through the scratch. The
// scores beat the f32 ones even from L3 because dotRows16HalfAVX512's
// tiles load less than dotRows16F32AVX512 (see there).

// Half is a batched operand of 16-bit floats (bf16 or f16 bit patterns)
// addressed like Mat: element (b, r, c) is Data[Off + b*Batch + r*Row + c].
// It is how a KV cache stored in 16 bits enters attention's products.
type Half struct {
	DType           dtype.DType // dtype.BF16 or dtype.F16
	Data            []uint16
	Off, Batch, Row int
}

// MatMulTBatchedHalf is MatMulTBatched with w in bf16 or f16: dst[b] =
// x[b]·w[b]ᵀ, each output bit-identical to MatMulTBatched's on the widened
// w. It suits attention scores q·Kᵀ against a 16-bit K cache, which it
// reads in place. Columns of dst past n are left untouched. Where
// MatMulTBatched would sweep the cache (decode), it widens it in registers
// on AVX-512 and a block at a time into scratch elsewhere; otherwise it
// widens what the product reads once.
func (p *Pool) MatMulTBatchedHalf(batch, m, k, n int, dst, x Mat, w Half) {
	p.matMulTBatchedHalf(batch, m, k, n, dst, x, w, bestLevel)
}

func (p *Pool) matMulTBatchedHalf(batch, m, k, n int, dst, x Mat, w Half, lv level) {
	if !batchedWork(batch, m, k, n) {
		return
	}
	checkMat("dst", dst, batch, m, n)
	checkMat("x", x, batch, m, k)
	checkHalf("w", w, batch, n, k)
	probs := make([]*tprob, batch)
	for b := range probs {
		probs[b] = p.newTProb(m, k, n, x.Data, x.Off+b*x.Batch, x.Row,
			Weights{DType: dtype.F32}, 0, 0,
			dst.Data, dst.Off+b*dst.Batch, dst.Row, lv, max(1, p.workers/batch))
	}
	if !probs[0].panelled && interleavedHalf(w, batch) {
		p.sweepTHalf(probs, w, n)
		return
	}
	wf, buf := p.widenAll(w, batch, n, k, lv)
	defer p.putScratch(buf)
	p.matMulTBatched(batch, m, k, n, dst, x, wf, lv)
}

// MatMulBatchedHalf is MatMulBatched with b in bf16 or f16: dst[b] =
// a[b]·b[b], each output bit-identical to MatMulBatched's on the widened
// b. It suits attention's probabilities·V against a 16-bit V cache, which
// it reads in place. Where MatMulBatched would sweep the cache (decode), it
// widens it in registers on AVX-512 and a block at a time into scratch
// elsewhere; otherwise it widens what the product reads once.
func (p *Pool) MatMulBatchedHalf(batch, m, k, n int, dst, a Mat, b Half) {
	p.matMulBatchedHalf(batch, m, k, n, dst, a, b, bestLevel)
}

func (p *Pool) matMulBatchedHalf(batch, m, k, n int, dst, a Mat, b Half, lv level) {
	if !batchedWork(batch, m, k, n) {
		return
	}
	checkMat("dst", dst, batch, m, n)
	checkMat("a", a, batch, m, k)
	checkHalf("b", b, batch, k, n)
	if m < panelMinRows && interleavedHalf(b, batch) {
		p.sweepBatchedHalf(batch, m, k, n, dst, a, b, lv)
		return
	}
	bf, buf := p.widenAll(b, batch, k, n, lv)
	defer p.putScratch(buf)
	p.matMulBatched(batch, m, k, n, dst, a, bf, lv)
}

// checkHalf is checkMat for a Half, which must also hold bf16 or f16.
func checkHalf(name string, h Half, batch, rows, cols int) {
	if h.DType != dtype.BF16 && h.DType != dtype.F16 {
		panic(fmt.Sprintf("kernel: %s has dtype %v, want bf16 or f16", name, h.DType))
	}
	checkStrided(name, len(h.Data), h.Off, h.Batch, h.Row, batch, rows, cols)
}

// interleavedHalf is interleaved for a Half.
func interleavedHalf(h Half, batch int) bool {
	return interleaved(Mat{Batch: h.Batch, Row: h.Row}, batch)
}

// span is how many elements of one row of h the batches [b0,b1) cover
// with cols each when they interleave: from batch b0's first to batch
// b1-1's last.
func (h Half) span(b0, b1, cols int) int { return (b1-1-b0)*h.Batch + cols }

// widenRows widens rows [r0,r1) of h, cols elements from column c0 of
// each, into dst, ldd apart. Rows that follow each other in h and in dst
// are one run; otherwise, on AVX-512, one assembly call widens the first
// cols&^15 of every row: a sweep's block is 16 rows of a few hundred
// elements, and a call per row cost a third of the pass.
func widenRows(dst []float32, ldd int, h Half, r0, r1, c0, cols int, lv level) {
	rows := r1 - r0
	if rows <= 0 || cols == 0 {
		return
	}
	src := h.Data[h.Off+r0*h.Row+c0:]
	w := Weights{DType: h.DType, U16: src}
	if ldd == cols && h.Row == cols {
		widen(dst, w, 0, rows*cols, lv)
		return
	}
	c16 := 0
	if lv == avx512 && cols >= 16 {
		c16 = cols &^ 15
		_ = dst[(rows-1)*ldd+cols-1]
		_ = src[(rows-1)*h.Row+cols-1]
		widenRowsAVX512(&dst[0], ldd, &src[0], h.Row, rows, c16>>4, h.DType == dtype.F16)
	}
	for r := 0; c16 < cols && r < rows; r++ {
		widen(dst[r*ldd+c16:], w, r*h.Row+c16, cols-c16, lv)
	}
}

// prefetchPart hints part i of parts of rows [r0,r1) of h, cols elements
// from column c0 of each, into L2. A sweep hints the block after the one
// it computes in parts, one after each batch's product, so that the
// hints spread out over the block rather than fill the miss queues in a
// burst (see sweepAhead): rows of a KV cache are 4 KiB pages apart or
// less, at whose borders the hardware prefetchers stop, and a worker may
// read only part of each.
func prefetchPart(h Half, r0, r1, c0, cols, i, parts int) {
	for r := r0 + i*(r1-r0)/parts; r < r0+(i+1)*(r1-r0)/parts; r++ {
		prefetchHalfL2(&h.Data[h.Off+r*h.Row+c0], cols)
	}
}

// widenAll widens the rows×cols matrices of every batch of h into one
// pool scratch buffer, which the caller returns with putScratch, and
// addresses them with the Mat it returns. Batches that interleave keep
// their interleaving, rows a span apart, so that the f32 product takes
// the same path as on a widened copy of the whole cache; others get rows
// of cols each, one matrix after the other. The pass is shared out when
// it is large.
func (p *Pool) widenAll(h Half, batch, rows, cols int, lv level) (Mat, *[]float32) {
	var f Mat
	nb := 1 // batches widened separately
	if interleavedHalf(h, batch) || batch == 1 || h.Batch == 0 {
		f = Mat{Batch: h.Batch, Row: h.span(0, batch, cols)}
		if batch == 1 {
			f.Batch = 0
		}
	} else {
		f, nb = Mat{Batch: rows * cols, Row: cols}, batch
	}
	buf := p.getScratch(nb * rows * f.Row)
	f.Data = *buf
	widen := func(lo, hi int) {
		for b := range nb {
			hb := h
			hb.Off += b * h.Batch
			widenRows(f.Data[b*f.Batch+lo*f.Row:], f.Row, hb, lo, hi, 0, f.Row, lv)
		}
	}
	if sharePrepare(rows, nb*f.Row) {
		p.Parallel(rows, widen)
	} else {
		widen(0, rows)
	}
	return f, buf
}

// readsHalfInPlace reports whether the decode sweeps of a 16-bit operand
// with rows of k at level lv read it where it lies, widening in registers
// where the f32 kernels would load (dotRows16HalfAVX512,
// axpy4RowsHalfAVX512): on AVX-512, and for the scores only with the rows
// of 16 to shortRow that the f32 sweep hands to its 16-row kernel.
// Elsewhere they widen each block into scratch for the f32 code.
func readsHalfInPlace(lv level, k int, scores bool) bool {
	return lv == avx512 && (!scores || k >= 16 && k <= shortRow)
}

// sweepTHalf is sweepT for a 16-bit w. Read in place (readsHalfInPlace),
// each batch's tprob points at w itself and halfRows computes its block.
// Otherwise each chunk widens a block of rows (the columns the batches
// read) into its scratch and runs each batch's f32 rows on it, the tprob
// copied with w pointing there; the scratch rows are padded by a cache
// line: unpadded, the 16 rows the kernel reads at once would be a power of
// two apart and share L1 sets.
func (p *Pool) sweepTHalf(probs []*tprob, w Half, n int) {
	blocks := (n + sweepRows - 1) / sweepRows
	chunks := min(blocks, chunksPerWorker*p.workers)
	span := w.span(0, len(probs), probs[0].k)
	if t := probs[0]; readsHalfInPlace(t.lv, t.k, true) {
		inKernel := halfKernelPrefetches(t)
		for b, t := range probs {
			t.w = Weights{DType: w.DType, U16: w.Data}
			t.wo, t.ldw = w.Off+b*w.Batch, w.Row
			if inKernel {
				t.pf = sweepAhead * sweepRows
			}
		}
		p.run(chunks, func(c int) {
			for blk := c * blocks / chunks; blk < (c+1)*blocks/chunks; blk++ {
				j0 := blk * sweepRows
				a0 := min(n, j0+sweepAhead*sweepRows)
				a1 := min(n, a0+sweepRows)
				for b, t := range probs {
					t.halfRows(j0, min(n, j0+sweepRows))
					if !inKernel {
						prefetchPart(w, a0, a1, 0, span, b, len(probs))
					}
				}
			}
		})
		return
	}
	ldw := span + panelPad
	p.run(chunks, func(c int) {
		buf := p.getScratch(sweepRows * ldw)
		defer p.putScratch(buf)
		for blk := c * blocks / chunks; blk < (c+1)*blocks/chunks; blk++ {
			j0 := blk * sweepRows
			j1 := min(n, j0+sweepRows)
			widenRows(*buf, ldw, w, j0, j1, 0, span, probs[0].lv)
			a0 := min(n, j0+sweepAhead*sweepRows)
			a1 := min(n, a0+sweepRows)
			for b, t := range probs {
				s := *t
				s.w, s.wo, s.ldw = Weights{DType: dtype.F32, F32: *buf}, b*w.Batch, ldw
				s.do += j0
				s.pf = 0
				s.rows(0, j1-j0)
				prefetchPart(w, a0, a1, 0, span, b, len(probs))
			}
		}
	})
}

// halfKernelPrefetches is kernelPrefetches for dotRows16HalfAVX512, which
// hints 128 bytes of a row a step: its m*k16 steps cover a batch's next
// block of 16 rows when rows are at most 64 values (head_dim 64 in 16
// bits is 128 bytes) and there are enough steps.
func halfKernelPrefetches(t *tprob) bool {
	return t.k <= 64 && t.m*(t.k>>4) >= sweepRows
}

// halfRows is shortRows for a 16-bit w read in place on AVX-512 (t.w holds
// its bf16 or f16 bits, 16 <= k <= shortRow): whole groups of 16 rows go to
// dotRows16HalfAVX512, which computes them as rows16 would on the widened
// rows, and the rest to dotW, whose 16-bit paths are canonical too.
func (t *tprob) halfRows(j0, j1 int) {
	k, k16 := t.k, t.k>>4
	if groups := (j1 - j0) / 16; groups > 0 {
		je := j0 + 16*groups
		_ = t.x[t.xo+(t.m-1)*t.ldx+k-1]
		_ = t.w.U16[t.wo+(je-1)*t.ldw+k-1]
		_ = t.d[t.do+(t.m-1)*t.ldd+je-1]
		f16 := t.w.DType == dtype.F16
		for j := j0; j < je; j += 16 {
			dotRows16HalfAVX512(&t.x[t.xo], t.ldx, t.m, &t.w.U16[t.wo+j*t.ldw], t.ldw, k16,
				&t.d[t.do+j], t.ldd, t.pf, f16)
		}
		if k16*16 < k {
			for i := range t.m {
				xr := t.x[t.xo+i*t.ldx+k16*16 : t.xo+i*t.ldx+k]
				do := t.do + i*t.ldd
				for j := j0; j < je; j++ {
					t.d[do+j] = tailW(t.d[do+j], xr, t.w, t.wo+j*t.ldw+k16*16)
				}
			}
		}
		j0 = je
	}
	for i := range t.m {
		xr := t.x[t.xo+i*t.ldx : t.xo+i*t.ldx+k]
		for j := j0; j < j1; j++ {
			t.d[t.do+i*t.ldd+j] = dotW(xr, t.w, t.wo+j*t.ldw, t.lv)
		}
	}
}

// sweepBatchedHalf is sweepBatched for a 16-bit b; every output's FMA
// chain continues in dst from block to block as in sweepBatched. Read in
// place (readsHalfInPlace), each batch's part of a block goes straight to
// axpyRowsHalf; otherwise each group of batches widens a block of rows of
// b (the group's columns) into its scratch and runs the f32 axpyRows on
// it.
func (p *Pool) sweepBatchedHalf(batch, m, k, n int, dst, a Mat, b Half, lv level) {
	width := axpyWidth(lv)
	inPlace := readsHalfInPlace(lv, k, false) || halfQuadsAVX2(lv, m, n)
	groups := min(batch, p.workers)
	p.run(groups, func(g int) {
		b0, b1 := g*batch/groups, (g+1)*batch/groups
		clearBatches(dst, b0, b1, m, n)
		span := b.span(b0, b1, n)
		ldb := span + panelPad
		var buf *[]float32
		if !inPlace {
			buf = p.getScratch(sweepRows * ldb)
			defer p.putScratch(buf)
		}
		for p0 := 0; p0 < k; p0 += sweepRows {
			p1 := min(k, p0+sweepRows)
			if !inPlace {
				widenRows(*buf, ldb, b, p0, p1, b0*b.Batch, span, lv)
			}
			a0 := min(k, p0+sweepAhead*sweepRows)
			a1 := min(k, a0+sweepRows)
			for bi := b0; bi < b1; bi++ {
				ao := a.Off + bi*a.Batch + p0
				do := dst.Off + bi*dst.Batch
				for j0 := 0; j0 < n; j0 += width {
					nc := min(width, n-j0)
					if inPlace {
						axpyRowsHalf(dst.Data[do+j0:], dst.Row, m, nc, a.Data[ao:], a.Row, p1-p0,
							b, b.Off+bi*b.Batch+p0*b.Row+j0, sweepAhead*sweepRows, lv)
					} else {
						axpyRows(dst.Data[do+j0:], dst.Row, m, nc, a.Data[ao:], a.Row, p1-p0,
							*buf, (bi-b0)*b.Batch+j0, ldb, 0, lv)
					}
				}
				if !inPlace {
					prefetchPart(b, a0, a1, b0*b.Batch, span, bi-b0, b1-b0)
				}
			}
		}
	})
}

// halfQuadsAVX2 reports whether a probabilities·V sweep of m rows and n
// columns reads a 16-bit V in place on AVX2: through axpy4Rows16HalfAVX2
// alone, which takes rows four at a time and columns 16 at a time (a GQA
// group of four queries against heads of 64), so no row or column is
// left for a kernel that would need V widened into scratch.
func halfQuadsAVX2(lv level, m, n int) bool {
	return lv == avx2 && m%4 == 0 && n%16 == 0
}

// axpyRowsHalf is axpyRows for a 16-bit b read in place, its rows b.Row
// apart from b.Data[bo], each c element's chain bit for bit what
// axpyRows gives on the widened b. On AVX-512 rows go four at a time
// through axpy4RowsHalfAVX512 and the rest through axpyRowHalfAVX512; on
// AVX2 (where halfQuadsAVX2 holds) all through axpy4Rows16HalfAVX2. Every
// call hints the b rows pf on, so that products of fewer than four rows,
// which the f32 axpyRow leaves to the hardware, prefetch too.
func axpyRowsHalf(c []float32, ldc, m, nc int, a []float32, lda, k int, b Half, bo, pf int, lv level) {
	if k == 0 || nc == 0 {
		return
	}
	mask := ^uint64(0)
	if nc < 64 {
		mask = 1<<nc - 1
	}
	f16 := b.DType == dtype.F16
	_ = b.Data[bo+(k-1)*b.Row+nc-1]
	if lv == avx2 { // halfQuadsAVX2 held: whole fours and sixteens
		for i := 0; i < m; i += 4 {
			_ = c[(i+3)*ldc+nc-1]
			_ = a[(i+3)*lda+k-1]
			axpy4Rows16HalfAVX2(&c[i*ldc], ldc, &a[i*lda], lda, k, &b.Data[bo], b.Row, nc/16, pf, f16)
		}
		return
	}
	i := 0
	for ; i+4 <= m; i += 4 {
		_ = c[(i+3)*ldc+nc-1]
		_ = a[(i+3)*lda+k-1]
		axpy4RowsHalfAVX512(&c[i*ldc], ldc, &a[i*lda], lda, k, &b.Data[bo], b.Row, mask, pf, f16)
	}
	for ; i < m; i++ {
		_ = c[i*ldc+nc-1]
		_ = a[i*lda+k-1]
		axpyRowHalfAVX512(&c[i*ldc], &a[i*lda], k, &b.Data[bo], b.Row, mask, pf, f16)
	}
}
