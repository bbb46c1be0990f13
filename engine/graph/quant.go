package graph

import (
	"fmt"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
	"xlachat/engine/quant"
)

// WeightArg is one weight argument of the graphs.
type WeightArg struct {
	// Name is the Hugging Face tensor the argument comes from.
	Name string
	// Scales marks the scales of a quantized matrix; the argument before
	// it holds the matrix's quantized values.
	Scales bool
	DType  dtype.DType
	Shape  []int
}

// WeightArgs lists the weight arguments of the set's graphs, in argument
// order: one per weight of model.WeightSpecs in the weight dtype, except
// that with a quantized weight dtype every matrix takes two arguments,
// its quantized values then its scales (quant.Format), and the norm
// weights are f32.
func (s *Set) WeightArgs() []WeightArg {
	return weightArgs(model.WeightSpecs(s.Config), s.Options.WeightDType)
}

func weightArgs(specs []model.WeightSpec, wdt dtype.DType) []WeightArg {
	f, quantized := quant.For(wdt)
	var args []WeightArg
	for _, s := range specs {
		switch {
		case !quantized:
			args = append(args, WeightArg{Name: s.Name, DType: wdt, Shape: s.Shape})
		case len(s.Shape) == 2:
			args = append(args,
				WeightArg{Name: s.Name, DType: f.Elem, Shape: s.Shape},
				WeightArg{Name: s.Name, Scales: true, DType: f.Scale, Shape: f.ScaleShape(s.Shape)})
		default:
			args = append(args, WeightArg{Name: s.Name, DType: dtype.F32, Shape: s.Shape})
		}
	}
	return args
}

// checkQuantizable reports a matrix the weight dtype cannot quantize (a
// q4 row that is not a whole number of groups), or whose rows int8
// compute cannot split into its activations' groups of 32.
func checkQuantizable(specs []model.WeightSpec, wdt, cdt dtype.DType) error {
	f, ok := quant.For(wdt)
	for _, s := range specs {
		if len(s.Shape) != 2 {
			continue
		}
		if ok {
			if err := f.Check(s.Shape); err != nil {
				return fmt.Errorf("graph: weight %s: %w", s.Name, err)
			}
		}
		if in := s.Shape[1]; cdt == dtype.I8 && in%quant.Group != 0 {
			return fmt.Errorf("graph: weight %s: int8 compute needs rows in whole groups of %d, not %d", s.Name, quant.Group, in)
		}
	}
	return nil
}

// dequantize returns the f32 matrix [out, in] that the quantized w and its
// scales stand for: convert(w) * broadcast(scales), the scales converted
// to f32 first when they are f16, and for grouped scales the matrix seen
// as [out, in/G, G] around the multiply. Its result feeds a dot_general
// (the ref executor fuses the whole chain into the product; IREE fuses
// it into the matmul's dispatch).
func dequantize(f *fn, w, scales value) value {
	out, in := w.typ.shape[0], w.typ.shape[1]
	q := f.convert(w, "f32")
	s := weightF32(f, scales)
	if len(scales.typ.shape) == 1 { // one scale per row
		return f.mul(q, f.broadcast(s, []int{0}, out, in))
	}
	groups := scales.typ.shape[1]
	q3 := f.reshape(q, out, groups, in/groups)
	w3 := f.mul(q3, f.broadcast(s, []int{0, 1}, out, groups, in/groups))
	return f.reshape(w3, out, in)
}

// embedRows gathers rows idx [T] of the embedding table as f32 [T, H]:
// only the gathered rows are converted (and, quantized, dequantized with
// their gathered scales).
//
// The scales are gathered before the values. The order means nothing to
// StableHLO, but IREE's July 2024 compiler, given the values' gather
// first, forms a decode-step dispatch that uses the scale before defining
// it ("operand #1 does not dominate this use") and rejects the graph.
func embedRows(f *fn, table, idx value) value {
	if table.scale == nil {
		return f.convert(f.gatherRows(table, idx), "f32")
	}
	var scales value
	if len(table.scale.typ.shape) == 1 {
		scales = f.gatherScalars(*table.scale, idx)
	} else {
		scales = f.gatherRows(*table.scale, idx)
	}
	return dequantize(f, f.gatherRows(table, idx), scales)
}

// quantizeActivations is the activation half of an int8 compute product:
// x [T, K] f32 seen as [T, G, 32] (G = K/32, the q4 weights' groups),
// each group rounded to int8 with its own f32 scale d = max|x|/127:
//
//	xg   = reshape x                                  [T, G, 32]
//	amax = reduce(maximum, abs(xg), init 0) over dim 2  [T, G]
//	d    = amax / 127
//	div  = select(d == 0, 1, d)        an all-zero group stays 0, not NaN
//	xq   = convert(clamp(-127, round_nearest_even(xg / div), 127)) to i8
//
// It returns xq carrying d as its scale. Normally |xg/div| <= 127 up to
// the roundings of d and of the divide, which round_nearest_even absorbs;
// the clamp is for a group so small that d is a coarse subnormal (then
// the quotient can pass 127) and keeps -128 out, so that the range is
// symmetric as the weights' is. Every product reading x shares the
// result (q, k and v; gate and up).
func quantizeActivations(f *fn, x value) value {
	t, k := x.typ.shape[0], x.typ.shape[1]
	g := k / quant.Group
	xg := f.reshape(x, t, g, quant.Group)
	amax := f.reduce1(f.unary("abs", xg), f.constF(0), 2, "maximum")
	d := f.div(amax, f.constF(127, t, g))
	div := f.sel(f.compare("EQ", "FLOAT", d, f.constF(0, t, g)), f.constF(1, t, g), d)
	r := f.unary("round_nearest_even", f.div(xg, f.broadcast(div, []int{0, 1}, t, g, quant.Group)))
	xq := f.convert(f.clamp(f.constF(-127), r, f.constF(127)), "i8")
	xq.scale = &d
	return xq
}

// int8Linear is the weight half of an int8 compute product: x, the
// output of quantizeActivations ([T, G, 32] i8 with scales d [T, G]),
// times W^T for an integer weight W [N, K] with its scales S: q4's
// [N, G] f16, or int8's [N] f32, one per row, which the chain sees
// broadcast to every group (S' below):
//
//	wq   = reshape W to [N, G, 32], converted to i8 if q4
//	isum = dot_general(xq, wq), batch G, contract the 32  [G, T, N] i32
//	t    = convert(isum) to f32 * broadcast(d, [1, 0])     [G, T, N]
//	tt   = transpose(t, [2, 1, 0])                         [N, T, G]
//	S'   = f32(S) [N, G], or broadcast(S, [0]) to [N, G]
//	y    = dot_general(tt, S'), batch N, contract G        [N, T]
//	out  = transpose(y, [1, 0])                            [T, N] f32
//
// Each group's integer sum is exact, so the arithmetic is llama.cpp's
// Q4_K × Q8_K (and Q8_0 × Q8_0 for int8 weights): one f32 scaling by
// the activation scale per group, then a dot over the groups with the
// weight scales. Broadcasting int8's row scale keeps one chain, one
// kernel and one order of sums for both weight dtypes. The ref executor
// fuses the chain into one kernel that computes the same bits; its op
// order and shapes are that kernel's contract, so they must not change
// lightly.
func int8Linear(f *fn, x, w value) value {
	if x.scale == nil || w.scale == nil {
		panic("graph: int8 compute needs int8 activations and integer weights")
	}
	d := *x.scale
	t, g, grp := x.typ.shape[0], x.typ.shape[1], x.typ.shape[2]
	n := w.typ.shape[0]
	if w.typ.shape[1] != g*grp {
		panic("graph: int8 compute activation groups do not match the weight's")
	}
	wq := f.reshape(w, n, g, grp)
	if w.typ.elem != "i8" {
		wq = f.convert(wq, "i8")
	}
	isum := f.dotAs("i32", x, wq, []int{1}, []int{1}, []int{2}, []int{2})
	scaled := f.mul(f.convert(isum, "f32"), f.broadcast(d, []int{1, 0}, g, t, n))
	tt := f.transpose(scaled, 2, 1, 0)
	var s value
	switch sc := *w.scale; len(sc.typ.shape) {
	case 1: // one per row
		s = f.broadcast(sc, []int{0}, n, g)
	default:
		if sc.typ.shape[1] != g {
			panic("graph: int8 compute activation groups do not match the weight's scales")
		}
		s = weightF32(f, sc)
	}
	y := f.dot(tt, s, []int{0}, []int{0}, []int{2}, []int{1})
	return f.transpose(y, 1, 0)
}
