//go:build amd64 && !purego

package kernel

import "golang.org/x/sys/cpu"

// haveQ8AMX reports AMX-INT8 tiles that this process may use: Linux
// hands out the tiles' 8 KiB of register state only to a process that
// asks (permitAMX). Read-only after init.
var haveQ8AMX = haveQ8VNNI && cpu.X86.HasAMXTile && cpu.X86.HasAMXInt8 && permitAMX()

//go:noescape
func q8AMXBlock(cfg *byte, w *int8, lda int, ldg int, x *int8, dx *float32, sw *float32, groups int, scratch *float32, out *float32)

//go:noescape
func unpackQ4AMX(dst *int8, src *byte, ldsrc int, k int)

//go:noescape
func amxStoreRows(out *float32, dst *float32, ldd int, rows int)
