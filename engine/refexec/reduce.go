package refexec

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"xlachat/engine/dtype"
	"xlachat/engine/mlir"
)

// body is a compiled region (a reduce body) run on scalar tensors. Each
// value has its own persistent tensor, so running it allocates nothing.
type body struct {
	args    []*value
	steps   []*step
	results []*value
	frame   []*Tensor
}

func (b *builder) region(blk *mlir.Block) (*body, error) {
	sub := &builder{names: map[string]*value{}, mm: b.mm}
	bd := &body{}
	for i, a := range blk.Args {
		v, err := sub.newValue(a.Name, a.Type, a.Pos)
		if err != nil {
			return nil, err
		}
		v.arg = i
		sub.names[a.Name+"#0"] = v
		bd.args = append(bd.args, v)
	}
	steps, results, err := sub.block(blk)
	if err != nil {
		return nil, err
	}
	bd.steps, bd.results = steps, results
	bd.frame = make([]*Tensor, len(sub.values))
	for _, v := range sub.values {
		if v.n > 1<<16 {
			return nil, fmt.Errorf("%v: body value %s is too large", blk.Pos, typeString(v))
		}
		if v.splat {
			if err := materialise(v); err != nil {
				return nil, err
			}
		}
		if v.konst != nil {
			bd.frame[v.id] = v.konst
		} else {
			bd.frame[v.id] = NewTensor(v.dt, v.shape)
		}
	}
	return bd, nil
}

// exec runs the body once on the values already stored in its arguments.
func (bd *body) exec() error {
	f := bd.frame
	for _, s := range bd.steps {
		if s.view {
			shareData(f[s.outs[0].id], f[s.ins[0].id])
			continue
		}
		if err := s.run(f); err != nil {
			return err
		}
	}
	return nil
}

// reduceKernel is a fast path for a one-operand reduce whose body is one
// associative op: acc = f(acc, x) over f32.
type reduceKernel func(acc, x float32) float32

func fastReduceKernel(bd *body) reduceKernel {
	if len(bd.args) != 2 || len(bd.steps) != 1 || len(bd.results) != 1 || bd.args[0].dt != dtype.F32 {
		return nil
	}
	s := bd.steps[0]
	if bd.results[0] != s.outs[0] || len(s.ins) != 2 {
		return nil
	}
	a, b := s.ins[0], s.ins[1]
	if !(a == bd.args[0] && b == bd.args[1] || a == bd.args[1] && b == bd.args[0]) {
		return nil
	}
	switch s.op.Name {
	case "stablehlo.add":
		return func(acc, x float32) float32 { return acc + x }
	case "stablehlo.multiply":
		return func(acc, x float32) float32 { return acc * x }
	case "stablehlo.maximum":
		return func(acc, x float32) float32 { return float32(fmax(float64(acc), float64(x))) }
	case "stablehlo.minimum":
		return func(acc, x float32) float32 { return float32(fmin(float64(acc), float64(x))) }
	}
	return nil
}

// rowReduceKernel returns an inlined loop folding one row for the add and
// maximum bodies, or nil.
func rowReduceKernel(bd *body) func(init float32, row []float32) float32 {
	f := fastReduceKernel(bd)
	if f == nil {
		return nil
	}
	switch bd.steps[0].op.Name {
	case "stablehlo.add":
		return func(a float32, row []float32) float32 {
			for _, e := range row {
				a += e
			}
			return a
		}
	case "stablehlo.maximum":
		return maxRow
	}
	return nil
}

// maxRow folds row with maximum as fmax defines it: NaN wins, +0 > -0.
func maxRow(a float32, row []float32) float32 {
	for _, e := range row {
		switch {
		case a != a:
			return a
		case e > a || e != e:
			a = e
		case e == 0 && a == 0 && math.Signbit(float64(a)):
			a = e
		}
	}
	return a
}

func (b *builder) buildReduce(s *step) error {
	n := len(s.outs)
	if n == 0 || len(s.ins) != 2*n || len(s.op.Regions) != 1 {
		return errors.New("want N operands, N init values, N results and one region")
	}
	dims, err := intsAttr(s.op, "dimensions")
	if err != nil {
		return err
	}
	in0 := s.ins[0]
	if err := checkDims(dims, len(in0.shape), "dimensions"); err != nil {
		return err
	}
	var outShape []int
	for d, x := range in0.shape {
		if !slices.Contains(dims, d) {
			outShape = append(outShape, x)
		}
	}
	for j := range n {
		in, init, out := s.ins[j], s.ins[n+j], s.outs[j]
		if !slices.Equal(in.shape, in0.shape) || len(init.shape) != 0 || init.dt != out.dt || in.dt != out.dt || !slices.Equal(out.shape, outShape) {
			return fmt.Errorf("operand %d: types %s, %s -> %s do not fit a reduce over %v", j, typeString(in), typeString(init), typeString(out), dims)
		}
	}
	bd, err := b.region(s.op.Regions[0])
	if err != nil {
		return err
	}
	if err := checkBody(bd, s); err != nil {
		return err
	}
	// Output offset stride of each input dimension (0 when reduced).
	outStr := stridesOf(outShape)
	ostr, k := make([]int, len(in0.shape)), 0
	for d := range in0.shape {
		if !slices.Contains(dims, d) {
			ostr[d] = outStr[k]
			k++
		}
	}
	if row := rowReduceKernel(bd); row != nil && n == 1 && len(dims) == 1 && dims[0] == len(in0.shape)-1 {
		// Reducing contiguous rows (softmax's max and sum): rows in
		// parallel, each in the same sequential order as the generic loop.
		cols := in0.shape[len(in0.shape)-1]
		s.rowReduce = bd.steps[0].op.Name
		s.run = func(v []*Tensor) error {
			x, acc := v[in0.id].F32, v[s.outs[0].id].F32
			init := v[s.ins[1].id].F32[0]
			s.mm.parallel(len(acc), len(acc)*cols, func(lo, hi int) {
				for r := lo; r < hi; r++ {
					acc[r] = row(init, x[r*cols:(r+1)*cols])
				}
			})
			return nil
		}
		return nil
	}
	if f := fastReduceKernel(bd); f != nil && n == 1 {
		s.run = func(v []*Tensor) error {
			acc := v[s.outs[0].id].F32
			init := v[s.ins[1].id].F32[0]
			for i := range acc {
				acc[i] = init
			}
			walk(in0.shape, ostr, func(inOff, outOff, cnt, inc int) {
				x := v[in0.id].F32[inOff : inOff+cnt]
				if inc == 0 {
					a := acc[outOff]
					for _, e := range x {
						a = f(a, e)
					}
					acc[outOff] = a
					return
				}
				for i, e := range x {
					acc[outOff+i*inc] = f(acc[outOff+i*inc], e)
				}
			})
			return nil
		}
		return nil
	}
	if n == 2 && isArgmaxBody(bd) {
		s.run = func(v []*Tensor) error { return reduceArgmax(v, s, in0.shape, ostr) }
		return nil
	}
	s.run = func(v []*Tensor) error { return reduceGeneric(v, s, bd, in0.shape, ostr) }
	return nil
}

// expr renders the computation of a body value as an expression over the
// body arguments (arg0, arg1, ...), for recognising known bodies.
func (bd *body) expr(v *value, depth int) string {
	if v.arg >= 0 {
		return fmt.Sprintf("arg%d", v.arg)
	}
	if depth > 8 {
		return "?"
	}
	for _, s := range bd.steps {
		if len(s.outs) != 1 || s.outs[0] != v {
			continue
		}
		name := strings.TrimPrefix(s.op.Name, "stablehlo.")
		if name == "compare" {
			dir, _ := enumAttr(s.op, "comparison_direction", "?")
			kind, _ := enumAttr(s.op, "compare_type", "?")
			name += "." + dir + "." + kind
		}
		args := make([]string, len(s.ins))
		for i, in := range s.ins {
			args[i] = bd.expr(in, depth+1)
		}
		return name + "(" + strings.Join(args, ",") + ")"
	}
	return "?"
}

// isArgmaxBody recognises the emitter's (value, index) argmax body over
// (f32, i32): keep the pair larger by value, then smaller by index.
func isArgmaxBody(bd *body) bool {
	if len(bd.args) != 4 || bd.args[0].dt != dtype.F32 || bd.args[1].dt != dtype.I32 {
		return false
	}
	take := "select(compare.EQ.FLOAT(arg0,arg2),compare.LT.SIGNED(arg1,arg3),compare.GT.FLOAT(arg0,arg2))"
	return bd.expr(bd.results[0], 0) == "select("+take+",arg0,arg2)" &&
		bd.expr(bd.results[1], 0) == "select("+take+",arg1,arg3)"
}

// reduceArgmax is the argmax body in native code:
// take = a == b ? ia < ib : a > b.
func reduceArgmax(v []*Tensor, s *step, shape, ostr []int) error {
	vals, idx := v[s.outs[0].id].F32, v[s.outs[1].id].I32
	xs, is := v[s.ins[0].id].F32, v[s.ins[1].id].I32
	v0, i0 := v[s.ins[2].id].F32[0], v[s.ins[3].id].I32[0]
	for o := range vals {
		vals[o], idx[o] = v0, i0
	}
	walk(shape, ostr, func(inOff, outOff, cnt, inc int) {
		for i := range cnt {
			o := outOff + i*inc
			a, ia := vals[o], idx[o]
			b, ib := xs[inOff+i], is[inOff+i]
			var take bool
			if a == b {
				take = ia < ib
			} else {
				take = a > b
			}
			if !take {
				vals[o], idx[o] = b, ib
			}
		}
	})
	return nil
}

func checkBody(bd *body, s *step) error {
	n := len(s.outs)
	if len(bd.args) != 2*n || len(bd.results) != n {
		return fmt.Errorf("body takes %d arguments and returns %d, want %d and %d", len(bd.args), len(bd.results), 2*n, n)
	}
	for j := range 2 * n {
		a, want := bd.args[j], s.outs[j%n]
		if len(a.shape) != 0 || a.dt != want.dt {
			return fmt.Errorf("body argument %d is %s, want tensor<%v>", j, typeString(a), want.dt)
		}
	}
	for j, r := range bd.results {
		if len(r.shape) != 0 || r.dt != s.outs[j].dt {
			return fmt.Errorf("body result %d is %s", j, typeString(r))
		}
	}
	return nil
}

// reduceGeneric folds every input element into its output position in
// increasing input order, running the body with (accumulators, elements).
func reduceGeneric(v []*Tensor, s *step, bd *body, shape, ostr []int) error {
	n := len(s.outs)
	for j := range n {
		out, init := v[s.outs[j].id], v[s.ins[n+j].id]
		for i := range s.outs[j].n {
			copyElem(out, i, init, 0)
		}
	}
	var err error
	walk(shape, ostr, func(inOff, outOff, cnt, inc int) {
		for i := 0; i < cnt && err == nil; i++ {
			o := outOff + i*inc
			for j := range n {
				copyElem(bd.frame[bd.args[j].id], 0, v[s.outs[j].id], o)
				copyElem(bd.frame[bd.args[n+j].id], 0, v[s.ins[j].id], inOff+i)
			}
			if err = bd.exec(); err != nil {
				return
			}
			for j := range n {
				copyElem(v[s.outs[j].id], o, bd.frame[bd.results[j].id], 0)
			}
		}
	})
	return err
}

// walk visits the input in row-major order as runs along its last
// dimension: fn gets the input offset, the output offset, the run length
// and the output increment per element of the run (0 when that dimension
// is reduced).
func walk(shape, ostr []int, fn func(inOff, outOff, cnt, inc int)) {
	r := len(shape)
	if numElements(shape) == 0 {
		return
	}
	if r == 0 {
		fn(0, 0, 1, 0)
		return
	}
	inner := shape[r-1]
	ix := make([]int, r-1)
	inOff, outOff := 0, 0
	for {
		fn(inOff, outOff, inner, ostr[r-1])
		inOff += inner
		d := r - 2
		for ; d >= 0; d-- {
			ix[d]++
			outOff += ostr[d]
			if ix[d] < shape[d] {
				break
			}
			outOff -= ostr[d] * shape[d]
			ix[d] = 0
		}
		if d < 0 {
			return
		}
	}
}
