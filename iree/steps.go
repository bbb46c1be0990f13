package iree

import (
	"encoding/binary"
	"fmt"
	"math"

	"xlachat/engine/graph"
)

// padChunk checks a prefill chunk against the graphs and pads it with
// zeros to Bucket tokens.
func padChunk(tokens []int32, start int, opts graph.Options) ([]int32, error) {
	if len(tokens) == 0 || len(tokens) > opts.Bucket {
		return nil, fmt.Errorf("prefill of %d tokens: want 1 to %d", len(tokens), opts.Bucket)
	}
	if start < 0 || start+opts.Bucket > opts.Capacity {
		return nil, fmt.Errorf("prefill at %d: a %d-token chunk must end within the capacity %d",
			start, opts.Bucket, opts.Capacity)
	}
	padded := make([]int32, opts.Bucket)
	copy(padded, tokens)
	return padded, nil
}

// numel is the number of elements of a tensor of the given shape.
func numel(shape []int) int {
	n := 1
	for _, d := range shape {
		n *= d
	}
	return n
}

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
