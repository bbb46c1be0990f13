//go:build amd64 && !purego

package kernel

import "golang.org/x/sys/cpu"

// haveBF16AMX reports AMX-BF16 tiles that this process may use (see
// haveQ8AMX). Read-only after init.
var haveBF16AMX = haveBF16DP && cpu.X86.HasAMXTile && cpu.X86.HasAMXBF16 && permitAMX()

//go:noescape
func dpAMXBlock(cfg *byte, w *uint16, ldw int, x0 *uint32, x1 *uint32, steps int, out *float32)
