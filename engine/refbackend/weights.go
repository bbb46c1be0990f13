package refbackend

import (
	"xlachat/engine/model"
	"xlachat/engine/refexec"
)

// refDType is the interpreter dtype of each graph weight dtype.

var refDType = map[model.DType]refexec.DType{model.F32: refexec.F32, model.BF16: refexec.BF16, model.F16: refexec.F16}
