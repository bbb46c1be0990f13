package quant

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"xlachat/engine/dtype"
)

// TestQuantizeContainsAFault: Quantize reads a mapped checkpoint on its
// own goroutines; a fault there (the file truncated under the load) is
// its error, where it would otherwise end the program.
func TestQuantizeContainsAFault(t *testing.T) {
	shape := []int{64, 1024} // bf16: 128 KiB, rows on every CPU
	size := shape[0] * shape[1] * 2
	path := filepath.Join(t.TempDir(), "weights")
	if err := os.WriteFile(path, make([]byte, size), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src, err := syscall.Mmap(int(f.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(src)
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	q4, _ := For(dtype.I4)
	qn, sn := q4.Sizes(shape)
	err = q4.Quantize(src, dtype.BF16, shape, make([]byte, qn), make([]byte, sn))
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Errorf("Quantize of truncated mapped weights = %v, want an internal error", err)
	}
}
