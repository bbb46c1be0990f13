//go:build amd64 && !purego

#include "textflag.h"

// func selectScaleMaxAVX512(out, raw *float32, mask *bool, scaled int, scale, fill, init float32, n16 int) (m float32, nan bool)
// SelectScaleMax over 16*n16 elements. Each lane keeps the largest value
// it met by VMAXPS with the new value first, which is x > m ? x : m; the
// lanes then fold the same way. K3 gathers the lanes that met a NaN.
TEXT ·selectScaleMaxAVX512(SB), NOSPLIT, $0-61
	MOVQ         out+0(FP), DI
	MOVQ         raw+8(FP), SI
	MOVQ         mask+16(FP), DX
	MOVQ         scaled+24(FP), AX
	VBROADCASTSS scale+32(FP), Z4
	VBROADCASTSS fill+36(FP), Z5
	VBROADCASTSS init+40(FP), Z6
	MOVQ         n16+48(FP), CX
	KXORW        K3, K3, K3
	TESTQ        CX, CX
	JZ           ssm_fold

ssm_loop:
	VPMOVZXBD (DX), Z0
	VPTESTMD  Z0, Z0, K1
	VMOVUPS   (SI), Z1
	TESTQ     AX, AX
	JZ        ssm_select
	VMULPS    Z4, Z1, Z1

ssm_select:
	VMOVAPS  Z5, Z2
	VMOVAPS  Z1, K1, Z2
	VMOVUPS  Z2, (DI)
	VMAXPS   Z6, Z2, Z6
	VCMPPS   $3, Z2, Z2, K2
	KORW     K2, K3, K3
	ADDQ     $16, DX
	ADDQ     $64, SI
	ADDQ     $64, DI
	DECQ     CX
	JNZ      ssm_loop

ssm_fold:
	VEXTRACTF64X4 $1, Z6, Y0
	VMAXPS        Y6, Y0, Y6
	VEXTRACTF128  $1, Y6, X0
	VMAXPS        X6, X0, X6
	VPSHUFD       $0x4E, X6, X0
	VMAXPS        X6, X0, X6
	VPSHUFD       $0xB1, X6, X0
	VMAXSS        X6, X0, X6
	VMOVSS        X6, m+56(FP)
	KORTESTW      K3, K3
	SETNE         nan+60(FP)
	VZEROUPPER
	RET

// func divF32AVX512(x *float32, d float32, n16 int)
// x[i] /= d for i < 16*n16.
TEXT ·divF32AVX512(SB), NOSPLIT, $0-24
	MOVQ         x+0(FP), DI
	VBROADCASTSS d+8(FP), Z1
	MOVQ         n16+16(FP), CX
	TESTQ        CX, CX
	JZ           div_done

div_loop:
	VMOVUPS (DI), Z0
	VDIVPS  Z1, Z0, Z0
	VMOVUPS Z0, (DI)
	ADDQ    $64, DI
	DECQ    CX
	JNZ     div_loop

div_done:
	VZEROUPPER
	RET
