#include "textflag.h"

// RUN loads the run of row row from word w on into lo, shifted right by
// the low six bits of sh: lo>>sh | hi<<(64−sh) word by word, hi being the
// run one word on (the loaded run moved along by VALIGNQ, its ninth word
// broadcast).
#define RUN(row, w, sh, lo, hi) \
	VMOVDQU64 (row)(w*8), lo; \
	VPBROADCASTQ 64(row)(w*8), hi; \
	VALIGNQ $1, lo, hi, hi; \
	VPSHRDVQ sh, hi, lo

// PAIR ORs the run z of a row into off and on: off |= z AND-NOT the
// parity run Z5, on |= z AND Z5.
#define PAIR(z, off, on) \
	VPTERNLOGQ $0xf4, Z5, z, off; \
	VPTERNLOGQ $0xf8, Z5, z, on

// ACCUMULATE ORs off into acc at the value of row word o(R10) XOR the
// group's value R9, and on at that value XOR bit.
#define ACCUMULATE(o, off, on) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	SHLQ $6, BX; \
	VPORQ (DI)(BX*1), off, off; \
	VMOVDQU64 off, (DI)(BX*1); \
	XORQ bit6-8(SP), BX; \
	VPORQ (DI)(BX*1), on, on; \
	VMOVDQU64 on, (DI)(BX*1)

// NEEDED jumps to needed if the row word o(R10) XOR R9 (the group's value
// without bit: the lesser of the pair's) is below limit.
#define NEEDED(o) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	CMPL BX, limit+160(FP); \
	JB   needed

// func orLanesAVX512(acc, rows, par []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, bit uint32)
//
// DI acc; SI, R14, R15, AX the four rows, from bit at on; R8 bytes per
// row; R10 their values, R11 rows left; R12 the group, R13 past the last;
// CX the start, DX past the group's last; BX, R9 scratch (R9 the parity
// row while runs are taken). Z5 the parity run; Z0–Z3, Z20–Z23 the four
// rows' runs for the values with the parity bit off and on.
TEXT ·orLanesAVX512(SB), NOSPLIT, $16-168
	MOVQ acc_base+0(FP), DI
	MOVQ at+152(FP), BX
	SARQ $3, BX                // at/8 bytes, whole words: at is a multiple of 64
	MOVQ rows_base+24(FP), SI
	ADDQ BX, SI
	ADDQ par_base+48(FP), BX
	MOVQ BX, par-16(SP)        // the parity row, from bit at on
	MOVL bit+164(FP), BX
	SHLQ $6, BX
	MOVQ BX, bit6-8(SP)        // bit's offset in acc
	MOVQ stride+72(FP), R8
	SHLQ $3, R8
	MOVQ ws_base+80(FP), R10
	MOVQ ws_len+88(FP), R11

quad:
	CMPQ R11, $4
	JLT  done
	LEAQ (SI)(R8*1), R14
	LEAQ (SI)(R8*2), R15
	LEAQ (R14)(R8*2), AX
	MOVQ groups_base+104(FP), R12
	MOVQ groups_len+112(FP), R13
	LEAQ (R12)(R13*8), R13
	MOVQ starts_base+128(FP), CX

group:
	CMPQ R12, R13
	JAE  quadDone
	MOVLQSX 4(R12), DX
	SHLQ $3, DX
	ADDQ starts_base+128(FP), DX
	MOVL bit+164(FP), R9
	NOTL R9
	ANDL (R12), R9             // the group's value without bit
	NEEDED(0)
	NEEDED(4)
	NEEDED(8)
	NEEDED(12)
	MOVQ DX, CX                // no row gives a value below limit
	ADDQ $8, R12
	JMP  group

needed:
	VPXORQ Z0, Z0, Z0
	VPXORQ Z1, Z1, Z1
	VPXORQ Z2, Z2, Z2
	VPXORQ Z3, Z3, Z3
	VPXORQ Z20, Z20, Z20
	VPXORQ Z21, Z21, Z21
	VPXORQ Z22, Z22, Z22
	VPXORQ Z23, Z23, Z23
	MOVQ par-16(SP), R9

start:
	CMPQ CX, DX
	JAE  accumulate
	MOVQ (CX), BX
	VPBROADCASTQ (CX), Z4      // the bit shift, in the low six bits
	SARQ $6, BX                // the first word, from at
	RUN(R9, BX, Z4, Z5, Z6)
	RUN(SI, BX, Z4, Z7, Z8)
	PAIR(Z7, Z0, Z1)
	RUN(R14, BX, Z4, Z9, Z10)
	PAIR(Z9, Z2, Z3)
	RUN(R15, BX, Z4, Z11, Z12)
	PAIR(Z11, Z20, Z21)
	RUN(AX, BX, Z4, Z13, Z14)
	PAIR(Z13, Z22, Z23)
	ADDQ $8, CX
	JMP  start

accumulate:
	MOVL (R12), R9             // the group's value
	ACCUMULATE(0, Z0, Z1)
	ACCUMULATE(4, Z2, Z3)
	ACCUMULATE(8, Z20, Z21)
	ACCUMULATE(12, Z22, Z23)
	ADDQ $8, R12
	JMP  group

quadDone:
	LEAQ (SI)(R8*4), SI
	ADDQ $16, R10
	SUBQ $4, R11
	JMP  quad

done:
	VZEROUPPER
	RET
