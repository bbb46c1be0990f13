//go:build amd64 && !purego

#include "textflag.h"

// The AVX2 twins of exp_amd64.s's kernels: math.Exp's amd64 FMA path
// (which every CPU with AVX2 and FMA takes), four float64 lanes a
// register, each step the same IEEE operation on the same values, so
// every result is bit for bit math.Exp's rounded to f32. The scaling by
// 2^e is one multiply by 2^e built in the exponent bits, as math.Exp's
// for a normal result; the results it would make denormal or zero in
// float64 are zero in f32 (anything below 2^-149 is), which the
// underflow mask gives. Each iteration runs four independent chains of
// about forty dependent steps, sixteen values, which the out-of-order
// core overlaps.
//
// Every constant is stored four times, so that it can be an operand in
// memory.

DATA expc4<>+0(SB)/8, $1.4426950408889634073599246810018920
DATA expc4<>+8(SB)/8, $1.4426950408889634073599246810018920
DATA expc4<>+16(SB)/8, $1.4426950408889634073599246810018920
DATA expc4<>+24(SB)/8, $1.4426950408889634073599246810018920
DATA expc4<>+32(SB)/8, $0.69314718055966295651160180568695068359375
DATA expc4<>+40(SB)/8, $0.69314718055966295651160180568695068359375
DATA expc4<>+48(SB)/8, $0.69314718055966295651160180568695068359375
DATA expc4<>+56(SB)/8, $0.69314718055966295651160180568695068359375
DATA expc4<>+64(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA expc4<>+72(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA expc4<>+80(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA expc4<>+88(SB)/8, $0.28235290563031577122588448175013436025525412068e-12
DATA expc4<>+96(SB)/8, $0.0625
DATA expc4<>+104(SB)/8, $0.0625
DATA expc4<>+112(SB)/8, $0.0625
DATA expc4<>+120(SB)/8, $0.0625
DATA expc4<>+128(SB)/8, $2.4801587301587301587e-5
DATA expc4<>+136(SB)/8, $2.4801587301587301587e-5
DATA expc4<>+144(SB)/8, $2.4801587301587301587e-5
DATA expc4<>+152(SB)/8, $2.4801587301587301587e-5
DATA expc4<>+160(SB)/8, $1.9841269841269841270e-4
DATA expc4<>+168(SB)/8, $1.9841269841269841270e-4
DATA expc4<>+176(SB)/8, $1.9841269841269841270e-4
DATA expc4<>+184(SB)/8, $1.9841269841269841270e-4
DATA expc4<>+192(SB)/8, $1.3888888888888888889e-3
DATA expc4<>+200(SB)/8, $1.3888888888888888889e-3
DATA expc4<>+208(SB)/8, $1.3888888888888888889e-3
DATA expc4<>+216(SB)/8, $1.3888888888888888889e-3
DATA expc4<>+224(SB)/8, $8.3333333333333333333e-3
DATA expc4<>+232(SB)/8, $8.3333333333333333333e-3
DATA expc4<>+240(SB)/8, $8.3333333333333333333e-3
DATA expc4<>+248(SB)/8, $8.3333333333333333333e-3
DATA expc4<>+256(SB)/8, $4.1666666666666666667e-2
DATA expc4<>+264(SB)/8, $4.1666666666666666667e-2
DATA expc4<>+272(SB)/8, $4.1666666666666666667e-2
DATA expc4<>+280(SB)/8, $4.1666666666666666667e-2
DATA expc4<>+288(SB)/8, $1.6666666666666666667e-1
DATA expc4<>+296(SB)/8, $1.6666666666666666667e-1
DATA expc4<>+304(SB)/8, $1.6666666666666666667e-1
DATA expc4<>+312(SB)/8, $1.6666666666666666667e-1
DATA expc4<>+320(SB)/8, $0.5
DATA expc4<>+328(SB)/8, $0.5
DATA expc4<>+336(SB)/8, $0.5
DATA expc4<>+344(SB)/8, $0.5
DATA expc4<>+352(SB)/8, $1.0
DATA expc4<>+360(SB)/8, $1.0
DATA expc4<>+368(SB)/8, $1.0
DATA expc4<>+376(SB)/8, $1.0
DATA expc4<>+384(SB)/8, $2.0
DATA expc4<>+392(SB)/8, $2.0
DATA expc4<>+400(SB)/8, $2.0
DATA expc4<>+408(SB)/8, $2.0
DATA expc4<>+416(SB)/8, $7.09782712893384e+02
DATA expc4<>+424(SB)/8, $7.09782712893384e+02
DATA expc4<>+432(SB)/8, $7.09782712893384e+02
DATA expc4<>+440(SB)/8, $7.09782712893384e+02
DATA expc4<>+448(SB)/8, $1024.0
DATA expc4<>+456(SB)/8, $1024.0
DATA expc4<>+464(SB)/8, $1024.0
DATA expc4<>+472(SB)/8, $1024.0
DATA expc4<>+480(SB)/8, $-1022.0
DATA expc4<>+488(SB)/8, $-1022.0
DATA expc4<>+496(SB)/8, $-1022.0
DATA expc4<>+504(SB)/8, $-1022.0
DATA expc4<>+512(SB)/8, $0x3FF
DATA expc4<>+520(SB)/8, $0x3FF
DATA expc4<>+528(SB)/8, $0x3FF
DATA expc4<>+536(SB)/8, $0x3FF
DATA expc4<>+544(SB)/8, $0x7FF0000000000000
DATA expc4<>+552(SB)/8, $0x7FF0000000000000
DATA expc4<>+560(SB)/8, $0x7FF0000000000000
DATA expc4<>+568(SB)/8, $0x7FF0000000000000
DATA expc4<>+576(SB)/8, $0x8000000000000000
DATA expc4<>+584(SB)/8, $0x8000000000000000
DATA expc4<>+592(SB)/8, $0x8000000000000000
DATA expc4<>+600(SB)/8, $0x8000000000000000
GLOBL expc4<>(SB), RODATA, $608

#define LOG2E expc4<>+0(SB)
#define LN2U expc4<>+32(SB)
#define LN2L expc4<>+64(SB)
#define SIXTEENTH expc4<>+96(SB)
#define P8 expc4<>+128(SB)
#define P7 expc4<>+160(SB)
#define P6 expc4<>+192(SB)
#define P5 expc4<>+224(SB)
#define P4 expc4<>+256(SB)
#define P3 expc4<>+288(SB)
#define HALF expc4<>+320(SB)
#define ONE expc4<>+352(SB)
#define TWO expc4<>+384(SB)
#define OVERFLOW expc4<>+416(SB)
#define EMAX expc4<>+448(SB)
#define EMIN expc4<>+480(SB)
#define BIAS expc4<>+512(SB)
#define INF expc4<>+544(SB)
#define SIGN expc4<>+576(SB)

// EXP4 sets r to exp of the four doubles in x, bit for bit math.Exp, using
// e and p; x is kept.
#define EXP4(x, e, ex, r, p, px) \
	VMULPD       LOG2E, x, e; \
	VCVTPD2DQY   e, ex; \
	VCVTDQ2PD    ex, e; \
	VMOVAPD      x, r; \
	VFNMADD231PD LN2U, e, r; \
	VFNMADD231PD LN2L, e, r; \
	VMULPD       SIXTEENTH, r, r; \
	VMOVAPD      P8, p; \
	VFMADD213PD  P7, r, p; \
	VFMADD213PD  P6, r, p; \
	VFMADD213PD  P5, r, p; \
	VFMADD213PD  P4, r, p; \
	VFMADD213PD  P3, r, p; \
	VFMADD213PD  HALF, r, p; \
	VFMADD213PD  ONE, r, p; \
	VMULPD       p, r, r; \
	VADDPD       TWO, r, p; \
	VMULPD       p, r, r; \
	VADDPD       TWO, r, p; \
	VMULPD       p, r, r; \
	VADDPD       TWO, r, p; \
	VMULPD       p, r, r; \
	VADDPD       TWO, r, p; \
	VFMADD213PD  ONE, p, r; \
	VCVTPD2DQY   e, px; \
	VPMOVSXDQ    px, p; \
	VPADDQ       BIAS, p, p; \
	VPSLLQ       $52, p, p; \
	VMULPD       p, r, r; \
	VCMPPD       $0x11, EMIN, e, p; \
	VANDNPD      r, p, r; \
	VCMPPD       $0x1D, EMAX, e, p; \
	VCMPPD       $0x1E, OVERFLOW, x, e; \
	VORPD        e, p, p; \
	VBLENDVPD    p, INF, r, r; \
	VCMPPD       $0x03, x, x, p; \
	VBLENDVPD    p, x, r, r


// LOADSUB4 loads the next four f32 of src at off(SI), takes m (in X15)
// away and widens them into x.
#define LOADSUB4(off, x, xx) \
	VMOVUPS   off(SI), xx; \
	VSUBPS    X15, xx, xx; \
	VCVTPS2PD xx, x

// STORE4 rounds r to f32 and stores it at off(DI).
#define STORE4(off, r, rx) \
	VCVTPD2PSY r, rx; \
	VMOVUPS    rx, off(DI)

// func expSubF32AVX2(dst, src *float32, m float32, n4 int)
// dst[i] = float32(math.Exp(float64(src[i] - m))), the difference rounded
// to f32 first, for i < 4*n4.
TEXT ·expSubF32AVX2(SB), NOSPLIT, $0-32
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n4+24(FP), CX

expsub16:
	CMPQ CX, $4
	JLT  expsub4
	VBROADCASTSS m+16(FP), X15
	LOADSUB4(0, Y0, X0)
	LOADSUB4(16, Y4, X4)
	LOADSUB4(32, Y8, X8)
	LOADSUB4(48, Y12, X12)
	EXP4(Y0, Y1, X1, Y2, Y3, X3)
	EXP4(Y4, Y5, X5, Y6, Y7, X7)
	EXP4(Y8, Y9, X9, Y10, Y11, X11)
	EXP4(Y12, Y13, X13, Y14, Y15, X15)
	STORE4(0, Y2, X2)
	STORE4(16, Y6, X6)
	STORE4(32, Y10, X10)
	STORE4(48, Y14, X14)
	ADDQ $64, SI
	ADDQ $64, DI
	SUBQ $4, CX
	JMP  expsub16

expsub4:
	TESTQ CX, CX
	JZ    expsub_done
	VBROADCASTSS m+16(FP), X15
	LOADSUB4(0, Y0, X0)
	EXP4(Y0, Y1, X1, Y2, Y3, X3)
	STORE4(0, Y2, X2)
	ADDQ $16, SI
	ADDQ $16, DI
	DECQ CX
	JMP  expsub4

expsub_done:
	VZEROUPPER
	RET

// NEGLOAD4 loads the next four f32 of src at off(SI), widened and
// negated, into x.
#define NEGLOAD4(off, x) \
	VCVTPS2PD off(SI), x; \
	VXORPD    SIGN, x, x

// LOGISTIC4 turns exp(-x) in r into 1/(1+exp(-x)), using p.
#define LOGISTIC4(r, p) \
	VADDPD  ONE, r, r; \
	VMOVAPD ONE, p; \
	VDIVPD  r, p, r

// func logisticF32AVX2(dst, src *float32, n4 int)
// dst[i] = float32(1 / (1 + math.Exp(-float64(src[i])))) for i < 4*n4.
TEXT ·logisticF32AVX2(SB), NOSPLIT, $0-24
	MOVQ dst+0(FP), DI
	MOVQ src+8(FP), SI
	MOVQ n4+16(FP), CX

logistic16:
	CMPQ CX, $4
	JLT  logistic4
	NEGLOAD4(0, Y0)
	NEGLOAD4(16, Y4)
	NEGLOAD4(32, Y8)
	NEGLOAD4(48, Y12)
	EXP4(Y0, Y1, X1, Y2, Y3, X3)
	EXP4(Y4, Y5, X5, Y6, Y7, X7)
	EXP4(Y8, Y9, X9, Y10, Y11, X11)
	EXP4(Y12, Y13, X13, Y14, Y15, X15)
	LOGISTIC4(Y2, Y3)
	LOGISTIC4(Y6, Y7)
	LOGISTIC4(Y10, Y11)
	LOGISTIC4(Y14, Y15)
	STORE4(0, Y2, X2)
	STORE4(16, Y6, X6)
	STORE4(32, Y10, X10)
	STORE4(48, Y14, X14)
	ADDQ $64, SI
	ADDQ $64, DI
	SUBQ $4, CX
	JMP  logistic16

logistic4:
	TESTQ CX, CX
	JZ    logistic_done
	NEGLOAD4(0, Y0)
	EXP4(Y0, Y1, X1, Y2, Y3, X3)
	LOGISTIC4(Y2, Y3)
	STORE4(0, Y2, X2)
	ADDQ $16, SI
	ADDQ $16, DI
	DECQ CX
	JMP  logistic4

logistic_done:
	VZEROUPPER
	RET
