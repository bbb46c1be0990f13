package refexec

import (
	"errors"
	"fmt"

	"xlachat/engine/dtype"
)

// This file runs dot_general on integer operands: the int8 compute
// graphs' products of activations rounded to i8 with weights widened to
// i8, summed in i32. Integer sums are exact, so unlike float products
// their order does not matter and any loop gives the one right answer;
// overflow wraps (two's complement) as in XLA. This is a portable loop for
// test models, reading any layout in place; the fast path for these
// products belongs in a fused kernel.

// intDot is an integer product: result [b, i, j] (batch, lhs free and rhs
// free index, each the row-major merge of its dims) is the sum over the
// merged contracting index p of lhs[lhs.at(b, i, p)]·rhs[rhs.at(b, j, p)].
type intDot struct {
	m, n, k  int
	lhs, rhs intOffsets
	// contiguous marks both operands' contracting elements as adjacent
	// (0, 1, 2, ... from the row's start), read as plain slices.
	contiguous bool
}

// intOffsets locates one operand's elements: batch b, free index f and
// contracting index p are at batch[b] + free[f] + contract[p]. Offset
// tables, unlike the float path's merged strides, read every layout in
// place, so integer products need no canonical copy and no scratch.
type intOffsets struct {
	batch, free, contract []int
}

// intElem is the element types integer products read.
type intElem interface{ ~int8 | ~int32 | ~int64 }

// buildIntDot builds a dot_general that is not all floating point; d is
// its already checked float plan, whose sizes it reuses. s.dot stays nil:
// the fusions and the float kernels' scratch apply to float products only.
func buildIntDot(s *step, d *dotPlan, lb, rb, lc, rc []int) error {
	lhs, rhs, out := s.ins[0], s.ins[1], s.outs[0]
	if err := checkIntDot(lhs, rhs, out); err != nil {
		return err
	}
	lf, rf := freeDimsOf(len(lhs.shape), lb, lc), freeDimsOf(len(rhs.shape), rb, rc)
	p := &intDot{m: d.m, n: d.n, k: d.k,
		lhs: offsetsOf(lhs.shape, lb, lf, lc), rhs: offsetsOf(rhs.shape, rb, rf, rc)}
	p.contiguous = isIota(p.lhs.contract) && isIota(p.rhs.contract)
	s.run = p.run(s.mm, lhs.id, rhs.id, out.id)
	return nil
}

// checkIntDot accepts operands of one integer type (the spec's C13: i8,
// i32 or i64; the graphs widen i4 weights to i8 first) and an i32 or i64
// result.
func checkIntDot(lhs, rhs, out *value) error {
	if lhs.dt.IsFloat() || rhs.dt.IsFloat() || out.dt.IsFloat() {
		return fmt.Errorf("mixed floating-point and integer types (%v, %v -> %v): convert the operands first", lhs.dt, rhs.dt, out.dt)
	}
	if lhs.dt != rhs.dt {
		return fmt.Errorf("operand element types differ (%v, %v)", lhs.dt, rhs.dt)
	}
	switch lhs.dt {
	case dtype.I8, dtype.I32, dtype.I64:
	default:
		return fmt.Errorf("unsupported operand element type %v", lhs.dt)
	}
	if out.dt != dtype.I32 && out.dt != dtype.I64 {
		return errors.New("an integer product's result must be i32 or i64")
	}
	return nil
}

// offsetsOf tabulates the offsets of an operand of the given shape with
// batch, free and contracting dims.
func offsetsOf(shape, batch, free, contract []int) intOffsets {
	str := stridesOf(shape)
	return intOffsets{dimOffsets(shape, str, batch), dimOffsets(shape, str, free), dimOffsets(shape, str, contract)}
}

// dimOffsets lists the offsets of every index of dims, in row-major order
// of those dims: one entry, 0, when dims is empty.
func dimOffsets(shape, str, dims []int) []int {
	sub, dstr := make([]int, len(dims)), make([]int, len(dims))
	for i, d := range dims {
		sub[i], dstr[i] = shape[d], str[d]
	}
	offs := make([]int, numElements(sub))
	idx := make([]int, len(dims))
	for i := range offs {
		unravel(i, sub, idx)
		offs[i] = dotOffset(idx, dstr)
	}
	return offs
}

func isIota(xs []int) bool {
	for i, x := range xs {
		if x != i {
			return false
		}
	}
	return true
}

// run returns the step function, which splits the result rows (batch and
// lhs free index) over the pool when the product is large.
func (d *intDot) run(mm *matmuler, lhsID, rhsID, outID int) runFunc {
	rows := len(d.lhs.batch) * d.m
	return func(v []*Tensor) error {
		l, r, o := v[lhsID], v[rhsID], v[outID]
		mm.parallel(rows, rows*d.n*d.k, func(lo, hi int) {
			switch l.DType {
			case dtype.I8:
				intRows(d, l.I8, r.I8, o, lo, hi)
			case dtype.I32:
				intRows(d, l.I32, r.I32, o, lo, hi)
			default:
				intRows(d, l.I64, r.I64, o, lo, hi)
			}
		})
		return nil
	}
}

// intRows computes result rows [lo, hi). Each sum is taken in int64 and
// stored wrapped to the result's width: that is the sum in the result
// type with wrapping, since both are exact modulo 2^width.
func intRows[T intElem](d *intDot, l, r []T, o *Tensor, lo, hi int) {
	for row := lo; row < hi; row++ {
		b, i := row/d.m, row%d.m
		lbase := d.lhs.batch[b] + d.lhs.free[i]
		for j, f := range d.rhs.free {
			setI(o, row*d.n+j, sumProducts(d, l, r, lbase, d.rhs.batch[b]+f))
		}
	}
}

// sumProducts is Σ_p l[lbase+lhs.contract[p]]·r[rbase+rhs.contract[p]].
func sumProducts[T intElem](d *intDot, l, r []T, lbase, rbase int) int64 {
	var s int64
	if d.contiguous {
		r = r[rbase : rbase+d.k]
		for p, x := range l[lbase : lbase+d.k] {
			s += int64(x) * int64(r[p])
		}
		return s
	}
	rc := d.rhs.contract
	for p, off := range d.lhs.contract {
		s += int64(l[lbase+off]) * int64(r[rbase+rc[p]])
	}
	return s
}
