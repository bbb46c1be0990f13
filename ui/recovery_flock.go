//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package ui

import (
	"errors"
	"fmt"
	"os"
	"syscall"
)

// lockFile creates and locks the file at path. The lock lasts while the
// file stays open, and the system drops it when the process ends, even
// killed. It waits for the lock: the only other holder of a new chat's
// lock is another chat's look (locked), which lets go at once.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, fmt.Errorf("lock %s: %w", path, err)
	}
	return f, nil
}

// locked reports whether a process holds the lock file at path; known is
// false when there is no lock file to tell.
func locked(path string) (held, known bool) {
	f, err := os.Open(path)
	if err != nil {
		return false, false
	}
	defer f.Close() // releases the lock taken below, if taken
	err = syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB)
	return errors.Is(err, syscall.EWOULDBLOCK), true
}
