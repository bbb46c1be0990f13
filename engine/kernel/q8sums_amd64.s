//go:build amd64 && !purego

#include "textflag.h"

// The integer sums of single groups of 32 that int8 compute adds after
// the kernels' whole chunks of 512 (q8Job.tails): each product of int8
// activations and int8 or q4 weights widened to 16 bits, VPMADDWD
// pairing them into dwords, and the dwords added. The sums are exact
// integers, so their order is free.

// HSUMY adds the eight dwords of Y0 and stores the total at (DX).
#define HSUMY \
	VEXTRACTI128 $1, Y0, X1 \
	VPADDD       X1, X0, X0 \
	VPSHUFD      $0x4e, X0, X1 \
	VPADDD       X1, X0, X0 \
	VPSHUFD      $0xb1, X0, X1 \
	VPADDD       X1, X0, X0 \
	VMOVD        X0, (DX)

// NIBBLES widens the 16 q4 bytes at (DI) to words, signed: Y4 the low
// nibbles (the groups' even elements), Y5 the high ones (the odd).
#define NIBBLES \
	VPMOVZXBW (DI), Y3 \
	VPSLLW    $12, Y3, Y4 \
	VPSRAW    $12, Y4, Y4 \
	VPSLLW    $8, Y3, Y5 \
	VPSRAW    $12, Y5, Y5

// func q8SumsI8AVX2(x *int8, w *int8, n int, sums *int32)
// sums[i] = Σ x[32i+e]·w[32i+e] over e < 32, for i < n.
TEXT ·q8SumsI8AVX2(SB), NOSPLIT, $0-32
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ n+16(FP), CX
	MOVQ sums+24(FP), DX
	TESTQ CX, CX
	JZ    i8done

i8loop:
	VPMOVSXBW (SI), Y0
	VPMOVSXBW 16(SI), Y1
	VPMOVSXBW (DI), Y2
	VPMOVSXBW 16(DI), Y3
	VPMADDWD  Y2, Y0, Y0
	VPMADDWD  Y3, Y1, Y1
	VPADDD    Y1, Y0, Y0
	HSUMY
	ADDQ $32, SI
	ADDQ $32, DI
	ADDQ $4, DX
	DECQ CX
	JNZ  i8loop

i8done:
	VZEROUPPER
	RET

// func q8SumsQ4AVX2(x *int8, w *byte, n int, sums *int32)
// sums[i] is group i's sum with x in order (32 bytes a group) and w its
// q4 bytes (16 a group, element 2j in byte j's low nibble, 2j+1 in its
// high one): the groups past a row's last whole line.
TEXT ·q8SumsQ4AVX2(SB), NOSPLIT, $0-32
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ n+16(FP), CX
	MOVQ sums+24(FP), DX
	TESTQ CX, CX
	JZ    q4done

q4loop:
	NIBBLES
	// The 16 words at (SI) hold an even element in their low byte and
	// the odd one after it in their high byte.
	VMOVDQU   (SI), Y0
	VPSLLW    $8, Y0, Y1
	VPSRAW    $8, Y1, Y1
	VPSRAW    $8, Y0, Y2
	VPMADDWD  Y4, Y1, Y1
	VPMADDWD  Y5, Y2, Y2
	VPADDD    Y2, Y1, Y0
	HSUMY
	ADDQ $32, SI
	ADDQ $16, DI
	ADDQ $4, DX
	DECQ CX
	JNZ  q4loop

q4done:
	VZEROUPPER
	RET

// func q8SumsQ4LinesAVX2(x *int8, w *byte, lines int, sums *int32)
// sums[i] for the 4·lines groups of whole lines in the line order
// (q8Index): group i's even elements are the 16 bytes at x + 128·(i/4) +
// 16·(i%4), its odd ones 64 bytes on; its q4 bytes are 16 a group.
TEXT ·q8SumsQ4LinesAVX2(SB), NOSPLIT, $0-32
	MOVQ x+0(FP), SI
	MOVQ w+8(FP), DI
	MOVQ lines+16(FP), CX
	MOVQ sums+24(FP), DX
	SHLQ $2, CX
	TESTQ CX, CX
	JZ    lndone
	XORQ  R8, R8 // the group's place in its line

lnloop:
	NIBBLES
	VPMOVSXBW (SI), Y1
	VPMOVSXBW 64(SI), Y2
	VPMADDWD  Y4, Y1, Y1
	VPMADDWD  Y5, Y2, Y2
	VPADDD    Y2, Y1, Y0
	HSUMY
	ADDQ $16, SI
	ADDQ $16, DI
	ADDQ $4, DX
	INCQ R8
	CMPQ R8, $4
	JNE  lnnext
	XORQ R8, R8
	ADDQ $64, SI // past the line's odd half

lnnext:
	DECQ CX
	JNZ  lnloop

lndone:
	VZEROUPPER
	RET
