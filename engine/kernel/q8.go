package kernel

import (
	"fmt"
	"math"
	"unsafe"

	"xlachat/engine/dtype"
)

// This file holds int8 compute for q4 and int8 weights (see the package
// documentation, "int8 compute"): x rounded to int8 per group of 32 with
// one f32 scale per group, integer products with the weights' integers,
// and each group's sum scaled into an f32 dot over the groups. An int8
// row's one scale serves every group of the row.

// q8Line is how many elements of a row the VNNI kernel reads a line at a
// time: 64 bytes of nibbles, four groups.
const q8Line = 128

// q8Chunk is how many elements the streaming kernel takes per step:
// sixteen groups, one f32 vector of group sums.
const q8Chunk = 512

// q8Index is where element e of a row of k is stored in the line order:
// within each whole line of 128 elements the 64 even ones, then the 64
// odd ones, so that the low nibbles of a line of q4 bytes meet the first
// half and the high nibbles the second; elements past the last whole
// line stay in order.
func q8Index(e, k int) int {
	if e >= k&^(q8Line-1) {
		return e
	}
	o := e & (q8Line - 1)
	return e&^(q8Line-1) + (o&1)*(q8Line/2) + o>>1
}

// q8Round rounds one group of x to int8 as the graphs state it: d =
// max|x|/127 rounded to f32 (NaN if any element is), each element x/d
// rounded to f32 and then to the nearest integer, ties to even, clamped
// to ±127; a group of zeros divides by 1 instead, and NaN quotients
// become 0, as the graphs' float-to-integer convert makes them.
func q8Round(q *[q4Group]int8, x []float32) (d float32) {
	x = x[:q4Group]
	// |x| as bits orders like |x| as floats, with every NaN above +Inf:
	// the integer maximum is the float maximum, NaN if any element is.
	var amax uint32
	for _, v := range x {
		amax = max(amax, math.Float32bits(v)&^(1<<31))
	}
	d = math.Float32frombits(amax) / 127
	div := d
	if div == 0 {
		div = 1
	}
	for i, v := range x {
		q[i] = q8Int(v / div)
	}
	return d
}

// q8Int is f rounded to the nearest integer, ties to even, clamped to
// ±127, and 0 for NaN.
func q8Int(f float32) int8 {
	switch {
	case f != f:
		return 0
	case f >= 127:
		return 127
	case f <= -127:
		return -127
	}
	// Adding and taking away 1.5·2²³ rounds to an integer, ties to
	// even, for |f| < 2²²: the sum's last bit is worth 1.
	const round = 1.5 * (1 << 23)
	return int8(float32(f+round) - round)
}

// q8Rows is x rounded to int8: for each of m rows of k elements, the
// values in the line order, one scale per group and, for the assembly
// kernels, each whole line's offset corrections: dword 4j of line l holds
// −8 times the sum of group 4l+j's values (the kernels read the nibbles
// as unsigned, offset by 8) and the other dwords zero.
//
// For int8 weights (natural) the values stay in their order, and the
// corrections are one dword per group, −128 times its sum: the streams
// kernel reads the weights as unsigned, offset by 128.
type q8Rows struct {
	m, k, g, lines int
	natural        bool
	q              []int8
	d              []float32
	c              []int32
	buf            *[]float32
}

// corrections is how many corrections a row has.
func (r *q8Rows) corrections() int {
	if r.natural {
		return r.g
	}
	return 16 * r.lines
}

// quantizeQ8 rounds the m rows of x (k each, k a multiple of 32) into
// scratch from p, natural for int8 weights (see q8Rows); release it with
// p.putQ8.
func (p *Pool) quantizeQ8(x []float32, m, k int, lv level, natural bool) *q8Rows {
	r := &q8Rows{m: m, k: k, g: k / q4Group, lines: k / q8Line, natural: natural}
	words := m * (k/4 + r.g + r.corrections())
	r.buf = p.getScratch(words)
	b := (*r.buf)[:words]
	r.q = unsafe.Slice((*int8)(unsafe.Pointer(&b[0])), m*k)
	r.d = b[m*k/4 : m*k/4+m*r.g]
	cw := b[m*k/4+m*r.g:]
	r.c = unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(cw))), len(cw))
	for i := range m {
		r.row(i, x[i*k:(i+1)*k], lv)
	}
	return r
}

// row rounds x, row i.
func (r *q8Rows) row(i int, x []float32, lv level) {
	if r.natural {
		r.naturalRow(i, x, lv)
		return
	}
	k := r.k
	q, c := r.q[i*k:(i+1)*k], r.c[i*16*r.lines:(i+1)*16*r.lines]
	first := 0
	switch {
	case r.lines == 0 || !lv.x86():
		clear(c)
	case lv == avx512:
		quantizeQ8AVX512(&x[0], &q[0], &r.d[i*r.g], &c[0], r.lines)
		first = 4 * r.lines
	default:
		quantizeQ8AVX2(&x[0], &q[0], &r.d[i*r.g], &c[0], r.lines)
		first = 4 * r.lines
	}
	var g [q4Group]int8
	for b := first; b < r.g; b++ {
		r.d[i*r.g+b] = q8Round(&g, x[b*q4Group:])
		sum := int32(0)
		for _, v := range g {
			sum += int32(v)
		}
		e := b * q4Group
		if b >= 4*r.lines { // past the last whole line: in order
			copy(q[e:], g[:])
			continue
		}
		c[16*(b/4)+4*(b%4)] = -8 * sum
		// Within its line the group's even elements go to the first
		// half and its odd ones to the second (q8Index).
		lo := e&^(q8Line-1) + e%q8Line/2
		for j := range q4Group / 2 {
			q[lo+j], q[lo+q8Line/2+j] = g[2*j], g[2*j+1]
		}
	}
}

// naturalRow rounds x, row i, keeping its order (q8Rows).
func (r *q8Rows) naturalRow(i int, x []float32, lv level) {
	k, g := r.k, r.g
	q, c := r.q[i*k:(i+1)*k], r.c[i*g:(i+1)*g]
	first := 0
	switch {
	case r.lines == 0 || !lv.x86():
	case lv == avx512:
		quantizeQ8NatAVX512(&x[0], &q[0], &r.d[i*g], &c[0], r.lines)
		first = 4 * r.lines
	default:
		quantizeQ8NatAVX2(&x[0], &q[0], &r.d[i*g], &c[0], r.lines)
		first = 4 * r.lines
	}
	for b := first; b < g; b++ {
		grp := (*[q4Group]int8)(q[b*q4Group:])
		r.d[i*g+b] = q8Round(grp, x[b*q4Group:])
		sum := int32(0)
		for _, v := range grp {
			sum += int32(v)
		}
		c[b] = -128 * sum
	}
}

func (p *Pool) putQ8(r *q8Rows) { p.putScratch(r.buf) }

// MatMulTQ8 sets dst[m×n] = x[m×k]·wᵀ in int8 compute: w is q4 or int8
// (n×k), x is rounded to int8 per group of 32 (q8Round), and each output
// is Σ_g f32(Σ q·w)·d_g·s_g, the groups summed in the canonical f32 order
// (see the package documentation), s_g an int8 row's one scale for every
// g. k must be a multiple of 32.
func (p *Pool) MatMulTQ8(dst, x []float32, m, k int, w Weights, n int) {
	p.MatMulTsQ8(x, m, k, []Product{{Dst: dst, W: w, N: n}})
}

// MatMulTsQ8 is MatMulTQ8 for several products sharing x, which is
// rounded once, in one parallel loop. The products' weights must share
// one dtype.
func (p *Pool) MatMulTsQ8(x []float32, m, k int, prods []Product) {
	p.matMulTsQ8(x, m, k, prods, bestLevel, q8VNNI(bestLevel), haveQ8AMX)
}

// q8VNNI reports whether this CPU has VPDPBUSD for level lv's int8
// compute kernels: AVX512_VNNI for the AVX-512 tile and streams, AVX-VNNI
// for the AVX2 row kernels' twins.
func q8VNNI(lv level) bool {
	return lv == avx512 && haveQ8VNNI || lv == avx2 && haveQ8AVXVNNI
}

// matMulTsQ8 is MatMulTsQ8 on level lv's kernels, with VPDPBUSD if vnni
// and AMX tiles if amx (which needs vnni).
func (p *Pool) matMulTsQ8(x []float32, m, k int, prods []Product, lv level, vnni, amx bool) {
	checkDims(m, k, 0)
	need("x", len(x), m*k)
	if k%q4Group != 0 {
		panic(fmt.Sprintf("kernel: int8 compute rows of %d elements are not whole groups of %d", k, q4Group))
	}
	for _, pr := range prods {
		if pr.W.DType != dtype.I4 && pr.W.DType != dtype.I8 || pr.W.DType != prods[0].W.DType {
			panic("kernel: int8 compute needs q4 or int8 weights, one dtype a call, not " + pr.W.DType.String())
		}
		checkDims(m, k, pr.N)
		need("dst", len(pr.Dst), m*pr.N)
		need("w", pr.W.Len(), pr.N*k)
		pr.W.checkQuant(pr.N, k)
	}
	if m == 0 {
		return
	}
	if k == 0 {
		for _, pr := range prods {
			clear(pr.Dst[:m*pr.N])
		}
		return
	}
	i8 := len(prods) > 0 && prods[0].W.DType == dtype.I8
	xq := p.quantizeQ8(x, m, k, lv, i8)
	defer p.putQ8(xq)
	var tiles *q8Tiles
	if amx && vnni && lv == avx512 && q8AMXFits(m, k) {
		tiles = p.tilesQ8(xq)
		defer p.putTilesQ8(tiles)
	}
	// The AVX2 kernels serve where the AVX-512 VNNI ones do not.
	onAVX2 := lv.x86() && k >= q8Chunk && !(vnni && lv == avx512)
	avxvnni := onAVX2 && vnni && lv == avx2
	// Four rows at a time go through a tile wherever there is one: for q4
	// weights on every x86 level, for int8 weights with AVX-VNNI or
	// AVX512_VNNI. With AMX, which takes whole panels of 16 columns, the
	// tile gets only a partial one.
	var tiles4 *q8Tile4
	switch {
	case m < 4:
	case onAVX2 && i8 && avxvnni:
		tiles4 = p.tile4Q8(xq, q8Natural8)
	case onAVX2 && !i8:
		tiles4 = p.tile4Q8(xq, q8Sigma8)
	case vnni && lv == avx512 && k >= q8Chunk && (tiles == nil || partialPanels(prods)):
		sigma := q8Sigma16
		if i8 {
			sigma = q8Sigma16I8
		}
		tiles4 = p.tile4Q8(xq, sigma)
	}
	if tiles4 != nil {
		defer p.putTile4Q8(tiles4)
	}
	jobs := make([]q8Job, len(prods))
	first := make([]int, len(prods)+1)
	for i, pr := range prods {
		jobs[i] = q8Job{x: xq, w: pr.W, n: pr.N, d: pr.Dst, lv: lv, i8: i8,
			vnni: vnni && lv == avx512 && k >= q8Chunk, avx2: onAVX2, avxvnni: avxvnni,
			tiles4: tiles4}
		jobs[i].sdot = lv == neon && haveSDOT
		jobs[i].rows = q8ChunkRows(m, k, pr.N, p.workers)
		if tiles != nil {
			jobs[i].amx = tiles
			jobs[i].rows = (jobs[i].rows + amxBlock - 1) &^ (amxBlock - 1)
		}
		first[i+1] = first[i] + (pr.N+jobs[i].rows-1)/jobs[i].rows
	}
	p.run(first[len(prods)], func(c int) {
		i := 0
		for c >= first[i+1] {
			i++
		}
		j0 := (c - first[i]) * jobs[i].rows
		jobs[i].run(p, j0, min(jobs[i].n, j0+jobs[i].rows))
	})
}

// q8ChunkRows is how many output columns one piece of work takes: a few
// pieces per worker for balance, and, when several x rows reuse them,
// no more weight rows than stay in L2 while every row passes.
func q8ChunkRows(m, k, n, workers int) int {
	rows := (n + chunksPerWorker*workers - 1) / (chunksPerWorker * workers)
	if m > 1 {
		rows = min(rows, max(4, (256<<10)/(k/2)))
	}
	return max(4, (rows+3)&^3)
}

// q8Job is one product of MatMulTsQ8.
type q8Job struct {
	x    *q8Rows
	w    Weights
	n    int
	d    []float32
	lv   level
	i8   bool // int8 weights, x in its natural order
	vnni bool // AVX512_VNNI: the tile and streams (int8 weights: the streams)
	avx2 bool // else the AVX2 row kernels
	// avxvnni picks the AVX2 row kernels' AVX-VNNI twins.
	avxvnni bool
	sdot    bool     // NEON's SDOT: the row kernel, or in dots the lines' sums
	amx     *q8Tiles // x for the AMX tiles, which then take whole panels
	tiles4  *q8Tile4 // x for the tile, which then takes four rows at a time
	rows    int
}

// run computes output columns [j0, j1) for every x row: with AMX the
// whole panels of 16 columns through the tiles; the rest four x rows at a
// time through the AVX-512 or AVX2 tile (q8tile.go), with AVX2 then two
// at a time, and the rows left over one at a time.
func (t *q8Job) run(p *Pool, j0, j1 int) {
	if t.amx != nil {
		if j0 = t.amxColumns(p, j0, j1); j0 == j1 {
			return
		}
	}
	i := 0
	if t.tiles4 != nil {
		for ; i+4 <= t.tiles4.rows; i += 4 {
			t.tile4(i, j0, j1)
			t.tails(p, i, i+4, j0, j1)
		}
	}
	if t.avx2 {
		for ; i+2 <= t.x.m; i += 2 {
			t.rows2AVX2(i, j0, j1)
			t.tails(p, i, i+2, j0, j1)
		}
	}
	for ; i < t.x.m; i++ {
		switch {
		case t.vnni:
			j := t.streams(i, j0, j1)
			t.tails(p, i, i+1, j0, j)
			if j < j1 {
				t.dots(p, i, j, j1)
			}
		case t.avx2:
			t.rowsAVX2(i, j0, j1)
			t.tails(p, i, i+1, j0, j1)
		case t.sdot && t.x.k >= q8Chunk:
			t.rowsSDOT(i, j0, j1)
			t.tails(p, i, i+1, j0, j1)
		default:
			t.dots(p, i, j0, j1)
		}
	}
}

// tails adds to outputs of x rows [i0, i1), columns [j0, j1), which the
// kernels above set from k's whole chunks of 512, its groups past them,
// as dotF32 adds what its 16 lanes leave: one by one, in order, after
// the lanes' fold. So a row of 576 (Llama-family models of hidden size
// 576 and 960, Llama 2 7B's intermediate 11008) takes the kernels for
// all but a few groups, where it once took dots for all of them.
func (t *q8Job) tails(p *Pool, i0, i1, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	first := k / q8Chunk * (q8Chunk / q4Group)
	if first == g || j0 >= j1 {
		return
	}
	n := g - first
	buf := p.getScratch(3 * n)
	defer p.putScratch(buf)
	ts, ws := (*buf)[:n], (*buf)[n:2*n]
	sums := unsafe.Slice((*int32)(unsafe.Pointer(&(*buf)[2*n])), n)
	for j := j0; j < j1; j++ {
		// A column's scales serve every row.
		for b := first; b < g; b++ {
			if t.i8 {
				ws[b-first] = t.w.Scales[j]
			} else {
				ws[b-first] = dtype.F16ToFloat32(t.w.Scales16[j*g+b])
			}
		}
		for i := i0; i < i1; i++ {
			xq, xd := x.q[i*k:(i+1)*k], x.d[i*g:(i+1)*g]
			t.tailSums(sums, xq, j, first)
			for b := first; b < g; b++ {
				ts[b-first] = float32(float32(sums[b-first]) * xd[b])
			}
			t.d[i*t.n+j] = tailF32(t.d[i*t.n+j], ts, ws)
		}
	}
}

// tailSums sets sums to the integer sums of groups first and on of the
// rounded x row xq with weight row j.
func (t *q8Job) tailSums(sums []int32, xq []int8, j, first int) {
	k, g := t.x.k, t.x.g
	if !t.lv.x86() {
		for b := first; b < g; b++ {
			if t.i8 {
				sums[b-first] = q8GroupSumI8(xq, t.w.I8[j*k:(j+1)*k], b)
			} else {
				sums[b-first] = q8GroupSum(xq, t.w.I4[j*k/2:(j+1)*k/2], b, k)
			}
		}
		return
	}
	e := first * q4Group
	_ = sums[g-first-1]
	if t.i8 {
		w := t.w.I8[j*k : (j+1)*k]
		q8SumsI8AVX2(&xq[e], &w[e], g-first, &sums[0])
		return
	}
	q := t.w.I4[j*k/2 : (j+1)*k/2]
	lineGroups := 4 * t.x.lines // groups in the line order; first is a line's
	if lineGroups > first {
		q8SumsQ4LinesAVX2(&xq[e], &q[e/2], (lineGroups-first)/4, &sums[0])
	}
	if rest := max(first, lineGroups); rest < g {
		e := rest * q4Group
		q8SumsQ4AVX2(&xq[e], &q[e/2], g-rest, &sums[rest-first])
	}
}

// rowsAVX2 computes x row i's columns [j0, j1) with the AVX2 kernel.
func (t *q8Job) rowsAVX2(i, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	if t.i8 {
		t.rowsAVX2I8(i, j0, j1)
		return
	}
	_ = t.w.I4[j1*k/2-1]
	_ = t.w.Scales16[j1*g-1]
	_ = x.q[(i+1)*k-1]
	_ = x.c[(i+1)*16*x.lines-1]
	for j := j0; j < j1; j++ {
		if t.avxvnni {
			t.d[i*t.n+j] = dot1x1Q8I4AVXVNNI(&x.q[i*k], &x.d[i*g], &x.c[i*16*x.lines],
				&t.w.I4[j*k/2], &t.w.Scales16[j*g], k/q8Chunk)
			continue
		}
		t.d[i*t.n+j] = dot1x1Q8I4AVX2(&x.q[i*k], &x.d[i*g], &x.c[i*16*x.lines],
			&t.w.I4[j*k/2], &t.w.Scales16[j*g], k/q8Chunk)
	}
}

// rowsAVX2I8 is rowsAVX2 for int8 weights.
func (t *q8Job) rowsAVX2I8(i, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	_ = t.w.I8[j1*k-1]
	_ = t.w.Scales[j1-1]
	_ = x.q[(i+1)*k-1]
	_ = x.d[(i+1)*g-1]
	_ = x.c[(i+1)*g-1]
	for j := j0; j < j1; j++ {
		if t.avxvnni {
			t.d[i*t.n+j] = dot1x1Q8I8AVXVNNI(&x.q[i*k], &x.d[i*g], &x.c[i*g],
				&t.w.I8[j*k], &t.w.Scales[j], k/q8Chunk)
			continue
		}
		t.d[i*t.n+j] = dot1x1Q8I8AVX2(&x.q[i*k], &x.d[i*g], &x.c[i*g],
			&t.w.I8[j*k], &t.w.Scales[j], k/q8Chunk)
	}
}

// rowsSDOT computes x row i's columns [j0, j1) with the SDOT kernel.
func (t *q8Job) rowsSDOT(i, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	if t.i8 {
		t.rowsSDOTI8(i, j0, j1)
		return
	}
	_ = t.w.I4[j1*k/2-1]
	_ = t.w.Scales16[j1*g-1]
	_ = x.q[(i+1)*k-1]
	_ = x.d[(i+1)*g-1]
	for j := j0; j < j1; j++ {
		t.d[i*t.n+j] = dot1x1Q8SDOT(&x.q[i*k], &x.d[i*g], &t.w.I4[j*k/2], &t.w.Scales16[j*g], k/q8Chunk)
	}
}

// rowsSDOTI8 is rowsSDOT for int8 weights.
func (t *q8Job) rowsSDOTI8(i, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	_ = t.w.I8[j1*k-1]
	_ = t.w.Scales[j1-1]
	_ = x.q[(i+1)*k-1]
	_ = x.d[(i+1)*g-1]
	for j := j0; j < j1; j++ {
		t.d[i*t.n+j] = dot1x1Q8I8SDOT(&x.q[i*k], &x.d[i*g], &t.w.I8[j*k], &t.w.Scales[j], k/q8Chunk)
	}
}

// rows2AVX2 computes x rows i and i+1's columns [j0, j1) with the AVX2
// kernel for two rows, which unpacks each weight row once for both.
func (t *q8Job) rows2AVX2(i, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	if t.i8 {
		t.rows2AVX2I8(i, j0, j1)
		return
	}
	_ = t.w.I4[j1*k/2-1]
	_ = t.w.Scales16[j1*g-1]
	_ = x.q[(i+2)*k-1]
	_ = x.d[(i+2)*g-1]
	_ = x.c[(i+2)*16*x.lines-1]
	_ = t.d[(i+1)*t.n+j1-1]
	var two [2]float32
	for j := j0; j < j1; j++ {
		if t.avxvnni {
			dot2x1Q8I4AVXVNNI(&x.q[i*k], &x.d[i*g], &x.c[i*16*x.lines], k, 4*g, 4*16*x.lines,
				&t.w.I4[j*k/2], &t.w.Scales16[j*g], k/q8Chunk, &two)
		} else {
			dot2x1Q8I4AVX2(&x.q[i*k], &x.d[i*g], &x.c[i*16*x.lines], k, 4*g, 4*16*x.lines,
				&t.w.I4[j*k/2], &t.w.Scales16[j*g], k/q8Chunk, &two)
		}
		t.d[i*t.n+j], t.d[(i+1)*t.n+j] = two[0], two[1]
	}
}

// rows2AVX2I8 is rows2AVX2 for int8 weights.
func (t *q8Job) rows2AVX2I8(i, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	_ = t.w.I8[j1*k-1]
	_ = t.w.Scales[j1-1]
	_ = x.q[(i+2)*k-1]
	_ = x.d[(i+2)*g-1]
	_ = x.c[(i+2)*g-1]
	_ = t.d[(i+1)*t.n+j1-1]
	var two [2]float32
	for j := j0; j < j1; j++ {
		if t.avxvnni {
			dot2x1Q8I8AVXVNNI(&x.q[i*k], &x.d[i*g], &x.c[i*g], k, 4*g, 4*g,
				&t.w.I8[j*k], &t.w.Scales[j], k/q8Chunk, &two)
		} else {
			dot2x1Q8I8AVX2(&x.q[i*k], &x.d[i*g], &x.c[i*g], k, 4*g, 4*g,
				&t.w.I8[j*k], &t.w.Scales[j], k/q8Chunk, &two)
		}
		t.d[i*t.n+j], t.d[(i+1)*t.n+j] = two[0], two[1]
	}
}

// streams computes x row i's columns [j0, j1) with the VNNI kernel, a
// whole number of groups of four rows, and returns the first column left.
func (t *q8Job) streams(i, j0, j1 int) int {
	groups := (j1 - j0) / 4
	if groups == 0 {
		return j0
	}
	je := j0 + 4*groups
	x, k, g := t.x, t.x.k, t.x.g
	if t.i8 {
		_ = t.w.I8[je*k-1]
		_ = t.w.Scales[je-1]
		dst := t.d[i*t.n : (i+1)*t.n]
		_ = dst[je-1]
		_ = x.c[(i+1)*g-1]
		dotStreamsQ8I8AVX512(&x.q[i*k], &x.d[i*g], &x.c[i*g], &t.w.I8[j0*k], k,
			&t.w.Scales[j0], k/q8Chunk, groups, groups*k, &dst[j0], q8StreamsPrefetch)
		return je
	}
	_ = t.w.I4[je*k/2-1]
	_ = t.w.Scales16[je*g-1]
	dst := t.d[i*t.n : (i+1)*t.n]
	_ = dst[je-1]
	dotStreamsQ8I4AVX512(&x.q[i*k], &x.d[i*g], &x.c[i*16*x.lines], &t.w.I4[j0*k/2], k/2,
		&t.w.Scales16[j0*g], g, k/q8Chunk, groups, groups*k/2, &dst[j0], q8StreamsPrefetch)
	return je
}

// dots computes x row i's columns [j0, j1) one at a time, in Go but for
// the final dot over the groups, which is the canonical f32 one.
func (t *q8Job) dots(p *Pool, i, j0, j1 int) {
	x, k, g := t.x, t.x.k, t.x.g
	buf := p.getScratch(3 * g)
	defer p.putScratch(buf)
	ts, ws := (*buf)[:g], (*buf)[g:2*g]
	sums := unsafe.Slice((*int32)(unsafe.Pointer(&(*buf)[2*g])), g)
	xq, xd := x.q[i*k:(i+1)*k], x.d[i*g:(i+1)*g]
	if t.i8 {
		for j := j0; j < j1; j++ {
			w := t.w.I8[j*k : (j+1)*k]
			for b := range g {
				ts[b] = float32(float32(q8GroupSumI8(xq, w, b)) * xd[b])
				ws[b] = t.w.Scales[j]
			}
			t.d[i*t.n+j] = dotF32(ts, ws, t.lv)
		}
		return
	}
	for j := j0; j < j1; j++ {
		q := t.w.I4[j*k/2 : (j+1)*k/2]
		summed := 0 // groups whose sums SDOT has put in sums
		if t.sdot && x.lines > 0 {
			q8SumsSDOT(&sums[0], &xq[0], &q[0], x.lines)
			summed = 4 * x.lines
		}
		for b := range g {
			var sum int32
			if b < summed {
				sum = sums[b]
			} else {
				sum = q8GroupSum(xq, q, b, k)
			}
			ts[b] = float32(float32(sum) * xd[b])
			ws[b] = dtype.F16ToFloat32(t.w.Scales16[j*g+b])
		}
		t.d[i*t.n+j] = dotF32(ts, ws, t.lv)
	}
}

// q8GroupSum is group b's integer sum of the rounded x row xq (in the
// line order, see q8Index) times the q4 row q: byte j of the group holds
// its elements 2j (low nibble) and 2j+1, which the line order keeps 64
// bytes apart in a whole line and side by side after it.
func q8GroupSum(xq []int8, q []byte, b, k int) int32 {
	e := b * q4Group
	lo, hi := e, e+1
	step := 2
	if e < k&^(q8Line-1) {
		lo, step = q8Index(e, k), 1
		hi = lo + q8Line/2
	}
	var sum int32
	for j, v := range q[e/2 : e/2+q4Group/2] {
		sum += int32(xq[lo+step*j])*int32(int8(v<<4)>>4) + int32(xq[hi+step*j])*int32(int8(v)>>4)
	}
	return sum
}

// q8GroupSumI8 is group b's integer sum of the rounded x row xq, in its
// natural order, times the int8 row w.
func q8GroupSumI8(xq, w []int8, b int) int32 {
	e := b * q4Group
	var sum int32
	for j, v := range w[e : e+q4Group] {
		sum += int32(xq[e+j]) * int32(v)
	}
	return sum
}

// q8StreamsPrefetchFor is how many bytes ahead the VNNI decode streams
// (dotStreamsQ8I8AVX512, dotStreamsQ8I4AVX512) prefetch on a processor of
// this CPUID vendor, 0 for none. On Emerald Rapids, quantPrefetch took
// four 1B layers from 89–91% of a plain read of the same bytes to 101–102%
// with int8 weights and from 80–85% to 90–99% with q4 (alternated in one
// process). On Zen 4, PREFETCHT0 2048 bytes ahead cut the q4 streams' 1B
// decode from 43–51 to 37–40 tokens/s (PREFETCHT1 4096 ahead was no
// better than none), and on Zen 5 PREFETCHT1 512 to 4096 bytes ahead made
// four 1B layers 3–7% slower, so AMD's processors keep the hardware
// prefetchers alone; int8's streams were not measured there.
func q8StreamsPrefetchFor(vendor string) int {
	if vendor == "GenuineIntel" {
		return quantPrefetch
	}
	return 0
}
