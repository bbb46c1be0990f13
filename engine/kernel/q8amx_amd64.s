//go:build amd64 && !purego

#include "textflag.h"
#include "amx_amd64.h"

// AMX-INT8 for int8 compute (q8amx.go), spelled as bytes (amx_amd64.h).
#define TILELOADD_T1_R12_CX BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x0c; BYTE $0x0c
#define TILELOADD_T4_R12_CX BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x24; BYTE $0x0c
#define TILELOADD_T2_R12_SI BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x14; BYTE $0x34
#define TILELOADD_T5_R12_SI BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x2c; BYTE $0x34
#define TDPBSSD_T0_T1_T2 BYTE $0xc4; BYTE $0xe2; BYTE $0x6b; BYTE $0x5e; BYTE $0xc1
#define TDPBSSD_T3_T4_T5 BYTE $0xc4; BYTE $0xe2; BYTE $0x53; BYTE $0x5e; BYTE $0xdc
#define TILESTORED_BX_SI_T3 BYTE $0xc4; BYTE $0xe2; BYTE $0x7a; BYTE $0x4b; BYTE $0x1c; BYTE $0x33

// ROW scales row j of a stored C tile (cb+co: 16 int32 sums, one per x
// row) by the x rows' scales in Z30, rounding once, and adds the product
// with output j's weight scale (so(R13)(R12*1), broadcast) into acc.
#define ROW(cb, co, so, acc) VCVTDQ2PS co(cb), Z31; VMULPS Z30, Z31, Z31; VFMADD231PS.BCST so(R13)(R12*1), Z31, acc

// SCALE adds a group's C tile, stored at cb, into the 16 outputs' lane
// sums Z0-Z15; R12 is the group's offset in the scale layouts, so its
// weight scales start at so(R13)(R12*1).
#define SCALE(cb, so) \
	ROW(cb, 0, so+0, Z0);\
	ROW(cb, 64, so+4, Z1);\
	ROW(cb, 128, so+8, Z2);\
	ROW(cb, 192, so+12, Z3);\
	ROW(cb, 256, so+16, Z4);\
	ROW(cb, 320, so+20, Z5);\
	ROW(cb, 384, so+24, Z6);\
	ROW(cb, 448, so+28, Z7);\
	ROW(cb, 512, so+32, Z8);\
	ROW(cb, 576, so+36, Z9);\
	ROW(cb, 640, so+40, Z10);\
	ROW(cb, 704, so+44, Z11);\
	ROW(cb, 768, so+48, Z12);\
	ROW(cb, 832, so+52, Z13);\
	ROW(cb, 896, so+56, Z14);\
	ROW(cb, 960, so+60, Z15)

// GROUP multiplies group R10+dg's weights (AX, groups R14 bytes apart,
// rows CX) and x (R9, 512 bytes a group) into a C tile, in tiles 0-2 or
// 3-5.
#define GROUP_X(dg) \
	LEAQ dg(R10), R12; IMULQ R14, R12; ADDQ AX, R12; TILELOADD_T1_R12_CX; \
	MOVQ R10, R12; SHLQ $9, R12; ADDQ R9, R12; ADDQ $(512*(dg)), R12; TILELOADD_T2_R12_SI; \
	TILEZERO_T0; TDPBSSD_T0_T1_T2
#define GROUP_Y(dg) \
	LEAQ dg(R10), R12; IMULQ R14, R12; ADDQ AX, R12; TILELOADD_T4_R12_CX; \
	MOVQ R10, R12; SHLQ $9, R12; ADDQ R9, R12; ADDQ $(512*(dg)), R12; TILELOADD_T5_R12_SI; \
	TILEZERO_T3; TDPBSSD_T3_T4_T5

// SUMS scales group R10+dg's C tile, stored at cb, into the lane sums.
#define SUMS(cb, dg) \
	MOVQ R10, R12; SHLQ $6, R12; VMOVUPS (64*(dg))(R8)(R12*1), Z30; SCALE(cb, 64*(dg))

// func q8AMXBlock(cfg *byte, w *int8, lda int, ldg int, x *int8, dx *float32, sw *float32, groups int, scratch *float32, out *float32)
//
// One block of 16 outputs (w: their weights, a row's group lda bytes
// after the previous row's and ldg after its previous group: unpacked
// q4 panels, unpackQ4AMX, or int8 rows in place) by 16 x
// rows (x, dx: q8Tiles' layout), every group: out[j*16+n] is output j of
// x row n. Lane l's pass takes groups l, l+16, ..., each multiplied in
// one instruction into a C tile of 16×16 int32 sums, stored, and scaled
// into the 16 outputs' lane sums Z0-Z15 while the next group multiplies
// in the other set of tiles (the tiles are read only through memory).
// scratch holds the two stored C tiles (2 KiB), then the 16 lanes' sums
// (16 KiB), which fold in the canonical tree at the end.
TEXT ·q8AMXBlock(SB), NOSPLIT, $0-80
	MOVQ cfg+0(FP), AX
	LDTILECFG_AX
	MOVQ w+8(FP), AX
	MOVQ lda+16(FP), CX
	MOVQ ldg+24(FP), R14
	MOVQ x+32(FP), R9
	MOVQ dx+40(FP), R8
	MOVQ sw+48(FP), R13
	MOVQ groups+56(FP), DI
	MOVQ scratch+64(FP), DX
	LEAQ 1024(DX), BX
	MOVQ $64, SI
	XORQ R11, R11

lane:
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
	VPXORD Z13, Z13, Z13
	VPXORD Z14, Z14, Z14
	VPXORD Z15, Z15, Z15
	MOVQ R11, R10
	GROUP_X(0)
	TILESTORED_DX_SI_T0

pair:
	GROUP_Y(16)
	SUMS(DX, 0)
	LEAQ 32(R10), R12
	CMPQ R12, DI
	JGE last
	GROUP_X(32)
	TILESTORED_BX_SI_T3
	SUMS(BX, 16)
	TILESTORED_DX_SI_T0
	ADDQ $32, R10
	JMP pair

last:
	TILESTORED_BX_SI_T3
	SUMS(BX, 16)
	MOVQ R11, R12
	SHLQ $10, R12
	ADDQ DX, R12
	VMOVUPS Z0, 2048(R12)
	VMOVUPS Z1, 2112(R12)
	VMOVUPS Z2, 2176(R12)
	VMOVUPS Z3, 2240(R12)
	VMOVUPS Z4, 2304(R12)
	VMOVUPS Z5, 2368(R12)
	VMOVUPS Z6, 2432(R12)
	VMOVUPS Z7, 2496(R12)
	VMOVUPS Z8, 2560(R12)
	VMOVUPS Z9, 2624(R12)
	VMOVUPS Z10, 2688(R12)
	VMOVUPS Z11, 2752(R12)
	VMOVUPS Z12, 2816(R12)
	VMOVUPS Z13, 2880(R12)
	VMOVUPS Z14, 2944(R12)
	VMOVUPS Z15, 3008(R12)
	INCQ R11
	CMPQ R11, $16
	JLT lane
	TILERELEASE

	LEAQ 2048(DX), R12
	MOVQ out+72(FP), R10
	MOVQ $16, R11

fold:
	VMOVUPS 0(R12), Z0
	VMOVUPS 1024(R12), Z1
	VMOVUPS 2048(R12), Z2
	VMOVUPS 3072(R12), Z3
	VMOVUPS 4096(R12), Z4
	VMOVUPS 5120(R12), Z5
	VMOVUPS 6144(R12), Z6
	VMOVUPS 7168(R12), Z7
	VMOVUPS 8192(R12), Z8
	VMOVUPS 9216(R12), Z9
	VMOVUPS 10240(R12), Z10
	VMOVUPS 11264(R12), Z11
	VMOVUPS 12288(R12), Z12
	VMOVUPS 13312(R12), Z13
	VMOVUPS 14336(R12), Z14
	VMOVUPS 15360(R12), Z15
	VADDPS Z8, Z0, Z0
	VADDPS Z9, Z1, Z1
	VADDPS Z10, Z2, Z2
	VADDPS Z11, Z3, Z3
	VADDPS Z12, Z4, Z4
	VADDPS Z13, Z5, Z5
	VADDPS Z14, Z6, Z6
	VADDPS Z15, Z7, Z7
	VADDPS Z4, Z0, Z0
	VADDPS Z5, Z1, Z1
	VADDPS Z6, Z2, Z2
	VADDPS Z7, Z3, Z3
	VADDPS Z2, Z0, Z0
	VADDPS Z3, Z1, Z1
	VADDPS Z1, Z0, Z0
	VMOVUPS Z0, (R10)
	ADDQ $64, R12
	ADDQ $64, R10
	DECQ R11
	JNZ fold
	VZEROUPPER
	RET

// amxColumn holds the dword offsets of one output's 16 sums in a block's
// folded outputs, 16 floats apart.
DATA amxColumn<>+0(SB)/4, $0
DATA amxColumn<>+4(SB)/4, $16
DATA amxColumn<>+8(SB)/4, $32
DATA amxColumn<>+12(SB)/4, $48
DATA amxColumn<>+16(SB)/4, $64
DATA amxColumn<>+20(SB)/4, $80
DATA amxColumn<>+24(SB)/4, $96
DATA amxColumn<>+28(SB)/4, $112
DATA amxColumn<>+32(SB)/4, $128
DATA amxColumn<>+36(SB)/4, $144
DATA amxColumn<>+40(SB)/4, $160
DATA amxColumn<>+44(SB)/4, $176
DATA amxColumn<>+48(SB)/4, $192
DATA amxColumn<>+52(SB)/4, $208
DATA amxColumn<>+56(SB)/4, $224
DATA amxColumn<>+60(SB)/4, $240
GLOBL amxColumn<>(SB), RODATA|NOPTR, $64

// func amxStoreRows(out *float32, dst *float32, ldd int, rows int)
//
// Stores a block's folded outputs, out[j*16+n] for output j of x row n,
// as rows: dst[n*ldd+j] for n < rows and j < 16. Each row is one gather
// of a column of out and one store.
TEXT ·amxStoreRows(SB), NOSPLIT, $0-32
	MOVQ out+0(FP), SI
	MOVQ dst+8(FP), DI
	MOVQ ldd+16(FP), BX
	SHLQ $2, BX
	MOVQ rows+24(FP), CX
	VMOVDQU32 amxColumn<>(SB), Z1

row:
	KXNORW K1, K1, K1
	VGATHERDPS (SI)(Z1*4), K1, Z0
	VMOVUPS Z0, (DI)
	ADDQ $4, SI
	ADDQ BX, DI
	DECQ CX
	JNZ  row
	VZEROUPPER
	RET

// unpackQ4AMX's qword order: low nibbles' lane 0, high nibbles' lane 0,
// then lanes 1, 2 and 3 the same way.
DATA q4AMXOrder<>+0(SB)/8, $0
DATA q4AMXOrder<>+8(SB)/8, $1
DATA q4AMXOrder<>+16(SB)/8, $8
DATA q4AMXOrder<>+24(SB)/8, $9
DATA q4AMXOrder<>+32(SB)/8, $2
DATA q4AMXOrder<>+40(SB)/8, $3
DATA q4AMXOrder<>+48(SB)/8, $10
DATA q4AMXOrder<>+56(SB)/8, $11
DATA q4AMXOrder<>+64(SB)/8, $4
DATA q4AMXOrder<>+72(SB)/8, $5
DATA q4AMXOrder<>+80(SB)/8, $12
DATA q4AMXOrder<>+88(SB)/8, $13
DATA q4AMXOrder<>+96(SB)/8, $6
DATA q4AMXOrder<>+104(SB)/8, $7
DATA q4AMXOrder<>+112(SB)/8, $14
DATA q4AMXOrder<>+120(SB)/8, $15
GLOBL q4AMXOrder<>(SB), RODATA|NOPTR, $128

// func unpackQ4AMX(dst *int8, src *byte, ldsrc int, k int)
//
// Widens 16 rows of q4 nibbles (k elements each, k a multiple of 128,
// rows ldsrc bytes apart) into int8, group by group as AMX reads them:
// each group's 16 rows of 32 bytes, 512 bytes a group, and in a row the
// group's 16 low nibbles (its even elements), then its 16 high ones.
TEXT ·unpackQ4AMX(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ ldsrc+16(FP), DX
	MOVQ k+24(FP), CX
	SHRQ $7, CX
	MOVL $0x0f0f0f0f, AX
	VPBROADCASTD AX, Z6
	MOVL $0x08080808, AX
	VPBROADCASTD AX, Z7
	VMOVDQU64 q4AMXOrder<>+0(SB), Z8
	VMOVDQU64 q4AMXOrder<>+64(SB), Z9
	MOVQ $16, R8

row:
	MOVQ SI, R9
	MOVQ DI, R11
	MOVQ CX, R10

line:
	VMOVDQU8 (R9), Z0
	VPSRLW $4, Z0, Z1
	VPANDD Z6, Z0, Z0
	VPANDD Z6, Z1, Z1
	VPXORD Z7, Z0, Z0
	VPXORD Z7, Z1, Z1
	VPSUBB Z7, Z0, Z0
	VPSUBB Z7, Z1, Z1
	VMOVDQA64 Z8, Z2
	VMOVDQA64 Z9, Z3
	VPERMI2Q Z1, Z0, Z2
	VPERMI2Q Z1, Z0, Z3
	VMOVDQU8 Y2, (R11)
	VEXTRACTI64X4 $1, Z2, 512(R11)
	VMOVDQU8 Y3, 1024(R11)
	VEXTRACTI64X4 $1, Z3, 1536(R11)
	ADDQ $64, R9
	ADDQ $2048, R11
	DECQ R10
	JNZ line
	ADDQ DX, SI
	ADDQ $32, DI
	DECQ R8
	JNZ row
	VZEROUPPER
	RET
