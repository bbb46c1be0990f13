//go:build amd64 && !purego

#include "textflag.h"
#include "reduce_amd64.h"
#include "vnni_amd64.h"

// The tiles of int8 compute (AVX2, AVX-VNNI, and AVX512_VNNI for q4 in
// zmm registers): four x rows against one weight row, each group's 32
// products summed in one dword lane, so that no lane sums need folding.
// The weights are transposed in registers, a dword of each group of a
// block to a lane, once for the four rows; x comes laid out to meet them
// (q8Tile4). See q8tile.go.

// q8NibbleXor flips the top bit of both nibbles of a byte: the signed
// nibbles become unsigned, offset by 8.
DATA q8NibbleXor<>+0(SB)/8, $0x8888888888888888
DATA q8NibbleXor<>+8(SB)/8, $0x8888888888888888
DATA q8NibbleXor<>+16(SB)/8, $0x8888888888888888
DATA q8NibbleXor<>+24(SB)/8, $0x8888888888888888
GLOBL q8NibbleXor<>(SB), RODATA|NOPTR, $32

// Q8T4ARGS loads the tile kernels' arguments: x's values (SI, rows BX
// apart, R11 = 3·BX), scales and corrections (R14, R15, rows R10 apart,
// R12 = 3·R10), the weight row and its scales (DI, R8), the chunks (CX).
#define Q8T4ARGS \
	MOVQ xt+0(FP), SI; \
	MOVQ xd+8(FP), R14; \
	MOVQ xc+16(FP), R15; \
	MOVQ ldx+24(FP), BX; \
	LEAQ (BX)(BX*2), R11; \
	MOVQ ldd+32(FP), R10; \
	LEAQ (R10)(R10*2), R12; \
	MOVQ w+40(FP), DI; \
	MOVQ sc+48(FP), R8; \
	MOVQ k512+56(FP), CX

// Q8T4I4PREP(wo) transposes the 128 q4 bytes of eight groups at wo(DI)
// so that dword lane L of Y0-Y3 holds dword r (r = 0-3) of group
// σ(L) = 0 2 4 6 1 3 5 7, offset to unsigned, and splits them into low
// nibbles (Y0-Y3) and high ones (Y4-Y7).
#define Q8T4I4PREP(wo) \
	VMOVDQU     wo+0(DI), Y0; \
	VMOVDQU     wo+32(DI), Y1; \
	VMOVDQU     wo+64(DI), Y2; \
	VMOVDQU     wo+96(DI), Y3; \
	VPXOR       q8NibbleXor<>(SB), Y0, Y0; \
	VPXOR       q8NibbleXor<>(SB), Y1, Y1; \
	VPXOR       q8NibbleXor<>(SB), Y2, Y2; \
	VPXOR       q8NibbleXor<>(SB), Y3, Y3; \
	VPUNPCKLDQ  Y1, Y0, Y4; \
	VPUNPCKHDQ  Y1, Y0, Y5; \
	VPUNPCKLDQ  Y3, Y2, Y6; \
	VPUNPCKHDQ  Y3, Y2, Y7; \
	VPUNPCKLQDQ Y6, Y4, Y0; \
	VPUNPCKHQDQ Y6, Y4, Y1; \
	VPUNPCKLQDQ Y7, Y5, Y2; \
	VPUNPCKHQDQ Y7, Y5, Y3; \
	VPSRLW      $4, Y0, Y4; \
	VPSRLW      $4, Y1, Y5; \
	VPSRLW      $4, Y2, Y6; \
	VPSRLW      $4, Y3, Y7; \
	VPAND       ·q8Nibble(SB), Y0, Y0; \
	VPAND       ·q8Nibble(SB), Y1, Y1; \
	VPAND       ·q8Nibble(SB), Y2, Y2; \
	VPAND       ·q8Nibble(SB), Y3, Y3; \
	VPAND       ·q8Nibble(SB), Y4, Y4; \
	VPAND       ·q8Nibble(SB), Y5, Y5; \
	VPAND       ·q8Nibble(SB), Y6, Y6; \
	VPAND       ·q8Nibble(SB), Y7, Y7

// Q8T4VNNI(s, a, xo) adds to the rows' sums in Ya-Ya+3 the products of
// the weights in Ys with the rows' x values at xo (SI, BX, R11).
#define Q8T4VNNI(s, a, xo) \
	VPDPBUSDYM(a, s, 6, 4, 0, xo); \
	VPDPBUSDYM(a+1, s, 6, 3, 0, xo); \
	VPDPBUSDYM(a+2, s, 6, 3, 1, xo); \
	VPDPBUSDYM(a+3, s, 6, 11, 0, xo)

// Q8T4START(co) sets the rows' sums to their corrections at co (Y8-Y11)
// and to zero (Y12-Y15): each row sums in two registers, which halves
// the chains of VPDPBUSD waiting on one another.
#define Q8T4START(co) \
	VMOVDQU co(R15), Y8; \
	VMOVDQU co(R15)(R10*1), Y9; \
	VMOVDQU co(R15)(R10*2), Y10; \
	VMOVDQU co(R15)(R12*1), Y11; \
	VPXOR   Y12, Y12, Y12; \
	VPXOR   Y13, Y13, Y13; \
	VPXOR   Y14, Y14, Y14; \
	VPXOR   Y15, Y15, Y15

// Q8T4SCALES(so) sets Y0 to the eight groups' f32 weight scales, from
// so(R8), in the order σ. Clobbers Y1.
#define Q8T4SCALES(so) \
	VCVTPH2PS so(R8), Y0; \
	VMOVDQU   ·q8EvenOdd(SB), Y1; \
	VPERMD    Y0, Y1, Y0

// Q8T4TERM(y, d, acc) adds the eight groups' sums in y, scaled by x's
// scales at d, times the weights' scales (Y0) to the f32 sums at acc: the
// arithmetic of Q8AVX2SUMS.
#define Q8T4TERM(y, d, acc) \
	VCVTDQ2PS   y, y; \
	VMULPS      d, y, y; \
	VFMADD213PS acc, Y0, y; \
	VMOVUPS     y, acc

// Q8T4TERMS(do, a) is Q8T4TERM for the four rows' sums in Y8-Y11, with
// the scales at do(R14) and the f32 sums at a(SP).
#define Q8T4TERMS(do, a) \
	Q8T4TERM(Y8, do(R14), a+0(SP)); \
	Q8T4TERM(Y9, do(R14)(R10*1), a+32(SP)); \
	Q8T4TERM(Y10, do(R14)(R10*2), a+64(SP)); \
	Q8T4TERM(Y11, do(R14)(R12*1), a+96(SP))

// Q8T4STORE(a, dst) puts row a's sums (at a(SP) and a+128(SP), lanes in
// the order σ) back in group order and folds them with REDUCE2's tree
// into dst. Y15 holds q8GroupOrder.
#define Q8T4STORE(a, dst) \
	VMOVUPS a(SP), Y0; \
	VMOVUPS a+128(SP), Y1; \
	VPERMD  Y0, Y15, Y0; \
	VPERMD  Y1, Y15, Y1; \
	REDUCE2(Y0, Y1); \
	VMOVSS  X5, dst

// Q8T4NEXT(wb) moves the tile kernels' pointers on by a chunk of 512
// elements, wb bytes of weights, and counts it down.
#define Q8T4NEXT(wb) \
	ADDQ $wb, DI; \
	ADDQ $32, R8; \
	ADDQ $512, SI; \
	ADDQ $64, R14; \
	ADDQ $64, R15; \
	DECQ CX

// Q8T4CLEAR clears the four rows' f32 sums in the frame.
#define Q8T4CLEAR \
	VXORPS  Y0, Y0, Y0; \
	VMOVUPS Y0, 0(SP); \
	VMOVUPS Y0, 32(SP); \
	VMOVUPS Y0, 64(SP); \
	VMOVUPS Y0, 96(SP); \
	VMOVUPS Y0, 128(SP); \
	VMOVUPS Y0, 160(SP); \
	VMOVUPS Y0, 192(SP); \
	VMOVUPS Y0, 224(SP)

// Q8T4STOREALL stores the four outputs at dst and every ldst bytes after.
#define Q8T4STOREALL \
	MOVQ    dst+64(FP), R8; \
	MOVQ    ldst+72(FP), R9; \
	VMOVDQU ·q8GroupOrder(SB), Y15; \
	Q8T4STORE(0, (R8)); \
	Q8T4STORE(32, (R8)(R9*1)); \
	Q8T4STORE(64, (R8)(R9*2)); \
	LEAQ    (R9)(R9*2), R9; \
	Q8T4STORE(96, (R8)(R9*1))

// Q8T4STOREN(a, dst) is Q8T4STORE for sums in group order.
#define Q8T4STOREN(a, dst) \
	VMOVUPS a(SP), Y0; \
	REDUCE2(Y0, a+128(SP)); \
	VMOVSS  X5, dst

// Q8T4STOREALLN is Q8T4STOREALL for sums in group order.
#define Q8T4STOREALLN \
	MOVQ dst+64(FP), R8; \
	MOVQ ldst+72(FP), R9; \
	Q8T4STOREN(0, (R8)); \
	Q8T4STOREN(32, (R8)(R9*1)); \
	Q8T4STOREN(64, (R8)(R9*2)); \
	LEAQ (R9)(R9*2), R9; \
	Q8T4STOREN(96, (R8)(R9*1))

// q8SignXor flips the top bit of a byte: int8 weights become unsigned,
// offset by 128.
DATA q8SignXor<>+0(SB)/8, $0x8080808080808080
DATA q8SignXor<>+8(SB)/8, $0x8080808080808080
DATA q8SignXor<>+16(SB)/8, $0x8080808080808080
DATA q8SignXor<>+24(SB)/8, $0x8080808080808080
GLOBL q8SignXor<>(SB), RODATA|NOPTR, $32

// Q8T4I8PREP(wo) transposes the 256 int8 weights of eight groups at
// wo(DI), offset to unsigned, so that dword lane L of Yr holds dword r
// (r = 0-7) of group L: unpacking pairs of dwords, then of qwords, then
// exchanging 128-bit halves.
#define Q8T4I8PREP(wo) \
	VMOVDQU     q8SignXor<>(SB), Y0; \
	VPXOR       wo+0(DI), Y0, Y8; \
	VPXOR       wo+32(DI), Y0, Y9; \
	VPXOR       wo+64(DI), Y0, Y10; \
	VPXOR       wo+96(DI), Y0, Y11; \
	VPXOR       wo+128(DI), Y0, Y12; \
	VPXOR       wo+160(DI), Y0, Y13; \
	VPXOR       wo+192(DI), Y0, Y14; \
	VPXOR       wo+224(DI), Y0, Y15; \
	VPUNPCKLDQ  Y9, Y8, Y0; \
	VPUNPCKHDQ  Y9, Y8, Y1; \
	VPUNPCKLDQ  Y11, Y10, Y2; \
	VPUNPCKHDQ  Y11, Y10, Y3; \
	VPUNPCKLDQ  Y13, Y12, Y4; \
	VPUNPCKHDQ  Y13, Y12, Y5; \
	VPUNPCKLDQ  Y15, Y14, Y6; \
	VPUNPCKHDQ  Y15, Y14, Y7; \
	VPUNPCKLQDQ Y2, Y0, Y8; \
	VPUNPCKHQDQ Y2, Y0, Y9; \
	VPUNPCKLQDQ Y3, Y1, Y10; \
	VPUNPCKHQDQ Y3, Y1, Y11; \
	VPUNPCKLQDQ Y6, Y4, Y12; \
	VPUNPCKHQDQ Y6, Y4, Y13; \
	VPUNPCKLQDQ Y7, Y5, Y14; \
	VPUNPCKHQDQ Y7, Y5, Y15; \
	VPERM2I128  $0x20, Y12, Y8, Y0; \
	VPERM2I128  $0x31, Y12, Y8, Y4; \
	VPERM2I128  $0x20, Y13, Y9, Y1; \
	VPERM2I128  $0x31, Y13, Y9, Y5; \
	VPERM2I128  $0x20, Y14, Y10, Y2; \
	VPERM2I128  $0x31, Y14, Y10, Y6; \
	VPERM2I128  $0x20, Y15, Y11, Y3; \
	VPERM2I128  $0x31, Y15, Y11, Y7

// Q8T4VNNIBLOCK runs VPDPBUSD over a block's eight vectors of weights in
// Y0-Y7 and the rows' x values at xo, each row summing in two registers
// from its corrections at co, then adds the halves into Y8-Y11.
#define Q8T4VNNIBLOCK(xo, co) \
	Q8T4START(co); \
	Q8T4VNNI(0, 8, xo+0); \
	Q8T4VNNI(4, 12, xo+128); \
	Q8T4VNNI(1, 8, xo+32); \
	Q8T4VNNI(5, 12, xo+160); \
	Q8T4VNNI(2, 8, xo+64); \
	Q8T4VNNI(6, 12, xo+192); \
	Q8T4VNNI(3, 8, xo+96); \
	Q8T4VNNI(7, 12, xo+224); \
	VPADDD Y12, Y8, Y8; \
	VPADDD Y13, Y9, Y9; \
	VPADDD Y14, Y10, Y10; \
	VPADDD Y15, Y11, Y11

// Q8T4I4VNNIBLOCK(h) runs block h (0 or 1) of a chunk: eight groups, whose
// f32 sums go to the lanes of the chunk's half h.
#define Q8T4I4VNNIBLOCK(h) \
	Q8T4I4PREP(h*128); \
	Q8T4VNNIBLOCK(h*256, h*32); \
	Q8T4SCALES(h*16); \
	Q8T4TERMS(h*32, h*128)

// Q8T4I8VNNIBLOCK(h) is Q8T4I4VNNIBLOCK for int8 weights, in group order,
// with the row's one scale at (DX).
#define Q8T4I8VNNIBLOCK(h) \
	Q8T4I8PREP(h*256); \
	Q8T4VNNIBLOCK(h*256, h*32); \
	VBROADCASTSS (DX), Y0; \
	Q8T4TERMS(h*32, h*128)

// Q8T4MADD(w, xo) adds to the rows' int16 sums in Y8-Y11 the products
// of the unsigned weights in w with the rows' x values at xo, pairs
// summed by VPMADDUBSW. Clobbers Y12-Y15.
#define Q8T4MADD(w, xo) \
	VPMADDUBSW xo(SI), w, Y12; \
	VPMADDUBSW xo(SI)(BX*1), w, Y13; \
	VPMADDUBSW xo(SI)(BX*2), w, Y14; \
	VPMADDUBSW xo(SI)(R11*1), w, Y15; \
	VPADDW     Y12, Y8, Y8; \
	VPADDW     Y13, Y9, Y9; \
	VPADDW     Y14, Y10, Y10; \
	VPADDW     Y15, Y11, Y11

// Q8T4I4BLOCK(h) is Q8T4I4VNNIBLOCK without VNNI: the q4 weights'
// unsigned nibbles times the x values in pairs by VPMADDUBSW (at most
// 2·15·127), the block's eight products of a lane summed in int16 (at
// most 30480, so no product nor sum saturates), then widened to dwords.
#define Q8T4I4BLOCK(h) \
	Q8T4I4PREP(h*128); \
	VPMADDUBSW h*256(SI), Y0, Y8; \
	VPMADDUBSW h*256(SI)(BX*1), Y0, Y9; \
	VPMADDUBSW h*256(SI)(BX*2), Y0, Y10; \
	VPMADDUBSW h*256(SI)(R11*1), Y0, Y11; \
	Q8T4MADD(Y1, h*256+32); \
	Q8T4MADD(Y2, h*256+64); \
	Q8T4MADD(Y3, h*256+96); \
	Q8T4MADD(Y4, h*256+128); \
	Q8T4MADD(Y5, h*256+160); \
	Q8T4MADD(Y6, h*256+192); \
	Q8T4MADD(Y7, h*256+224); \
	VPMADDWD   ·q8OnesW(SB), Y8, Y8; \
	VPMADDWD   ·q8OnesW(SB), Y9, Y9; \
	VPMADDWD   ·q8OnesW(SB), Y10, Y10; \
	VPMADDWD   ·q8OnesW(SB), Y11, Y11; \
	VPADDD     h*32(R15), Y8, Y8; \
	VPADDD     h*32(R15)(R10*1), Y9, Y9; \
	VPADDD     h*32(R15)(R10*2), Y10, Y10; \
	VPADDD     h*32(R15)(R12*1), Y11, Y11; \
	Q8T4SCALES(h*16); \
	Q8T4TERMS(h*32, h*128)

// q8Sigma16 is the order σ of a chunk's 16 groups in the lanes of the
// AVX-512 q4 tile (q8Sigma16 in q8tile.go), for VPERMD: σ is its own
// inverse, so it also puts the lanes back in group order.
DATA q8Sigma16<>+0(SB)/4, $0
DATA q8Sigma16<>+4(SB)/4, $4
DATA q8Sigma16<>+8(SB)/4, $8
DATA q8Sigma16<>+12(SB)/4, $12
DATA q8Sigma16<>+16(SB)/4, $1
DATA q8Sigma16<>+20(SB)/4, $5
DATA q8Sigma16<>+24(SB)/4, $9
DATA q8Sigma16<>+28(SB)/4, $13
DATA q8Sigma16<>+32(SB)/4, $2
DATA q8Sigma16<>+36(SB)/4, $6
DATA q8Sigma16<>+40(SB)/4, $10
DATA q8Sigma16<>+44(SB)/4, $14
DATA q8Sigma16<>+48(SB)/4, $3
DATA q8Sigma16<>+52(SB)/4, $7
DATA q8Sigma16<>+56(SB)/4, $11
DATA q8Sigma16<>+60(SB)/4, $15
GLOBL q8Sigma16<>(SB), RODATA|NOPTR, $64

// Q8Z4PREP transposes a chunk's 256 q4 bytes (16 groups) at DI as
// Q8T4I4PREP does eight groups, in zmm registers: lane L of Z0-Z3 holds
// dword r of group σ(L) = 4·(L mod 4) + L/4 (the unpacks work within
// 128-bit lanes), its low nibbles in Z0-Z3 and high ones in Z4-Z7,
// offset to unsigned by Q8UNPACK's VPTERNLOGD (Z27, Z28); Z29 gets the
// groups' f32 scales from R8 in the order σ (Z26). Clobbers Z20-Z25.
#define Q8Z4PREP \
	VMOVDQU64   (DI), Z20; \
	VMOVDQU64   64(DI), Z21; \
	VMOVDQU64   128(DI), Z22; \
	VMOVDQU64   192(DI), Z23; \
	VPUNPCKLDQ  Z21, Z20, Z24; \
	VPUNPCKHDQ  Z21, Z20, Z25; \
	VPUNPCKLDQ  Z23, Z22, Z20; \
	VPUNPCKHDQ  Z23, Z22, Z21; \
	VPUNPCKLQDQ Z20, Z24, Z0; \
	VPUNPCKHQDQ Z20, Z24, Z1; \
	VPUNPCKLQDQ Z21, Z25, Z2; \
	VPUNPCKHQDQ Z21, Z25, Z3; \
	VPSRLW      $4, Z0, Z4; \
	VPSRLW      $4, Z1, Z5; \
	VPSRLW      $4, Z2, Z6; \
	VPSRLW      $4, Z3, Z7; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z0; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z1; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z2; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z3; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z4; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z5; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z6; \
	VPTERNLOGD  $0x6A, Z28, Z27, Z7; \
	VCVTPH2PS   (R8), Z29; \
	VPERMD      Z29, Z26, Z29

// Q8Z4VNNI(w, xo, a0, a1, a2, a3) adds to the four rows' sums a0-a3 the
// products of the weights in w with their x values at xo. Each row sums
// slots 0-3 in one register and 4-7 in another, two shorter chains.
#define Q8Z4VNNI(w, xo, a0, a1, a2, a3) \
	VPDPBUSD xo(SI), w, a0; \
	VPDPBUSD xo(AX), w, a1; \
	VPDPBUSD xo(DX), w, a2; \
	VPDPBUSD xo(R9), w, a3

// Q8Z4TERM(a, b, d, acc) adds row sums a+b, scaled by x's scales at d,
// times the weights' scales (Z29) to the row's f32 lanes in acc.
#define Q8Z4TERM(a, b, d, acc) \
	VPADDD      b, a, a; \
	VCVTDQ2PS   a, a; \
	VMULPS      d, a, a; \
	VFMADD231PS Z29, a, acc

// Q8Z4STORE(acc, yacc, dst) puts a row's lanes (acc, whose low half is
// yacc) back in group order (Z26) and folds them with REDUCE's tree into
// dst.
#define Q8Z4STORE(acc, yacc, dst) \
	VPERMD acc, Z26, acc; \
	REDUCE(acc, yacc); \
	VMOVSS X5, dst

// q8Sigma16I8Inv puts the AVX-512 int8 tile's lanes (q8Sigma16I8 in
// q8tile.go) back in group order, for VPERMD.
DATA q8Sigma16I8Inv<>+0(SB)/4, $0
DATA q8Sigma16I8Inv<>+4(SB)/4, $4
DATA q8Sigma16I8Inv<>+8(SB)/4, $1
DATA q8Sigma16I8Inv<>+12(SB)/4, $5
DATA q8Sigma16I8Inv<>+16(SB)/4, $2
DATA q8Sigma16I8Inv<>+20(SB)/4, $6
DATA q8Sigma16I8Inv<>+24(SB)/4, $3
DATA q8Sigma16I8Inv<>+28(SB)/4, $7
DATA q8Sigma16I8Inv<>+32(SB)/4, $8
DATA q8Sigma16I8Inv<>+36(SB)/4, $12
DATA q8Sigma16I8Inv<>+40(SB)/4, $9
DATA q8Sigma16I8Inv<>+44(SB)/4, $13
DATA q8Sigma16I8Inv<>+48(SB)/4, $10
DATA q8Sigma16I8Inv<>+52(SB)/4, $14
DATA q8Sigma16I8Inv<>+56(SB)/4, $11
DATA q8Sigma16I8Inv<>+60(SB)/4, $15
GLOBL q8Sigma16I8Inv<>(SB), RODATA|NOPTR, $64

// Q8Z8PREP transposes a chunk's 512 int8 weights (16 groups) at DI, offset
// to unsigned (Z28 holds 0x80 bytes), so that lane L of Zr holds dword r
// (r = 0-7) of group σ(L) = 0 2 4 6 1 3 5 7 8 10 12 14 9 11 13 15:
// unpacks of dwords and of qwords within 128-bit lanes, then VSHUFI32X4
// gathers each dword's lanes. Clobbers Z20-Z27.
#define Q8Z8PREP \
	VPXORD      (DI), Z28, Z20; \
	VPXORD      64(DI), Z28, Z21; \
	VPXORD      128(DI), Z28, Z22; \
	VPXORD      192(DI), Z28, Z23; \
	VPXORD      256(DI), Z28, Z24; \
	VPXORD      320(DI), Z28, Z25; \
	VPXORD      384(DI), Z28, Z26; \
	VPXORD      448(DI), Z28, Z27; \
	VPUNPCKLDQ  Z21, Z20, Z0; \
	VPUNPCKHDQ  Z21, Z20, Z1; \
	VPUNPCKLDQ  Z23, Z22, Z2; \
	VPUNPCKHDQ  Z23, Z22, Z3; \
	VPUNPCKLDQ  Z25, Z24, Z4; \
	VPUNPCKHDQ  Z25, Z24, Z5; \
	VPUNPCKLDQ  Z27, Z26, Z6; \
	VPUNPCKHDQ  Z27, Z26, Z7; \
	VPUNPCKLQDQ Z2, Z0, Z20; \
	VPUNPCKHQDQ Z2, Z0, Z21; \
	VPUNPCKLQDQ Z3, Z1, Z22; \
	VPUNPCKHQDQ Z3, Z1, Z23; \
	VPUNPCKLQDQ Z6, Z4, Z24; \
	VPUNPCKHQDQ Z6, Z4, Z25; \
	VPUNPCKLQDQ Z7, Z5, Z26; \
	VPUNPCKHQDQ Z7, Z5, Z27; \
	VSHUFI32X4  $0x88, Z24, Z20, Z0; \
	VSHUFI32X4  $0xDD, Z24, Z20, Z4; \
	VSHUFI32X4  $0x88, Z25, Z21, Z1; \
	VSHUFI32X4  $0xDD, Z25, Z21, Z5; \
	VSHUFI32X4  $0x88, Z26, Z22, Z2; \
	VSHUFI32X4  $0xDD, Z26, Z22, Z6; \
	VSHUFI32X4  $0x88, Z27, Z23, Z3; \
	VSHUFI32X4  $0xDD, Z27, Z23, Z7

// Q8Z4CHUNK runs a chunk's VPDPBUSD for the four rows over the weights in
// Z0-Z7, from the corrections at R15, and adds its terms, with the
// weights' scales in Z29, to the rows' f32 lanes in Z16-Z19.
#define Q8Z4CHUNK \
	VMOVDQU32 (R15), Z8; \
	VMOVDQU32 (R15)(R10*1), Z9; \
	VMOVDQU32 (R15)(R10*2), Z10; \
	VMOVDQU32 (R15)(R12*1), Z11; \
	VPXORD    Z12, Z12, Z12; \
	VPXORD    Z13, Z13, Z13; \
	VPXORD    Z14, Z14, Z14; \
	VPXORD    Z15, Z15, Z15; \
	Q8Z4VNNI(Z0, 0, Z8, Z9, Z10, Z11); \
	Q8Z4VNNI(Z4, 256, Z12, Z13, Z14, Z15); \
	Q8Z4VNNI(Z1, 64, Z8, Z9, Z10, Z11); \
	Q8Z4VNNI(Z5, 320, Z12, Z13, Z14, Z15); \
	Q8Z4VNNI(Z2, 128, Z8, Z9, Z10, Z11); \
	Q8Z4VNNI(Z6, 384, Z12, Z13, Z14, Z15); \
	Q8Z4VNNI(Z3, 192, Z8, Z9, Z10, Z11); \
	Q8Z4VNNI(Z7, 448, Z12, Z13, Z14, Z15); \
	Q8Z4TERM(Z8, Z12, (R14), Z16); \
	Q8Z4TERM(Z9, Z13, (R14)(R10*1), Z17); \
	Q8Z4TERM(Z10, Z14, (R14)(R10*2), Z18); \
	Q8Z4TERM(Z11, Z15, (R14)(R12*1), Z19)

// Q8Z4ROWS points AX, DX and R9 at x rows 1-3 (SI + BX, 2·BX, R11) and
// clears the four rows' f32 lanes.
#define Q8Z4ROWS \
	LEAQ   (SI)(BX*1), AX; \
	LEAQ   (SI)(BX*2), DX; \
	LEAQ   (SI)(R11*1), R9; \
	VPXORD Z16, Z16, Z16; \
	VPXORD Z17, Z17, Z17; \
	VPXORD Z18, Z18, Z18; \
	VPXORD Z19, Z19, Z19

// Q8Z4NEXT(wb) is Q8T4NEXT for the AVX-512 tiles, moving x rows 1-3 too.
#define Q8Z4NEXT(wb) \
	ADDQ $512, AX; \
	ADDQ $512, DX; \
	ADDQ $512, R9; \
	Q8T4NEXT(wb)

// Q8Z4STOREALL puts the four rows' lanes back in group order by the
// index in Z26 and stores their outputs at dst and every ldst bytes
// after.
#define Q8Z4STOREALL \
	MOVQ dst+64(FP), R8; \
	MOVQ ldst+72(FP), R9; \
	Q8Z4STORE(Z16, Y16, (R8)); \
	Q8Z4STORE(Z17, Y17, (R8)(R9*1)); \
	Q8Z4STORE(Z18, Y18, (R8)(R9*2)); \
	LEAQ (R9)(R9*2), R9; \
	Q8Z4STORE(Z19, Y19, (R8)(R9*1))

// func dotTile4Q8I4AVXVNNI(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *byte, sc *uint16, k512 int, dst *float32, ldst int)
// Four outputs of int8 compute with AVX-VNNI, one q4 weight row against
// four x rows in the tile layout (ldx bytes apart; their scales and
// corrections ldd bytes apart), into dst and every ldst bytes after: the
// outputs of dot1x1Q8I4AVXVNNI, without its folds of each group's lanes.
TEXT ·dotTile4Q8I4AVXVNNI(SB), NOSPLIT, $256-80
	Q8T4ARGS
	Q8T4CLEAR
	TESTQ        CX, CX
	JZ           q8t_store

q8t_loop:
	Q8T4I4VNNIBLOCK(0)
	Q8T4I4VNNIBLOCK(1)
	Q8T4NEXT(256)
	JNZ          q8t_loop

q8t_store:
	Q8T4STOREALL
	VZEROUPPER
	RET

// func dotTile4Q8I4AVX2(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *byte, sc *uint16, k512 int, dst *float32, ldst int)
// dotTile4Q8I4AVXVNNI without VNNI (AVX2 alone: Intel's cores before
// Alder Lake, AMD's before Zen 4): the same sums, so the same outputs.
TEXT ·dotTile4Q8I4AVX2(SB), NOSPLIT, $256-80
	Q8T4ARGS
	Q8T4CLEAR
	TESTQ        CX, CX
	JZ           q8u_store

q8u_loop:
	Q8T4I4BLOCK(0)
	Q8T4I4BLOCK(1)
	Q8T4NEXT(256)
	JNZ          q8u_loop

q8u_store:
	Q8T4STOREALL
	VZEROUPPER
	RET

// func dotTile4Q8I8AVXVNNI(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *int8, sc *float32, k512 int, dst *float32, ldst int)
// dotTile4Q8I4AVXVNNI for int8 weights: four x rows in the tile layout
// of the natural order against one int8 row, whose one scale is at sc:
// the outputs of dot1x1Q8I8AVXVNNI.
TEXT ·dotTile4Q8I8AVXVNNI(SB), NOSPLIT, $256-80
	Q8T4ARGS
	MOVQ         sc+48(FP), DX
	Q8T4CLEAR
	TESTQ        CX, CX
	JZ           q8s_store

q8s_loop:
	Q8T4I8VNNIBLOCK(0)
	Q8T4I8VNNIBLOCK(1)
	Q8T4NEXT(512)
	JNZ          q8s_loop

q8s_store:
	Q8T4STOREALLN
	VZEROUPPER
	RET

// func dotTile4Q8I4AVX512(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *byte, sc *uint16, k512 int, dst *float32, ldst int)
// dotTile4Q8I4AVXVNNI with AVX512_VNNI: a chunk of 16 groups a block, in
// zmm registers, x in the tile layout of 16 lanes (tile4Q8 with
// q8Sigma16). Each row's 16 f32 lanes are the canonical ones, so the
// outputs are dotStreamsQ8I4AVX512's bit for bit.
TEXT ·dotTile4Q8I4AVX512(SB), NOSPLIT, $0-80
	Q8T4ARGS
	MOVL         $0x0F0F0F0F, AX
	VPBROADCASTD AX, Z27
	MOVL         $0x08080808, AX
	VPBROADCASTD AX, Z28
	VMOVDQU32    q8Sigma16<>(SB), Z26
	Q8Z4ROWS
	TESTQ        CX, CX
	JZ           q8z_store

q8z_loop:
	Q8Z4PREP
	Q8Z4CHUNK
	Q8Z4NEXT(256)
	JNZ          q8z_loop

q8z_store:
	Q8Z4STOREALL
	VZEROUPPER
	RET

// func dotTile4Q8I8AVX512(xt *int8, xd *float32, xc *int32, ldx int, ldd int, w *int8, sc *float32, k512 int, dst *float32, ldst int)
// dotTile4Q8I4AVX512 for int8 weights (x in the tile layout of
// q8Sigma16I8), whose one scale is at sc: the outputs of
// dotStreamsQ8I8AVX512 bit for bit.
TEXT ·dotTile4Q8I8AVX512(SB), NOSPLIT, $0-80
	Q8T4ARGS
	MOVL         $0x80808080, AX
	VPBROADCASTD AX, Z28
	VBROADCASTSS (R8), Z29
	Q8Z4ROWS
	TESTQ        CX, CX
	JZ           q8y_store

q8y_loop:
	Q8Z8PREP
	Q8Z4CHUNK
	Q8Z4NEXT(512)
	JNZ          q8y_loop

q8y_store:
	VMOVDQU32    q8Sigma16I8Inv<>(SB), Z26
	Q8Z4STOREALL
	VZEROUPPER
	RET
