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

// XORS sets Z3 to the XORs of the next vector of pairs.
#define XORS(PERM) \
	VMOVDQU64 (SI), Z1; \
	PERM (DI), Z31, Z2; \
	VPXORQ Z1, Z2, Z3

// ADVANCE moves to the next vector of pairs, setting the zero flag after
// the last.
#define ADVANCE \
	ADDQ $64, SI; \
	SUBQ $64, DI; \
	DECQ CX

// NEXT sets i to the index of the lowest bit of m, or to R13's if m is 0.
#define NEXT(m, i) \
	TZCNTQ m, i; \
	CMOVQCS R13, i

// SOUGHT loads the broadcast of want i into z.
#define SOUGHT(i, z) \
	MOVQ i, DX; \
	SHLQ $6, DX; \
	VMOVDQU64 (R10)(DX*1), z

// SCAN is the body of a scanKernel for elements of size bytes: BCAST
// broadcasts one, PERM reverses a vector by REV, CMPEQ compares.
//
// While at most two or four values are sought (a scan seeks about two on
// average), each vector is compared with all two or four at once and one
// branch tells whether any was found (pick, fast2, fast); with more, with
// each value in turn (vector, want), a branch a value. For 24 vectors of
// bytes and two values sought, never found: 53–57 ns that way, 27–29 ns
// in fast2 (38–41 ns for four values in fast). Each compare into a mask
// register takes port 5 of these Intel cores, as the permute does, so
// fast2 does two and fast four.
//
// SI the small parts, DI the partners' vector (from the end back), CX
// vectors left; R8 left, R9 the wants still sought in this vector;
// R10 the broadcast wants, 64 bytes each; R11 the wants, R12 their count
// and then left before the vector;
// R13, R14, R15, AX the four sought by fast (repeats of the first if
// fewer), Z5–Z8 their broadcasts.
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
pick: \
	TESTQ R8, R8; \
	JZ   done; \
	POPCNTQ R8, BX; \
	CMPQ BX, $4; \
	JA   vector; \
	TZCNTQ R8, R13; \
	BLSRQ R8, R9; \
	NEXT(R9, R14); \
	BLSRQ R9, R9; \
	NEXT(R9, R15); \
	BLSRQ R9, R9; \
	NEXT(R9, AX); \
	SOUGHT(R13, Z5); \
	SOUGHT(R14, Z6); \
	SOUGHT(R15, Z7); \
	SOUGHT(AX, Z8); \
	CMPQ BX, $2; \
	JA   fast; \
fast2: \
	XORS(PERM); \
	CMPEQ Z5, Z3, K1; \
	CMPEQ Z6, Z3, K2; \
	KORTESTQ K1, K2; \
	JNZ  fastFound2; \
	ADVANCE; \
	JNZ  fast2; \
	JMP  done; \
fastFound2: \
	KXORQ K3, K3, K3; \
	KXORQ K4, K4, K4; \
	JMP  fastFound; \
fast: \
	XORS(PERM); \
	CMPEQ Z5, Z3, K1; \
	CMPEQ Z6, Z3, K2; \
	CMPEQ Z7, Z3, K3; \
	CMPEQ Z8, Z3, K4; \
	KORQ K1, K2, K5; \
	KORQ K3, K4, K6; \
	KORTESTQ K5, K6; \
	JNZ  fastFound; \
	ADVANCE; \
	JNZ  fast; \
	JMP  done; \
fastFound: \
	KTESTQ K1, K1; \
	JZ   found2; \
	BTRQ R13, R8; \
found2: \
	KTESTQ K2, K2; \
	JZ   found3; \
	BTRQ R14, R8; \
found3: \
	KTESTQ K3, K3; \
	JZ   found4; \
	BTRQ R15, R8; \
found4: \
	KTESTQ K4, K4; \
	JZ   nextVector; \
	BTRQ AX, R8; \
nextVector: \
	ADVANCE; \
	JNZ  pick; \
	JMP  done; \
vector: \
	XORS(PERM); \
	MOVQ R8, R9; \
	MOVQ R8, R12; \
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
	CMPQ R8, R12; \
	JNE  nextVector; \
	ADVANCE; \
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
