//go:build !purego

#include "textflag.h"
#include "neon_arm64.h"

// The NEON kernels keep each output's 16 lane sums in four registers
// (lanes 0-3, 4-7, 8-11, 12-15) and fuse every multiply-add (FMLA), in the
// canonical order: the same arithmetic, bit for bit, as the amd64 kernels.

// ZERO4 clears four registers, given with their B16 arrangement.
#define ZERO4(a, b, c, d) \
	VEOR a, a, a; VEOR b, b, b; VEOR c, c, c; VEOR d, d, d

// ZERO16 clears V8-V23, the accumulators of the four-row kernels.
#define ZERO16 \
	ZERO4(V8.B16, V9.B16, V10.B16, V11.B16); \
	ZERO4(V12.B16, V13.B16, V14.B16, V15.B16); \
	ZERO4(V16.B16, V17.B16, V18.B16, V19.B16); \
	ZERO4(V20.B16, V21.B16, V22.B16, V23.B16)

// STORE4 folds the four rows' sums (V8-V11, V12-V15, V16-V19, V20-V23)
// into dst[0:4] at R4.
#define STORE4 \
	FOLD16(8, 9, 10, 11, 8); FMOVS F8, 0(R4); \
	FOLD16(12, 13, 14, 15, 12); FMOVS F12, 4(R4); \
	FOLD16(16, 17, 18, 19, 16); FMOVS F16, 8(R4); \
	FOLD16(20, 21, 22, 23, 20); FMOVS F20, 12(R4)

// F32ROW multiplies the 16 x values in V0-V3 by the next 16 f32 weights
// at rp into the sums a0-a3.
#define F32ROW(rp, a0, a1, a2, a3) \
	VLD1.P 64(rp), [V24.S4, V25.S4, V26.S4, V27.S4]; \
	VFMLA V24.S4, V0.S4, a0; \
	VFMLA V25.S4, V1.S4, a1; \
	VFMLA V26.S4, V2.S4, a2; \
	VFMLA V27.S4, V3.S4, a3

// ROWPTRS sets R5-R7 to the rows of w after R1's, ldw (R2, elements of
// size bytes) apart.
#define ROWPTRS(size) \
	LSL $size, R2, R2; \
	ADD R2, R1, R5; \
	ADD R2, R5, R6; \
	ADD R2, R6, R7

// AXPYARGS loads axpy's arguments: c (R0), a (R1), k (R2), b (R3) and
// ldb in bytes (R4).
#define AXPYARGS \
	MOVD c+0(FP), R0; \
	MOVD a+8(FP), R1; \
	MOVD k+16(FP), R2; \
	MOVD b+24(FP), R3; \
	MOVD ldb+32(FP), R4; \
	LSL  $2, R4, R4

// BF16ROW multiplies the 32 split x values in V0-V7 (even elements in
// V0-V3, odd in V4-V7) by the next 32 raw bf16 weights at rp into the sums
// a0-a3: lane l takes the even element of word l, then the odd one. A
// word's low half widens by a shift, its high half by masking with V31.
#define BF16ROW(rp, a0, a1, a2, a3) \
	VLD1.P 64(rp), [V24.S4, V25.S4, V26.S4, V27.S4]; \
	VSHL $16, V24.S4, V28.S4; VAND V31.B16, V24.B16, V29.B16; \
	VFMLA V28.S4, V0.S4, a0; VFMLA V29.S4, V4.S4, a0; \
	VSHL $16, V25.S4, V28.S4; VAND V31.B16, V25.B16, V29.B16; \
	VFMLA V28.S4, V1.S4, a1; VFMLA V29.S4, V5.S4, a1; \
	VSHL $16, V26.S4, V28.S4; VAND V31.B16, V26.B16, V29.B16; \
	VFMLA V28.S4, V2.S4, a2; VFMLA V29.S4, V6.S4, a2; \
	VSHL $16, V27.S4, V28.S4; VAND V31.B16, V27.B16, V29.B16; \
	VFMLA V28.S4, V3.S4, a3; VFMLA V29.S4, V7.S4, a3

// HIGHMASK sets V31's words to 0xffff0000.
#define HIGHMASK \
	MOVW $0xffff0000, R9; \
	VDUP R9, V31.S4

// DEQ16 dequantizes the 16 signed bytes in V0 into V3-V6 (four words
// each) scaled by V31: f32(q)·s, rounded once, as dequantI8. It uses V1
// and V2.
#define DEQ16 \
	SXTL8H(0, 1); SXTL28H(0, 2); \
	SXTL4S(1, 3); SXTL24S(1, 4); SXTL4S(2, 5); SXTL24S(2, 6); \
	SCVTF4S(3, 3); SCVTF4S(4, 4); SCVTF4S(5, 5); SCVTF4S(6, 6); \
	FMUL4S(31, 3, 3); FMUL4S(31, 4, 4); FMUL4S(31, 5, 5); FMUL4S(31, 6, 6)

// Q8LINE sets V28's words to the four group sums of the next line of 64
// q4 bytes at R2 and of the int8 x row at R1 (its 64 even elements, then
// its 64 odd ones), for q8SumsSDOT and dot1x1Q8SDOT. It uses V0-V19 and
// V24-V29.
#define Q8LINE \
	VLD1.P 64(R2), [V0.B16, V1.B16, V2.B16, V3.B16]; \
	VLD1.P 64(R1), [V4.B16, V5.B16, V6.B16, V7.B16]; \
	VLD1.P 64(R1), [V16.B16, V17.B16, V18.B16, V19.B16]; \
	VSHL $4, V0.B16, V8.B16; VSHL $4, V1.B16, V9.B16; \
	VSHL $4, V2.B16, V10.B16; VSHL $4, V3.B16, V11.B16; \
	SSHR16B4(8, 8); SSHR16B4(9, 9); SSHR16B4(10, 10); SSHR16B4(11, 11); \
	SSHR16B4(0, 12); SSHR16B4(1, 13); SSHR16B4(2, 14); SSHR16B4(3, 15); \
	ZERO4(V24.B16, V25.B16, V26.B16, V27.B16); \
	SDOT4S(4, 8, 24); SDOT4S(16, 12, 24); SDOT4S(5, 9, 25); SDOT4S(17, 13, 25); \
	SDOT4S(6, 10, 26); SDOT4S(18, 14, 26); SDOT4S(7, 11, 27); SDOT4S(19, 15, 27); \
	VADDP V25.S4, V24.S4, V28.S4; \
	VADDP V27.S4, V26.S4, V29.S4; \
	VADDP V29.S4, V28.S4, V28.S4

// Q8TERMS multiplies the next line's four groups' terms into the lane
// sums acc: f32(sum)·d (R4, the x row's group scales) rounded, times the
// weight row's f16 group scales (R5), fused.
#define Q8TERMS(acc) \
	Q8LINE; \
	SCVTF4S(28, 28); \
	VLD1.P 16(R4), [V29.S4]; \
	FMUL4S(29, 28, 28); \
	VLD1.P 8(R5), [V29.H4]; \
	FCVTL4S(29, 29); \
	VFMLA V29.S4, V28.S4, acc

// FOLDLANES folds into S0 the output whose lane quarters are at base+off,
// 256 bytes apart (R20 = 256), as FOLD16. It uses V0-V3, V30 and R22.
#define FOLDLANES(base, off) \
	ADD $off, base, R22; \
	VLD1.P (R22)(R20), [V0.S4]; \
	VLD1.P (R22)(R20), [V1.S4]; \
	VLD1.P (R22)(R20), [V2.S4]; \
	VLD1   (R22), [V3.S4]; \
	FOLD16(0, 1, 2, 3, 0)

// func dot1x4F32NEON(x *float32, w *float32, ldw int, k16 int, dst *float32)
TEXT ·dot1x4F32NEON(SB), NOSPLIT, $0-40
	MOVD x+0(FP), R0
	MOVD w+8(FP), R1
	MOVD ldw+16(FP), R2
	MOVD k16+24(FP), R3
	MOVD dst+32(FP), R4
	ROWPTRS(2)
	ZERO16

loop:
	VLD1.P 64(R0), [V0.S4, V1.S4, V2.S4, V3.S4]
	F32ROW(R1, V8.S4, V9.S4, V10.S4, V11.S4)
	F32ROW(R5, V12.S4, V13.S4, V14.S4, V15.S4)
	F32ROW(R6, V16.S4, V17.S4, V18.S4, V19.S4)
	F32ROW(R7, V20.S4, V21.S4, V22.S4, V23.S4)
	SUBS $1, R3, R3
	BNE  loop

	STORE4
	RET

// func dot1x1F32NEON(x *float32, w *float32, k16 int) float32
TEXT ·dot1x1F32NEON(SB), NOSPLIT, $0-28
	MOVD x+0(FP), R0
	MOVD w+8(FP), R1
	MOVD k16+16(FP), R3
	ZERO4(V8.B16, V9.B16, V10.B16, V11.B16)

loop:
	VLD1.P 64(R0), [V0.S4, V1.S4, V2.S4, V3.S4]
	F32ROW(R1, V8.S4, V9.S4, V10.S4, V11.S4)
	SUBS $1, R3, R3
	BNE  loop

	FOLD16(8, 9, 10, 11, 8)
	FMOVS F8, ret+24(FP)
	RET

// func dot1x4BF16SplitNEON(x *float32, w *uint16, ldw int, k32 int, dst *float32)
TEXT ·dot1x4BF16SplitNEON(SB), NOSPLIT, $0-40
	MOVD x+0(FP), R0
	MOVD w+8(FP), R1
	MOVD ldw+16(FP), R2
	MOVD k32+24(FP), R3
	MOVD dst+32(FP), R4
	ROWPTRS(1)
	HIGHMASK
	ZERO16

loop:
	VLD1.P 64(R0), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R0), [V4.S4, V5.S4, V6.S4, V7.S4]
	BF16ROW(R1, V8.S4, V9.S4, V10.S4, V11.S4)
	BF16ROW(R5, V12.S4, V13.S4, V14.S4, V15.S4)
	BF16ROW(R6, V16.S4, V17.S4, V18.S4, V19.S4)
	BF16ROW(R7, V20.S4, V21.S4, V22.S4, V23.S4)
	SUBS $1, R3, R3
	BNE  loop

	STORE4
	RET

// func dot1x1BF16SplitNEON(x *float32, w *uint16, k32 int) float32
TEXT ·dot1x1BF16SplitNEON(SB), NOSPLIT, $0-28
	MOVD x+0(FP), R0
	MOVD w+8(FP), R1
	MOVD k32+16(FP), R3
	HIGHMASK
	ZERO4(V8.B16, V9.B16, V10.B16, V11.B16)

loop:
	VLD1.P 64(R0), [V0.S4, V1.S4, V2.S4, V3.S4]
	VLD1.P 64(R0), [V4.S4, V5.S4, V6.S4, V7.S4]
	BF16ROW(R1, V8.S4, V9.S4, V10.S4, V11.S4)
	SUBS $1, R3, R3
	BNE  loop

	FOLD16(8, 9, 10, 11, 8)
	FMOVS F8, ret+24(FP)
	RET

// func bf16ToF32NEON(dst *float32, src *uint16, n16 int)
// Each bf16 value is the high half of its f32: zipped with zeros from
// V31, eight of them make four words twice.
TEXT ·bf16ToF32NEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n16+16(FP), R3
	VEOR V31.B16, V31.B16, V31.B16

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	VZIP1  V0.H8, V31.H8, V2.H8
	VZIP2  V0.H8, V31.H8, V3.H8
	VZIP1  V1.H8, V31.H8, V4.H8
	VZIP2  V1.H8, V31.H8, V5.H8
	VST1.P [V2.S4, V3.S4, V4.S4, V5.S4], 64(R0)
	SUBS   $1, R3, R3
	BNE    loop
	RET

// func f16ToF32NEON(dst *float32, src *uint16, n16 int)
TEXT ·f16ToF32NEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD n16+16(FP), R3

loop:
	VLD1.P 32(R1), [V0.H8, V1.H8]
	FCVTL4S(0, 2)
	FCVTL24S(0, 3)
	FCVTL4S(1, 4)
	FCVTL24S(1, 5)
	VST1.P [V2.S4, V3.S4, V4.S4, V5.S4], 64(R0)
	SUBS   $1, R3, R3
	BNE    loop
	RET

// func axpy16NEON(c *float32, a *float32, k int, b *float32, ldb int)
// c[j] += a[p]·b[p·ldb+j] for j < 16, p in order, each fused: one chain
// per column, as axpyRowAVX2's.
TEXT ·axpy16NEON(SB), NOSPLIT, $0-40
	AXPYARGS
	VLD1 (R0), [V16.S4, V17.S4, V18.S4, V19.S4]

loop:
	VLD1R.P 4(R1), [V0.S4]
	VLD1    (R3), [V1.S4, V2.S4, V3.S4, V4.S4]
	ADD     R4, R3, R3
	VFMLA   V1.S4, V0.S4, V16.S4
	VFMLA   V2.S4, V0.S4, V17.S4
	VFMLA   V3.S4, V0.S4, V18.S4
	VFMLA   V4.S4, V0.S4, V19.S4
	SUBS    $1, R2, R2
	BNE     loop

	VST1 [V16.S4, V17.S4, V18.S4, V19.S4], (R0)
	RET

// func axpy4NEON(c *float32, a *float32, k int, b *float32, ldb int)
// axpy16NEON for 4 columns.
TEXT ·axpy4NEON(SB), NOSPLIT, $0-40
	AXPYARGS
	VLD1 (R0), [V16.S4]

loop:
	VLD1R.P 4(R1), [V0.S4]
	VLD1    (R3), [V1.S4]
	ADD     R4, R3, R3
	VFMLA   V1.S4, V0.S4, V16.S4
	SUBS    $1, R2, R2
	BNE     loop

	VST1 [V16.S4], (R0)
	RET

// func axpy1NEON(c *float32, a *float32, k int, b *float32, ldb int)
// axpy16NEON for 1 column.
TEXT ·axpy1NEON(SB), NOSPLIT, $0-40
	AXPYARGS
	FMOVS (R0), F16

loop:
	FMOVS.P 4(R1), F0
	FMOVS   (R3), F1
	ADD     R4, R3, R3
	FMADDS  F0, F16, F1, F16
	SUBS    $1, R2, R2
	BNE     loop

	FMOVS F16, (R0)
	RET

// func widenI8NEON(dst *float32, q *int8, s float32, n16 int)
TEXT ·widenI8NEON(SB), NOSPLIT, $0-32
	MOVD  dst+0(FP), R0
	MOVD  q+8(FP), R1
	FMOVS s+16(FP), F31
	MOVD  n16+24(FP), R3
	VDUP  V31.S[0], V31.S4

loop:
	VLD1.P 16(R1), [V0.B16]
	DEQ16
	VST1.P [V3.S4, V4.S4, V5.S4, V6.S4], 64(R0)
	SUBS   $1, R3, R3
	BNE    loop
	RET

// func widenI4NEON(dst *float32, q *byte, sc *uint16, k32 int, order *[32]uint8)
// Each block of 16 bytes is split into its 32 nibbles in element order
// (low nibble first), put in the q4 order by one table lookup (order, the
// element each position holds), sign-extended, and dequantized by DEQ16
// with the block's f16 scale.
TEXT ·widenI4NEON(SB), NOSPLIT, $0-40
	MOVD  dst+0(FP), R0
	MOVD  q+8(FP), R1
	MOVD  sc+16(FP), R2
	MOVD  k32+24(FP), R3
	MOVD  order+32(FP), R5
	VLD1  (R5), [V29.B16, V30.B16]
	VMOVI $15, V28.B16

loop:
	MOVHU.P 2(R2), R9
	FMOVS   R9, F31
	FCVTSH(31, 31)
	VDUP    V31.S[0], V31.S4
	VLD1.P  16(R1), [V0.B16]
	VAND    V28.B16, V0.B16, V1.B16
	VUSHR   $4, V0.B16, V2.B16
	VZIP1   V2.B16, V1.B16, V24.B16
	VZIP2   V2.B16, V1.B16, V25.B16
	VTBL    V29.B16, [V24.B16, V25.B16], V26.B16
	VTBL    V30.B16, [V24.B16, V25.B16], V27.B16
	VSHL    $4, V26.B16, V26.B16
	VSHL    $4, V27.B16, V27.B16
	SSHR16B4(26, 0)
	DEQ16
	VST1.P  [V3.S4, V4.S4, V5.S4, V6.S4], 64(R0)
	SSHR16B4(27, 0)
	DEQ16
	VST1.P  [V3.S4, V4.S4, V5.S4, V6.S4], 64(R0)
	SUBS    $1, R3, R3
	BNE     loop
	RET

// func q8SumsSDOT(sums *int32, xq *int8, q *byte, lines int)
// For each whole line of 128 elements, the four groups' integer sums of
// the int8 x row (in the line order: the 64 even elements, then the 64
// odd ones) times the q4 row (64 bytes, a group's 16 bytes holding its
// even elements in the low nibbles and the odd ones in the high): SDOT
// sums four byte products a word, exactly, as q8GroupSum does.
TEXT ·q8SumsSDOT(SB), NOSPLIT, $0-32
	MOVD sums+0(FP), R0
	MOVD xq+8(FP), R1
	MOVD q+16(FP), R2
	MOVD lines+24(FP), R3

loop:
	Q8LINE
	VST1.P [V28.S4], 16(R0)
	SUBS   $1, R3, R3
	BNE    loop
	RET

// func dot1x1Q8SDOT(xq *int8, xd *float32, q *byte, sc *uint16, chunks int) float32
// int8 compute's output for an x row and a q4 row of chunks·512
// elements: each chunk's 16 group terms go to the 16 lanes (group 4l+r
// of a chunk to lane 4l+r), fused, and fold as every dot does: the
// terms and order of dotF32 over dots' ts and ws.
TEXT ·dot1x1Q8SDOT(SB), NOSPLIT, $0-44
	MOVD xq+0(FP), R1
	MOVD xd+8(FP), R4
	MOVD q+16(FP), R2
	MOVD sc+24(FP), R5
	MOVD chunks+32(FP), R3
	ZERO4(V20.B16, V21.B16, V22.B16, V23.B16)

loop:
	Q8TERMS(V20.S4)
	Q8TERMS(V21.S4)
	Q8TERMS(V22.S4)
	Q8TERMS(V23.S4)
	SUBS $1, R3, R3
	BNE  loop

	FOLD16(20, 21, 22, 23, 20)
	FMOVS F20, ret+40(FP)
	RET

// Q8I8LINE sets V28's words to the four group sums of the next 128 int8
// weights at R2 and the int8 x row at R1, both in their natural order:
// each group's 32 bytes are two SDOTs into one register, whose four words
// VADDP folds as Q8LINE's. It uses V0-V11, V16-V19 and V24-V29.
#define Q8I8LINE \
	VLD1.P 64(R2), [V0.B16, V1.B16, V2.B16, V3.B16]; \
	VLD1.P 64(R2), [V8.B16, V9.B16, V10.B16, V11.B16]; \
	VLD1.P 64(R1), [V4.B16, V5.B16, V6.B16, V7.B16]; \
	VLD1.P 64(R1), [V16.B16, V17.B16, V18.B16, V19.B16]; \
	ZERO4(V24.B16, V25.B16, V26.B16, V27.B16); \
	SDOT4S(4, 0, 24); SDOT4S(5, 1, 24); SDOT4S(6, 2, 25); SDOT4S(7, 3, 25); \
	SDOT4S(16, 8, 26); SDOT4S(17, 9, 26); SDOT4S(18, 10, 27); SDOT4S(19, 11, 27); \
	VADDP V25.S4, V24.S4, V28.S4; \
	VADDP V27.S4, V26.S4, V29.S4; \
	VADDP V29.S4, V28.S4, V28.S4

// Q8I8TERMS is Q8TERMS for int8 weights: the row's one scale is in every
// word of V30.
#define Q8I8TERMS(acc) \
	Q8I8LINE; \
	SCVTF4S(28, 28); \
	VLD1.P 16(R4), [V29.S4]; \
	FMUL4S(29, 28, 28); \
	VFMLA V30.S4, V28.S4, acc

// func dot1x1Q8I8SDOT(xq *int8, xd *float32, w *int8, sc *float32, chunks int) float32
// dot1x1Q8SDOT for an x row and an int8 weight row, both in their natural
// order, sc the row's scale.
TEXT ·dot1x1Q8I8SDOT(SB), NOSPLIT, $0-44
	MOVD xq+0(FP), R1
	MOVD xd+8(FP), R4
	MOVD w+16(FP), R2
	MOVD sc+24(FP), R5
	MOVD chunks+32(FP), R3
	VLD1R (R5), [V30.S4]
	ZERO4(V20.B16, V21.B16, V22.B16, V23.B16)

loop:
	Q8I8TERMS(V20.S4)
	Q8I8TERMS(V21.S4)
	Q8I8TERMS(V22.S4)
	Q8I8TERMS(V23.S4)
	SUBS $1, R3, R3
	BNE  loop

	FOLD16(20, 21, 22, 23, 20)
	FMOVS F20, ret+40(FP)
	RET

// func bf16ToF32SplitNEON(dst *float32, src *uint16, k32 int)
// Each block of 32 raw bf16 values goes to dst in the split layout: the
// even elements (each word's low half, shifted up) then the odd ones (its
// high half, masked).
TEXT ·bf16ToF32SplitNEON(SB), NOSPLIT, $0-24
	MOVD dst+0(FP), R0
	MOVD src+8(FP), R1
	MOVD k32+16(FP), R3
	HIGHMASK

loop:
	VLD1.P 64(R1), [V0.S4, V1.S4, V2.S4, V3.S4]
	VSHL   $16, V0.S4, V4.S4
	VSHL   $16, V1.S4, V5.S4
	VSHL   $16, V2.S4, V6.S4
	VSHL   $16, V3.S4, V7.S4
	VAND   V31.B16, V0.B16, V16.B16
	VAND   V31.B16, V1.B16, V17.B16
	VAND   V31.B16, V2.B16, V18.B16
	VAND   V31.B16, V3.B16, V19.B16
	VST1.P [V4.S4, V5.S4, V6.S4, V7.S4], 64(R0)
	VST1.P [V16.S4, V17.S4, V18.S4, V19.S4], 64(R0)
	SUBS   $1, R3, R3
	BNE    loop
	RET

// func tile4x4F32NEON(x *float32, ldx int, w *float32, ldw int, k16 int, dst *float32, ldd int, lanes *[256]float32)
// Four x rows by four w rows, in four passes over each chunk of k, one
// for each quarter of the 16 lanes: a pass keeps one register of sums
// for each of the 16 outputs, so each load of x feeds four FMLAs and each
// load of w four. The sums wait in lanes (zero at the call) between
// passes, lanes[64q+4o+i] holding lane 4q+i of output o = 4·row+column;
// chunks of 16 groups of 16 keep the eight rows' part in L1 across the
// passes. Then each output folds as dot1x4F32NEON's do: the same bits.
TEXT ·tile4x4F32NEON(SB), NOSPLIT, $0-64
	MOVD x+0(FP), R0
	MOVD ldx+8(FP), R2
	MOVD w+16(FP), R1
	MOVD ldw+24(FP), R3
	MOVD k16+32(FP), R4
	MOVD dst+40(FP), R6
	MOVD ldd+48(FP), R7
	MOVD lanes+56(FP), R5
	LSL  $2, R2, R2
	LSL  $2, R3, R3
	LSL  $2, R7, R7
	MOVD $64, R20

chunk:
	MOVD $16, R17
	CMP  R17, R4
	CSEL LT, R4, R17, R17 // blocks in this chunk: min(16, left)
	MOVD $0, R19          // the pass's byte offset within a group of 16

pass:
	ADD    R19<<4, R5, R21 // lanes + 256·q
	MOVD   R21, R22
	VLD1.P 64(R22), [V16.S4, V17.S4, V18.S4, V19.S4]
	VLD1.P 64(R22), [V20.S4, V21.S4, V22.S4, V23.S4]
	VLD1.P 64(R22), [V24.S4, V25.S4, V26.S4, V27.S4]
	VLD1   (R22), [V28.S4, V29.S4, V30.S4, V31.S4]
	ADD    R19, R0, R8
	ADD    R2, R8, R9
	ADD    R2, R9, R10
	ADD    R2, R10, R11
	ADD    R19, R1, R12
	ADD    R3, R12, R13
	ADD    R3, R13, R14
	ADD    R3, R14, R15
	MOVD   R17, R16

block:
	VLD1.P (R8)(R20), [V0.S4]
	VLD1.P (R9)(R20), [V1.S4]
	VLD1.P (R10)(R20), [V2.S4]
	VLD1.P (R11)(R20), [V3.S4]
	VLD1.P (R12)(R20), [V4.S4]
	VLD1.P (R13)(R20), [V5.S4]
	VLD1.P (R14)(R20), [V6.S4]
	VLD1.P (R15)(R20), [V7.S4]
	VFMLA  V4.S4, V0.S4, V16.S4
	VFMLA  V5.S4, V0.S4, V17.S4
	VFMLA  V6.S4, V0.S4, V18.S4
	VFMLA  V7.S4, V0.S4, V19.S4
	VFMLA  V4.S4, V1.S4, V20.S4
	VFMLA  V5.S4, V1.S4, V21.S4
	VFMLA  V6.S4, V1.S4, V22.S4
	VFMLA  V7.S4, V1.S4, V23.S4
	VFMLA  V4.S4, V2.S4, V24.S4
	VFMLA  V5.S4, V2.S4, V25.S4
	VFMLA  V6.S4, V2.S4, V26.S4
	VFMLA  V7.S4, V2.S4, V27.S4
	VFMLA  V4.S4, V3.S4, V28.S4
	VFMLA  V5.S4, V3.S4, V29.S4
	VFMLA  V6.S4, V3.S4, V30.S4
	VFMLA  V7.S4, V3.S4, V31.S4
	SUBS   $1, R16, R16
	BNE    block

	VST1.P [V16.S4, V17.S4, V18.S4, V19.S4], 64(R21)
	VST1.P [V20.S4, V21.S4, V22.S4, V23.S4], 64(R21)
	VST1.P [V24.S4, V25.S4, V26.S4, V27.S4], 64(R21)
	VST1   [V28.S4, V29.S4, V30.S4, V31.S4], (R21)
	ADD    $16, R19, R19
	CMP    $64, R19
	BNE    pass

	ADD  R17<<6, R0, R0
	ADD  R17<<6, R1, R1
	SUBS R17, R4, R4
	BNE  chunk

	// Fold: output o's four quarters are 256 bytes apart from lanes+16o.
	MOVD $256, R20
	MOVD $4, R16

row:
	FOLDLANES(R5, 0)
	FMOVS F0, 0(R6)
	FOLDLANES(R5, 16)
	FMOVS F0, 4(R6)
	FOLDLANES(R5, 32)
	FMOVS F0, 8(R6)
	FOLDLANES(R5, 48)
	FMOVS F0, 12(R6)
	ADD  $64, R5, R5
	ADD  R7, R6, R6
	SUBS $1, R16, R16
	BNE  row
	RET
