package refexec

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"

	"xlachat/engine/dtype"
)

// dtypeOf maps an MLIR element type name to a dtype.
func dtypeOf(elem string) (dtype.DType, bool) {
	d, err := dtype.Parse(elem)
	return d, err == nil && elem == d.String()
}

// Tensor is a dense row-major array. Exactly one of the data slices is used,
// chosen by DType: F32 for dtype.F32, U16 for BF16 and F16 (bit patterns), dtype.I32,
// dtype.I64, and Bool for Bool; I8 for dtype.I8, and I4 for dtype.I4, two
// elements a byte, element 2j in the low nibble of byte j.
type Tensor struct {
	DType dtype.DType
	Shape []int
	F32   []float32
	U16   []uint16
	I32   []int32
	I64   []int64
	Bool  []bool
	I8    []int8
	I4    []byte
	// quant, set only on the interpreter's own view of a dequantized
	// weight (see dequant.go), holds the scales the values go with.
	quant *quantView
}

// numElements is the product of shape (1 for a scalar).
func numElements(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

// Len is the number of elements.
func (t *Tensor) Len() int { return numElements(t.Shape) }

// dataLen is the length of the slice that holds the data.
func (t *Tensor) dataLen() int {
	switch t.DType {
	case dtype.F32:
		return len(t.F32)
	case dtype.BF16, dtype.F16:
		return len(t.U16)
	case dtype.I32:
		return len(t.I32)
	case dtype.I64:
		return len(t.I64)
	case dtype.I8:
		return len(t.I8)
	case dtype.I4:
		return 2 * len(t.I4)
	}
	return len(t.Bool)
}

// NewTensor allocates a zero tensor.
func NewTensor(dt dtype.DType, shape []int) *Tensor {
	t := &Tensor{DType: dt, Shape: append([]int{}, shape...)}
	n := numElements(shape)
	switch dt {
	case dtype.F32:
		t.F32 = make([]float32, n)
	case dtype.BF16, dtype.F16:
		t.U16 = make([]uint16, n)
	case dtype.I32:
		t.I32 = make([]int32, n)
	case dtype.I64:
		t.I64 = make([]int64, n)
	case dtype.I8:
		t.I8 = make([]int8, n)
	case dtype.I4:
		t.I4 = make([]byte, (n+1)/2)
	default:
		t.Bool = make([]bool, n)
	}
	return t
}

// NewF32 wraps data (not copied) as an f32 tensor of the given shape.
func NewF32(shape []int, data []float32) *Tensor {
	return &Tensor{DType: dtype.F32, Shape: append([]int{}, shape...), F32: data}
}

// NewI32 wraps data (not copied) as an i32 tensor.
func NewI32(shape []int, data []int32) *Tensor {
	return &Tensor{DType: dtype.I32, Shape: append([]int{}, shape...), I32: data}
}

// NewBF16 wraps bf16 bit patterns (not copied).
func NewBF16(shape []int, bits []uint16) *Tensor {
	return &Tensor{DType: dtype.BF16, Shape: append([]int{}, shape...), U16: bits}
}

// NewF16 wraps f16 bit patterns (not copied).
func NewF16(shape []int, bits []uint16) *Tensor {
	return &Tensor{DType: dtype.F16, Shape: append([]int{}, shape...), U16: bits}
}

// NewBool wraps data (not copied) as an i1 tensor.
func NewBool(shape []int, data []bool) *Tensor {
	return &Tensor{DType: dtype.Bool, Shape: append([]int{}, shape...), Bool: data}
}

// ScalarI32 is a rank-0 i32 tensor.
func ScalarI32(v int32) *Tensor { return NewI32(nil, []int32{v}) }

// ScalarF32 is a rank-0 f32 tensor.
func ScalarF32(v float32) *Tensor { return NewF32(nil, []float32{v}) }

// FromBytes views little-endian data as a tensor without copying when the
// data is suitably aligned (as memory-mapped safetensors data is); otherwise
// it copies. The result must be treated as read-only when it views data.
func FromBytes(dt dtype.DType, shape []int, data []byte) (*Tensor, error) {
	if _, ok := dtypeOf(dt.String()); !ok {
		return nil, fmt.Errorf("refexec: unknown dtype %d", int(dt))
	}
	n := numElements(shape)
	for _, d := range shape {
		if d < 0 {
			return nil, fmt.Errorf("refexec: negative dimension in shape %v", shape)
		}
	}
	if int64(len(data)) != dt.Bytes(int64(n)) {
		return nil, fmt.Errorf("refexec: %d bytes for %v%v, want %d", len(data), dt, shape, dt.Bytes(int64(n)))
	}
	t := &Tensor{DType: dt, Shape: append([]int{}, shape...)}
	if n == 0 {
		return NewTensor(dt, shape), nil
	}
	aligned := uintptr(unsafe.Pointer(&data[0]))%uintptr(dt.Size()) == 0
	switch dt {
	case dtype.F32:
		if aligned {
			t.F32 = unsafe.Slice((*float32)(unsafe.Pointer(&data[0])), n)
		} else {
			t.F32 = make([]float32, n)
			for i := range t.F32 {
				t.F32[i] = math.Float32frombits(binary.LittleEndian.Uint32(data[4*i:]))
			}
		}
	case dtype.BF16, dtype.F16:
		if aligned {
			t.U16 = unsafe.Slice((*uint16)(unsafe.Pointer(&data[0])), n)
		} else {
			t.U16 = make([]uint16, n)
			for i := range t.U16 {
				t.U16[i] = binary.LittleEndian.Uint16(data[2*i:])
			}
		}
	case dtype.I32:
		if aligned {
			t.I32 = unsafe.Slice((*int32)(unsafe.Pointer(&data[0])), n)
		} else {
			t.I32 = make([]int32, n)
			for i := range t.I32 {
				t.I32[i] = int32(binary.LittleEndian.Uint32(data[4*i:]))
			}
		}
	case dtype.I64:
		if aligned {
			t.I64 = unsafe.Slice((*int64)(unsafe.Pointer(&data[0])), n)
		} else {
			t.I64 = make([]int64, n)
			for i := range t.I64 {
				t.I64[i] = int64(binary.LittleEndian.Uint64(data[8*i:]))
			}
		}
	case dtype.Bool:
		t.Bool = make([]bool, n)
		for i, b := range data {
			t.Bool[i] = b != 0
		}
	case dtype.I8:
		t.I8 = unsafe.Slice((*int8)(unsafe.Pointer(&data[0])), n)
	case dtype.I4:
		t.I4 = data
	}
	return t, nil
}

// Float32s returns the elements converted to float32 (a copy), whatever the
// dtype; handy for tests and for reading logits.
func (t *Tensor) Float32s() []float32 {
	n := t.dataLen()
	out := make([]float32, n)
	for i := range out {
		out[i] = t.floatAt(i)
	}
	return out
}

// floatAt reads element i as float32.
func (t *Tensor) floatAt(i int) float32 {
	switch t.DType {
	case dtype.F32:
		return t.F32[i]
	case dtype.BF16:
		return bf16ToF32(t.U16[i])
	case dtype.F16:
		return f16ToF32(t.U16[i])
	case dtype.I32:
		return float32(t.I32[i])
	case dtype.I64:
		return float32(t.I64[i])
	case dtype.I8, dtype.I4:
		return float32(t.intAt(i))
	}
	if t.Bool[i] {
		return 1
	}
	return 0
}

// intAt reads element i as int64 (floats truncated).
func (t *Tensor) intAt(i int) int64 {
	switch t.DType {
	case dtype.I32:
		return int64(t.I32[i])
	case dtype.I64:
		return t.I64[i]
	case dtype.I8:
		return int64(t.I8[i])
	case dtype.I4:
		return int64(dtype.Nibble(t.I4, i))
	case dtype.Bool:
		if t.Bool[i] {
			return 1
		}
		return 0
	}
	return int64(t.floatAt(i))
}

func (t *Tensor) String() string {
	return fmt.Sprintf("tensor<%v %v>", t.Shape, t.DType)
}

// setNibble stores the low 4 bits of x as element i of packed i4 data.
func setNibble(b []byte, i int, x int8) {
	sh := 4 * (i % 2)
	b[i/2] = b[i/2]&^(0xf<<sh) | byte(x)&0xf<<sh
}

// bf16ToF32 widens a bfloat16 bit pattern exactly.
func bf16ToF32(h uint16) float32 { return math.Float32frombits(uint32(h) << 16) }

// f32ToBF16 rounds to nearest, ties to even; NaN stays a quiet NaN.
func f32ToBF16(f float32) uint16 {
	b := math.Float32bits(f)
	if f != f {
		return uint16(b>>16) | 0x40
	}
	b += 0x7fff + (b>>16)&1
	return uint16(b >> 16)
}

// f16ToF32 widens an IEEE binary16 bit pattern exactly.
func f16ToF32(h uint16) float32 {
	sign := uint32(h>>15) << 31
	exp := uint32(h>>10) & 0x1f
	frac := uint32(h) & 0x3ff
	switch {
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | frac<<13)
	case exp == 0:
		if frac == 0 {
			return math.Float32frombits(sign)
		}
		v := float32(frac) * (1.0 / (1 << 24))
		if sign != 0 {
			return -v
		}
		return v
	}
	return math.Float32frombits(sign | (exp+112)<<23 | frac<<13)
}

// f32ToF16 rounds to nearest, ties to even, overflowing to infinity and
// producing subnormals below 2^-14.
func f32ToF16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23) & 0xff
	frac := b & 0x7fffff
	if exp == 0xff {
		if frac != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	}
	e := exp - 127 + 15
	if e >= 0x1f {
		return sign | 0x7c00
	}
	if e <= 0 {
		if e < -10 {
			return sign
		}
		m := frac | 0x800000
		shift := uint(14 - e)
		half := uint32(1) << (shift - 1)
		r := m >> shift
		rem := m & (1<<shift - 1)
		if rem > half || rem == half && r&1 == 1 {
			r++
		}
		return sign | uint16(r)
	}
	r := uint32(e)<<10 | frac>>13
	rem := frac & 0x1fff
	if rem > 0x1000 || rem == 0x1000 && r&1 == 1 {
		r++ // may carry into the exponent, up to infinity: still correct
	}
	return sign | uint16(r)
}
