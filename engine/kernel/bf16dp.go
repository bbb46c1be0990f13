package kernel

import (
	"math"
	"runtime"
	"slices"
	"unsafe"

	"xlachat/engine/dtype"
)

// This file is bf16 compute: products whose operands are both rounded to
// bf16 and whose products are summed in f32, the arithmetic of AVX512_BF16's
// VDPBF16PS (see doc.go, "bf16 compute", for the order). Operands are packed
// as rows of bf16 values padded with zeros to a multiple of 32 elements, so
// that every kernel reads whole blocks; bf16 weights whose rows are already
// such a multiple are read in place, all others are rounded into scratch a
// panel or a group of rows at a time.

// dpBlock is the number of elements one VDPBF16PS step reads from each row.
const dpBlock = 32

// padBF16 is k rounded up to whole blocks.
func padBF16(k int) int { return (k + dpBlock - 1) / dpBlock * dpBlock }

const (
	// dpPanelBytes is the size of the bf16 weight panel a prefill chunk
	// sweeps, like panelBytes for f32 compute: it stays in L2 (1 MiB a
	// core here) while every block of x rows passes over it.
	dpPanelBytes = 512 << 10
)

// MatMulTBF16 sets dst[m×n] = x·wᵀ computed in bf16: x (m×k, contiguous
// rows) and w (n×k, Hugging Face layout) are rounded to bf16, to nearest
// even, and their products summed in f32 in the order doc.go gives, so an
// output does not depend on m, n or the pool size. x and w may be f32,
// bf16 or f16; bf16 values are used as they are.
func (p *Pool) MatMulTBF16(dst []float32, x Weights, m, k int, w Weights, n int) {
	p.MatMulTsBF16(x, m, k, []Product{{Dst: dst, W: w, N: n}})
}

// MatMulTsBF16 is MatMulTs in bf16 compute: several products sharing x,
// which is rounded once, in one parallel loop.
func (p *Pool) MatMulTsBF16(x Weights, m, k int, prods []Product) {
	p.matMulTsBF16(x, m, k, prods, bestDP)
}

// dpLevel is which kernels run bf16 compute.
type dpLevel int

const (
	dpGo     dpLevel = iota // the portable emulation, dpDotGo
	dpAVX2                  // VDPBF16PS emulated in AVX2 (dot1x4DPAVX2)
	dpAVX512                // AVX512_BF16's VDPBF16PS itself
	// dpAVX512FMA is dpAVX512 with the prefill tiles' sums by FMAs
	// (dotTileDPSplitAVX512), for CPUs whose VDPBF16PS runs at half
	// their FMAs' rate: two FMAs a pair take that instruction's time.
	dpAVX512FMA
)

// avx512 reports whether level lv runs the AVX512_BF16 kernels.
func (lv dpLevel) avx512() bool { return lv == dpAVX512 || lv == dpAVX512FMA }

// bestDP is the fastest bf16 compute this CPU runs. Read-only after init.
var bestDP = func() dpLevel {
	switch {
	case haveBF16DP && halfRateBF16DP:
		return dpAVX512FMA
	case haveBF16DP:
		return dpAVX512
	case haveAVX2:
		return dpAVX2
	}
	return dpGo
}()

func (p *Pool) matMulTsBF16(x Weights, m, k int, prods []Product, lv dpLevel) {
	x.check()
	checkDims(m, k, 0)
	need("x", x.Len(), m*k)
	if m == 0 || k == 0 {
		for _, pr := range prods {
			clear(pr.Dst[:m*pr.N])
		}
		return
	}
	kp := padBF16(k)
	ldx := kp
	if m >= dpPanelMinRows(false) { // the fewest rows any product sweeps panels from
		ldx += dpBlock // see panelPad
	}
	xp := p.getScratch16(m * ldx)
	defer p.putScratch16(xp)
	if sharePrepare(m, k) {
		xw := x // a copy for the closure: capturing x would put it on the heap on every call
		p.Parallel(m, func(lo, hi int) { roundRows(*xp, ldx, xw, k, lo, hi, lv) })
	} else {
		roundRows(*xp, ldx, x, k, 0, m, lv)
	}
	xq4 := *xp // x for q4 weights, in the bf16 compute q4 order
	hasQ4 := slices.ContainsFunc(prods, func(pr Product) bool { return pr.W.DType == dtype.I4 })
	if hasQ4 {
		xs := p.getScratch16(m * ldx)
		defer p.putScratch16(xs)
		if sharePrepare(m, k) {
			p.Parallel(m, func(lo, hi int) { q4DPRows((*xs)[lo*ldx:hi*ldx], (*xp)[lo*ldx:hi*ldx], hi-lo, ldx, k) })
		} else {
			q4DPRows(*xs, *xp, m, ldx, k)
		}
		xq4 = *xs
	}
	// x laid out for the AMX tiles, where they take the products.
	var tl, tl4 *dpTiles
	if p.bf16Tiles && lv.avx512() && m >= dpAMXMinRows {
		tl = p.tilesDP(*xp, m, ldx, kp)
		defer p.putTilesDP(tl)
		if hasQ4 {
			tl4 = p.tilesDP(xq4, m, ldx, kp)
			defer p.putTilesDP(tl4)
		}
	}
	// x widened to f32 for the AVX2 panels (see dpWidenedX), nil where
	// they read it packed.
	var xf, xf4 []float32
	if tl == nil && dpWidenedX(lv, m, kp) {
		xb := p.widenDPRows(*xp, m, ldx, kp)
		defer p.putScratch(xb)
		xf = *xb
		if hasQ4 {
			xb4 := p.widenDPRows(xq4, m, ldx, kp)
			defer p.putScratch(xb4)
			xf4 = *xb4
		}
	}
	ts := make([]*dprob, len(prods))
	first := make([]int, len(prods)+1)
	for i, pr := range prods {
		pr.W.check()
		checkDims(m, k, pr.N)
		need("dst", len(pr.Dst), m*pr.N)
		need("w", pr.W.Len(), pr.N*k)
		xr, xw, xt := *xp, xf, tl
		if pr.W.DType == dtype.I4 {
			xr, xw, xt = xq4, xf4, tl4
		}
		ts[i] = p.newDProb(m, k, pr.N, xr, xw, ldx, pr.W, pr.Dst, lv, p.workers)
		ts[i].useTiles(xt, p.workers)
		first[i+1] = first[i] + ts[i].chunks(p.workers)
	}
	p.run(first[len(ts)], func(c int) {
		i := 0
		for c >= first[i+1] {
			i++
		}
		ts[i].chunk(p, c-first[i], first[i+1]-first[i])
	})
}

// dprob is one bf16 product: x packed (m rows of kp bf16 values, ldx
// apart), w as given (n rows of k), dst m×n.
type dprob struct {
	m, k, kp, n int
	x           []uint16
	xf          []float32 // x widened into the split layout (rows ldx apart) for the AVX2 panels and the FMA tiles, or nil
	ldx         int
	ldw         int // the stride of the rows wrows returns
	w           Weights
	d           []float32
	lv          dpLevel
	asm         bool     // the AVX512_BF16 kernels
	fmaTiles    bool     // the tiles by FMAs, reading xf (dpAVX512FMA, panels)
	avx2        bool     // dot1x4DPAVX2 for the dots (and tiles) the others take
	inPlace     bool     // w is bf16 with kp == k: kernels read its rows directly
	amx         *dpTiles // x for the AMX tiles, which then take the panels, or nil
	nc          int      // panel rows, a multiple of 12 (32 for the AMX tiles), when panelled
	kb32        int      // the tiles' k block in blocks of 32 (see tileBlocks)
}

// dpPanelMinRows is the fewest x rows for which a bf16 compute product
// sweeps panels. Its rows path rounds (or dequantizes) each group of
// weights again for every x row, unless they are bf16 read in place, so
// from two rows on a panel rounded once is faster; bf16 weights from four
// (at 2048×8192 and 2, 3, 4 and 7 rows: bf16 92, 114, 132 and 160
// GFLOP/s by rows against 85, 116, 156 and 184 by panels; int8 52, 70,
// 83 and 123 against 71, 96, 122 and 161; q4 59, 81, 92 and 143 against
// 94, 129, 159 and 191; f32 24, 44 and 69 at 2, 4 and 7 rows against 32,
// 67 and 100).
func dpPanelMinRows(inPlace bool) int {
	if inPlace {
		return 4
	}
	return widenedPanelMinRows
}

func (p *Pool) newDProb(m, k, n int, x []uint16, xf []float32, ldx int, w Weights, d []float32, lv dpLevel, workers int) *dprob {
	t := &dprob{m: m, k: k, kp: padBF16(k), n: n, x: x, xf: xf, ldx: ldx, w: w, d: d, lv: lv, asm: lv.avx512(),
		avx2: lv == dpAVX2, kb32: p.blocks.dp}
	t.inPlace = w.DType == dtype.BF16 && t.kp == k
	t.ldw = t.kp
	panelled := m >= dpPanelMinRows(t.inPlace)
	t.fmaTiles = lv == dpAVX512FMA && panelled // only panels have tiles
	if !t.inPlace && panelled {
		t.ldw += dpBlock // see panelPad
	}
	if panelled {
		t.nc = t.panelRows(12, workers) // whole tiles of four columns, three at a time
	}
	return t
}

// panelRows is how many weight rows a panel of t takes: as many as
// dpPanelBytes holds, fewer where that keeps at least two panels per
// worker, for balance, and a multiple of unit.
func (t *dprob) panelRows(unit, workers int) int {
	nc := min(dpPanelBytes/(2*t.kp), (t.n+2*workers-1)/(2*workers)+unit-1)
	return max(unit, nc/unit*unit)
}

// useTiles gives t's panels to the AMX tiles, with x laid out as tl, when
// tl is not nil (t must be panelled: tl is made only for that many rows).
func (t *dprob) useTiles(tl *dpTiles, workers int) {
	if tl == nil || t.nc == 0 {
		return
	}
	t.amx, t.fmaTiles, t.nc = tl, false, t.panelRows(dpAMXCols, workers)
}

// xrow is row i of the packed x.
func (t *dprob) xrow(i int) []uint16 { return t.x[i*t.ldx : i*t.ldx+t.kp] }

// chunks is how many pieces t is split into for the given worker count.
func (t *dprob) chunks(workers int) int {
	if t.n == 0 {
		return 0
	}
	if t.nc > 0 {
		return (t.n + t.nc - 1) / t.nc
	}
	quads := (t.n + 3) / 4
	return min(quads, chunksPerWorker*workers)
}

// chunk computes piece c of chunks.
func (t *dprob) chunk(p *Pool, c, chunks int) {
	if t.avx2 || t.fmaTiles {
		// The AVX2 kernels and the FMA tiles set MXCSR's DAZ and FTZ while they run and
		// put it back, but a fault in a mapped weight page panics out of
		// one with them set. MXCSR belongs to the thread, not the
		// goroutine: the panic's deferred calls can be preempted, and the
		// goroutine then resumes, and restores MXCSR, on another thread,
		// leaving this one to flush the denormals of whatever Go code it
		// runs next (and QEMU's VCVTPH2PS to flush f16 denormals, which
		// is how it was found). Locked to its thread, the goroutine
		// restores the MXCSR the kernel changed, before anything else
		// runs there.
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
		defer setMXCSR(mxcsr())
	}
	if t.nc > 0 {
		j0 := c * t.nc
		t.panel(p, j0, min(t.n, j0+t.nc))
		return
	}
	quads := (t.n + 3) / 4
	t.rows(p, c*quads/chunks*4, min(t.n, (c+1)*quads/chunks*4))
}

// wrows returns w rows [j0,j1) as packed bf16 rows of kp elements, ldw
// apart: the weights themselves when they can be read in place (release
// is then a no-op), else a rounded copy in scratch.
func (t *dprob) wrows(p *Pool, j0, j1 int) (rows []uint16, release func()) {
	if t.inPlace {
		return t.w.U16[j0*t.k : j1*t.k], func() {}
	}
	buf := p.getScratch16((j1 - j0) * t.ldw)
	for r := range j1 - j0 {
		roundRow((*buf)[r*t.ldw:(r+1)*t.ldw], t.w, (j0+r)*t.k, t.k, t.lv)
	}
	return *buf, func() { p.putScratch16(buf) }
}

// panel computes output columns [j0,j1) for all rows of x: 6×4 register
// tiles over the panel's w rows, each w load reused six times, and a
// shorter tile for the rows left at the end (tileHeight); leftover
// columns go through dots.
func (t *dprob) panel(p *Pool, j0, j1 int) {
	wp, release := t.wrows(p, j0, j1)
	defer release()
	rows, k32 := j1-j0, t.kp/dpBlock
	if t.amx != nil {
		t.amxPanel(p, wp, j0, rows)
		return
	}
	if t.avx2 {
		t.groupsAVX2(wp, j0, rows)
		return
	}
	var acc []float32
	if t.asm && k32 > t.kb32 {
		buf := p.getScratch(max(rows/4, 1) * tileLanes)
		defer p.putScratch(buf)
		acc = *buf
	}
	jj := rows / 4 * 4
	next := t.nextPanel(p, j0, j1)
	for i0 := 0; i0 < t.m; i0 += tileRows {
		h := tileHeight(i0, t.m)
		if jj > 0 {
			next = t.tiles(i0, h, j0, rows/4, wp, acc, next)
		}
		for i := i0; i < i0+h; i++ {
			t.dots(t.xrow(i), wp[jj*t.ldw:], t.d[i*t.n+j0+jj:i*t.n+j1])
		}
	}
}

// groupsAVX2 is panel for the AVX2 kernels, which have no tiles: each
// group of four panel rows (in L1) passes over a block of x rows (in L2)
// before the next group comes, where going row by row over the whole
// panel read the panel from L2 for every x row. With 256-row prefill
// products of bf16 weights on Zen 5 (AVX-512 off), this alone took
// k = 8192 from 191 to 196-202 GFLOP/s and left k = 2048 as it was.
func (t *dprob) groupsAVX2(wp []uint16, j0, rows int) {
	rowBytes := 2 * t.kp
	if t.xf != nil {
		rowBytes = 4 * t.kp
	}
	block := xBlockRows(t.m, rowBytes)
	blocked := t.xf != nil && splitKBlocks(t.m, t.kp/dpBlock)
	if blocked {
		block = t.m
	}
	for i0 := 0; i0 < t.m; i0 += block {
		i1 := min(t.m, i0+block)
		for c := 0; c < rows; c += 4 {
			ce := min(c+4, rows)
			if ce-c == 4 && t.xf != nil {
				splitRows4(true, t.xf[i0*t.ldx:], t.ldx, i1-i0, wp[c*t.ldw:], t.ldw, t.kp/dpBlock,
					t.d[i0*t.n+j0+c:], t.n, blocked)
				continue
			}
			for i := i0; i < i1; i++ {
				t.dots(t.xrow(i), wp[c*t.ldw:], t.d[i*t.n+j0+c:i*t.n+j0+ce])
			}
		}
	}
}

// dpSplitMaxK is the longest padded row whose x the AVX2 panels read
// widened to f32 (dpWidenedX).
const dpSplitMaxK = 4096

// dpWidenedX reports whether the AVX2 panels of a product with m rows of
// kp read x widened once to f32, in the split layout, rather than widening
// each block again for every group of four weight rows: a load per x
// register then does what a load, a shift and a mask did
// (dotRows4DPSplitAVX2 against dot1x4DPAVX2). On Zen 5 that made 256-row
// products 3-4% faster at k = 2048 and 2% at 3072 and 4096, but 2-3%
// slower at 8192, where the f32 rows crowd the weights out of L1; unless
// the kernel takes k in blocks (splitKBlocks), as for a chat turn's few
// rows, whose blocks leave the weights' block in L1.
func dpWidenedX(lv dpLevel, m, kp int) bool {
	if lv == dpAVX512FMA {
		return m >= min(dpPanelMinRows(true), dpPanelMinRows(false)) // the FMA tiles read nothing else
	}
	return lv == dpAVX2 && m >= dpPanelMinRows(true) && (kp <= dpSplitMaxK || splitKBlocks(m, kp/dpBlock))
}

// widenDPRows widens the m packed bf16 rows of x (ldx apart, kp used)
// into f32 rows in the split layout, ldx apart, in scratch.
func (p *Pool) widenDPRows(x []uint16, m, ldx, kp int) *[]float32 {
	buf := p.getScratch(m * ldx)
	widen := func(lo, hi int) {
		for i := lo; i < hi; i++ {
			bf16ToF32SplitAVX2(&(*buf)[i*ldx], &x[i*ldx], kp/dpBlock)
		}
	}
	if sharePrepare(m, kp) {
		p.Parallel(m, widen)
	} else {
		widen(0, m)
	}
	return buf
}

// nextPanel is, for weights read in place, the panel the worker on
// [j0,j1) is likely to take next, for tiles to prefetch (see
// tprob.nextWeights).
func (t *dprob) nextPanel(p *Pool, j0, j1 int) []byte {
	nj0, nj1 := nextPanelCols(p, j0, j1, t.n)
	if !t.inPlace || nj0 >= nj1 || t.k == 0 {
		return nil
	}
	w := t.w.U16[nj0*t.k : nj1*t.k]
	return unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), 2*len(w))
}

// tiles sets the outputs at the h rows from i0, columns j0..j0+4*nt-1 from
// the panel wp (its row 0 is column j0), prefetching a line of ahead a
// step; it returns what of ahead it has not reached. acc holds
// nt*tileLanes floats when k is longer than one tile block on the
// assembly path.
func (t *dprob) tiles(i0, h, j0, nt int, wp []uint16, acc []float32, ahead []byte) []byte {
	kp, ldw, k32 := t.kp, t.ldw, t.kp/dpBlock
	if !t.asm {
		for i := range h {
			row := (i0 + i) * t.n
			t.dots(t.xrow(i0+i), wp, t.d[row+j0:row+j0+4*nt])
		}
		return ahead
	}
	// Touch the last element each operand reads so that the assembly
	// cannot run past a slice.
	_ = t.x[(i0+h-1)*t.ldx+kp-1]
	if t.fmaTiles {
		_ = t.xf[(i0+h-1)*t.ldx+kp-1]
	}
	_ = wp[(4*nt-1)*ldw+kp-1]
	_ = t.d[(i0+h-1)*t.n+j0+4*nt-1]
	kBlocks(k32, t.kb32, func(kb, kn, mode int) {
		off := kb * dpBlock
		for s := range nt {
			var a *byte
			a, ahead = aheadLines(ahead, kn)
			if t.fmaTiles {
				dotTileDPSplitAVX512(&t.xf[i0*t.ldx+off], t.ldx, &wp[4*s*ldw+off], ldw, kn, lanes(acc, s), mode, &t.d[i0*t.n+j0+4*s], t.n, a, h)
				continue
			}
			dotTileDPAVX512(&t.x[i0*t.ldx+off], t.ldx, &wp[4*s*ldw+off], ldw, kn, lanes(acc, s), mode, &t.d[i0*t.n+j0+4*s], t.n, a, h)
		}
	})
	return ahead
}

// rows computes output columns [j0,j1) reading w a group of four rows at
// a time, each group against every row of x (m < dpPanelMinRows).
func (t *dprob) rows(p *Pool, j0, j1 int) {
	if t.m == 1 && (t.asm || t.avx2) && t.inPlace {
		t.streamRows(j0, j1)
		return
	}
	if t.m == 1 && (t.asm || t.avx2) && t.w.DType.IsQuantized() {
		j0 = t.quantStreams(p, j0, j1)
	}
	for j := j0; j < j1; j += 4 {
		je := min(j+4, j1)
		wp, release := t.wrows(p, j, je)
		for i := range t.m {
			t.dots(t.xrow(i), wp, t.d[i*t.n+j:i*t.n+je])
		}
		release()
	}
}

// dots sets d[c] to the product of the packed row x with packed row c of
// wp, for every c < len(d).
func (t *dprob) dots(x, wp []uint16, d []float32) {
	kp, ldw, k32 := t.kp, t.ldw, t.kp/dpBlock
	c := 0
	if t.asm && len(d) > 0 {
		_ = x[kp-1]
		_ = wp[(len(d)-1)*ldw+kp-1]
		for ; c+4 <= len(d); c += 4 {
			dot1x4DPAVX512(&x[0], &wp[c*ldw], ldw, k32, &d[c])
		}
		for ; c < len(d); c++ {
			d[c] = dot1x1DPAVX512(&x[0], &wp[c*ldw], k32)
		}
		return
	}
	if t.avx2 && len(d) > 0 {
		_ = x[kp-1]
		_ = wp[(len(d)-1)*ldw+kp-1]
		for ; c+4 <= len(d); c += 4 {
			dot1x4DPAVX2(&x[0], &wp[c*ldw], ldw, k32, &d[c])
		}
		for ; c < len(d); c++ {
			d[c] = dot1x1DPAVX2(&x[0], &wp[c*ldw], k32)
		}
		return
	}
	for ; c < len(d); c++ {
		d[c] = dpDotGo(x, wp[c*ldw:c*ldw+kp])
	}
}

// streamRows is rows for decode (one x row) with bf16 weights read in
// place: the columns split into four quarters read as four sequential
// streams, as streamRows does for f32 compute, with the same arithmetic
// per output as every other path.
func (t *dprob) streamRows(j0, j1 int) {
	k, k32 := t.k, t.kp/dpBlock
	groups := (j1 - j0) / 4
	if groups > 0 {
		je := j0 + 4*groups
		_ = t.w.U16[(je-1)*k+k-1]
		_ = t.d[je-1]
		_ = t.x[k-1]
		streams := dotStreamsDPAVX512
		if t.avx2 {
			streams = dotStreamsDPAVX2
		}
		streams(&t.x[0], &t.w.U16[j0*k], k, k32, groups, groups*k, &t.d[j0], streamPrefetch)
		j0 = je
	}
	t.dots(t.xrow(0), t.w.U16[j0*k:], t.d[j0:j1])
}

// roundRow rounds n elements of src from element off to bf16 into dst,
// then fills the rest of dst with zeros, with the kernels of level lv.
func roundRow(dst []uint16, src Weights, off, n int, lv dpLevel) {
	i := 0
	switch src.DType {
	case dtype.BF16:
		i = copy(dst[:n], src.U16[off:off+n])
	case dtype.F32:
		s := src.F32[off : off+n]
		if n >= 16 && lv > dpGo {
			i = n &^ 15
			if lv.avx512() {
				roundF32BF16AVX512(&dst[0], &s[0], i>>4)
			} else {
				roundF32BF16AVX2(&dst[0], &s[0], i>>4)
			}
		}
		for ; i < n; i++ {
			dst[i] = dtype.RoundBF16(s[i])
		}
	case dtype.F16:
		s := src.U16[off : off+n]
		if n >= 16 && lv > dpGo {
			i = n &^ 15
			if lv.avx512() {
				roundF16BF16AVX512(&dst[0], &s[0], i>>4)
			} else {
				roundF16BF16AVX2(&dst[0], &s[0], i>>4)
			}
		}
		for ; i < n; i++ {
			dst[i] = dtype.RoundBF16(dtype.F16ToFloat32(s[i]))
		}
	case dtype.I8:
		roundI8Row(dst, src, off, n, lv)
	case dtype.I4:
		roundI4Row(dst, src, off, n, lv)
	}
	clear(dst[n:])
}

// roundRows rounds rows [lo,hi) of x (k elements each) into dst, ldx
// apart, as roundRow does.
func roundRows(dst []uint16, ldx int, x Weights, k, lo, hi int, lv dpLevel) {
	for i := lo; i < hi; i++ {
		roundRow(dst[i*ldx:(i+1)*ldx], x, i*k, k, lv)
	}
}

// dpDotGo is the bf16 product of two packed rows (a multiple of 32
// elements) in the order of the assembly kernels: VDPBF16PS emulated lane
// by lane, then the lanes folded with REDUCE's tree.
func dpDotGo(x, w []uint16) float32 {
	var lane [16]float32
	w = w[:len(x)]
	for b := 0; b < len(x); b += dpBlock {
		xb, wb := x[b:b+dpBlock], w[b:b+dpBlock]
		for l := range lane {
			lane[l] = dpStep(lane[l], xb[2*l+1], wb[2*l+1])
			lane[l] = dpStep(lane[l], xb[2*l], wb[2*l])
		}
	}
	return foldLanes(lane)
}

// dpStep is one half of a VDPBF16PS lane: acc + a·b rounded once to f32,
// with bf16 denormal inputs read as zero and a tiny result flushed to
// zero. The product of two bf16 values is exact in float64, and so is
// its sum with an f32 unless the two are so far apart that the smaller
// cannot change the f32 rounding; so rounding that sum to f32 is the
// single rounding the instruction makes.
func dpStep(acc float32, a, b uint16) float32 {
	p := float64(float64(dazBF16(a)) * float64(dazBF16(b))) // exact; not fused
	return roundFTZ(float64(acc) + p)
}

// roundFTZ rounds s to f32, flushing it to zero of its sign when it is
// tiny after rounding: when s rounded to 24 bits with an unbounded
// exponent is below the smallest normal, which is how x86 detects
// tininess, in VDPBF16PS (measured on Zen 5) as under MXCSR.FTZ. Flushing
// the f32 denormal that s rounds to would keep a sum just below the
// smallest normal that rounds up to it only on the denormal grid. A NaN
// stays a NaN, as it does in the instruction.
func roundFTZ(s float64) float32 {
	if !(math.Abs(s) < 0x1p-126) {
		return float32(s)
	}
	// Scaled by 2^64, s rounds to 24 bits as a normal f32.
	if math.Abs(float64(float32(s*0x1p64))) < 0x1p-62 {
		return float32(math.Copysign(0, s))
	}
	return float32(math.Copysign(0x1p-126, s))
}

// dazBF16 widens a bf16 value, reading denormals as zero of the same sign.
func dazBF16(h uint16) float32 {
	if h&0x7f80 == 0 {
		h &= 0x8000
	}
	return dtype.BF16ToFloat32(h)
}

// foldLanes folds 16 lane sums as REDUCE does: l with l+8, l+4, l+2, l+1.
func foldLanes(s [16]float32) float32 {
	for w := 8; w >= 1; w /= 2 {
		for l := range w {
			s[l] += s[l+w]
		}
	}
	return s[0]
}
