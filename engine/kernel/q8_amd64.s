//go:build amd64 && !purego

#include "textflag.h"
#include "reduce_amd64.h"
#include "vnni_amd64.h"

// The int8 compute kernel for q4 weights (see "int8 compute" in doc.go):
// integer products of int8 activations and q4 values by AVX512_VNNI's
// VPDPBUSD, each group's sum then scaled and accumulated in f32 exactly as
// the graph's dot over groups orders it.

// q8EvenLanes and q8OddLanes index the even and the odd dword lanes of a
// pair of vectors for VPERMT2D (bit 4 picks the second vector): adding
// the two selections sums neighbouring lanes of both, halving them.
DATA q8EvenLanes<>+0(SB)/4, $0
DATA q8EvenLanes<>+4(SB)/4, $2
DATA q8EvenLanes<>+8(SB)/4, $4
DATA q8EvenLanes<>+12(SB)/4, $6
DATA q8EvenLanes<>+16(SB)/4, $8
DATA q8EvenLanes<>+20(SB)/4, $10
DATA q8EvenLanes<>+24(SB)/4, $12
DATA q8EvenLanes<>+28(SB)/4, $14
DATA q8EvenLanes<>+32(SB)/4, $16
DATA q8EvenLanes<>+36(SB)/4, $18
DATA q8EvenLanes<>+40(SB)/4, $20
DATA q8EvenLanes<>+44(SB)/4, $22
DATA q8EvenLanes<>+48(SB)/4, $24
DATA q8EvenLanes<>+52(SB)/4, $26
DATA q8EvenLanes<>+56(SB)/4, $28
DATA q8EvenLanes<>+60(SB)/4, $30
GLOBL q8EvenLanes<>(SB), RODATA|NOPTR, $64

DATA q8OddLanes<>+0(SB)/4, $1
DATA q8OddLanes<>+4(SB)/4, $3
DATA q8OddLanes<>+8(SB)/4, $5
DATA q8OddLanes<>+12(SB)/4, $7
DATA q8OddLanes<>+16(SB)/4, $9
DATA q8OddLanes<>+20(SB)/4, $11
DATA q8OddLanes<>+24(SB)/4, $13
DATA q8OddLanes<>+28(SB)/4, $15
DATA q8OddLanes<>+32(SB)/4, $17
DATA q8OddLanes<>+36(SB)/4, $19
DATA q8OddLanes<>+40(SB)/4, $21
DATA q8OddLanes<>+44(SB)/4, $23
DATA q8OddLanes<>+48(SB)/4, $25
DATA q8OddLanes<>+52(SB)/4, $27
DATA q8OddLanes<>+56(SB)/4, $29
DATA q8OddLanes<>+60(SB)/4, $31
GLOBL q8OddLanes<>(SB), RODATA|NOPTR, $64

// The two VNNI kernels, decode's streams and prefill's tile, share their
// registers for constants: Z25 and Z26 hold q8EvenLanes and q8OddLanes,
// Z27 bytes 0x0F and Z28 bytes 0x08 (Q8CONSTS), and Z29 a chunk's weight
// scales.

// Q8LANES loads q8EvenLanes and q8OddLanes into Z25 and Z26.
#define Q8LANES \
	VMOVDQU32 q8EvenLanes<>(SB), Z25; \
	VMOVDQU32 q8OddLanes<>(SB), Z26

// Q8CONSTS loads the shared constants. Clobbers AX.
#define Q8CONSTS \
	MOVL         $0x0F0F0F0F, AX; \
	VPBROADCASTD AX, Z27; \
	MOVL         $0x08080808, AX; \
	VPBROADCASTD AX, Z28; \
	Q8LANES

// Q8UNPACK(src, lo, hi) loads a line of 64 bytes of nibbles (four
// groups) and leaves its low nibbles in lo and its high ones in hi, each
// offset by 8 to be unsigned (the XOR 8 is in the VPTERNLOGD that masks
// to four bits): byte i of either then belongs to group i/16, dword lane
// i to group i/4.
#define Q8UNPACK(src, lo, hi) \
	VMOVDQU64  src, lo; \
	VPSRLW     $4, lo, hi; \
	VPTERNLOGD $0x6A, Z28, Z27, lo; \
	VPTERNLOGD $0x6A, Z28, Z27, hi

// Q8INIT(r, a0, a1, a2, a3) starts a row's four line accumulators from
// the chunk's offset corrections at r.
#define Q8INIT(r, a0, a1, a2, a3) \
	VMOVDQU32 (r), a0; \
	VMOVDQU32 64(r), a1; \
	VMOVDQU32 128(r), a2; \
	VMOVDQU32 192(r), a3

// Q8HALVE(a, b) leaves in a the sums of neighbouring lanes of a, then b.
// Clobbers Z24.
#define Q8HALVE(a, b) \
	VMOVDQA64 a, Z24; \
	VPERMT2D  b, Z25, Z24; \
	VPERMT2D  b, Z26, a; \
	VPADDD    Z24, a, a

// Q8FOLD(a0, a1, a2, a3, d, acc) folds a row's four line accumulators
// into its 16 group sums, in group order (two halvings), and adds
// f32(sum)·d·s to acc, the groups' f32 lanes, with the weight scales s in
// Z29 and d the row's activation scales.
#define Q8FOLD(a0, a1, a2, a3, d, acc) \
	Q8HALVE(a0, a1); \
	Q8HALVE(a2, a3); \
	Q8HALVE(a0, a2); \
	VCVTDQ2PS   a0, a0; \
	VMULPS      d, a0, a0; \
	VFMADD231PS Z29, a0, acc

// Q8LINE(off, xlo, xhi, acc) adds line off of the row at AX into acc:
// each nibble times the int8 activation of its element, four products a
// dword lane.
#define Q8LINE(off, xlo, xhi, acc) \
	Q8UNPACK(off(AX), Z16, Z17); \
	VPDPBUSD   xlo, Z16, acc; \
	VPDPBUSD   xhi, Z17, acc

// Q8ROW(sc, acc) runs the chunk's 16 groups of the row at AX against the
// activations in Z0-Z7, with the corrections at R15, the activation
// scales in Z30 and the f16 weight scales at sc.
#define Q8ROW(sc, acc) \
	Q8INIT(R15, Z12, Z13, Z14, Z15); \
	Q8LINE(0, Z0, Z1, Z12); \
	Q8LINE(64, Z2, Z3, Z13); \
	Q8LINE(128, Z4, Z5, Z14); \
	Q8LINE(192, Z6, Z7, Z15); \
	VCVTPH2PS   sc, Z29; \
	Q8FOLD(Z12, Z13, Z14, Z15, Z30, acc)

// Q8XCHUNK loads a chunk of x for the streams kernels: its 512 int8
// values at SI into Z0-Z7 and its 16 groups' scales at R14 into Z30.
#define Q8XCHUNK \
	VMOVDQU64 (SI), Z0; \
	VMOVDQU64 64(SI), Z1; \
	VMOVDQU64 128(SI), Z2; \
	VMOVDQU64 192(SI), Z3; \
	VMOVDQU64 256(SI), Z4; \
	VMOVDQU64 320(SI), Z5; \
	VMOVDQU64 384(SI), Z6; \
	VMOVDQU64 448(SI), Z7; \
	VMOVUPS   (R14), Z30

// Q8STREAMSPREFETCH(pf, skip) asks for the 256 bytes pf bytes ahead of
// DI in each of the four streams (BX apart, R11 = 3·BX), or jumps to skip
// when pf is 0: the streams kernels' chunks cross a 4 KiB page every few
// steps, where the hardware prefetchers stop. Clobbers AX.
#define Q8STREAMSPREFETCH(pf, skip) \
	MOVQ  pf, AX; \
	TESTQ AX, AX; \
	JZ    skip; \
	ADDQ  DI, AX; \
	PREFETCH4ROWS(AX); \
	ADDQ  $64, AX; \
	PREFETCH4ROWS(AX); \
	ADDQ  $64, AX; \
	PREFETCH4ROWS(AX); \
	ADDQ  $64, AX; \
	PREFETCH4ROWS(AX)

// Q8ROWARGS loads the arguments of the one-row AVX2 kernels: x's int8
// values, scales and corrections (SI, R14, R15), the q4 row and its
// scales (DI, R8) and the count of 512-element chunks (CX).
#define Q8ROWARGS \
	MOVQ xq+0(FP), SI; \
	MOVQ xd+8(FP), R14; \
	MOVQ xc+16(FP), R15; \
	MOVQ w+24(FP), DI; \
	MOVQ sc+32(FP), R8; \
	MOVQ k512+40(FP), CX

// Q8ROWS2ARGS is Q8ROWARGS for the two-row AVX2 kernels, with the
// second row's distances in xq, xd and xc (BX, R10, R9).
#define Q8ROWS2ARGS \
	MOVQ xq+0(FP), SI; \
	MOVQ xd+8(FP), R14; \
	MOVQ xc+16(FP), R15; \
	MOVQ ldq+24(FP), BX; \
	MOVQ ldd+32(FP), R10; \
	MOVQ ldc+40(FP), R9; \
	MOVQ w+48(FP), DI; \
	MOVQ sc+56(FP), R8; \
	MOVQ k512+64(FP), CX

// func dotStreamsQ8I4AVX512(xq *int8, xd *float32, xc *int32, w *byte, ldw int, sc *uint16, ldsc int, k512 int, groups int, gstride int, dst *float32, pf int)
// Four streams of groups rows each, as dotStreamsI4AVX512: rows are ldw
// bytes apart and streams gstride, their f16 scales ldsc apart. xq holds
// the int8 activations in the line order (q8Index), xd their scales and xc
// each line's offset corrections (q8Rows). k512 chunks of 512 elements.
// Each stream asks for its lines pf bytes ahead, or none when pf is 0
// (q8StreamsPrefetchFor says where which pays).
TEXT ·dotStreamsQ8I4AVX512(SB), NOSPLIT, $0-96
	MOVQ      w+24(FP), DI
	MOVQ      gstride+72(FP), BX
	LEAQ      (BX)(BX*2), R11
	MOVQ      sc+40(FP), R10
	MOVQ      ldsc+48(FP), DX
	SHLQ      $1, DX
	IMULQ     groups+64(FP), DX // bytes between the streams' scales
	LEAQ      (DX)(DX*2), R13
	MOVQ      dst+80(FP), R8
	MOVQ      groups+64(FP), R9
	Q8CONSTS
	TESTQ     R9, R9
	JZ        q8s_done

q8s_group:
	MOVQ   xq+0(FP), SI
	MOVQ   xd+8(FP), R14
	MOVQ   xc+16(FP), R15
	MOVQ   DI, R12
	VPXORD Z8, Z8, Z8
	VPXORD Z9, Z9, Z9
	VPXORD Z10, Z10, Z10
	VPXORD Z11, Z11, Z11
	MOVQ   k512+56(FP), CX

q8s_loop:
	Q8XCHUNK
	Q8STREAMSPREFETCH(pf+88(FP), q8s_row)

q8s_row:
	MOVQ      DI, AX
	Q8ROW((R10), Z8)
	LEAQ      (DI)(BX*1), AX
	Q8ROW((R10)(DX*1), Z9)
	LEAQ      (DI)(BX*2), AX
	Q8ROW((R10)(DX*2), Z10)
	LEAQ      (DI)(R11*1), AX
	Q8ROW((R10)(R13*1), Z11)
	ADDQ      $256, DI
	ADDQ      $512, SI
	ADDQ      $64, R14
	ADDQ      $256, R15
	ADDQ      $32, R10
	DECQ      CX
	JNZ       q8s_loop

	MOVQ   k512+56(FP), AX
	SHLQ   $5, AX
	SUBQ   AX, R10           // back to the group's first scales
	Q4NEXTSTREAMS(groups+64(FP), ldw+32(FP), ldsc+48(FP))
	DECQ   R9
	JNZ    q8s_group

q8s_done:
	VZEROUPPER
	RET

// Q8I8VEC(off, x, acc) starts acc as the dword sums of the 64 weights at
// off(AX), offset by 128, times the activations in x.
#define Q8I8VEC(off, x, acc) \
	VPXORD   off(AX), Z27, Z20; \
	VPXORD   acc, acc, acc; \
	VPDPBUSD x, Z20, acc

// Q8I8ROW(s, acc) runs the chunk's 16 groups of the int8 row at AX
// against the activations in Z0-Z7: each weight offset by 128 to be
// unsigned (XOR with Z27), the dword lanes' sums halved three times into
// the groups' sums, corrected by the chunk's −128·Σx at R15, and f32(sum)
// ·d + acc fused with the row's scale s, d the scales in Z30.
#define Q8I8ROW(s, acc) \
	Q8I8VEC(0, Z0, Z12); \
	Q8I8VEC(64, Z1, Z13); \
	Q8I8VEC(128, Z2, Z14); \
	Q8I8VEC(192, Z3, Z15); \
	Q8I8VEC(256, Z4, Z16); \
	Q8I8VEC(320, Z5, Z17); \
	Q8I8VEC(384, Z6, Z18); \
	Q8I8VEC(448, Z7, Z19); \
	Q8HALVE(Z12, Z13); \
	Q8HALVE(Z14, Z15); \
	Q8HALVE(Z16, Z17); \
	Q8HALVE(Z18, Z19); \
	Q8HALVE(Z12, Z14); \
	Q8HALVE(Z16, Z18); \
	Q8HALVE(Z12, Z16); \
	VPADDD      (R15), Z12, Z12; \
	VCVTDQ2PS   Z12, Z12; \
	VMULPS      Z30, Z12, Z12; \
	VFMADD231PS s, Z12, acc

// func dotStreamsQ8I8AVX512(xq *int8, xd *float32, xc *int32, w *int8, ldw int, sc *float32, k512 int, groups int, gstride int, dst *float32, pf int)
// dotStreamsQ8I4AVX512 for int8 weights: four streams of groups rows,
// rows ldw bytes apart and streams gstride, each row with one f32 scale
// (sc, consecutive). xq holds the int8 activations in their order, xd
// their scales and xc each group's correction (q8Rows, natural). Each
// stream asks for its lines pf bytes ahead, or none when pf is 0.
TEXT ·dotStreamsQ8I8AVX512(SB), NOSPLIT, $0-88
	MOVQ         w+24(FP), DI
	MOVQ         gstride+64(FP), BX
	LEAQ         (BX)(BX*2), R11
	MOVQ         sc+40(FP), R10
	MOVQ         groups+56(FP), DX
	SHLQ         $2, DX            // bytes between the streams' scales
	LEAQ         (DX)(DX*2), R13
	MOVQ         dst+72(FP), R8
	MOVQ         groups+56(FP), R9
	MOVL         $0x80808080, AX
	VPBROADCASTD AX, Z27
	Q8LANES
	TESTQ        R9, R9
	JZ           q8i8_done

q8i8_group:
	MOVQ         xq+0(FP), SI
	MOVQ         xd+8(FP), R14
	MOVQ         xc+16(FP), R15
	MOVQ         DI, R12
	VBROADCASTSS (R10), Z21
	VBROADCASTSS (R10)(DX*1), Z22
	VBROADCASTSS (R10)(DX*2), Z23
	VBROADCASTSS (R10)(R13*1), Z28
	VPXORD       Z8, Z8, Z8
	VPXORD       Z9, Z9, Z9
	VPXORD       Z10, Z10, Z10
	VPXORD       Z11, Z11, Z11
	MOVQ         k512+48(FP), CX

q8i8_loop:
	Q8XCHUNK
	Q8STREAMSPREFETCH(pf+80(FP), q8i8_rows)
	ADDQ      $64, AX
	PREFETCH4ROWS(AX)
	ADDQ      $64, AX
	PREFETCH4ROWS(AX)
	ADDQ      $64, AX
	PREFETCH4ROWS(AX)
	ADDQ      $64, AX
	PREFETCH4ROWS(AX)

q8i8_rows:
	MOVQ      DI, AX
	Q8I8ROW(Z21, Z8)
	LEAQ      (DI)(BX*1), AX
	Q8I8ROW(Z22, Z9)
	LEAQ      (DI)(BX*2), AX
	Q8I8ROW(Z23, Z10)
	LEAQ      (DI)(R11*1), AX
	Q8I8ROW(Z28, Z11)
	ADDQ      $512, DI
	ADDQ      $512, SI
	ADDQ      $64, R14
	ADDQ      $64, R15
	DECQ      CX
	JNZ       q8i8_loop

	MOVQ groups+56(FP), AX
	SHLQ $2, AX
	LEAQ (AX)(AX*2), CX
	STORESTREAMS(AX, CX)
	MOVQ R12, DI
	ADDQ ldw+32(FP), DI
	ADDQ $4, R10
	DECQ R9
	JNZ  q8i8_group

q8i8_done:
	VZEROUPPER
	RET

// Q8HFOLD(op, z) folds z's dword lanes with op (VPMAXUD, VPADDD) and
// leaves the result in every lane. Clobbers Z3.
#define Q8HFOLD(op, z) \
	VSHUFI64X2 $0x4E, z, z, Z3; \
	op         Z3, z, z; \
	VSHUFI64X2 $0xB1, z, z, Z3; \
	op         Z3, z, z; \
	VPSHUFD    $0x4E, z, Z3; \
	op         Z3, z, z; \
	VPSHUFD    $0xB1, z, Z3; \
	op         Z3, z, z

// Q8ROUNDQ(z, k) rounds the quotients in z to integers in place:
// clamped to ±127 (NaN kept, being VMAXPS's and VMINPS's second
// operand), converted ties to even, NaN lanes zeroed.
#define Q8ROUNDQ(z, k) \
	VMAXPS       z, Z11, z; \
	VMINPS       z, Z12, z; \
	VCMPPS       $7, z, z, k; \
	VCVTPS2DQ.Z  z, k, z

// Q8GROUPROUND(j) rounds group j of the line at SI (128 bytes at 128j)
// into dwords, elements 0-15 in Z0 and 16-31 in Z1, stores its scale at
// R8 and leaves the sum of its values in every lane of Z2.
#define Q8GROUPROUND(j) \
	VMOVUPS     (128*j)(SI), Z0; \
	VMOVUPS     (128*j+64)(SI), Z1; \
	VPANDD      Z10, Z0, Z2; \
	VPANDD      Z10, Z1, Z4; \
	VPMAXUD     Z4, Z2, Z2; \
	Q8HFOLD(VPMAXUD, Z2); \
	VDIVPS      Z12, Z2, Z4; \
	VMOVSS      X4, (4*j)(R8); \
	VCMPPS      $0, Z13, Z4, K1; \
	VMOVAPS     Z14, K1, Z4; \
	VDIVPS      Z4, Z0, Z0; \
	VDIVPS      Z4, Z1, Z1; \
	Q8ROUNDQ(Z0, K2); \
	Q8ROUNDQ(Z1, K3); \
	VPADDD      Z1, Z0, Z2; \
	Q8HFOLD(VPADDD, Z2)

// Q8GROUP(j) rounds group j of the line at SI into the line order at DI,
// its scale at R8 and its correction, −8 times its sum, at R9.
#define Q8GROUP(j) \
	Q8GROUPROUND(j); \
	VPSLLD      $3, Z2, Z2; \
	VPSUBD      Z2, Z13, Z2; \
	VMOVD       X2, AX; \
	VMOVD       AX, X2; \
	VMOVDQU32   X2, (16*j)(R9); \
	VMOVDQA64   Z0, Z2; \
	VPERMT2D    Z1, Z25, Z2; \
	VPERMT2D    Z1, Z26, Z0; \
	VPMOVSDB    Z2, (16*j)(DI); \
	VPMOVSDB    Z0, (16*j+64)(DI)

// Q8GROUPNAT(j) rounds group j of the line at SI in its order at DI, its
// scale at R8 and its correction, −128 times its sum, at R9.
#define Q8GROUPNAT(j) \
	Q8GROUPROUND(j); \
	VPSLLD      $7, Z2, Z2; \
	VPSUBD      Z2, Z13, Z2; \
	VMOVD       X2, (4*j)(R9); \
	VPMOVSDB    Z0, (32*j)(DI); \
	VPMOVSDB    Z1, (32*j+16)(DI)

// Q8QUANTCONSTS loads quantizeQ8AVX512's constants. Clobbers AX.
#define Q8QUANTCONSTS \
	MOVL         $0x7FFFFFFF, AX; \
	VPBROADCASTD AX, Z10; \
	MOVL         $0xC2FE0000, AX; \
	VPBROADCASTD AX, Z11; \
	MOVL         $0x42FE0000, AX; \
	VPBROADCASTD AX, Z12; \
	VPXORD       Z13, Z13, Z13; \
	MOVL         $0x3F800000, AX; \
	VPBROADCASTD AX, Z14

// func quantizeQ8NatAVX512(x *float32, q *int8, d *float32, c *int32, lines int)
// Rounds lines of 128 elements of x to int8 (q8Round) in their order, with
// each group's scale and correction (q8Rows, natural).
TEXT ·quantizeQ8NatAVX512(SB), NOSPLIT, $0-40
	MOVQ x+0(FP), SI
	MOVQ q+8(FP), DI
	MOVQ d+16(FP), R8
	MOVQ c+24(FP), R9
	MOVQ lines+32(FP), CX
	Q8QUANTCONSTS     // -127 in Z11, 127 in Z12, 1 in Z14
	TESTQ CX, CX
	JZ    q8n_done

q8n_line:
	Q8GROUPNAT(0)
	Q8GROUPNAT(1)
	Q8GROUPNAT(2)
	Q8GROUPNAT(3)
	ADDQ $512, SI
	ADDQ $128, DI
	ADDQ $16, R8
	ADDQ $16, R9
	DECQ CX
	JNZ  q8n_line

q8n_done:
	VZEROUPPER
	RET

// func quantizeQ8AVX512(x *float32, q *int8, d *float32, c *int32, lines int)
// Rounds lines of 128 elements of x to int8 (q8Round) in the line order,
// with each group's scale and each line's corrections (q8Rows).
TEXT ·quantizeQ8AVX512(SB), NOSPLIT, $0-40
	MOVQ         x+0(FP), SI
	MOVQ         q+8(FP), DI
	MOVQ         d+16(FP), R8
	MOVQ         c+24(FP), R9
	MOVQ         lines+32(FP), CX
	Q8QUANTCONSTS     // -127 in Z11, 127 in Z12, 1 in Z14
	Q8LANES
	TESTQ        CX, CX
	JZ           q8q_done

q8q_line:
	Q8GROUP(0)
	Q8GROUP(1)
	Q8GROUP(2)
	Q8GROUP(3)
	ADDQ $512, SI
	ADDQ $128, DI
	ADDQ $16, R8
	ADDQ $64, R9
	DECQ CX
	JNZ  q8q_line

q8q_done:
	VZEROUPPER
	RET

// Q8BCAST(imm, x, y) sets every dword of y to imm (AVX2 broadcasts only
// from a vector register). Clobbers AX.
#define Q8BCAST(imm, x, y) \
	MOVL         imm, AX; \
	VMOVQ        AX, x; \
	VPBROADCASTD x, y

// Q8AVX2PAIR(w, lo, hi, v) adds into v, which starts from the lanes'
// offset corrections, the products of the 32 weight bytes at w(DI) (two
// groups) with the x values they meet at lo(SI) and hi(SI): VPMADDUBSW
// multiplies the unsigned nibbles with the int8 values and adds pairs
// (at most 2·15·127, no saturation), VPADDW adds the low and high
// nibbles' pairs, VPMADDWD widens to dwords, four a group.
#define Q8AVX2PAIR(w, lo, hi, v) \
	VMOVDQU    w(DI), Y10; \
	VPSRLW     $4, Y10, Y11; \
	VPAND      Y12, Y10, Y10; \
	VPXOR      Y13, Y10, Y10; \
	VPAND      Y12, Y11, Y11; \
	VPXOR      Y13, Y11, Y11; \
	VPMADDUBSW lo(SI), Y10, Y10; \
	VPMADDUBSW hi(SI), Y11, Y11; \
	VPADDW     Y11, Y10, Y10; \
	VPMADDWD   Y14, Y10, Y10; \
	VPADDD     w(R15), Y10, v

// Q8AVX2TERMS(a, b, c, d, sc, d0) folds the partial sums of eight
// groups (two in each of a-d) into a, in group order, and makes them
// their terms f32(sum)·d, with the activation scales at d0; b gets the
// f16 weight scales at sc, widened. Clobbers c.
#define Q8AVX2TERMS(a, b, c, d, sc, d0) \
	VPHADDD   b, a, a; \
	VPHADDD   d, c, c; \
	VPHADDD   c, a, a; \
	VPERMD    a, Y15, a; \
	VCVTDQ2PS a, a; \
	VMULPS    d0, a, a; \
	VCVTPH2PS sc, b

// Q8AVX2SUMS(a, b, c, d, sc, d0, acc) adds Q8AVX2TERMS' terms times
// their weight scales to acc. Clobbers a, b, c.
#define Q8AVX2SUMS(a, b, c, d, sc, d0, acc) \
	Q8AVX2TERMS(a, b, c, d, sc, d0); \
	VFMADD231PS b, a, acc

// Q8NEXTCHUNK moves the AVX2 kernels' pointers on by a chunk of 512
// elements: 256 q4 bytes, 512 x values, 16 scales of each, and the
// chunk's 64 corrections.
#define Q8NEXTCHUNK \
	ADDQ $256, DI; \
	ADDQ $512, SI; \
	ADDQ $64, R14; \
	ADDQ $256, R15; \
	ADDQ $32, R8

// func dot1x1Q8I4AVX2(xq *int8, xd *float32, xc *int32, w *byte, sc *uint16, k512 int) float32
// One output of int8 compute with AVX2 (no VNNI): the arithmetic of
// dotStreamsQ8I4AVX512, two ymm accumulators holding the 16 lanes of the
// groups' f32 order, folded with REDUCE2's tree.
TEXT ·dot1x1Q8I4AVX2(SB), NOSPLIT, $0-52
	Q8ROWARGS
	Q8BCAST($0x0F0F0F0F, X12, Y12)
	Q8BCAST($0x08080808, X13, Y13)
	Q8BCAST($0x00010001, X14, Y14)
	VMOVDQU      ·q8GroupOrder(SB), Y15
	VXORPS       Y8, Y8, Y8
	VXORPS       Y9, Y9, Y9
	TESTQ        CX, CX
	JZ           q8a_reduce

q8a_loop:
	Q8AVX2PAIR(0, 0, 64, Y0)
	Q8AVX2PAIR(32, 32, 96, Y1)
	Q8AVX2PAIR(64, 128, 192, Y2)
	Q8AVX2PAIR(96, 160, 224, Y3)
	Q8AVX2PAIR(128, 256, 320, Y4)
	Q8AVX2PAIR(160, 288, 352, Y5)
	Q8AVX2PAIR(192, 384, 448, Y6)
	Q8AVX2PAIR(224, 416, 480, Y7)
	Q8AVX2SUMS(Y0, Y1, Y2, Y3, (R8), (R14), Y8)
	Q8AVX2SUMS(Y4, Y5, Y6, Y7, 16(R8), 32(R14), Y9)
	Q8NEXTCHUNK
	DECQ         CX
	JNZ          q8a_loop

q8a_reduce:
	REDUCE2(Y8, Y9)
	VMOVSS       X5, ret+48(FP)
	VZEROUPPER
	RET

// Constants of dot2x1Q8I4AVX2, which has no register left to hold them.
DATA ·q8Nibble+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA ·q8Nibble+8(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA ·q8Nibble+16(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA ·q8Nibble+24(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL ·q8Nibble(SB), RODATA|NOPTR, $32
DATA q8Eights<>+0(SB)/8, $0x0808080808080808
DATA q8Eights<>+8(SB)/8, $0x0808080808080808
DATA q8Eights<>+16(SB)/8, $0x0808080808080808
DATA q8Eights<>+24(SB)/8, $0x0808080808080808
GLOBL q8Eights<>(SB), RODATA|NOPTR, $32
DATA ·q8OnesW+0(SB)/8, $0x0001000100010001
DATA ·q8OnesW+8(SB)/8, $0x0001000100010001
DATA ·q8OnesW+16(SB)/8, $0x0001000100010001
DATA ·q8OnesW+24(SB)/8, $0x0001000100010001
GLOBL ·q8OnesW(SB), RODATA|NOPTR, $32

// Q8AVX2PAIR2(w, lo, hi, p0, p1) is Q8AVX2PAIR for two x rows, the second
// BX bytes after the first and its corrections R9 bytes after: the 32
// weight bytes at w(DI) are unpacked once, into Y10 and Y11, for both.
// Clobbers Y12.
#define Q8AVX2PAIR2(w, lo, hi, p0, p1) \
	VMOVDQU    w(DI), Y10; \
	VPSRLW     $4, Y10, Y11; \
	VPAND      ·q8Nibble(SB), Y10, Y10; \
	VPXOR      q8Eights<>(SB), Y10, Y10; \
	VPAND      ·q8Nibble(SB), Y11, Y11; \
	VPXOR      q8Eights<>(SB), Y11, Y11; \
	VPMADDUBSW lo(SI), Y10, p0; \
	VPMADDUBSW hi(SI), Y11, Y12; \
	VPADDW     Y12, p0, p0; \
	VPMADDWD   ·q8OnesW(SB), p0, p0; \
	VPADDD     w(R15), p0, p0; \
	VPMADDUBSW lo(SI)(BX*1), Y10, p1; \
	VPMADDUBSW hi(SI)(BX*1), Y11, Y12; \
	VPADDW     Y12, p1, p1; \
	VPMADDWD   ·q8OnesW(SB), p1, p1; \
	VPADDD     w(R15)(R9*1), p1, p1

// func dot2x1Q8I4AVX2(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *byte, sc *uint16, k512 int, dst *[2]float32)
// Two outputs of int8 compute with AVX2, one weight row against two x
// rows (ldq, ldd and ldc bytes apart in xq, xd and xc), each with
// dot1x1Q8I4AVX2's arithmetic: prefill unpacks each weight row's nibbles
// once for two rows, half of what one row's products cost.
TEXT ·dot2x1Q8I4AVX2(SB), NOSPLIT, $0-80
	Q8ROWS2ARGS
	VMOVDQU      ·q8GroupOrder(SB), Y15
	VXORPS       Y8, Y8, Y8
	VXORPS       Y9, Y9, Y9
	VXORPS       Y13, Y13, Y13
	VXORPS       Y14, Y14, Y14
	TESTQ        CX, CX
	JZ           q8b_reduce

q8b_loop:
	Q8AVX2PAIR2(0, 0, 64, Y0, Y4)
	Q8AVX2PAIR2(32, 32, 96, Y1, Y5)
	Q8AVX2PAIR2(64, 128, 192, Y2, Y6)
	Q8AVX2PAIR2(96, 160, 224, Y3, Y7)
	Q8AVX2SUMS(Y0, Y1, Y2, Y3, (R8), (R14), Y8)
	Q8AVX2SUMS(Y4, Y5, Y6, Y7, (R8), (R14)(R10*1), Y13)
	Q8AVX2PAIR2(128, 256, 320, Y0, Y4)
	Q8AVX2PAIR2(160, 288, 352, Y1, Y5)
	Q8AVX2PAIR2(192, 384, 448, Y2, Y6)
	Q8AVX2PAIR2(224, 416, 480, Y3, Y7)
	Q8AVX2SUMS(Y0, Y1, Y2, Y3, 16(R8), 32(R14), Y9)
	Q8AVX2SUMS(Y4, Y5, Y6, Y7, 16(R8), 32(R14)(R10*1), Y14)
	Q8NEXTCHUNK
	DECQ         CX
	JNZ          q8b_loop

q8b_reduce:
	MOVQ         dst+72(FP), R8
	REDUCE2(Y8, Y9)
	VMOVSS       X5, (R8)
	REDUCE2(Y13, Y14)
	VMOVSS       X5, 4(R8)
	VZEROUPPER
	RET

// Q8VNNIUNPACK(a, b, nibble) unpacks the 32 weight bytes of a XOR b (one
// of them the weights, the other 0x88 bytes; b a register) into their low
// nibbles (Y10) and high ones (Y11) as unsigned bytes offset by 8: the XOR
// flips the top bit of both nibbles at once, where Q8AVX2PAIR masks first
// and flips each half after. nibble holds 0x0f bytes.
#define Q8VNNIUNPACK(a, b, nibble) \
	VPXOR  a, b, Y10; \
	VPSRLW $4, Y10, Y11; \
	VPAND  nibble, Y10, Y10; \
	VPAND  nibble, Y11, Y11

// Q8VNNIROW(c, lo, hi, v, n) sets v (Yn) to the lanes' corrections at c
// and adds the products of the unpacked nibbles in Y10 and Y11 with the x
// values at lo and hi: Q8AVX2PAIR's sums, four products a dword by
// VPDPBUSD instead of pairs widened twice. Clobbers Y12.
#define Q8VNNIROW(c, lo, hi, v, n) \
	VMOVDQU c, v; \
	VMOVDQU lo, Y12; \
	VPDPBUSDY(n, 10, 12); \
	VMOVDQU hi, Y12; \
	VPDPBUSDY(n, 11, 12)

// Q8VNNISETUP sets what the AVX-VNNI kernels keep in registers: 0x88
// bytes (Y13), 0x0f bytes (Y14), the group order (Y15), and the first
// row's sums cleared (Y8, Y9). Clobbers AX.
#define Q8VNNISETUP \
	Q8BCAST($0x88888888, X13, Y13); \
	Q8BCAST($0x0F0F0F0F, X14, Y14); \
	VMOVDQU ·q8GroupOrder(SB), Y15; \
	VXORPS  Y8, Y8, Y8; \
	VXORPS  Y9, Y9, Y9

// Q8VNNIPAIR(w, lo, hi, v, n) is Q8AVX2PAIR with AVX-VNNI, for one x row:
// Y13 holds 0x88 bytes and Y14 0x0f ones.
#define Q8VNNIPAIR(w, lo, hi, v, n) \
	Q8VNNIUNPACK(w(DI), Y13, Y14); \
	Q8VNNIROW(w(R15), lo(SI), hi(SI), v, n)

// func dot1x1Q8I4AVXVNNI(xq *int8, xd *float32, xc *int32, w *byte, sc *uint16, k512 int) float32
// dot1x1Q8I4AVX2 with AVX-VNNI's VPDPBUSD (Intel's client chips since
// Alder Lake, AMD's since Zen 5): the same integer sums, so the same
// outputs, in about half the vector operations.
TEXT ·dot1x1Q8I4AVXVNNI(SB), NOSPLIT, $0-52
	Q8ROWARGS
	Q8VNNISETUP
	TESTQ        CX, CX
	JZ           q8v_reduce

q8v_loop:
	Q8VNNIPAIR(0, 0, 64, Y0, 0)
	Q8VNNIPAIR(32, 32, 96, Y1, 1)
	Q8VNNIPAIR(64, 128, 192, Y2, 2)
	Q8VNNIPAIR(96, 160, 224, Y3, 3)
	Q8VNNIPAIR(128, 256, 320, Y4, 4)
	Q8VNNIPAIR(160, 288, 352, Y5, 5)
	Q8VNNIPAIR(192, 384, 448, Y6, 6)
	Q8VNNIPAIR(224, 416, 480, Y7, 7)
	Q8AVX2SUMS(Y0, Y1, Y2, Y3, (R8), (R14), Y8)
	Q8AVX2SUMS(Y4, Y5, Y6, Y7, 16(R8), 32(R14), Y9)
	Q8NEXTCHUNK
	DECQ         CX
	JNZ          q8v_loop

q8v_reduce:
	REDUCE2(Y8, Y9)
	VMOVSS       X5, ret+48(FP)
	VZEROUPPER
	RET

// Q8VNNIPAIR2(w, lo, hi, p0, n0, p1, n1) is Q8AVX2PAIR2 with AVX-VNNI: the
// weight bytes at w(DI) unpacked once, then each x row's sums into p0
// (Yn0) and p1 (Yn1). Y13 holds 0x88 bytes and Y14 0x0f ones.
#define Q8VNNIPAIR2(w, lo, hi, p0, n0, p1, n1) \
	Q8VNNIUNPACK(w(DI), Y13, Y14); \
	Q8VNNIROW(w(R15), lo(SI), hi(SI), p0, n0); \
	Q8VNNIROW(w(R15)(R9*1), lo(SI)(BX*1), hi(SI)(BX*1), p1, n1)

// Q8AVX2SUMSM is Q8AVX2SUMS with its accumulator in memory at acc: the
// same fused multiply-add, its sum read from acc and written back.
#define Q8AVX2SUMSM(a, b, c, d, sc, d0, acc) \
	Q8AVX2TERMS(a, b, c, d, sc, d0); \
	VFMADD213PS acc, a, b; \
	VMOVUPS     b, acc

// func dot2x1Q8I4AVXVNNI(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *byte, sc *uint16, k512 int, dst *[2]float32)
// dot2x1Q8I4AVX2 with AVX-VNNI, as dot1x1Q8I4AVXVNNI is dot1x1Q8I4AVX2.
// The second row's 16 sums live in the frame, which frees two registers
// for the unpacking's constants: loading those at every use left the
// kernel waiting on loads (10% slower on Zen 5).
TEXT ·dot2x1Q8I4AVXVNNI(SB), NOSPLIT, $64-80
	Q8ROWS2ARGS
	Q8VNNISETUP
	VMOVUPS      Y8, 0(SP)
	VMOVUPS      Y8, 32(SP)
	TESTQ        CX, CX
	JZ           q8w_reduce

q8w_loop:
	Q8VNNIPAIR2(0, 0, 64, Y0, 0, Y4, 4)
	Q8VNNIPAIR2(32, 32, 96, Y1, 1, Y5, 5)
	Q8VNNIPAIR2(64, 128, 192, Y2, 2, Y6, 6)
	Q8VNNIPAIR2(96, 160, 224, Y3, 3, Y7, 7)
	Q8AVX2SUMS(Y0, Y1, Y2, Y3, (R8), (R14), Y8)
	Q8AVX2SUMSM(Y4, Y5, Y6, Y7, (R8), (R14)(R10*1), 0(SP))
	Q8VNNIPAIR2(128, 256, 320, Y0, 0, Y4, 4)
	Q8VNNIPAIR2(160, 288, 352, Y1, 1, Y5, 5)
	Q8VNNIPAIR2(192, 384, 448, Y2, 2, Y6, 6)
	Q8VNNIPAIR2(224, 416, 480, Y3, 3, Y7, 7)
	Q8AVX2SUMS(Y0, Y1, Y2, Y3, 16(R8), 32(R14), Y9)
	Q8AVX2SUMSM(Y4, Y5, Y6, Y7, 16(R8), 32(R14)(R10*1), 32(SP))
	Q8NEXTCHUNK
	DECQ         CX
	JNZ          q8w_loop

q8w_reduce:
	MOVQ         dst+72(FP), R8
	REDUCE2(Y8, Y9)
	VMOVSS       X5, (R8)
	VMOVUPS      0(SP), Y8
	REDUCE2(Y8, 32(SP))
	VMOVSS       X5, 4(R8)
	VZEROUPPER
	RET

// q8GroupOrder puts the groups VPHADDD leaves as 0 2 4 6 | 1 3 5 7 back
// in order, for VPERMD.
DATA ·q8GroupOrder+0(SB)/4, $0
DATA ·q8GroupOrder+4(SB)/4, $4
DATA ·q8GroupOrder+8(SB)/4, $1
DATA ·q8GroupOrder+12(SB)/4, $5
DATA ·q8GroupOrder+16(SB)/4, $2
DATA ·q8GroupOrder+20(SB)/4, $6
DATA ·q8GroupOrder+24(SB)/4, $3
DATA ·q8GroupOrder+28(SB)/4, $7
GLOBL ·q8GroupOrder(SB), RODATA|NOPTR, $32

// q8EvenOdd gathers a vector's even dword lanes into its low half and
// its odd ones into its high half, for VPERMD.
DATA ·q8EvenOdd+0(SB)/4, $0
DATA ·q8EvenOdd+4(SB)/4, $2
DATA ·q8EvenOdd+8(SB)/4, $4
DATA ·q8EvenOdd+12(SB)/4, $6
DATA ·q8EvenOdd+16(SB)/4, $1
DATA ·q8EvenOdd+20(SB)/4, $3
DATA ·q8EvenOdd+24(SB)/4, $5
DATA ·q8EvenOdd+28(SB)/4, $7
GLOBL ·q8EvenOdd(SB), RODATA|NOPTR, $32

// Q8AVX2FOLD(op, y) folds y's dword lanes with op (VPMAXUD, VPADDD) and
// leaves the result in every lane. Clobbers Y8.
#define Q8AVX2FOLD(op, y) \
	VPERM2I128 $1, y, y, Y8; \
	op         Y8, y, y; \
	VPSHUFD    $0x4E, y, Y8; \
	op         Y8, y, y; \
	VPSHUFD    $0xB1, y, Y8; \
	op         Y8, y, y

// Q8AVX2ROUND(y) divides y by the divisor in Y6 and rounds it as
// Q8ROUNDQ does; the NaN lanes are zeroed by a mask of the ordered ones.
// Clobbers Y7.
#define Q8AVX2ROUND(y) \
	VDIVPS    Y6, y, y; \
	VMAXPS    y, Y11, y; \
	VMINPS    y, Y12, y; \
	VCMPPS    $7, y, y, Y7; \
	VCVTPS2DQ y, y; \
	VPAND     Y7, y, y

// Q8AVX2GROUPROUND(j) is Q8GROUPROUND with AVX2: group j of the line at
// SI rounded into dwords, elements 0-7 in Y0, 8-15 in Y1, 16-23 in Y2 and
// 24-31 in Y3, its scale stored at R8 and the sum of its values left in
// every lane of Y4.
#define Q8AVX2GROUPROUND(j) \
	VMOVUPS     (128*j)(SI), Y0; \
	VMOVUPS     (128*j+32)(SI), Y1; \
	VMOVUPS     (128*j+64)(SI), Y2; \
	VMOVUPS     (128*j+96)(SI), Y3; \
	VPAND       Y10, Y0, Y4; \
	VPAND       Y10, Y1, Y5; \
	VPMAXUD     Y5, Y4, Y4; \
	VPAND       Y10, Y2, Y5; \
	VPMAXUD     Y5, Y4, Y4; \
	VPAND       Y10, Y3, Y5; \
	VPMAXUD     Y5, Y4, Y4; \
	Q8AVX2FOLD(VPMAXUD, Y4); \
	VDIVPS      Y12, Y4, Y4; \
	VMOVSS      X4, (4*j)(R8); \
	VCMPPS      $0, Y13, Y4, Y5; \
	VBLENDVPS   Y5, Y14, Y4, Y6; \
	Q8AVX2ROUND(Y0); \
	Q8AVX2ROUND(Y1); \
	Q8AVX2ROUND(Y2); \
	Q8AVX2ROUND(Y3); \
	VPADDD      Y1, Y0, Y4; \
	VPADDD      Y3, Y2, Y5; \
	VPADDD      Y5, Y4, Y4; \
	Q8AVX2FOLD(VPADDD, Y4)

// Q8AVX2GROUP(j) is Q8GROUP with AVX2: group j of the line at SI into the
// line order at DI, its scale at R8 and its correction at R9.
#define Q8AVX2GROUP(j) \
	Q8AVX2GROUPROUND(j); \
	VPSLLD      $3, Y4, Y4; \
	VPSUBD      Y4, Y13, Y4; \
	VMOVD       X4, AX; \
	VMOVD       AX, X4; \
	VMOVDQU     X4, (16*j)(R9); \
	VPERMD      Y0, Y15, Y0; \
	VPERMD      Y1, Y15, Y1; \
	VPERMD      Y2, Y15, Y2; \
	VPERMD      Y3, Y15, Y3; \
	VPERM2I128  $0x20, Y1, Y0, Y4; \
	VPERM2I128  $0x31, Y1, Y0, Y5; \
	VPERM2I128  $0x20, Y3, Y2, Y6; \
	VPERM2I128  $0x31, Y3, Y2, Y7; \
	VPACKSSDW   Y6, Y4, Y4; \
	VPACKSSDW   Y7, Y5, Y5; \
	VPACKSSWB   Y5, Y4, Y4; \
	VPERMD      Y4, Y9, Y4; \
	VMOVDQU     X4, (16*j)(DI); \
	VEXTRACTI128 $1, Y4, (16*j+64)(DI)

// Q8AVX2QUANTCONSTS loads the AVX2 rounding loops' constants: the
// magnitude mask (Y10), -127, 127, zero and 1 (Y11-Y14). Clobbers AX.
#define Q8AVX2QUANTCONSTS \
	Q8BCAST($0x7FFFFFFF, X10, Y10); \
	Q8BCAST($0xC2FE0000, X11, Y11); \
	Q8BCAST($0x42FE0000, X12, Y12); \
	VPXOR   Y13, Y13, Y13; \
	Q8BCAST($0x3F800000, X14, Y14)

// func quantizeQ8AVX2(x *float32, q *int8, d *float32, c *int32, lines int)
// quantizeQ8AVX512 with AVX2: the same values, scales and corrections.
// The even elements of a group are gathered by VPERMD in each of its
// four vectors, its halves joined by VPERM2I128, packed to bytes, and a
// last VPERMD (q8GroupOrder) puts the packs' lanes back in order.
TEXT ·quantizeQ8AVX2(SB), NOSPLIT, $0-40
	MOVQ         x+0(FP), SI
	MOVQ         q+8(FP), DI
	MOVQ         d+16(FP), R8
	MOVQ         c+24(FP), R9
	MOVQ         lines+32(FP), CX
	Q8AVX2QUANTCONSTS // -127 in Y11, 127 in Y12, 1 in Y14
	VMOVDQU      ·q8EvenOdd(SB), Y15
	VMOVDQU      ·q8GroupOrder(SB), Y9
	TESTQ        CX, CX
	JZ           q8qa_done

q8qa_line:
	Q8AVX2GROUP(0)
	Q8AVX2GROUP(1)
	Q8AVX2GROUP(2)
	Q8AVX2GROUP(3)
	ADDQ $512, SI
	ADDQ $128, DI
	ADDQ $16, R8
	ADDQ $64, R9
	DECQ CX
	JNZ  q8qa_line

q8qa_done:
	VZEROUPPER
	RET

// Q8AVX2GROUPNAT(j) is Q8GROUPNAT with AVX2: group j of the line at SI in
// its order at DI, its scale at R8 and its correction, −128 times its
// sum, at R9. The two packs leave the group's dwords of four bytes as
// 0 2 4 6 | 1 3 5 7, which q8GroupOrder (Y9) puts back in order.
#define Q8AVX2GROUPNAT(j) \
	Q8AVX2GROUPROUND(j); \
	VPSLLD      $7, Y4, Y4; \
	VPSUBD      Y4, Y13, Y4; \
	VMOVD       X4, (4*j)(R9); \
	VPACKSSDW   Y1, Y0, Y4; \
	VPACKSSDW   Y3, Y2, Y5; \
	VPACKSSWB   Y5, Y4, Y4; \
	VPERMD      Y4, Y9, Y4; \
	VMOVDQU     Y4, (32*j)(DI)

// func quantizeQ8NatAVX2(x *float32, q *int8, d *float32, c *int32, lines int)
// quantizeQ8NatAVX512 with AVX2: the same values, scales and corrections.
TEXT ·quantizeQ8NatAVX2(SB), NOSPLIT, $0-40
	MOVQ         x+0(FP), SI
	MOVQ         q+8(FP), DI
	MOVQ         d+16(FP), R8
	MOVQ         c+24(FP), R9
	MOVQ         lines+32(FP), CX
	Q8AVX2QUANTCONSTS // -127 in Y11, 127 in Y12, 1 in Y14
	VMOVDQU      ·q8GroupOrder(SB), Y9
	TESTQ        CX, CX
	JZ           q8na_done

q8na_line:
	Q8AVX2GROUPNAT(0)
	Q8AVX2GROUPNAT(1)
	Q8AVX2GROUPNAT(2)
	Q8AVX2GROUPNAT(3)
	ADDQ $512, SI
	ADDQ $128, DI
	ADDQ $16, R8
	ADDQ $16, R9
	DECQ CX
	JNZ  q8na_line

q8na_done:
	VZEROUPPER
	RET

// The int8-weight kernels below take x in its natural order (q8Rows,
// natural) and a row of int8 weights with its one f32 scale, 512
// elements a chunk. A group's 32 products land in the eight dwords of
// one register, so the eight groups of each half chunk are folded into
// one vector of their sums, in group order (Q8I8HADD, Q8I8FOLD8), for
// the q4 kernels' f32 step: f32(sum)·d, then a fused multiply-add with
// the row's scale into the lanes of the canonical order.

// Q8I8AVX2GROUP(off, g) sets g to eight dwords that sum to the group of
// 32 int8 weights at off(DI) times the x values at off(SI). VPMADDUBSW
// multiplies unsigned bytes by signed ones, so the weights' signs move
// onto x (VPSIGNB) and their magnitudes, up to 128, are the unsigned
// operand: a pair sums to at most 2·128·127, no saturation, and a weight
// of −128 is exact (moving x's sign instead would wrap it). Y14 holds
// 0x0001 words. n, g's number, is unused: it matches Q8I8VNNIGROUP's
// arguments, so that Q8I8HALF and Q8I8HALF2 take either. Clobbers Y10,
// Y11.
#define Q8I8AVX2GROUP(off, g, n) \
	VMOVDQU    off(DI), Y10; \
	VPABSB     Y10, Y11; \
	VMOVDQU    off(SI), g; \
	VPSIGNB    Y10, g, g; \
	VPMADDUBSW g, Y11, g; \
	VPMADDWD   Y14, g, g

// Q8I8VNNIGROUP(off, g, n) is Q8I8AVX2GROUP with AVX-VNNI: the weights
// XORed with 0x80 (Y14) are VPDPBUSD's unsigned operand, offset by 128,
// which the groups' corrections take back out after the fold. g is Yn.
// Clobbers Y10, Y11.
#define Q8I8VNNIGROUP(off, g, n) \
	VPXOR      off(DI), Y14, Y10; \
	VMOVDQU    off(SI), Y11; \
	VPXOR      g, g, g; \
	VPDPBUSDY(n, 10, 11)

// Q8I8HADD(a, b, c, d) sums the eight dwords of each of four groups
// (a-d) into a, one partial sum per 128-bit half: a b c d | a b c d.
// Clobbers c.
#define Q8I8HADD(a, b, c, d) \
	VPHADDD b, a, a; \
	VPHADDD d, c, c; \
	VPHADDD c, a, a

// Q8I8FOLD8(a, b, t) adds the halves of a (groups 0-3, from Q8I8HADD)
// and of b (groups 4-7) into a: the eight groups' sums in order.
// Clobbers t.
#define Q8I8FOLD8(a, b, t) \
	VPERM2I128 $0x21, b, a, t; \
	VPBLENDD   $0xF0, b, a, a; \
	VPADDD     t, a, a

// Q8I8TERMS(a, d0, acc) adds to acc the terms of the eight group sums in
// a, f32(sum)·d with the activation scales at d0, times the row's scale
// in Y15.
#define Q8I8TERMS(a, d0, acc) \
	VCVTDQ2PS   a, a; \
	VMULPS      d0, a, a; \
	VFMADD231PS Y15, a, acc

// Q8I8PREFETCH(d) prefetches the chunk of weights d bytes ahead, for the
// one-row kernels, which decode runs: a single stream of rows that the
// hardware prefetchers drop at every 4 KiB page. On Emerald Rapids with
// AVX-512 off, 4096 bytes ahead took four 1B layers from 16-17 to 18-26
// GB/s (2048 read 18-23), as fast as f32 compute's four streams.
#define Q8I8PREFETCH(d) \
	PREFETCHT0 d(DI); \
	PREFETCHT0 d+64(DI); \
	PREFETCHT0 d+128(DI); \
	PREFETCHT0 d+192(DI); \
	PREFETCHT0 d+256(DI); \
	PREFETCHT0 d+320(DI); \
	PREFETCHT0 d+384(DI); \
	PREFETCHT0 d+448(DI)

// Q8I8NEXTCHUNK moves the int8-weight kernels' pointers on by a chunk:
// 512 weights and x values, 16 activation scales and corrections.
#define Q8I8NEXTCHUNK \
	ADDQ $512, DI; \
	ADDQ $512, SI; \
	ADDQ $64, R14; \
	ADDQ $64, R15

// Q8I8HALF(G, o) leaves in Y0, in group order, the sums of the eight
// groups o bytes into the chunk, each group's products by G
// (Q8I8AVX2GROUP or Q8I8VNNIGROUP).
#define Q8I8HALF(G, o) \
	G(o, Y0, 0); \
	G(o+32, Y1, 1); \
	G(o+64, Y2, 2); \
	G(o+96, Y3, 3); \
	Q8I8HADD(Y0, Y1, Y2, Y3); \
	G(o+128, Y4, 4); \
	G(o+160, Y5, 5); \
	G(o+192, Y6, 6); \
	G(o+224, Y7, 7); \
	Q8I8HADD(Y4, Y5, Y6, Y7); \
	Q8I8FOLD8(Y0, Y4, Y1)

// func dot1x1Q8I8AVX2(xq *int8, xd *float32, xc *int32, w *int8, sc *float32, k512 int) float32
// One output of int8 compute with int8 weights and AVX2 (no VNNI), sc
// the row's scale: the arithmetic of dotStreamsQ8I8AVX512, two ymm
// accumulators holding the 16 lanes, folded with REDUCE2's tree.
TEXT ·dot1x1Q8I8AVX2(SB), NOSPLIT, $0-52
	Q8ROWARGS
	Q8BCAST($0x00010001, X14, Y14)
	VBROADCASTSS (R8), Y15
	VXORPS       Y8, Y8, Y8
	VXORPS       Y9, Y9, Y9
	TESTQ        CX, CX
	JZ           q8c_reduce

q8c_loop:
	Q8I8PREFETCH(4096)
	Q8I8HALF(Q8I8AVX2GROUP, 0)
	Q8I8TERMS(Y0, (R14), Y8)
	Q8I8HALF(Q8I8AVX2GROUP, 256)
	Q8I8TERMS(Y0, 32(R14), Y9)
	Q8I8NEXTCHUNK
	DECQ         CX
	JNZ          q8c_loop

q8c_reduce:
	REDUCE2(Y8, Y9)
	VMOVSS       X5, ret+48(FP)
	VZEROUPPER
	RET

// func dot1x1Q8I8AVXVNNI(xq *int8, xd *float32, xc *int32, w *int8, sc *float32, k512 int) float32
// dot1x1Q8I8AVX2 with AVX-VNNI's VPDPBUSD: the same sums, so the same
// output.
TEXT ·dot1x1Q8I8AVXVNNI(SB), NOSPLIT, $0-52
	Q8ROWARGS
	Q8BCAST($0x80808080, X14, Y14)
	VBROADCASTSS (R8), Y15
	VXORPS       Y8, Y8, Y8
	VXORPS       Y9, Y9, Y9
	TESTQ        CX, CX
	JZ           q8d_reduce

q8d_loop:
	Q8I8PREFETCH(4096)
	Q8I8HALF(Q8I8VNNIGROUP, 0)
	VPADDD       (R15), Y0, Y0
	Q8I8TERMS(Y0, (R14), Y8)
	Q8I8HALF(Q8I8VNNIGROUP, 256)
	VPADDD       32(R15), Y0, Y0
	Q8I8TERMS(Y0, 32(R14), Y9)
	Q8I8NEXTCHUNK
	DECQ         CX
	JNZ          q8d_loop

q8d_reduce:
	REDUCE2(Y8, Y9)
	VMOVSS       X5, ret+48(FP)
	VZEROUPPER
	RET

// Q8I8AVX2GROUP2(off, a, na, b, nb) is Q8I8AVX2GROUP for two x rows, the
// second BX bytes after the first: the weights' magnitudes and signs are
// read once for both. na and nb are unused, as Q8I8AVX2GROUP's n.
// Clobbers Y10, Y11.
#define Q8I8AVX2GROUP2(off, a, na, b, nb) \
	VMOVDQU    off(DI), Y10; \
	VPABSB     Y10, Y11; \
	VMOVDQU    off(SI), a; \
	VMOVDQU    off(SI)(BX*1), b; \
	VPSIGNB    Y10, a, a; \
	VPSIGNB    Y10, b, b; \
	VPMADDUBSW a, Y11, a; \
	VPMADDUBSW b, Y11, b; \
	VPMADDWD   Y14, a, a; \
	VPMADDWD   Y14, b, b

// Q8I8VNNIGROUP2(off, a, na, b, nb) is Q8I8VNNIGROUP for two x rows (a is
// Yna, b Ynb), the weights XORed once for both. Clobbers Y10, Y11.
#define Q8I8VNNIGROUP2(off, a, na, b, nb) \
	VPXOR      off(DI), Y14, Y10; \
	VMOVDQU    off(SI), Y11; \
	VPXOR      a, a, a; \
	VPDPBUSDY(na, 10, 11); \
	VMOVDQU    off(SI)(BX*1), Y11; \
	VPXOR      b, b, b; \
	VPDPBUSDY(nb, 10, 11)

// Q8I8HALF2(G, o) runs the eight groups o bytes into the chunk for two x
// rows, each group's products by G (Q8I8AVX2GROUP2 or Q8I8VNNIGROUP2),
// leaving the first row's sums of groups 0-3 in Y0 and of 4-7 in Y1, the
// second row's in Y4 and Y5, each as Q8I8HADD leaves them. Four
// registers a row hold the groups, reduced two at a time as they come.
#define Q8I8HALF2(G, o) \
	G(o, Y0, 0, Y4, 4); \
	G(o+32, Y1, 1, Y5, 5); \
	VPHADDD Y1, Y0, Y0; \
	VPHADDD Y5, Y4, Y4; \
	G(o+64, Y1, 1, Y5, 5); \
	G(o+96, Y2, 2, Y6, 6); \
	VPHADDD Y2, Y1, Y1; \
	VPHADDD Y6, Y5, Y5; \
	VPHADDD Y1, Y0, Y0; \
	VPHADDD Y5, Y4, Y4; \
	G(o+128, Y1, 1, Y5, 5); \
	G(o+160, Y2, 2, Y6, 6); \
	VPHADDD Y2, Y1, Y1; \
	VPHADDD Y6, Y5, Y5; \
	G(o+192, Y2, 2, Y6, 6); \
	G(o+224, Y3, 3, Y7, 7); \
	VPHADDD Y3, Y2, Y2; \
	VPHADDD Y7, Y6, Y6; \
	VPHADDD Y2, Y1, Y1; \
	VPHADDD Y6, Y5, Y5

// Q8I8FOLD2 folds what Q8I8HALF2 left into each row's eight sums in group
// order, the first row's in Y0 and the second's in Y4.
#define Q8I8FOLD2 \
	Q8I8FOLD8(Y0, Y1, Y2); \
	Q8I8FOLD8(Y4, Y5, Y6)

// Q8I8TERMS2(d0, acc0, acc1) adds the terms of Q8I8FOLD2's sums to acc0
// and acc1, the activation scales at d0 for the first row and R10 bytes
// on for the second.
#define Q8I8TERMS2(d0, acc0, acc1) \
	Q8I8TERMS(Y0, d0, acc0); \
	Q8I8TERMS(Y4, d0(R10*1), acc1)

// Q8I8CORRECT2(c0) adds the first row's corrections at c0, and the
// second row's R9 bytes on, to Q8I8FOLD2's sums.
#define Q8I8CORRECT2(c0) \
	VPADDD c0, Y0, Y0; \
	VPADDD c0(R9*1), Y4, Y4

// Q8I8TWOSETUP broadcasts the row's scale into Y15 and clears the four
// accumulators: Y8 and Y9 for the first row, Y12 and Y13 for the second.
#define Q8I8TWOSETUP \
	VBROADCASTSS (R8), Y15; \
	VXORPS       Y8, Y8, Y8; \
	VXORPS       Y9, Y9, Y9; \
	VXORPS       Y12, Y12, Y12; \
	VXORPS       Y13, Y13, Y13

// Q8I8TWOSTORE stores the two rows' outputs at R8.
#define Q8I8TWOSTORE \
	REDUCE2(Y8, Y9); \
	VMOVSS X5, (R8); \
	REDUCE2(Y12, Y13); \
	VMOVSS X5, 4(R8); \
	VZEROUPPER

// func dot2x1Q8I8AVX2(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *int8, sc *float32, k512 int, dst *[2]float32)
// Two outputs of dot1x1Q8I8AVX2, one int8 weight row against two x rows
// (ldq, ldd and ldc bytes apart in xq, xd and xc): prefill takes each
// weight's magnitude and sign once for two rows.
TEXT ·dot2x1Q8I8AVX2(SB), NOSPLIT, $0-80
	Q8ROWS2ARGS
	Q8BCAST($0x00010001, X14, Y14)
	Q8I8TWOSETUP
	TESTQ        CX, CX
	JZ           q8e_reduce

q8e_loop:
	Q8I8HALF2(Q8I8AVX2GROUP2, 0)
	Q8I8FOLD2
	Q8I8TERMS2((R14), Y8, Y12)
	Q8I8HALF2(Q8I8AVX2GROUP2, 256)
	Q8I8FOLD2
	Q8I8TERMS2(32(R14), Y9, Y13)
	Q8I8NEXTCHUNK
	DECQ         CX
	JNZ          q8e_loop

q8e_reduce:
	MOVQ         dst+72(FP), R8
	Q8I8TWOSTORE
	RET

// func dot2x1Q8I8AVXVNNI(xq *int8, xd *float32, xc *int32, ldq int, ldd int, ldc int, w *int8, sc *float32, k512 int, dst *[2]float32)
// dot2x1Q8I8AVX2 with AVX-VNNI, as dot1x1Q8I8AVXVNNI is dot1x1Q8I8AVX2.
TEXT ·dot2x1Q8I8AVXVNNI(SB), NOSPLIT, $0-80
	Q8ROWS2ARGS
	Q8BCAST($0x80808080, X14, Y14)
	Q8I8TWOSETUP
	TESTQ        CX, CX
	JZ           q8f_reduce

q8f_loop:
	Q8I8HALF2(Q8I8VNNIGROUP2, 0)
	Q8I8FOLD2
	Q8I8CORRECT2((R15))
	Q8I8TERMS2((R14), Y8, Y12)
	Q8I8HALF2(Q8I8VNNIGROUP2, 256)
	Q8I8FOLD2
	Q8I8CORRECT2(32(R15))
	Q8I8TERMS2(32(R14), Y9, Y13)
	Q8I8NEXTCHUNK
	DECQ         CX
	JNZ          q8f_loop

q8f_reduce:
	MOVQ         dst+72(FP), R8
	Q8I8TWOSTORE
	RET

