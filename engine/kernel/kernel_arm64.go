//go:build !purego

package kernel

import "golang.org/x/sys/cpu"

// Every arm64 processor has Advanced SIMD (NEON) with fused multiply-add,
// so the NEON kernels need no feature check.
const (
	haveNEON  = true
	bestLevel = neon
)

// haveSDOT is whether the CPU has the Armv8.2 dot product instructions
// (every Apple M chip and Graviton since 2), which int8 compute uses.
var haveSDOT = cpu.ARM64.HasASIMDDP

// The NEON kernels (kernel_arm64.s) compute dot1x4F32AVX2's and
// dotRows4BF16SplitAVX2's outputs, bit for bit, four 128-bit registers for
// each output's 16 lanes.

func dot1x4F32NEON(x *float32, w *float32, ldw int, k16 int, dst *float32)
func dot1x1F32NEON(x *float32, w *float32, k16 int) float32
func dot1x4BF16SplitNEON(x *float32, w *uint16, ldw int, k32 int, dst *float32)
func dot1x1BF16SplitNEON(x *float32, w *uint16, k32 int) float32

// bf16ToF32NEON and f16ToF32NEON widen n16 groups of 16 values, as
// dtype.BF16ToFloat32 and dtype.F16ToFloat32 do.
func bf16ToF32NEON(dst *float32, src *uint16, n16 int)
func f16ToF32NEON(dst *float32, src *uint16, n16 int)

// axpy16NEON, axpy4NEON and axpy1NEON add Σ_p a[p]·b[p·ldb+j] to c[j]
// for the first 16, 4 or 1 columns, each a chain of fused multiply-adds
// from c[j] over p in order (k > 0): axpyRow's arithmetic.
func axpy16NEON(c *float32, a *float32, k int, b *float32, ldb int)
func axpy4NEON(c *float32, a *float32, k int, b *float32, ldb int)
func axpy1NEON(c *float32, a *float32, k int, b *float32, ldb int)

// widenI8NEON sets dst[p] = f32(q[p])·s for 16·n16 values, as widenI8;
// widenI4NEON dequantizes k32 blocks of 32 q4 values with their f16
// scales into dst in the q4 order, as widenI4, given q4Element's order.
func widenI8NEON(dst *float32, q *int8, s float32, n16 int)
func widenI4NEON(dst *float32, q *byte, sc *uint16, k32 int, order *[32]uint8)

// q8SumsSDOT sets sums[4l+r] to group r of line l's integer sum, for the
// given number of whole lines of an int8 x row in the line order and a q4
// row: q8GroupSum's values.
func q8SumsSDOT(sums *int32, xq *int8, q *byte, lines int)

// dot1x1Q8SDOT is int8 compute's output for an int8 x row (in the line
// order, with its group scales xd) and a q4 row (with its f16 group
// scales sc) of chunks·512 elements: what dots computes, bit for bit.
func dot1x1Q8SDOT(xq *int8, xd *float32, q *byte, sc *uint16, chunks int) float32

// dot1x1Q8I8SDOT is dot1x1Q8SDOT for an int8 weight row (with its one
// scale sc), x in its natural order.
func dot1x1Q8I8SDOT(xq *int8, xd *float32, w *int8, sc *float32, chunks int) float32

// bf16ToF32SplitNEON widens k32 blocks of 32 bf16 values into the split
// layout, as widenSplit.
func bf16ToF32SplitNEON(dst *float32, src *uint16, k32 int)

// tile4x4F32NEON sets dst[r·ldd+c], for r, c < 4, to the canonical f32
// dot products over 16·k16 elements of x row r (ldx apart) and w row c
// (ldw apart), dot1x4F32NEON's values; lanes, zero at the call, holds the
// lane sums between its passes.
//
//go:noescape
func tile4x4F32NEON(x *float32, ldx int, w *float32, ldw int, k16 int, dst *float32, ldd int, lanes *[256]float32)
