package refexec

import (
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
	"xlachat/engine/mlir"
)

// q8Op names the step that stands for a fused int8 compute product.
const q8Op = "refexec.q8dot"

// q8Product is an int8 compute product found in a graph: out [T,N] =
// x [T,K] · wᵀ with w q4 [N,K] and its f16 scales s [N,K/32], or w int8
// [N,K] and its f32 scales s [N].
type q8Product struct {
	x, w, s *value
	t, k, n int
}

// fuseQ8 recognises the int8 compute product the emitter writes
// (graph/quant.go) for activations x and q4 weights w with f16 scales s:
//
//	xg   = reshape(x)                                  [T,G,32]
//	d    = reduce_max(abs(xg), 0) / 127                [T,G]
//	div  = select(d == 0, 1, d)
//	xq   = convert<i8>(clamp(-127, round_nearest_even(xg / bcast(div, [0,1])), 127))
//	isum = dot_general(xq, convert<i8>(reshape(w)))    [G,T,N] i32, batch G, contract 32
//	y    = dot_general(transpose(convert<f32>(isum) * bcast(d, [1,0]), [2,1,0]),
//	                   convert<f32>(s))                [N,T], batch N, contract G
//	out  = transpose(y, [1,0])
//
// or for int8 weights w with f32 scales s [N], the same with reshape(w)
// for the weights' operand and bcast(s, [0]) to [N,G] for the scales'.
//
// and replaces the step defining out by one kernel.MatMulTQ8 call, which
// computes the same bits without materialising the [G,T,N] sums: a head
// product of a 256-row chunk would otherwise take gigabytes. Every op and
// constant of the chain is checked, since the kernel hard-codes them; the
// chain's other steps lose their readers and liveSteps drops them.
func (p *Program) fuseQ8(steps []*step) []*step {
	g := newStepGraph(steps, p.results)
	out := slices.Clone(steps)
	for i, s := range steps {
		if pr, ok := g.matchQ8(s); ok {
			out[i] = q8Step(s, pr)
		}
	}
	return out
}

// q8Step builds the fused step computing pr into end's result.
func q8Step(end *step, pr q8Product) *step {
	s := &step{op: &mlir.Op{Name: q8Op, Pos: end.op.Pos}, mm: end.mm,
		ins: []*value{pr.x, pr.w, pr.s}, outs: end.outs}
	s.run = func(v []*Tensor) error {
		out := v[end.outs[0].id].F32
		s.mm.pool.MatMulTQ8(out, v[pr.x.id].F32[:pr.t*pr.k], pr.t, pr.k, q8Weights(v, pr.w, pr.s), pr.n)
		return nil
	}
	return s
}

// q8Weights is the integer weight argument w (q4 or int8) with its
// scales sc, as the kernels take them.
func q8Weights(v []*Tensor, w, sc *value) kernel.Weights {
	if w.dt == dtype.I8 {
		return kernel.Weights{DType: dtype.I8, I8: v[w.id].I8, Scales: v[sc.id].F32}
	}
	return kernel.Weights{DType: dtype.I4, I4: v[w.id].I4, Scales16: v[sc.id].U16}
}

// q8SiblingStep builds the step computing every fused int8 compute
// product of group (all reading x) in one kernel call.
func q8SiblingStep(x *value, group []*step) *step {
	first := group[0]
	s := &step{op: &mlir.Op{Name: siblingsOp, Pos: first.op.Pos}, mm: first.mm, ins: []*value{x}}
	t, k := x.shape[0], x.shape[1]
	for _, q := range group {
		s.ins = append(s.ins, q.ins[1:]...)
		s.outs = append(s.outs, q.outs[0])
	}
	prods := make([]kernel.Product, len(group))
	s.run = func(v []*Tensor) error {
		for i := range prods {
			w, sc, o := s.ins[1+2*i], s.ins[2+2*i], s.outs[i]
			n := w.shape[0]
			prods[i] = kernel.Product{Dst: v[o.id].F32[:t*n], N: n, W: q8Weights(v, w, sc)}
		}
		s.mm.pool.MatMulTsQ8(v[x.id].F32[:t*k], t, k, prods)
		return nil
	}
	return s
}

// matchQ8 reports whether end closes an int8 compute product, and which.
func (g *stepGraph) matchQ8(end *step) (q8Product, bool) {
	var pr q8Product
	y, ok := operandOf(end, "stablehlo.transpose", 0)
	if !ok || !permutes(end, 1, 0) || len(y.shape) != 2 {
		return pr, false
	}
	dot := g.def[y]
	if !isOp(dot, "stablehlo.dot_general") || !dotNumbers(dot, []int{0}, []int{0}, []int{2}, []int{1}) {
		return pr, false
	}
	tt, dw := dot.ins[0], dot.ins[1]
	if pr.s, ok = g.q8Scales(dw); !ok {
		return pr, false
	}
	trans := g.def[tt]
	if !isOp(trans, "stablehlo.transpose") || !permutes(trans, 2, 1, 0) {
		return pr, false
	}
	scaled := g.def[trans.ins[0]]
	if !isOp(scaled, "stablehlo.multiply") {
		return pr, false
	}
	isum, ok := operandOf(g.def[scaled.ins[0]], "stablehlo.convert", 0)
	if !ok || isum.dt != dtype.I32 {
		return pr, false
	}
	d, ok := operandOf(g.def[scaled.ins[1]], "stablehlo.broadcast_in_dim", 0)
	if !ok || !broadcastsTo(g.def[scaled.ins[1]], 1, 0) {
		return pr, false
	}
	idot := g.def[isum]
	if !isOp(idot, "stablehlo.dot_general") || !dotNumbers(idot, []int{1}, []int{1}, []int{2}, []int{2}) {
		return pr, false
	}
	if pr.w, ok = g.q8Values(idot.ins[1]); !ok || (pr.w.dt == dtype.I8) != (pr.s.dt == dtype.F32) {
		return pr, false
	}
	xg, ok := g.roundedQ8(idot.ins[0], d)
	if !ok {
		return pr, false
	}
	if pr.x, ok = operandOf(g.def[xg], "stablehlo.reshape", 0); !ok || pr.x.dt != dtype.F32 || len(pr.x.shape) != 2 {
		return pr, false
	}
	pr.t, pr.k, pr.n = pr.x.shape[0], pr.x.shape[1], pr.w.shape[0]
	shapes := slices.Equal(xg.shape, []int{pr.t, pr.k / 32, 32}) && pr.k%32 == 0 &&
		slices.Equal(pr.w.shape, []int{pr.n, pr.k}) && slices.Equal(dw.shape, []int{pr.n, pr.k / 32}) &&
		(pr.s.dt == dtype.F32 || slices.Equal(pr.s.shape, dw.shape)) &&
		slices.Equal(end.outs[0].shape, []int{pr.t, pr.n}) && end.outs[0].dt == dtype.F32
	return pr, shapes
}

// q8Scales matches the weight scales' operand of the dot over groups:
// convert<f32>(s) for q4's f16 scales s [N,G], or broadcast_in_dim(s,
// [0]) for int8's f32 scales s [N], one per row.
func (g *stepGraph) q8Scales(v *value) (*value, bool) {
	if s, ok := operandOf(g.def[v], "stablehlo.convert", 0); ok {
		return s, s.arg >= 0 && s.dt == dtype.F16
	}
	s, ok := operandOf(g.def[v], "stablehlo.broadcast_in_dim", 0)
	return s, ok && broadcastsTo(g.def[v], 0) && s.arg >= 0 && s.dt == dtype.F32 && len(s.shape) == 1
}

// q8Values matches convert<i8>(reshape(w)) for a q4 weight argument w,
// or reshape(w) for an int8 one.
func (g *stepGraph) q8Values(v *value) (*value, bool) {
	if v.dt != dtype.I8 {
		return nil, false
	}
	if r, ok := operandOf(g.def[v], "stablehlo.convert", 0); ok {
		w, ok := operandOf(g.def[r], "stablehlo.reshape", 0)
		return w, ok && w.arg >= 0 && w.dt == dtype.I4 && len(w.shape) == 2
	}
	w, ok := operandOf(g.def[v], "stablehlo.reshape", 0)
	return w, ok && w.arg >= 0 && w.dt == dtype.I8 && len(w.shape) == 2
}

// roundedQ8 matches the rounding of xg to int8 that ends in xq, with d
// its scales, and returns xg.
func (g *stepGraph) roundedQ8(xq, d *value) (*value, bool) {
	c, ok := operandOf(g.def[xq], "stablehlo.convert", 0)
	if !ok || xq.dt != dtype.I8 {
		return nil, false
	}
	clamp := g.def[c]
	if !isOp(clamp, "stablehlo.clamp") || !constIs(clamp.ins[0], -127) || !constIs(clamp.ins[2], 127) {
		return nil, false
	}
	q, ok := operandOf(g.def[clamp.ins[1]], "stablehlo.round_nearest_even", 0)
	if !ok {
		return nil, false
	}
	div := g.def[q]
	if !isOp(div, "stablehlo.divide") || !broadcastsTo(g.def[div.ins[1]], 0, 1) {
		return nil, false
	}
	xg := div.ins[0]
	sel := g.def[g.def[div.ins[1]].ins[0]]
	if !isOp(sel, "stablehlo.select") || !constIs(sel.ins[1], 1) || sel.ins[2] != d {
		return nil, false
	}
	cmp := g.def[sel.ins[0]]
	if !isOp(cmp, "stablehlo.compare") || cmp.ins[0] != d || !constIs(cmp.ins[1], 0) {
		return nil, false
	}
	if dir, err := enumAttr(cmp.op, "comparison_direction", ""); err != nil || dir != "EQ" {
		return nil, false
	}
	return xg, g.scalesOf(d, xg)
}

// scalesOf matches d = reduce_max(abs(xg), 0) / 127 over xg's last axis.
func (g *stepGraph) scalesOf(d, xg *value) bool {
	div := g.def[d]
	if !isOp(div, "stablehlo.divide") || !constIs(div.ins[1], 127) || d.dt != dtype.F32 {
		return false
	}
	red := g.def[div.ins[0]]
	if !isOp(red, "stablehlo.reduce") || red.rowReduce != "stablehlo.maximum" || len(red.ins) != 2 || !constIs(red.ins[1], 0) {
		return false
	}
	a, ok := operandOf(g.def[red.ins[0]], "stablehlo.abs", 0)
	return ok && a == xg
}

// isOp reports whether s is a step of the op name.
func isOp(s *step, name string) bool { return s != nil && s.op.Name == name }

// operandOf returns operand i of s when s is an op of the given name.
func operandOf(s *step, name string, i int) (*value, bool) {
	if !isOp(s, name) || len(s.ins) <= i {
		return nil, false
	}
	return s.ins[i], true
}

// permutes reports whether the transpose s has the given permutation.
func permutes(s *step, perm ...int) bool {
	p, err := intsAttr(s.op, "permutation")
	return err == nil && slices.Equal(p, perm)
}

// broadcastsTo reports whether s is a broadcast_in_dim with the given
// broadcast_dimensions.
func broadcastsTo(s *step, dims ...int) bool {
	if s == nil || s.op.Name != "stablehlo.broadcast_in_dim" {
		return false
	}
	d, err := intsAttr(s.op, "broadcast_dimensions")
	return err == nil && slices.Equal(d, dims)
}

// dotNumbers reports whether the dot_general s has the given batching
// and contracting dimensions.
func dotNumbers(s *step, lb, rb, lc, rc []int) bool {
	f, err := structAttr(s.op, "dot_dimension_numbers")
	if err != nil {
		return false
	}
	for name, want := range map[string][]int{
		"lhs_batching_dimensions": lb, "rhs_batching_dimensions": rb,
		"lhs_contracting_dimensions": lc, "rhs_contracting_dimensions": rc,
	} {
		if got, err := fieldInts(f, name); err != nil || !slices.Equal(got, want) {
			return false
		}
	}
	return len(s.ins) == 2
}

// constIs reports whether v is an f32 constant whose every element is c.
func constIs(v *value, c float32) bool {
	switch {
	case v.dt != dtype.F32:
		return false
	case v.splat:
		return v.splatOne.F32[0] == c
	case v.konst != nil && v.n == 1:
		return v.konst.F32[0] == c
	}
	return false
}
