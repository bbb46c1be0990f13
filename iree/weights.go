package iree

import (
	"fmt"

	"xlachat/engine/model"
)

// weightBytes returns t's elements as little-endian bytes of dtype want,
// the graphs' weight dtype, after checking the data fits the shape.
// Matching dtypes return t.Data itself, since the upload copies it anyway.
func weightBytes(t model.Tensor, want model.DType) ([]byte, error) {
	n := 1
	for _, d := range t.Shape {
		n *= d
	}
	if len(t.Data) != n*t.DType.Size() {
		return nil, fmt.Errorf("weight %s: %d bytes for shape %v of %v", t.Name, len(t.Data), t.Shape, t.DType)
	}
	b, err := t.Bytes(want)
	if err != nil {
		return nil, fmt.Errorf("weight %s: unsupported graph weight dtype %v: %w", t.Name, want, err)
	}
	return b, nil
}
