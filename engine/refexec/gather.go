package refexec

import (
	"errors"
	"fmt"
	"slices"
)

// gatherPlan holds the index bookkeeping of one stablehlo.gather, fixed at
// compile time.
type gatherPlan struct {
	batchDims    []int // result dims that index start_indices
	offsetDims   []int // result dims that index within a slice
	offsetOpDims []int // operand dim of each offset dim
	startMap     []int // operand dim for each start index component
	opBatch      []int // operand_batching_dims
	idxBatch     []int // start_indices_batching_dims
	ivd          int   // index_vector_dim
	sizes        []int // slice_sizes
}

func buildGather(s *step) error {
	if len(s.ins) != 2 || len(s.outs) != 1 {
		return errors.New("want 2 operands and 1 result")
	}
	op, idx, out := s.ins[0], s.ins[1], s.outs[0]
	g, err := newGatherPlan(s, op, idx, out)
	if err != nil {
		return err
	}
	opStr, idxStr, outStr := stridesOf(op.shape), stridesOf(idx.shape), stridesOf(out.shape)
	batchShape := make([]int, len(g.batchDims))
	for i, d := range g.batchDims {
		batchShape[i] = out.shape[d]
	}
	blockShape := make([]int, len(g.offsetDims))
	dstStr := make([]int, len(g.offsetDims))
	srcStr := make([]int, len(g.offsetDims))
	for k, d := range g.offsetDims {
		blockShape[k] = out.shape[d]
		dstStr[k] = outStr[d]
		srcStr[k] = opStr[g.offsetOpDims[k]]
	}
	nBatch := numElements(batchShape)
	s.run = func(v []*Tensor) error {
		src, ind, dst := v[op.id], v[idx.id], v[out.id]
		bi := make([]int, len(batchShape))
		for b := range nBatch {
			unravel(b, batchShape, bi)
			srcOff, dstOff := g.start(bi, ind, idxStr, op.shape, opStr), 0
			for i, d := range g.batchDims {
				dstOff += bi[i] * outStr[d]
			}
			stridedCopy(dst, dstOff, dstStr, src, srcOff, srcStr, blockShape)
		}
		return nil
	}
	return nil
}

func newGatherPlan(s *step, op, idx, out *value) (*gatherPlan, error) {
	f, err := structAttr(s.op, "dimension_numbers")
	if err != nil {
		return nil, err
	}
	g := &gatherPlan{}
	if g.offsetDims, err = fieldInts(f, "offset_dims"); err != nil {
		return nil, err
	}
	collapsed, err := fieldInts(f, "collapsed_slice_dims")
	if err != nil {
		return nil, err
	}
	if g.startMap, err = fieldInts(f, "start_index_map"); err != nil {
		return nil, err
	}
	if g.opBatch, err = fieldInts(f, "operand_batching_dims"); err != nil {
		return nil, err
	}
	if g.idxBatch, err = fieldInts(f, "start_indices_batching_dims"); err != nil {
		return nil, err
	}
	ivd, err := fieldInts(f, "index_vector_dim")
	if err != nil || len(ivd) != 1 {
		return nil, errors.New("gather needs one index_vector_dim")
	}
	g.ivd = ivd[0]
	if g.sizes, err = intsAttr(s.op, "slice_sizes"); err != nil {
		return nil, err
	}
	return g, g.check(op, idx, out, collapsed)
}

// check validates the dimension numbers against the types and derives the
// batch and offset dimension lists.
func (g *gatherPlan) check(op, idx, out *value, collapsed []int) error {
	if op.dt != out.dt || !idx.dt.IsInt() {
		return errors.New("result type must match the operand and indices must be integers")
	}
	if g.ivd < 0 || g.ivd > len(idx.shape) {
		return fmt.Errorf("index_vector_dim %d out of range", g.ivd)
	}
	nIdx := 1
	if g.ivd < len(idx.shape) {
		nIdx = idx.shape[g.ivd]
	}
	if len(g.startMap) != nIdx || len(g.sizes) != len(op.shape) || len(g.opBatch) != len(g.idxBatch) {
		return errors.New("start_index_map, slice_sizes or batching dims have the wrong length")
	}
	if err := checkDims(g.startMap, len(op.shape), "start_index_map"); err != nil {
		return err
	}
	if err := checkDims(append(slices.Clone(collapsed), g.opBatch...), len(op.shape), "collapsed and batching dims"); err != nil {
		return err
	}
	if err := checkDims(g.offsetDims, len(out.shape), "offset_dims"); err != nil {
		return err
	}
	for d, n := range g.sizes {
		if n < 0 || n > op.shape[d] {
			return fmt.Errorf("slice size %d exceeds operand dimension %d", n, d)
		}
		if n != 1 && (slices.Contains(collapsed, d) || slices.Contains(g.opBatch, d)) {
			return fmt.Errorf("collapsed or batching dimension %d must have slice size 1", d)
		}
		if !slices.Contains(collapsed, d) && !slices.Contains(g.opBatch, d) {
			g.offsetOpDims = append(g.offsetOpDims, d)
		}
	}
	if len(g.offsetOpDims) != len(g.offsetDims) {
		return errors.New("offset_dims do not match the uncollapsed slice dimensions")
	}
	for d := range out.shape {
		if !slices.Contains(g.offsetDims, d) {
			g.batchDims = append(g.batchDims, d)
		}
	}
	want := len(idx.shape)
	if g.ivd < len(idx.shape) {
		want--
	}
	if len(g.batchDims) != want {
		return fmt.Errorf("result has %d batch dimensions, indices give %d", len(g.batchDims), want)
	}
	for k, d := range g.offsetDims {
		if out.shape[d] != g.sizes[g.offsetOpDims[k]] {
			return fmt.Errorf("result dimension %d is %d, slice size is %d", d, out.shape[d], g.sizes[g.offsetOpDims[k]])
		}
	}
	for i, d := range g.batchDims {
		if out.shape[d] != idx.shape[g.idxDim(i)] {
			return fmt.Errorf("result batch dimension %d does not match the indices", d)
		}
	}
	return nil
}

// idxDim is the start_indices dimension of batch position i: the indices'
// dimensions in order, skipping index_vector_dim.
func (g *gatherPlan) idxDim(i int) int {
	if i >= g.ivd {
		return i + 1
	}
	return i
}

// start computes the operand offset of the slice for batch index bi:
// clamped start indices plus batching indices, dotted with the strides.
func (g *gatherPlan) start(bi []int, ind *Tensor, idxStr, opShape, opStr []int) int {
	base := 0
	for i := range bi {
		base += bi[i] * idxStr[g.idxDim(i)]
	}
	off := 0
	for k, d := range g.startMap {
		pos := base
		if g.ivd < len(idxStr) {
			pos += k * idxStr[g.ivd]
		}
		x := min(max(ind.intAt(pos), 0), int64(opShape[d]-g.sizes[d]))
		off += int(x) * opStr[d]
	}
	for i, d := range g.opBatch {
		ds := g.idxBatch[i]
		p := ds
		if ds > g.ivd {
			p--
		}
		off += bi[p] * opStr[d]
	}
	return off
}

// unravel writes the multi-index of linear index i in shape into ix.
func unravel(i int, shape, ix []int) {
	for d := len(shape) - 1; d >= 0; d-- {
		ix[d] = i % shape[d]
		i /= shape[d]
	}
}
