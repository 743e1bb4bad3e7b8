#include "textflag.h"

// VPSHUFB patterns that reverse the bytes, or the words, of each 128-bit
// lane; VPERMQ $0x4e then swaps the lanes.
DATA revLaneBytes<>+0(SB)/8, $0x08090a0b0c0d0e0f
DATA revLaneBytes<>+8(SB)/8, $0x0001020304050607
DATA revLaneBytes<>+16(SB)/8, $0x08090a0b0c0d0e0f
DATA revLaneBytes<>+24(SB)/8, $0x0001020304050607
GLOBL revLaneBytes<>(SB), RODATA|NOPTR, $32

DATA revLaneWords<>+0(SB)/8, $0x09080b0a0d0c0f0e
DATA revLaneWords<>+8(SB)/8, $0x0100030205040706
DATA revLaneWords<>+16(SB)/8, $0x09080b0a0d0c0f0e
DATA revLaneWords<>+24(SB)/8, $0x0100030205040706
GLOBL revLaneWords<>(SB), RODATA|NOPTR, $32

// XORS2 sets Y0 and Y1 to the XORs of the next 64 bytes of pairs: the
// small parts at SI, the partners at DI reversed (Y0 pairs with the last
// 32 bytes of them, Y1 with the first).
#define XORS2 \
	VMOVDQU 32(DI), Y2; \
	VPSHUFB Y15, Y2, Y2; \
	VPERMQ  $0x4e, Y2, Y2; \
	VMOVDQU (DI), Y3; \
	VPSHUFB Y15, Y3, Y3; \
	VPERMQ  $0x4e, Y3, Y3; \
	VPXOR   (SI), Y2, Y0; \
	VPXOR   32(SI), Y3, Y1

// ADVANCE2 moves to the next 64 bytes of pairs, setting the zero flag
// after the last.
#define ADVANCE2 \
	ADDQ $64, SI; \
	SUBQ $64, DI; \
	DECQ CX

// HITS sets y to the elements of Y0 and Y1 equal to w, ORed (t scratch).
#define HITS(CMPEQ, w, y, t) \
	CMPEQ w, Y0, y; \
	CMPEQ w, Y1, t; \
	VPOR  t, y, y

// SCAN2 is the body of a scanKernel for elements of size bytes with AVX2,
// 64 bytes of pairs a step, as scanBytesAVX512: BCAST broadcasts one,
// CMPEQ compares, REV reverses the lanes. While at most two values are
// sought (82% of the scans of Grundy's game near 2^21), each step compares
// with both and branches once (fast); with more, with each in turn.
//
// SI the small parts, DI the partners (from the end back), CX steps left;
// R8 left; R10 the broadcast wants, 32 bytes each (in scratch); R11 the
// wants, R12 their count and then left before the step; R13 and R14 the
// two sought by fast (R14 = R13 if one), Y5 and Y6 their broadcasts.
#define SCAN2(size, BCAST, CMPEQ, REV) \
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
	BCAST (R11)(BX*size), Y4; \
	MOVQ BX, DX; \
	SHLQ $5, DX; \
	VMOVDQU Y4, (R10)(DX*1); \
	INCQ BX; \
	JMP  bcast; \
bcastDone: \
	VMOVDQU REV(SB), Y15; \
	SHRQ $(6-size/2), CX; \
	TESTQ CX, CX; \
	JZ   done; \
pick: \
	TESTQ R8, R8; \
	JZ   done; \
	POPCNTQ R8, BX; \
	CMPQ BX, $2; \
	JA   vector; \
	TZCNTQ R8, R13; \
	BLSRQ R8, R9; \
	TZCNTQ R9, R14; \
	CMOVQCS R13, R14; \
	MOVQ R13, DX; \
	SHLQ $5, DX; \
	VMOVDQU (R10)(DX*1), Y5; \
	MOVQ R14, DX; \
	SHLQ $5, DX; \
	VMOVDQU (R10)(DX*1), Y6; \
fast: \
	XORS2; \
	HITS(CMPEQ, Y5, Y7, Y8); \
	HITS(CMPEQ, Y6, Y9, Y10); \
	VPOR  Y7, Y9, Y11; \
	VPTEST Y11, Y11; \
	JNZ  fastFound; \
	ADVANCE2; \
	JNZ  fast; \
	JMP  done; \
fastFound: \
	VPTEST Y7, Y7; \
	JZ   found2; \
	BTRQ R13, R8; \
found2: \
	VPTEST Y9, Y9; \
	JZ   nextVector; \
	BTRQ R14, R8; \
nextVector: \
	ADVANCE2; \
	JNZ  pick; \
	JMP  done; \
vector: \
	XORS2; \
	MOVQ R8, R9; \
	MOVQ R8, R12; \
want: \
	TZCNTQ R9, BX; \
	MOVQ BX, DX; \
	SHLQ $5, DX; \
	VMOVDQU (R10)(DX*1), Y4; \
	HITS(CMPEQ, Y4, Y7, Y8); \
	VPTEST Y7, Y7; \
	JZ   next; \
	BTRQ BX, R8; \
next: \
	BLSRQ R9, R9; \
	JNZ  want; \
	CMPQ R8, R12; \
	JNE  nextVector; \
	ADVANCE2; \
	JNZ  vector; \
done: \
	MOVQ R8, ret+104(FP); \
	VZEROUPPER; \
	RET

// func scanBytesAVX2(small, big, want []uint8, left uint64, scratch []uint64) uint64
TEXT ·scanBytesAVX2(SB), NOSPLIT, $0-112
	SCAN2(1, VPBROADCASTB, VPCMPEQB, revLaneBytes<>)

// func scanWordsAVX2(small, big, want []uint16, left uint64, scratch []uint64) uint64
TEXT ·scanWordsAVX2(SB), NOSPLIT, $0-112
	SCAN2(2, VPBROADCASTW, VPCMPEQW, revLaneWords<>)
