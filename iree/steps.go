package iree

import (
	"encoding/binary"
	"math"
)

// i32Bytes encodes vals little-endian, the layout of tensor<Nxi32>.
func i32Bytes(vals []int32) []byte {
	b := make([]byte, 0, 4*len(vals))
	for _, v := range vals {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	return b
}

// f32s decodes little-endian float32s.
func f32s(b []byte) []float32 {
	f := make([]float32, len(b)/4)
	for i := range f {
		f[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return f
}
