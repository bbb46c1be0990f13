//go:build unix

package refexec

import (
	"context"
	"strings"
	"testing"

	"xlachat/engine/dtype"
	"xlachat/engine/internal/mapped"
)

// TestRunTurnsAFaultingArgumentIntoAnError maps a file, hands its bytes to
// a program as an argument, and truncates the file: reading the mapping
// then raises SIGBUS, which used to kill the process. Run must report it.
func TestRunTurnsAFaultingArgumentIntoAnError(t *testing.T) {
	const n = 1 << 16 // 64 KiB of f32: pages past the new end fault
	data, truncate := mapped.File(t, 4*n)
	arg, err := FromBytes(dtype.F32, []int{n}, data)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Compile(module("negate", []string{"tensor<65536xf32>"}, "tensor<65536xf32>", ""))
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	truncate()
	_, err = p.Run(context.Background(), []*Tensor{arg})
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Fatalf("Run over a truncated mapping: %v, want an error", err)
	}
}
