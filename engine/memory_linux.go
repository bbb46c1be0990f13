package engine

import "golang.org/x/sys/unix"

// totalMemory is the machine's physical memory in bytes, 0 if unknown.
func totalMemory() uint64 {
	var info unix.Sysinfo_t
	if err := unix.Sysinfo(&info); err != nil {
		return 0
	}
	return info.Totalram * uint64(info.Unit)
}
