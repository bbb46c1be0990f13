package refbackend

import (
	"fmt"
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
	f := t.Float32s()
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
