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
	// I8 and I4 are the signed integer types of quantized weights. I4
	// packs two elements to a byte, the lower-indexed one in the low
	// nibble, as IREE lays out sub-byte tensors.
	I8
	I4
)

// names are each type's short lower-case name, which is also its MLIR
// element type.
var names = [...]string{F32: "f32", F16: "f16", BF16: "bf16", I32: "i32", I64: "i64", Bool: "i1", I8: "i8", I4: "i4"}

// String returns the short name: "f32", "f16", "bf16", "i32", "i64", "i1",
// "i8", "i4".
func (d DType) String() string {
	if int(d) < len(names) {
		return names[d]
	}
	return fmt.Sprintf("DType(%d)", int(d))
}

// Size returns the byte size of one element (1 for Bool and I8). I4 has
// no whole-byte size and reports 1; count its bytes with Bytes.
func (d DType) Size() int {
	switch d {
	case F16, BF16:
		return 2
	case I64:
		return 8
	case Bool, I8, I4:
		return 1
	}
	return 4
}

// Bytes returns the storage size of n elements: n*Size(), except that I4
// packs two elements to a byte (an odd count rounds up).
func (d DType) Bytes(n int64) int64 {
	if d == I4 {
		return (n + 1) / 2
	}
	return n * int64(d.Size())
}

// IsFloat reports whether d is a floating-point type.
func (d DType) IsFloat() bool { return d == F32 || d == F16 || d == BF16 }

// IsInt reports whether d is an integer type (Bool is not).
func (d DType) IsInt() bool { return d == I32 || d == I64 || d == I8 || d == I4 }

// IsQuantized reports whether d is the element type of a quantized weight
// (I8 or I4), which the graphs dequantize with a scale tensor.
func (d DType) IsQuantized() bool { return d == I8 || d == I4 }

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
	case I8:
		return "int8"
	case I4:
		return "int4"
	}
	return "float32"
}

// SafetensorsName is the type's name in a safetensors header: "F32",
// "BF16", "I64", "I8", "BOOL"; "" for I4, which the format lacks.
func (d DType) SafetensorsName() string {
	switch d {
	case Bool:
		return "BOOL"
	case F32, F16, BF16, I32, I64, I8:
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
	case "i8", "int8":
		return I8, nil
	case "i4", "int4":
		return I4, nil
	}
	return 0, fmt.Errorf("unsupported dtype %q", s)
}

// WeightName is the configuration's name of a graph weight dtype: "int8"
// and "q4" for the quantized types, String otherwise.
func (d DType) WeightName() string {
	switch d {
	case I8:
		return "int8"
	case I4:
		return "q4"
	}
	return d.String()
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
