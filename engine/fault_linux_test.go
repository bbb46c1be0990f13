package engine

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestForEachContainsAFault: quantizing reads mapped weights on forEach's
// goroutines, where a fault (the file truncated under the load) would end
// the program; forEach returns it as an error instead. So does a panic.
func TestForEachContainsAFault(t *testing.T) {
	path := filepath.Join(t.TempDir(), "weights")
	page := os.Getpagesize()
	if err := os.WriteFile(path, make([]byte, 4*page), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	data, err := syscall.Mmap(int(f.Fd()), 0, 4*page, syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(data)
	if err := os.Truncate(path, 0); err != nil {
		t.Fatal(err)
	}
	var sink byte
	err = forEach(4, func(i int) error {
		sink += data[i*page] // past the file's end now: SIGBUS
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "internal error") {
		t.Errorf("forEach over truncated mapped pages = %v, want an internal error", err)
	}
	err = forEach(3, func(i int) error {
		if i == 1 {
			panic("quantizer bug")
		}
		return nil
	})
	if err == nil || !strings.Contains(err.Error(), "internal error: quantizer bug") {
		t.Errorf("forEach with a panic = %v, want it as an internal error", err)
	}
	_ = sink
}
