package refbackend

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"

	"xlachat/engine/kernel"
	"xlachat/engine/model"
	"xlachat/engine/refexec"
)

var refDType = map[model.DType]refexec.DType{model.F32: refexec.F32, model.BF16: refexec.BF16, model.F16: refexec.F16}

// weightTensor returns t as an interpreter tensor of dtype want: a view of
// the mapped bytes when the dtypes agree, else a converted copy made once.
func weightTensor(t model.Tensor, want model.DType) (*refexec.Tensor, error) {
	if t.DType == want {
		return refexec.FromBytes(refDType[want], t.Shape, t.Data)
	}
	f := toF32(t)
	switch want {
	case model.F32:
		return refexec.NewF32(t.Shape, f), nil
	case model.BF16, model.F16:
		u := make([]uint16, len(f))
		if want == model.BF16 {
			kernel.F32ToBF16(u, f)
		} else {
			kernel.F32ToF16(u, f)
		}
		return refexec.FromBytes(refDType[want], t.Shape, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(u))), 2*len(u)))
	}
	return nil, fmt.Errorf("unsupported graph weight dtype %v", want)
}

// toF32 widens a checkpoint tensor to float32.
func toF32(t model.Tensor) []float32 {
	switch t.DType {
	case model.F32:
		f := make([]float32, len(t.Data)/4)
		for i := range f {
			f[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:]))
		}
		return f
	default:
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
		return f
	}
}
