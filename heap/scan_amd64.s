#include "textflag.h"

// The pairs' order reversed, for VPERMB and VPERMW: byte j of a vector
// takes byte 63−j, word j word 31−j.
DATA revBytes<>+0(SB)/8, $0x38393a3b3c3d3e3f
DATA revBytes<>+8(SB)/8, $0x3031323334353637
DATA revBytes<>+16(SB)/8, $0x28292a2b2c2d2e2f
DATA revBytes<>+24(SB)/8, $0x2021222324252627
DATA revBytes<>+32(SB)/8, $0x18191a1b1c1d1e1f
DATA revBytes<>+40(SB)/8, $0x1011121314151617
DATA revBytes<>+48(SB)/8, $0x08090a0b0c0d0e0f
DATA revBytes<>+56(SB)/8, $0x0001020304050607
GLOBL revBytes<>(SB), RODATA|NOPTR, $64

DATA revWords<>+0(SB)/8, $0x001c001d001e001f
DATA revWords<>+8(SB)/8, $0x00180019001a001b
DATA revWords<>+16(SB)/8, $0x0014001500160017
DATA revWords<>+24(SB)/8, $0x0010001100120013
DATA revWords<>+32(SB)/8, $0x000c000d000e000f
DATA revWords<>+40(SB)/8, $0x00080009000a000b
DATA revWords<>+48(SB)/8, $0x0004000500060007
DATA revWords<>+56(SB)/8, $0x0000000100020003
GLOBL revWords<>(SB), RODATA|NOPTR, $64

// SCAN is the body of a scanKernel for elements of size bytes: BCAST
// broadcasts one, PERM reverses a vector by REV, CMPEQ compares.
//
// SI the small parts, DI the partners' vector (from the end back), CX
// vectors left; R8 left, R9 the wants still sought in this vector;
// R10 the broadcast wants, 64 bytes each; R11 the wants, R12 their count.
#define SCAN(size, BCAST, PERM, CMPEQ, REV) \
	MOVQ small_base+0(FP), SI; \
	MOVQ small_len+8(FP), CX; \
	MOVQ big_base+24(FP), DI; \
	LEAQ -64(DI)(CX*size), DI; \
	MOVQ want_base+48(FP), R11; \
	MOVQ want_len+56(FP), R12; \
	MOVQ left+72(FP), R8; \
	MOVQ scratch_base+80(FP), R10; \
	XORQ BX, BX; \
bcast: \
	CMPQ BX, R12; \
	JAE  bcastDone; \
	BCAST (R11)(BX*size), Z4; \
	MOVQ BX, DX; \
	SHLQ $6, DX; \
	VMOVDQU64 Z4, (R10)(DX*1); \
	INCQ BX; \
	JMP  bcast; \
bcastDone: \
	VMOVDQU64 REV(SB), Z31; \
	SHRQ $(6-size/2), CX; \
	TESTQ CX, CX; \
	JZ   done; \
	TESTQ R8, R8; \
	JZ   done; \
vector: \
	VMOVDQU64 (SI), Z1; \
	PERM (DI), Z31, Z2; \
	VPXORQ Z1, Z2, Z3; \
	MOVQ R8, R9; \
want: \
	TZCNTQ R9, BX; \
	MOVQ BX, DX; \
	SHLQ $6, DX; \
	CMPEQ (R10)(DX*1), Z3, K1; \
	KORTESTQ K1, K1; \
	JZ   next; \
	BTRQ BX, R8; \
next: \
	BLSRQ R9, R9; \
	JNZ  want; \
	TESTQ R8, R8; \
	JZ   done; \
	ADDQ $64, SI; \
	SUBQ $64, DI; \
	DECQ CX; \
	JNZ  vector; \
done: \
	MOVQ R8, ret+104(FP); \
	VZEROUPPER; \
	RET

// func scanBytesAVX512(small, big, want []uint8, left uint64, scratch []uint64) uint64
TEXT ·scanBytesAVX512(SB), NOSPLIT, $0-112
	SCAN(1, VPBROADCASTB, VPERMB, VPCMPEQB, revBytes<>)

// func scanWordsAVX512(small, big, want []uint16, left uint64, scratch []uint64) uint64
TEXT ·scanWordsAVX512(SB), NOSPLIT, $0-112
	SCAN(2, VPBROADCASTW, VPERMW, VPCMPEQW, revWords<>)
