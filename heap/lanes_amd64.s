#include "textflag.h"

// ACCUMULATE ORs row total z into acc at the value of row word off(R10)
// XOR the group's value R9, 8 words per value.
#define ACCUMULATE(off, z) \
	MOVL off(R10), BX; \
	XORL R9, BX; \
	SHLQ $6, BX; \
	VPORQ (DI)(BX*1), z, z; \
	VMOVDQU64 z, (DI)(BX*1)

// RUN loads the run of row row from word w on into lo, shifted right by
// the low six bits of sh: lo>>sh | hi<<(64−sh) word by word, hi being the
// run one word on (the loaded run moved along by VALIGNQ, its ninth word
// broadcast).
#define RUN(row, w, sh, lo, hi) \
	VMOVDQU64 (row)(w*8), lo; \
	VPBROADCASTQ 64(row)(w*8), hi; \
	VALIGNQ $1, lo, hi, hi; \
	VPSHRDVQ sh, hi, lo

// NEEDED jumps to needed if the row word off(R10) XOR the group's value R9
// is below limit.
#define NEEDED(off) \
	MOVL off(R10), BX; \
	XORL R9, BX; \
	CMPL BX, limit+136(FP); \
	JB   needed

// func orLanesAVX512(acc, rows []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit uint32)
//
// DI acc; SI, R14, R15, AX the four rows, from bit at on; R8 bytes per
// row; R10 their values, R11 rows left; R12 the group, R13 past the last;
// CX the start, DX past the group's last; BX, R9 scratch.
TEXT ·orLanesAVX512(SB), NOSPLIT, $0-140
	MOVQ acc_base+0(FP), DI
	MOVQ rows_base+24(FP), SI
	MOVQ at+128(FP), BX
	SARQ $3, BX                // at/8 bytes, whole words: at is a multiple of 64
	ADDQ BX, SI
	MOVQ stride+48(FP), R8
	SHLQ $3, R8
	MOVQ ws_base+56(FP), R10
	MOVQ ws_len+64(FP), R11

quad:
	CMPQ R11, $4
	JLT  done
	LEAQ (SI)(R8*1), R14
	LEAQ (SI)(R8*2), R15
	LEAQ (R14)(R8*2), AX
	MOVQ groups_base+80(FP), R12
	MOVQ groups_len+88(FP), R13
	LEAQ (R12)(R13*8), R13
	MOVQ starts_base+104(FP), CX

group:
	CMPQ R12, R13
	JAE  quadDone
	MOVLQSX 4(R12), DX
	SHLQ $3, DX
	ADDQ starts_base+104(FP), DX
	MOVL (R12), R9             // the group's value
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

pairs:                         // two starts at a time, their runs ORed in by one VPTERNLOGQ
	LEAQ 8(CX), BX
	CMPQ BX, DX
	JAE  single
	MOVQ (CX), BX
	MOVQ 8(CX), R9
	VPBROADCASTQ (CX), Z4      // the bit shifts, in the low six bits
	VPBROADCASTQ 8(CX), Z13
	SARQ $6, BX                // the first words, from at
	SARQ $6, R9
	RUN(SI, BX, Z4, Z5, Z6)
	RUN(SI, R9, Z13, Z14, Z15)
	VPTERNLOGQ $0xfe, Z14, Z5, Z0
	RUN(R14, BX, Z4, Z7, Z8)
	RUN(R14, R9, Z13, Z16, Z17)
	VPTERNLOGQ $0xfe, Z16, Z7, Z1
	RUN(R15, BX, Z4, Z9, Z10)
	RUN(R15, R9, Z13, Z18, Z19)
	VPTERNLOGQ $0xfe, Z18, Z9, Z2
	RUN(AX, BX, Z4, Z11, Z12)
	RUN(AX, R9, Z13, Z20, Z21)
	VPTERNLOGQ $0xfe, Z20, Z11, Z3
	ADDQ $16, CX
	JMP  pairs

single:
	CMPQ CX, DX
	JAE  accumulate
	MOVQ (CX), BX
	VPBROADCASTQ (CX), Z4
	SARQ $6, BX
	RUN(SI, BX, Z4, Z5, Z6)
	RUN(R14, BX, Z4, Z7, Z8)
	RUN(R15, BX, Z4, Z9, Z10)
	RUN(AX, BX, Z4, Z11, Z12)
	VPORQ Z5, Z0, Z0
	VPORQ Z7, Z1, Z1
	VPORQ Z9, Z2, Z2
	VPORQ Z11, Z3, Z3
	ADDQ $8, CX

accumulate:
	MOVL (R12), R9             // the group's value
	ACCUMULATE(0, Z0)
	ACCUMULATE(4, Z1)
	ACCUMULATE(8, Z2)
	ACCUMULATE(12, Z3)
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
