//go:build amd64 && !purego

package kernel

import "golang.org/x/sys/cpu"

//go:generate go run mkasm.go

// haveBF16DP reports the bf16 compute kernels of bf16dp_amd64.s: AVX-512
// with AVX512_BF16's VDPBF16PS. Read-only after init.
var haveBF16DP = haveAVX512 && cpu.X86.HasAVX512BF16

// halfRateBF16DP reports VDPBF16PS at half the rate of the core's FMAs:
// Intel's cores issue it on one port of the two FMA ones (AMD's Zen 4 and
// 5 on both), so bf16 compute gains no arithmetic there and pays for its
// rounding. Read-only after init.
var halfRateBF16DP = haveBF16DP && cpuVendor() == "GenuineIntel"

// haveQ8VNNI reports the int8 compute kernel of q8_amd64.s: AVX-512 and
// AVX512_VNNI's VPDPBUSD.
var haveQ8VNNI = haveAVX512 && cpu.X86.HasAVX512VNNI

// haveQ8AVXVNNI reports the AVX2 int8 compute kernels' VNNI twins:
// AVX-VNNI, VPDPBUSD on ymm registers without AVX-512 (Intel's client
// chips since Alder Lake, AMD's since Zen 5).
var haveQ8AVXVNNI = haveAVX2 && cpu.X86.HasAVXVNNI

//go:noescape
func roundF32BF16AVX512(dst *uint16, src *float32, n16 int)

//go:noescape
func roundF16BF16AVX512(dst *uint16, src *uint16, n16 int)

//go:noescape
func roundI8DPAVX512(dst *uint16, q *int8, s float32, n32 int)

//go:noescape
func roundI4DPAVX512(dst *uint16, q *byte, sc *uint16, k32 int, values *float32)

//go:noescape
func dotStreamsI8DPAVX512(x *uint16, w *int8, ldw int, sc *float32, k64 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func dotStreamsI4DPAVX512(xs *uint16, w *byte, ldw int, sc *uint16, ldsc int, k128 int, groups int, gstride int, dst *float32, pf int, tmp *float32, values *float32)

//go:noescape
func dot1x4DPAVX512(x *uint16, w *uint16, ldw int, k32 int, dst *float32)

//go:noescape
func dot1x1DPAVX512(x *uint16, w *uint16, k32 int) float32

//go:noescape
func dotStreamsDPAVX512(x *uint16, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)

//go:noescape
func dotTileDPAVX512(x *uint16, ldx int, w *uint16, ldw int, k32 int, acc *float32, mode int, dst *float32, ldd int, ahead *byte, rows int)

//go:noescape
func dotTileDPSplitAVX512(x *float32, ldx int, w *uint16, ldw int, kn int, acc *float32, mode int, dst *float32, ldd int, ahead *byte, rows int)
