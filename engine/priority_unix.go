//go:build unix

package engine

import "golang.org/x/sys/unix"

// lowerPriority sets process pid's niceness to 19, as background builds
// on a shared machine run.
func lowerPriority(pid int) error { return unix.Setpriority(unix.PRIO_PROCESS, pid, 19) }
