// Package dtype is xlachat's one vocabulary of element types, from the
// checkpoint's tensors through the graphs' arguments to the interpreter's
// buffers and the kernels' weights, and the conversions between the float
// formats. It is a leaf: it imports only the standard library, so the
// file parsers and the model loader need nothing heavier for a widening.
package dtype

import (
	"fmt"
	"strings"
)

// DType is an element type. The zero value is F32.
type DType uint8

// Element types. BF16 and F16 values are kept as their 16-bit patterns.
const (
	F32  DType = iota
	F16        // IEEE binary16
	BF16       // bfloat16: the high half of a binary32
	I32
	I64
	Bool // MLIR i1
)

// names are each type's short lower-case name, which is also its MLIR
// element type.
var names = [...]string{F32: "f32", F16: "f16", BF16: "bf16", I32: "i32", I64: "i64", Bool: "i1"}

// String returns the short name: "f32", "f16", "bf16", "i32", "i64", "i1".
func (d DType) String() string {
	if int(d) < len(names) {
		return names[d]
	}
	return fmt.Sprintf("DType(%d)", int(d))
}

// Size returns the byte size of one element (1 for Bool).
func (d DType) Size() int {
	switch d {
	case F16, BF16:
		return 2
	case I64:
		return 8
	case Bool:
		return 1
	}
	return 4
}

// IsFloat reports whether d is a floating-point type.
func (d DType) IsFloat() bool { return d == F32 || d == F16 || d == BF16 }

// IsInt reports whether d is an integer type (Bool is not).
func (d DType) IsInt() bool { return d == I32 || d == I64 }

// TorchName is the type's name in config.json's torch_dtype.
func (d DType) TorchName() string {
	switch d {
	case F16:
		return "float16"
	case BF16:
		return "bfloat16"
	case I32:
		return "int32"
	case I64:
		return "int64"
	case Bool:
		return "bool"
	}
	return "float32"
}

// SafetensorsName is the type's name in a safetensors header: "F32",
// "BF16", "I64", "BOOL".
func (d DType) SafetensorsName() string {
	switch d {
	case Bool:
		return "BOOL"
	case F32, F16, BF16, I32, I64:
		return strings.ToUpper(d.String())
	}
	return ""
}

// Parse accepts the short names ("f32", also MLIR's element types), the
// safetensors names ("F32", "BF16", "I64", "BOOL") and the torch names
// ("float32", "bfloat16"), case-insensitively.
func Parse(s string) (DType, error) {
	switch strings.ToLower(s) {
	case "f32", "float32", "float":
		return F32, nil
	case "f16", "float16", "half":
		return F16, nil
	case "bf16", "bfloat16":
		return BF16, nil
	case "i32", "int32":
		return I32, nil
	case "i64", "int64":
		return I64, nil
	case "i1", "bool":
		return Bool, nil
	}
	return 0, fmt.Errorf("unsupported dtype %q", s)
}

// ParseFloat is Parse for a float type, the only ones weights come in.
func ParseFloat(s string) (DType, error) {
	d, err := Parse(s)
	if err == nil && !d.IsFloat() {
		err = fmt.Errorf("dtype %q is not a float type", s)
	}
	if err != nil {
		return 0, fmt.Errorf("unsupported dtype %q (want f32, f16 or bf16)", s)
	}
	return d, nil
}
