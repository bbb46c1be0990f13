//go:build unix

package chat

import (
	"errors"
	"os"
	"syscall"
)

// SyncDir flushes the directory at dir, so that a file just renamed or
// made in it, or a directory made in it, stays there after a power loss.
func SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	err = d.Sync()
	// Some file systems (several network and FUSE ones) cannot sync a
	// directory at all; the save itself is done, and nothing more can
	// be asked of them.
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		return nil
	}
	return err
}
