package kernel

import "xlachat/engine/dtype"

// Weights is a read-only matrix operand in one of the supported element
// types: F32 holds the values when dtype.DType is dtype.F32, U16 holds the bit patterns
// when dtype.DType is BF16 or F16.
type Weights struct {
	DType dtype.DType
	F32   []float32
	U16   []uint16
}

// Len reports the number of elements held.
func (w Weights) Len() int {
	if w.DType == dtype.F32 {
		return len(w.F32)
	}
	return len(w.U16)
}

func (w Weights) check() {
	switch w.DType {
	case dtype.F32, dtype.BF16, dtype.F16:
	default:
		panic("kernel: unknown weight dtype " + w.DType.String())
	}
}
