//go:build amd64 && !purego

#include "textflag.h"

// These kernels compute exp exactly as math.Exp does on amd64 with FMA
// (its assembly, exp_amd64.s in the Go tree: Shibata's method, a degree-8
// Taylor polynomial of x/16 squared four times), eight float64 lanes at a
// time, so every result is bit for bit math.Exp's: each step is the same
// IEEE operation on the same values. Scaling by 2^e uses VSCALEFPD, one
// rounding, which equals math.Exp's two exact-then-rounding multiplies;
// its cut-offs (e >= 1024 overflows, e < -1075 underflows, x > 709.78...
// is infinite, NaN returns x) are applied with masks.

// Constants of math.Exp's amd64 assembly (its FMA path), broadcast.
DATA expconsts<>+0(SB)/8, $1.4426950408889634073599246810018920     // LOG2E
DATA expconsts<>+8(SB)/8, $0.69314718055966295651160180568695068359375 // LN2U
DATA expconsts<>+16(SB)/8, $0.28235290563031577122588448175013436025525412068e-12 // LN2L
DATA expconsts<>+24(SB)/8, $0.0625
DATA expconsts<>+32(SB)/8, $2.4801587301587301587e-5
DATA expconsts<>+40(SB)/8, $1.9841269841269841270e-4
DATA expconsts<>+48(SB)/8, $1.3888888888888888889e-3
DATA expconsts<>+56(SB)/8, $8.3333333333333333333e-3
DATA expconsts<>+64(SB)/8, $4.1666666666666666667e-2
DATA expconsts<>+72(SB)/8, $1.6666666666666666667e-1
DATA expconsts<>+80(SB)/8, $0.5
DATA expconsts<>+88(SB)/8, $1.0
DATA expconsts<>+96(SB)/8, $2.0
DATA expconsts<>+104(SB)/8, $7.09782712893384e+02 // Overflow
DATA expconsts<>+112(SB)/8, $1024.0
DATA expconsts<>+120(SB)/8, $-1075.0
DATA expconsts<>+128(SB)/8, $0x7FF0000000000000 // +Inf
DATA expconsts<>+136(SB)/8, $0x8000000000000000 // sign bit
GLOBL expconsts<>(SB), RODATA, $144

// EXP8 sets Z0 to exp of the 8 doubles in Z0, bit for bit as math.Exp.
// Clobbers Z1-Z5 and K1-K4.
#define EXP8 \
	VMULPD.BCST       expconsts<>+0(SB), Z0, Z1; \
	VCVTPD2DQ    Z1, Y1; \
	VCVTDQ2PD    Y1, Z1; \
	VMOVAPD      Z0, Z2; \
	VFNMADD231PD.BCST expconsts<>+8(SB), Z1, Z2; \
	VFNMADD231PD.BCST expconsts<>+16(SB), Z1, Z2; \
	VMULPD.BCST       expconsts<>+24(SB), Z2, Z2; \
	VBROADCASTSD expconsts<>+32(SB), Z3; \
	VFMADD213PD.BCST  expconsts<>+40(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+48(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+56(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+64(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+72(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+80(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+88(SB), Z2, Z3; \
	VMULPD       Z3, Z2, Z2; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VMULPD       Z3, Z2, Z2; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VMULPD       Z3, Z2, Z2; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VMULPD       Z3, Z2, Z2; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+88(SB), Z3, Z2; \
	VSCALEFPD    Z1, Z2, Z2; \
	VCMPPD.BCST       $0x11, expconsts<>+120(SB), Z1, K1; \
	VCMPPD.BCST       $0x1D, expconsts<>+112(SB), Z1, K2; \
	VCMPPD.BCST       $0x1E, expconsts<>+104(SB), Z0, K3; \
	KORB         K3, K2, K2; \
	VCMPPD       $0x03, Z0, Z0, K4; \
	VPXORQ       Z4, Z4, Z4; \
	VMOVAPD      Z4, K1, Z2; \
	VBROADCASTSD expconsts<>+128(SB), Z5; \
	VMOVAPD      Z5, K2, Z2; \
	VMOVAPD      Z0, K4, Z2; \
	VMOVAPD      Z2, Z0

// func expF32AVX512(dst, src *float32, n8 int)
// dst[i] = float32(math.Exp(float64(src[i]))) for i < 8*n8.
TEXT ·expF32AVX512(SB), NOSPLIT, $0-24
	MOVQ  dst+0(FP), DI
	MOVQ  src+8(FP), SI
	MOVQ  n8+16(FP), CX
	TESTQ CX, CX
	JZ    expf32_done

expf32_loop:
	VCVTPS2PD (SI), Z0
	EXP8
	VCVTPD2PS Z0, Y0
	VMOVUPS   Y0, (DI)
	ADDQ      $32, SI
	ADDQ      $32, DI
	DECQ      CX
	JNZ       expf32_loop

expf32_done:
	VZEROUPPER
	RET

// func expSubF32AVX512(dst, src *float32, m float32, n8 int)
// dst[i] = float32(math.Exp(float64(src[i] - m))), the difference rounded
// to f32 first, for i < 8*n8.
TEXT ·expSubF32AVX512(SB), NOSPLIT, $0-32
	MOVQ         dst+0(FP), DI
	MOVQ         src+8(FP), SI
	VBROADCASTSS m+16(FP), Y7
	MOVQ         n8+24(FP), CX
	TESTQ        CX, CX
	JZ           expsub_done

expsub_loop:
	VMOVUPS   (SI), Y0
	VSUBPS    Y7, Y0, Y0
	VCVTPS2PD Y0, Z0
	EXP8
	VCVTPD2PS Z0, Y0
	VMOVUPS   Y0, (DI)
	ADDQ      $32, SI
	ADDQ      $32, DI
	DECQ      CX
	JNZ       expsub_loop

expsub_done:
	VZEROUPPER
	RET

// func logisticF32AVX512(dst, src *float32, n8 int)
// dst[i] = float32(1 / (1 + math.Exp(-float64(src[i])))) for i < 8*n8.
TEXT ·logisticF32AVX512(SB), NOSPLIT, $0-24
	MOVQ         dst+0(FP), DI
	MOVQ         src+8(FP), SI
	MOVQ         n8+16(FP), CX
	VBROADCASTSD expconsts<>+88(SB), Z7
	TESTQ        CX, CX
	JZ           logistic_done

logistic_loop:
	VCVTPS2PD (SI), Z0
	VXORPD.BCST expconsts<>+136(SB), Z0, Z0
	EXP8
	VADDPD    Z7, Z0, Z0
	VDIVPD    Z0, Z7, Z0
	VCVTPD2PS Z0, Y0
	VMOVUPS   Y0, (DI)
	ADDQ      $32, SI
	ADDQ      $32, DI
	DECQ      CX
	JNZ       logistic_loop

logistic_done:
	VZEROUPPER
	RET
