package refexec

import (
	"errors"
	"fmt"
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/kernel"
)

// operandView describes how one dot_general operand is read for batch b,
// free index f (its free dims merged) and contracting index p (its
// contracting dims merged): element base(b) + f·fStr + p·kStr. When the
// dims do not merge into single strides, canon is set and the operand is
// first copied into a [batch, free, contract] scratch buffer.
type operandView struct {
	batchStr []int
	fStr     int
	kStr     int
	canon    bool
	// For the canonical copy: source strides permuted into
	// [batch..., free..., contract...] order, and that shape.
	permStr   []int
	permShape []int
}

type dotPlan struct {
	batchShape []int
	m, n, k    int
	lhs, rhs   operandView
	// nLimit and kLimit, when set, bound the columns computed and the
	// contraction length read on each run (attention over the filled KV
	// slots only); results past the bound are left as they were.
	nLimit, kLimit limit
	rhsVal         *value
	lhsLast        int // the lhs's contracting dimension when there is one, else -1
	// bf16 marks a bf16 compute product: bf16 operands, f32 result.
	bf16 bool
}

// limit is a bound known only at run time.
type limit interface{ get(v []*Tensor) int }

func buildDotGeneral(s *step) error {
	if len(s.ins) != 2 || len(s.outs) != 1 {
		return errors.New("want 2 operands and 1 result")
	}
	lhs, rhs, out := s.ins[0], s.ins[1], s.outs[0]
	f, err := structAttr(s.op, "dot_dimension_numbers")
	if err != nil {
		return err
	}
	var lb, rb, lc, rc []int
	for name, dst := range map[string]*[]int{
		"lhs_batching_dimensions": &lb, "rhs_batching_dimensions": &rb,
		"lhs_contracting_dimensions": &lc, "rhs_contracting_dimensions": &rc,
	} {
		if *dst, err = fieldInts(f, name); err != nil {
			return err
		}
	}
	d, err := newDotPlan(lhs, rhs, out, lb, rb, lc, rc)
	if err != nil {
		return err
	}
	if !lhs.dt.IsFloat() || !rhs.dt.IsFloat() || !out.dt.IsFloat() {
		return buildIntDot(s, d, lb, rb, lc, rc) // or rejects mixed types
	}
	d.bf16 = bf16Product(lhs, rhs, out)
	s.run = d.run(s.mm, lhs.id, rhs.id, out.id)
	s.dot = d
	return nil
}

func newDotPlan(lhs, rhs, out *value, lb, rb, lc, rc []int) (*dotPlan, error) {
	if len(lb) != len(rb) || len(lc) != len(rc) {
		return nil, errors.New("batching or contracting dimension lists differ in length")
	}
	if err := checkDims(append(slices.Clone(lb), lc...), len(lhs.shape), "lhs dimensions"); err != nil {
		return nil, err
	}
	if err := checkDims(append(slices.Clone(rb), rc...), len(rhs.shape), "rhs dimensions"); err != nil {
		return nil, err
	}
	d := &dotPlan{m: 1, n: 1, k: 1}
	var shape []int
	for i := range lb {
		if lhs.shape[lb[i]] != rhs.shape[rb[i]] {
			return nil, fmt.Errorf("batch dimension %d: %d vs %d", i, lhs.shape[lb[i]], rhs.shape[rb[i]])
		}
		d.batchShape = append(d.batchShape, lhs.shape[lb[i]])
	}
	for i := range lc {
		if lhs.shape[lc[i]] != rhs.shape[rc[i]] {
			return nil, fmt.Errorf("contracting dimension %d: %d vs %d", i, lhs.shape[lc[i]], rhs.shape[rc[i]])
		}
		d.k *= lhs.shape[lc[i]]
	}
	shape = append(shape, d.batchShape...)
	lf, rf := freeDimsOf(len(lhs.shape), lb, lc), freeDimsOf(len(rhs.shape), rb, rc)
	for _, x := range lf {
		shape = append(shape, lhs.shape[x])
		d.m *= lhs.shape[x]
	}
	for _, x := range rf {
		shape = append(shape, rhs.shape[x])
		d.n *= rhs.shape[x]
	}
	if !slices.Equal(shape, out.shape) {
		return nil, fmt.Errorf("result %s, dimension numbers give shape %v", typeString(out), shape)
	}
	d.rhsVal, d.lhsLast = rhs, -1
	if len(lc) == 1 {
		d.lhsLast = lc[0]
	}
	d.lhs = viewOf(lhs.shape, lb, lf, lc, true)
	d.rhs = viewOf(rhs.shape, rb, rf, rc, false)
	return d, nil
}

func freeDimsOf(rank int, batch, contract []int) []int {
	var free []int
	for i := range rank {
		if !slices.Contains(batch, i) && !slices.Contains(contract, i) {
			free = append(free, i)
		}
	}
	return free
}

// merged returns the single stride that walks dims (outermost first) as
// one flattened dimension, if there is one.
func merged(shape, str, dims []int) (int, bool) {
	if len(dims) == 0 {
		return 0, true
	}
	for i := 0; i+1 < len(dims); i++ {
		a, b := dims[i], dims[i+1]
		if str[a] != str[b]*shape[b] {
			return 0, false
		}
	}
	return str[dims[len(dims)-1]], true
}

// viewOf picks a direct strided view when the kernels can read the operand
// in place: k contiguous for the lhs; k or the free dims contiguous for the
// rhs. Otherwise the operand is copied to canonical layout at run time.
func viewOf(shape, batch, free, contract []int, isLHS bool) operandView {
	str := stridesOf(shape)
	v := operandView{}
	for _, b := range batch {
		v.batchStr = append(v.batchStr, str[b])
	}
	fs, okF := merged(shape, str, free)
	ks, okK := merged(shape, str, contract)
	nf, nk := prodOf(shape, free), prodOf(shape, contract)
	if nk == 1 {
		ks, okK = 1, true
	}
	if nf == 1 {
		fs, okF = 1, true
	}
	v.fStr, v.kStr = fs, ks
	direct := okF && okK && (ks == 1 || !isLHS && fs == 1)
	if direct {
		return v
	}
	v.canon = true
	order := append(append(slices.Clone(batch), free...), contract...)
	for _, d := range order {
		v.permStr = append(v.permStr, str[d])
		v.permShape = append(v.permShape, shape[d])
	}
	// In the canonical copy the layout is [batch, free, contract].
	v.fStr, v.kStr = nk, 1
	v.batchStr = stridesOf(append(slices.Clone(v.permShape[:len(batch)]), nf*nk))[:len(batch)]
	return v
}

func prodOf(shape, dims []int) int {
	n := 1
	for _, d := range dims {
		n *= shape[d]
	}
	return n
}

// Scratch slots of the arena a product uses: canonical copies of its
// operands, its f32 result before rounding to another type, and an
// operand converted to f32 before it is permuted.
const (
	scratchLHS = iota
	scratchRHS
	scratchOut
	scratchConvert
)

// reserveScratch reserves the arena scratch run will use, given the
// element types the operands arrive in (a lazy convert's source type).
func (d *dotPlan) reserveScratch(a *Arena, lhs, rhs dtype.DType, ln, rn int, out *value) {
	if d.bf16Plain() {
		return
	}
	if d.lhs.canon || lhs != dtype.F32 {
		a.reserveScratch(dtype.F32, scratchLHS, ln)
		if d.lhs.canon && lhs != dtype.F32 {
			a.reserveScratch(dtype.F32, scratchConvert, ln)
		}
	}
	if d.rhs.canon {
		a.reserveScratch(rhs, scratchRHS, rn)
	}
	if out.dt != dtype.F32 {
		a.reserveScratch(dtype.F32, scratchOut, out.n)
	}
}

// run returns the step function. Canonical copies and a non-f32 result
// go through the arena's scratch slots, which reserveScratch reserved.
func (d *dotPlan) run(mm *matmuler, lhsID, rhsID, outID int) runFunc {
	var lScratch, rScratch, oScratch, conv Tensor // headers, pointed into the arena on each run
	nb := numElements(d.batchShape)
	bi := make([]int, len(d.batchShape))
	return func(v []*Tensor) error {
		l, r, o := v[lhsID], v[rhsID], v[outID]
		if d.bf16Plain() {
			mm.pool.MatMulTBF16(o.F32, operandWeights(l, d.m*d.k), d.m, d.k, operandWeights(r, d.n*d.k), d.n)
			return nil
		}
		if d.lhs.canon || l.DType != dtype.F32 {
			mm.arena.scratchInto(&lScratch, dtype.F32, scratchLHS, l.dataLen())
			if d.lhs.canon && l.DType != dtype.F32 {
				mm.arena.scratchInto(&conv, dtype.F32, scratchConvert, l.dataLen())
			}
			canonical(&lScratch, &conv, l, d.lhs)
			l = &lScratch
		}
		if d.rhs.canon {
			mm.arena.scratchInto(&rScratch, r.DType, scratchRHS, r.dataLen())
			canonical(&rScratch, nil, r, d.rhs)
			r = &rScratch
		}
		dst := o.F32
		if o.DType != dtype.F32 {
			mm.arena.scratchInto(&oScratch, dtype.F32, scratchOut, nb*d.m*d.n)
			dst = oScratch.F32
		}
		n, k := d.n, d.k
		if d.nLimit != nil {
			n = min(n, d.nLimit.get(v))
		}
		if d.kLimit != nil {
			k = min(k, d.kLimit.get(v))
		}
		d.product(mm, dst, l, r, bi, n, k)
		if o.DType != dtype.F32 {
			for i, x := range dst {
				setF(o, i, float64(x))
			}
		}
		return nil
	}
}

// product computes all batches into dst, using the kernel package when the
// layout allows and the portable loops otherwise. Only the first n columns
// of each output row are computed, contracting over the first k elements;
// n < d.n or k < d.k happen only where windowable allows them.
func (d *dotPlan) product(mm *matmuler, dst []float32, l, r *Tensor, bi []int, n, k int) {
	m := d.m
	w := rowsOf(r)
	nb := numElements(d.batchShape)
	oneBatch := len(d.batchShape) <= 1
	lb, rb := 0, 0
	if len(d.batchShape) == 1 {
		lb, rb = d.lhs.batchStr[0], d.rhs.batchStr[0]
	}
	full := n == d.n && k == d.k
	rowsL := d.lhs.fStr == k || m == 1
	rowsR := d.rhs.fStr == k || n == 1
	dm := kernel.Mat{Data: dst, Batch: m * d.n, Row: d.n}
	switch {
	case full && nb == 1 && d.rhs.kStr == 1 && rowsL && rowsR && k > 0:
		mm.pool.MatMulT(dst, l.F32[:m*k], m, k, kernelWeights(w, n*k), n)
		return
	case oneBatch && r.DType == dtype.F32 && d.rhs.kStr == 1:
		mm.pool.MatMulTBatched(nb, m, k, n, dm,
			kernel.Mat{Data: l.F32, Batch: lb, Row: d.lhs.fStr}, kernel.Mat{Data: r.F32, Batch: rb, Row: d.rhs.fStr})
		return
	case oneBatch && r.DType == dtype.F32 && d.rhs.fStr == 1:
		mm.pool.MatMulBatched(nb, m, k, n, dm,
			kernel.Mat{Data: l.F32, Batch: lb, Row: d.lhs.fStr}, kernel.Mat{Data: r.F32, Batch: rb, Row: d.rhs.kStr})
		return
	case oneBatch && isHalf(r.DType) && d.rhs.kStr == 1: // q·K over a 16-bit cache, read in place
		mm.pool.MatMulTBatchedHalf(nb, m, k, n, dm,
			kernel.Mat{Data: l.F32, Batch: lb, Row: d.lhs.fStr}, kernel.Half{DType: r.DType, Data: r.U16, Batch: rb, Row: d.rhs.fStr})
		return
	case oneBatch && isHalf(r.DType) && d.rhs.fStr == 1: // probabilities·V
		mm.pool.MatMulBatchedHalf(nb, m, k, n, dm,
			kernel.Mat{Data: l.F32, Batch: lb, Row: d.lhs.fStr}, kernel.Half{DType: r.DType, Data: r.U16, Batch: rb, Row: d.rhs.kStr})
		return
	}
	for b := range nb {
		unravel(b, d.batchShape, bi)
		lo, ro := dotOffset(bi, d.lhs.batchStr), dotOffset(bi, d.rhs.batchStr)
		out := dst[b*m*n : (b+1)*m*n]
		x := l.F32[lo:]
		if d.rhs.kStr == 1 {
			mm.matmulT(out, x, d.lhs.fStr, m, k, w.at(ro), d.rhs.fStr, n)
		} else { // rhs free dims contiguous: rows of w run along n
			mm.matmulN(out, x, d.lhs.fStr, m, k, w.at(ro), d.rhs.kStr, n)
		}
	}
}

// isHalf reports whether dt is bf16 or f16: as the rhs of a batched
// product, a 16-bit KV cache behind the lazy convert to f32 that
// attention reads it through (see markLazyConverts), read in place.
func isHalf(dt dtype.DType) bool { return dt == dtype.BF16 || dt == dtype.F16 }

func dotOffset(bi, str []int) int {
	off := 0
	for i, s := range str {
		off += bi[i] * s
	}
	return off
}

// canonical copies t into buf in [batch, free, contract] order,
// converting it to buf's dtype when it differs (through conv, when it
// must also be permuted).
func canonical(buf, conv, t *Tensor, v operandView) {
	if !v.canon { // only a dtype change: keep the layout
		convertTensor(buf, t)
		return
	}
	src := t
	if t.DType != buf.DType {
		convertTensor(conv, t)
		src = conv
	}
	stridedCopy(buf, 0, stridesOf(v.permShape), src, 0, v.permStr, v.permShape)
}
