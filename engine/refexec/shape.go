package refexec

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"xlachat/engine/dtype"
	"xlachat/engine/mlir"
)

// copyStrided copies a block of the given shape: element at multi-index ix
// goes from src[soff + Σ ix·sstr] to dst[doff + Σ ix·dstr]. The innermost
// dimension runs as a tight loop (or copy when both strides are 1).
func copyStrided[T any](dst []T, doff int, dstr []int, src []T, soff int, sstr []int, shape []int) {
	for _, d := range shape {
		if d == 0 {
			return
		}
	}
	r := len(shape)
	if r == 0 {
		dst[doff] = src[soff]
		return
	}
	inner, ds, ss := shape[r-1], dstr[r-1], sstr[r-1]
	ix := make([]int, r-1)
	for {
		switch {
		case ds == 1 && ss == 1:
			copy(dst[doff:doff+inner], src[soff:soff+inner])
		case ds == 1 && ss == 0: // a broadcast along the innermost dimension
			fill(dst[doff:doff+inner], src[soff])
		default:
			for i := range inner {
				dst[doff+i*ds] = src[soff+i*ss]
			}
		}
		// Advance the odometer over the outer dimensions.
		d := r - 2
		for ; d >= 0; d-- {
			ix[d]++
			doff += dstr[d]
			soff += sstr[d]
			if ix[d] < shape[d] {
				break
			}
			doff -= dstr[d] * shape[d]
			soff -= sstr[d] * shape[d]
			ix[d] = 0
		}
		if d < 0 {
			return
		}
	}
}

// fill sets every element of row to v by doubling copies, which run at
// memmove speed where an element loop would not.
func fill[T any](row []T, v T) {
	if len(row) == 0 {
		return
	}
	row[0] = v
	for n := 1; n < len(row); n *= 2 {
		copy(row[n:], row[:n])
	}
}

// copyStridedI4 is copyStrided for packed i4 data: whole bytes where both
// sides' rows are contiguous and start on a byte (a gathered embedding
// row), element by element otherwise.
func copyStridedI4(dst []byte, doff int, dstr []int, src []byte, soff int, sstr []int, shape []int) {
	r := len(shape)
	if r == 0 {
		setNibble(dst, doff, dtype.Nibble(src, soff))
		return
	}
	if r > 1 {
		for i := range shape[0] {
			copyStridedI4(dst, doff+i*dstr[0], dstr[1:], src, soff+i*sstr[0], sstr[1:], shape[1:])
		}
		return
	}
	n := shape[0]
	if dstr[0] == 1 && sstr[0] == 1 && doff%2 == 0 && soff%2 == 0 && n%2 == 0 {
		copy(dst[doff/2:(doff+n)/2], src[soff/2:(soff+n)/2])
		return
	}
	for i := range n {
		setNibble(dst, doff+i*dstr[0], dtype.Nibble(src, soff+i*sstr[0]))
	}
}

// stridedCopy dispatches copyStrided on the dtype of dst (src must match).
func stridedCopy(dst *Tensor, doff int, dstr []int, src *Tensor, soff int, sstr []int, shape []int) {
	switch dst.DType {
	case dtype.F32:
		copyStrided(dst.F32, doff, dstr, src.F32, soff, sstr, shape)
	case dtype.BF16, dtype.F16:
		copyStrided(dst.U16, doff, dstr, src.U16, soff, sstr, shape)
	case dtype.I32:
		copyStrided(dst.I32, doff, dstr, src.I32, soff, sstr, shape)
	case dtype.I64:
		copyStrided(dst.I64, doff, dstr, src.I64, soff, sstr, shape)
	case dtype.I8:
		copyStrided(dst.I8, doff, dstr, src.I8, soff, sstr, shape)
	case dtype.I4:
		copyStridedI4(dst.I4, doff, dstr, src.I4, soff, sstr, shape)
	default:
		copyStrided(dst.Bool, doff, dstr, src.Bool, soff, sstr, shape)
	}
}

func buildConstant(s *step) error {
	if len(s.ins) != 0 || len(s.outs) != 1 {
		return errors.New("want no operands and 1 result")
	}
	a, ok := s.op.Attrs["value"]
	if !ok || a.Kind != mlir.AttrDense {
		return errors.New("missing dense value attribute")
	}
	out := s.outs[0]
	d := a.Dense
	if dt, ok := dtypeOf(d.Type.Elem); !ok || dt != out.dt || !slices.Equal(d.Type.Shape, out.shape) {
		return fmt.Errorf("dense type %s does not match result %s", d.Type, typeString(out))
	}
	if out.n > 1 && (d.Splat || d.Raw != nil && len(d.Raw) == out.dt.Size()) {
		one, err := denseTensor(d, &value{dt: out.dt, shape: nil, n: 1})
		if err != nil {
			return err
		}
		out.splat, out.splatOne = true, one
		return nil
	}
	t, err := denseTensor(d, out)
	if err != nil {
		return err
	}
	out.konst = t
	return nil
}

// maxConstElements bounds what is materialised in full at compile time:
// constants and iotas. The largest the engine emits is the prefill's
// causal-mask iota, bucket × capacity: 256 × 131072 = 2^25 at Llama 3.2's
// whole context. The bound allows four times that, and still refuses,
// before allocating, shapes no real model's graph has.
const maxConstElements = 1 << 27

// materialise gives a splat constant its full data.
func materialise(v *value) error {
	if v.n > maxConstElements {
		return fmt.Errorf("constant %s is too large to materialise", typeString(v))
	}
	v.konst = splat(v.splatOne, v)
	return nil
}

// denseTensor materialises a dense attribute of the value's type.
func denseTensor(d *mlir.Dense, out *value) (*Tensor, error) {
	dt, ok := dtypeOf(d.Type.Elem)
	if !ok || dt != out.dt {
		return nil, fmt.Errorf("dense type %s does not match result %s", d.Type, typeString(out))
	}
	if d.Raw != nil {
		if len(d.Raw) == dt.Size() { // a raw splat (or a scalar)
			one, err := FromBytes(dt, nil, d.Raw)
			if err != nil {
				return nil, err
			}
			return splat(one, out), nil
		}
		return FromBytes(dt, out.shape, slices.Clone(d.Raw))
	}
	t := NewTensor(dt, out.shape)
	for i, lit := range d.Elems {
		if err := setLiteral(t, i, lit); err != nil {
			return nil, err
		}
	}
	if d.Splat {
		return splat(t, out), nil
	}
	return t, nil
}

// splat fills a tensor of out's type with element 0 of one.
func splat(one *Tensor, out *value) *Tensor {
	t := NewTensor(out.dt, out.shape)
	for i := range out.n {
		copyElem(t, i, one, 0)
	}
	return t
}

// setLiteral stores a literal: hex literals are bit patterns of the type.
func setLiteral(t *Tensor, i int, lit mlir.Literal) error {
	switch t.DType {
	case dtype.F32:
		if lit.IsHex {
			t.F32[i] = math.Float32frombits(uint32(lit.Bits))
		} else {
			t.F32[i] = float32(lit.Float)
		}
	case dtype.BF16, dtype.F16:
		switch {
		case lit.IsHex:
			t.U16[i] = uint16(lit.Bits)
		case t.DType == dtype.BF16:
			t.U16[i] = f32ToBF16(float32(lit.Float))
		default:
			t.U16[i] = f32ToF16(float32(lit.Float))
		}
	case dtype.I32, dtype.I64, dtype.I8, dtype.I4:
		if lit.IsFloat {
			return fmt.Errorf("float literal %v for an integer tensor", lit.Float)
		}
		setI(t, i, wrapTo(t.DType, lit.Int))
	default:
		if lit.IsFloat || lit.Int < 0 || lit.Int > 1 {
			return errors.New("i1 literal must be true, false, 0 or 1")
		}
		t.Bool[i] = lit.Int == 1
	}
	return nil
}

func buildIota(s *step) error {
	if len(s.ins) != 0 || len(s.outs) != 1 {
		return errors.New("want no operands and 1 result")
	}
	out := s.outs[0]
	dim, err := intAttr(s.op, "iota_dimension")
	if err != nil {
		return err
	}
	if dim < 0 || dim >= len(out.shape) {
		return fmt.Errorf("iota_dimension %d out of range for rank %d", dim, len(out.shape))
	}
	if out.n > maxConstElements {
		return fmt.Errorf("iota %s is too large to materialise", typeString(out))
	}
	t := NewTensor(out.dt, out.shape)
	stride := stridesOf(out.shape)[dim]
	for i := range out.n {
		k := int64(i / stride % out.shape[dim])
		if out.dt.IsFloat() {
			setF(t, i, float64(k))
		} else if out.dt.IsInt() {
			setI(t, i, k)
		} else {
			t.Bool[i] = k != 0
		}
	}
	// The result never changes, so it is a constant of the plan.
	out.konst = t
	return nil
}

func buildBroadcastInDim(s *step) error {
	if len(s.ins) != 1 || len(s.outs) != 1 {
		return errors.New("want 1 operand and 1 result")
	}
	in, out := s.ins[0], s.outs[0]
	dims, err := intsAttr(s.op, "broadcast_dimensions")
	if err != nil {
		return err
	}
	if len(dims) != len(in.shape) || in.dt != out.dt {
		return fmt.Errorf("broadcast_dimensions %v for %s -> %s", dims, typeString(in), typeString(out))
	}
	if err := checkDims(dims, len(out.shape), "broadcast_dimensions"); err != nil {
		return err
	}
	inStr := stridesOf(in.shape)
	src := make([]int, len(out.shape))
	for i, d := range dims {
		switch in.shape[i] {
		case out.shape[d]:
			src[d] = inStr[i]
		case 1:
		default:
			return fmt.Errorf("operand dimension %d (%d) cannot broadcast to %d", i, in.shape[i], out.shape[d])
		}
		if in.shape[i] == 1 {
			src[d] = 0
		}
	}
	dstr := stridesOf(out.shape)
	s.run = func(v []*Tensor) error {
		stridedCopy(v[out.id], 0, dstr, v[in.id], 0, src, out.shape)
		return nil
	}
	return nil
}

func buildReshape(s *step) error {
	if len(s.ins) != 1 || len(s.outs) != 1 {
		return errors.New("want 1 operand and 1 result")
	}
	in, out := s.ins[0], s.outs[0]
	if in.dt != out.dt || in.n != out.n {
		return fmt.Errorf("cannot reshape %s to %s", typeString(in), typeString(out))
	}
	s.view = true
	return nil
}

// buildBarrier runs an optimization_barrier of one operand as a view of
// it: the barrier constrains compilers' fusion and has no value of its own.
func buildBarrier(s *step) error {
	if len(s.ins) != 1 || len(s.outs) != 1 {
		return errors.New("want 1 operand and 1 result (more are not supported)")
	}
	if in, out := s.ins[0], s.outs[0]; in.dt != out.dt || !slices.Equal(in.shape, out.shape) {
		return fmt.Errorf("result %s differs from operand %s", typeString(out), typeString(in))
	}
	s.view = true
	return nil
}

func buildTranspose(s *step) error {
	if len(s.ins) != 1 || len(s.outs) != 1 {
		return errors.New("want 1 operand and 1 result")
	}
	in, out := s.ins[0], s.outs[0]
	perm, err := intsAttr(s.op, "permutation")
	if err != nil {
		return err
	}
	if len(perm) != len(in.shape) {
		return fmt.Errorf("permutation %v for rank %d", perm, len(in.shape))
	}
	if err := checkDims(perm, len(in.shape), "permutation"); err != nil {
		return err
	}
	inStr := stridesOf(in.shape)
	src := make([]int, len(perm))
	for d, p := range perm {
		if out.shape[d] != in.shape[p] {
			return fmt.Errorf("result %s does not match permuted %s", typeString(out), typeString(in))
		}
		src[d] = inStr[p]
	}
	if out.dt != in.dt {
		return errors.New("element type changes")
	}
	dstr := stridesOf(out.shape)
	s.run = func(v []*Tensor) error {
		stridedCopy(v[out.id], 0, dstr, v[in.id], 0, src, out.shape)
		return nil
	}
	return nil
}

func buildSlice(s *step) error {
	if len(s.ins) != 1 || len(s.outs) != 1 {
		return errors.New("want 1 operand and 1 result")
	}
	in, out := s.ins[0], s.outs[0]
	start, err := intsAttr(s.op, "start_indices")
	if err != nil {
		return err
	}
	limit, err := intsAttr(s.op, "limit_indices")
	if err != nil {
		return err
	}
	strides, err := intsAttr(s.op, "strides")
	if err != nil {
		return err
	}
	r := len(in.shape)
	if len(start) != r || len(limit) != r || len(strides) != r || len(out.shape) != r || in.dt != out.dt {
		return errors.New("attribute lengths or result type do not match the operand")
	}
	inStr := stridesOf(in.shape)
	src, off := make([]int, r), 0
	for d := range r {
		if start[d] < 0 || start[d] > limit[d] || limit[d] > in.shape[d] || strides[d] <= 0 {
			return fmt.Errorf("bad slice bounds in dimension %d", d)
		}
		if n := (limit[d] - start[d] + strides[d] - 1) / strides[d]; n != out.shape[d] {
			return fmt.Errorf("result dimension %d is %d, slice gives %d", d, out.shape[d], n)
		}
		off += start[d] * inStr[d]
		src[d] = inStr[d] * strides[d]
	}
	dstr := stridesOf(out.shape)
	s.run = func(v []*Tensor) error {
		stridedCopy(v[out.id], 0, dstr, v[in.id], off, src, out.shape)
		return nil
	}
	return nil
}

// startIndices checks scalar integer start operands and returns a reader
// that clamps each to [0, dim-size] as dynamic_slice and
// dynamic_update_slice specify.
func startIndices(idx []*value, shape, sizes []int) (func(v []*Tensor) int, error) {
	if len(idx) != len(shape) {
		return nil, fmt.Errorf("%d start indices for rank %d", len(idx), len(shape))
	}
	for _, x := range idx {
		if len(x.shape) != 0 || !x.dt.IsInt() {
			return nil, fmt.Errorf("start index %s is not an integer scalar", typeString(x))
		}
	}
	for d := range shape {
		if sizes[d] < 0 || sizes[d] > shape[d] {
			return nil, fmt.Errorf("size %d exceeds dimension %d (%d)", sizes[d], d, shape[d])
		}
	}
	str := stridesOf(shape)
	return func(v []*Tensor) int {
		off := 0
		for d, x := range idx {
			k := min(max(v[x.id].intAt(0), 0), int64(shape[d]-sizes[d]))
			off += int(k) * str[d]
		}
		return off
	}, nil
}

func buildDynamicSlice(s *step) error {
	if len(s.ins) < 1 || len(s.outs) != 1 {
		return errors.New("want an operand and 1 result")
	}
	in, out := s.ins[0], s.outs[0]
	sizes, err := intsAttr(s.op, "slice_sizes")
	if err != nil {
		return err
	}
	if !slices.Equal(sizes, out.shape) || in.dt != out.dt || len(sizes) != len(in.shape) {
		return fmt.Errorf("slice_sizes %v do not match result %s", sizes, typeString(out))
	}
	start, err := startIndices(s.ins[1:], in.shape, sizes)
	if err != nil {
		return err
	}
	src, dstr := stridesOf(in.shape), stridesOf(out.shape)
	s.run = func(v []*Tensor) error {
		stridedCopy(v[out.id], 0, dstr, v[in.id], start(v), src, out.shape)
		return nil
	}
	return nil
}

func buildDynamicUpdateSlice(s *step) error {
	if len(s.ins) < 2 || len(s.outs) != 1 {
		return errors.New("want an operand, an update and 1 result")
	}
	in, upd, out := s.ins[0], s.ins[1], s.outs[0]
	if err := sameTypes(in, out); err != nil {
		return err
	}
	if upd.dt != in.dt || len(upd.shape) != len(in.shape) {
		return fmt.Errorf("update %s does not fit operand %s", typeString(upd), typeString(in))
	}
	start, err := startIndices(s.ins[2:], in.shape, upd.shape)
	if err != nil {
		return err
	}
	dstr, ustr := stridesOf(in.shape), stridesOf(upd.shape)
	s.run = func(v []*Tensor) error {
		o, x := v[out.id], v[in.id]
		// In place (planned) the result already shares the operand's memory.
		if !s.inplace {
			copyData(o, x)
		} else {
			shareData(o, x)
		}
		stridedCopy(o, start(v), dstr, v[upd.id], 0, ustr, upd.shape)
		return nil
	}
	return nil
}

func buildConcatenate(s *step) error {
	if len(s.ins) < 1 || len(s.outs) != 1 {
		return errors.New("want operands and 1 result")
	}
	out := s.outs[0]
	dim, err := intAttr(s.op, "dimension")
	if err != nil {
		return err
	}
	if dim < 0 || dim >= len(out.shape) {
		return fmt.Errorf("dimension %d out of range", dim)
	}
	total := 0
	for _, in := range s.ins {
		if in.dt != out.dt || len(in.shape) != len(out.shape) {
			return fmt.Errorf("operand %s does not match result %s", typeString(in), typeString(out))
		}
		for d := range in.shape {
			if d != dim && in.shape[d] != out.shape[d] {
				return fmt.Errorf("operand %s does not match result %s", typeString(in), typeString(out))
			}
		}
		total += in.shape[dim]
	}
	if total != out.shape[dim] {
		return fmt.Errorf("operands sum to %d along dimension %d, result has %d", total, dim, out.shape[dim])
	}
	ostr := stridesOf(out.shape)
	s.run = func(v []*Tensor) error {
		off := 0
		for _, in := range s.ins {
			stridedCopy(v[out.id], off*ostr[dim], ostr, v[in.id], 0, stridesOf(in.shape), in.shape)
			off += in.shape[dim]
		}
		return nil
	}
	return nil
}
