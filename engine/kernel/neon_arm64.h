// Instructions Go's arm64 assembler lacks, written as their encodings
// (Arm Architecture Reference Manual, C7.2); register operands are
// numbers. go tool objdump decodes each as intended.

// VFADD4S sets Vd.4S = Vn.4S + Vm.4S.
#define VFADD4S(m, n, d) WORD $(0x4E20D400 | ((m)<<16) | ((n)<<5) | (d))

// VEXT16B8 sets Vd.16B to the upper 8 bytes of Vn then the lower 8 of Vm
// (EXT #8): with n = m, the halves swapped.
#define VEXT16B8(m, n, d) WORD $(0x6E004000 | ((m)<<16) | ((n)<<5) | (d))

// FADDP2S sets Sd = Vn.S[0] + Vn.S[1].
#define FADDP2S(n, d) WORD $(0x7E30D800 | ((n)<<5) | (d))

// FOLD16 folds the 16 lane sums in Va..Va+3 (lanes 0-3, 4-7, 8-11,
// 12-15) into Sd with reduce16's tree: lane l with l+8, then l+4, l+2,
// l+1. It uses V30 and Vd.
#define FOLD16(a0, a1, a2, a3, d) \
	VFADD4S(a2, a0, a0); \
	VFADD4S(a3, a1, a1); \
	VFADD4S(a1, a0, a0); \
	VEXT16B8(a0, a0, 30); \
	VFADD4S(30, a0, a0); \
	FADDP2S(a0, d)

// FCVTL4S sets Vd.4S to the four f16 values in Vn's low half widened,
// FCVTL24S to those in its high half (FCVTL, FCVTL2).
#define FCVTL4S(n, d) WORD $(0x0E217800 | ((n)<<5) | (d))
#define FCVTL24S(n, d) WORD $(0x4E217800 | ((n)<<5) | (d))

// SXTL8H and SXTL28H sign-extend the low and high eight bytes of Vn to
// halfwords; SXTL4S and SXTL24S the low and high four halfwords to words
// (SSHLL #0).
#define SXTL8H(n, d) WORD $(0x0F08A400 | ((n)<<5) | (d))
#define SXTL28H(n, d) WORD $(0x4F08A400 | ((n)<<5) | (d))
#define SXTL4S(n, d) WORD $(0x0F10A400 | ((n)<<5) | (d))
#define SXTL24S(n, d) WORD $(0x4F10A400 | ((n)<<5) | (d))

// SSHR16B4 shifts Vn's bytes right by 4, arithmetically.
#define SSHR16B4(n, d) WORD $(0x4F0C0400 | ((n)<<5) | (d))

// SCVTF4S converts Vn's signed words to f32; FMUL4S sets Vd = Vn·Vm.
#define SCVTF4S(n, d) WORD $(0x4E21D800 | ((n)<<5) | (d))
#define FMUL4S(m, n, d) WORD $(0x6E20DC00 | ((m)<<16) | ((n)<<5) | (d))

// FCVTSH sets Sd to the f16 value in Hn widened (FCVT).
#define FCVTSH(n, d) WORD $(0x1EE24000 | ((n)<<5) | (d))

// SDOT4S adds to each word of Vd the four products of the signed bytes of
// Vn and Vm in that word (FEAT_DotProd).
#define SDOT4S(m, n, d) WORD $(0x4E809400 | ((m)<<16) | ((n)<<5) | (d))
