//go:build amd64 && !purego

#include "textflag.h"

// The element-wise f32 arithmetic of binary.go: 64 elements a step, then
// 16, then the rest under a mask. R8 holds the BinaryOp (Add 0, Sub 1,
// Mul 2, Div 3); each step branches on it once, which costs nothing next
// to the step and keeps one loop for the four operations.

// func binaryF32AVX512(dst, x, y *float32, n int, op BinaryOp, scalar bool)
// With scalar set, y points to one value, the right operand of every
// element: it is broadcast into Z4-Z7 once and y never moves.
TEXT ·binaryF32AVX512(SB), NOSPLIT, $0-34
	MOVQ    dst+0(FP), DI
	MOVQ    x+8(FP), SI
	MOVQ    y+16(FP), DX
	MOVQ    n+24(FP), CX
	MOVBQZX op+32(FP), R8
	MOVBQZX scalar+33(FP), R9
	MOVQ    $256, R10         // bytes y moves a step of 64
	MOVQ    $64, R11          // and a step of 16
	TESTQ   R9, R9
	JZ      bin_64
	XORQ    R10, R10
	XORQ    R11, R11
	VBROADCASTSS (DX), Z4
	VMOVAPS Z4, Z5
	VMOVAPS Z4, Z6
	VMOVAPS Z4, Z7

bin_64:
	CMPQ    CX, $64
	JLT     bin_16
	VMOVUPS (SI), Z0
	VMOVUPS 64(SI), Z1
	VMOVUPS 128(SI), Z2
	VMOVUPS 192(SI), Z3
	TESTQ   R9, R9
	JNZ     bin_64op
	VMOVUPS (DX), Z4
	VMOVUPS 64(DX), Z5
	VMOVUPS 128(DX), Z6
	VMOVUPS 192(DX), Z7

bin_64op:
	CMPQ    R8, $1
	JLT     bin_64add
	JEQ     bin_64sub
	CMPQ    R8, $2
	JEQ     bin_64mul
	VDIVPS  Z4, Z0, Z0
	VDIVPS  Z5, Z1, Z1
	VDIVPS  Z6, Z2, Z2
	VDIVPS  Z7, Z3, Z3
	JMP     bin_64store

bin_64add:
	VADDPS Z4, Z0, Z0
	VADDPS Z5, Z1, Z1
	VADDPS Z6, Z2, Z2
	VADDPS Z7, Z3, Z3
	JMP    bin_64store

bin_64sub:
	VSUBPS Z4, Z0, Z0
	VSUBPS Z5, Z1, Z1
	VSUBPS Z6, Z2, Z2
	VSUBPS Z7, Z3, Z3
	JMP    bin_64store

bin_64mul:
	VMULPS Z4, Z0, Z0
	VMULPS Z5, Z1, Z1
	VMULPS Z6, Z2, Z2
	VMULPS Z7, Z3, Z3

bin_64store:
	VMOVUPS Z0, (DI)
	VMOVUPS Z1, 64(DI)
	VMOVUPS Z2, 128(DI)
	VMOVUPS Z3, 192(DI)
	ADDQ    $256, SI
	ADDQ    R10, DX
	ADDQ    $256, DI
	SUBQ    $64, CX
	JMP     bin_64

bin_16:
	// The last 1-63 elements, 16 at a time; the final partial vector is
	// read and written under the mask K1 (a masked load does not fault).
	TESTQ   CX, CX
	JZ      bin_done
	MOVQ    $-1, AX
	CMPQ    CX, $16
	JGE     bin_16mask
	MOVL    $1, AX
	SHLL    CX, AX
	DECL    AX

bin_16mask:
	KMOVW   AX, K1
	VMOVUPS.Z (SI), K1, Z0
	VMOVAPS Z4, Z1
	TESTQ   R9, R9
	JNZ     bin_16op
	VMOVUPS.Z (DX), K1, Z1

bin_16op:
	CMPQ    R8, $1
	JLT     bin_16add
	JEQ     bin_16sub
	CMPQ    R8, $2
	JEQ     bin_16mul
	VDIVPS  Z1, Z0, Z0
	JMP     bin_16store

bin_16add:
	VADDPS Z1, Z0, Z0
	JMP    bin_16store

bin_16sub:
	VSUBPS Z1, Z0, Z0
	JMP    bin_16store

bin_16mul:
	VMULPS Z1, Z0, Z0

bin_16store:
	VMOVUPS Z0, K1, (DI)
	ADDQ    $64, SI
	ADDQ    R11, DX
	ADDQ    $64, DI
	SUBQ    $16, CX
	JG      bin_16

bin_done:
	VZEROUPPER
	RET
