package model

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"
)

// DType is a safetensors element type the loader supports.
type DType int

const (
	F32 DType = iota
	F16
	BF16
)

// String returns the short lower-case name: "f32", "f16" or "bf16".
func (d DType) String() string {
	switch d {
	case F32:
		return "f32"
	case F16:
		return "f16"
	case BF16:
		return "bf16"
	}
	return fmt.Sprintf("DType(%d)", int(d))
}

// Size returns the byte size of one element.
func (d DType) Size() int {
	switch d {
	case F16, BF16:
		return 2
	}
	return 4
}

// torchName is the dtype's name in config.json's torch_dtype.
func (d DType) torchName() string {
	switch d {
	case F16:
		return "float16"
	case BF16:
		return "bfloat16"
	}
	return "float32"
}

// ParseDType accepts the short names ("f32"), safetensors names ("F32")
// and torch names ("float32"), case-insensitively.
func ParseDType(s string) (DType, error) {
	switch strings.ToLower(s) {
	case "f32", "float32", "float":
		return F32, nil
	case "f16", "float16", "half":
		return F16, nil
	case "bf16", "bfloat16":
		return BF16, nil
	}
	return 0, fmt.Errorf("unsupported dtype %q (want f32, f16 or bf16)", s)
}

// Float32s decodes the tensor's elements to float32, exactly: every f16
// and bf16 value is representable. It allocates 4 bytes per element, so
// use it for small tensors or tests, not to widen a whole model.
func (t Tensor) Float32s() []float32 {
	n := len(t.Data) / t.DType.Size()
	out := make([]float32, n)
	for i := range out {
		switch t.DType {
		case BF16:
			out[i] = math.Float32frombits(uint32(binary.LittleEndian.Uint16(t.Data[2*i:])) << 16)
		case F16:
			out[i] = halfToFloat32(binary.LittleEndian.Uint16(t.Data[2*i:]))
		default:
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:]))
		}
	}
	return out
}

// halfToFloat32 widens an IEEE half, subnormals and specials included.
func halfToFloat32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h & 0x3ff)
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	case exp != 0:
		return math.Float32frombits(sign | (exp+112)<<23 | mant<<13)
	case mant == 0:
		return math.Float32frombits(sign)
	}
	// Subnormal: normalise the mantissa into float32's wider exponent.
	e := uint32(113)
	for mant&0x400 == 0 {
		mant <<= 1
		e--
	}
	return math.Float32frombits(sign | e<<23 | (mant&0x3ff)<<13)
}
