package engine

import (
	"bytes"
	"encoding/binary"
	"math"
	"slices"
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/model"
)

// encode writes vals as little-endian elements of dt; every test value is
// exact in all three dtypes, so conversions must reproduce them bit for bit.
func encode(dt dtype.DType, vals []float32) []byte {
	out := make([]byte, 0, len(vals)*dt.Size())
	for _, v := range vals {
		bits := math.Float32bits(v)
		switch dt {
		case dtype.F32:
			out = binary.LittleEndian.AppendUint32(out, bits)
		case dtype.BF16:
			out = binary.LittleEndian.AppendUint16(out, uint16(bits>>16))
		case dtype.F16:
			out = binary.LittleEndian.AppendUint16(out, f16Exact(v))
		}
	}
	return out
}

// f16Exact encodes the few normal values the test uses.
func f16Exact(v float32) uint16 {
	if v == 0 {
		return 0
	}
	bits := math.Float32bits(v)
	sign := uint16(bits>>16) & 0x8000
	exp := int(bits>>23&0xff) - 127 + 15
	return sign | uint16(exp)<<10 | uint16(bits>>13&0x3ff)
}

func TestWeightBytes(t *testing.T) {
	vals := []float32{0, 1, -2, 0.5, 3.25, -0.125}
	dtypes := []dtype.DType{dtype.F32, dtype.BF16, dtype.F16}
	for _, from := range dtypes {
		for _, to := range dtypes {
			src := model.Tensor{Name: "w", DType: from, Shape: []int{2, 3}, Data: encode(from, vals)}
			got, err := weightBytes(fakeSource{src}, model.WeightSpec{Name: "w", Shape: []int{2, 3}}, to)
			if err != nil {
				t.Errorf("%v->%v: %v", from, to, err)
				continue
			}
			if want := encode(to, vals); !bytes.Equal(got, want) {
				t.Errorf("%v->%v = %x, want %x", from, to, got, want)
			}
			if from == to && &got[0] != &src.Data[0] {
				t.Errorf("%v->%v copied the data; matching dtypes should pass it through", from, to)
			}
		}
	}
}

func TestWeightBytesErrors(t *testing.T) {
	tests := []struct {
		name string
		t    model.Tensor
		to   dtype.DType
		want string
	}{
		{"short data", model.Tensor{Name: "w", DType: dtype.F32, Shape: []int{4}, Data: make([]byte, 8)}, dtype.F32, "8 bytes"},
		{"bad target", model.Tensor{Name: "w", DType: dtype.F32, Shape: []int{1}, Data: make([]byte, 4)}, dtype.DType(9), "unsupported graph weight dtype"},
	}
	for _, tt := range tests {
		if _, err := weightBytes(fakeSource{tt.t}, model.WeightSpec{Name: "w", Shape: tt.t.Shape}, tt.to); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want it to contain %q", tt.name, err, tt.want)
		}
	}
}

// fakeSource holds one tensor.
type fakeSource struct{ t model.Tensor }

func (f fakeSource) Tensor(name string) (model.Tensor, error) { return f.t, nil }

func TestWeightShapeChecked(t *testing.T) {
	src := fakeSource{model.Tensor{Name: "w", DType: dtype.F32, Shape: []int{2}, Data: make([]byte, 8)}}
	if _, err := weightBytes(src, model.WeightSpec{Name: "w", Shape: []int{1, 2}}, dtype.F32); err == nil ||
		!strings.Contains(err.Error(), "the graphs expect [1 2]") {
		t.Errorf("shape mismatch: %v", err)
	}
}

func TestPadPrefill(t *testing.T) {
	const bucket, capacity = 4, 16
	tests := []struct {
		tokens  []int32
		start   int
		want    []int32
		wantErr string
	}{
		{tokens: []int32{7}, start: 0, want: []int32{7, 0, 0, 0}},
		{tokens: []int32{1, 2, 3, 4}, start: 12, want: []int32{1, 2, 3, 4}},
		{tokens: nil, start: 0, wantErr: "want 1 to 4"},
		{tokens: []int32{1, 2, 3, 4, 5}, start: 0, wantErr: "want 1 to 4"},
		{tokens: []int32{1}, start: 13, wantErr: "capacity 16"},
		{tokens: []int32{1}, start: -1, wantErr: "capacity 16"},
	}
	for _, tt := range tests {
		got, err := PadPrefill(tt.tokens, tt.start, bucket, capacity)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("PadPrefill(%v, %d) error = %v, want %q", tt.tokens, tt.start, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("PadPrefill(%v, %d) = %v, %v; want %v", tt.tokens, tt.start, got, err, tt.want)
		}
	}
}
