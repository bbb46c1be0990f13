package quant

import (
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/internal/mapped"
)

// TestQuantizeContainsAFault: Quantize reads a mapped checkpoint on its
// own goroutines; a fault there (the file truncated under the load) is
// its error, where it would otherwise end the program.
func TestQuantizeContainsAFault(t *testing.T) {
	shape := []int{64, 1024} // bf16: 128 KiB, rows on every CPU
	size := shape[0] * shape[1] * 2
	src, truncate := mapped.File(t, size)
	truncate()
	q4, _ := For(dtype.I4)
	qn, sn := q4.Sizes(shape)
	err := q4.Quantize(src, dtype.BF16, shape, make([]byte, qn), make([]byte, sn))
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Errorf("Quantize of truncated mapped weights = %v, want an internal error", err)
	}
}
