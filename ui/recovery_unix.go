//go:build unix

package ui

import (
	"errors"
	"syscall"
)

// processAlive reports whether process pid runs: signal 0 checks without
// sending anything, and EPERM means it runs as another user.
func processAlive(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
