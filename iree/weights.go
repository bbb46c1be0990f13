package iree

import (
	"encoding/binary"
	"fmt"
	"math"

	"xlachat/engine/kernel"
	"xlachat/engine/model"
)

// weightBytes returns t's elements as little-endian bytes of dtype want,
// the graphs' weight dtype. Matching dtypes return t.Data itself, since the
// upload copies it anyway; others convert through float32.
func weightBytes(t model.Tensor, want model.DType) ([]byte, error) {
	n := 1
	for _, d := range t.Shape {
		n *= d
	}
	if len(t.Data) != n*t.DType.Size() {
		return nil, fmt.Errorf("weight %s: %d bytes for shape %v of %v", t.Name, len(t.Data), t.Shape, t.DType)
	}
	if t.DType == want {
		return t.Data, nil
	}
	f, err := toF32(t)
	if err != nil {
		return nil, err
	}
	switch want {
	case model.F32:
		out := make([]byte, 4*len(f))
		for i, v := range f {
			binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(v))
		}
		return out, nil
	case model.BF16, model.F16:
		u := make([]uint16, len(f))
		if want == model.BF16 {
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
	return nil, fmt.Errorf("weight %s: unsupported graph weight dtype %v", t.Name, want)
}

// toF32 widens a checkpoint tensor to float32.
func toF32(t model.Tensor) ([]float32, error) {
	switch t.DType {
	case model.F32:
		f := make([]float32, len(t.Data)/4)
		for i := range f {
			f[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:]))
		}
		return f, nil
	case model.BF16, model.F16:
		u := make([]uint16, len(t.Data)/2)
		for i := range u {
			u[i] = binary.LittleEndian.Uint16(t.Data[2*i:])
		}
		f := make([]float32, len(u))
		if t.DType == model.BF16 {
			kernel.BF16ToF32(f, u)
		} else {
			kernel.F16ToF32(f, u)
		}
		return f, nil
	}
	return nil, fmt.Errorf("weight %s: unsupported checkpoint dtype %v", t.Name, t.DType)
}
