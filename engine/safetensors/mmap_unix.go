//go:build unix

package safetensors

import (
	"os"

	"golang.org/x/sys/unix"
)

// mapReadOnly maps the first size bytes of f, read-only and shared with
// the page cache, so that opening a checkpoint copies nothing.
func mapReadOnly(f *os.File, size int64) ([]byte, error) {
	return unix.Mmap(int(f.Fd()), 0, int(size), unix.PROT_READ, unix.MAP_SHARED)
}

func unmap(b []byte) error { return unix.Munmap(b) }

// dropPages lets the kernel take b's pages out of the resident set; the
// page cache keeps them, and a later read faults them back in.
func dropPages(b []byte) { unix.Madvise(b, unix.MADV_DONTNEED) }
