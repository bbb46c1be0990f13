package refbackend

import (
	"xlachat/engine/model"
	"xlachat/engine/refexec"
)

var refDType = map[model.DType]refexec.DType{model.F32: refexec.F32, model.BF16: refexec.BF16, model.F16: refexec.F16}

// weightTensor returns t as an interpreter tensor of dtype want: a view of
// the mapped bytes when the dtypes agree, else a converted copy made once.
func weightTensor(t model.Tensor, want model.DType) (*refexec.Tensor, error) {
	b, err := t.Bytes(want)
	if err != nil {
		return nil, err
	}
	return refexec.FromBytes(refDType[want], t.Shape, b)
}
