package model

import (
	"encoding/binary"
	"fmt"
	"math"

	"xlachat/engine/dtype"
)

// Float32s decodes the tensor's elements to float32, exactly: every f16
// and bf16 value is representable. It allocates 4 bytes per element, so
// use it for small tensors or tests, not to widen a whole model.
func (t Tensor) Float32s() []float32 {
	n := len(t.Data) / t.DType.Size()
	out := make([]float32, n)
	for i := range out {
		switch t.DType {
		case dtype.BF16:
			out[i] = dtype.BF16ToFloat32(binary.LittleEndian.Uint16(t.Data[2*i:]))
		case dtype.F16:
			out[i] = dtype.F16ToFloat32(binary.LittleEndian.Uint16(t.Data[2*i:]))
		default:
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:]))
		}
	}
	return out
}

// Bytes returns t's elements as little-endian bytes of dtype dt: t.Data
// itself when the dtypes agree, so a mapped weight is not copied, else a
// converted copy (widened exactly, rounded to nearest even).
func (t Tensor) Bytes(dt dtype.DType) ([]byte, error) {
	if t.DType == dt {
		return t.Data, nil
	}
	f := t.Float32s()
	switch dt {
	case dtype.F32:
		out := make([]byte, 4*len(f))
		for i, v := range f {
			binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
		}
		return out, nil
	case dtype.BF16, dtype.F16:
		u := make([]uint16, len(f))
		if dt == dtype.BF16 {
			for i, v := range f {
				u[i] = dtype.RoundBF16(v)
			}
		} else {
			for i, v := range f {
				u[i] = dtype.RoundF16(v)
			}
		}
		out := make([]byte, 2*len(u))
		for i, v := range u {
			binary.LittleEndian.PutUint16(out[2*i:], v)
		}
		return out, nil
	}
	return nil, fmt.Errorf("tensor %s: unsupported dtype %v", t.Name, dt)
}
