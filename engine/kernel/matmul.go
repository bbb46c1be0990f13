package kernel

import (
	"fmt"
	"unsafe"

	"xlachat/engine/dtype"
)

// Mat addresses a batch of row-major f32 matrices inside one slice: element
// (b, r, c) is Data[Off + b*Batch + r*Row + c]. Batch may be 0 to use the
// same matrix for every batch entry. Strides and Off must be non-negative.
type Mat struct {
	Data            []float32
	Off, Batch, Row int
}

// tuning constants
const (
	// panelMinRows is the smallest m for which widening a panel of weight
	// rows into f32 scratch pays off; below it each x row reads the 16-bit
	// weights directly (the rows of a 4-row group are reused from L1).
	panelMinRows = 8
	// widenedPanelMinRows is panelMinRows for weights that the rows path
	// would convert again for every x row: quantized ones in f32 compute
	// (dequantized), and all but bf16 read in place in bf16 compute
	// (rounded; see dpPanelMinRows). From two rows on, a panel converted
	// once is faster (BenchmarkMatMulTQuant at 7×2048×8192, int8: 116
	// against 60 GFLOP/s; at 2 rows of q4, 67 against 54). The short
	// chunks a chat leaves after prefilling a draft while it was typed
	// (Engine.Warm) are this size.
	widenedPanelMinRows = 2
	// panelBytes is the size of a weight panel; it is sized to stay in a
	// core's L2 (1 MiB here) next to a block of x rows.
	panelBytes = 384 << 10
	// panelPad is the padding, in floats, at the end of each row of a
	// widened panel or a copy of x: one cache line.
	panelPad = 16
	// chunksPerWorker over-splits work so a worker delayed by other load
	// does not hold up the whole product.
	chunksPerWorker = 4
)

// tprob is one product dst = x·wᵀ with explicit strides, in elements.
type tprob struct {
	m, k, n  int
	x        []float32
	xo, ldx  int
	w        Weights
	wo, ldw  int
	d        []float32
	do, ldd  int
	lv       level
	split    bool // bf16 and q4: x is stored rearranged (see splitX), w raw
	kv       int  // elements summed in lanes; the rest are added in order
	panelled bool
	nc       int // panel rows, a multiple of 6
	kb16     int // the tiles' k block in groups of 16 (see tileBlocks)
	// pf is how many w rows ahead of those it reads the 16-row kernel
	// prefetches, one row a step (sweepT sets it; 0 hints rows it reads
	// anyway).
	pf int
}

// MatMulT sets dst[m×n] = x[m×k]·wᵀ, where w is n×k row-major (the layout of
// Hugging Face linear weights) in any supported dtype. Rows of x and dst are
// contiguous with strides k and n. Each output is computed in the canonical
// order, so its value does not depend on m, n or the pool size.
func (p *Pool) MatMulT(dst, x []float32, m, k int, w Weights, n int) {
	p.matMulT(dst, x, m, k, w, n, bestLevel)
}

func (p *Pool) matMulT(dst, x []float32, m, k int, w Weights, n int, lv level) {
	w.check()
	checkDims(m, k, n)
	need("x", len(x), m*k)
	need("dst", len(dst), m*n)
	need("w", w.Len(), n*k)
	t := p.newTProb(m, k, n, x, 0, k, w, 0, k, dst, 0, n, lv, p.workers)
	w.checkQuant(n, k)
	if splitX(w.DType) && m > 0 && n > 0 {
		buf, ldx := p.splitRows(x, m, k, t.panelled, w.DType, lv)
		defer p.putScratch(buf)
		t.x, t.ldx, t.split, t.kv = *buf, ldx, true, k&^31
	}
	p.run(t.chunks(p.workers), func(c int) { t.chunk(p, c, t.chunks(p.workers)) })
}

// Product is one product of MatMulTs: Dst[m×N] = x·Wᵀ with W N×k.
type Product struct {
	Dst []float32
	W   Weights
	N   int
}

// MatMulTs computes several products that share x (m×k) in one parallel
// loop, as MatMulT would compute each of them: a layer's q, k and v
// projections, or its gate and up projections, then cost one hand-off to
// the workers instead of three or two, and x is prepared once.
func (p *Pool) MatMulTs(x []float32, m, k int, prods []Product) {
	p.matMulTs(x, m, k, prods, bestLevel)
}

func (p *Pool) matMulTs(x []float32, m, k int, prods []Product, lv level) {
	checkDims(m, k, 0)
	need("x", len(x), m*k)
	ts := make([]*tprob, len(prods))
	// x is rearranged once per layout: bf16 and q4 products may be siblings.
	var splitBuf, q4Buf *[]float32
	var ldx int
	for i, pr := range prods {
		pr.W.check()
		checkDims(m, k, pr.N)
		need("dst", len(pr.Dst), m*pr.N)
		need("w", pr.W.Len(), pr.N*k)
		ts[i] = p.newTProb(m, k, pr.N, x, 0, k, pr.W, 0, k, pr.Dst, 0, pr.N, lv, p.workers)
		pr.W.checkQuant(pr.N, k)
		if dt := pr.W.DType; splitX(dt) && m > 0 && pr.N > 0 {
			buf := &splitBuf
			if dt == dtype.I4 {
				buf = &q4Buf
			}
			if *buf == nil {
				*buf, ldx = p.splitRows(x, m, k, ts[i].panelled, dt, lv)
				defer p.putScratch(*buf)
			}
			ts[i].x, ts[i].ldx, ts[i].split, ts[i].kv = **buf, ldx, true, k&^31
		}
	}
	// Chunk c of the loop is chunk c-first[i] of product i.
	first := make([]int, len(ts)+1)
	for i, t := range ts {
		first[i+1] = first[i] + t.chunks(p.workers)
	}
	p.run(first[len(ts)], func(c int) {
		i := 0
		for c >= first[i+1] {
			i++
		}
		ts[i].chunk(p, c-first[i], first[i+1]-first[i])
	})
}

// splitRows copies the m rows of x (k each) into scratch in the layout
// products against dt read (see splitX), and returns it with its row
// stride: k, or k+panelPad for panels, whose tiles read six rows at once,
// which would share L1 sets at a stride of a power of two.
func (p *Pool) splitRows(x []float32, m, k int, panelled bool, dt dtype.DType, lv level) (*[]float32, int) {
	ldx := k
	if panelled {
		ldx = k + panelPad
	}
	o := splitLayout
	if dt == dtype.I4 {
		o = q4Layout
	}
	buf := p.getScratch(m * ldx)
	if sharePrepare(m, k) {
		p.Parallel(m, func(lo, hi int) { o.storeRows(*buf, ldx, x, k, lo, hi, lv) })
	} else {
		o.storeRows(*buf, ldx, x, k, 0, m, lv)
	}
	return buf, ldx
}

// sharePrepare reports whether the rows of an x of m×k elements that a
// product rearranges before it starts are shared out with Parallel: a
// prefill's megabytes, which the other workers would only wait for. A
// smaller x (decode's single row) is done on the calling goroutine, where
// the call sites build no closure for it.
func sharePrepare(m, k int) bool { return m*k >= 1<<16 }

// splitX reports whether products against weights of dtype dt read x
// rearranged within blocks of 32: bf16 in the split layout, q4 in the q4
// order, the orders their raw pairs of 16-bit values and bytes of nibbles
// widen into without a shuffle.
func splitX(dt dtype.DType) bool { return dt == dtype.BF16 || dt == dtype.I4 }

// batchedWork checks the sizes of a batched product and reports whether it
// has any output to compute.
func batchedWork(batch, m, k, n int) bool {
	checkDims(m, k, n)
	if batch < 0 {
		panic("kernel: negative batch")
	}
	return batch > 0 && m > 0 && n > 0
}

// MatMulTBatched sets, for every b < batch, dst[b] (m×n) = x[b] (m×k) ·
// w[b]ᵀ (w[b] n×k) with f32 operands addressed by Mat strides; each output
// follows the canonical order, as in MatMulT. It suits attention scores
// q·Kᵀ with K rows read in place from a cache.
func (p *Pool) MatMulTBatched(batch, m, k, n int, dst, x, w Mat) {
	p.matMulTBatched(batch, m, k, n, dst, x, w, bestLevel)
}

func (p *Pool) matMulTBatched(batch, m, k, n int, dst, x, w Mat, lv level) {
	if !batchedWork(batch, m, k, n) {
		return
	}
	checkMat("dst", dst, batch, m, n)
	checkMat("x", x, batch, m, k)
	checkMat("w", w, batch, n, k)
	probs := make([]*tprob, batch)
	per := 0
	for b := range probs {
		probs[b] = p.newTProb(m, k, n, x.Data, x.Off+b*x.Batch, x.Row,
			Weights{DType: dtype.F32, F32: w.Data}, w.Off+b*w.Batch, w.Row,
			dst.Data, dst.Off+b*dst.Batch, dst.Row, lv, max(1, p.workers/batch))
		per = probs[b].chunks(max(1, p.workers/batch))
	}
	if !probs[0].panelled && interleaved(w, batch) {
		p.sweepT(probs, w, n)
		return
	}
	p.run(batch*per, func(c int) {
		probs[c/per].chunk(p, c%per, per)
	})
}

func (p *Pool) newTProb(m, k, n int, x []float32, xo, ldx int, w Weights, wo, ldw int,
	d []float32, do, ldd int, lv level, workers int) *tprob {
	if lv == neon && w.DType == dtype.F16 {
		lv = portable // NEON has no kernel that widens f16
	}
	t := &tprob{m: m, k: k, n: n, x: x, xo: xo, ldx: ldx, w: w, wo: wo, ldw: ldw,
		d: d, do: do, ldd: ldd, lv: lv, kv: k &^ 15, kb16: p.blocks.f32}
	// AVX2 and NEON have no tile kernel: rows suffice.
	if m >= minPanelRows(w.DType) && lv != avx2 && lv != neon {
		t.panelled = true
		elem := 4 // bytes of a panel element: widened to f32,
		if readsInPlace(w.DType, k, lv) {
			elem = 2 // or bf16 read where it lies
		}
		nc := panelBytes / (elem * max(k, 1)) / 6 * 6
		// Keep at least two panels per worker when n allows, for balance.
		nc = min(nc, (n+2*workers-1)/(2*workers)+5)
		t.nc = max(6, nc/6*6)
	}
	return t
}

// minPanelRows is the fewest x rows for which a product with weights of
// dtype dt sweeps panels.
func minPanelRows(dt dtype.DType) int {
	if dt.IsQuantized() {
		return widenedPanelMinRows
	}
	return panelMinRows
}

// chunks is how many pieces t is split into for the given worker count.
func (t *tprob) chunks(workers int) int {
	if t.m == 0 || t.n == 0 {
		return 0
	}
	if t.panelled {
		return (t.n + t.nc - 1) / t.nc
	}
	quads := (t.n + 3) / 4
	return min(quads, chunksPerWorker*workers)
}

// chunk computes piece c of chunks.
func (t *tprob) chunk(p *Pool, c, chunks int) {
	if t.panelled {
		j0 := c * t.nc
		t.panel(p, j0, min(t.n, j0+t.nc))
		return
	}
	quads := (t.n + 3) / 4
	j0, j1 := c*quads/chunks*4, min(t.n, (c+1)*quads/chunks*4)
	if t.w.DType.IsQuantized() {
		t.quantRows(p, j0, j1)
		return
	}
	if t.widensSplit() {
		t.widenedRows(p, j0, j1)
		return
	}
	t.rows(j0, j1)
}

// streamPrefetch is how many bytes ahead of its reads in each of its four
// streams the decode kernel prefetches (16 lines a stream, 64 in flight).
// Decode reads weights from mapped file pages of 4 KiB, at whose borders
// the hardware prefetchers stop; with the hint a 1B layer set streamed
// about as fast 1024 and 2048 bytes ahead, slower at 256 and 512. The
// bf16 kernels prefetch into L2 (PREFETCH4ROWSL2 says why), which read
// the mapped 1B weights as fast 1024 and 2048 bytes ahead and 4% slower
// at 3072.
const streamPrefetch = 1024

// streamRows is rows for one split x row and raw bf16 weights with
// AVX-512 or AVX2, the decode product: the columns are split into four
// quarters read as four parallel sequential streams (see
// dotStreamsBF16SplitAVX512 and its AVX2 twin), which read a
// 1B layer set from a mapped file about 30% faster than groups of four
// adjacent rows (the median of five interleaved runs of
// BenchmarkDecodeLayers, 46 against 35 GB/s). Each output's arithmetic is
// that of dot4BF16Split, so the values are unchanged.
func (t *tprob) streamRows(j0, j1 int) {
	k, k32 := t.k, t.k>>5
	groups := (j1 - j0) / 4
	if groups > 0 && k32 > 0 {
		je := j0 + 4*groups
		_ = t.w.U16[t.wo+(je-1)*t.ldw+k-1]
		_ = t.d[t.do+je-1]
		_ = t.x[t.xo+k-1]
		streams := dotStreamsBF16SplitAVX512
		if t.lv == avx2 {
			streams = dotStreamsBF16SplitAVX2
		}
		streams(&t.x[t.xo], &t.w.U16[t.wo+j0*t.ldw], t.ldw, k32, groups, groups*t.ldw, &t.d[t.do+j0], streamPrefetch)
		if k32*32 < k {
			xr := t.x[t.xo : t.xo+k]
			for j := j0; j < je; j++ {
				s := t.d[t.do+j]
				wr := t.w.U16[t.wo+j*t.ldw : t.wo+j*t.ldw+k]
				for p := k32 * 32; p < k; p++ {
					s += float32(xr[p] * dtype.BF16ToFloat32(wr[p]))
				}
				t.d[t.do+j] = s
			}
		}
		j0 = je
	}
	for j := j0; j < j1; j++ {
		t.d[t.do+j] = dotBF16Split(t.x[t.xo:t.xo+k], t.w.U16[t.wo+j*t.ldw:], t.lv)
	}
}

// streamRowsInOrder is streamRows for f16 and f32 weights, whose x is not
// split: it computes a whole number of groups of four of decode's output
// columns [j0,j1) with dotStreamsF16AVX512 (k a multiple of 32) or
// dotStreamsF32AVX512 (k a multiple of 16 and longer than shortRow; the
// shorter rows of a KV cache's heads stay in cache and go to shortRows),
// and returns the first column left. Each output's arithmetic is dot4W's.
func (t *tprob) streamRowsInOrder(j0, j1 int) int {
	k := t.k
	groups := (j1 - j0) / 4
	je := j0 + 4*groups
	switch {
	case groups == 0 || k == 0:
		return j0
	case t.w.DType == dtype.F16 && k%32 == 0:
		_ = t.w.U16[t.wo+(je-1)*t.ldw+k-1]
		_ = t.d[t.do+je-1]
		_ = t.x[t.xo+k-1]
		dotStreamsF16AVX512(&t.x[t.xo], &t.w.U16[t.wo+j0*t.ldw], t.ldw, k>>5, groups, groups*t.ldw, &t.d[t.do+j0], streamPrefetch)
		return je
	case t.w.DType == dtype.F32 && k%16 == 0 && k > shortRow:
		_ = t.w.F32[t.wo+(je-1)*t.ldw+k-1]
		_ = t.d[t.do+je-1]
		_ = t.x[t.xo+k-1]
		dotStreamsF32AVX512(&t.x[t.xo], &t.w.F32[t.wo+j0*t.ldw], t.ldw, k>>4, groups, groups*t.ldw, &t.d[t.do+j0], streamPrefetch)
		return je
	}
	return j0
}

// widensSplit reports whether t, a product against bf16 weights with
// several x rows on NEON or many on AVX2, widens them into panels for the
// f32 tiles (widenedRows). NEON has no tile that widens bf16 in
// registers, and the four-row kernel spends as many instructions widening
// as multiplying. So does AVX2's (dotRows4BF16SplitAVX2), and on Intel's
// cores its shifts take the ports of the FMAs: on Emerald Rapids with
// AVX-512 off the widened panels ran 256-row products 25-45% faster and
// 50- and 64-row ones 5-15%, but 4- to 32-row ones 10-45% slower, which
// widenSplitMinRowsAVX2 leaves to the row kernel. The panel's rows are
// in the split layout, like x's, so the tiles sum the canonical bf16
// order; when k is a multiple of 32 only, since they would take a last
// 16 elements into the lanes where bf16 adds them in order.
func (t *tprob) widensSplit() bool {
	if !t.split || t.k%32 != 0 {
		return false
	}
	return t.lv == neon && t.m >= 4 || t.lv == avx2 && t.m >= widenSplitMinRowsAVX2
}

// widenSplitMinRowsAVX2 is the fewest x rows for which AVX2 widens bf16
// weights into panels (widensSplit).
const widenSplitMinRowsAVX2 = 48

// rows computes output columns [j0,j1) reading w directly: for every group
// of four w rows, every x row of a block (see rowsBlockBytes), so the
// group is reused from L1 across rows.
func (t *tprob) rows(j0, j1 int) {
	k := t.k
	if t.split && t.m == 1 && t.lv.x86() {
		t.streamRows(j0, j1)
		return
	}
	if t.m == 1 && t.lv == avx512 {
		j0 = t.streamRowsInOrder(j0, j1)
	}
	if t.w.DType == dtype.F32 && t.lv == avx512 && k >= 16 && k <= shortRow {
		t.shortRows(j0, j1)
		return
	}
	if t.w.DType == dtype.F32 && t.lv == avx2 && k >= 16 && k <= shortRow {
		j0 = t.rows8AVX2(j0, j1)
	}
	// x rows go in blocks that stay in L2 while every group of four w
	// rows of [j0,j1) passes over them (the tiles' panels do this on
	// AVX-512); otherwise each group would read all m rows again. When
	// the AVX2 bf16 row kernel takes k in blocks, a block of every row
	// fits there instead.
	block := xBlockRows(t.m, 4*k)
	if t.split && t.lv == avx2 && splitKBlocks(t.m, k>>5) {
		block = t.m
	}
	for i0 := 0; i0 < t.m; i0 += block {
		t.quads(i0, min(t.m, i0+block), j0, j1)
	}
	for j := j0 + (j1-j0)&^3; j < j1; j += 4 {
		for jj := j; jj < min(j+4, j1); jj++ {
			for i := range t.m {
				xr := t.x[t.xo+i*t.ldx : t.xo+i*t.ldx+k]
				if t.split {
					t.d[t.do+i*t.ldd+jj] = dotBF16Split(xr, t.w.U16[t.wo+jj*t.ldw:], t.lv)
				} else {
					t.d[t.do+i*t.ldd+jj] = dotW(xr, t.w, t.wo+jj*t.ldw, t.lv)
				}
			}
		}
	}
}

// rowsBlockBytes is the size of the blocks of x rows that rows passes
// groups of w rows over, when all of x takes more than twice that: with
// AVX2 (no tiles), a 256-row prefill product with k = 8192 ran 18-25%
// faster in blocks of 256 KiB than over all rows at once, with k = 2048
// 1% faster; smaller blocks did worse (32 KiB: 10-15% slower than none),
// and a 50-row turn with k = 2048 lost 3% in blocks, so x that fits in
// 512 KiB is not blocked.
const rowsBlockBytes = 256 << 10

// xBlockRows is how many x rows of rowBytes each go in one block of the
// rows path (rowsBlockBytes): all m when they take at most twice that.
func xBlockRows(m, rowBytes int) int {
	if m*rowBytes <= 2*rowsBlockBytes {
		return max(m, 1)
	}
	return max(1, rowsBlockBytes/rowBytes)
}

// quads computes x rows [i0,i1) against the whole groups of four w rows
// in [j0,j1): every row of the block for one group, then the next.
func (t *tprob) quads(i0, i1, j0, j1 int) {
	k := t.k
	for j := j0; j+4 <= j1; j += 4 {
		i := i0
		if t.w.DType == dtype.F32 {
			i = t.tilesF32(t.w.F32[t.wo+j*t.ldw:], t.ldw, i0, i1, j)
		} else if t.split && t.lv == avx2 {
			i = t.rowsBF16SplitAVX2(i0, i1, j)
		}
		for ; i < i1; i++ {
			xr := t.x[t.xo+i*t.ldx : t.xo+i*t.ldx+k]
			do := t.do + i*t.ldd + j
			if t.split {
				dot4BF16Split(t.d[do:do+4], xr, t.w.U16, t.wo+j*t.ldw, t.ldw, t.lv)
			} else {
				dot4W(t.d[do:do+4], xr, t.w, t.wo+j*t.ldw, t.ldw, t.lv)
			}
		}
	}
}

const (
	// splitRowsBlock is the k block of the four-row kernels in blocks of
	// 32 (see splitKBlocks).
	splitRowsBlock = 2048 / 32
	// splitRowsGroup is how many x rows go through k together.
	splitRowsGroup = 32
)

// splitKBlocks reports whether the AVX2 four-row kernels over m split x
// rows of 32·k32 (dotRows4BF16SplitAVX2, dotRows4DPSplitAVX2) go along k
// in blocks, with every x row in one block of rows: when k is longer
// than a block and the x rows' blocks fit in L2. Four w rows' block (16
// KiB) then stays in L1 while the x rows pass over it, where four whole
// rows of 8192 came from L2 for each x row, and the x rows in blocks of 8
// had the w rows read from memory for each: a 50-row product at k = 8192
// went from 175 to 193 GFLOP/s in f32 compute on Zen 5 with AVX-512 off.
// With more x rows, whose blocks fill L2, the k blocks did not pay.
func splitKBlocks(m, k32 int) bool {
	return k32 > splitRowsBlock && m*4*32*splitRowsBlock <= 2*rowsBlockBytes
}

// splitRows4 runs the AVX2 four-row kernel over split x rows for rows x
// rows (ldx apart) against the four w rows (ldw apart) over 32·k32
// elements into d (rows ldd apart): dotRows4DPSplitAVX2 for bf16 compute
// (dp), dotRows4BF16SplitAVX2 for f32 compute. It goes in k blocks when
// blocked (splitKBlocks), and prefetches what the next call will read:
// the next block of these rows, or the next four rows'. (The kernels are
// called directly, not as a func value, so that acc stays on the stack.)
func splitRows4(dp bool, x []float32, ldx, rows int, w []uint16, ldw, k32 int, d []float32, ldd int, blocked bool) {
	_ = w[3*ldw+32*k32-1]
	_ = x[(rows-1)*ldx+32*k32-1]
	_ = d[(rows-1)*ldd+3]
	// kernel runs n rows from r0 over the kn blocks from kb.
	kernel := func(r0, n, kb, kn int, acc *float32, mode, pf int) {
		xp, wp, dst := &x[r0*ldx+32*kb], &w[32*kb], &d[r0*ldd]
		if dp {
			dotRows4DPSplitAVX2(xp, ldx, n, wp, ldw, kn, dst, ldd, acc, mode, pf)
		} else {
			dotRows4BF16SplitAVX2(xp, ldx, n, wp, ldw, kn, dst, ldd, acc, mode, pf)
		}
	}
	if !blocked {
		kernel(0, rows, 0, k32, nil, 2, 8*ldw)
		return
	}
	var acc [splitRowsGroup * 64]float32 // each x row's eight sums between blocks
	for r0 := 0; r0 < rows; r0 += splitRowsGroup {
		for kb := 0; kb < k32; kb += splitRowsBlock {
			kn := min(splitRowsBlock, k32-kb)
			mode := kBlockMode(kb, kn, k32)
			pf := 64 * kn
			if mode&2 != 0 {
				pf = 8*ldw - 64*kb
			}
			kernel(r0, min(splitRowsGroup, rows-r0), kb, kn, &acc[0], mode, pf)
		}
	}
}

// rowsBF16SplitAVX2 computes output columns [j, j+4) from bf16 weights
// for x rows [i0,i1) with one assembly call, and returns i1.
func (t *tprob) rowsBF16SplitAVX2(i0, i1, j int) int {
	k, k32 := t.k, t.k>>5
	if k32 == 0 || i0 >= i1 {
		return i0
	}
	wo, xo, do := t.wo+j*t.ldw, t.xo+i0*t.ldx, t.do+i0*t.ldd+j
	splitRows4(false, t.x[xo:], t.ldx, i1-i0, t.w.U16[wo:], t.ldw, k32, t.d[do:], t.ldd, splitKBlocks(t.m, k32))
	if k32*32 < k {
		for i := range i1 - i0 {
			o := do + i*t.ldd
			tail4BF16Split(t.d[o:o+4], t.x[xo+i*t.ldx:xo+i*t.ldx+k], t.w.U16, wo, t.ldw, k32*32)
		}
	}
	return i1
}

// shortRow is the longest f32 row for which rows hands whole groups of w
// rows to one assembly call (16 rows for all x rows, then quads per x
// row); such w ranges (a head of a KV cache) stay in L1 or L2 across the
// x rows, and the per-call overhead would otherwise dominate.
const shortRow = 256

// shortRows is rows for f32 weights with 16 <= k <= shortRow on AVX-512.
func (t *tprob) shortRows(j0, j1 int) {
	j0 = t.rows16(j0, j1)
	k, k16 := t.k, t.k>>4
	quads := (j1 - j0) / 4
	je := j0 + 4*quads
	for i := range t.m {
		xo := t.xo + i*t.ldx
		xr := t.x[xo : xo+k]
		do := t.do + i*t.ldd
		if quads > 0 {
			_ = t.w.F32[t.wo+(je-1)*t.ldw+k-1]
			_ = t.d[do+je-1]
			dotQuadsF32AVX512(&xr[0], &t.w.F32[t.wo+j0*t.ldw], t.ldw, k16, &t.d[do+j0], quads)
			if k16*16 < k {
				for j := j0; j < je; j++ {
					t.d[do+j] = tailW(t.d[do+j], xr[k16*16:], t.w, t.wo+j*t.ldw+k16*16)
				}
			}
		}
		for j := je; j < j1; j++ {
			t.d[do+j] = dotW(xr, t.w, t.wo+j*t.ldw, t.lv)
		}
	}
}

// rows16 computes the output columns from j0 in groups of 16, as far as
// j1 allows, for all rows of x, and returns the first column left. One
// assembly call folds the lanes of 16 outputs together, with half the
// shuffles and a quarter of the adds of folding them one by one.
func (t *tprob) rows16(j0, j1 int) int {
	return t.rowGroups(j0, j1, 16, func(j int) {
		dotRows16F32AVX512(&t.x[t.xo], t.ldx, t.m, &t.w.F32[t.wo+j*t.ldw], t.ldw, t.k>>4, &t.d[t.do+j], t.ldd, t.pf)
	})
}

// rows8AVX2 is rows16 for AVX2: the output columns from j0 in groups of
// 8, as far as j1 allows, for all rows of x, through dotRows8F32AVX2. It
// returns the first column left.
func (t *tprob) rows8AVX2(j0, j1 int) int {
	return t.rowGroups(j0, j1, 8, func(j int) {
		dotRows8F32AVX2(&t.x[t.xo], t.ldx, t.m, &t.w.F32[t.wo+j*t.ldw], t.ldw, t.k>>4, &t.d[t.do+j], t.ldd)
	})
}

// rowGroups runs kernel(j) for the output columns from j0 in groups of
// g, as far as j1 allows, each call computing columns [j, j+g) for all
// rows of x over the whole sixteens of k; then adds the rest of k to
// those outputs and returns the first column left.
func (t *tprob) rowGroups(j0, j1, g int, kernel func(j int)) int {
	groups := (j1 - j0) / g
	if groups == 0 || t.m == 0 {
		return j0
	}
	k := t.k
	je := j0 + g*groups
	// The kernels read without bounds checks: fail here instead.
	_ = t.x[t.xo+(t.m-1)*t.ldx+k-1]
	_ = t.w.F32[t.wo+(je-1)*t.ldw+k-1]
	_ = t.d[t.do+(t.m-1)*t.ldd+je-1]
	for j := j0; j < je; j += g {
		kernel(j)
	}
	t.tails(j0, je)
	return je
}

// tails adds the elements past the last whole 16 of each row to the
// outputs in columns [j0,j1), which the 16-lane kernels leave out.
func (t *tprob) tails(j0, j1 int) {
	k, k16 := t.k, t.k>>4
	if k16*16 == k {
		return
	}
	for i := range t.m {
		xr := t.x[t.xo+i*t.ldx+k16*16 : t.xo+i*t.ldx+k]
		do := t.do + i*t.ldd
		for j := j0; j < j1; j++ {
			t.d[do+j] = tailW(t.d[do+j], xr, t.w, t.wo+j*t.ldw+k16*16)
		}
	}
}

// panel computes output columns [j0,j1) for all rows: the w rows are
// widened to f32 once (16-bit and quantized dtypes), padded so that rows
// a power of two apart do not share L1 sets, and swept by 6×4 register
// tiles, which reuse each w load six times.
func (t *tprob) panel(p *Pool, j0, j1 int) {
	if t.split && readsInPlace(t.w.DType, t.k, t.lv) {
		t.splitPanel(p, j0, j1)
		return
	}
	k, rows := t.k, j1-j0
	var wp []float32
	var wo, ldw int
	fused := t.widensInTiles(rows)
	if t.w.DType == dtype.F32 {
		wp, wo, ldw = t.w.F32, t.wo+j0*t.ldw, t.ldw
	} else {
		ldw = k + panelPad
		buf := p.getScratch(rows * ldw)
		defer p.putScratch(buf)
		wp, wo = *buf, 0
		r0 := 0
		if fused {
			r0 = rows / 4 * 4 // the first block's tiles widen the others
		}
		for r := r0; r < rows; r++ {
			t.widenRow(wp[r*ldw:r*ldw+k], j0+r)
		}
	}
	k16 := t.kv >> 4
	var acc []float32
	if t.lv == avx512 && k16 > t.kb16 && rows >= 4 {
		buf := p.getScratch(rows / 4 * tileLanes)
		defer p.putScratch(buf)
		acc = *buf
	}
	next := t.nextWeights(p, j0, j1)
	for i0 := 0; i0 < t.m; i0 += tileRows {
		h, jj := tileHeight(i0, t.m), 0
		switch {
		case fused && i0 == 0:
			jj = rows / 4 * 4
			t.widenTiles(h, j0, rows/4, wp, ldw, k16, acc)
		case k16 > 0 && rows >= 4:
			jj = rows / 4 * 4
			next = t.tiles(i0, h, j0, rows/4, wp, wo, ldw, k16, acc, next)
		}
		for i := i0; i < i0+h; i++ {
			xr := t.x[t.xo+i*t.ldx : t.xo+i*t.ldx+k]
			drow := t.do + i*t.ldd + j0
			for j := jj; j < rows; j++ {
				t.d[drow+j] = dotF32k(xr, wp[wo+j*ldw:], k16, t.lv)
			}
			if k16*16 < k {
				for j := range jj {
					wr := wp[wo+j*ldw+k16*16 : wo+j*ldw+k]
					t.d[drow+j] = tailF32(t.d[drow+j], xr[k16*16:], wr)
				}
			}
		}
	}
}

// tileRows is the height of the register tiles of products with m >= 8
// rows, in f32 and in bf16 compute: each w load serves that many x rows.
const tileRows = 6

// tileHeight is the height of the block of rows from i0 of m: six, or
// what is left at the end. The tiles come in every height up to six, so
// that no row is computed twice: a 50-row product used to end with a
// block of six that overlapped the one before by four rows, 8% more
// arithmetic than it needed, where a tile of two rows costs about its
// share (see BenchmarkMatMulT's m=50).
func tileHeight(i0, m int) int { return min(tileRows, m-i0) }

// widenRow widens w row j into dst, in the split layout when x is split.
func (t *tprob) widenRow(dst []float32, j int) {
	switch {
	case t.w.DType.IsQuantized():
		t.widenQuant(dst, j)
	case t.split:
		wo := t.wo + j*t.ldw
		widenSplit(dst, t.w.U16[wo:wo+len(dst)], t.lv)
	default:
		widen(dst, t.w, t.wo+j*t.ldw, len(dst), t.lv)
	}
}

// readsInPlace reports whether panels of weights of dtype dt read them in
// place (splitPanel) rather than widened into scratch.
func readsInPlace(dt dtype.DType, k int, lv level) bool {
	return dt == dtype.BF16 && lv == avx512 && k > 0 && k%32 == 0
}

// splitPanel is panel for bf16 weights on AVX-512 with x split and k a
// multiple of 32: the 6×4 tile widens each load of w in registers, so the
// weights are read where they lie, half the bytes of a widened panel and
// without the pass that widens it. Rows and columns no tile covers go
// through the split dot products, with the same sums.
func (t *tprob) splitPanel(p *Pool, j0, j1 int) {
	nt := (j1 - j0) / 4
	var acc []float32
	if t.k>>5 > t.kb16/2 && nt > 0 {
		buf := p.getScratch(nt * tileLanes)
		defer p.putScratch(buf)
		acc = *buf
	}
	next := t.nextWeights(p, j0, j1)
	for i0 := 0; i0 < t.m; i0 += tileRows {
		h := tileHeight(i0, t.m)
		if nt > 0 {
			pf := 0
			if i0 == 0 {
				pf = tilePrefetch
			}
			next = t.splitTiles(i0, h, j0, nt, acc, pf, next)
		}
		for i := i0; i < i0+h; i++ {
			t.splitDots(i, j0+4*nt, j1)
		}
	}
}

// nextWeights is, as bytes, the weights of the panel the worker on
// [j0,j1) is likely to take next, for the tiles to prefetch while they
// compute from L2. Otherwise the first block of rows over each panel
// waits on memory: the first to read bf16 or f32 weights in place has six
// rows of arithmetic per weight read (a 50-row prefill has nine blocks in
// all), and widening other dtypes reads them on the worker's path.
func (t *tprob) nextWeights(p *Pool, j0, j1 int) []byte {
	nj0, nj1 := nextPanelCols(p, j0, j1, t.n)
	if nj0 >= nj1 || t.k == 0 || t.lv != avx512 {
		return nil
	}
	lo, hi := t.wo+nj0*t.ldw, t.wo+(nj1-1)*t.ldw+t.k
	w := t.w
	switch w.DType {
	case dtype.F32:
		return unsafe.Slice((*byte)(unsafe.Pointer(&w.F32[lo])), 4*(hi-lo))
	case dtype.I8:
		return unsafe.Slice((*byte)(unsafe.Pointer(&w.I8[lo])), hi-lo)
	case dtype.I4:
		return w.I4[lo/2 : hi/2]
	default:
		return unsafe.Slice((*byte)(unsafe.Pointer(&w.U16[lo])), 2*(hi-lo))
	}
}

// nextPanelCols is the columns of the panel after [j0,j1) that its worker
// is likely to take, Workers() panels on, since chunks are claimed in
// order; empty past n. A wrong guess, at the end of a product or on a
// busy machine, costs only bandwidth.
func nextPanelCols(p *Pool, j0, j1, n int) (int, int) {
	nj0 := j0 + p.workers*(j1-j0)
	return nj0, min(n, nj0+(j1-j0))
}

// aheadLines splits what a tile of steps steps of k prefetches off ahead,
// a line (64 bytes) a step: the pointer it takes (nil once ahead is
// spent) and what is left for the tiles after it.
func aheadLines(ahead []byte, steps int) (*byte, []byte) {
	if len(ahead) == 0 {
		return nil, ahead
	}
	return &ahead[0], ahead[min(len(ahead), 64*steps):]
}

// tilePrefetch is how far ahead in each w row the first block of rows
// over a bf16 panel prefetches: that block reads the panel from memory,
// the later ones from L2.
const tilePrefetch = 1024

// splitTiles sets the outputs at the h rows from i0, columns
// j0..j0+4*nt-1, prefetching pf bytes ahead in the w rows (0: none), or
// else the start of ahead, a line a step; it returns what of ahead it has
// not reached.
func (t *tprob) splitTiles(i0, h, j0, nt int, acc []float32, pf int, ahead []byte) []byte {
	k := t.k
	_ = t.x[t.xo+(i0+h-1)*t.ldx+k-1]
	_ = t.w.U16[t.wo+(j0+4*nt-1)*t.ldw+k-1]
	_ = t.d[t.do+(i0+h-1)*t.ldd+j0+4*nt-1]
	kBlocks(k>>5, t.kb16/2, func(kb, kn, mode int) {
		for s := range nt {
			var a *byte
			if pf == 0 {
				a, ahead = aheadLines(ahead, kn)
			}
			dotTileBF16SplitAVX512(&t.x[t.xo+i0*t.ldx+kb*32], t.ldx,
				&t.w.U16[t.wo+(j0+4*s)*t.ldw+kb*32], t.ldw, kn,
				lanes(acc, s), mode, &t.d[t.do+i0*t.ldd+j0+4*s], t.ldd, pf, a, h)
		}
	})
	return ahead
}

// splitDots sets row i's outputs at columns [j0,j1) by split dot products.
func (t *tprob) splitDots(i, j0, j1 int) {
	xr := t.x[t.xo+i*t.ldx : t.xo+i*t.ldx+t.k]
	do := t.do + i*t.ldd
	j := j0
	for ; j+4 <= j1; j += 4 {
		dot4BF16Split(t.d[do+j:do+j+4], xr, t.w.U16, t.wo+j*t.ldw, t.ldw, t.lv)
	}
	for ; j < j1; j++ {
		t.d[do+j] = dotBF16Split(xr, t.w.U16[t.wo+j*t.ldw:], t.lv)
	}
}

// tileLanes is the saved state of one tile: 24 sums of 16 lanes.
const tileLanes = 24 * 16

// tileBlocks is how much of k the prefill tiles sum before a tile saves
// its lanes and the next tile of the panel takes the same x rows: the k
// blocks of kBlocks, for f32 compute in groups of 16 and for bf16 compute
// in blocks of 32. Blocks are exact, so the choice moves only speed.
type tileBlocks struct {
	f32, dp int
}

// tileBlocksFor chooses the blocks for a processor that runs each 512-bit
// FMA whole, or (halved) as two 256-bit halves.
//
// Run whole, at two a cycle, a 6×4 tile's 24 FMAs take 12 cycles and load
// six x lines and four w lines, 640 bytes in f32 compute: more than L2
// gives a core when x comes from there, as it does when the six rows of a
// block are longer than L1 holds. Blocks of 24 KB of x (1024 f32 or 2048
// bf16 elements, half of Zen 5's 48 KB L1) stay in L1 while every tile of
// the panel passes over them, and only w comes from L2. On Zen 5 that
// made f32 compute on widened int8 and q4 panels 36% faster at
// 256×2048×8192 (BenchmarkMatMulTQuant: 301 to 408 GFLOP/s for q4), bf16
// read in place 5% (433 to 456; at k=8192, where a panel has few rows to
// share x, 2.5% slower), and bf16 compute at k=8192 29% (578 to 748); a
// 256-token prefill became 14% faster with q4 weights in f32 compute, 12%
// with int8, and 4% with bf16 weights in bf16 compute.
//
// Halved, FMAs come at half the rate, the tiles ask L2 for half as much a
// cycle, and saving and reloading lanes cost more than they won: on Zen 4
// 1024-long blocks made f32 compute products 2–3% slower and 2048-long
// ones bf16 compute at k=8192 3–7% slower. There the blocks are 8192
// long, the longest row of the Llama-3.2-1B products, each of which is
// then a single block that never saves its lanes.
func tileBlocksFor(halved bool) tileBlocks {
	if halved {
		return tileBlocks{f32: 8192 / 16, dp: 8192 / dpBlock}
	}
	return tileBlocks{f32: 1024 / 16, dp: 2048 / dpBlock}
}

// halvesFMA512 reports whether a processor with this CPUID vendor and
// leaf-1 signature runs 512-bit FMAs as two 256-bit halves: AMD's family
// 0x19 (Zen 4; the Zen 3 parts of that family have no AVX-512). Zen 5,
// family 0x1a, runs them whole. Intel's AVX-512 cores are taken to run
// them whole too; the parts with a single 512-bit FMA unit are not told
// apart.
func halvesFMA512(vendor string, signature uint32) bool {
	return vendor == "AuthenticAMD" && cpuFamily(signature) == 0x19
}

// cpuFamily is the family number of a CPUID leaf-1 signature: the base
// family, plus the extended family when the base is 0xf.
func cpuFamily(signature uint32) int {
	f := int(signature>>8) & 0xf
	if f == 0xf {
		f += int(signature>>20) & 0xff
	}
	return f
}

// kBlocks splits n units of k into blocks of at most block and calls tile
// for each, with the mode the tile kernels take: bit 0 continues from the
// lanes a previous block saved, bit 1 (the last block) folds them into
// the destination. Saving and reloading lanes is exact, so blocking leaves
// every sum unchanged.
func kBlocks(n, block int, tile func(kb, kn, mode int)) {
	for kb := 0; kb < n; kb += block {
		kn := min(block, n-kb)
		tile(kb, kn, kBlockMode(kb, kn, n))
	}
}

// kBlockMode is kBlocks' mode for the block of kn units at kb of n.
func kBlockMode(kb, kn, n int) int {
	mode := 0
	if kb > 0 {
		mode |= 1
	}
	if kb+kn == n {
		mode |= 2
	}
	return mode
}

// lanes is tile s's saved lanes in acc, nil when k is one block and
// nothing is saved.
func lanes(acc []float32, s int) *float32 {
	if acc == nil {
		return nil
	}
	return &acc[s*tileLanes]
}

// tiles sets the outputs at the h rows from i0, columns j0..j0+4*nt-1 to
// their canonical sums over the first 16*k16 elements (the rest of k
// is added by the caller). wp row j0+c is at wo+c*ldw. acc holds
// nt*tileLanes floats when k16 > t.kb16 on the assembly path. Each
// step prefetches a line of ahead; tiles returns what it has not reached.
func (t *tprob) tiles(i0, h, j0, nt int, wp []float32, wo, ldw, k16 int, acc []float32, ahead []byte) []byte {
	if t.lv != avx512 {
		for i := range h {
			xo := t.xo + (i0+i)*t.ldx
			xr := t.x[xo : xo+k16*16]
			for c := range 4 * nt {
				t.d[t.do+(i0+i)*t.ldd+j0+c] = dotGoF32(xr, wp[wo+c*ldw:], k16)
			}
		}
		return ahead
	}
	// Touch the last element each operand reads so that the assembly
	// cannot run past a slice.
	_ = t.x[t.xo+(i0+h-1)*t.ldx+k16*16-1]
	_ = wp[wo+(4*nt-1)*ldw+k16*16-1]
	_ = t.d[t.do+(i0+h-1)*t.ldd+j0+4*nt-1]
	kBlocks(k16, t.kb16, func(kb, kn, mode int) {
		for s := range nt {
			var a *byte
			a, ahead = aheadLines(ahead, kn)
			dotTileAVX512(&t.x[t.xo+i0*t.ldx+kb*16], t.ldx, &wp[wo+4*s*ldw+kb*16], ldw, kn,
				lanes(acc, s), mode, &t.d[t.do+i0*t.ldd+j0+4*s], t.ldd, a, h)
		}
	})
	return ahead
}

// widensInTiles reports whether a panel of rows w rows is widened by the
// tiles of its first block of x rows (dotTileWidenI8AVX512) instead of a
// pass before them: int8 weights on AVX-512 with k a multiple of 16.
// The pass's loads, conversions and stores then run beside the tiles'
// FMAs; in a 50-row prefill they cost about a tenth of the products'
// time on their own. Rows past the last group of four still take the
// pass. q4 panels keep the pass: a tile that dequantized them through
// the groups' tables as it went (their tables in its stack frame, its
// registers being full) made 256-row products 3% faster on Zen 5 and
// 50-row ones, a chat turn's, 3–8% slower.
func (t *tprob) widensInTiles(rows int) bool {
	return t.w.DType == dtype.I8 && t.lv == avx512 && t.k > 0 && t.k%16 == 0 && rows >= 4
}

// widenTiles is tiles for the first block of h rows over an int8 panel
// whose w rows start at j0: each tile also writes its four rows of the
// panel wp (ldw apart), which the later blocks read.
func (t *tprob) widenTiles(h, j0, nt int, wp []float32, ldw, k16 int, acc []float32) {
	k := t.k
	_ = t.x[t.xo+(h-1)*t.ldx+k-1]
	_ = t.w.I8[(j0+4*nt)*k-1]
	_ = t.w.Scales[j0+4*nt-1]
	_ = wp[(4*nt-1)*ldw+k-1]
	_ = t.d[t.do+(h-1)*t.ldd+j0+4*nt-1]
	kBlocks(k16, t.kb16, func(kb, kn, mode int) {
		for s := range nt {
			j := j0 + 4*s
			dotTileWidenI8AVX512(&t.x[t.xo+kb*16], t.ldx, &t.w.I8[j*k+kb*16], k, kn,
				lanes(acc, s), mode, &t.d[t.do+j], t.ldd, &wp[4*s*ldw+kb*16], ldw, &t.w.Scales[j], h)
		}
	})
}

// MatMul sets dst[m×n] = a[m×k]·b[k×n], all f32 and row-major with
// contiguous rows. Each output is one FMA chain (plain multiply-add on the
// portable path) over p in increasing order, so its value does not depend on
// m, n or the pool size.
func (p *Pool) MatMul(dst, a, b []float32, m, k, n int) {
	p.matMul(dst, a, b, m, k, n, bestLevel)
}

func (p *Pool) matMul(dst, a, b []float32, m, k, n int, lv level) {
	checkDims(m, k, n)
	need("a", len(a), m*k)
	need("b", len(b), k*n)
	need("dst", len(dst), m*n)
	p.matMulBatched(1, m, k, n, Mat{Data: dst, Row: n}, Mat{Data: a, Row: k}, Mat{Data: b, Row: n}, lv)
}

// MatMulBatched sets, for every b < batch, dst[b] (m×n) = a[b] (m×k) · b[b]
// (k×n) with f32 operands addressed by Mat strides, in the order of MatMul.
// It suits attention's probabilities·V with V read in place from a cache.
func (p *Pool) MatMulBatched(batch, m, k, n int, dst, a, b Mat) {
	p.matMulBatched(batch, m, k, n, dst, a, b, bestLevel)
}

func (p *Pool) matMulBatched(batch, m, k, n int, dst, a, b Mat, lv level) {
	if !batchedWork(batch, m, k, n) {
		return
	}
	checkMat("dst", dst, batch, m, n)
	checkMat("a", a, batch, m, k)
	checkMat("b", b, batch, k, n)
	if m < panelMinRows && interleaved(b, batch) {
		p.sweepBatched(batch, m, k, n, dst, a, b, lv)
		return
	}
	// Work items are (batch, block of four rows, column block), in that
	// order: axpyRows reads each b row once for the four.
	width := axpyWidth(lv)
	cb := (n + width - 1) / width
	rb := (m + 3) / 4
	total := batch * rb * cb
	chunks := min(total, chunksPerWorker*p.workers)
	p.run(chunks, func(c int) {
		for it := c * total / chunks; it < (c+1)*total/chunks; it++ {
			bi, r := it/(rb*cb), it%(rb*cb)
			i, j0 := r/cb*4, r%cb*width
			rows, nc := min(4, m-i), min(width, n-j0)
			do := dst.Off + bi*dst.Batch + i*dst.Row + j0
			ao := a.Off + bi*a.Batch + i*a.Row
			bo := b.Off + bi*b.Batch + j0
			for q := range rows {
				clear(dst.Data[do+q*dst.Row : do+q*dst.Row+nc])
			}
			axpyRows(dst.Data[do:], dst.Row, rows, nc, a.Data[ao:], a.Row, k, b.Data, bo, b.Row, 0, lv)
		}
	})
}

// axpyRows is axpyRow for the m rows of c (ldc apart) and of a (lda apart,
// k long each) against the same rows of b. On AVX-512 rows go four at a
// time, so that each load of b serves four rows, and each row of b read
// asks for the one pf rows further on to be prefetched (0 hints the row
// being read, at the cost of the hint alone).
func axpyRows(c []float32, ldc, m, nc int, a []float32, lda, k int, b []float32, bo, ldb, pf int, lv level) {
	i := 0
	if lv == avx512 && k > 0 && nc > 0 {
		mask := ^uint64(0)
		if nc < 64 {
			mask = 1<<nc - 1
		}
		_ = b[bo+(k-1)*ldb+nc-1]
		for ; i+4 <= m; i += 4 {
			_ = c[(i+3)*ldc+nc-1]
			_ = a[(i+3)*lda+k-1]
			axpy4RowsAVX512(&c[i*ldc], ldc, &a[i*lda], lda, k, &b[bo], ldb, mask, pf)
		}
	}
	if lv == avx2 && k > 0 && nc >= 16 {
		i = axpy4Rows16(c, ldc, m, nc, a, lda, k, b, bo, ldb, pf)
	}
	for ; i < m; i++ {
		axpyRow(c[i*ldc:i*ldc+nc], a[i*lda:i*lda+k], b, bo, ldb, lv)
	}
}

// axpy4Rows16 is axpyRows on AVX2 for the rows of c in whole groups of
// four: the whole sixteens of columns through axpy4Rows16AVX2, the rest
// of each row through axpyRow. It returns the first row left.
func axpy4Rows16(c []float32, ldc, m, nc int, a []float32, lda, k int, b []float32, bo, ldb, pf int) int {
	_ = b[bo+(k-1)*ldb+nc-1]
	i := 0
	for ; i+4 <= m; i += 4 {
		_ = c[(i+3)*ldc+nc-1]
		_ = a[(i+3)*lda+k-1]
		axpy4Rows16AVX2(&c[i*ldc], ldc, &a[i*lda], lda, k, &b[bo], ldb, nc/16, pf)
		j := nc &^ 15
		for r := i; j < nc && r < i+4; r++ {
			axpyRow(c[r*ldc+j:r*ldc+nc], a[r*lda:r*lda+k], b, bo+j, ldb, avx2)
		}
	}
	return i
}

// axpyWidth is the most columns one axpyRow call computes.
func axpyWidth(lv level) int {
	if lv == avx2 || lv == neon {
		return 32
	}
	return 64
}

// axpyRow adds Σ_p a[p]·b[bo+p*ldb+j] to c[j] for j < len(c), which is at
// most 64 (32 for AVX2 and NEON). Each element's FMA chain continues from
// c[j], so splitting a into consecutive pieces over several calls gives
// the same result as one call, and clearing c first gives MatMul's chain.
func axpyRow(c, a, b []float32, bo, ldb int, lv level) {
	k, nc := len(a), len(c)
	if k == 0 {
		return
	}
	switch lv {
	case avx512:
		_ = b[bo+(k-1)*ldb+nc-1]
		mask := ^uint64(0)
		if nc < 64 {
			mask = 1<<nc - 1
		}
		axpyRowAVX512(&c[0], &a[0], k, &b[bo], ldb, mask)
		return
	case avx2:
		_ = b[bo+(k-1)*ldb+nc-1]
		var mask [32]int32
		for j := range nc {
			mask[j] = -1
		}
		axpyRowAVX2(&c[0], &a[0], k, &b[bo], ldb, &mask[0])
		return
	case neon:
		_ = b[bo+(k-1)*ldb+nc-1]
		for j := 0; j < nc; {
			switch {
			case nc-j >= 16:
				axpy16NEON(&c[j], &a[0], k, &b[bo+j], ldb)
				j += 16
			case nc-j >= 4:
				axpy4NEON(&c[j], &a[0], k, &b[bo+j], ldb)
				j += 4
			default:
				axpy1NEON(&c[j], &a[0], k, &b[bo+j], ldb)
				j++
			}
		}
		return
	}
	for p, av := range a {
		br := b[bo+p*ldb : bo+p*ldb+nc]
		for j, bv := range br {
			c[j] += float32(av * bv)
		}
	}
}

func checkDims(m, k, n int) {
	if m < 0 || k < 0 || n < 0 {
		panic(fmt.Sprintf("kernel: negative dimension m=%d k=%d n=%d", m, k, n))
	}
}

func need(name string, have, want int) {
	if have < want {
		panic(fmt.Sprintf("kernel: %s has %d elements, need %d", name, have, want))
	}
}

// checkMat panics unless every element of the batch×rows×cols view is in
// range.
func checkMat(name string, v Mat, batch, rows, cols int) {
	checkStrided(name, len(v.Data), v.Off, v.Batch, v.Row, batch, rows, cols)
}

// checkStrided panics unless n elements hold batch×rows×cols elements
// from off, batches batchStr and rows row apart: the layout of a Mat or a
// Half.
func checkStrided(name string, n, off, batchStr, row, batch, rows, cols int) {
	if off < 0 || batchStr < 0 || row < 0 {
		panic(fmt.Sprintf("kernel: %s has a negative offset or stride", name))
	}
	if cols == 0 || rows == 0 {
		return
	}
	need(name, n, off+(batch-1)*batchStr+(rows-1)*row+cols)
}
