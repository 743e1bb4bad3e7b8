#include "textflag.h"

// The AVX2 lane kernels do half a block, 256 heaps (four words), a call:
// sixteen YMM registers hold two rows' accumulators (eight), a start's four
// masks and the temporaries. The caller runs them on both halves.

// RUN2 loads the run of four words from mem on into lo, shifted right by X15
// (the start's six low bits), ORed with the run one word on (mem8) shifted
// left by X14 (64 less them; a shift by 64 gives 0).
#define RUN2(mem, mem8, lo, hi) \
	VMOVDQU mem, lo; \
	VMOVDQU mem8, hi; \
	VPSRLQ  X15, lo, lo; \
	VPSLLQ  X14, hi, hi; \
	VPOR    hi, lo, lo

// SPLIT2 ORs the run r of a row into its four accumulators, each ANDed with
// one of the masks Y8–Y11.
#define SPLIT2(r, a0, a1, a2, a3) \
	VPAND Y8, r, Y13; \
	VPOR  Y13, a0, a0; \
	VPAND Y9, r, Y13; \
	VPOR  Y13, a1, a1; \
	VPAND Y10, r, Y13; \
	VPOR  Y13, a2, a2; \
	VPAND Y11, r, Y13; \
	VPOR  Y13, a3, a3

// ORTO2 ORs y into acc at byte offset reg.
#define ORTO2(reg, y) \
	VPOR    (DI)(reg*1), y, y; \
	VMOVDQU y, (DI)(reg*1)

// ACCUMULATE2 ORs a0–a3 into acc at the value of row word o(R10) XOR the
// group's representative R9, XOR each of the basis' offsets.
#define ACCUMULATE2(o, a0, a1, a2, a3) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	SHLQ $6, BX; \
	ORTO2(BX, a0); \
	MOVQ BX, AX; \
	XORQ h0s-16(SP), AX; \
	ORTO2(AX, a1); \
	MOVQ BX, AX; \
	XORQ h1s-24(SP), AX; \
	ORTO2(AX, a2); \
	XORQ h01s-32(SP), BX; \
	ORTO2(BX, a3)

// NEEDED2 jumps to needed if the row word o(R10) XOR the group's value R9,
// the bits of h0 and h1 cleared, is below limit.
#define NEEDED2(o) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	ANDL notspan-40(SP), BX; \
	CMPL BX, limit+160(FP); \
	JB   needed

// COSET2 loads into dst the representative of the coset of the value of the
// group at R12 and into AX the index of its offset (cosetTable).
#define COSET2(dst) \
	MOVL (R12), dst; \
	MOVL dst, BX; \
	ANDL $7, BX; \
	LEAQ tab-48(SP), R15; \
	MOVBLZX (R15)(BX*1), AX; \
	MOVL AX, BX; \
	SHRL $2, BX; \
	XORL BX, dst; \
	ANDL $3, AX

// GROUPEND2 loads into DX the end of the group at R12's starts.
#define GROUPEND2 \
	MOVLQSX 4(R12), DX; \
	SHLQ $3, DX; \
	ADDQ starts_base+128(FP), DX

// START2 loads a start's shifts into X15 and X14, R15 at its word of the
// rows and BX at its masks (32 words a start, at masks-8(SP) + CX·32).
#define START2 \
	MOVQ (CX), BX; \
	MOVQ BX, AX; \
	ANDQ $63, AX; \
	VMOVQ AX, X15; \
	NEGQ AX; \
	ADDQ $64, AX; \
	VMOVQ AX, X14; \
	SARQ $6, BX; \
	SHLQ $3, BX; \
	LEAQ (SI)(BX*1), R15; \
	MOVQ CX, BX; \
	SHLQ $5, BX; \
	ADDQ masks-8(SP), BX

// MASKS2 loads a start's masks, in the order the group's offset index
// permutes them (as in orLanesAVX512).
#define MASKS2(m0, m1, m2, m3) \
	VMOVDQU (BX), m0; \
	VMOVDQU 64(BX), m1; \
	VMOVDQU 128(BX), m2; \
	VMOVDQU 192(BX), m3

// ROWS2 ORs the two rows' runs at the start into their accumulators.
#define ROWS2 \
	RUN2((R15), 8(R15), Y12, Y13); \
	SPLIT2(Y12, Y0, Y1, Y2, Y3); \
	RUN2((R15)(R8*1), 8(R15)(R8*1), Y12, Y13); \
	SPLIT2(Y12, Y4, Y5, Y6, Y7)

// func lanesMasksAVX2(masks, planes []uint64, stride int, starts []laneStart, at int)
//
// The masks of lanesMasksAVX512, both halves of the block.
TEXT ·lanesMasksAVX2(SB), NOSPLIT, $0-88
	MOVQ masks_base+0(FP), DI
	MOVQ at+80(FP), BX
	SARQ $3, BX
	MOVQ planes_base+24(FP), SI
	ADDQ BX, SI
	MOVQ stride+48(FP), R8
	SHLQ $3, R8
	MOVQ starts_base+56(FP), CX
	MOVQ starts_len+64(FP), DX
	LEAQ (CX)(DX*8), DX
	VPCMPEQQ Y12, Y12, Y12     // all ones

mask:
	CMPQ CX, DX
	JAE  masksDone
	MOVQ (CX), BX
	MOVQ BX, AX
	ANDQ $63, AX
	VMOVQ AX, X15
	NEGQ AX
	ADDQ $64, AX
	VMOVQ AX, X14
	SARQ $6, BX
	SHLQ $3, BX
	ADDQ SI, BX
	RUN2((BX), 8(BX), Y0, Y1)
	RUN2((BX)(R8*1), 8(BX)(R8*1), Y2, Y1)
	RUN2(32(BX), 40(BX), Y4, Y5)
	RUN2(32(BX)(R8*1), 40(BX)(R8*1), Y6, Y5)
	VPOR    Y0, Y2, Y8
	VPXOR   Y12, Y8, Y8
	VPANDN  Y0, Y2, Y9
	VPANDN  Y2, Y0, Y10
	VPAND   Y2, Y0, Y11
	VMOVDQU Y8, (DI)
	VMOVDQU Y9, 64(DI)
	VMOVDQU Y10, 128(DI)
	VMOVDQU Y11, 192(DI)
	VPOR    Y4, Y6, Y8
	VPXOR   Y12, Y8, Y8
	VPANDN  Y4, Y6, Y9
	VPANDN  Y6, Y4, Y10
	VPAND   Y6, Y4, Y11
	VMOVDQU Y8, 32(DI)
	VMOVDQU Y9, 96(DI)
	VMOVDQU Y10, 160(DI)
	VMOVDQU Y11, 224(DI)
	ADDQ $256, DI
	ADDQ $8, CX
	JMP  mask

masksDone:
	VZEROUPPER
	RET

// func orLanesAVX2(acc, rows, masks []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, h0, h1 uint32, tab uint64, from int)
//
// orLanesAVX512 on the four words from at on, rows two at a time: acc's
// values and masks' starts keep their strides (64 and 256 bytes), so the
// second half is acc[4:] and masks[4:] at at+256. Registers as there, but
// Y0–Y7 the two rows' accumulators, Y8–Y11 a start's masks, Y12–Y13
// temporaries, X14–X15 the shifts. The first group's starts begin at
// starts[from].
TEXT ·orLanesAVX2(SB), NOSPLIT, $48-192
	MOVQ acc_base+0(FP), DI
	MOVQ at+152(FP), BX
	SARQ $3, BX
	MOVQ rows_base+24(FP), SI
	ADDQ BX, SI
	MOVQ starts_base+128(FP), BX
	SHLQ $5, BX
	MOVQ masks_base+48(FP), AX
	SUBQ BX, AX
	MOVQ AX, masks-8(SP)
	MOVL h0+164(FP), AX
	SHLQ $6, AX
	MOVQ AX, h0s-16(SP)
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
	MOVQ ws_base+80(FP), R10
	MOVQ ws_len+88(FP), R11

pair:
	CMPQ R11, $2
	JLT  done
	MOVQ groups_base+104(FP), R12
	MOVQ groups_len+112(FP), R13
	LEAQ (R12)(R13*8), R13
	MOVQ from+184(FP), CX
	SHLQ $3, CX
	ADDQ starts_base+128(FP), CX

group:
	CMPQ R12, R13
	JAE  pairDone
	GROUPEND2
	COSET2(R9)
	NEEDED2(0)
	NEEDED2(4)
	MOVQ DX, CX
	ADDQ $8, R12
	JMP  group

needed:
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	VPXOR Y3, Y3, Y3
	VPXOR Y4, Y4, Y4
	VPXOR Y5, Y5, Y5
	VPXOR Y6, Y6, Y6
	VPXOR Y7, Y7, Y7

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
	START2
	MASKS2(Y8, Y9, Y10, Y11)
	ROWS2
	ADDQ $8, CX
	JMP  start0

start1:
	CMPQ CX, DX
	JAE  groupEnd
	START2
	MASKS2(Y9, Y8, Y11, Y10)
	ROWS2
	ADDQ $8, CX
	JMP  start1

start2:
	CMPQ CX, DX
	JAE  groupEnd
	START2
	MASKS2(Y10, Y11, Y8, Y9)
	ROWS2
	ADDQ $8, CX
	JMP  start2

start3:
	CMPQ CX, DX
	JAE  groupEnd
	START2
	MASKS2(Y11, Y10, Y9, Y8)
	ROWS2
	ADDQ $8, CX
	JMP  start3

groupEnd:
	ADDQ $8, R12
	CMPQ R12, R13
	JAE  accumulate
	COSET2(DX)
	CMPL DX, R9
	JNE  accumulate
	GROUPEND2
	JMP  dispatch

accumulate:
	ACCUMULATE2(0, Y0, Y1, Y2, Y3)
	ACCUMULATE2(4, Y4, Y5, Y6, Y7)
	JMP  group

pairDone:
	LEAQ (SI)(R8*2), SI
	ADDQ $8, R10
	SUBQ $2, R11
	JMP  pair

done:
	VZEROUPPER
	RET
