package refexec

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/sys/unix"

	"xlachat/engine/dtype"
)

// TestRunTurnsAFaultingArgumentIntoAnError maps a file, hands its bytes to
// a program as an argument, and truncates the file: reading the mapping
// then raises SIGBUS, which used to kill the process. Run must report it.
func TestRunTurnsAFaultingArgumentIntoAnError(t *testing.T) {
	const n = 1 << 16 // 64 KiB of f32: pages past the new end fault
	path := filepath.Join(t.TempDir(), "weights")
	if err := os.WriteFile(path, make([]byte, 4*n), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	mapped, err := unix.Mmap(int(f.Fd()), 0, 4*n, unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Munmap(mapped)
	arg, err := FromBytes(dtype.F32, []int{n}, mapped)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(module("negate", []string{"tensor<65536xf32>"}, "tensor<65536xf32>", ""))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	_, err = p.Run(context.Background(), []*Tensor{arg})
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Fatalf("Run over a truncated mapping: %v, want an error", err)
	}
}
