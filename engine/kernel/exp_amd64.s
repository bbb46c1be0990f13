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

// EXP16 sets Z2 to exp of the 8 doubles in Z0 and Z10 to exp of the 8 in
// Z8, bit for bit as math.Exp. The two evaluations are interleaved one
// instruction at a time: each is a chain of about thirty dependent steps,
// and one chain alone left the FP units waiting on its latency (1.1 ns an
// element; see BenchmarkExp). Z30 must hold 0 and Z31 +Inf (EXPSETUP).
// Clobbers Z1, Z3, Z9, Z11 and K1-K4. The cut-offs are applied in
// math.Exp's order: underflow to 0, then overflow to +Inf, then NaN.
#define EXP16 \
	VMULPD.BCST       expconsts<>+0(SB), Z0, Z1; \
	VMULPD.BCST       expconsts<>+0(SB), Z8, Z9; \
	VCVTPD2DQ         Z1, Y1; \
	VCVTPD2DQ         Z9, Y9; \
	VCVTDQ2PD         Y1, Z1; \
	VCVTDQ2PD         Y9, Z9; \
	VMOVAPD           Z0, Z2; \
	VMOVAPD           Z8, Z10; \
	VFNMADD231PD.BCST expconsts<>+8(SB), Z1, Z2; \
	VFNMADD231PD.BCST expconsts<>+8(SB), Z9, Z10; \
	VFNMADD231PD.BCST expconsts<>+16(SB), Z1, Z2; \
	VFNMADD231PD.BCST expconsts<>+16(SB), Z9, Z10; \
	VMULPD.BCST       expconsts<>+24(SB), Z2, Z2; \
	VMULPD.BCST       expconsts<>+24(SB), Z10, Z10; \
	VBROADCASTSD      expconsts<>+32(SB), Z3; \
	VBROADCASTSD      expconsts<>+32(SB), Z11; \
	VFMADD213PD.BCST  expconsts<>+40(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+40(SB), Z10, Z11; \
	VFMADD213PD.BCST  expconsts<>+48(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+48(SB), Z10, Z11; \
	VFMADD213PD.BCST  expconsts<>+56(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+56(SB), Z10, Z11; \
	VFMADD213PD.BCST  expconsts<>+64(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+64(SB), Z10, Z11; \
	VFMADD213PD.BCST  expconsts<>+72(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+72(SB), Z10, Z11; \
	VFMADD213PD.BCST  expconsts<>+80(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+80(SB), Z10, Z11; \
	VFMADD213PD.BCST  expconsts<>+88(SB), Z2, Z3; \
	VFMADD213PD.BCST  expconsts<>+88(SB), Z10, Z11; \
	VMULPD            Z3, Z2, Z2; \
	VMULPD            Z11, Z10, Z10; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VADDPD.BCST       expconsts<>+96(SB), Z10, Z11; \
	VMULPD            Z3, Z2, Z2; \
	VMULPD            Z11, Z10, Z10; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VADDPD.BCST       expconsts<>+96(SB), Z10, Z11; \
	VMULPD            Z3, Z2, Z2; \
	VMULPD            Z11, Z10, Z10; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VADDPD.BCST       expconsts<>+96(SB), Z10, Z11; \
	VMULPD            Z3, Z2, Z2; \
	VMULPD            Z11, Z10, Z10; \
	VADDPD.BCST       expconsts<>+96(SB), Z2, Z3; \
	VADDPD.BCST       expconsts<>+96(SB), Z10, Z11; \
	VFMADD213PD.BCST  expconsts<>+88(SB), Z3, Z2; \
	VFMADD213PD.BCST  expconsts<>+88(SB), Z11, Z10; \
	VSCALEFPD         Z1, Z2, Z2; \
	VSCALEFPD         Z9, Z10, Z10; \
	VCMPPD.BCST       $0x11, expconsts<>+120(SB), Z1, K1; \
	VCMPPD.BCST       $0x11, expconsts<>+120(SB), Z9, K3; \
	VMOVAPD           Z30, K1, Z2; \
	VMOVAPD           Z30, K3, Z10; \
	VCMPPD.BCST       $0x1D, expconsts<>+112(SB), Z1, K1; \
	VCMPPD.BCST       $0x1D, expconsts<>+112(SB), Z9, K3; \
	VCMPPD.BCST       $0x1E, expconsts<>+104(SB), Z0, K2; \
	VCMPPD.BCST       $0x1E, expconsts<>+104(SB), Z8, K4; \
	KORB              K2, K1, K1; \
	KORB              K4, K3, K3; \
	VMOVAPD           Z31, K1, Z2; \
	VMOVAPD           Z31, K3, Z10; \
	VCMPPD            $0x03, Z0, Z0, K1; \
	VCMPPD            $0x03, Z8, Z8, K3; \
	VMOVAPD           Z0, K1, Z2; \
	VMOVAPD           Z8, K3, Z10

// EXPSETUP loads the constants EXP16 reads from registers.
#define EXPSETUP \
	VPXORQ       Z30, Z30, Z30; \
	VBROADCASTSD expconsts<>+128(SB), Z31

// EXPSTORE2 rounds the results in Z2 and Z10 to f32, stores them as
// dst's next 16 elements and moves on to the next pair; EXPSTORE1 stores
// Z2's as the last 8.
#define EXPSTORE2 \
	VCVTPD2PS Z2, Y2; \
	VCVTPD2PS Z10, Y10; \
	VMOVUPS   Y2, (DI); \
	VMOVUPS   Y10, 32(DI); \
	ADDQ      $64, SI; \
	ADDQ      $64, DI; \
	SUBQ      $2, CX

#define EXPSTORE1 \
	VCVTPD2PS Z2, Y2; \
	VMOVUPS   Y2, (DI)

// func expSubF32AVX512(dst, src *float32, m float32, n8 int)
// dst[i] = float32(math.Exp(float64(src[i] - m))), the difference rounded
// to f32 first, for i < 8*n8.
TEXT ·expSubF32AVX512(SB), NOSPLIT, $0-32
	MOVQ         dst+0(FP), DI
	MOVQ         src+8(FP), SI
	VBROADCASTSS m+16(FP), Y7
	MOVQ         n8+24(FP), CX
	EXPSETUP

expsub_pair:
	CMPQ CX, $2
	JLT  expsub_tail
	VMOVUPS   (SI), Y0
	VSUBPS    Y7, Y0, Y0
	VCVTPS2PD Y0, Z0
	VMOVUPS   32(SI), Y8
	VSUBPS    Y7, Y8, Y8
	VCVTPS2PD Y8, Z8
	EXP16
	EXPSTORE2
	JMP  expsub_pair

expsub_tail:
	TESTQ CX, CX
	JZ    expsub_done
	VMOVUPS   (SI), Y0
	VSUBPS    Y7, Y0, Y0
	VCVTPS2PD Y0, Z0
	VMOVAPD Z0, Z8
	EXP16
	EXPSTORE1

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
	EXPSETUP

logistic_pair:
	CMPQ CX, $2
	JLT  logistic_tail
	VCVTPS2PD   (SI), Z0
	VXORPD.BCST expconsts<>+136(SB), Z0, Z0
	VCVTPS2PD   32(SI), Z8
	VXORPD.BCST expconsts<>+136(SB), Z8, Z8
	EXP16
	VADDPD Z7, Z2, Z2
	VDIVPD Z2, Z7, Z2
	VADDPD Z7, Z10, Z10
	VDIVPD Z10, Z7, Z10
	EXPSTORE2
	JMP  logistic_pair

logistic_tail:
	TESTQ CX, CX
	JZ    logistic_done
	VCVTPS2PD   (SI), Z0
	VXORPD.BCST expconsts<>+136(SB), Z0, Z0
	VMOVAPD Z0, Z8
	EXP16
	VADDPD Z7, Z2, Z2
	VDIVPD Z2, Z7, Z2
	EXPSTORE1

logistic_done:
	VZEROUPPER
	RET
