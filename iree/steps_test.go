package iree

import (
	"slices"
	"testing"
)

func TestScalarEncoding(t *testing.T) {
	if got := i32Bytes([]int32{1, -2}); string(got) != "\x01\x00\x00\x00\xfe\xff\xff\xff" {
		t.Errorf("i32Bytes = %x", got)
	}
	if got := f32s([]byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0}); !slices.Equal(got, []float32{1, -2}) {
		t.Errorf("f32s = %v", got)
	}
}
