//go:build unix

// Package mapped gives tests what a checkpoint's mapping becomes when its
// file is truncated under the program: memory whose next read raises
// SIGBUS, which the Go runtime makes fatal unless the reading goroutine
// asked for a panic instead (debug.SetPanicOnFault).
package mapped

import (
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/sys/unix"
)

// Of maps a file holding data, read-only and shared as the model loader
// maps weights: what a benchmark reads to measure reading from memory
// that is not the Go heap. The mapping goes when the test ends.
func Of(t testing.TB, data []byte) []byte {
	t.Helper()
	path := filepath.Join(t.TempDir(), "weights")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return mapFile(t, path, len(data))
}

func mapFile(t testing.TB, path string, size int) []byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close() // the mapping outlives the descriptor
	data, err := unix.Mmap(int(f.Fd()), 0, size, unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { unix.Munmap(data) })
	return data
}

// File maps a file of size zero bytes, read-only and shared as the model
// loader maps weights, and returns the mapping and a function that
// truncates the file to nothing, after which reading any of it faults.
// The mapping goes when the test ends.
func File(t testing.TB, size int) (data []byte, truncate func()) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "weights")
	if err := os.WriteFile(path, make([]byte, size), 0o644); err != nil {
		t.Fatal(err)
	}
	return mapFile(t, path, size), func() {
		if err := os.Truncate(path, 0); err != nil {
			t.Fatal(err)
		}
	}
}
