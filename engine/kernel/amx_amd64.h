// AMX instructions shared by the tile kernels (q8amx_amd64.s for int8
// compute, bf16amx_amd64.s for bf16 compute). Go's assembler has no AMX
// instructions, so they are spelled as bytes; each macro's name says the
// instruction and its fixed registers, and its bytes are what GNU as
// encodes for it.
#define LDTILECFG_AX BYTE $0xc4; BYTE $0xe2; BYTE $0x78; BYTE $0x49; BYTE $0x00
#define TILERELEASE BYTE $0xc4; BYTE $0xe2; BYTE $0x78; BYTE $0x49; BYTE $0xc0
#define TILEZERO_T0 BYTE $0xc4; BYTE $0xe2; BYTE $0x7b; BYTE $0x49; BYTE $0xc0
#define TILEZERO_T1 BYTE $0xc4; BYTE $0xe2; BYTE $0x7b; BYTE $0x49; BYTE $0xc8
#define TILEZERO_T2 BYTE $0xc4; BYTE $0xe2; BYTE $0x7b; BYTE $0x49; BYTE $0xd0
#define TILEZERO_T3 BYTE $0xc4; BYTE $0xe2; BYTE $0x7b; BYTE $0x49; BYTE $0xd8
// tilestored [rdx+rsi], tmmN
#define TILESTORED_DX_SI_T0 BYTE $0xc4; BYTE $0xe2; BYTE $0x7a; BYTE $0x4b; BYTE $0x04; BYTE $0x32
#define TILESTORED_DX_SI_T1 BYTE $0xc4; BYTE $0xe2; BYTE $0x7a; BYTE $0x4b; BYTE $0x0c; BYTE $0x32
#define TILESTORED_DX_SI_T2 BYTE $0xc4; BYTE $0xe2; BYTE $0x7a; BYTE $0x4b; BYTE $0x14; BYTE $0x32
#define TILESTORED_DX_SI_T3 BYTE $0xc4; BYTE $0xe2; BYTE $0x7a; BYTE $0x4b; BYTE $0x1c; BYTE $0x32
