//go:build amd64 && !purego

package kernel

import "syscall"

// permitAMX asks Linux for the AMX tile data state (arch_prctl
// ARCH_REQ_XCOMP_PERM for XFEATURE_XTILEDATA); without it the first tile
// instruction kills the process with SIGILL. Linux refuses while any
// thread's signal stack is too small for the larger signal frame, which
// Go's 32 KiB signal stacks are not.
func permitAMX() bool {
	const archReqXcompPerm, xfeatureXtiledata = 0x1023, 18
	_, _, errno := syscall.RawSyscall(syscall.SYS_ARCH_PRCTL, archReqXcompPerm, xfeatureXtiledata, 0)
	return errno == 0
}
