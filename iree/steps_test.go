package iree

import (
	"slices"
	"strings"
	"testing"

	"xlachat/engine/graph"
)

func TestPadChunk(t *testing.T) {
	opts := graph.Options{Capacity: 16, Bucket: 4}
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
		got, err := padChunk(tt.tokens, tt.start, opts)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("padChunk(%v, %d) error = %v, want %q", tt.tokens, tt.start, err, tt.wantErr)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tt.want) {
			t.Errorf("padChunk(%v, %d) = %v, %v; want %v", tt.tokens, tt.start, got, err, tt.want)
		}
	}
}

func TestScalarEncoding(t *testing.T) {
	if got := i32Bytes([]int32{1, -2}); string(got) != "\x01\x00\x00\x00\xfe\xff\xff\xff" {
		t.Errorf("i32Bytes = %x", got)
	}
	if got := f32s([]byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0xc0}); !slices.Equal(got, []float32{1, -2}) {
		t.Errorf("f32s = %v", got)
	}
}
