//go:build amd64 && !purego

package kernel

import "golang.org/x/sys/cpu"

//go:generate go run mkbf16dp.go

// haveBF16DP reports the bf16 compute kernels of bf16dp_amd64.s: AVX-512
// with AVX512_BF16's VDPBF16PS. Read-only after init.
var haveBF16DP = haveAVX512 && cpu.X86.HasAVX512BF16

//go:noescape
func roundF32BF16AVX512(dst *uint16, src *float32, n16 int)

//go:noescape
func roundF16BF16AVX512(dst *uint16, src *uint16, n16 int)

//go:noescape
func dotTile4x6DPAVX512(x *uint16, ldx int, w *uint16, ldw int, k32 int, acc *float32, mode int, dst *float32, ldd int)

//go:noescape
func dot1x4DPAVX512(x *uint16, w *uint16, ldw int, k32 int, dst *float32)

//go:noescape
func dot1x1DPAVX512(x *uint16, w *uint16, k32 int) float32

//go:noescape
func dotStreamsDPAVX512(x *uint16, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func dotTile6x4DPAVX512(x *uint16, ldx int, w *uint16, ldw int, k32 int, acc *float32, mode int, dst *float32, ldd int)
