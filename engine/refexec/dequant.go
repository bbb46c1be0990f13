package refexec

import (
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/mlir"
	"xlachat/engine/quant"
)

// dequantOp names the step that stands for a fused dequantization.
const dequantOp = "refexec.dequant"

// quantView is the scales a dequantized weight's values go with, when
// the dequantization is fused into the products that read the weight.
type quantView struct {
	scales *Tensor // f32 [N] (one per row) or f16 [N, K/group]
	group  int     // inputs per scale; 0 for one scale per row
}

// fuseDequant recognises the dequantization of a quantized weight
// argument feeding weight products, directly or (bf16 compute) through a
// convert to bf16 (graph/quant.go emits it):
//
//	int8: w = convert(q) * broadcast_in_dim(s, [0])         q i8 [N,K], s f32 [N]
//	q4:   w = reshape(reshape(convert(q)) * broadcast_in_dim(convert(s), [0, 1]))
//	                                                        q i4 [N,K], s f16 [N,K/G]
//
// and replaces the step defining w by a view of q and s that the products
// read directly, so that a weight is streamed as its 1 or 0.5 bytes per
// element and never materialised in f32; the rest of the chain then has
// no readers and liveSteps drops it. The kernels compute each product
// term as x·(f32(q)·s), the graph's own arithmetic. The views read only
// arguments, so they are moved to the front of the program, where every
// product (and every fused group of products, see fuseSiblings) finds
// them already set.
func (p *Program) fuseDequant(steps []*step) []*step {
	g := newStepGraph(steps, p.results)
	var views []*step
	out := slices.Clone(steps)
	for _, s := range steps {
		if s.op.Name != "stablehlo.dot_general" || !plainProduct(s.dot) {
			continue
		}
		r := s.ins[1]
		if c := g.def[r]; s.dot.bf16 && c != nil && c.op.Name == "stablehlo.convert" {
			r = c.ins[0] // bf16 compute: the dequantized weight, rounded
		}
		end := g.def[r]
		if end == nil || end.op.Name == dequantOp || !g.onlyProducts(r) {
			continue
		}
		q, sc, group, ok := g.matchDequant(end, r.shape)
		if !ok {
			continue
		}
		v := dequantView(q, sc, r, group, end.op.Pos)
		views = append(views, v)
		out = slices.DeleteFunc(out, func(x *step) bool { return x == end })
		g.def[r] = v
	}
	return append(views, out...)
}

// plainProduct reports whether d is a product the kernels run as MatMulT:
// no batch, both operands read in place with k contiguous.
func plainProduct(d *dotPlan) bool { return d != nil && d.plainT() }

// onlyProducts reports whether r is read only as the weight of plain
// products, directly or (bf16 compute) through converts to bf16 that only
// such products read, and not returned.
func (g *stepGraph) onlyProducts(r *value) bool {
	if r.dt != dtype.F32 || len(r.shape) != 2 || g.returned[r] {
		return false
	}
	for _, u := range g.users[r] {
		if u.op.Name == "stablehlo.convert" && u.outs[0].dt == dtype.BF16 && g.onlyBF16Products(u.outs[0]) {
			continue
		}
		if !weightOf(u, r) {
			return false
		}
	}
	return true
}

// onlyBF16Products reports whether every reader of c, a weight rounded to
// bf16, is a bf16 compute product reading it as its weight, and c is not
// returned.
func (g *stepGraph) onlyBF16Products(c *value) bool {
	if g.returned[c] || len(g.users[c]) == 0 {
		return false
	}
	for _, u := range g.users[c] {
		if !weightOf(u, c) || !u.dot.bf16 {
			return false
		}
	}
	return true
}

// weightOf reports whether step u is a plain product reading w as its
// weight only.
func weightOf(u *step, w *value) bool {
	return u.op.Name == "stablehlo.dot_general" && u.ins[1] == w && u.ins[0] != w && plainProduct(u.dot)
}

// matchDequant recognises the chain whose last step is end, returning the
// quantized values q, the scales s (both arguments) and the group size.
func (g *stepGraph) matchDequant(end *step, shape []int) (q, s *value, group int, ok bool) {
	mul := end
	if end.op.Name == "stablehlo.reshape" {
		mul = g.def[end.ins[0]]
	}
	if mul == nil || mul.op.Name != "stablehlo.multiply" {
		return nil, nil, 0, false
	}
	rank3 := len(mul.outs[0].shape) == 3
	if rank3 != (end != mul) {
		return nil, nil, 0, false
	}
	for _, order := range [][2]int{{0, 1}, {1, 0}} {
		q, s, group, ok = g.dequantOperands(mul.ins[order[0]], mul.ins[order[1]], mul, shape)
		if ok {
			return q, s, group, true
		}
	}
	return nil, nil, 0, false
}

// dequantOperands matches the two operands of the chain's multiply: qv,
// the converted values (reshaped for groups), and sv, the broadcast
// scales (converted to f32 first when they are f16).
func (g *stepGraph) dequantOperands(qv, sv *value, mul *step, shape []int) (q, s *value, group int, ok bool) {
	n, k := shape[0], shape[1]
	rank3 := len(mul.outs[0].shape) == 3
	if rank3 {
		rs := g.def[qv]
		if rs == nil || rs.op.Name != "stablehlo.reshape" {
			return nil, nil, 0, false
		}
		qv = rs.ins[0]
	}
	conv := g.def[qv]
	bc := g.def[sv]
	if conv == nil || conv.op.Name != "stablehlo.convert" || bc == nil || bc.op.Name != "stablehlo.broadcast_in_dim" {
		return nil, nil, 0, false
	}
	q, s = conv.ins[0], bc.ins[0]
	converted := false
	if d := g.def[s]; d != nil && d.op.Name == "stablehlo.convert" {
		s, converted = d.ins[0], true
	}
	f, fok := quant.For(q.dt)
	switch {
	case !fok || q.arg < 0 || s.arg < 0 || !slices.Equal(q.shape, []int{n, k}):
		return nil, nil, 0, false
	case s.dt != f.Scale || converted != (s.dt != dtype.F32) || !slices.Equal(s.shape, f.ScaleShape(q.shape)):
		return nil, nil, 0, false
	case rank3 != (f.Group > 0) || !broadcastsLeading(bc, len(s.shape)):
		return nil, nil, 0, false
	case rank3 && !slices.Equal(mul.outs[0].shape, []int{n, k / f.Group, f.Group}):
		return nil, nil, 0, false
	}
	return q, s, f.Group, true
}

// broadcastsLeading reports whether bc maps its operand's r dimensions to
// the result's first r, in order.
func broadcastsLeading(bc *step, r int) bool {
	dims, err := intsAttr(bc.op, "broadcast_dimensions")
	if err != nil || len(dims) != r {
		return false
	}
	for i, d := range dims {
		if d != i {
			return false
		}
	}
	return true
}

// dequantView builds the view step: on every Run its result r is a header
// of q's values with s's scales attached, which only the kernels read.
func dequantView(q, s, r *value, group int, pos mlir.Pos) *step {
	v := &step{op: &mlir.Op{Name: dequantOp, Pos: pos}, ins: []*value{q, s}, outs: []*value{r}, view: true}
	r.lazy = true
	hdr := &Tensor{DType: q.dt, Shape: r.shape, quant: &quantView{group: group}}
	v.alias = func(t []*Tensor) *Tensor {
		w := t[q.id]
		hdr.I8, hdr.I4, hdr.quant.scales = w.I8, w.I4, t[s.id]
		return hdr
	}
	return v
}
