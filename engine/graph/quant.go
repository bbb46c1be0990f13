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
// q4 row that is not a whole number of groups).
func checkQuantizable(specs []model.WeightSpec, wdt dtype.DType) error {
	f, ok := quant.For(wdt)
	if !ok {
		return nil
	}
	for _, s := range specs {
		if len(s.Shape) != 2 {
			continue
		}
		if err := f.Check(s.Shape); err != nil {
			return fmt.Errorf("graph: weight %s: %w", s.Name, err)
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
