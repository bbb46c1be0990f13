package kernel

import "fmt"

// DType is the element type of a weight matrix.
type DType uint8

const (
	F32  DType = iota // IEEE binary32, stored in Weights.F32
	BF16              // bfloat16 bit patterns, stored in Weights.U16
	F16               // IEEE binary16 bit patterns, stored in Weights.U16
)

func (d DType) String() string {
	switch d {
	case F32:
		return "f32"
	case BF16:
		return "bf16"
	case F16:
		return "f16"
	}
	return fmt.Sprintf("DType(%d)", uint8(d))
}

// Weights is a read-only matrix operand in one of the supported element
// types: F32 holds the values when DType is F32, U16 holds the bit patterns
// when DType is BF16 or F16.
type Weights struct {
	DType DType
	F32   []float32
	U16   []uint16
}

// Len reports the number of elements held.
func (w Weights) Len() int {
	if w.DType == F32 {
		return len(w.F32)
	}
	return len(w.U16)
}

func (w Weights) check() {
	switch w.DType {
	case F32, BF16, F16:
	default:
		panic("kernel: unknown weight dtype " + w.DType.String())
	}
}
