//go:build amd64 && !purego

#include "textflag.h"
#include "reduce_amd64.h"
#include "q4_amd64.h"

// The quantized-weight kernels. Every weight is dequantized in registers
// exactly as the graphs state it, f32(q)·s rounded to f32, and then
// enters the same FMA accumulation as an f32 weight would (see the
// package documentation): int8 rows in the f32 order, q4 rows in the q4
// order.

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
	REDUCE(Z8, Y8)
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

// func dot1x1I4AVX512(xs *float32, q *byte, sc *uint16, k32 int) float32
TEXT ·dot1x1I4AVX512(SB), NOSPLIT, $0-36
	MOVQ    xs+0(FP), SI
	MOVQ    q+8(FP), DI
	MOVQ    sc+16(FP), R8
	MOVQ    k32+24(FP), CX
	VMOVUPS i4Values<>(SB), Z7
	Q4SHIFTS(Z28)
	VPXORD  Z8, Z8, Z8
	TESTQ   CX, CX
	JZ      i4dot1_reduce

i4dot1_loop:
	Q4TABLE((R8), Z2)
	DEQI4((DI), 8(DI), Z28, Z2, Z3, Z4)
	VFMADD231PS (SI), Z3, Z8
	VFMADD231PS 64(SI), Z4, Z8
	ADDQ        $128, SI
	ADDQ        $16, DI
	ADDQ        $2, R8
	DECQ        CX
	JNZ         i4dot1_loop

i4dot1_reduce:
	REDUCE(Z8, Y8)
	VMOVSS X5, ret+32(FP)
	VZEROUPPER
	RET

// func widenI4AVX512(dst *float32, q *byte, sc *uint16, k32 int)
TEXT ·widenI4AVX512(SB), NOSPLIT, $0-32
	MOVQ    dst+0(FP), DX
	MOVQ    q+8(FP), DI
	MOVQ    sc+16(FP), R8
	MOVQ    k32+24(FP), CX
	VMOVUPS i4Values<>(SB), Z7
	Q4SHIFTS(Z28)
	TESTQ   CX, CX
	JZ      i4widen_done

i4widen_loop:
	Q4TABLE((R8), Z2)
	DEQI4((DI), 8(DI), Z28, Z2, Z3, Z4)
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

// The decode kernels below read four streams of weight rows side by side,
// as dotStreamsBF16SplitAVX512 does (see there for why): for g < groups and
// s < 4 they compute output s*groups+g from the row at w + g*ldw +
// s*gstride, each in its canonical order, prefetching pf bytes ahead in
// every stream. One loop iteration covers one 64-byte line of every row.

// func dotStreamsI8AVX512(x *float32, w *int8, ldw int, sc *float32, k16 int, groups int, gstride int, dst *float32, pf int)
// Rows are ldw bytes apart and streams gstride bytes; sc holds one scale
// per row, indexed like dst.
TEXT ·dotStreamsI8AVX512(SB), NOSPLIT, $0-72
	I8STREAMSARGS
	TESTQ R9, R9
	JZ    i8s_done

i8s_group:
	MOVQ         x+0(FP), SI
	MOVQ         DI, R14
	VBROADCASTSS (R10), Z12
	VBROADCASTSS (R10)(R13*1), Z13
	VBROADCASTSS (R10)(R13*2), Z14
	VBROADCASTSS (R10)(R15*1), Z15
	VPXORD       Z8, Z8, Z8
	VPXORD       Z9, Z9, Z9
	VPXORD       Z10, Z10, Z10
	VPXORD       Z11, Z11, Z11
	MOVQ         k16+32(FP), CX
	MOVQ         CX, AX
	SHRQ         $2, CX
	ANDQ         $3, AX
	TESTQ        CX, CX
	JZ           i8s_rest

i8s_loop:
	LEAQ       (DI)(R12*1), DX
	PREFETCH4ROWS(DX)
	VMOVUPS    (SI), Z0
	DEQI8((DI), Z12, Z16)
	DEQI8((DI)(BX*1), Z13, Z17)
	DEQI8((DI)(BX*2), Z14, Z18)
	DEQI8((DI)(R11*1), Z15, Z19)
	VFMADD231PS Z16, Z0, Z8
	VFMADD231PS Z17, Z0, Z9
	VFMADD231PS Z18, Z0, Z10
	VFMADD231PS Z19, Z0, Z11
	VMOVUPS    64(SI), Z1
	DEQI8(16(DI), Z12, Z20)
	DEQI8(16(DI)(BX*1), Z13, Z21)
	DEQI8(16(DI)(BX*2), Z14, Z22)
	DEQI8(16(DI)(R11*1), Z15, Z23)
	VFMADD231PS Z20, Z1, Z8
	VFMADD231PS Z21, Z1, Z9
	VFMADD231PS Z22, Z1, Z10
	VFMADD231PS Z23, Z1, Z11
	VMOVUPS    128(SI), Z0
	DEQI8(32(DI), Z12, Z16)
	DEQI8(32(DI)(BX*1), Z13, Z17)
	DEQI8(32(DI)(BX*2), Z14, Z18)
	DEQI8(32(DI)(R11*1), Z15, Z19)
	VFMADD231PS Z16, Z0, Z8
	VFMADD231PS Z17, Z0, Z9
	VFMADD231PS Z18, Z0, Z10
	VFMADD231PS Z19, Z0, Z11
	VMOVUPS    192(SI), Z1
	DEQI8(48(DI), Z12, Z20)
	DEQI8(48(DI)(BX*1), Z13, Z21)
	DEQI8(48(DI)(BX*2), Z14, Z22)
	DEQI8(48(DI)(R11*1), Z15, Z23)
	VFMADD231PS Z20, Z1, Z8
	VFMADD231PS Z21, Z1, Z9
	VFMADD231PS Z22, Z1, Z10
	VFMADD231PS Z23, Z1, Z11
	ADDQ       $256, SI
	ADDQ       $64, DI
	DECQ       CX
	JNZ        i8s_loop

i8s_rest:
	TESTQ AX, AX
	JZ    i8s_reduce

i8s_rest_loop:
	VMOVUPS (SI), Z0
	DEQI8((DI), Z12, Z16)
	DEQI8((DI)(BX*1), Z13, Z17)
	DEQI8((DI)(BX*2), Z14, Z18)
	DEQI8((DI)(R11*1), Z15, Z19)
	VFMADD231PS Z16, Z0, Z8
	VFMADD231PS Z17, Z0, Z9
	VFMADD231PS Z18, Z0, Z10
	VFMADD231PS Z19, Z0, Z11
	ADDQ    $64, SI
	ADDQ    $16, DI
	DECQ    AX
	JNZ     i8s_rest_loop

i8s_reduce:
	STORESTREAMS(R13, R15)
	ADDQ   $4, R10
	MOVQ   ldw+16(FP), DX
	LEAQ   (R14)(DX*1), DI
	DECQ   R9
	JNZ    i8s_group

i8s_done:
	VZEROUPPER
	RET

// Q4BLOCK(off, soff) accumulates block off/16 of the four streams: the 16
// bytes at off in each row through its table (the scale at soff in that
// stream's widened scales, times i4Values), the first eight bytes' values
// against Z0, the last eight's against Z1.
#define Q4BLOCK(off, soff) \
	VMOVUPS     (SI), Z0; \
	VMOVUPS     64(SI), Z1; \
	VMULPS.BCST soff(R14), Z7, Z12; \
	VMULPS.BCST soff(R14)(R13*1), Z7, Z13; \
	VMULPS.BCST soff(R14)(R13*2), Z7, Z14; \
	VMULPS.BCST soff(R14)(R15*1), Z7, Z15; \
	DEQI4(off(DI), (off+8)(DI), Z28, Z12, Z16, Z17); \
	DEQI4(off(DI)(BX*1), (off+8)(DI)(BX*1), Z28, Z13, Z18, Z19); \
	DEQI4(off(DI)(BX*2), (off+8)(DI)(BX*2), Z28, Z14, Z20, Z21); \
	DEQI4(off(DI)(R11*1), (off+8)(DI)(R11*1), Z28, Z15, Z22, Z23); \
	VFMADD231PS Z16, Z0, Z8; \
	VFMADD231PS Z18, Z0, Z9; \
	VFMADD231PS Z20, Z0, Z10; \
	VFMADD231PS Z22, Z0, Z11; \
	VFMADD231PS Z17, Z1, Z8; \
	VFMADD231PS Z19, Z1, Z9; \
	VFMADD231PS Z21, Z1, Z10; \
	VFMADD231PS Z23, Z1, Z11; \
	ADDQ        $128, SI

// func dotStreamsI4AVX512(xs *float32, w *byte, ldw int, sc *uint16, ldsc int, k32 int, groups int, gstride int, dst *float32, pf int, tmp *float32)
// Rows are ldw bytes apart and streams gstride bytes, their f16 scales
// ldsc apart (row r's at sc + r*ldsc); xs is in the q4 order. k32 must be a
// multiple of 16. tmp holds 4*k32 floats: each group's four rows of
// scales, widened.
TEXT ·dotStreamsI4AVX512(SB), NOSPLIT, $0-88
	MOVQ    w+8(FP), DI
	MOVQ    groups+48(FP), R9
	MOVQ    gstride+56(FP), BX
	LEAQ    (BX)(BX*2), R11
	MOVQ    dst+64(FP), R8
	MOVQ    k32+40(FP), R13
	SHLQ    $2, R13           // bytes between the streams' widened scales
	LEAQ    (R13)(R13*2), R15
	MOVQ    sc+24(FP), R10
	VMOVUPS i4Values<>(SB), Z7
	Q4SHIFTS(Z28)
	TESTQ   R9, R9
	JZ      i4s_done

i4s_group:
	// Widen the four rows' scales into tmp, 16 at a time.
	MOVQ ldsc+32(FP), AX
	SHLQ $1, AX               // bytes of one row's scales
	MOVQ groups+48(FP), DX
	IMULQ AX, DX              // bytes between the streams' scales
	MOVQ tmp+80(FP), R14
	MOVQ R10, SI
	MOVQ k32+40(FP), CX
	SHRQ $4, CX

i4s_widen:
	VCVTPH2PS (SI), Z24
	VCVTPH2PS (SI)(DX*1), Z25
	VCVTPH2PS (SI)(DX*2), Z26
	LEAQ      (SI)(DX*2), AX
	VCVTPH2PS (AX)(DX*1), Z27
	VMOVUPS   Z24, (R14)
	VMOVUPS   Z25, (R14)(R13*1)
	VMOVUPS   Z26, (R14)(R13*2)
	VMOVUPS   Z27, (R14)(R15*1)
	ADDQ      $32, SI
	ADDQ      $64, R14
	DECQ      CX
	JNZ       i4s_widen

	MOVQ   xs+0(FP), SI
	MOVQ   tmp+80(FP), R14
	MOVQ   DI, R12
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	MOVQ   k32+40(FP), CX
	SHRQ   $2, CX

i4s_loop:
	MOVQ       pf+72(FP), AX
	ADDQ       DI, AX
	PREFETCH4ROWS(AX)
	Q4BLOCK(0, 0)
	Q4BLOCK(16, 4)
	Q4BLOCK(32, 8)
	Q4BLOCK(48, 12)
	ADDQ       $64, DI
	ADDQ       $16, R14
	DECQ       CX
	JNZ        i4s_loop

	Q4NEXTSTREAMS(groups+48(FP), ldw+16(FP), ldsc+32(FP))
	DECQ   R9
	JNZ    i4s_group

i4s_done:
	VZEROUPPER
	RET

// The AVX2 widening kernels: what widenI8AVX512 and widenI4AVX512 write,
// for CPUs without AVX-512, whose f32-compute products with int8 and q4
// weights widen each group of rows and multiply it with the f32 kernels
// (widenedRows). Each value is f32(q)·s rounded once, as the AVX-512
// kernels' conversions and lookups give it.

// func widenI8AVX2(dst *float32, q *int8, s float32, n16 int)
// The rows come from the mapped weight file, whose 4 KiB pages stop the
// hardware prefetchers; prefetching 1 KiB ahead took a 50-token turn's
// TTFT with int8 weights in f32 compute from 0.52-0.56 to 0.51-0.53 s on
// Zen 5 with AVX-512 off (seven alternated runs). widenI4AVX2, which
// reads half the bytes a value, measured the same either way.
TEXT ·widenI8AVX2(SB), NOSPLIT, $0-32
	MOVQ         dst+0(FP), DI
	MOVQ         q+8(FP), SI
	VBROADCASTSS s+16(FP), Y7
	MOVQ         n16+24(FP), CX
	TESTQ        CX, CX
	JZ           i8widen2_done

i8widen2_loop:
	PREFETCHT0 1024(SI)
	DEQI8X16((SI), 8(SI), Y7, Y1, Y2)
	VMOVUPS   Y1, (DI)
	VMOVUPS   Y2, 32(DI)
	ADDQ      $16, SI
	ADDQ      $64, DI
	DECQ      CX
	JNZ       i8widen2_loop

i8widen2_done:
	VZEROUPPER
	RET

// i4LeftShifts moves lane l's nibble (at bit 4(l/2) of its dword after
// VPBROADCASTQ, see i4Shifts) to the top of the dword, so that an
// arithmetic shift right by 28 sign-extends it: lanes 0-7, then 8-15.
DATA i4LeftShifts<>+0(SB)/4, $28
DATA i4LeftShifts<>+4(SB)/4, $28
DATA i4LeftShifts<>+8(SB)/4, $24
DATA i4LeftShifts<>+12(SB)/4, $24
DATA i4LeftShifts<>+16(SB)/4, $20
DATA i4LeftShifts<>+20(SB)/4, $20
DATA i4LeftShifts<>+24(SB)/4, $16
DATA i4LeftShifts<>+28(SB)/4, $16
DATA i4LeftShifts<>+32(SB)/4, $12
DATA i4LeftShifts<>+36(SB)/4, $12
DATA i4LeftShifts<>+40(SB)/4, $8
DATA i4LeftShifts<>+44(SB)/4, $8
DATA i4LeftShifts<>+48(SB)/4, $4
DATA i4LeftShifts<>+52(SB)/4, $4
DATA i4LeftShifts<>+56(SB)/4, $0
DATA i4LeftShifts<>+60(SB)/4, $0
GLOBL i4LeftShifts<>(SB), RODATA|NOPTR, $64

// DEQI4AVX2(src, sl, sh, ys, t, lo, hi) writes the 16 q4 values of the 8
// bytes at src, in the q4 order and scaled by ys, to the 32 bytes at lo
// and the 32 at hi: sl and sh hold i4LeftShifts' two halves; t is
// scratch.
#define DEQI4AVX2(src, sl, sh, ys, t, lo, hi) \
	VPBROADCASTQ src, Y1; \
	VPSLLVD      sl, Y1, t; \
	VPSLLVD      sh, Y1, Y1; \
	I4SCALE2(t, Y1, ys); \
	VMOVUPS      t, lo; \
	VMOVUPS      Y1, hi

// func widenI4AVX2(dst *float32, q *byte, sc *uint16, k32 int)
TEXT ·widenI4AVX2(SB), NOSPLIT, $0-32
	MOVQ    dst+0(FP), DX
	MOVQ    q+8(FP), DI
	MOVQ    sc+16(FP), R8
	MOVQ    k32+24(FP), CX
	VMOVDQU i4LeftShifts<>(SB), Y5
	VMOVDQU i4LeftShifts<>+32(SB), Y6
	TESTQ   CX, CX
	JZ      i4widen2_done

i4widen2_loop:
	MOVWLZX      (R8), AX
	VMOVD        AX, X7
	VCVTPH2PS    X7, X7
	VBROADCASTSS X7, Y7
	DEQI4AVX2((DI), Y5, Y6, Y7, Y2, (DX), 32(DX))
	DEQI4AVX2(8(DI), Y5, Y6, Y7, Y2, 64(DX), 96(DX))
	ADDQ         $128, DX
	ADDQ         $16, DI
	ADDQ         $2, R8
	DECQ         CX
	JNZ          i4widen2_loop

i4widen2_done:
	VZEROUPPER
	RET

// I8STEP2(lo8, hi8, ys, lo, hi) adds the products of 16 int8 weights of
// one stream (eight at lo8, eight at hi8), dequantized with the scale in
// ys, and the x values in Y0 and Y1 to the stream's accumulators lo and
// hi: widenI8AVX2's values, multiplied and added as dot1x4F32AVX2 does.
// Clobbers Y6, Y7.
#define I8STEP2(lo8, hi8, ys, lo, hi) \
	DEQI8X16(lo8, hi8, ys, Y6, Y7); \
	VFMADD231PS Y6, Y0, lo; \
	VFMADD231PS Y7, Y1, hi

// I8STEPS2(off, xoff) is one step of 16 elements of dotStreamsI8AVX2:
// x at xoff(SI), each stream's weights at off bytes into its row.
#define I8STEPS2(off, xoff) \
	VMOVUPS xoff(SI), Y0; \
	VMOVUPS xoff+32(SI), Y1; \
	I8STEP2(off(DI), off+8(DI), Y2, Y8, Y9); \
	I8STEP2(off(DI)(BX*1), off+8(DI)(BX*1), Y3, Y10, Y11); \
	I8STEP2(off(DI)(BX*2), off+8(DI)(BX*2), Y4, Y12, Y13); \
	I8STEP2(off(DI)(R11*1), off+8(DI)(R11*1), Y5, Y14, Y15)

// func dotStreamsI8AVX2(x *float32, w *int8, ldw int, sc *float32, k16 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsI8AVX512 for CPUs without AVX-512: four streams of int8 rows
// read side by side, dequantized in registers (where widenedRows widens
// them into memory first), prefetched pf bytes ahead, each output in the
// canonical order of quantDot.
TEXT ·dotStreamsI8AVX2(SB), NOSPLIT, $0-72
	I8STREAMSARGS
	TESTQ R9, R9
	JZ    i8s2_done

i8s2_group:
	MOVQ         x+0(FP), SI
	MOVQ         DI, R14
	VBROADCASTSS (R10), Y2
	VBROADCASTSS (R10)(R13*1), Y3
	VBROADCASTSS (R10)(R13*2), Y4
	VBROADCASTSS (R10)(R15*1), Y5
	ZERO8Y
	MOVQ         k16+32(FP), CX
	MOVQ         CX, AX
	SHRQ         $2, CX
	ANDQ         $3, AX
	TESTQ        CX, CX
	JZ           i8s2_rest

i8s2_loop:
	LEAQ (DI)(R12*1), DX
	PREFETCH4ROWS(DX)
	I8STEPS2(0, 0)
	I8STEPS2(16, 64)
	I8STEPS2(32, 128)
	I8STEPS2(48, 192)
	ADDQ $256, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  i8s2_loop

i8s2_rest:
	TESTQ AX, AX
	JZ    i8s2_reduce

i8s2_rest_loop:
	I8STEPS2(0, 0)
	ADDQ $64, SI
	ADDQ $16, DI
	DECQ AX
	JNZ  i8s2_rest_loop

i8s2_reduce:
	STORE8Y((R8), (R8)(R13*1), (R8)(R13*2), (R8)(R15*1))
	ADDQ   $4, R8
	ADDQ   $4, R10
	MOVQ   ldw+16(FP), DX
	LEAQ   (R14)(DX*1), DI
	DECQ   R9
	JNZ    i8s2_group

i8s2_done:
	VZEROUPPER
	RET

// I4HALF2(q, x, x32, lo, hi) adds the products of the 16 q4 values of the
// 8 bytes at q, in the q4 order and scaled by Y5, and the 16 x values at x
// and x32 to the stream's accumulators lo and hi: widenI4AVX2's values, multiplied
// and added as dot1x4F32AVX2 does. Y2 and Y3 hold i4LeftShifts' halves.
// Clobbers Y4, Y6, Y7.
#define I4HALF2(q, x, x32, lo, hi) \
	VPBROADCASTQ q, Y4; \
	VPSLLVD      Y2, Y4, Y6; \
	VPSLLVD      Y3, Y4, Y7; \
	I4SCALE2(Y6, Y7, Y5); \
	VFMADD231PS  x, Y6, lo; \
	VFMADD231PS  x32, Y7, hi

// I4BLOCK2(row, row8, sc, lo, hi) adds one stream's block of 32 q4
// weights (8 bytes at row, 8 at row8, f16 scale at sc) times the x block
// at SI to its accumulators lo and hi. Clobbers AX, Y4-Y7.
#define I4BLOCK2(row, row8, sc, lo, hi) \
	MOVWLZX      sc, AX; \
	VMOVD        AX, X5; \
	VCVTPH2PS    X5, X5; \
	VBROADCASTSS X5, Y5; \
	I4HALF2(row, (SI), 32(SI), lo, hi); \
	I4HALF2(row8, 64(SI), 96(SI), lo, hi)

// func dotStreamsI4AVX2(xs *float32, w *byte, ldw int, sc *uint16, k32 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsI4AVX512 for CPUs without AVX-512: four streams of q4 rows
// (ldw = 16·k32 bytes, each row's k32 f16 scales following the last's)
// read side by side, dequantized in registers, prefetched pf bytes ahead,
// each output in the canonical order of quantDot with xs in the q4 order.
TEXT ·dotStreamsI4AVX2(SB), NOSPLIT, $0-72
	MOVQ    w+8(FP), DI
	MOVQ    sc+24(FP), R10
	MOVQ    groups+40(FP), R9
	MOVQ    gstride+48(FP), BX
	LEAQ    (BX)(BX*2), R11
	MOVQ    dst+56(FP), R8
	MOVQ    pf+64(FP), R12
	MOVQ    k32+32(FP), R13
	IMULQ   R9, R13
	SHLQ    $1, R13                 // bytes between the streams' scales
	LEAQ    (R13)(R13*2), R15
	VMOVDQU i4LeftShifts<>(SB), Y2
	VMOVDQU i4LeftShifts<>+32(SB), Y3
	TESTQ   R9, R9
	JZ      i4s2_done

i4s2_group:
	MOVQ   xs+0(FP), SI
	MOVQ   k32+32(FP), CX
	ZERO8Y
	TESTQ  CX, CX
	JZ     i4s2_reduce

i4s2_loop:
	LEAQ (DI)(R12*1), DX
	PREFETCH4ROWS(DX)
	I4BLOCK2((DI), 8(DI), (R10), Y8, Y9)
	I4BLOCK2((DI)(BX*1), 8(DI)(BX*1), (R10)(R13*1), Y10, Y11)
	I4BLOCK2((DI)(BX*2), 8(DI)(BX*2), (R10)(R13*2), Y12, Y13)
	I4BLOCK2((DI)(R11*1), 8(DI)(R11*1), (R10)(R15*1), Y14, Y15)
	ADDQ $128, SI
	ADDQ $16, DI
	ADDQ $2, R10
	DECQ CX
	JNZ  i4s2_loop

i4s2_reduce:
	MOVQ   groups+40(FP), AX
	SHLQ   $2, AX
	LEAQ   (AX)(AX*2), CX
	STORE8Y((R8), (R8)(AX*1), (R8)(AX*2), (R8)(CX*1))
	ADDQ   $4, R8
	DECQ   R9
	JNZ    i4s2_group

i4s2_done:
	VZEROUPPER
	RET
