// Lane folds, the four-row prefetch and the decode streams' setup shared
// by the kernels: the f32 ones (kernel_amd64.s, kernel_avx2_amd64.s,
// quant_amd64.s, half_amd64.s, and the tiles of tile_amd64.s) and the
// bf16 compute ones (bf16dp_amd64.s); mkasm.go generates the tiles and
// the bf16 compute kernels. Every dot product sums 16 lanes, and every
// kernel folds them with the same tree.

// REDUCE2 folds the lanes of lo (0-7) and hi (8-15) into the low lane of X5:
// l with l+8, then l+4, l^2, l^1. Clobbers Y5, X6.
#define REDUCE2(lo, hi) FOLD2(lo, hi, Y5, X5, X6)

// FOLD2(lo, hi, ty, tx, ux) is REDUCE2 into the low lane of tx, the xmm
// half of ty, clobbering ty and ux; hi may be in memory.
#define FOLD2(lo, hi, ty, tx, ux) \
	VADDPS       hi, lo, ty; \
	VEXTRACTF128 $1, ty, ux; \
	VADDPS       ux, tx, tx; \
	VPSHUFD      $0x4E, tx, ux; \
	VADDPS       ux, tx, tx; \
	VPSHUFD      $0xB1, tx, ux; \
	VADDSS       ux, tx, tx

// ZERO8Y clears Y8-Y15, the accumulators of the AVX2 kernels with four
// outputs (lanes 0-7 and 8-15 of each in a pair of registers).
#define ZERO8Y \
	VXORPS Y8, Y8, Y8; \
	VXORPS Y9, Y9, Y9; \
	VXORPS Y10, Y10, Y10; \
	VXORPS Y11, Y11, Y11; \
	VXORPS Y12, Y12, Y12; \
	VXORPS Y13, Y13, Y13; \
	VXORPS Y14, Y14, Y14; \
	VXORPS Y15, Y15, Y15

// STORE8Y(m0, m1, m2, m3) folds the four sums of those kernels (Y8 with
// Y9, Y10 with Y11, ...) as REDUCE2 does and stores them at m0-m3.
// Clobbers Y5, X6.
#define STORE8Y(m0, m1, m2, m3) \
	REDUCE2(Y8, Y9); \
	VMOVSS X5, m0; \
	REDUCE2(Y10, Y11); \
	VMOVSS X5, m1; \
	REDUCE2(Y12, Y13); \
	VMOVSS X5, m2; \
	REDUCE2(Y14, Y15); \
	VMOVSS X5, m3

// REDUCE folds the 16 lanes of zs (whose low half is ys) into the low lane
// of X5 as REDUCE2 does. Clobbers Y5, X6.
#define REDUCE(zs, ys) \
	VEXTRACTF64X4 $1, zs, Y5; \
	REDUCE2(ys, Y5)

// STORESTREAMS(s, s3) folds the accumulators of a decode kernel's four
// streams, Z8-Z11, as REDUCE does, stores their sums at R8, R8+s, R8+2s
// and R8+s3 (s3 = 3s, bytes) and moves R8 on to the next output.
// Clobbers Y5, X6.
#define STORESTREAMS(s, s3) \
	REDUCE(Z8, Y8); \
	VMOVSS X5, (R8); \
	REDUCE(Z9, Y9); \
	VMOVSS X5, (R8)(s*1); \
	REDUCE(Z10, Y10); \
	VMOVSS X5, (R8)(s*2); \
	REDUCE(Z11, Y11); \
	VMOVSS X5, (R8)(s3*1); \
	ADDQ   $4, R8

// STREAMSARGS(shift) loads what the four-stream decode kernels of 16- and
// 32-bit weights take after x (w, ldw, groups, gstride, dst, pf), with
// weight elements of 1<<shift bytes: DI the first row, DX the row stride
// and BX the stream stride in bytes (R11 = 3·BX), R9 the groups, R8 dst,
// R12 pf, and R13 the stride of the four streams' outputs in bytes
// (R15 = 3·R13).
#define STREAMSARGS(shift) \
	MOVQ w+8(FP), DI; \
	MOVQ ldw+16(FP), DX; \
	SHLQ $shift, DX; \
	MOVQ groups+32(FP), R9; \
	MOVQ gstride+40(FP), BX; \
	SHLQ $shift, BX; \
	LEAQ (BX)(BX*2), R11; \
	MOVQ dst+48(FP), R8; \
	MOVQ pf+56(FP), R12; \
	MOVQ R9, R13; \
	SHLQ $2, R13; \
	LEAQ (R13)(R13*2), R15

// I8STREAMSARGS loads what the int8 decode kernels take after x: DI the
// first row, DX the row stride and BX the stream stride in bytes (R11 =
// 3·BX), R10 the scales, R9 the groups, R8 dst, R12 pf, and R13 the
// bytes between the streams' outputs and scales (R15 = 3·R13).
#define I8STREAMSARGS \
	MOVQ w+8(FP), DI; \
	MOVQ ldw+16(FP), DX; \
	MOVQ sc+24(FP), R10; \
	MOVQ groups+40(FP), R9; \
	MOVQ gstride+48(FP), BX; \
	LEAQ (BX)(BX*2), R11; \
	MOVQ dst+56(FP), R8; \
	MOVQ pf+64(FP), R12; \
	MOVQ R9, R13; \
	SHLQ $2, R13; \
	LEAQ (R13)(R13*2), R15

// STREAMSGROUP(steps) starts a group of rows of those kernels: SI at x,
// R14 at the group's first row, CX the steps along k and Z8-Z11 zero.
#define STREAMSGROUP(steps) \
	MOVQ   x+0(FP), SI; \
	MOVQ   DI, R14; \
	MOVQ   steps, CX; \
	VPXORD Z8, Z8, Z8; \
	VPXORD Z9, Z9, Z9; \
	VPXORD Z10, Z10, Z10; \
	VPXORD Z11, Z11, Z11

// Q4NEXTSTREAMS(groups, ldw, ldsc) ends a group of four rows of a q4
// decode kernel (dotStreamsI4AVX512, dotStreamsQ8I4AVX512): it stores the
// four sums with STORESTREAMS, outputs groups apart, and moves the rows
// on to the next group, DI to R12 (its first row) plus ldw bytes and the
// scales at R10 on by ldsc f16s. The arguments are the kernel's frame
// slots (groups+64(FP), ...). Clobbers AX, CX, Y5 and X6.
#define Q4NEXTSTREAMS(groups, ldw, ldsc) \
	MOVQ   groups, AX; \
	SHLQ   $2, AX; \
	LEAQ   (AX)(AX*2), CX; \
	STORESTREAMS(AX, CX); \
	MOVQ   R12, DI; \
	ADDQ   ldw, DI; \
	MOVQ   ldsc, AX; \
	SHLQ   $1, AX; \
	ADDQ   AX, R10

// REDUCE4 folds the 16 lanes of each of a, b, c and d as REDUCE does and
// leaves the four sums in lanes 0-3 of X6 (a's in lane 0). Z3 must hold
// the dword indices 0, 4, 8, 12 in its low lanes. Clobbers Z4-Z7.
#define REDUCE4(a, b, c, d) \
	VSHUFF64X2 $0x44, b, a, Z4; \
	VSHUFF64X2 $0xEE, b, a, Z5; \
	VADDPS     Z5, Z4, Z4; \
	VSHUFF64X2 $0x44, d, c, Z5; \
	VSHUFF64X2 $0xEE, d, c, Z6; \
	VADDPS     Z6, Z5, Z5; \
	VSHUFF64X2 $0x88, Z5, Z4, Z6; \
	VSHUFF64X2 $0xDD, Z5, Z4, Z7; \
	VADDPS     Z7, Z6, Z6; \
	VPSHUFD    $0x4E, Z6, Z7; \
	VADDPS     Z7, Z6, Z6; \
	VPSHUFD    $0xB1, Z6, Z7; \
	VADDPS     Z7, Z6, Z6; \
	VPERMPS    Z6, Z3, Z6

// STORE4 stores the four sums REDUCE4 leaves in X6 at base, base+s,
// base+2s and base+s3 (s3 = 3s), bytes.
#define STORE4(base, s, s3) \
	VMOVSS     X6, (base); \
	VEXTRACTPS $1, X6, (base)(s*1); \
	VEXTRACTPS $2, X6, (base)(s*2); \
	VEXTRACTPS $3, X6, (base)(s3*1)

// LANES0481 loads the dword indices 0, 4, 8, 12 into the low lanes of Z3.
#define LANES0481 \
	MOVQ         $0x0000000400000000, AX; \
	VMOVQ        AX, X3; \
	MOVQ         $0x0000000c00000008, AX; \
	VPINSRQ      $1, AX, X3, X3

// FOLDROW folds one x row's four accumulators a-d as REDUCE4 does, stores
// the four sums at R8 and moves R8 on by R9 bytes, to the next row: the
// end of a tile (mkasm.go's tileEnd).
#define FOLDROW(a, b, c, d) \
	REDUCE4(a, b, c, d); \
	VMOVUPS X6, (R8); \
	ADDQ    R9, R8

// PREFETCH4ROWS(r) asks for the line at r in each of four rows BX bytes
// apart (R11 = 3·BX): the rows a decode kernel or a tile reads side by
// side, each a stream the hardware prefetcher would lose at page borders.
#define PREFETCH4ROWS(r) \
	PREFETCHT0 (r); \
	PREFETCHT0 (r)(BX*1); \
	PREFETCHT0 (r)(BX*2); \
	PREFETCHT0 (r)(R11*1)

// PREFETCH4ROWSL2(r) is PREFETCH4ROWS into L2 only. The kernels that
// stream bf16 weights with little arithmetic per byte read faster so on
// Zen 4: a prefetch into L1 holds one of the core's few L1 miss buffers
// until its line arrives, one into L2 does not, so more lines are in
// flight (decode of the 1B model in bf16 compute rose 13-15% where the
// memory was fast and 3-7% where it was slow, alternated builds). The
// quantized kernels, which spend longer on each byte, keep PREFETCH4ROWS:
// int8 decode in f32 compute lost 6% with this.
#define PREFETCH4ROWSL2(r) \
	PREFETCHT1 (r); \
	PREFETCHT1 (r)(BX*1); \
	PREFETCHT1 (r)(BX*2); \
	PREFETCHT1 (r)(R11*1)

// FOLD16 folds the 16 lane accumulators of 16 outputs, Z(16+j) those of
// output j, into Z12, output j in element j, each by exactly the tree of
// REDUCE with half the shuffles and a quarter of the adds of folding them
// one by one: every step adds two halves of pairs of vectors. The first
// eight adds take lanes l and l+8 of pairs of outputs (Z1-Z8 then hold
// t[0..7] of outputs 2s and 2s+1), the next four t[l] and t[l+4] of quads
// (128-bit lane q of Z(10+a) holds u[0..3] of output 4a+q), the next two
// u0+u2 and u1+u3 (lane q of Z14 and Z10 holds them for outputs q and 4+q,
// 8+q and 12+q), the last their sum, which leaves output 4e+q in element
// 4q+e for the permutation in Z15 (rows16Perm in kernel_amd64.s,
// halfRows16Perm in half_amd64.s) to put in order. It is
// dotRows16F32AVX512's fold, shared with dotRows16HalfAVX512 so that the
// two cannot drift apart. Clobbers Z1-Z14.
#define FOLD16 \
	VSHUFF64X2 $0x44, Z17, Z16, Z1; \
	VSHUFF64X2 $0xEE, Z17, Z16, Z9; \
	VADDPS     Z9, Z1, Z1; \
	VSHUFF64X2 $0x44, Z19, Z18, Z2; \
	VSHUFF64X2 $0xEE, Z19, Z18, Z9; \
	VADDPS     Z9, Z2, Z2; \
	VSHUFF64X2 $0x44, Z21, Z20, Z3; \
	VSHUFF64X2 $0xEE, Z21, Z20, Z9; \
	VADDPS     Z9, Z3, Z3; \
	VSHUFF64X2 $0x44, Z23, Z22, Z4; \
	VSHUFF64X2 $0xEE, Z23, Z22, Z9; \
	VADDPS     Z9, Z4, Z4; \
	VSHUFF64X2 $0x44, Z25, Z24, Z5; \
	VSHUFF64X2 $0xEE, Z25, Z24, Z9; \
	VADDPS     Z9, Z5, Z5; \
	VSHUFF64X2 $0x44, Z27, Z26, Z6; \
	VSHUFF64X2 $0xEE, Z27, Z26, Z9; \
	VADDPS     Z9, Z6, Z6; \
	VSHUFF64X2 $0x44, Z29, Z28, Z7; \
	VSHUFF64X2 $0xEE, Z29, Z28, Z9; \
	VADDPS     Z9, Z7, Z7; \
	VSHUFF64X2 $0x44, Z31, Z30, Z8; \
	VSHUFF64X2 $0xEE, Z31, Z30, Z9; \
	VADDPS     Z9, Z8, Z8; \
	VSHUFF32X4 $0x88, Z2, Z1, Z10; \
	VSHUFF32X4 $0xDD, Z2, Z1, Z9; \
	VADDPS     Z9, Z10, Z10; \
	VSHUFF32X4 $0x88, Z4, Z3, Z11; \
	VSHUFF32X4 $0xDD, Z4, Z3, Z9; \
	VADDPS     Z9, Z11, Z11; \
	VSHUFF32X4 $0x88, Z6, Z5, Z12; \
	VSHUFF32X4 $0xDD, Z6, Z5, Z9; \
	VADDPS     Z9, Z12, Z12; \
	VSHUFF32X4 $0x88, Z8, Z7, Z13; \
	VSHUFF32X4 $0xDD, Z8, Z7, Z9; \
	VADDPS     Z9, Z13, Z13; \
	VSHUFPS $0x44, Z11, Z10, Z14; \
	VSHUFPS $0xEE, Z11, Z10, Z9; \
	VADDPS  Z9, Z14, Z14; \
	VSHUFPS $0x44, Z13, Z12, Z10; \
	VSHUFPS $0xEE, Z13, Z12, Z9; \
	VADDPS  Z9, Z10, Z10; \
	VSHUFPS $0x88, Z10, Z14, Z11; \
	VSHUFPS $0xDD, Z10, Z14, Z9; \
	VADDPS  Z9, Z11, Z11; \
	VPERMPS Z11, Z15, Z12

// SPLITMASK puts the four 16-bit quarters of the column mask in AX into
// K1-K4, K1 the first 16 columns. Clobbers AX.
#define SPLITMASK \
	KMOVW AX, K1; \
	SHRQ  $16, AX; \
	KMOVW AX, K2; \
	SHRQ  $16, AX; \
	KMOVW AX, K3; \
	SHRQ  $16, AX; \
	KMOVW AX, K4

// AXPY4FMA is the arithmetic of a step of axpy4RowsAVX512 once the four
// vectors of the b row are in Z0-Z3: a[p] of each of the four rows
// broadcast and multiplied into that row's 64 sums, in the f32 kernel's
// order.
#define AXPY4FMA \
	VBROADCASTSS (SI), Z4; \
	VBROADCASTSS (SI)(R10*1), Z5; \
	VBROADCASTSS (SI)(R10*2), Z6; \
	VBROADCASTSS (SI)(R12*1), Z7; \
	VFMADD231PS  Z0, Z4, Z8; \
	VFMADD231PS  Z1, Z4, Z9; \
	VFMADD231PS  Z2, Z4, Z10; \
	VFMADD231PS  Z3, Z4, Z11; \
	VFMADD231PS  Z0, Z5, Z12; \
	VFMADD231PS  Z1, Z5, Z13; \
	VFMADD231PS  Z2, Z5, Z14; \
	VFMADD231PS  Z3, Z5, Z15; \
	VFMADD231PS  Z0, Z6, Z16; \
	VFMADD231PS  Z1, Z6, Z17; \
	VFMADD231PS  Z2, Z6, Z18; \
	VFMADD231PS  Z3, Z6, Z19; \
	VFMADD231PS  Z0, Z7, Z20; \
	VFMADD231PS  Z1, Z7, Z21; \
	VFMADD231PS  Z2, Z7, Z22; \
	VFMADD231PS  Z3, Z7, Z23

// AXPY4LOADC loads four rows of c, ldc bytes apart (R8, R9), under the
// column masks K1-K4 into the sums Z8-Z23 of axpy4RowsAVX512 and
// axpy4RowsHalfAVX512, row r in Z(8+4r) to Z(11+4r); it sets R11 to the
// third row.
#define AXPY4LOADC \
	LEAQ      (R8)(R9*2), R11; \
	VMOVUPS.Z (R8), K1, Z8; \
	VMOVUPS.Z 64(R8), K2, Z9; \
	VMOVUPS.Z 128(R8), K3, Z10; \
	VMOVUPS.Z 192(R8), K4, Z11; \
	VMOVUPS.Z (R8)(R9*1), K1, Z12; \
	VMOVUPS.Z 64(R8)(R9*1), K2, Z13; \
	VMOVUPS.Z 128(R8)(R9*1), K3, Z14; \
	VMOVUPS.Z 192(R8)(R9*1), K4, Z15; \
	VMOVUPS.Z (R11), K1, Z16; \
	VMOVUPS.Z 64(R11), K2, Z17; \
	VMOVUPS.Z 128(R11), K3, Z18; \
	VMOVUPS.Z 192(R11), K4, Z19; \
	VMOVUPS.Z (R11)(R9*1), K1, Z20; \
	VMOVUPS.Z 64(R11)(R9*1), K2, Z21; \
	VMOVUPS.Z 128(R11)(R9*1), K3, Z22; \
	VMOVUPS.Z 192(R11)(R9*1), K4, Z23

// AXPY4STOREC stores the sums AXPY4LOADC loaded back under the same masks.
#define AXPY4STOREC \
	VMOVUPS Z8, K1, (R8); \
	VMOVUPS Z9, K2, 64(R8); \
	VMOVUPS Z10, K3, 128(R8); \
	VMOVUPS Z11, K4, 192(R8); \
	VMOVUPS Z12, K1, (R8)(R9*1); \
	VMOVUPS Z13, K2, 64(R8)(R9*1); \
	VMOVUPS Z14, K3, 128(R8)(R9*1); \
	VMOVUPS Z15, K4, 192(R8)(R9*1); \
	VMOVUPS Z16, K1, (R11); \
	VMOVUPS Z17, K2, 64(R11); \
	VMOVUPS Z18, K3, 128(R11); \
	VMOVUPS Z19, K4, 192(R11); \
	VMOVUPS Z20, K1, (R11)(R9*1); \
	VMOVUPS Z21, K2, 64(R11)(R9*1); \
	VMOVUPS Z22, K3, 128(R11)(R9*1); \
	VMOVUPS Z23, K4, 192(R11)(R9*1)

// I4SCALE2(y0, y1, ys) dequantizes the int4 values in the top nibbles of
// the dwords of y0 and y1 with the scale in every lane of ys, f32(q)·s
// (exact for an f16 scale): the AVX2 q4 kernels of quant_amd64.s and
// kernel_avx2_amd64.s, once they have shifted each lane's nibble to the
// top.
#define I4SCALE2(y0, y1, ys) \
	VPSRAD    $28, y0, y0; \
	VPSRAD    $28, y1, y1; \
	VCVTDQ2PS y0, y0; \
	VCVTDQ2PS y1, y1; \
	VMULPS    ys, y0, y0; \
	VMULPS    ys, y1, y1

// DEQI8X16(lo8, hi8, ys, y0, y1) dequantizes 16 int8 weights with the
// scale in every lane of ys, f32(q)·s rounded once: the 8 at lo8 into y0,
// the 8 at hi8 into y1 (the AVX2 int8 kernels of quant_amd64.s and
// kernel_avx2_amd64.s).
#define DEQI8X16(lo8, hi8, ys, y0, y1) \
	VPMOVSXBD lo8, y0; \
	VPMOVSXBD hi8, y1; \
	VCVTDQ2PS y0, y0; \
	VCVTDQ2PS y1, y1; \
	VMULPS    ys, y0, y0; \
	VMULPS    ys, y1, y1

// AXPY16ARGS(shift) loads the arguments of the four-row AVX2 axpy
// kernels: c (R8) with its row stride in bytes (R9, R11 = 3·R9), a (R15)
// likewise (R10, R12), b (DX) with its row stride (BX, the elements
// shifted left by shift: 2 for f32, 1 for 16-bit), the chunks of 16
// columns (R14) and the prefetch distance in bytes (R13).
#define AXPY16ARGS(shift) \
	MOVQ  c+0(FP), R8; \
	MOVQ  ldc+8(FP), R9; \
	SHLQ  $2, R9; \
	LEAQ  (R9)(R9*2), R11; \
	MOVQ  a+16(FP), R15; \
	MOVQ  lda+24(FP), R10; \
	SHLQ  $2, R10; \
	LEAQ  (R10)(R10*2), R12; \
	MOVQ  b+40(FP), DX; \
	MOVQ  ldb+48(FP), BX; \
	SHLQ  shift, BX; \
	MOVQ  n16+56(FP), R14; \
	MOVQ  pf+64(FP), R13; \
	IMULQ BX, R13

// AXPY16C(a, b, c, d, e, f, g, h) moves a to b, c to d, e to f and g to
// h: axpy4Rows16AVX2's four rows of 16 of c in or out of Y0-Y7.
#define AXPY16C(a, b, c, d, e, f, g, h) \
	VMOVUPS a, b; \
	VMOVUPS c, d; \
	VMOVUPS e, f; \
	VMOVUPS g, h

// AXPY16FMA is a step of the four-row AVX2 axpy kernels: the 16 values
// of a b row in Y8 and Y9 times each of four rows' a value (SI, R10 bytes
// apart, R12 = 3·R10) added to those rows' sums in Y0-Y7. Clobbers
// Y10-Y13.
#define AXPY16FMA \
	VBROADCASTSS (SI), Y10; \
	VBROADCASTSS (SI)(R10*1), Y11; \
	VBROADCASTSS (SI)(R10*2), Y12; \
	VBROADCASTSS (SI)(R12*1), Y13; \
	VFMADD231PS  Y8, Y10, Y0; \
	VFMADD231PS  Y9, Y10, Y1; \
	VFMADD231PS  Y8, Y11, Y2; \
	VFMADD231PS  Y9, Y11, Y3; \
	VFMADD231PS  Y8, Y12, Y4; \
	VFMADD231PS  Y9, Y12, Y5; \
	VFMADD231PS  Y8, Y13, Y6; \
	VFMADD231PS  Y9, Y13, Y7

// AXPY16LOADC and AXPY16STOREC move the 16 values of c's four rows (R8,
// R9 bytes apart, R11 = 3·R9) into and out of Y0-Y7.
#define AXPY16LOADC \
	AXPY16C((R8), Y0, 32(R8), Y1, (R8)(R9*1), Y2, 32(R8)(R9*1), Y3); \
	AXPY16C((R8)(R9*2), Y4, 32(R8)(R9*2), Y5, (R8)(R11*1), Y6, 32(R8)(R11*1), Y7)

#define AXPY16STOREC \
	AXPY16C(Y0, (R8), Y1, 32(R8), Y2, (R8)(R9*1), Y3, 32(R8)(R9*1)); \
	AXPY16C(Y4, (R8)(R9*2), Y5, 32(R8)(R9*2), Y6, (R8)(R11*1), Y7, 32(R8)(R11*1))
