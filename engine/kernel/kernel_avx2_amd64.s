//go:build amd64 && !purego

#include "textflag.h"
#include "reduce_amd64.h"

// AVX2+FMA+F16C versions of the decode kernels, for CPUs without AVX-512.
// They keep the 16 partial sums of the canonical order in two ymm
// accumulators (lanes 0-7 and 8-15) and fold them with the same tree, so
// they return bit-identical results to the AVX-512 kernels.

// Y7 = 0xffff0000 in every dword.
#define HIGHMASK2 \
	MOVL         $0xffff0000, AX; \
	VMOVQ        AX, X7; \
	VPBROADCASTD X7, Y7

// DOT4ARGS(shift, steps) loads the arguments of the four-row decode
// kernels (x, w, ldw, steps) with weight elements of 1<<shift bytes: SI
// x, DI the first row, BX the row stride in bytes (R11 = 3·BX), CX the
// steps along k.
#define DOT4ARGS(shift, steps) \
	MOVQ x+0(FP), SI; \
	MOVQ w+8(FP), DI; \
	MOVQ ldw+16(FP), BX; \
	SHLQ $shift, BX; \
	LEAQ (BX)(BX*2), R11; \
	MOVQ steps, CX

// ROWS4ARGS loads the arguments of the AVX2 kernels that run four weight
// rows against several x rows (x, ldx, rows, w, ldw, k32, dst, ldd): R9
// the x row, R10 the x stride and R15 the dst stride in bytes, R13 the
// rows, R8 dst, BX the weight row stride in bytes (R11 = 3·BX), Y7
// HIGHMASK2.
#define ROWS4ARGS \
	MOVQ x+0(FP), R9; \
	MOVQ ldx+8(FP), R10; \
	SHLQ $2, R10; \
	MOVQ rows+16(FP), R13; \
	MOVQ ldw+32(FP), BX; \
	SHLQ $1, BX; \
	LEAQ (BX)(BX*2), R11; \
	MOVQ dst+48(FP), R8; \
	MOVQ ldd+56(FP), R15; \
	SHLQ $2, R15; \
	HIGHMASK2

// ROWS4NEXT starts an x row for ROWS4ARGS's kernels: SI at it, DI at the
// first weight row, CX the blocks, Y8-Y15 zero.
#define ROWS4NEXT \
	MOVQ R9, SI; \
	MOVQ w+24(FP), DI; \
	MOVQ k32+40(FP), CX; \
	ZERO8Y

// LOAD4Y(r, o, a, b, c, d) loads the four registers a-d from the 128
// bytes at o(r); SAVE4Y(r, o, a, b, c, d) saves them there: saved sums of
// the kernels that take k in blocks.
#define LOAD4Y(r, o, a, b, c, d) \
	VMOVUPS o(r), a; \
	VMOVUPS 32+o(r), b; \
	VMOVUPS 64+o(r), c; \
	VMOVUPS 96+o(r), d

#define SAVE4Y(r, o, a, b, c, d) \
	VMOVUPS a, o(r); \
	VMOVUPS b, 32+o(r); \
	VMOVUPS c, 64+o(r); \
	VMOVUPS d, 96+o(r)

// LOAD8Y(r) and SAVE8Y(r) load and save the accumulators Y8-Y15 of the
// four-row kernels at r (256 bytes), for their k blocks.
#define LOAD8Y(r) LOAD4Y(r, 0, Y8, Y9, Y10, Y11); LOAD4Y(r, 128, Y12, Y13, Y14, Y15)
#define SAVE8Y(r) SAVE4Y(r, 0, Y8, Y9, Y10, Y11); SAVE4Y(r, 128, Y12, Y13, Y14, Y15)

// func dot1x1F32AVX2(x *float32, w *float32, k16 int) float32
TEXT ·dot1x1F32AVX2(SB), NOSPLIT, $0-28
	MOVQ   x+0(FP), SI
	MOVQ   w+8(FP), DI
	MOVQ   k16+16(FP), CX
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	TESTQ  CX, CX
	JZ     dot1x1F32AVX2_reduce

dot1x1F32AVX2_loop:
	VMOVUPS (DI), Y2
	VMOVUPS 32(DI), Y3
	VFMADD231PS (SI), Y2, Y8
	VFMADD231PS 32(SI), Y3, Y9
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  dot1x1F32AVX2_loop

dot1x1F32AVX2_reduce:
	REDUCE2(Y8, Y9)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// func dot1x1F16AVX2(x *float32, w *uint16, k16 int) float32
TEXT ·dot1x1F16AVX2(SB), NOSPLIT, $0-28
	MOVQ   x+0(FP), SI
	MOVQ   w+8(FP), DI
	MOVQ   k16+16(FP), CX
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	TESTQ  CX, CX
	JZ     dot1x1F16AVX2_reduce

dot1x1F16AVX2_loop:
	VCVTPH2PS (DI), Y2
	VCVTPH2PS 16(DI), Y3
	VFMADD231PS (SI), Y2, Y8
	VFMADD231PS 32(SI), Y3, Y9
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  dot1x1F16AVX2_loop

dot1x1F16AVX2_reduce:
	REDUCE2(Y8, Y9)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// func dot1x4F32AVX2(x *float32, w *float32, ldw int, k16 int, dst *float32)
TEXT ·dot1x4F32AVX2(SB), NOSPLIT, $0-40
	DOT4ARGS(2, k16+24(FP))
	ZERO8Y
	TESTQ CX, CX
	JZ    dot1x4F32AVX2_reduce

dot1x4F32AVX2_loop:
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VMOVUPS (DI), Y2
	VMOVUPS 32(DI), Y3
	VFMADD231PS Y2, Y0, Y8
	VFMADD231PS Y3, Y1, Y9
	VMOVUPS (DI)(BX*1), Y2
	VMOVUPS 32(DI)(BX*1), Y3
	VFMADD231PS Y2, Y0, Y10
	VFMADD231PS Y3, Y1, Y11
	VMOVUPS (DI)(BX*2), Y2
	VMOVUPS 32(DI)(BX*2), Y3
	VFMADD231PS Y2, Y0, Y12
	VFMADD231PS Y3, Y1, Y13
	VMOVUPS (DI)(R11*1), Y2
	VMOVUPS 32(DI)(R11*1), Y3
	VFMADD231PS Y2, Y0, Y14
	VFMADD231PS Y3, Y1, Y15
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  dot1x4F32AVX2_loop

dot1x4F32AVX2_reduce:
	MOVQ dst+32(FP), R8
	STORE8Y(0(R8), 4(R8), 8(R8), 12(R8))
	VZEROUPPER
	RET

// func dot1x4F16AVX2(x *float32, w *uint16, ldw int, k16 int, dst *float32)
TEXT ·dot1x4F16AVX2(SB), NOSPLIT, $0-40
	DOT4ARGS(1, k16+24(FP))
	ZERO8Y
	TESTQ CX, CX
	JZ    dot1x4F16AVX2_reduce

dot1x4F16AVX2_loop:
	VMOVUPS (SI), Y0
	VMOVUPS 32(SI), Y1
	VCVTPH2PS (DI), Y2
	VCVTPH2PS 16(DI), Y3
	VFMADD231PS Y2, Y0, Y8
	VFMADD231PS Y3, Y1, Y9
	VCVTPH2PS (DI)(BX*1), Y2
	VCVTPH2PS 16(DI)(BX*1), Y3
	VFMADD231PS Y2, Y0, Y10
	VFMADD231PS Y3, Y1, Y11
	VCVTPH2PS (DI)(BX*2), Y2
	VCVTPH2PS 16(DI)(BX*2), Y3
	VFMADD231PS Y2, Y0, Y12
	VFMADD231PS Y3, Y1, Y13
	VCVTPH2PS (DI)(R11*1), Y2
	VCVTPH2PS 16(DI)(R11*1), Y3
	VFMADD231PS Y2, Y0, Y14
	VFMADD231PS Y3, Y1, Y15
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  dot1x4F16AVX2_loop

dot1x4F16AVX2_reduce:
	MOVQ dst+32(FP), R8
	STORE8Y(0(R8), 4(R8), 8(R8), 12(R8))
	VZEROUPPER
	RET

// SPLIT2(mem, ye, yo) widens 16 bf16 values (8 dwords) at mem: the evens to
// ye, the odds to yo. Y7 must hold HIGHMASK2.
#define SPLIT2(mem, ye, yo) \
	VMOVDQU mem, yo; \
	VPSLLD  $16, yo, ye; \
	VPAND   Y7, yo, yo

// func dot1x1BF16SplitAVX2(x *float32, w *uint16, k32 int) float32
// x split (evens of a 32-block in lanes 0-15 at 0(SI), odds at 64(SI)).
TEXT ·dot1x1BF16SplitAVX2(SB), NOSPLIT, $0-28
	MOVQ   x+0(FP), SI
	MOVQ   w+8(FP), DI
	MOVQ   k32+16(FP), CX
	HIGHMASK2
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	TESTQ  CX, CX
	JZ     s1avx2_reduce

s1avx2_loop:
	SPLIT2((DI), Y2, Y3)
	SPLIT2(32(DI), Y4, Y6)
	VFMADD231PS (SI), Y2, Y8
	VFMADD231PS 32(SI), Y4, Y9
	VFMADD231PS 64(SI), Y3, Y8
	VFMADD231PS 96(SI), Y6, Y9
	ADDQ $128, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  s1avx2_loop

s1avx2_reduce:
	REDUCE2(Y8, Y9)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// LINE2(row, row32, lo, hi) adds one 64-byte line of a bf16 row (its
// halves at row and row32), split, times the split x block in Y0-Y3 to
// the row's accumulators lo (lanes 0-7) and hi (8-15). Y7 must hold
// HIGHMASK2; clobbers Y4, Y5.
#define LINE2(row, row32, lo, hi) \
	SPLIT2(row, Y5, Y4); \
	VFMADD231PS Y5, Y0, lo; \
	VFMADD231PS Y4, Y2, lo; \
	SPLIT2(row32, Y5, Y4); \
	VFMADD231PS Y5, Y1, hi; \
	VFMADD231PS Y4, Y3, hi

// S4STEP adds a 32-element block of four split bf16 rows or streams (DI,
// BX apart, R11 = 3·BX) times the split x block at SI to Y8-Y15, and
// moves SI and DI to the next block. Y7 must hold HIGHMASK2; clobbers
// Y0-Y5.
#define S4STEP \
	VMOVUPS (SI), Y0; \
	VMOVUPS 32(SI), Y1; \
	VMOVUPS 64(SI), Y2; \
	VMOVUPS 96(SI), Y3; \
	LINE2((DI), 32(DI), Y8, Y9); \
	LINE2((DI)(BX*1), 32(DI)(BX*1), Y10, Y11); \
	LINE2((DI)(BX*2), 32(DI)(BX*2), Y12, Y13); \
	LINE2((DI)(R11*1), 32(DI)(R11*1), Y14, Y15); \
	ADDQ    $128, SI; \
	ADDQ    $64, DI

// func dotRows4BF16SplitAVX2(x *float32, ldx int, rows int, w *uint16, ldw int, k32 int, dst *float32, ldd int, acc *float32, mode int, pf int)
// For each of rows split x rows (ldx apart), its products with four bf16
// rows (ldw apart) over 32*k32 elements, each output in the canonical
// order, stored at dst (rows ldd apart). One call for all of a block's
// x rows, where a call per row cost about 3% of an AVX2 prefill.
//
// A long k goes in blocks, as the tiles' does (see kBlocks): mode bit 0
// starts each x row from the eight sums it saved at acc (64 floats a row)
// after the previous block, bit 1 folds them into dst; without it they
// are saved again. The first x row's pass also prefetches into L2 the
// four rows pf bytes past the weights (what the next call reads; 0 for
// none), which the later rows' passes leave time to arrive.
TEXT ·dotRows4BF16SplitAVX2(SB), NOSPLIT, $0-88
	ROWS4ARGS
	MOVQ  acc+64(FP), R14
	MOVQ  pf+80(FP), R12
	TESTQ R13, R13
	JZ    s4avx2_done

s4avx2_row:
	ROWS4NEXT
	MOVQ  mode+72(FP), AX
	TESTQ $1, AX
	JZ    s4avx2_start
	LOAD8Y(R14)

s4avx2_start:
	TESTQ CX, CX
	JZ    s4avx2_reduce
	TESTQ R12, R12
	JZ    s4avx2_loop

s4avx2_pfloop:
	LEAQ (DI)(R12*1), DX
	PREFETCH4ROWSL2(DX)
	S4STEP
	DECQ CX
	JNZ  s4avx2_pfloop
	XORQ R12, R12
	JMP  s4avx2_reduce

s4avx2_loop:
	S4STEP
	DECQ CX
	JNZ  s4avx2_loop

s4avx2_reduce:
	MOVQ  mode+72(FP), AX
	TESTQ $2, AX
	JNZ   s4avx2_fold
	SAVE8Y(R14)
	JMP   s4avx2_next

s4avx2_fold:
	STORE8Y(0(R8), 4(R8), 8(R8), 12(R8))

s4avx2_next:
	ADDQ $256, R14
	ADDQ R10, R9
	ADDQ R15, R8
	DECQ R13
	JNZ  s4avx2_row

s4avx2_done:
	VZEROUPPER
	RET

// STREAMSGROUP2(steps) is STREAMSGROUP for the AVX2 kernels: SI at x, R14
// at the group's first row, CX the steps along k and Y8-Y15 zero.
#define STREAMSGROUP2(steps) \
	MOVQ   x+0(FP), SI; \
	MOVQ   DI, R14; \
	MOVQ   steps, CX; \
	ZERO8Y

// func dotStreamsBF16SplitAVX2(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsBF16SplitAVX512 for CPUs without AVX-512: four streams of rows
// read side by side, prefetched pf bytes ahead into L2, each output in
// dotRows4BF16SplitAVX2's arithmetic.
TEXT ·dotStreamsBF16SplitAVX2(SB), NOSPLIT, $0-64
	STREAMSARGS(1)
	HIGHMASK2
	TESTQ R9, R9
	JZ    s2streams_done

s2streams_group:
	STREAMSGROUP2(k32+24(FP))
	TESTQ CX, CX
	JZ    s2streams_reduce

s2streams_loop:
	LEAQ    (DI)(R12*1), AX
	PREFETCH4ROWSL2(AX)
	S4STEP
	DECQ    CX
	JNZ     s2streams_loop

s2streams_reduce:
	STORE8Y((R8), (R8)(R13*1), (R8)(R13*2), (R8)(R15*1))
	ADDQ   $4, R8
	LEAQ   (R14)(DX*1), DI
	DECQ   R9
	JNZ    s2streams_group

s2streams_done:
	VZEROUPPER
	RET

// func bf16ToF32SplitAVX2(dst *float32, src *uint16, k32 int)
TEXT ·bf16ToF32SplitAVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ k32+16(FP), CX
	HIGHMASK2
	TESTQ CX, CX
	JZ    scvt2_done

scvt2_loop:
	SPLIT2((SI), Y0, Y1)
	SPLIT2(32(SI), Y2, Y3)
	VMOVUPS Y0, (DI)
	VMOVUPS Y2, 32(DI)
	VMOVUPS Y1, 64(DI)
	VMOVUPS Y3, 96(DI)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ  scvt2_loop

scvt2_done:
	VZEROUPPER
	RET

// func bf16ToF32AVX2(dst *float32, src *uint16, n16 int)
TEXT ·bf16ToF32AVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	TESTQ CX, CX
	JZ    bcvt2_done

bcvt2_loop:
	VPMOVZXWD (SI), Y0
	VPMOVZXWD 16(SI), Y1
	VPSLLD    $16, Y0, Y0
	VPSLLD    $16, Y1, Y1
	VMOVUPS   Y0, (DI)
	VMOVUPS   Y1, 32(DI)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  bcvt2_loop

bcvt2_done:
	VZEROUPPER
	RET

// func f16ToF32AVX2(dst *float32, src *uint16, n16 int)
TEXT ·f16ToF32AVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	TESTQ CX, CX
	JZ    hcvt2_done

hcvt2_loop:
	VCVTPH2PS (SI), Y0
	VCVTPH2PS 16(SI), Y1
	VMOVUPS   Y0, (DI)
	VMOVUPS   Y1, 32(DI)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  hcvt2_loop

hcvt2_done:
	VZEROUPPER
	RET

// func f32ToF16AVX2(dst *uint16, src *float32, n16 int)
TEXT ·f32ToF16AVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	TESTQ CX, CX
	JZ    fcvt2_done

fcvt2_loop:
	VMOVUPS   (SI), Y0
	VMOVUPS   32(SI), Y1
	VCVTPS2PH $0, Y0, X2
	VCVTPS2PH $0, Y1, X3
	VMOVDQU   X2, (DI)
	VMOVDQU   X3, 16(DI)
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  fcvt2_loop

fcvt2_done:
	VZEROUPPER
	RET

// func axpyRowAVX2(c *float32, a *float32, k int, b *float32, ldb int, mask *int32)
// c[j] += Σ_p a[p]*b[p*ldb+j] for the columns j<32 whose mask[j] is -1 (a
// prefix); masked columns of b and c are not touched. Each element is the
// same sequential FMA chain, continuing from c[j], as in axpyRowAVX512.
TEXT ·axpyRowAVX2(SB), NOSPLIT, $0-48
	MOVQ    c+0(FP), R8
	MOVQ    a+8(FP), SI
	MOVQ    k+16(FP), CX
	MOVQ    b+24(FP), DI
	MOVQ    ldb+32(FP), BX
	SHLQ    $2, BX
	MOVQ    mask+40(FP), AX
	VMOVDQU (AX), Y12
	VMOVDQU 32(AX), Y13
	VMOVDQU 64(AX), Y14
	VMOVDQU 96(AX), Y15
	VMASKMOVPS (R8), Y12, Y8
	VMASKMOVPS 32(R8), Y13, Y9
	VMASKMOVPS 64(R8), Y14, Y10
	VMASKMOVPS 96(R8), Y15, Y11
	TESTQ      CX, CX
	JZ         axpy2_store

axpy2_loop:
	VBROADCASTSS (SI), Y0
	VMASKMOVPS   (DI), Y12, Y1
	VMASKMOVPS   32(DI), Y13, Y2
	VMASKMOVPS   64(DI), Y14, Y3
	VMASKMOVPS   96(DI), Y15, Y4
	VFMADD231PS  Y1, Y0, Y8
	VFMADD231PS  Y2, Y0, Y9
	VFMADD231PS  Y3, Y0, Y10
	VFMADD231PS  Y4, Y0, Y11
	ADDQ $4, SI
	ADDQ BX, DI
	DECQ CX
	JNZ  axpy2_loop

axpy2_store:
	VMASKMOVPS Y8, Y12, (R8)
	VMASKMOVPS Y9, Y13, 32(R8)
	VMASKMOVPS Y10, Y14, 64(R8)
	VMASKMOVPS Y11, Y15, 96(R8)
	VZEROUPPER
	RET

// The bf16 compute kernels for CPUs without AVX512_BF16: VDPBF16PS emulated
// eight lanes at a time, in its order (see doc.go, "bf16 compute"). A lane
// of a 32-byte load holds elements 2l (low half) and 2l+1 (high half);
// the odd one is widened by masking, the even one by a shift, and each is
// multiplied and added by an FMA, whose product of two bf16 values is
// exact, so the sum is rounded once as the instruction rounds it. What
// the instruction does besides, read denormal operands as zero and flush
// a tiny sum to zero, MXCSR's DAZ and FTZ make every FMA do for the
// length of the kernel (DPMXCSR): FTZ flushes a sum that is tiny after
// rounding to 24 bits with an unbounded exponent, which is what the
// instruction does (a sum just under the smallest normal that rounds up
// to it in the denormal range is flushed; see dpStep).

// DPMXCSR(save, set) saves MXCSR at save and sets DAZ and FTZ in it,
// through set, using AX. DPMXCSRRESTORE(save) puts it back; Go code runs
// with them clear, and an assembly function is never preempted midway.
#define DPMXCSR(save, set) \
	STMXCSR save; \
	MOVL    save, AX; \
	ORL     $0x8040, AX; \
	MOVL    AX, set; \
	LDMXCSR set

#define DPMXCSRRESTORE(save) LDMXCSR save

// DPX(src, xo, xe) loads 16 bf16 x values at src, odd elements widened
// into xo and even ones into xe. Y7 must hold HIGHMASK2.
#define DPX(src, xo, xe) \
	VMOVDQU src, xo; \
	VPSLLD  $16, xo, xe; \
	VPAND   Y7, xo, xo

// DPSTEP(src, xo, xe, acc) adds to acc's eight lanes the products of the
// 16 bf16 weights at src with DPX's x values in xo and xe, odd before
// even. Clobbers Y4, Y5.
#define DPSTEP(src, xo, xe, acc) \
	VMOVDQU     src, Y5; \
	VPAND       Y7, Y5, Y4; \
	VPSLLD      $16, Y5, Y5; \
	VFMADD231PS Y4, xo, acc; \
	VFMADD231PS Y5, xe, acc

// DP4ROWS(xo, xe, xo32, xe32) runs DPSTEP over a 32-element block of four
// bf16 rows or streams (DI, BX apart, R11 = 3·BX) into Y8-Y15: lanes 0-7
// from the first 16 elements with x in xo and xe, lanes 8-15 from the
// next 16 with x in xo32 and xe32. Clobbers Y4, Y5.
#define DP4ROWS(xo, xe, xo32, xe32) \
	DPSTEP((DI), xo, xe, Y8); \
	DPSTEP(32(DI), xo32, xe32, Y9); \
	DPSTEP((DI)(BX*1), xo, xe, Y10); \
	DPSTEP(32(DI)(BX*1), xo32, xe32, Y11); \
	DPSTEP((DI)(BX*2), xo, xe, Y12); \
	DPSTEP(32(DI)(BX*2), xo32, xe32, Y13); \
	DPSTEP((DI)(R11*1), xo, xe, Y14); \
	DPSTEP(32(DI)(R11*1), xo32, xe32, Y15)

// DPSTREAMSEND ends a group of four rows of the AVX2 bf16 compute
// streaming kernels: MXCSR back to Go's, the four sums stored at R8
// (R13 apart, R15 = 3·R13) and R8 moved on to the next group's.
#define DPSTREAMSEND \
	DPMXCSRRESTORE(mx-4(SP)); \
	STORE8Y((R8), (R8)(R13*1), (R8)(R13*2), (R8)(R15*1)); \
	ADDQ $4, R8

// func dotStreamsDPAVX2(x *uint16, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsDPAVX512 for CPUs without AVX512_BF16: four streams of bf16
// rows read side by side, prefetched pf bytes ahead into L2, each output
// in dot1x4DPAVX2's arithmetic. MXCSR is Go's while a group's sums fold,
// as the other paths fold them.
TEXT ·dotStreamsDPAVX2(SB), NOSPLIT, $8-64
	STREAMSARGS(1)
	HIGHMASK2
	TESTQ R9, R9
	JZ    dpstreams_done

dpstreams_group:
	DPMXCSR(mx-4(SP), mxset-8(SP))
	STREAMSGROUP2(k32+24(FP))
	TESTQ CX, CX
	JZ    dpstreams_reduce

dpstreams_loop:
	LEAQ (DI)(R12*1), AX
	PREFETCH4ROWSL2(AX)
	DPX((SI), Y0, Y1)
	DPX(32(SI), Y2, Y3)
	DP4ROWS(Y0, Y1, Y2, Y3)
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  dpstreams_loop

dpstreams_reduce:
	DPSTREAMSEND
	LEAQ (R14)(DX*1), DI
	DECQ R9
	JNZ  dpstreams_group

dpstreams_done:
	VZEROUPPER
	RET

// dpEvenWords is 1 in the low word of every dword and 0 in the high one:
// VPMADDWD with it sign-extends each dword's low word.
DATA dpEvenWords<>+0(SB)/8, $0x0000000100000001
DATA dpEvenWords<>+8(SB)/8, $0x0000000100000001
DATA dpEvenWords<>+16(SB)/8, $0x0000000100000001
DATA dpEvenWords<>+24(SB)/8, $0x0000000100000001
GLOBL dpEvenWords<>(SB), RODATA|NOPTR, $32

// SPLITBF16(v, t) rounds the eight f32 values in v to bf16 (to the f32
// each bf16 stands for) by Veltkamp's split, t = v·(2¹⁶+1), v = t - (t -
// v): three floating-point operations where the integer rounding of RNE8
// takes five (int8 decode in bf16 compute read 20 G weights/s with those,
// 26 with these, on Zen 5 with AVX-512 off). For zeros and for every f32
// from the smallest normal up to where v·(2¹⁶+1) overflows, just under
// 2¹¹², it gives what RNE8 gives, ties to even included
// (TestSplitRoundsBF16 checks each one). Y3 = 2¹⁶+1 in every lane.
// Clobbers t.
#define SPLITBF16(v, t) \
	VMULPS Y3, v, t; \
	VSUBPS v, t, v; \
	VSUBPS v, t, v

// SPLITCONST sets Y3 to 2¹⁶+1 in every lane for SPLITBF16, through AX.
#define SPLITCONST \
	MOVL         $0x47800080, AX; \
	VMOVQ        AX, X3; \
	VPBROADCASTD X3, Y3

// I8DP16(row, xo, xe, acc) adds to acc's eight lanes the bf16 compute
// products of the 16 int8 weights at row, scaled by Y2 and rounded to
// bf16 as roundI8DPAVX2 rounds them, with DPX's x values in xo and xe:
// DPSTEP's arithmetic on the weights that function would have stored.
// A lane's pair, elements 2l and 2l+1, are the low and high word of its
// dword once the bytes are widened to words: VPMADDWD sign-extends the
// low ones (a shift pair did it 7% slower) and VPSRAD the high ones.
// Clobbers Y4-Y6.
#define I8DP16(row, xo, xe, acc) \
	VPMOVSXBW   row, Y4; \
	VPMADDWD    dpEvenWords<>(SB), Y4, Y5; \
	VPSRAD      $16, Y4, Y4; \
	VCVTDQ2PS   Y4, Y4; \
	VCVTDQ2PS   Y5, Y5; \
	VMULPS      Y2, Y4, Y4; \
	VMULPS      Y2, Y5, Y5; \
	SPLITBF16(Y4, Y6); \
	SPLITBF16(Y5, Y6); \
	VFMADD231PS Y4, xo, acc; \
	VFMADD231PS Y5, xe, acc

// I8DPCHUNK(xoff, woff, a0, a1, a2, a3) runs I8DP16 over 16 elements of
// the four streams (DI, BX apart, R11 = 3·BX; scales at R10, R13 apart,
// R15 = 3·R13), at byte woff of each row and x at xoff(SI), into the
// streams' accumulators a0-a3. Clobbers Y0-Y2, Y4-Y6.
#define I8DPCHUNK(xoff, woff, a0, a1, a2, a3) \
	DPX(xoff(SI), Y0, Y1); \
	VBROADCASTSS (R10), Y2; \
	I8DP16(woff(DI), Y0, Y1, a0); \
	VBROADCASTSS (R10)(R13*1), Y2; \
	I8DP16(woff(DI)(BX*1), Y0, Y1, a1); \
	VBROADCASTSS (R10)(R13*2), Y2; \
	I8DP16(woff(DI)(BX*2), Y0, Y1, a2); \
	VBROADCASTSS (R10)(R15*1), Y2; \
	I8DP16(woff(DI)(R11*1), Y0, Y1, a3)

// func dotStreamsI8DPAVX2(x *uint16, w *int8, ldw int, sc *float32, k64 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsI8DPAVX512 for CPUs without AVX512_BF16: four streams of int8
// rows read side by side, prefetched pf bytes ahead, each weight
// dequantized and rounded to bf16 in registers, each output in
// dot1x4DPAVX2's arithmetic on the rows roundI8DPAVX2 rounds. Every scale
// must be one that SPLITBF16 rounds the products of exactly (splitScale).
// One iteration reads one 64-byte line of each row.
TEXT ·dotStreamsI8DPAVX2(SB), NOSPLIT, $8-72
	I8STREAMSARGS
	HIGHMASK2
	SPLITCONST
	TESTQ        R9, R9
	JZ           i8dp2_done

i8dp2_group:
	DPMXCSR(mx-4(SP), mxset-8(SP))
	STREAMSGROUP2(k64+32(FP))
	TESTQ CX, CX
	JZ    i8dp2_reduce

i8dp2_loop:
	LEAQ (DI)(R12*1), AX
	PREFETCH4ROWS(AX)
	I8DPCHUNK(0, 0, Y8, Y10, Y12, Y14)
	I8DPCHUNK(32, 16, Y9, Y11, Y13, Y15)
	I8DPCHUNK(64, 32, Y8, Y10, Y12, Y14)
	I8DPCHUNK(96, 48, Y9, Y11, Y13, Y15)
	ADDQ $128, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  i8dp2_loop

i8dp2_reduce:
	DPSTREAMSEND
	ADDQ $4, R10
	LEAQ (R14)(DX*1), DI
	DECQ R9
	JNZ  i8dp2_group

i8dp2_done:
	VZEROUPPER
	RET

// f32ExpMask is an f32's exponent field in every lane: all its bits set
// makes an infinity or a NaN.
DATA f32ExpMask<>+0(SB)/8, $0x7f8000007f800000
DATA f32ExpMask<>+8(SB)/8, $0x7f8000007f800000
DATA f32ExpMask<>+16(SB)/8, $0x7f8000007f800000
DATA f32ExpMask<>+24(SB)/8, $0x7f8000007f800000
GLOBL f32ExpMask<>(SB), RODATA|NOPTR, $32

// q4Groups01 and q4Groups23 are VPERMPS indices that spread a line's four
// group scales over the lanes of its two halves: lanes 0-3 of words 0-15
// are in group 0 and lanes 4-7 in group 1, those of words 16-31 in
// groups 2 and 3.
DATA q4Groups01<>+0(SB)/8, $0
DATA q4Groups01<>+8(SB)/8, $0
DATA q4Groups01<>+16(SB)/8, $0x0000000100000001
DATA q4Groups01<>+24(SB)/8, $0x0000000100000001
GLOBL q4Groups01<>(SB), RODATA|NOPTR, $32
DATA q4Groups23<>+0(SB)/8, $0x0000000200000002
DATA q4Groups23<>+8(SB)/8, $0x0000000200000002
DATA q4Groups23<>+16(SB)/8, $0x0000000300000003
DATA q4Groups23<>+24(SB)/8, $0x0000000300000003
GLOBL q4Groups23<>(SB), RODATA|NOPTR, $32

// I4DPSCALES(mem, off) widens the four f16 scales of one stream's line at
// mem and stores them spread for the line's halves (q4Groups01, 23) at
// off(SI) and off+32(SI); it jumps to i4dp2_bad if one is an infinity or
// a NaN, whose products SPLITBF16 would not round as roundWeightBF16
// does. Clobbers Y4-Y6.
#define I4DPSCALES(mem, off) \
	VMOVQ     mem, X4; \
	VCVTPH2PS X4, Y4; \
	VPAND     f32ExpMask<>(SB), Y4, Y5; \
	VPCMPEQD  f32ExpMask<>(SB), Y5, Y5; \
	VPTEST    Y5, Y5; \
	JNZ       i4dp2_bad; \
	VMOVDQU   q4Groups01<>(SB), Y5; \
	VPERMPS   Y4, Y5, Y6; \
	VMOVUPS   Y6, off(SI); \
	VMOVDQU   q4Groups23<>(SB), Y5; \
	VPERMPS   Y4, Y5, Y6; \
	VMOVUPS   Y6, off+32(SI)

// I4DP16(row, se, so, sc, acc) adds to acc's eight lanes the bf16 compute
// products of nibble j of the 16 words at row (se = 28-4j, so = 12-4j),
// the q4 order's 16 weights at one half of block j of a line, scaled by
// the group scales at sc and rounded to bf16 as roundI4DPAVX2 rounds them,
// with DPX's x values in Y0 (odd) and Y1 (even). A lane's pair are the
// nibbles of its dword's low and high word. Clobbers Y2, Y4-Y6.
#define I4DP16(row, se, so, sc, acc) \
	VMOVDQU     row, Y2; \
	VPSLLD      $se, Y2, Y4; \
	VPSLLD      $so, Y2, Y5; \
	I4SCALE2(Y4, Y5, sc); \
	SPLITBF16(Y4, Y6); \
	SPLITBF16(Y5, Y6); \
	VFMADD231PS Y5, Y0, acc; \
	VFMADD231PS Y4, Y1, acc

// I4DPHALF(xoff, woff, se, so, soff, a0, a1, a2, a3) runs I4DP16 over
// one half of a block for the four streams (DI, BX apart, R11 = 3·BX;
// their spread scales 64 bytes apart from soff(R12)), x at xoff(SI), into
// the streams' accumulators a0-a3.
#define I4DPHALF(xoff, woff, se, so, soff, a0, a1, a2, a3) \
	DPX(xoff(SI), Y0, Y1); \
	I4DP16(woff(DI), se, so, soff(R12), a0); \
	I4DP16(woff(DI)(BX*1), se, so, soff+64(R12), a1); \
	I4DP16(woff(DI)(BX*2), se, so, soff+128(R12), a2); \
	I4DP16(woff(DI)(R11*1), se, so, soff+192(R12), a3)

// I4DPBLOCK(xoff, se, so) runs block j of a line (x at xoff(SI) = 64j(SI),
// se and so as I4DP16 takes them): words 0-15 (groups 0 and 1) into
// lanes 0-7, words 16-31 (groups 2 and 3) into lanes 8-15.
#define I4DPBLOCK(xoff, se, so) \
	I4DPHALF(xoff, 0, se, so, 0, Y8, Y10, Y12, Y14); \
	I4DPHALF(xoff+32, 32, se, so, 32, Y9, Y11, Y13, Y15)

// func dotStreamsI4DPAVX2(xs *uint16, w *byte, ldw int, sc *uint16, sstride int, k128 int, groups int, gstride int, dst *float32, pf int, tmp *float32) bool
// dotStreamsI4DPAVX512 for CPUs without AVX512_BF16: four streams of q4
// rows (ldw = 64·k128 bytes, gstride apart) read side by side, each line
// of 128 weights dequantized and rounded to bf16 in registers, each
// output in dot1x4DPAVX2's arithmetic on the rows roundI4DPAVX2 rounds,
// with xs in the bf16 compute q4 order. A row's k128·4 f16 scales follow
// the last row's; the streams' are sstride bytes apart. Before a group's
// sums start, and so under Go's MXCSR, its four rows' scales are widened
// into tmp (64·k128 floats), spread as the lines' halves take them: the
// sums run with MXCSR.DAZ set, which Zen 5's VCVTPH2PS ignores but QEMU's
// applies, flushing f16 denormal scales (measured), so nothing is
// converted under it. It reports false, having stopped, at
// a row with a scale that is an infinity or a NaN, which the caller must
// multiply another way.
TEXT ·dotStreamsI4DPAVX2(SB), NOSPLIT, $8-89
	MOVQ         w+8(FP), DI
	MOVQ         ldw+16(FP), DX
	MOVQ         sc+24(FP), R10
	MOVQ         groups+48(FP), R9
	MOVQ         gstride+56(FP), BX
	LEAQ         (BX)(BX*2), R11
	MOVQ         dst+64(FP), R8
	MOVQ         R9, R13
	SHLQ         $2, R13
	LEAQ         (R13)(R13*2), R15
	HIGHMASK2
	SPLITCONST
	TESTQ        R9, R9
	JZ           i4dp2_done

i4dp2_group:
	MOVQ  tmp+80(FP), SI
	MOVQ  k128+40(FP), CX
	MOVQ  sstride+32(FP), AX
	TESTQ CX, CX
	JZ    i4dp2_widened

i4dp2_widen:
	I4DPSCALES((R10), 0)
	I4DPSCALES((R10)(AX*1), 64)
	I4DPSCALES((R10)(AX*2), 128)
	LEAQ (R10)(AX*2), R12
	I4DPSCALES((R12)(AX*1), 192)
	ADDQ $8, R10
	ADDQ $256, SI
	DECQ CX
	JNZ  i4dp2_widen

i4dp2_widened:
	DPMXCSR(mx-4(SP), mxset-8(SP))
	STREAMSGROUP2(k128+40(FP))
	MOVQ  tmp+80(FP), R12
	TESTQ CX, CX
	JZ    i4dp2_reduce

i4dp2_loop:
	MOVQ pf+72(FP), AX
	ADDQ DI, AX
	PREFETCH4ROWS(AX)
	I4DPBLOCK(0, 28, 12)
	I4DPBLOCK(64, 24, 8)
	I4DPBLOCK(128, 20, 4)
	I4DPBLOCK(192, 16, 0)
	ADDQ $256, SI
	ADDQ $64, DI
	ADDQ $256, R12
	DECQ CX
	JNZ  i4dp2_loop

i4dp2_reduce:
	DPSTREAMSEND
	LEAQ (R14)(DX*1), DI
	DECQ R9
	JNZ  i4dp2_group

i4dp2_done:
	MOVB $1, ret+88(FP)
	VZEROUPPER
	RET

i4dp2_bad:
	MOVB $0, ret+88(FP)
	VZEROUPPER
	RET

// func dot1x1DPAVX2(x *uint16, w *uint16, k32 int) float32
TEXT ·dot1x1DPAVX2(SB), NOSPLIT, $8-28
	DPMXCSR(mx-4(SP), mxset-8(SP))
	MOVQ   x+0(FP), SI
	MOVQ   w+8(FP), DI
	MOVQ   k32+16(FP), CX
	HIGHMASK2
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	TESTQ  CX, CX
	JZ     dp1avx2_reduce

dp1avx2_loop:
	DPX((SI), Y0, Y1)
	DPSTEP((DI), Y0, Y1, Y8)
	DPX(32(SI), Y0, Y1)
	DPSTEP(32(DI), Y0, Y1, Y9)
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  dp1avx2_loop

dp1avx2_reduce:
	DPMXCSRRESTORE(mx-4(SP))
	REDUCE2(Y8, Y9)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// func dot1x4DPAVX2(x *uint16, w *uint16, ldw int, k32 int, dst *float32)
// Rows are ldw elements apart.
TEXT ·dot1x4DPAVX2(SB), NOSPLIT, $8-40
	DPMXCSR(mx-4(SP), mxset-8(SP))
	DOT4ARGS(1, k32+24(FP))
	HIGHMASK2
	ZERO8Y
	TESTQ CX, CX
	JZ    dp4avx2_reduce

dp4avx2_loop:
	DPX((SI), Y0, Y1)
	DPX(32(SI), Y2, Y3)
	DP4ROWS(Y0, Y1, Y2, Y3)
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  dp4avx2_loop

dp4avx2_reduce:
	DPMXCSRRESTORE(mx-4(SP))
	MOVQ dst+32(FP), R8
	STORE8Y(0(R8), 4(R8), 8(R8), 12(R8))
	VZEROUPPER
	RET

// DP4SSTEP is a step of dotRows4DPSplitAVX2: one 32-element block of
// the split x row at SI against the four weight rows at DI.
#define DP4SSTEP \
	VMOVUPS (SI), Y0; \
	VMOVUPS 32(SI), Y1; \
	VMOVUPS 64(SI), Y2; \
	VMOVUPS 96(SI), Y3; \
	DP4ROWS(Y2, Y0, Y3, Y1); \
	ADDQ    $128, SI; \
	ADDQ    $64, DI

// func dotRows4DPSplitAVX2(x *float32, ldx int, rows int, w *uint16, ldw int, k32 int, dst *float32, ldd int, acc *float32, mode int, pf int)
// dot1x4DPAVX2 for each of rows x rows (ldx apart) widened beforehand
// into the split layout (evens of a 32-block in lanes 0-15 at 0(SI), odds
// at 64(SI)): the same products in the same order, without widening x
// again for every group of four weight rows, stored at dst (rows ldd
// apart). k blocks (acc, mode) and the prefetch (pf) are
// dotRows4BF16SplitAVX2's.
TEXT ·dotRows4DPSplitAVX2(SB), NOSPLIT, $8-88
	ROWS4ARGS
	MOVQ  acc+64(FP), R14
	MOVQ  pf+80(FP), R12
	TESTQ R13, R13
	JZ    dp4savx2_done

dp4savx2_row:
	ROWS4NEXT
	MOVQ  mode+72(FP), AX
	TESTQ $1, AX
	JZ    dp4savx2_start
	LOAD8Y(R14)

dp4savx2_start:
	TESTQ CX, CX
	JZ    dp4savx2_reduce
	DPMXCSR(mx-4(SP), mxset-8(SP))
	TESTQ R12, R12
	JZ    dp4savx2_loop

dp4savx2_pfloop:
	LEAQ (DI)(R12*1), DX
	PREFETCH4ROWSL2(DX)
	DP4SSTEP
	DECQ CX
	JNZ  dp4savx2_pfloop
	XORQ R12, R12
	JMP  dp4savx2_restore

dp4savx2_loop:
	DP4SSTEP
	DECQ CX
	JNZ  dp4savx2_loop

dp4savx2_restore:
	DPMXCSRRESTORE(mx-4(SP))

dp4savx2_reduce:
	MOVQ  mode+72(FP), AX
	TESTQ $2, AX
	JNZ   dp4savx2_fold
	SAVE8Y(R14)
	JMP   dp4savx2_next

dp4savx2_fold:
	STORE8Y(0(R8), 4(R8), 8(R8), 12(R8))

dp4savx2_next:
	ADDQ $256, R14
	ADDQ R10, R9
	ADDQ R15, R8
	DECQ R13
	JNZ  dp4savx2_row

dp4savx2_done:
	VZEROUPPER
	RET

// The rounding of bf16 compute without AVX512_BF16: what the AVX-512
// round kernels of bf16dp_amd64.s do, with integer arithmetic in place of
// VCVTNE2PS2BF16 (a bias of 0x7fff plus the lowest kept bit, then the low
// half dropped, as dtype.RoundBF16 does).

// quietNaN16 is the quiet bit of a bf16 NaN.
DATA quietNaN16<>+0(SB)/4, $0x40
GLOBL quietNaN16<>(SB), RODATA|NOPTR, $4

// ROUNDCONSTS2 sets Y12 = 1, Y13 = 0x7fff, Y14 = 0x7fffffff and
// Y15 = 0x7f800000 (infinity) in every dword, and Y11 = 0x40.
#define ROUNDCONSTS2 \
	MOVL         $1, AX; \
	VMOVQ        AX, X12; \
	VPBROADCASTD X12, Y12; \
	MOVL         $0x7fff, AX; \
	VMOVQ        AX, X13; \
	VPBROADCASTD X13, Y13; \
	MOVL         $0x7fffffff, AX; \
	VMOVQ        AX, X14; \
	VPBROADCASTD X14, Y14; \
	MOVL         $0x7f800000, AX; \
	VMOVQ        AX, X15; \
	VPBROADCASTD X15, Y15; \
	VPBROADCASTD quietNaN16<>(SB), Y11

// RNE8(v, t) rounds the eight finite f32 values in v to bf16, each left in
// the low half of its dword of v. Y12 and Y13 as ROUNDCONSTS2 sets them.
// Clobbers t.
#define RNE8(v, t) \
	VPSRLD $16, v, t; \
	VPAND  Y12, t, t; \
	VPADDD Y13, t, t; \
	VPADDD v, t, v; \
	VPSRLD $16, v, v

// ROUND8(v, t, u) is RNE8 for any f32 values: a NaN keeps its high half
// with the quiet bit set, as dtype.RoundBF16 does. The result is in u;
// clobbers v and t.
#define ROUND8(v, t, u) \
	VPSRLD    $16, v, t; \
	VPAND     Y12, t, u; \
	VPADDD    Y13, u, u; \
	VPADDD    v, u, u; \
	VPSRLD    $16, u, u; \
	VPAND     Y14, v, v; \
	VPCMPGTD  Y15, v, v; \
	VPOR      Y11, t, t; \
	VPBLENDVB v, t, u, u

// PACK16(lo, hi, mem) stores the 16 words in the low halves of the dwords
// of lo (words 0-7) and hi (8-15) at mem. Clobbers lo.
#define PACK16(lo, hi, mem) \
	VPACKUSDW hi, lo, lo; \
	VPERMQ    $0xd8, lo, lo; \
	VMOVDQU   lo, mem

// ROUNDPACK16(mem) rounds the 16 f32 values in Y0 (0-7) and Y1 (8-15) to
// bf16 as ROUND8 does and stores them at mem. Clobbers Y0-Y4.
#define ROUNDPACK16(mem) \
	ROUND8(Y0, Y4, Y2); \
	ROUND8(Y1, Y4, Y3); \
	PACK16(Y2, Y3, mem)

// func roundF32BF16AVX2(dst *uint16, src *float32, n16 int)
// Rounds 16*n16 f32 values to bf16.
TEXT ·roundF32BF16AVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	ROUNDCONSTS2
	TESTQ CX, CX
	JZ    rf32avx2_done

rf32avx2_loop:
	VMOVDQU (SI), Y0
	VMOVDQU 32(SI), Y1
	ROUNDPACK16((DI))
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  rf32avx2_loop

rf32avx2_done:
	VZEROUPPER
	RET

// func roundF16BF16AVX2(dst *uint16, src *uint16, n16 int)
// Rounds 16*n16 f16 values to bf16 (through f32, which holds them exactly).
TEXT ·roundF16BF16AVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	ROUNDCONSTS2
	TESTQ CX, CX
	JZ    rf16avx2_done

rf16avx2_loop:
	VCVTPH2PS (SI), Y0
	VCVTPH2PS 16(SI), Y1
	ROUNDPACK16((DI))
	ADDQ $32, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  rf16avx2_loop

rf16avx2_done:
	VZEROUPPER
	RET

// func roundI8DPAVX2(dst *uint16, q *int8, s float32, n16 int)
// Rounds f32(q[p])·s to bf16 for 16*n16 int8 values, in order. s must be
// zero or a normal finite f32, so that no product is a NaN or a denormal
// and RNE8 rounds them as roundWeightBF16 does.
TEXT ·roundI8DPAVX2(SB), NOSPLIT, $0-32
	MOVQ         dst+0(FP), DI
	MOVQ         q+8(FP), SI
	VBROADCASTSS s+16(FP), Y7
	MOVQ         n16+24(FP), CX
	ROUNDCONSTS2
	TESTQ        CX, CX
	JZ           ri8avx2_done

ri8avx2_loop:
	DEQI8X16((SI), 8(SI), Y7, Y0, Y1)
	RNE8(Y0, Y4)
	RNE8(Y1, Y4)
	PACK16(Y0, Y1, (DI))
	ADDQ      $16, SI
	ADDQ      $32, DI
	DECQ      CX
	JNZ       ri8avx2_loop

ri8avx2_done:
	VZEROUPPER
	RET

// q4SplitBytes gathers, in each 16-byte lane, the low bytes of its eight
// words and then their high bytes.
DATA q4SplitBytes<>+0(SB)/8, $0x0e0c0a0806040200
DATA q4SplitBytes<>+8(SB)/8, $0x0f0d0b0907050301
DATA q4SplitBytes<>+16(SB)/8, $0x0e0c0a0806040200
DATA q4SplitBytes<>+24(SB)/8, $0x0f0d0b0907050301
GLOBL q4SplitBytes<>(SB), RODATA|NOPTR, $32

// Q4TABLE2(sc, g) sets g to a q4 group's lookup table as two 16-byte
// VPSHUFB tables: lane 0 the low bytes, lane 1 the high bytes, of the 16
// values f32(int4(u))·s rounded to bf16, s the f16 scale at sc (finite, so
// that every product is zero or a normal f32 and RNE8 rounds it as
// roundWeightBF16 does). AX points at i4Values, Y9 holds q4SplitBytes.
// Clobbers Y0-Y2.
#define Q4TABLE2(sc, g) \
	VPBROADCASTW sc, X0; \
	VCVTPH2PS    X0, Y0; \
	VMULPS       32(AX), Y0, Y1; \
	VMULPS       (AX), Y0, Y0; \
	RNE8(Y0, Y2); \
	RNE8(Y1, Y2); \
	VPACKUSDW    Y1, Y0, Y0; \
	VPERMQ       $0xd8, Y0, Y0; \
	VPSHUFB      Y9, Y0, Y0; \
	VPERMQ       $0xd8, Y0, g

// Q4LOOKUP16(src, shift, tl, th, mem) looks up nibble shift/4 of each of
// the 16 words in src, words 0-7 in the tables of lane 0 of tl (low
// bytes) and th (high bytes) and words 8-15 in those of lane 1, and
// stores the 16 bf16 values at mem. Y10 = 0xff00 and Y11 = 0x000f in
// every word. Clobbers Y0-Y2.
#define Q4LOOKUP16(src, shift, tl, th, mem) \
	VPSRLW    $shift, src, Y0; \
	VPAND     Y11, Y0, Y0; \
	VPSLLW    $8, Y0, Y1; \
	VPOR      Y1, Y0, Y0; \
	VPSHUFB   Y0, tl, Y1; \
	VPSHUFB   Y0, th, Y2; \
	VPBLENDVB Y10, Y2, Y1, Y1; \
	VMOVDQU   Y1, mem

// Q4LOOKUPLINE(shift, off) writes block shift/4 of a line, 32 words at
// off(DI): words 0-15 of the line (Y5) through the tables of its groups 0
// and 1 (Y7, Y8), words 16-31 (Y6) through those of groups 2 and 3 (Y3,
// Y4).
#define Q4LOOKUPLINE(shift, off) \
	Q4LOOKUP16(Y5, shift, Y7, Y8, off(DI)); \
	Q4LOOKUP16(Y6, shift, Y3, Y4, off+32(DI))

// func roundI4DPAVX2(dst *uint16, q *byte, sc *uint16, lines int, values *float32) bool
// roundI4DPAVX512 for the lines of 128 q4 values at q, with f16 scales at
// sc: bf16 values in the bf16 compute q4 order (block j of a line holds
// nibble j of each of its 32 words, see q4DPElement). values holds
// f32(int4(u)) for u < 16. It reports false, having stopped, at a line
// with a scale that is an infinity or a NaN, which the caller must round
// another way.
TEXT ·roundI4DPAVX2(SB), NOSPLIT, $0-41
	MOVQ         dst+0(FP), DI
	MOVQ         q+8(FP), SI
	MOVQ         sc+16(FP), R8
	MOVQ         lines+24(FP), CX
	ROUNDCONSTS2
	MOVQ         values+32(FP), AX
	VMOVDQU      q4SplitBytes<>(SB), Y9
	MOVL         $0xff00ff00, DX
	VMOVQ        DX, X10
	VPBROADCASTD X10, Y10
	MOVL         $0x000f000f, DX
	VMOVQ        DX, X11
	VPBROADCASTD X11, Y11
	TESTQ        CX, CX
	JZ           ri4avx2_ok

ri4avx2_line:
	MOVQ  (R8), DX
	MOVQ  $0x7c007c007c007c00, BX
	ANDQ  BX, DX
	MOVQ  DX, R9
	XORQ  BX, R9
	MOVQ  $0x7c00, BX
	TESTW BX, R9
	JZ    ri4avx2_bad
	SHRQ  $16, R9
	TESTW BX, R9
	JZ    ri4avx2_bad
	SHRQ  $16, R9
	TESTW BX, R9
	JZ    ri4avx2_bad
	SHRQ  $16, R9
	TESTW BX, R9
	JZ    ri4avx2_bad
	Q4TABLE2((R8), Y3)
	Q4TABLE2(2(R8), Y4)
	Q4TABLE2(4(R8), Y5)
	Q4TABLE2(6(R8), Y6)
	VPERM2I128   $0x20, Y4, Y3, Y7
	VPERM2I128   $0x31, Y4, Y3, Y8
	VPERM2I128   $0x20, Y6, Y5, Y3
	VPERM2I128   $0x31, Y6, Y5, Y4
	VMOVDQU      (SI), Y5
	VMOVDQU      32(SI), Y6
	Q4LOOKUPLINE(0, 0)
	Q4LOOKUPLINE(4, 64)
	Q4LOOKUPLINE(8, 128)
	Q4LOOKUPLINE(12, 192)
	ADDQ         $64, SI
	ADDQ         $8, R8
	ADDQ         $256, DI
	DECQ         CX
	JNZ          ri4avx2_line

ri4avx2_ok:
	MOVB $1, ret+40(FP)
	VZEROUPPER
	RET

ri4avx2_bad:
	MOVB $0, ret+40(FP)
	VZEROUPPER
	RET

// T3X4W(row, y0, y1, y2) multiplies the eight f32 of a w row at row by
// the three x rows' in Y12-Y14 into that column's accumulators y0-y2.
// Clobbers Y15.
#define T3X4W(row, y0, y1, y2) \
	VMOVUPS     row, Y15; \
	VFMADD231PS Y15, Y12, y0; \
	VFMADD231PS Y15, Y13, y1; \
	VFMADD231PS Y15, Y14, y2

// T3X4FOLD(lo, hi, dst) folds an output's lanes 0-7 (lo, memory) and
// 8-15 (hi) as REDUCE2 does (their sum is the same either way round) and
// stores the sum at dst. Clobbers Y12, X13.
#define T3X4FOLD(lo, hi, dst) \
	FOLD2(hi, lo, Y12, X12, X13); \
	VMOVSS X12, dst

// T3X4LOAD(r) loads a pass's twelve sums saved at (r) into Y0-Y11;
// T3X4SAVE(r) saves them there.
#define T3X4LOAD(r) \
	LOAD4Y(r, 0, Y0, Y1, Y2, Y3); \
	LOAD4Y(r, 128, Y4, Y5, Y6, Y7); \
	LOAD4Y(r, 256, Y8, Y9, Y10, Y11)

#define T3X4SAVE(r) \
	SAVE4Y(r, 0, Y0, Y1, Y2, Y3); \
	SAVE4Y(r, 128, Y4, Y5, Y6, Y7); \
	SAVE4Y(r, 256, Y8, Y9, Y10, Y11)

// func tile3x4F32AVX2(x *float32, ldx int, w *float32, ldw int, k16 int, dst *float32, ldd int, acc *float32, mode int)
// The products of three x rows (ldx apart) with four f32 w rows (ldw
// apart) over 16*k16 elements, each in dot1x4F32AVX2's arithmetic. An
// output's lanes 0-7 and 8-15 are summed in two passes over k (R12 = 0,
// then 32 bytes on), each pass's twelve sums saved in acc (192 floats),
// so that twelve accumulators and three x registers fit in sixteen: each
// w load then feeds three FMAs, where dot1x4F32AVX2 loads a w value per
// FMA and runs at half the speed (61 against 116 GFLOP/s a core at k =
// 2048, with the rows in L2, on Zen 5 with AVX-512 off). As the AVX-512
// tiles do, a long k goes in blocks (see kBlocks): mode bit 0 starts from
// the sums acc holds, bit 1 folds each output's lanes as REDUCE2 folds
// them and stores the sums at dst (rows ldd apart); without it the sums
// stay in acc for the next block.
TEXT ·tile3x4F32AVX2(SB), NOSPLIT, $0-72
	MOVQ ldx+8(FP), R8
	SHLQ $2, R8
	MOVQ ldw+24(FP), BX
	SHLQ $2, BX
	LEAQ (BX)(BX*2), R11
	MOVQ acc+56(FP), R13
	XORQ R12, R12

t3x4_pass:
	MOVQ  x+0(FP), SI
	MOVQ  w+16(FP), DI
	ADDQ  R12, SI
	ADDQ  R12, DI
	MOVQ  k16+32(FP), CX
	LEAQ  (R12)(R12*2), R9
	LEAQ  (R13)(R9*4), R9   // this pass's saved sums: 384 bytes on for the second
	MOVQ  mode+64(FP), AX
	TESTQ $1, AX
	JZ    t3x4_zero
	T3X4LOAD(R9)
	JMP   t3x4_start

t3x4_zero:
	VXORPS Y0, Y0, Y0
	VXORPS Y1, Y1, Y1
	VXORPS Y2, Y2, Y2
	VXORPS Y3, Y3, Y3
	VXORPS Y4, Y4, Y4
	VXORPS Y5, Y5, Y5
	VXORPS Y6, Y6, Y6
	VXORPS Y7, Y7, Y7
	VXORPS Y8, Y8, Y8
	VXORPS Y9, Y9, Y9
	VXORPS Y10, Y10, Y10
	VXORPS Y11, Y11, Y11

t3x4_start:
	TESTQ CX, CX
	JZ    t3x4_passed

t3x4_loop:
	VMOVUPS (SI), Y12
	VMOVUPS (SI)(R8*1), Y13
	VMOVUPS (SI)(R8*2), Y14
	T3X4W((DI), Y0, Y4, Y8)
	T3X4W((DI)(BX*1), Y1, Y5, Y9)
	T3X4W((DI)(BX*2), Y2, Y6, Y10)
	T3X4W((DI)(R11*1), Y3, Y7, Y11)
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  t3x4_loop

t3x4_passed:
	TESTQ R12, R12
	JNZ   t3x4_second
	T3X4SAVE(R9)
	MOVQ  $32, R12
	JMP   t3x4_pass

t3x4_second:
	MOVQ  mode+64(FP), AX
	TESTQ $2, AX
	JNZ   t3x4_fold
	T3X4SAVE(R9)
	VZEROUPPER
	RET

t3x4_fold:
	MOVQ dst+40(FP), R9
	MOVQ ldd+48(FP), R10
	SHLQ $2, R10
	T3X4FOLD((R13), Y0, (R9))
	T3X4FOLD(32(R13), Y1, 4(R9))
	T3X4FOLD(64(R13), Y2, 8(R9))
	T3X4FOLD(96(R13), Y3, 12(R9))
	T3X4FOLD(128(R13), Y4, (R9)(R10*1))
	T3X4FOLD(160(R13), Y5, 4(R9)(R10*1))
	T3X4FOLD(192(R13), Y6, 8(R9)(R10*1))
	T3X4FOLD(224(R13), Y7, 12(R9)(R10*1))
	T3X4FOLD(256(R13), Y8, (R9)(R10*2))
	T3X4FOLD(288(R13), Y9, 4(R9)(R10*2))
	T3X4FOLD(320(R13), Y10, 8(R9)(R10*2))
	T3X4FOLD(352(R13), Y11, 12(R9)(R10*2))
	VZEROUPPER
	RET

// The attention kernels of a decode step without AVX-512: the scores
// q·K against a K cache swept 16 slots at a time, and probabilities·V.
// Before them the scores went through the three-row tiles of prefill and
// a Go loop for the fourth query, and probabilities·V through masked
// loads a row at a time, a third of AVX-512's speed, so a step deep into
// a conversation lost twice what it does there.

// ZERO8Y0 clears Y0-Y7, the sums of a pass of dotRows8F32AVX2.
#define ZERO8Y0 \
	VXORPS Y0, Y0, Y0; \
	VXORPS Y1, Y1, Y1; \
	VXORPS Y2, Y2, Y2; \
	VXORPS Y3, Y3, Y3; \
	VXORPS Y4, Y4, Y4; \
	VXORPS Y5, Y5, Y5; \
	VXORPS Y6, Y6, Y6; \
	VXORPS Y7, Y7, Y7

// ROWS8STEP(wa, wa32, wb, wb32, wc, wc32, wd, wd32) is one step of 16
// elements of a pass of dotRows8F32AVX2: the x values at AX (Y8, Y9)
// against the four w rows of the pass (their lanes 0-7 at wa..wd, 8-15 at
// wa32..wd32), each row's sums in a pair of Y0-Y7; then AX and the row
// cursors DX and CX move on.
#define ROWS8STEP(wa, wa32, wb, wb32, wc, wc32, wd, wd32) \
	VMOVUPS     (AX), Y8; \
	VMOVUPS     32(AX), Y9; \
	VFMADD231PS wa, Y8, Y0; \
	VFMADD231PS wa32, Y9, Y1; \
	VFMADD231PS wb, Y8, Y2; \
	VFMADD231PS wb32, Y9, Y3; \
	VFMADD231PS wc, Y8, Y4; \
	VFMADD231PS wc32, Y9, Y5; \
	VFMADD231PS wd, Y8, Y6; \
	VFMADD231PS wd32, Y9, Y7; \
	ADDQ        $64, AX; \
	ADDQ        $64, DX; \
	ADDQ        $64, CX

// ROWS8PAIRS(ya, yb) folds a pass's four sums: each one's lanes l and l+8
// (its two registers), then each pair's (Y0-Y3, Y4-Y7) lanes l and l+4,
// the first sum's in the low 128 bits of ya or yb, the second's in the
// high: the first two steps of REDUCE2's tree for four outputs at once.
#define ROWS8PAIRS(ya, yb) \
	VADDPS     Y1, Y0, Y0; \
	VADDPS     Y3, Y2, Y2; \
	VADDPS     Y5, Y4, Y4; \
	VADDPS     Y7, Y6, Y6; \
	VPERM2F128 $0x20, Y2, Y0, Y1; \
	VPERM2F128 $0x31, Y2, Y0, Y3; \
	VADDPS     Y3, Y1, ya; \
	VPERM2F128 $0x20, Y6, Y4, Y5; \
	VPERM2F128 $0x31, Y6, Y4, Y7; \
	VADDPS     Y7, Y5, yb

// ROWS8HALVES(ya, yb, y) takes two partial folds of ROWS8PAIRS to lanes
// l + l+2 of each of their four sums (two a 128-bit half) in y. Clobbers
// ya.
#define ROWS8HALVES(ya, yb, y) \
	VSHUFPS $0x44, yb, ya, y; \
	VSHUFPS $0xEE, yb, ya, ya; \
	VADDPS  ya, y, y

// func dotRows8F32AVX2(x *float32, ldx int, m int, w *float32, ldw int, k16 int, dst *float32, ldd int)
// dst[i·ldd+j] = x row i · w row j for the m rows of x (ldx apart) and 8
// rows of w (ldw apart), 16·k16 long, each in the canonical f32 order
// (16 lanes of FMAs, then the tree). Two passes of four rows keep eight
// sums each; the folds of the eight outputs are done together, with one
// add for every two lanes where REDUCE2 takes one for each, and land in
// order: the first pass takes rows 0, 4, 1, 5 and the second 2, 6, 3, 7,
// which the shuffles interleave back. A GQA group's queries against 8
// slots of a K cache: their rows, 256 bytes for a head of 64, stay in L1
// across the m queries.
TEXT ·dotRows8F32AVX2(SB), NOSPLIT, $0-64
	MOVQ  x+0(FP), SI
	MOVQ  ldx+8(FP), R9
	SHLQ  $2, R9
	MOVQ  m+16(FP), R10
	MOVQ  w+24(FP), R14
	MOVQ  ldw+32(FP), BX
	SHLQ  $2, BX
	LEAQ  (BX)(BX*2), R12
	LEAQ  (R14)(BX*4), R15
	MOVQ  dst+48(FP), R8
	MOVQ  ldd+56(FP), R11
	SHLQ  $2, R11
	TESTQ R10, R10
	JZ    rows8_done

rows8_row:
	ZERO8Y0
	MOVQ SI, AX
	MOVQ R14, DX
	MOVQ R15, CX
	MOVQ k16+40(FP), R13

rows8_a:
	ROWS8STEP((DX), 32(DX), (CX), 32(CX), (DX)(BX*1), 32(DX)(BX*1), (CX)(BX*1), 32(CX)(BX*1))
	DECQ R13
	JNZ  rows8_a
	ROWS8PAIRS(Y10, Y11)
	ZERO8Y0
	MOVQ SI, AX
	MOVQ R14, DX
	MOVQ R15, CX
	MOVQ k16+40(FP), R13

rows8_b:
	ROWS8STEP((DX)(BX*2), 32(DX)(BX*2), (CX)(BX*2), 32(CX)(BX*2), (DX)(R12*1), 32(DX)(R12*1), (CX)(R12*1), 32(CX)(R12*1))
	DECQ R13
	JNZ  rows8_b
	ROWS8PAIRS(Y12, Y13)
	ROWS8HALVES(Y10, Y11, Y0)
	ROWS8HALVES(Y12, Y13, Y1)
	VSHUFPS $0x88, Y1, Y0, Y2
	VSHUFPS $0xDD, Y1, Y0, Y3
	VADDPS  Y3, Y2, Y2
	VMOVUPS Y2, (R8)
	ADDQ    R9, SI
	ADDQ    R11, R8
	DECQ    R10
	JNZ     rows8_row

rows8_done:
	VZEROUPPER
	RET

// func axpy4Rows16AVX2(c *float32, ldc int, a *float32, lda int, k int, b *float32, ldb int, n16 int, pf int)
// axpyRowAVX2 for four rows of c and a (ldc and lda apart) and 16·n16
// columns of b, 16 at a time: each b load serves the four rows, and no
// mask is needed, where axpyRowAVX2 loads 32 columns with masks for each
// row. Every element's FMA chain is axpyRowAVX2's. Each step also asks
// for the line of b pf rows further on into L2.
TEXT ·axpy4Rows16AVX2(SB), NOSPLIT, $0-72
	AXPY16ARGS($2)
	TESTQ R14, R14
	JZ    axpy16_done

axpy16_chunk:
	AXPY16LOADC
	MOVQ  R15, SI
	MOVQ  DX, DI
	MOVQ  k+32(FP), CX
	TESTQ CX, CX
	JZ    axpy16_store

axpy16_loop:
	PREFETCHT1   (DI)(R13*1)
	VMOVUPS      (DI), Y8
	VMOVUPS      32(DI), Y9
	AXPY16FMA
	ADDQ         $4, SI
	ADDQ         BX, DI
	DECQ         CX
	JNZ          axpy16_loop

axpy16_store:
	AXPY16STOREC
	ADDQ $64, R8
	ADDQ $64, DX
	DECQ R14
	JNZ  axpy16_chunk

axpy16_done:
	VZEROUPPER
	RET
