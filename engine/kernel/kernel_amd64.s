//go:build amd64 && !purego

#include "textflag.h"
#include "reduce_amd64.h"

// All kernels here need AVX-512F, -VL and -BW; the Go side only calls them
// when haveAVX512 is set.
//
// Every dot-product kernel uses the same arithmetic for one output element:
// 16 lane accumulators, lane l sums x[p]*w[p] for p ≡ l (mod 16) in
// increasing p with FMA starting from +0, then REDUCE folds the lanes with a
// fixed tree. Because the prefill tiles (tile_amd64.s), the 1×4 decode
// kernels and the 1×1 edge kernels share this, an output's value does not
// depend on m or on which kernel computed it.

// BF16 widens 16 bf16 values at mem into f32 lanes of z: a bf16 is the high
// half of an f32, so zero-extend to 32 bits and shift left by 16.
#define BF16(mem, z) \
	VPMOVZXWD mem, z; \
	VPSLLD    $16, z, z

#define F16(mem, z) \
	VCVTPH2PS mem, z

// NEXTGROUP sets R12, R13, R14 and AX to the byte offsets of the next group
// of four rows (BX is the row stride in bytes, R11 three strides), and
// PREFETCHGROUP asks for the lines of that group at the current offset into
// L2. Decode streams weights once, and a row is often a whole 4 KiB page
// (bf16, k = 2048), where the hardware prefetcher stops: without this every
// group of rows would start with cold misses.
#define NEXTGROUP \
	LEAQ (BX*4), R12; \
	LEAQ (R12)(BX*1), R13; \
	LEAQ (R12)(BX*2), R14; \
	LEAQ (R12)(R11*1), AX

#define PREFETCHGROUP \
	PREFETCHT1 (DI)(R12*1); \
	PREFETCHT1 (DI)(R13*1); \
	PREFETCHT1 (DI)(R14*1); \
	PREFETCHT1 (DI)(AX*1)

// func dot1x4F32AVX512(x *float32, w *float32, ldw int, k16 int, dst *float32)
// dst[j] = Σ_p x[p]*w[j*ldw+p] for j<4, p<16*k16.
TEXT ·dot1x4F32AVX512(SB), NOSPLIT, $0-40
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ ldw+16(FP), BX
	SHLQ $2, BX
	LEAQ (BX)(BX*2), R11
	MOVQ k16+24(FP), CX
	NEXTGROUP
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	TESTQ  CX, CX
	JZ     dot1x4F32AVX512_reduce

dot1x4F32AVX512_loop:
	PREFETCHGROUP
	VMOVUPS (SI), Z0
	VMOVUPS (DI), Z1
	VMOVUPS (DI)(BX*1), Z2
	VMOVUPS (DI)(BX*2), Z3
	VMOVUPS (DI)(R11*1), Z4
	VFMADD231PS Z1, Z0, Z8
	VFMADD231PS Z2, Z0, Z9
	VFMADD231PS Z3, Z0, Z10
	VFMADD231PS Z4, Z0, Z11
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  dot1x4F32AVX512_loop

dot1x4F32AVX512_reduce:
	MOVQ dst+32(FP), R8
	REDUCE(Z8, Y8)
	VMOVSS X5, 0(R8)
	REDUCE(Z9, Y9)
	VMOVSS X5, 4(R8)
	REDUCE(Z10, Y10)
	VMOVSS X5, 8(R8)
	REDUCE(Z11, Y11)
	VMOVSS X5, 12(R8)
	VZEROUPPER
	RET

// func dot1x4F16AVX512(x *float32, w *uint16, ldw int, k16 int, dst *float32)
// dst[j] = Σ_p x[p]*w[j*ldw+p] for j<4, p<16*k16.
TEXT ·dot1x4F16AVX512(SB), NOSPLIT, $0-40
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ ldw+16(FP), BX
	SHLQ $1, BX
	LEAQ (BX)(BX*2), R11
	MOVQ k16+24(FP), CX
	NEXTGROUP
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	TESTQ  CX, CX
	JZ     dot1x4F16AVX512_reduce

dot1x4F16AVX512_loop:
	PREFETCHGROUP
	VMOVUPS (SI), Z0
	F16((DI), Z1)
	F16((DI)(BX*1), Z2)
	F16((DI)(BX*2), Z3)
	F16((DI)(R11*1), Z4)
	VFMADD231PS Z1, Z0, Z8
	VFMADD231PS Z2, Z0, Z9
	VFMADD231PS Z3, Z0, Z10
	VFMADD231PS Z4, Z0, Z11
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  dot1x4F16AVX512_loop

dot1x4F16AVX512_reduce:
	MOVQ dst+32(FP), R8
	REDUCE(Z8, Y8)
	VMOVSS X5, 0(R8)
	REDUCE(Z9, Y9)
	VMOVSS X5, 4(R8)
	REDUCE(Z10, Y10)
	VMOVSS X5, 8(R8)
	REDUCE(Z11, Y11)
	VMOVSS X5, 12(R8)
	VZEROUPPER
	RET

// func dot1x1F32AVX512(x *float32, w *float32, k16 int) float32
TEXT ·dot1x1F32AVX512(SB), NOSPLIT, $0-28
	MOVQ   x+0(FP), SI
	MOVQ   w+8(FP), DI
	MOVQ   k16+16(FP), CX
	VPXORD Z8, Z8, Z8
	TESTQ  CX, CX
	JZ     dot1x1F32AVX512_reduce

dot1x1F32AVX512_loop:
	VMOVUPS (SI), Z0
	VMOVUPS (DI), Z1
	VFMADD231PS Z1, Z0, Z8
	ADDQ $64, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  dot1x1F32AVX512_loop

dot1x1F32AVX512_reduce:
	REDUCE(Z8, Y8)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// func dot1x1BF16AVX512(x *float32, w *uint16, k16 int) float32
TEXT ·dot1x1BF16AVX512(SB), NOSPLIT, $0-28
	MOVQ   x+0(FP), SI
	MOVQ   w+8(FP), DI
	MOVQ   k16+16(FP), CX
	VPXORD Z8, Z8, Z8
	TESTQ  CX, CX
	JZ     dot1x1BF16AVX512_reduce

dot1x1BF16AVX512_loop:
	VMOVUPS (SI), Z0
	BF16((DI), Z1)
	VFMADD231PS Z1, Z0, Z8
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  dot1x1BF16AVX512_loop

dot1x1BF16AVX512_reduce:
	REDUCE(Z8, Y8)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// func dot1x1F16AVX512(x *float32, w *uint16, k16 int) float32
TEXT ·dot1x1F16AVX512(SB), NOSPLIT, $0-28
	MOVQ   x+0(FP), SI
	MOVQ   w+8(FP), DI
	MOVQ   k16+16(FP), CX
	VPXORD Z8, Z8, Z8
	TESTQ  CX, CX
	JZ     dot1x1F16AVX512_reduce

dot1x1F16AVX512_loop:
	VMOVUPS (SI), Z0
	F16((DI), Z1)
	VFMADD231PS Z1, Z0, Z8
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  dot1x1F16AVX512_loop

dot1x1F16AVX512_reduce:
	REDUCE(Z8, Y8)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// func axpyRowAVX512(c *float32, a *float32, k int, b *float32, ldb int, mask uint64)
// c[j] += Σ_p a[p]*b[p*ldb+j] for the columns j<64 whose bit is set in mask
// (a prefix); other c and b elements are not touched. Each element is a
// sequential FMA chain over p continuing from c[j], so a chain split over
// several calls (or started from a cleared c) is the same as one call.
TEXT ·axpyRowAVX512(SB), NOSPLIT, $0-48
	MOVQ c+0(FP), R8
	MOVQ a+8(FP), SI
	MOVQ k+16(FP), CX
	MOVQ b+24(FP), DI
	MOVQ ldb+32(FP), BX
	SHLQ $2, BX
	MOVQ mask+40(FP), AX
	SPLITMASK
	VMOVUPS.Z (R8), K1, Z8
	VMOVUPS.Z 64(R8), K2, Z9
	VMOVUPS.Z 128(R8), K3, Z10
	VMOVUPS.Z 192(R8), K4, Z11
	TESTQ     CX, CX
	JZ        axpy_store

axpy_loop:
	VBROADCASTSS (SI), Z0
	VMOVUPS.Z    (DI), K1, Z1
	VMOVUPS.Z    64(DI), K2, Z2
	VMOVUPS.Z    128(DI), K3, Z3
	VMOVUPS.Z    192(DI), K4, Z4
	VFMADD231PS  Z1, Z0, Z8
	VFMADD231PS  Z2, Z0, Z9
	VFMADD231PS  Z3, Z0, Z10
	VFMADD231PS  Z4, Z0, Z11
	ADDQ $4, SI
	ADDQ BX, DI
	DECQ CX
	JNZ  axpy_loop

axpy_store:
	VMOVUPS Z8, K1, (R8)
	VMOVUPS Z9, K2, 64(R8)
	VMOVUPS Z10, K3, 128(R8)
	VMOVUPS Z11, K4, 192(R8)
	VZEROUPPER
	RET

// func bf16ToF32AVX512(dst *float32, src *uint16, n16 int)
TEXT ·bf16ToF32AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	TESTQ CX, CX
	JZ    bf16cvt_done

bf16cvt_loop:
	BF16((SI), Z0)
	VMOVUPS Z0, (DI)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  bf16cvt_loop

bf16cvt_done:
	VZEROUPPER
	RET

// func f16ToF32AVX512(dst *float32, src *uint16, n16 int)
TEXT ·f16ToF32AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	TESTQ CX, CX
	JZ    f16cvt_done

f16cvt_loop:
	F16((SI), Z0)
	VMOVUPS Z0, (DI)
	ADDQ $32, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  f16cvt_loop

f16cvt_done:
	VZEROUPPER
	RET

// func f32ToF16AVX512(dst *uint16, src *float32, n16 int)
// Immediate 0 selects round-to-nearest-even regardless of MXCSR.
TEXT ·f32ToF16AVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n16+16(FP), CX
	TESTQ CX, CX
	JZ    f32cvt_done

f32cvt_loop:
	VMOVUPS   (SI), Z0
	VCVTPS2PH $0, Z0, Y1
	VMOVDQU   Y1, (DI)
	ADDQ $64, SI
	ADDQ $32, DI
	DECQ CX
	JNZ  f32cvt_loop

f32cvt_done:
	VZEROUPPER
	RET

// func readSumAVX512(p *byte, n256 int) uint64
// Streams n256*256 bytes through four 64-byte adders so that loads are the
// only bottleneck; the sum of all 64-bit words keeps the loads observable.
TEXT ·readSumAVX512(SB), NOSPLIT, $0-24
	MOVQ p+0(FP), SI
	MOVQ n256+8(FP), CX
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	TESTQ CX, CX
	JZ    rs_done

rs_loop:
	VPADDQ (SI), Z0, Z0
	VPADDQ 64(SI), Z1, Z1
	VPADDQ 128(SI), Z2, Z2
	VPADDQ 192(SI), Z3, Z3
	ADDQ   $256, SI
	DECQ   CX
	JNZ    rs_loop

rs_done:
	VPADDQ        Z1, Z0, Z0
	VPADDQ        Z3, Z2, Z2
	VPADDQ        Z2, Z0, Z0
	VEXTRACTI64X4 $1, Z0, Y1
	VPADDQ        Y1, Y0, Y0
	VEXTRACTI128  $1, Y0, X1
	VPADDQ        X1, X0, X0
	VPSRLDQ       $8, X0, X1
	VPADDQ        X1, X0, X0
	VMOVQ         X0, AX
	MOVQ   AX, ret+16(FP)
	VZEROUPPER
	RET

// The bf16 kernels below work on the "split" layout: within every block of
// 32 elements the 16 even-indexed elements come first, then the 16 odd ones.
// Raw bf16 weights need no shuffle to get there: 32 bf16 values loaded as 16
// dwords hold an even element in the low half of each dword (widened by a
// left shift) and an odd element in the high half (widened by clearing the
// low half). x rows and widened weight panels are stored split; lane l of an
// accumulator then takes element 32t+2l and then 32t+2l+1 for t = 0, 1, ...

// SPLITBF16(mem, ze, zo) widens 32 bf16 values at mem: evens to ze, odds to zo.
// Z7 must hold 0xffff0000 in every dword.
#define SPLITBF16(mem, ze, zo) \
	VMOVDQU32 mem, zo; \
	VPSLLD    $16, zo, ze; \
	VPANDD    Z7, zo, zo

#define HIGHMASK \
	MOVL         $0xffff0000, AX; \
	VPBROADCASTD AX, Z7

// func dot1x4BF16SplitAVX512(x *float32, w *uint16, ldw int, k32 int, dst *float32)
// dst[j] = Σ x·w over 32*k32 elements for the 4 bf16 rows of w ldw apart; x
// is split, w raw.
TEXT ·dot1x4BF16SplitAVX512(SB), NOSPLIT, $0-40
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ ldw+16(FP), BX
	SHLQ $1, BX
	LEAQ (BX)(BX*2), R11
	MOVQ k32+24(FP), CX
	HIGHMASK
	NEXTGROUP
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	TESTQ  CX, CX
	JZ     split4_reduce

split4_loop:
	PREFETCHGROUP
	VMOVUPS (SI), Z0
	VMOVUPS 64(SI), Z6
	SPLITBF16((DI), Z12, Z1)
	SPLITBF16((DI)(BX*1), Z13, Z2)
	SPLITBF16((DI)(BX*2), Z14, Z3)
	SPLITBF16((DI)(R11*1), Z15, Z4)
	VFMADD231PS Z12, Z0, Z8
	VFMADD231PS Z13, Z0, Z9
	VFMADD231PS Z14, Z0, Z10
	VFMADD231PS Z15, Z0, Z11
	VFMADD231PS Z1, Z6, Z8
	VFMADD231PS Z2, Z6, Z9
	VFMADD231PS Z3, Z6, Z10
	VFMADD231PS Z4, Z6, Z11
	ADDQ $128, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  split4_loop

split4_reduce:
	MOVQ dst+32(FP), R8
	REDUCE(Z8, Y8)
	VMOVSS X5, 0(R8)
	REDUCE(Z9, Y9)
	VMOVSS X5, 4(R8)
	REDUCE(Z10, Y10)
	VMOVSS X5, 8(R8)
	REDUCE(Z11, Y11)
	VMOVSS X5, 12(R8)
	VZEROUPPER
	RET

// func dot1x1BF16SplitAVX512(x *float32, w *uint16, k32 int) float32
TEXT ·dot1x1BF16SplitAVX512(SB), NOSPLIT, $0-28
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ k32+16(FP), CX
	HIGHMASK
	VPXORD Z8, Z8, Z8
	TESTQ  CX, CX
	JZ     split1_reduce

split1_loop:
	VMOVUPS (SI), Z0
	VMOVUPS 64(SI), Z6
	SPLITBF16((DI), Z12, Z1)
	VFMADD231PS Z12, Z0, Z8
	VFMADD231PS Z1, Z6, Z8
	ADDQ $128, SI
	ADDQ $64, DI
	DECQ CX
	JNZ  split1_loop

split1_reduce:
	REDUCE(Z8, Y8)
	VMOVSS X5, ret+24(FP)
	VZEROUPPER
	RET

// func permute32AVX512(dst *float32, src *float32, k32 int, lanes *uint32)
// Stores 32*k32 floats in a layout within blocks of 32: dst[32b+p] =
// src[32b+lanes[p]], two VPERMI2PS per block (the split layout and the
// q4 order of splitRows).
TEXT ·permute32AVX512(SB), NOSPLIT, $0-32
	MOVQ      dst+0(FP), DI
	MOVQ      src+8(FP), SI
	MOVQ      k32+16(FP), CX
	MOVQ      lanes+24(FP), AX
	VMOVDQU32 (AX), Z4
	VMOVDQU32 64(AX), Z5
	TESTQ     CX, CX
	JZ        perm_done

perm_loop:
	VMOVUPS   (SI), Z0
	VMOVUPS   64(SI), Z1
	VMOVDQA32 Z4, Z2
	VPERMI2PS Z1, Z0, Z2
	VMOVDQA32 Z5, Z3
	VPERMI2PS Z1, Z0, Z3
	VMOVUPS   Z2, (DI)
	VMOVUPS   Z3, 64(DI)
	ADDQ      $128, SI
	ADDQ      $128, DI
	DECQ      CX
	JNZ       perm_loop

perm_done:
	VZEROUPPER
	RET

// func bf16ToF32SplitAVX512(dst *float32, src *uint16, k32 int)
// Widens 32*k32 bf16 values into the split layout.
TEXT ·bf16ToF32SplitAVX512(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ k32+16(FP), CX
	HIGHMASK
	TESTQ CX, CX
	JZ    splitcvt_done

splitcvt_loop:
	SPLITBF16((SI), Z0, Z1)
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	ADDQ $64, SI
	ADDQ $128, DI
	DECQ CX
	JNZ  splitcvt_loop

splitcvt_done:
	VZEROUPPER
	RET

// func dotQuadsF32AVX512(x *float32, w *float32, ldw int, k16 int, dst *float32, quads int)
// Runs dot1x4F32AVX512 over quads consecutive groups of four w rows, writing
// dst[4q+r]; one call amortises the Go call overhead over short rows (the
// attention scores of one head, k = head_dim).
TEXT ·dotQuadsF32AVX512(SB), NOSPLIT, $0-48
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ ldw+16(FP), BX
	SHLQ $2, BX
	LEAQ (BX)(BX*2), R11
	MOVQ dst+32(FP), R8
	MOVQ quads+40(FP), R9
	TESTQ R9, R9
	JZ    quads_done

quads_next:
	MOVQ   k16+24(FP), CX
	MOVQ   SI, R12
	MOVQ   DI, R13
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	TESTQ  CX, CX
	JZ     quads_reduce

quads_loop:
	VMOVUPS     (R12), Z0
	VMOVUPS     (R13), Z1
	VMOVUPS     (R13)(BX*1), Z2
	VMOVUPS     (R13)(BX*2), Z3
	VMOVUPS     (R13)(R11*1), Z4
	VFMADD231PS Z1, Z0, Z8
	VFMADD231PS Z2, Z0, Z9
	VFMADD231PS Z3, Z0, Z10
	VFMADD231PS Z4, Z0, Z11
	ADDQ $64, R12
	ADDQ $64, R13
	DECQ CX
	JNZ  quads_loop

quads_reduce:
	REDUCE(Z8, Y8)
	VMOVSS X5, 0(R8)
	REDUCE(Z9, Y9)
	VMOVSS X5, 4(R8)
	REDUCE(Z10, Y10)
	VMOVSS X5, 8(R8)
	REDUCE(Z11, Y11)
	VMOVSS X5, 12(R8)
	LEAQ (DI)(BX*4), DI
	ADDQ $16, R8
	DECQ R9
	JNZ  quads_next

quads_done:
	VZEROUPPER
	RET

// rows16Perm puts the outputs of the transposed reduction in dotRows16F32AVX512
// back in row order: the reduction leaves row 4e+q in element 4q+e.
DATA rows16Perm<>+0(SB)/4, $0
DATA rows16Perm<>+4(SB)/4, $4
DATA rows16Perm<>+8(SB)/4, $8
DATA rows16Perm<>+12(SB)/4, $12
DATA rows16Perm<>+16(SB)/4, $1
DATA rows16Perm<>+20(SB)/4, $5
DATA rows16Perm<>+24(SB)/4, $9
DATA rows16Perm<>+28(SB)/4, $13
DATA rows16Perm<>+32(SB)/4, $2
DATA rows16Perm<>+36(SB)/4, $6
DATA rows16Perm<>+40(SB)/4, $10
DATA rows16Perm<>+44(SB)/4, $14
DATA rows16Perm<>+48(SB)/4, $3
DATA rows16Perm<>+52(SB)/4, $7
DATA rows16Perm<>+56(SB)/4, $11
DATA rows16Perm<>+60(SB)/4, $15
GLOBL rows16Perm<>(SB), RODATA|NOPTR, $64

// func dotRows16F32AVX512(x *float32, ldx int, m int, w *float32, ldw int, k16 int, dst *float32, ldd int, pf int)
// dst[i*ldd+j] = Σ x[i*ldx+p]*w[j*ldw+p] over p < 16*k16 for i < m, j < 16,
// in the canonical order. The 16 lane accumulators of the 16 outputs of a
// row are folded together: each step adds two halves of pairs of vectors,
// so every output gets exactly the REDUCE tree (lanes l and l+8, l and l+4,
// then (0+2)+(1+3)) with half the shuffles and a quarter of the adds, and
// the w rows (16 short rows of a KV cache block) are reused from L1 by all
// m rows of x. Each step also asks for the first 256 bytes of one w row
// pf rows further on into L2, the next row at the next step: m*k16 rows
// in all, spread between the FMAs (a sweep's prefetch, see sweepT).
TEXT ·dotRows16F32AVX512(SB), NOSPLIT, $0-72
	MOVQ    x+0(FP), SI
	MOVQ    ldx+8(FP), R9
	SHLQ    $2, R9
	MOVQ    m+16(FP), DX
	MOVQ    ldw+32(FP), BX
	SHLQ    $2, BX
	LEAQ    (BX)(BX*2), R14
	MOVQ    dst+48(FP), R8
	MOVQ    ldd+56(FP), R10
	SHLQ    $2, R10
	VMOVUPS rows16Perm<>(SB), Z15
	MOVQ    pf+64(FP), R15
	IMULQ   BX, R15
	ADDQ    w+24(FP), R15
	TESTQ   DX, DX
	JZ      rows16_done

rows16_row:
	MOVQ w+24(FP), DI
	LEAQ (DI)(BX*4), R11
	LEAQ (R11)(BX*4), R12
	LEAQ (R12)(BX*4), R13
	MOVQ SI, AX
	MOVQ k16+40(FP), CX
	VPXORD Z16, Z16, Z16
	VPXORD Z17, Z17, Z17
	VPXORD Z18, Z18, Z18
	VPXORD Z19, Z19, Z19
	VPXORD Z20, Z20, Z20
	VPXORD Z21, Z21, Z21
	VPXORD Z22, Z22, Z22
	VPXORD Z23, Z23, Z23
	VPXORD Z24, Z24, Z24
	VPXORD Z25, Z25, Z25
	VPXORD Z26, Z26, Z26
	VPXORD Z27, Z27, Z27
	VPXORD Z28, Z28, Z28
	VPXORD Z29, Z29, Z29
	VPXORD Z30, Z30, Z30
	VPXORD Z31, Z31, Z31
	TESTQ CX, CX
	JZ    rows16_reduce

rows16_loop:
	PREFETCHT1 (R15)
	PREFETCHT1 64(R15)
	PREFETCHT1 128(R15)
	PREFETCHT1 192(R15)
	ADDQ       BX, R15
	VMOVUPS    (AX), Z0
	VFMADD231PS (DI), Z0, Z16
	VFMADD231PS (DI)(BX*1), Z0, Z17
	VFMADD231PS (DI)(BX*2), Z0, Z18
	VFMADD231PS (DI)(R14*1), Z0, Z19
	VFMADD231PS (R11), Z0, Z20
	VFMADD231PS (R11)(BX*1), Z0, Z21
	VFMADD231PS (R11)(BX*2), Z0, Z22
	VFMADD231PS (R11)(R14*1), Z0, Z23
	VFMADD231PS (R12), Z0, Z24
	VFMADD231PS (R12)(BX*1), Z0, Z25
	VFMADD231PS (R12)(BX*2), Z0, Z26
	VFMADD231PS (R12)(R14*1), Z0, Z27
	VFMADD231PS (R13), Z0, Z28
	VFMADD231PS (R13)(BX*1), Z0, Z29
	VFMADD231PS (R13)(BX*2), Z0, Z30
	VFMADD231PS (R13)(R14*1), Z0, Z31
	ADDQ $64, AX
	ADDQ $64, DI
	ADDQ $64, R11
	ADDQ $64, R12
	ADDQ $64, R13
	DECQ CX
	JNZ  rows16_loop

rows16_reduce:
	FOLD16
	VMOVUPS Z12, (R8)
	ADDQ    R9, SI
	ADDQ    R10, R8
	DECQ    DX
	JNZ     rows16_row

rows16_done:
	VZEROUPPER
	RET

// func axpy4RowsAVX512(c *float32, ldc int, a *float32, lda int, k int, b *float32, ldb int, mask uint64, pf int)
// axpyRowAVX512 for four rows of c and a (ldc and lda apart) against the
// same rows of b: each b load serves four rows, and the 16 independent FMA
// chains keep the FMA units busy where one row's four chains wait on
// latency. Every element's chain is the same as in axpyRowAVX512. Each
// step also asks for the 256 bytes pf rows of b further on into L2, one
// row's prefetches between each row's FMAs.
TEXT ·axpy4RowsAVX512(SB), NOSPLIT, $0-72
	MOVQ c+0(FP), R8
	MOVQ ldc+8(FP), R9
	SHLQ $2, R9
	MOVQ a+16(FP), SI
	MOVQ lda+24(FP), R10
	SHLQ $2, R10
	LEAQ (R10)(R10*2), R12
	MOVQ k+32(FP), CX
	MOVQ b+40(FP), DI
	MOVQ ldb+48(FP), BX
	SHLQ $2, BX
	MOVQ pf+64(FP), R13
	IMULQ BX, R13
	MOVQ mask+56(FP), AX
	SPLITMASK
	AXPY4LOADC
	TESTQ CX, CX
	JZ    axpy4_store

axpy4_loop:
	PREFETCHT1   (DI)(R13*1)
	PREFETCHT1   64(DI)(R13*1)
	PREFETCHT1   128(DI)(R13*1)
	PREFETCHT1   192(DI)(R13*1)
	VMOVUPS.Z    (DI), K1, Z0
	VMOVUPS.Z    64(DI), K2, Z1
	VMOVUPS.Z    128(DI), K3, Z2
	VMOVUPS.Z    192(DI), K4, Z3
	AXPY4FMA
	ADDQ $4, SI
	ADDQ BX, DI
	DECQ CX
	JNZ  axpy4_loop

axpy4_store:
	AXPY4STOREC
	VZEROUPPER
	RET

// func prefetchL2(p *float32, rows int, stride int, lines int)
// Hints that rows rows of lines 64-byte lines each, the first at p and
// each stride floats after the one before, will be read soon, into L2. A
// prefetch never faults, so the range need not be valid memory.
TEXT ·prefetchL2(SB), NOSPLIT, $0-32
	MOVQ  p+0(FP), SI
	MOVQ  rows+8(FP), CX
	MOVQ  stride+16(FP), BX
	SHLQ  $2, BX
	MOVQ  lines+24(FP), R8
	TESTQ CX, CX
	JLE   prefetch_done
	TESTQ R8, R8
	JLE   prefetch_done

prefetch_row:
	MOVQ SI, AX
	MOVQ R8, DX

prefetch_line:
	PREFETCHT1 (AX)
	ADDQ       $64, AX
	DECQ       DX
	JNZ        prefetch_line
	ADDQ       BX, SI
	DECQ       CX
	JNZ        prefetch_row

prefetch_done:
	RET

// func dotStreamsBF16SplitAVX512(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)
// Decode's bf16 product over four streams of rows: for g < groups and
// s < 4, dst[s*groups+g] = Σ x·w over 32*k32 elements of the row at
// w + g*ldw + s*gstride (x split, w raw), each in the canonical order of
// dot1x4BF16SplitAVX512. Row g+1 of a stream follows row g in memory, so
// each stream is one long sequential read that the hardware prefetchers
// follow across pages, where four adjacent rows are four streams of one
// page each; pf is how many bytes ahead in every stream a line is
// prefetched.
TEXT ·dotStreamsBF16SplitAVX512(SB), NOSPLIT, $0-64
	STREAMSARGS(1)
	HIGHMASK
	TESTQ R9, R9
	JZ    streams_done

streams_group:
	STREAMSGROUP(k32+24(FP))
	TESTQ  CX, CX
	JZ     streams_reduce

streams_loop:
	LEAQ       (DI)(R12*1), AX
	PREFETCH4ROWSL2(AX)
	VMOVUPS    (SI), Z0
	VMOVUPS    64(SI), Z6
	SPLITBF16((DI), Z12, Z1)
	SPLITBF16((DI)(BX*1), Z13, Z2)
	SPLITBF16((DI)(BX*2), Z14, Z3)
	SPLITBF16((DI)(R11*1), Z15, Z4)
	VFMADD231PS Z12, Z0, Z8
	VFMADD231PS Z13, Z0, Z9
	VFMADD231PS Z14, Z0, Z10
	VFMADD231PS Z15, Z0, Z11
	VFMADD231PS Z1, Z6, Z8
	VFMADD231PS Z2, Z6, Z9
	VFMADD231PS Z3, Z6, Z10
	VFMADD231PS Z4, Z6, Z11
	ADDQ        $128, SI
	ADDQ        $64, DI
	DECQ        CX
	JNZ         streams_loop

streams_reduce:
	STORESTREAMS(R13, R15)
	LEAQ   (R14)(DX*1), DI
	DECQ   R9
	JNZ    streams_group

streams_done:
	VZEROUPPER
	RET

// func dotStreamsF32AVX512(x *float32, w *float32, ldw int, k16 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsBF16SplitAVX512 for f32 rows and x in order: for g < groups
// and s < 4, dst[s*groups+g] = Σ x·w over 16*k16 elements of the row at
// w + g*ldw + s*gstride, each in the canonical order of dot1x4F32AVX512,
// prefetching pf bytes ahead in every stream.
TEXT ·dotStreamsF32AVX512(SB), NOSPLIT, $0-64
	STREAMSARGS(2)
	TESTQ R9, R9
	JZ    f32streams_done

f32streams_group:
	STREAMSGROUP(k16+24(FP))
	TESTQ  CX, CX
	JZ     f32streams_reduce

f32streams_loop:
	LEAQ        (DI)(R12*1), AX
	PREFETCH4ROWSL2(AX)
	VMOVUPS     (SI), Z0
	VFMADD231PS (DI), Z0, Z8
	VFMADD231PS (DI)(BX*1), Z0, Z9
	VFMADD231PS (DI)(BX*2), Z0, Z10
	VFMADD231PS (DI)(R11*1), Z0, Z11
	ADDQ        $64, SI
	ADDQ        $64, DI
	DECQ        CX
	JNZ         f32streams_loop

f32streams_reduce:
	STORESTREAMS(R13, R15)
	LEAQ   (R14)(DX*1), DI
	DECQ   R9
	JNZ    f32streams_group

f32streams_done:
	VZEROUPPER
	RET

// func dotStreamsF16AVX512(x *float32, w *uint16, ldw int, k32 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsBF16SplitAVX512 for f16 rows and x in order: for g < groups
// and s < 4, dst[s*groups+g] = Σ x·w over 32*k32 elements of the row at
// w + g*ldw + s*gstride, each in the canonical order of dot1x4F16AVX512
// (a step of 32 is two of its steps of 16), prefetching pf bytes ahead
// in every stream.
TEXT ·dotStreamsF16AVX512(SB), NOSPLIT, $0-64
	STREAMSARGS(1)
	TESTQ R9, R9
	JZ    f16streams_done

f16streams_group:
	STREAMSGROUP(k32+24(FP))
	TESTQ  CX, CX
	JZ     f16streams_reduce

f16streams_loop:
	LEAQ        (DI)(R12*1), AX
	PREFETCH4ROWSL2(AX)
	VMOVUPS     (SI), Z0
	VMOVUPS     64(SI), Z6
	F16((DI), Z12)
	F16((DI)(BX*1), Z13)
	F16((DI)(BX*2), Z14)
	F16((DI)(R11*1), Z15)
	F16(32(DI), Z1)
	F16(32(DI)(BX*1), Z2)
	F16(32(DI)(BX*2), Z3)
	F16(32(DI)(R11*1), Z4)
	VFMADD231PS Z12, Z0, Z8
	VFMADD231PS Z13, Z0, Z9
	VFMADD231PS Z14, Z0, Z10
	VFMADD231PS Z15, Z0, Z11
	VFMADD231PS Z1, Z6, Z8
	VFMADD231PS Z2, Z6, Z9
	VFMADD231PS Z3, Z6, Z10
	VFMADD231PS Z4, Z6, Z11
	ADDQ        $128, SI
	ADDQ        $64, DI
	DECQ        CX
	JNZ         f16streams_loop

f16streams_reduce:
	STORESTREAMS(R13, R15)
	LEAQ   (R14)(DX*1), DI
	DECQ   R9
	JNZ    f16streams_group

f16streams_done:
	VZEROUPPER
	RET

// func readSum4AVX512(p *byte, n64 int, stride int, pf int) uint64
// Reads four streams of n64*64 bytes, stride bytes apart, side by side and
// prefetching pf bytes ahead in each: the access pattern of
// dotStreamsBF16SplitAVX512 without its arithmetic. Returns the sum of all
// 64-bit words read.
TEXT ·readSum4AVX512(SB), NOSPLIT, $0-40
	MOVQ   p+0(FP), SI
	MOVQ   n64+8(FP), CX
	MOVQ   stride+16(FP), BX
	LEAQ   (BX)(BX*2), R11
	MOVQ   pf+24(FP), R12
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	TESTQ  CX, CX
	JZ     rs4_done

rs4_loop:
	LEAQ       (SI)(R12*1), AX
	PREFETCH4ROWSL2(AX)
	VPADDQ     (SI), Z0, Z0
	VPADDQ     (SI)(BX*1), Z1, Z1
	VPADDQ     (SI)(BX*2), Z2, Z2
	VPADDQ     (SI)(R11*1), Z3, Z3
	ADDQ       $64, SI
	DECQ       CX
	JNZ        rs4_loop

rs4_done:
	VPADDQ        Z1, Z0, Z0
	VPADDQ        Z3, Z2, Z2
	VPADDQ        Z2, Z0, Z0
	VEXTRACTI64X4 $1, Z0, Y1
	VPADDQ        Y1, Y0, Y0
	VEXTRACTI128  $1, Y0, X1
	VPADDQ        X1, X0, X0
	VPSRLDQ       $8, X0, X1
	VPADDQ        X1, X0, X0
	VMOVQ         X0, AX
	MOVQ          AX, ret+32(FP)
	VZEROUPPER
	RET


// func fmaPeakAVX512(n int)
// Runs n rounds of twelve independent 16-lane FMAs on registers only:
// BenchmarkFMAPeak's measure of the machine's f32 arithmetic rate, the
// ceiling the prefill tiles' GFLOP/s are read against.
TEXT ·fmaPeakAVX512(SB), NOSPLIT, $0-8
	MOVQ   n+0(FP), CX
	VPXORD Z0, Z0, Z0
	VPXORD Z1, Z1, Z1
	VPXORD Z2, Z2, Z2
	VPXORD Z3, Z3, Z3
	VPXORD Z4, Z4, Z4
	VPXORD Z5, Z5, Z5
	VPXORD Z6, Z6, Z6
	VPXORD Z7, Z7, Z7
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	VPXORD Z12, Z12, Z12
	TESTQ  CX, CX
	JZ     peak_done

peak_loop:
	VFMADD231PS Z12, Z12, Z0
	VFMADD231PS Z12, Z12, Z1
	VFMADD231PS Z12, Z12, Z2
	VFMADD231PS Z12, Z12, Z3
	VFMADD231PS Z12, Z12, Z4
	VFMADD231PS Z12, Z12, Z5
	VFMADD231PS Z12, Z12, Z6
	VFMADD231PS Z12, Z12, Z7
	VFMADD231PS Z12, Z12, Z8
	VFMADD231PS Z12, Z12, Z9
	VFMADD231PS Z12, Z12, Z10
	VFMADD231PS Z12, Z12, Z11
	DECQ CX
	JNZ  peak_loop

peak_done:
	VZEROUPPER
	RET

// func cpuid(leaf, sub uint32) (eax, ebx, ecx, edx uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL leaf+0(FP), AX
	MOVL sub+4(FP), CX
	CPUID
	MOVL AX, eax+8(FP)
	MOVL BX, ebx+12(FP)
	MOVL CX, ecx+16(FP)
	MOVL DX, edx+20(FP)
	RET

// func mxcsr() uint32
TEXT ·mxcsr(SB), NOSPLIT, $8-4
	STMXCSR m-4(SP)
	MOVL    m-4(SP), AX
	MOVL    AX, ret+0(FP)
	RET

// func setMXCSR(v uint32)
TEXT ·setMXCSR(SB), NOSPLIT, $0-4
	LDMXCSR v+0(FP)
	RET
