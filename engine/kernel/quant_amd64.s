//go:build amd64 && !purego

#include "textflag.h"

// The quantized-weight kernels. Every weight is dequantized in registers
// exactly as the graphs state it, f32(q)·s rounded to f32, and then
// enters the same FMA accumulation as an f32 weight would (see the
// package documentation): int8 rows in the f32 order, q4 rows in the
// split order of the bf16 kernels.

// i4Values is f32(q) for the nibbles 0..15 read as signed 4-bit values:
// the q4 lookup table before it is scaled.
DATA i4Values<>+0(SB)/4, $0.0
DATA i4Values<>+4(SB)/4, $1.0
DATA i4Values<>+8(SB)/4, $2.0
DATA i4Values<>+12(SB)/4, $3.0
DATA i4Values<>+16(SB)/4, $4.0
DATA i4Values<>+20(SB)/4, $5.0
DATA i4Values<>+24(SB)/4, $6.0
DATA i4Values<>+28(SB)/4, $7.0
DATA i4Values<>+32(SB)/4, $-8.0
DATA i4Values<>+36(SB)/4, $-7.0
DATA i4Values<>+40(SB)/4, $-6.0
DATA i4Values<>+44(SB)/4, $-5.0
DATA i4Values<>+48(SB)/4, $-4.0
DATA i4Values<>+52(SB)/4, $-3.0
DATA i4Values<>+56(SB)/4, $-2.0
DATA i4Values<>+60(SB)/4, $-1.0
GLOBL i4Values<>(SB), RODATA|NOPTR, $64

// REDUCEQ folds the 16 lanes of zs (low half ys) into the low lane of X5
// with the tree of REDUCE in kernel_amd64.s. Clobbers Y5, X6.
#define REDUCEQ(zs, ys) \
	VEXTRACTF64X4 $1, zs, Y5; \
	VADDPS        ys, Y5, Y5; \
	VEXTRACTF128  $1, Y5, X6; \
	VADDPS        X6, X5, X5; \
	VPSHUFD       $0x4E, X5, X6; \
	VADDPS        X6, X5, X5; \
	VPSHUFD       $0xB1, X5, X6; \
	VADDSS        X6, X5, X5

// DEQI8(mem, zs, z) sets z to f32(q)·s for the 16 int8 values at mem,
// zs holding s in every lane.
#define DEQI8(mem, zs, z) \
	VPMOVSXBD mem, z; \
	VCVTDQ2PS z, z; \
	VMULPS    zs, z, z

// Q4TABLE(sc, zt) sets zt to the scaled lookup table of the group whose
// f16 scale is at sc: lane u holds f32(int4(u))·s. Z7 holds i4Values.
#define Q4TABLE(sc, zt) \
	VPBROADCASTW sc, Y6; \
	VCVTPH2PS    Y6, zt; \
	VMULPS       Z7, zt, zt

// DEQI4(mem, zt, ze, zo) dequantizes the 32 q4 values in the 16 bytes at
// mem through the table zt: the even elements (low nibbles) to ze, the odd
// ones (high nibbles) to zo. VPERMPS reads the low 4 bits of each index.
#define DEQI4(mem, zt, ze, zo) \
	VPMOVZXBD mem, zo; \
	VPERMPS   zt, zo, ze; \
	VPSRLD    $4, zo, zo; \
	VPERMPS   zt, zo, zo

// func dot1x1I8AVX512(x *float32, q *int8, s float32, k16 int) float32
TEXT ·dot1x1I8AVX512(SB), NOSPLIT, $0-36
	MOVQ         x+0(FP), SI
	MOVQ         q+8(FP), DI
	VBROADCASTSS s+16(FP), Z7
	MOVQ         k16+24(FP), CX
	VPXORD       Z8, Z8, Z8
	TESTQ        CX, CX
	JZ           i8dot1_reduce

i8dot1_loop:
	DEQI8((DI), Z7, Z1)
	VFMADD231PS (SI), Z1, Z8
	ADDQ        $64, SI
	ADDQ        $16, DI
	DECQ        CX
	JNZ         i8dot1_loop

i8dot1_reduce:
	REDUCEQ(Z8, Y8)
	VMOVSS X5, ret+32(FP)
	VZEROUPPER
	RET

// func widenI8AVX512(dst *float32, q *int8, s float32, n16 int)
TEXT ·widenI8AVX512(SB), NOSPLIT, $0-32
	MOVQ         dst+0(FP), DI
	MOVQ         q+8(FP), SI
	VBROADCASTSS s+16(FP), Z7
	MOVQ         n16+24(FP), CX
	TESTQ        CX, CX
	JZ           i8widen_done

i8widen_loop:
	DEQI8((SI), Z7, Z1)
	VMOVUPS Z1, (DI)
	ADDQ    $16, SI
	ADDQ    $64, DI
	DECQ    CX
	JNZ     i8widen_loop

i8widen_done:
	VZEROUPPER
	RET

// func dot1x1I4SplitAVX512(xs *float32, q *byte, sc *uint16, k32 int) float32
TEXT ·dot1x1I4SplitAVX512(SB), NOSPLIT, $0-36
	MOVQ    xs+0(FP), SI
	MOVQ    q+8(FP), DI
	MOVQ    sc+16(FP), R8
	MOVQ    k32+24(FP), CX
	VMOVUPS i4Values<>(SB), Z7
	VPXORD  Z8, Z8, Z8
	TESTQ   CX, CX
	JZ      i4dot1_reduce

i4dot1_loop:
	Q4TABLE((R8), Z2)
	DEQI4((DI), Z2, Z3, Z4)
	VFMADD231PS (SI), Z3, Z8
	VFMADD231PS 64(SI), Z4, Z8
	ADDQ        $128, SI
	ADDQ        $16, DI
	ADDQ        $2, R8
	DECQ        CX
	JNZ         i4dot1_loop

i4dot1_reduce:
	REDUCEQ(Z8, Y8)
	VMOVSS X5, ret+32(FP)
	VZEROUPPER
	RET

// func widenI4SplitAVX512(dst *float32, q *byte, sc *uint16, k32 int)
TEXT ·widenI4SplitAVX512(SB), NOSPLIT, $0-32
	MOVQ    dst+0(FP), DX
	MOVQ    q+8(FP), DI
	MOVQ    sc+16(FP), R8
	MOVQ    k32+24(FP), CX
	VMOVUPS i4Values<>(SB), Z7
	TESTQ   CX, CX
	JZ      i4widen_done

i4widen_loop:
	Q4TABLE((R8), Z2)
	DEQI4((DI), Z2, Z3, Z4)
	VMOVUPS Z3, (DX)
	VMOVUPS Z4, 64(DX)
	ADDQ    $128, DX
	ADDQ    $16, DI
	ADDQ    $2, R8
	DECQ    CX
	JNZ     i4widen_loop

i4widen_done:
	VZEROUPPER
	RET
