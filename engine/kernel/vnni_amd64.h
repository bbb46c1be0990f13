// AVX-VNNI instructions, which Go's assembler encodes only in their
// EVEX forms (AVX-512), written out in their VEX ones.

// VPDPBUSDY(d, u, s) is AVX-VNNI's VPDPBUSD on the ymm registers numbered
// d, u and s: each dword of Yd adds the four products of Yu's unsigned
// bytes and Ys's signed ones, in integers, without saturation. Go's
// assembler encodes VPDPBUSD only in its EVEX form, which needs AVX-512,
// so this writes out the VEX form (C4, then R̄, X̄, B̄ and the 0F38 map,
// then W0, ¬u, L=1 and the 66 prefix, opcode 50, ModRM with d and s).
#define VPDPBUSDY(d, u, s) \
	BYTE $0xC4; \
	BYTE $(0xE2 ^ (((d)>>3)<<7) ^ (((s)>>3)<<5)); \
	BYTE $(((15-(u))<<3) | 0x05); \
	BYTE $0x50; \
	BYTE $(0xC0 | (((d)&7)<<3) | ((s)&7))

// VPDPBUSDYM(d, u, base, index, scale, disp) is VPDPBUSDY with its signed
// operand in memory, at disp(base)(index*(1<<scale)) (index 4: none), so
// that the load needs no register: a SIB byte and a 32-bit displacement.
#define VPDPBUSDYM(d, u, base, index, scale, disp) \
	BYTE $0xC4; \
	BYTE $(0xE2 ^ (((d)>>3)<<7) ^ (((index)>>3)<<6) ^ (((base)>>3)<<5)); \
	BYTE $(((15-(u))<<3) | 0x05); \
	BYTE $0x50; \
	BYTE $(0x84 | (((d)&7)<<3)); \
	BYTE $(((scale)<<6) | (((index)&7)<<3) | ((base)&7)); \
	LONG $(disp)
