package refexec

import (
	"slices"
	"sync/atomic"

	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
	"xlachat/engine/mlir"
)

// This file bounds attention by the filled KV slots. The graphs are static:
// a decode step at position p scores the query against every slot of the
// cache and masks the slots after p with a select before the softmax. A
// masked slot's probability is exactly 0 (exp of about -3.4e38 rounds to
// 0), so it adds nothing to the probabilities·V product either. The planner
// recognises the chain the emitter writes (see engine/graph/llama.go),
//
//	raw = dot_general(q, K)                 last axis: the cache slots
//	x   = multiply(raw, splat scale)        (optional)
//	s   = select(mask, x, splat fill)
//	e   = exponential(s - broadcast(reduce_max(s)))
//	p   = e / broadcast(reduce_add(e))
//	o   = dot_general(p, V)                 contracting the slots
//
// and replaces everything from the select to the divide by one step. On
// each Run the window w (one past the last slot the mask shows to any row)
// is read off the mask, the scores product computes only slots < w, the
// softmax works on them, and the V product reads only them. The result is
// the same as over all slots: the max over the masked slots is the fill,
// folded once; their exp is checked to be 0 (otherwise the step falls back
// to every slot, so a mask that hides nothing or a fill that is not tiny
// stays exact); adding 0 to the sum changes nothing; and the V product's
// chains over the masked slots would only add zeros. The one difference is
// the sign of an attention output that is exactly zero, which adding +0
// products could turn from -0 to +0.

// fusedSoftmaxOp names the fused step in errors.
const fusedSoftmaxOp = "refexec.masked_softmax"

// maskWindow is the number of leading slots an attention mask shows to any
// row, read once per Run from the mask and shared by every layer.
type maskWindow struct {
	mask  int // value id of the i1 mask, slots along the last axis
	slots int
	n     int
	valid bool // n is this Run's; Run clears it
}

func (w *maskWindow) get(v []*Tensor) int {
	if !w.valid {
		w.n, w.valid = lastTrue(v[w.mask].Bool, w.slots), true
	}
	return w.n
}

// lastTrue returns one past the last index along the rows of length slots
// at which any row of b is true; a single element (a splat) stands for all.
func lastTrue(b []bool, slots int) int {
	if len(b) < slots {
		if len(b) > 0 && b[0] {
			return slots
		}
		return 0
	}
	n := 0
	for r := 0; r+slots <= len(b); r += slots {
		row := b[r : r+slots]
		for j := slots - 1; j >= n; j-- {
			if row[j] {
				n = j + 1
				break
			}
		}
	}
	return n
}

// maskedSoftmax is the fused select-softmax step of one attention.
type maskedSoftmax struct {
	win                    *maskWindow
	raw, scale, mask, fill int // value ids; scale is -1 when absent
	initMax, initSum, out  int
	rows, slots            int
	// maskRows, when set, is the mask row of each score row: the mask is
	// then the operand of the broadcast the select read, never
	// materialised at the scores' size.
	maskRows []int
	mm       *matmuler
	read     int // slots of p the V product reads this Run
}

// get is the V product's contraction bound.
func (c *maskedSoftmax) get([]*Tensor) int { return c.read }

func (c *maskedSoftmax) run(v []*Tensor) error {
	w := c.win.get(v)
	var wider atomic.Bool
	// Exponentials cost about 10 ns: split when there are many.
	c.mm.parallel(c.rows, 16*c.rows*w, func(lo, hi int) {
		if !c.rowRange(v, lo, hi, w) {
			wider.Store(true)
		}
	})
	c.read = w
	if wider.Load() {
		c.rowRange(v, 0, c.rows, c.slots)
		c.read = c.slots
	}
	return nil
}

// sumChains is how many rows' sums run side by side. A sum adds its row's
// exponentials in index order, each add waiting on the one before, so one
// row alone leaves the adders idle most of the time; the independent
// chains of other rows fill those waits. Every sum keeps its order.
const sumChains = 4

// expRow is one row's softmax between its exponentials and its sum.
type expRow struct {
	r, w int     // the row, and the window its exponentials cover
	own  bool    // w is the row's own mask window, below the step's
	m    float32 // the row's max
	sum  float32
	out  []float32 // the row's probabilities; out[:w] holds exponentials
}

// rowRange computes rows [lo,hi) by rowGroup, sumChains rows at a time.
// It reports false when some row's masked slots do not all get 0.
func (c *maskedSoftmax) rowRange(v []*Tensor, lo, hi, w int) bool {
	ok := true
	for r := lo; r < hi; r += sumChains {
		ok = c.rowGroup(v, r, min(hi, r+sumChains), w) && ok
	}
	return ok
}

// rowGroup computes rows [lo,hi), at most sumChains of them, at slots < w,
// exactly as the unfused ops compute them over all slots, given that every
// slot >= w is masked. It reports false when that does not hold for some
// row's values: then the masked slots' probabilities are not all 0 and the
// caller recomputes with w = slots. A row whose own mask ends before w (a
// causal mask's earlier rows) is computed over its own window, its other
// slots set to 0.
func (c *maskedSoftmax) rowGroup(v []*Tensor, lo, hi, w int) bool {
	var rows [sumChains]expRow
	g := rows[:hi-lo]
	for i := range g {
		r := lo + i
		mask, mo, ms := c.maskRow(v, r)
		wr := w
		for wr > 0 && !mask[mo+(wr-1)*ms] {
			wr--
		}
		g[i] = c.exps(v, r, wr)
		g[i].own = wr < w
	}
	c.sums(v, g)
	ok := true
	for i := range g {
		e := &g[i]
		switch {
		case c.divide(v, e):
			if e.own {
				clear(e.out[e.w:w])
			}
		case e.own:
			ok = c.rowWithin(v, e.r, w) && ok
		default:
			ok = false
		}
	}
	return ok
}

// maskRow returns the mask and the index of row r's slot 0 in it, and the
// stride of its slots (0 for a splat).
func (c *maskedSoftmax) maskRow(v []*Tensor, r int) (mask []bool, off, stride int) {
	mask = v[c.mask].Bool
	switch {
	case len(mask) == 1: // splat
		return mask, 0, 0
	case c.maskRows != nil:
		return mask, c.maskRows[r] * c.slots, 1
	}
	return mask, r * c.slots, 1
}

// rowWithin is rowGroup for the one row r and a window w that its mask is
// known to end in.
func (c *maskedSoftmax) rowWithin(v []*Tensor, r, w int) bool {
	g := []expRow{c.exps(v, r, w)}
	c.sums(v, g)
	return c.divide(v, &g[0])
}

// exps writes row r's exponentials exp(s - max) at slots < w, where w is a
// window its mask ends in, and returns them with the max.
func (c *maskedSoftmax) exps(v []*Tensor, r, w int) expRow {
	raw, out := v[c.raw].F32[r*c.slots:], v[c.out].F32[r*c.slots:(r+1)*c.slots]
	mask, mo, ms := c.maskRow(v, r)
	fill := v[c.fill].F32[0]
	scale, scaled := float32(1), c.scale >= 0
	if scaled {
		scale = v[c.scale].F32[0]
	}
	// The select and the max in one pass. A plain > gives fmax's result
	// unless a NaN is met or the max is a zero (fmax prefers +0 to -0):
	// then the max is taken again as the reduce takes it.
	m, odd := kernel.SelectScaleMax(out[:w], raw[:w], mask[mo:], ms, scaled, scale, fill, v[c.initMax].F32[0])
	if w < c.slots && fill > m {
		m = fill
	}
	if odd || m == 0 || m != m || fill != fill {
		m = maxRow(v[c.initMax].F32[0], out[:w])
		if w < c.slots {
			m = maxRow(m, []float32{fill})
		}
	}
	kernel.ExpSubF32(out[:w], out[:w], m)
	return expRow{r: r, w: w, m: m, out: out}
}

// sums sets each row's sum of its exponentials, from the reduce's initial
// value in index order, the rows' chains interleaved over the slots they
// all have.
func (c *maskedSoftmax) sums(v []*Tensor, g []expRow) {
	init := v[c.initSum].F32[0]
	n := 0
	if len(g) == sumChains {
		n = min(g[0].w, g[1].w, g[2].w, g[3].w)
		a, b, d, e := g[0].out[:n], g[1].out[:n], g[2].out[:n], g[3].out[:n]
		s0, s1, s2, s3 := init, init, init, init
		for i := range a {
			s0 += a[i]
			s1 += b[i]
			s2 += d[i]
			s3 += e[i]
		}
		g[0].sum, g[1].sum, g[2].sum, g[3].sum = s0, s1, s2, s3
	} else {
		for i := range g {
			g[i].sum = init
		}
	}
	for i := range g {
		for _, x := range g[i].out[n:g[i].w] {
			g[i].sum += x
		}
	}
}

// divide turns a row's exponentials into probabilities. It reports false,
// leaving them, when the row's masked slots beyond its window would not
// get exactly 0 or the sum is not positive.
func (c *maskedSoftmax) divide(v []*Tensor, e *expRow) bool {
	fill := v[c.fill].F32[0]
	if e.w < c.slots && (exp32(fill-e.m) != 0 || !(e.sum > 0)) {
		return false
	}
	kernel.DivF32(e.out[:e.w], e.sum)
	return true
}

// fuseAttention replaces each recognised select-softmax chain by a fused
// step that runs at the divide's place; the chain's other steps become
// dead and liveSteps drops them.
func (p *Program) fuseAttention(steps []*step) []*step {
	g := newStepGraph(steps, p.results)
	windows := map[int]*maskWindow{}
	out := slices.Clone(steps)
	for _, s := range steps {
		c, div, ok := g.matchSoftmax(s)
		if !ok {
			continue
		}
		w := windows[c.mask]
		if w == nil {
			w = &maskWindow{mask: c.mask, slots: c.slots}
			windows[c.mask] = w
			p.windows = append(p.windows, w)
		}
		c.win = w
		fused := &step{op: &mlir.Op{Name: fusedSoftmaxOp, Pos: div.op.Pos}, outs: div.outs, mm: div.mm, run: c.run}
		fused.ins = []*value{g.val[c.raw], g.val[c.mask], g.val[c.fill], g.val[c.initMax], g.val[c.initSum]}
		if c.scale >= 0 {
			fused.ins = append(fused.ins, g.val[c.scale])
		}
		// The scores product reads the window, so it runs after the mask
		// is computed: right before the fused step, which alone reads it.
		qk := g.def[g.val[c.raw]]
		out = slices.Delete(out, slices.Index(out, qk), slices.Index(out, qk)+1)
		i := slices.Index(out, div)
		out[i] = fused
		out = slices.Insert(out, i, qk)
		qk.dot.nLimit = w
		g.users[div.outs[0]][0].dot.kLimit = c
	}
	return out
}

// stepGraph indexes the steps by the values they define and read.
type stepGraph struct {
	def      map[*value]*step
	users    map[*value][]*step
	returned map[*value]bool
	val      map[int]*value
}

func newStepGraph(steps []*step, results []*value) *stepGraph {
	g := &stepGraph{def: map[*value]*step{}, users: map[*value][]*step{}, returned: map[*value]bool{}, val: map[int]*value{}}
	for _, s := range steps {
		for _, o := range s.outs {
			g.def[o] = s
			g.val[o.id] = o
		}
		for _, in := range s.ins {
			g.val[in.id] = in
			if !slices.Contains(g.users[in], s) {
				g.users[in] = append(g.users[in], s)
			}
		}
	}
	for _, r := range results {
		g.returned[r] = true
	}
	return g
}

// only returns the single step that reads v, if v is read by exactly one
// step (through operand i) and not returned.
func (g *stepGraph) only(v *value, name string, i int) *step {
	u := g.users[v]
	if len(u) != 1 || g.returned[v] || u[0].op.Name != name || len(u[0].ins) <= i || u[0].ins[i] != v {
		return nil
	}
	return u[0]
}

// lastAxisBroadcast reports whether s broadcasts a value over the last
// axis of its result, keeping the others.
func lastAxisBroadcast(s *step) bool {
	if s == nil || s.op.Name != "stablehlo.broadcast_in_dim" {
		return false
	}
	dims, err := intsAttr(s.op, "broadcast_dimensions")
	r := len(s.outs[0].shape)
	if err != nil || len(dims) != r-1 {
		return false
	}
	for i, d := range dims {
		if d != i {
			return false
		}
	}
	return true
}

// splatF32 reports whether v is an f32 splat constant.
func splatF32(v *value) bool { return v.splat && v.dt == dtype.F32 }

// matchSoftmax recognises the chain described at the top of this file
// from its select, returning the fused step's description and the divide
// it replaces.
func (g *stepGraph) matchSoftmax(sel *step) (*maskedSoftmax, *step, bool) {
	if sel.op.Name != "stablehlo.select" || len(sel.ins) != 3 {
		return nil, nil, false
	}
	mask, x, fill, s := sel.ins[0], sel.ins[1], sel.ins[2], sel.outs[0]
	r := len(s.shape)
	if r == 0 || s.dt != dtype.F32 || !slices.Equal(mask.shape, s.shape) || !splatF32(fill) || g.returned[s] {
		return nil, nil, false
	}
	slots := s.shape[r-1]
	c := &maskedSoftmax{mask: mask.id, fill: fill.id, scale: -1, slots: slots, rows: s.n / max(slots, 1), mm: sel.mm}
	if b := g.def[mask]; b != nil && b.op.Name == "stablehlo.broadcast_in_dim" && !mask.splat {
		if rows, ok := broadcastRows(b, c.rows); ok {
			c.mask, c.maskRows = b.ins[0].id, rows
		}
	}
	// x = raw or raw * scale, read by the select alone.
	raw := x
	if mul := g.def[x]; mul != nil && mul.op.Name == "stablehlo.multiply" {
		a, b := mul.ins[0], mul.ins[1]
		if splatF32(a) {
			a, b = b, a
		}
		if !splatF32(b) || g.only(x, "stablehlo.select", 1) != sel {
			return nil, nil, false
		}
		raw, c.scale = a, b.id
		if g.only(raw, "stablehlo.multiply", slices.Index(mul.ins, raw)) != mul {
			return nil, nil, false
		}
	} else if g.only(x, "stablehlo.select", 1) != sel {
		return nil, nil, false
	}
	qk := g.def[raw]
	if qk == nil || qk.dot == nil || !qk.dot.canLimitN(g) || qk.dot.n != slots {
		return nil, nil, false
	}
	c.raw = raw.id
	// s feeds a max reduce and the subtract, nothing else.
	us := g.users[s]
	if len(us) != 2 {
		return nil, nil, false
	}
	redMax, sub := us[0], us[1]
	if redMax.op.Name != "stablehlo.reduce" {
		redMax, sub = sub, redMax
	}
	if redMax.rowReduce != "stablehlo.maximum" || redMax.ins[0] != s || sub.op.Name != "stablehlo.subtract" || sub.ins[0] != s {
		return nil, nil, false
	}
	bmax := g.only(redMax.outs[0], "stablehlo.broadcast_in_dim", 0)
	if !lastAxisBroadcast(bmax) || g.only(bmax.outs[0], "stablehlo.subtract", 1) != sub {
		return nil, nil, false
	}
	exp := g.only(sub.outs[0], "stablehlo.exponential", 0)
	if exp == nil {
		return nil, nil, false
	}
	e := exp.outs[0]
	ue := g.users[e]
	if len(ue) != 2 || g.returned[e] {
		return nil, nil, false
	}
	redSum, div := ue[0], ue[1]
	if redSum.op.Name != "stablehlo.reduce" {
		redSum, div = div, redSum
	}
	if redSum.rowReduce != "stablehlo.add" || redSum.ins[0] != e || div.op.Name != "stablehlo.divide" || div.ins[0] != e {
		return nil, nil, false
	}
	bsum := g.only(redSum.outs[0], "stablehlo.broadcast_in_dim", 0)
	if !lastAxisBroadcast(bsum) || g.only(bsum.outs[0], "stablehlo.divide", 1) != div {
		return nil, nil, false
	}
	pv := g.only(div.outs[0], "stablehlo.dot_general", 0)
	if pv == nil || pv.dot == nil || !pv.dot.canLimitK(g, r) || pv.dot.k != slots {
		return nil, nil, false
	}
	c.initMax, c.initSum, c.out = redMax.ins[1].id, redSum.ins[1].id, div.outs[0].id
	return c, div, true
}

// broadcastRows maps each of the rows rows of b's result (its last axis
// being the slots) to the row of b's operand it copies, when b keeps the
// last axis as the operand's last; ok is false for any other broadcast.
func broadcastRows(b *step, rows int) (rowOf []int, ok bool) {
	dims, err := intsAttr(b.op, "broadcast_dimensions")
	in, out := b.ins[0].shape, b.outs[0].shape
	if err != nil || len(in) == 0 || len(dims) != len(in) || dims[len(in)-1] != len(out)-1 || in[len(in)-1] != out[len(out)-1] {
		return nil, false
	}
	rowOf = make([]int, rows)
	coord := make([]int, len(out)-1)
	for r := range rows {
		rem := r
		for d := len(coord) - 1; d >= 0; d-- {
			coord[d], rem = rem%out[d], rem/out[d]
		}
		src := 0
		for d := range len(in) - 1 {
			if in[d] != 1 {
				src = src*in[d] + coord[dims[d]]
			}
		}
		rowOf[r] = src
	}
	return rowOf, true
}

// canLimitN reports whether the product can compute only the first n
// output columns on a run: the batched kernels, with the rhs free
// dimension (the cache slots) last in the result, take any n.
func (d *dotPlan) canLimitN(g *stepGraph) bool { return d.batchedKernel(g) }

// canLimitK reports whether the product can contract over only the first
// k elements on a run: it must contract the lhs's last axis (of rank r),
// contiguous, through a batched kernel.
func (d *dotPlan) canLimitK(g *stepGraph, r int) bool {
	return d.batchedKernel(g) && d.lhsLast == r-1 && d.lhs.kStr == 1
}

// batchedKernel reports whether product always takes one of the batched
// kernels when a limit applies: at most one batch dimension, and an f32
// rhs read as it is or a bf16 or f16 one widened by a convert (a 16-bit
// KV cache, which the Half kernels read in place); not a convert from
// another type (a dequantized weight).
func (d *dotPlan) batchedKernel(g *stepGraph) bool {
	if len(d.batchShape) > 1 || d.rhsVal == nil || d.rhsVal.dt != dtype.F32 {
		return false
	}
	if def := g.def[d.rhsVal]; def != nil && def.op.Name == "stablehlo.convert" && !isHalf(def.ins[0].dt) {
		return false
	}
	return d.rhs.canon || d.rhs.kStr == 1 || d.rhs.fStr == 1
}
