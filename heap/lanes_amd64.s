#include "textflag.h"

// ACCUMULATE ORs row total z into acc at the value of row word off(R10)
// XOR the group's value R9, 8 words per value.
#define ACCUMULATE(off, z) \
	MOVL off(R10), BX; \
	XORL R9, BX; \
	SHLQ $6, BX; \
	VPORQ (DI)(BX*1), z, z; \
	VMOVDQU64 z, (DI)(BX*1)

// NEEDED jumps to needed if the row word off(R10) XOR the group's value R9
// is below limit.
#define NEEDED(off) \
	MOVL off(R10), BX; \
	XORL R9, BX; \
	CMPL BX, limit+128(FP); \
	JB   needed

// func orLanesAVX512(acc, rows []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, limit uint32)
//
// DI acc; SI, R14, R15, AX the four rows; R8 bytes per row; R10 their
// values, R11 rows left; R12 the group, R13 past the last; CX the start,
// DX past the group's last; BX, R9 scratch.
TEXT ·orLanesAVX512(SB), NOSPLIT, $0-132
	MOVQ acc_base+0(FP), DI
	MOVQ rows_base+24(FP), SI
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
	CMPQ CX, DX
	JAE  accumulate

start:
	MOVQ (CX), BX
	VPBROADCASTQ (CX), Z4      // the bit shift, in the low six bits
	SHRQ $6, BX                // the first word
	VMOVDQU64 (SI)(BX*8), Z5
	VPBROADCASTQ 64(SI)(BX*8), Z6
	VALIGNQ $1, Z5, Z6, Z6
	VMOVDQU64 (R14)(BX*8), Z7
	VPBROADCASTQ 64(R14)(BX*8), Z8
	VALIGNQ $1, Z7, Z8, Z8
	VMOVDQU64 (R15)(BX*8), Z9
	VPBROADCASTQ 64(R15)(BX*8), Z10
	VALIGNQ $1, Z9, Z10, Z10
	VMOVDQU64 (AX)(BX*8), Z11
	VPBROADCASTQ 64(AX)(BX*8), Z12
	VALIGNQ $1, Z11, Z12, Z12
	VPSHRDVQ Z4, Z6, Z5        // Z5 = Z5>>sh | Z6<<(64-sh), word by word
	VPSHRDVQ Z4, Z8, Z7
	VPSHRDVQ Z4, Z10, Z9
	VPSHRDVQ Z4, Z12, Z11
	VPORQ Z5, Z0, Z0
	VPORQ Z7, Z1, Z1
	VPORQ Z9, Z2, Z2
	VPORQ Z11, Z3, Z3
	ADDQ $8, CX
	CMPQ CX, DX
	JB   start

accumulate:
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
