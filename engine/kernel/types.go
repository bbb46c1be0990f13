package kernel

import "xlachat/engine/dtype"

// Weights is a read-only matrix operand in one of the supported element
// types: F32 holds the values when dtype.DType is dtype.F32, U16 holds the bit patterns
// when dtype.DType is BF16 or F16. Quantized weights (see the package
// documentation) hold their values in I8 (dtype.I8, with one f32 scale per
// row in Scales) or I4 (dtype.I4, two to a byte, with one f16 scale per
// group of 32 elements of a row in Scales16); they are always whole rows
// of a contiguous matrix.
type Weights struct {
	DType    dtype.DType
	F32      []float32
	U16      []uint16
	I8       []int8
	I4       []byte
	Scales   []float32
	Scales16 []uint16
}

// Len reports the number of elements held.
func (w Weights) Len() int {
	switch w.DType {
	case dtype.F32:
		return len(w.F32)
	case dtype.I8:
		return len(w.I8)
	case dtype.I4:
		return 2 * len(w.I4)
	}
	return len(w.U16)
}

func (w Weights) check() {
	switch w.DType {
	case dtype.F32, dtype.BF16, dtype.F16, dtype.I8, dtype.I4:
	default:
		panic("kernel: unknown weight dtype " + w.DType.String())
	}
}
