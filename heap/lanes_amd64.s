#include "textflag.h"

// RUN loads the run from mem on into lo, shifted right by the low six
// bits of sh: lo>>sh | hi<<(64−sh) word by word, hi being the run one word
// on (the loaded run moved along by VALIGNQ, its ninth word, at mem64,
// broadcast).
#define RUN(mem, mem64, sh, lo, hi) \
	VMOVDQU64 mem, lo; \
	VPBROADCASTQ mem64, hi; \
	VALIGNQ $1, lo, hi, hi; \
	VPSHRDVQ sh, hi, lo

// SPLIT ORs the run z of a row into its four accumulators, each ANDed
// with one of the masks Z8–Z11 (a | b&c is VPTERNLOGQ 0xf8).
#define SPLIT(z, a0, a1, a2, a3) \
	VPTERNLOGQ $0xf8, Z8, z, a0; \
	VPTERNLOGQ $0xf8, Z9, z, a1; \
	VPTERNLOGQ $0xf8, Z10, z, a2; \
	VPTERNLOGQ $0xf8, Z11, z, a3

// ORTO ORs z into acc at byte offset reg.
#define ORTO(reg, z) \
	VPORQ (DI)(reg*1), z, z; \
	VMOVDQU64 z, (DI)(reg*1)

// ACCUMULATE ORs a0–a3 into acc at the value of row word o(R10) XOR the
// group's representative R9, XOR each of the basis' offsets 0, h0, h1,
// h0^h1.
#define ACCUMULATE(o, a0, a1, a2, a3) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	SHLQ $6, BX; \
	ORTO(BX, a0); \
	MOVQ BX, AX; \
	XORQ h0s-16(SP), AX; \
	ORTO(AX, a1); \
	MOVQ BX, AX; \
	XORQ h1s-24(SP), AX; \
	ORTO(AX, a2); \
	XORQ h01s-32(SP), BX; \
	ORTO(BX, a3)

// NEEDED jumps to needed if the row word o(R10) XOR the group's value R9,
// the bits of h0 and h1 cleared (at most the least value of the coset),
// is below limit.
#define NEEDED(o) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	ANDL notspan-40(SP), BX; \
	CMPL BX, limit+160(FP); \
	JB   needed

// COSET loads into dst the coset's representative of the value of the
// group at R12 and into AX the index d of its offset in the coset (from
// the table of the value's three low bits: d, and above it the offset).
#define COSET(dst) \
	MOVL (R12), dst; \
	MOVL dst, BX; \
	ANDL $7, BX; \
	LEAQ tab-48(SP), R15; \
	MOVBLZX (R15)(BX*1), AX; \
	MOVL AX, BX; \
	SHRL $2, BX; \
	XORL BX, dst; \
	ANDL $3, AX

// GROUPEND loads into DX the end of the group at R12's starts.
#define GROUPEND \
	MOVLQSX 4(R12), DX; \
	SHLQ $3, DX; \
	ADDQ starts_base+128(FP), DX

// START loads a start's shift into Z4, R15 at its word of the rows, and
// BX at its masks: 32 words a start, at masks-8(SP) + CX·32.
#define START \
	MOVQ (CX), BX; \
	VPBROADCASTQ (CX), Z4; \
	SARQ $6, BX; \
	SHLQ $3, BX; \
	LEAQ (SI)(BX*1), R15; \
	MOVQ CX, BX; \
	SHLQ $5, BX; \
	ADDQ masks-8(SP), BX

// MAKEMASKS makes the planes' masks from their runs Z5 (plane 0) and Z7
// (plane 1): m0 neither plane, m1 plane 0 only, m2 plane 1 only, m3 both.
#define MAKEMASKS(m0, m1, m2, m3) \
	VPTERNLOGQ $0x11, Z7, Z5, m0; \
	VPANDNQ Z5, Z7, m1; \
	VPANDNQ Z7, Z5, m2; \
	VPANDQ  Z7, Z5, m3

// MASKS loads a start's masks, made by lanesMasksAVX512. A group whose
// value is its representative XOR the offset of index d wants mask d^c
// for accumulator c, so the four start loops name Z8–Z11 in the order d
// permutes them.
#define MASKS(m0, m1, m2, m3) \
	VMOVDQU64 (BX), m0; \
	VMOVDQU64 64(BX), m1; \
	VMOVDQU64 128(BX), m2; \
	VMOVDQU64 192(BX), m3

// ROWS ORs the four rows' runs at the start into their accumulators.
#define ROWS \
	RUN((R15), 64(R15), Z4, Z28, Z29); \
	SPLIT(Z28, Z12, Z13, Z14, Z15); \
	RUN((R15)(R8*1), 64(R15)(R8*1), Z4, Z30, Z31); \
	SPLIT(Z30, Z16, Z17, Z18, Z19); \
	RUN((R15)(R8*2), 64(R15)(R8*2), Z4, Z28, Z29); \
	SPLIT(Z28, Z20, Z21, Z22, Z23); \
	RUN((R15)(R14*1), 64(R15)(R14*1), Z4, Z30, Z31); \
	SPLIT(Z30, Z24, Z25, Z26, Z27)

// func lanesMasksAVX512(masks, planes []uint64, stride int, starts []laneStart, at int)
TEXT ·lanesMasksAVX512(SB), NOSPLIT, $0-88
	MOVQ masks_base+0(FP), DI
	MOVQ at+80(FP), BX
	SARQ $3, BX                // at/8 bytes, whole words
	MOVQ planes_base+24(FP), SI
	ADDQ BX, SI
	MOVQ stride+48(FP), R8
	SHLQ $3, R8
	MOVQ starts_base+56(FP), CX
	MOVQ starts_len+64(FP), DX
	LEAQ (CX)(DX*8), DX

mask:
	CMPQ CX, DX
	JAE  masksDone
	MOVQ (CX), BX
	VPBROADCASTQ (CX), Z4
	SARQ $6, BX
	SHLQ $3, BX
	ADDQ SI, BX
	RUN((BX), 64(BX), Z4, Z5, Z6)
	RUN((BX)(R8*1), 64(BX)(R8*1), Z4, Z7, Z6)
	MAKEMASKS(Z8, Z9, Z10, Z11)
	VMOVDQU64 Z8, (DI)
	VMOVDQU64 Z9, 64(DI)
	VMOVDQU64 Z10, 128(DI)
	VMOVDQU64 Z11, 192(DI)
	ADDQ $256, DI
	ADDQ $8, CX
	JMP  mask

masksDone:
	VZEROUPPER
	RET

// func orLanesAVX512(acc, rows, masks []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, h0, h1 uint32, tab uint64)
//
// DI acc; SI the four rows, from bit at on, R15 at a start's word; R8
// bytes per row, R14 three rows; R10 their values, R11 rows left; R12 the
// group, R13 past the last; CX the start, DX past the group's last; R9
// the group's coset's representative, AX its offset's index; BX scratch
// (a start's masks). Z8–Z11 the start's masks, loaded: made once for all
// fours of rows (lanesMasksAVX512), not once a four, they took Officers'
// kernels 11% less time from 2^21; Z12–Z27 the four rows' accumulators,
// four a row.
// Consecutive groups of one coset share the accumulators: they are
// ORed into acc once, at the representative's values (a group of eight
// starts cost a fifth more a start than one of sixty-four).
TEXT ·orLanesAVX512(SB), NOSPLIT, $48-184
	MOVQ acc_base+0(FP), DI
	MOVQ at+152(FP), BX
	SARQ $3, BX                // at/8 bytes, whole words: at is a multiple of 64
	MOVQ rows_base+24(FP), SI
	ADDQ BX, SI
	MOVQ starts_base+128(FP), BX
	SHLQ $5, BX
	MOVQ masks_base+48(FP), AX
	SUBQ BX, AX
	MOVQ AX, masks-8(SP)       // start CX's masks are at CX·32 on
	MOVL h0+164(FP), AX
	SHLQ $6, AX
	MOVQ AX, h0s-16(SP)        // the offsets in bytes of acc
	MOVL h1+168(FP), BX
	SHLQ $6, BX
	MOVQ BX, h1s-24(SP)
	XORQ AX, BX
	MOVQ BX, h01s-32(SP)
	MOVL h0+164(FP), AX
	ORL  h1+168(FP), AX
	NOTL AX
	MOVL AX, notspan-40(SP)
	MOVQ tab+176(FP), AX
	MOVQ AX, tab-48(SP)
	MOVQ stride+72(FP), R8
	SHLQ $3, R8
	LEAQ (R8)(R8*2), R14
	MOVQ ws_base+80(FP), R10
	MOVQ ws_len+88(FP), R11

quad:
	CMPQ R11, $4
	JLT  done
	MOVQ groups_base+104(FP), R12
	MOVQ groups_len+112(FP), R13
	LEAQ (R12)(R13*8), R13
	MOVQ starts_base+128(FP), CX

group:
	CMPQ R12, R13
	JAE  quadDone
	GROUPEND
	COSET(R9)
	NEEDED(0)
	NEEDED(4)
	NEEDED(8)
	NEEDED(12)
	MOVQ DX, CX                // no row gives a value below limit
	ADDQ $8, R12
	JMP  group

needed:
	VPXORQ Z12, Z12, Z12
	VPXORQ Z13, Z13, Z13
	VPXORQ Z14, Z14, Z14
	VPXORQ Z15, Z15, Z15
	VPXORQ Z16, Z16, Z16
	VPXORQ Z17, Z17, Z17
	VPXORQ Z18, Z18, Z18
	VPXORQ Z19, Z19, Z19
	VPXORQ Z20, Z20, Z20
	VPXORQ Z21, Z21, Z21
	VPXORQ Z22, Z22, Z22
	VPXORQ Z23, Z23, Z23
	VPXORQ Z24, Z24, Z24
	VPXORQ Z25, Z25, Z25
	VPXORQ Z26, Z26, Z26
	VPXORQ Z27, Z27, Z27

dispatch:
	CMPL AX, $1
	JB   start0
	JE   start1
	CMPL AX, $2
	JE   start2
	JMP  start3

start0:
	CMPQ CX, DX
	JAE  groupEnd
	START
	MASKS(Z8, Z9, Z10, Z11)
	ROWS
	ADDQ $8, CX
	JMP  start0

start1:
	CMPQ CX, DX
	JAE  groupEnd
	START
	MASKS(Z9, Z8, Z11, Z10)
	ROWS
	ADDQ $8, CX
	JMP  start1

start2:
	CMPQ CX, DX
	JAE  groupEnd
	START
	MASKS(Z10, Z11, Z8, Z9)
	ROWS
	ADDQ $8, CX
	JMP  start2

start3:
	CMPQ CX, DX
	JAE  groupEnd
	START
	MASKS(Z11, Z10, Z9, Z8)
	ROWS
	ADDQ $8, CX
	JMP  start3

groupEnd:
	ADDQ $8, R12
	CMPQ R12, R13
	JAE  accumulate
	COSET(DX)                  // the next group goes on if it is of this coset
	CMPL DX, R9
	JNE  accumulate
	GROUPEND
	JMP  dispatch

accumulate:
	ACCUMULATE(0, Z12, Z13, Z14, Z15)
	ACCUMULATE(4, Z16, Z17, Z18, Z19)
	ACCUMULATE(8, Z20, Z21, Z22, Z23)
	ACCUMULATE(12, Z24, Z25, Z26, Z27)
	JMP  group

quadDone:
	LEAQ (SI)(R8*4), SI
	ADDQ $16, R10
	SUBQ $4, R11
	JMP  quad

done:
	VZEROUPPER
	RET
