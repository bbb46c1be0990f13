//go:build amd64 && !purego

#include "textflag.h"
#include "amx_amd64.h"

// AMX-BF16 for bf16 compute's prefill (bf16amx.go), spelled as bytes
// (amx_amd64.h). Tiles 0-3 are C (16 rows of 16 f32 sums), 4-5 A (16
// weight rows of one step's 32 elements), 6-7 B (16 rows of 16 x rows'
// element pairs).

// tileloadd tmm4, [r12+rcx]; tmm5, [r10+rcx]; tmm6, [r11+rsi]; tmm7, [r8+rsi]
#define TILELOADD_T4_R12_CX BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x24; BYTE $0x0c
#define TILELOADD_T5_R10_CX BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x2c; BYTE $0x0a
#define TILELOADD_T6_R11_SI BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x34; BYTE $0x33
#define TILELOADD_T7_R8_SI BYTE $0xc4; BYTE $0xc2; BYTE $0x7b; BYTE $0x4b; BYTE $0x3c; BYTE $0x30
// tdpbf16ps tmmC, tmmA, tmmB
#define TDPBF16PS_T0_T4_T6 BYTE $0xc4; BYTE $0xe2; BYTE $0x4a; BYTE $0x5c; BYTE $0xc4
#define TDPBF16PS_T1_T4_T7 BYTE $0xc4; BYTE $0xe2; BYTE $0x42; BYTE $0x5c; BYTE $0xcc
#define TDPBF16PS_T2_T5_T6 BYTE $0xc4; BYTE $0xe2; BYTE $0x4a; BYTE $0x5c; BYTE $0xd5
#define TDPBF16PS_T3_T5_T7 BYTE $0xc4; BYTE $0xe2; BYTE $0x42; BYTE $0x5c; BYTE $0xdd

// func dpAMXBlock(cfg *byte, w *uint16, ldw int, x0 *uint32, x1 *uint32, steps int, out *float32)
//
// 32 weight rows (w, ldw bytes apart) by one or two blocks of 16 x rows
// (x0 and x1, or x0 alone when x1 is nil: dpTiles' layout, 1 KiB a step)
// over steps steps of 32 elements, every sum in a C tile until the end:
// out holds C(w rows 0-15, x0), C(0-15, x1), C(16-31, x0), C(16-31, x1),
// 16 rows of 16 sums each, row r of a tile being output r's sums for
// the block's 16 x rows.
TEXT ·dpAMXBlock(SB), NOSPLIT, $0-56
	MOVQ cfg+0(FP), AX
	LDTILECFG_AX
	MOVQ w+8(FP), R12
	MOVQ ldw+16(FP), CX
	MOVQ CX, R10
	SHLQ $4, R10
	ADDQ R12, R10
	MOVQ x0+24(FP), R11
	MOVQ x1+32(FP), R8
	MOVQ steps+40(FP), BX
	MOVQ out+48(FP), DX
	MOVQ $64, SI
	TILEZERO_T0
	TILEZERO_T2
	TESTQ R8, R8
	JZ    one
	TILEZERO_T1
	TILEZERO_T3

two:
	TILELOADD_T4_R12_CX
	TILELOADD_T6_R11_SI
	TILELOADD_T7_R8_SI
	TILELOADD_T5_R10_CX
	TDPBF16PS_T0_T4_T6
	TDPBF16PS_T1_T4_T7
	TDPBF16PS_T2_T5_T6
	TDPBF16PS_T3_T5_T7
	ADDQ $64, R12
	ADDQ $64, R10
	ADDQ $1024, R11
	ADDQ $1024, R8
	DECQ BX
	JNZ  two
	TILESTORED_DX_SI_T0
	ADDQ $1024, DX
	TILESTORED_DX_SI_T1
	ADDQ $1024, DX
	TILESTORED_DX_SI_T2
	ADDQ $1024, DX
	TILESTORED_DX_SI_T3
	TILERELEASE
	RET

one:
	TILELOADD_T4_R12_CX
	TILELOADD_T6_R11_SI
	TILELOADD_T5_R10_CX
	TDPBF16PS_T0_T4_T6
	TDPBF16PS_T2_T5_T6
	ADDQ $64, R12
	ADDQ $64, R10
	ADDQ $1024, R11
	DECQ BX
	JNZ  one
	TILESTORED_DX_SI_T0
	ADDQ $2048, DX
	TILESTORED_DX_SI_T2
	TILERELEASE
	RET
