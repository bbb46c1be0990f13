package refexec

import (
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
	"xlachat/engine/mlir"
)

// siblingsOp names the step that runs products sharing their input.
const siblingsOp = "refexec.dot_siblings"

// fuseSiblings runs the weight products that read the same input (a
// layer's q, k and v projections; its gate and up projections) as one
// step at the first one's place, one parallel loop over all their output
// rows: a decode step then hands work to the pool 48 times fewer, and
// waits for a worker as many times fewer. Each output keeps its value.
func (p *Program) fuseSiblings(steps []*step) []*step {
	g := newStepGraph(steps, p.results)
	// Fused int8 compute products group apart from the others: their
	// kernel rounds the shared input once for all of them.
	type input struct {
		x  *value
		q8 bool
	}
	groups := map[input][]*step{}
	var lhss []input
	for _, s := range steps {
		q8 := s.op.Name == q8Op
		if !q8 && g.plainWeight(s) == nil {
			continue
		}
		x := input{s.ins[0], q8}
		if groups[x] == nil {
			lhss = append(lhss, x)
		}
		groups[x] = append(groups[x], s)
	}
	out := slices.Clone(steps)
	for _, x := range lhss {
		group := groups[x]
		if len(group) < 2 {
			continue
		}
		var fused *step
		if x.q8 {
			fused = q8SiblingStep(x.x, group)
		} else {
			fused = g.siblingStep(x.x, group)
		}
		out[slices.Index(out, group[0])] = fused
		for _, s := range group[1:] {
			i := slices.Index(out, s)
			out = slices.Delete(out, i, i+1)
		}
	}
	return out
}

// plainWeight returns the weight argument a dot_general reads as MatMulT's
// w when the step is such a product of an f32 input with a weight argument
// (f32, bf16/f16 through a convert, or a fused dequantization's view), or
// a bf16 compute product of a bf16 input with a weight argument (bf16, or
// f32/f16 through a convert), and nil otherwise.
func (g *stepGraph) plainWeight(s *step) *value {
	d := s.dot
	if d == nil || !d.plainT() {
		return nil
	}
	lhs, rhs, o := s.ins[0], s.ins[1], s.outs[0]
	if lhs.dt != dtype.F32 && !d.bf16 || o.dt != dtype.F32 || lhs.konst != nil || lhs.splat {
		return nil
	}
	if dq := g.def[rhs]; dq != nil && dq.op.Name == dequantOp {
		return rhs // a fused dequantization, read as its quantized values
	}
	if conv := g.def[rhs]; conv != nil && conv.op.Name == "stablehlo.convert" {
		rhs = conv.ins[0]
		if dq := g.def[rhs]; d.bf16 && dq != nil && dq.op.Name == dequantOp {
			return rhs // bf16 compute of a fused dequantization
		}
		if !rhs.dt.IsFloat() || rhs.dt == dtype.F32 && !d.bf16 {
			return nil
		}
	}
	if rhs.arg < 0 {
		return nil
	}
	return rhs
}

// siblingStep builds the step computing every product of group (all
// reading x) in one kernel call.
func (g *stepGraph) siblingStep(x *value, group []*step) *step {
	first := group[0]
	s := &step{op: &mlir.Op{Name: siblingsOp, Pos: first.op.Pos}, mm: first.mm, ins: []*value{x}}
	m, k := first.dot.m, first.dot.k
	var wids, oids, ns []int
	for _, d := range group {
		w := g.plainWeight(d)
		s.ins = append(s.ins, w)
		s.outs = append(s.outs, d.outs[0])
		wids, oids, ns = append(wids, w.id), append(oids, d.outs[0].id), append(ns, d.dot.n)
	}
	prods := make([]kernel.Product, len(group))
	mm := first.mm
	s.bf16 = first.dot.bf16
	s.run = func(v []*Tensor) error {
		for i := range prods {
			prods[i] = kernel.Product{Dst: v[oids[i]].F32[:m*ns[i]], W: kernelWeights(rowsOf(v[wids[i]]), ns[i]*k), N: ns[i]}
		}
		if s.bf16 {
			mm.pool.MatMulTsBF16(operandWeights(v[x.id], m*k), m, k, prods)
			return nil
		}
		mm.pool.MatMulTs(v[x.id].F32[:m*k], m, k, prods)
		return nil
	}
	return s
}
