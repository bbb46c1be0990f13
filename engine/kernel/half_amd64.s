//go:build amd64 && !purego

#include "textflag.h"
#include "reduce_amd64.h"

// func prefetchHalfL2(p *uint16, n int)
// Hints that the n 16-bit values from p will be read soon, into L2: every
// 64-byte line they touch, the first and last included whatever p's
// alignment. A prefetch never faults, so the range need not be valid
// memory.
TEXT ·prefetchHalfL2(SB), NOSPLIT, $0-16
	MOVQ  p+0(FP), SI
	MOVQ  n+8(FP), CX
	TESTQ CX, CX
	JLE   phl_done
	LEAQ  (SI)(CX*2), DX
	ANDQ  $-64, SI

phl_line:
	PREFETCHT1 (SI)
	ADDQ       $64, SI
	CMPQ       SI, DX
	JB         phl_line

phl_done:
	RET

// func widenRowsAVX512(dst *float32, ldd int, src *uint16, lds int, rows int, n16 int, f16 bool)
// Widens rows rows of 16*n16 values, lds apart at src, into dst, ldd
// apart (both strides in elements): f16 when f16 is set, else bf16. One
// call does a sweep's whole block, where a call per row cost a third of
// the pass for rows of 256.
TEXT ·widenRowsAVX512(SB), NOSPLIT, $0-49
	MOVQ    dst+0(FP), DI
	MOVQ    ldd+8(FP), R8
	SHLQ    $2, R8
	MOVQ    src+16(FP), SI
	MOVQ    lds+24(FP), R9
	SHLQ    $1, R9
	MOVQ    rows+32(FP), DX
	MOVQ    n16+40(FP), R10
	MOVBLZX f16+48(FP), R11
	TESTQ   DX, DX
	JLE     wr_done
	TESTQ   R10, R10
	JLE     wr_done

wr_row:
	MOVQ  DI, AX
	MOVQ  SI, BX
	MOVQ  R10, CX
	TESTQ R11, R11
	JNZ   wr_f16

wr_bf16:
	VPMOVZXWD (BX), Z0
	VPSLLD    $16, Z0, Z0
	VMOVUPS   Z0, (AX)
	ADDQ      $32, BX
	ADDQ      $64, AX
	DECQ      CX
	JNZ       wr_bf16
	JMP       wr_next

wr_f16:
	VCVTPH2PS (BX), Z0
	VMOVUPS   Z0, (AX)
	ADDQ      $32, BX
	ADDQ      $64, AX
	DECQ      CX
	JNZ       wr_f16

wr_next:
	ADDQ R8, DI
	ADDQ R9, SI
	DECQ DX
	JNZ  wr_row

wr_done:
	VZEROUPPER
	RET

// BF16 widens 16 bf16 values at mem into f32 lanes of z: a bf16 is the high
// half of an f32, so zero-extend to 32 bits and shift left by 16. F16
// widens 16 f16 values. Both are exact.
#define BF16(mem, z) \
	VPMOVZXWD mem, z; \
	VPSLLD    $16, z, z

#define F16(mem, z) \
	VCVTPH2PS mem, z

// BF16Z and F16Z are BF16 and F16 for the lanes whose bit is set in k,
// zero in the others. Masked lanes are not read, and do not fault.
#define BF16Z(mem, k, z) \
	VPMOVZXWD.Z mem, k, z; \
	VPSLLD      $16, z, z

#define F16Z(mem, k, z) \
	VCVTPH2PS.Z mem, k, z

// halfRows16Perm is rows16Perm (kernel_amd64.s) for FOLD16 here: a static
// symbol is private to its file.
DATA halfRows16Perm<>+0(SB)/4, $0
DATA halfRows16Perm<>+4(SB)/4, $4
DATA halfRows16Perm<>+8(SB)/4, $8
DATA halfRows16Perm<>+12(SB)/4, $12
DATA halfRows16Perm<>+16(SB)/4, $1
DATA halfRows16Perm<>+20(SB)/4, $5
DATA halfRows16Perm<>+24(SB)/4, $9
DATA halfRows16Perm<>+28(SB)/4, $13
DATA halfRows16Perm<>+32(SB)/4, $2
DATA halfRows16Perm<>+36(SB)/4, $6
DATA halfRows16Perm<>+40(SB)/4, $10
DATA halfRows16Perm<>+44(SB)/4, $14
DATA halfRows16Perm<>+48(SB)/4, $3
DATA halfRows16Perm<>+52(SB)/4, $7
DATA halfRows16Perm<>+56(SB)/4, $11
DATA halfRows16Perm<>+60(SB)/4, $15
GLOBL halfRows16Perm<>(SB), RODATA|NOPTR, $64

// ZERO16 clears the 16 accumulators of dotRows16HalfAVX512, Z16-Z31.
#define ZERO16 \
	VPXORD Z16, Z16, Z16; \
	VPXORD Z17, Z17, Z17; \
	VPXORD Z18, Z18, Z18; \
	VPXORD Z19, Z19, Z19; \
	VPXORD Z20, Z20, Z20; \
	VPXORD Z21, Z21, Z21; \
	VPXORD Z22, Z22, Z22; \
	VPXORD Z23, Z23, Z23; \
	VPXORD Z24, Z24, Z24; \
	VPXORD Z25, Z25, Z25; \
	VPXORD Z26, Z26, Z26; \
	VPXORD Z27, Z27, Z27; \
	VPXORD Z28, Z28, Z28; \
	VPXORD Z29, Z29, Z29; \
	VPXORD Z30, Z30, Z30; \
	VPXORD Z31, Z31, Z31

// The steps of dotRows16HalfAVX512's passes, W the widening (BF16 or
// F16); each asks for two lines of a w row pf rows on, as a step of
// dotRows16F32AVX512 asks for four. QUADSTEP: four x rows (at AX, R9
// bytes apart, R12 = 3·R9) by the four w rows at DI (BX bytes apart, R14
// = 3·BX); Z(16+4r+c) sums x row r by w row c. PAIRSTEP: two x rows by
// eight w rows (DI, then R12 = DI+4·BX); Z(16+8r+c). ROWSTEP: one x row
// by 16 w rows (DI, R11, R12, R13, 4·BX apart); Z(16+c).
#define QUADSTEP(W) \
	PREFETCHT1  (R15); \
	PREFETCHT1  64(R15); \
	ADDQ        BX, R15; \
	VMOVUPS     (AX), Z0; \
	VMOVUPS     (AX)(R9*1), Z1; \
	VMOVUPS     (AX)(R9*2), Z2; \
	VMOVUPS     (AX)(R12*1), Z3; \
	W((DI), Z4); \
	VFMADD231PS Z4, Z0, Z16; \
	VFMADD231PS Z4, Z1, Z20; \
	VFMADD231PS Z4, Z2, Z24; \
	VFMADD231PS Z4, Z3, Z28; \
	W((DI)(BX*1), Z5); \
	VFMADD231PS Z5, Z0, Z17; \
	VFMADD231PS Z5, Z1, Z21; \
	VFMADD231PS Z5, Z2, Z25; \
	VFMADD231PS Z5, Z3, Z29; \
	W((DI)(BX*2), Z6); \
	VFMADD231PS Z6, Z0, Z18; \
	VFMADD231PS Z6, Z1, Z22; \
	VFMADD231PS Z6, Z2, Z26; \
	VFMADD231PS Z6, Z3, Z30; \
	W((DI)(R14*1), Z7); \
	VFMADD231PS Z7, Z0, Z19; \
	VFMADD231PS Z7, Z1, Z23; \
	VFMADD231PS Z7, Z2, Z27; \
	VFMADD231PS Z7, Z3, Z31; \
	ADDQ        $64, AX; \
	ADDQ        $32, DI

#define PAIRSTEP(W) \
	PREFETCHT1  (R15); \
	PREFETCHT1  64(R15); \
	ADDQ        BX, R15; \
	VMOVUPS     (AX), Z0; \
	VMOVUPS     (AX)(R9*1), Z1; \
	W((DI), Z2); \
	VFMADD231PS Z2, Z0, Z16; \
	VFMADD231PS Z2, Z1, Z24; \
	W((DI)(BX*1), Z3); \
	VFMADD231PS Z3, Z0, Z17; \
	VFMADD231PS Z3, Z1, Z25; \
	W((DI)(BX*2), Z4); \
	VFMADD231PS Z4, Z0, Z18; \
	VFMADD231PS Z4, Z1, Z26; \
	W((DI)(R14*1), Z5); \
	VFMADD231PS Z5, Z0, Z19; \
	VFMADD231PS Z5, Z1, Z27; \
	W((R12), Z2); \
	VFMADD231PS Z2, Z0, Z20; \
	VFMADD231PS Z2, Z1, Z28; \
	W((R12)(BX*1), Z3); \
	VFMADD231PS Z3, Z0, Z21; \
	VFMADD231PS Z3, Z1, Z29; \
	W((R12)(BX*2), Z4); \
	VFMADD231PS Z4, Z0, Z22; \
	VFMADD231PS Z4, Z1, Z30; \
	W((R12)(R14*1), Z5); \
	VFMADD231PS Z5, Z0, Z23; \
	VFMADD231PS Z5, Z1, Z31; \
	ADDQ        $64, AX; \
	ADDQ        $32, DI; \
	ADDQ        $32, R12

#define ROWSTEP(W) \
	PREFETCHT1  (R15); \
	PREFETCHT1  64(R15); \
	ADDQ        BX, R15; \
	VMOVUPS     (AX), Z0; \
	W((DI), Z1); \
	VFMADD231PS Z1, Z0, Z16; \
	W((DI)(BX*1), Z2); \
	VFMADD231PS Z2, Z0, Z17; \
	W((DI)(BX*2), Z3); \
	VFMADD231PS Z3, Z0, Z18; \
	W((DI)(R14*1), Z4); \
	VFMADD231PS Z4, Z0, Z19; \
	W((R11), Z1); \
	VFMADD231PS Z1, Z0, Z20; \
	W((R11)(BX*1), Z2); \
	VFMADD231PS Z2, Z0, Z21; \
	W((R11)(BX*2), Z3); \
	VFMADD231PS Z3, Z0, Z22; \
	W((R11)(R14*1), Z4); \
	VFMADD231PS Z4, Z0, Z23; \
	W((R12), Z1); \
	VFMADD231PS Z1, Z0, Z24; \
	W((R12)(BX*1), Z2); \
	VFMADD231PS Z2, Z0, Z25; \
	W((R12)(BX*2), Z3); \
	VFMADD231PS Z3, Z0, Z26; \
	W((R12)(R14*1), Z4); \
	VFMADD231PS Z4, Z0, Z27; \
	W((R13), Z1); \
	VFMADD231PS Z1, Z0, Z28; \
	W((R13)(BX*1), Z2); \
	VFMADD231PS Z2, Z0, Z29; \
	W((R13)(BX*2), Z3); \
	VFMADD231PS Z3, Z0, Z30; \
	W((R13)(R14*1), Z4); \
	VFMADD231PS Z4, Z0, Z31; \
	ADDQ        $64, AX; \
	ADDQ        $32, DI; \
	ADDQ        $32, R11; \
	ADDQ        $32, R12; \
	ADDQ        $32, R13

// func dotRows16HalfAVX512(x *float32, ldx int, m int, w *uint16, ldw int, k16 int, dst *float32, ldd int, pf int, f16 bool)
// dotRows16F32AVX512 for w in bf16, or f16 when f16 is set: dst[i*ldd+j] =
// Σ x[i*ldx+p]*w[j*ldw+p] over p < 16*k16 for i < m, j < 16, each output
// bit for bit what that kernel gives on the widened rows: the same FMA
// chain (widening is exact) and the same fold, FOLD16. The fold takes any
// 16 accumulators, so the passes need not be the f32 kernel's one x row
// by 16 w rows, which would widen each w load once per x row: in bf16
// that is twice the FMAs' work, and it ran 25% slower than widening the
// block into scratch for the f32 kernel (m = 4, from L1, development VM).
// The x rows go four at a time by four w rows (QUADSTEP), each widened w
// load serving four FMAs and each x load four, then two by eight
// (PAIRSTEP), then one by 16 (ROWSTEP): at m = 4 a fifth less time than
// the f32 kernel. There are m*k16 steps in all, as in the f32 kernel,
// each asking for the first 128 bytes (64 values) of one w row pf rows
// on, the next row at the next step.
TEXT ·dotRows16HalfAVX512(SB), NOSPLIT, $0-73
	MOVQ    x+0(FP), SI
	MOVQ    ldx+8(FP), R9
	SHLQ    $2, R9
	MOVQ    m+16(FP), DX
	MOVQ    ldw+32(FP), BX
	SHLQ    $1, BX
	LEAQ    (BX)(BX*2), R14
	MOVQ    dst+48(FP), R8
	MOVQ    ldd+56(FP), R10
	SHLQ    $2, R10
	VMOVUPS halfRows16Perm<>(SB), Z15
	MOVQ    pf+64(FP), R15
	IMULQ   BX, R15
	ADDQ    w+24(FP), R15

rows16h_quads:
	CMPQ DX, $4
	JLT  rows16h_pairs
	LEAQ (R9)(R9*2), R12
	MOVQ w+24(FP), R11
	MOVQ R8, R13

	// R11: the group of four w rows, R13: its four outputs in row 0.
quad_group:
	MOVQ R11, DI
	MOVQ SI, AX
	MOVQ k16+40(FP), CX
	ZERO16
	TESTQ CX, CX
	JZ    quad_fold
	CMPB  f16+72(FP), $0
	JNE   quad_f16

quad_bf16:
	QUADSTEP(BF16)
	DECQ CX
	JNZ  quad_bf16
	JMP  quad_fold

quad_f16:
	QUADSTEP(F16)
	DECQ CX
	JNZ  quad_f16

quad_fold:
	FOLD16
	LEAQ          (R10)(R10*2), CX
	VMOVUPS       X12, (R13)
	VEXTRACTF32X4 $1, Z12, (R13)(R10*1)
	VEXTRACTF32X4 $2, Z12, (R13)(R10*2)
	VEXTRACTF32X4 $3, Z12, (R13)(CX*1)
	ADDQ          $16, R13
	LEAQ          (R11)(BX*4), R11
	LEAQ          64(R8), CX
	CMPQ          R13, CX
	JB            quad_group
	LEAQ          (SI)(R9*4), SI
	LEAQ          (R8)(R10*4), R8
	SUBQ          $4, DX
	JMP           rows16h_quads

rows16h_pairs:
	CMPQ DX, $2
	JLT  rows16h_row
	MOVQ w+24(FP), R11
	MOVQ R8, R13

	// R11: the group of eight w rows, R13: its eight outputs in row 0.
pair_group:
	MOVQ R11, DI
	LEAQ (R11)(BX*4), R12
	MOVQ SI, AX
	MOVQ k16+40(FP), CX
	ZERO16
	TESTQ CX, CX
	JZ    pair_fold
	CMPB  f16+72(FP), $0
	JNE   pair_f16

pair_bf16:
	PAIRSTEP(BF16)
	DECQ CX
	JNZ  pair_bf16
	JMP  pair_fold

pair_f16:
	PAIRSTEP(F16)
	DECQ CX
	JNZ  pair_f16

pair_fold:
	FOLD16
	VMOVUPS       Y12, (R13)
	VEXTRACTF64X4 $1, Z12, (R13)(R10*1)
	ADDQ          $32, R13
	LEAQ          (R11)(BX*8), R11
	LEAQ          64(R8), CX
	CMPQ          R13, CX
	JB            pair_group
	LEAQ          (SI)(R9*2), SI
	LEAQ          (R8)(R10*2), R8
	SUBQ          $2, DX

rows16h_row:
	TESTQ DX, DX
	JZ    rows16h_done
	MOVQ  w+24(FP), DI
	LEAQ  (DI)(BX*4), R11
	LEAQ  (R11)(BX*4), R12
	LEAQ  (R12)(BX*4), R13
	MOVQ  SI, AX
	MOVQ  k16+40(FP), CX
	ZERO16
	TESTQ CX, CX
	JZ    row_fold
	CMPB  f16+72(FP), $0
	JNE   row_f16

row_bf16:
	ROWSTEP(BF16)
	DECQ CX
	JNZ  row_bf16
	JMP  row_fold

row_f16:
	ROWSTEP(F16)
	DECQ CX
	JNZ  row_f16

row_fold:
	FOLD16
	VMOVUPS Z12, (R8)

rows16h_done:
	VZEROUPPER
	RET

// AXPY1FMA is AXPY4FMA for one row.
#define AXPY1FMA \
	VBROADCASTSS (SI), Z4; \
	VFMADD231PS Z0, Z4, Z8; \
	VFMADD231PS Z1, Z4, Z9; \
	VFMADD231PS Z2, Z4, Z10; \
	VFMADD231PS Z3, Z4, Z11

// AXPYHSTEP is one step of the 16-bit axpy kernels: the prefetch pf rows
// on (R13 bytes), the b row at DI widened by W (BF16Z or F16Z) into Z0-Z3
// under the column masks, FMA's arithmetic, and on to the next a column
// and b row.
#define AXPYHSTEP(W, FMA) \
	PREFETCHT1 (DI)(R13*1); \
	PREFETCHT1 64(DI)(R13*1); \
	W((DI), K1, Z0); \
	W(32(DI), K2, Z1); \
	W(64(DI), K3, Z2); \
	W(96(DI), K4, Z3); \
	FMA; \
	ADDQ       $4, SI; \
	ADDQ       BX, DI

// func axpy4RowsHalfAVX512(c *float32, ldc int, a *float32, lda int, k int, b *uint16, ldb int, mask uint64, pf int, f16 bool)
// axpy4RowsAVX512 for b in bf16, or f16 when f16 is set: the masked loads
// of a b row become masked widening loads, and the rest is the f32
// kernel's, so every c element's FMA chain is bit for bit the f32 one on
// the widened b, without a pass that stores it widened. Each step asks for
// the 128 bytes (64 values) pf rows of b further on into L2.
TEXT ·axpy4RowsHalfAVX512(SB), NOSPLIT, $0-73
	MOVQ  c+0(FP), R8
	MOVQ  ldc+8(FP), R9
	SHLQ  $2, R9
	MOVQ  a+16(FP), SI
	MOVQ  lda+24(FP), R10
	SHLQ  $2, R10
	LEAQ  (R10)(R10*2), R12
	MOVQ  k+32(FP), CX
	MOVQ  b+40(FP), DI
	MOVQ  ldb+48(FP), BX
	SHLQ  $1, BX
	MOVQ  pf+64(FP), R13
	IMULQ BX, R13
	MOVQ  mask+56(FP), AX
	SPLITMASK
	AXPY4LOADC
	TESTQ     CX, CX
	JZ        axpy4h_store
	CMPB      f16+72(FP), $0
	JNE       axpy4h_f16

axpy4h_bf16:
	AXPYHSTEP(BF16Z, AXPY4FMA)
	DECQ CX
	JNZ  axpy4h_bf16
	JMP  axpy4h_store

axpy4h_f16:
	AXPYHSTEP(F16Z, AXPY4FMA)
	DECQ CX
	JNZ  axpy4h_f16

axpy4h_store:
	AXPY4STOREC
	VZEROUPPER
	RET

// func axpyRowHalfAVX512(c *float32, a *float32, k int, b *uint16, ldb int, mask uint64, pf int, f16 bool)
// axpyRowAVX512 for b in bf16, or f16 when f16 is set, with each c
// element's FMA chain bit for bit the f32 one on the widened b: the rows
// of a product that axpy4RowsHalfAVX512's groups of four leave. Each step
// asks for the 128 bytes pf rows of b further on into L2, as the four-row
// kernel does: with fewer than four rows nothing else would.
TEXT ·axpyRowHalfAVX512(SB), NOSPLIT, $0-57
	MOVQ      c+0(FP), R8
	MOVQ      a+8(FP), SI
	MOVQ      k+16(FP), CX
	MOVQ      b+24(FP), DI
	MOVQ      ldb+32(FP), BX
	SHLQ      $1, BX
	MOVQ      pf+48(FP), R13
	IMULQ     BX, R13
	MOVQ      mask+40(FP), AX
	SPLITMASK
	VMOVUPS.Z (R8), K1, Z8
	VMOVUPS.Z 64(R8), K2, Z9
	VMOVUPS.Z 128(R8), K3, Z10
	VMOVUPS.Z 192(R8), K4, Z11
	TESTQ     CX, CX
	JZ        axpyh_store
	CMPB      f16+56(FP), $0
	JNE       axpyh_f16

axpyh_bf16:
	AXPYHSTEP(BF16Z, AXPY1FMA)
	DECQ CX
	JNZ  axpyh_bf16
	JMP  axpyh_store

axpyh_f16:
	AXPYHSTEP(F16Z, AXPY1FMA)
	DECQ CX
	JNZ  axpyh_f16

axpyh_store:
	VMOVUPS Z8, K1, (R8)
	VMOVUPS Z9, K2, 64(R8)
	VMOVUPS Z10, K3, 128(R8)
	VMOVUPS Z11, K4, 192(R8)
	VZEROUPPER
	RET

// AXPY16HSTEP(W) is a step of axpy4Rows16HalfAVX2: the b row's 16 values
// at DI widened by W into Y8 and Y9, then axpy4Rows16AVX2's FMAs; the
// line pf rows on is asked for into L2.
#define AXPY16HSTEP(W) \
	PREFETCHT1 (DI)(R13*1); \
	W((DI), Y8); \
	W(16(DI), Y9); \
	AXPY16FMA; \
	ADDQ       $4, SI; \
	ADDQ       BX, DI

// func axpy4Rows16HalfAVX2(c *float32, ldc int, a *float32, lda int, k int, b *uint16, ldb int, n16 int, pf int, f16 bool)
// axpy4Rows16AVX2 for b in bf16, or f16 when f16 is set, widened as it
// is loaded: every c element's FMA chain is bit for bit the f32 one on
// the widened b, without a pass that stores b widened.
TEXT ·axpy4Rows16HalfAVX2(SB), NOSPLIT, $0-73
	AXPY16ARGS($1)
	TESTQ R14, R14
	JZ    axpy16h_done

axpy16h_chunk:
	AXPY16LOADC
	MOVQ  R15, SI
	MOVQ  DX, DI
	MOVQ  k+32(FP), CX
	TESTQ CX, CX
	JZ    axpy16h_store
	CMPB  f16+72(FP), $0
	JNE   axpy16h_f16

axpy16h_bf16:
	AXPY16HSTEP(BF16)
	DECQ CX
	JNZ  axpy16h_bf16
	JMP  axpy16h_store

axpy16h_f16:
	AXPY16HSTEP(F16)
	DECQ CX
	JNZ  axpy16h_f16

axpy16h_store:
	AXPY16STOREC
	ADDQ $64, R8
	ADDQ $32, DX
	DECQ R14
	JNZ  axpy16h_chunk

axpy16h_done:
	VZEROUPPER
	RET
