package model

import (
	"encoding/binary"
	"fmt"
	"math"
	"strings"

	"xlachat/engine/kernel"
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
			out[i] = kernel.WidenBF16(binary.LittleEndian.Uint16(t.Data[2*i:]))
		case F16:
			out[i] = kernel.WidenF16(binary.LittleEndian.Uint16(t.Data[2*i:]))
		default:
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:]))
		}
	}
	return out
}

// Bytes returns t's elements as little-endian bytes of dtype dt: t.Data
// itself when the dtypes agree, so a mapped weight is not copied, else a
// converted copy (widened exactly, rounded to nearest even).
func (t Tensor) Bytes(dt DType) ([]byte, error) {
	if t.DType == dt {
		return t.Data, nil
	}
	f := t.Float32s()
	switch dt {
	case F32:
		out := make([]byte, 4*len(f))
		for i, v := range f {
			binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
		}
		return out, nil
	case BF16, F16:
		u := make([]uint16, len(f))
		if dt == BF16 {
			kernel.F32ToBF16(u, f)
		} else {
			kernel.F32ToF16(u, f)
		}
		out := make([]byte, 2*len(u))
		for i, v := range u {
			binary.LittleEndian.PutUint16(out[2*i:], v)
		}
		return out, nil
	}
	return nil, fmt.Errorf("tensor %s: unsupported dtype %v", t.Name, dt)
}
