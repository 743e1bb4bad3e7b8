#include "textflag.h"

// A start's record in masks, avx2Record bytes: its four masks, eight words
// each, then twice (so that masks[4:] finds it too, for the second half)
// its shift, its word of the rows in bytes from the block's, 64 less the
// shift and a word unused: the VMOVQs and address of START2 made once a
// block, not once a row.
#define avx2Record 320

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
// run's representative R9, XOR each of the basis' offsets.
#define ACCUMULATE2(o, a0, a1, a2, a3) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	SHLQ $6, BX; \
	ORTO2(BX, a0); \
	MOVQ BX, AX; \
	XORQ h0s-8(SP), AX; \
	ORTO2(AX, a1); \
	MOVQ BX, AX; \
	XORQ h1s-16(SP), AX; \
	ORTO2(AX, a2); \
	XORQ h01s-24(SP), BX; \
	ORTO2(BX, a3)

// NEEDED2 jumps to needed if the row word o(R10) XOR the run's
// representative R9, the bits of h0 and h1 cleared, is below limit.
#define NEEDED2(o) \
	MOVL o(R10), BX; \
	XORL R9, BX; \
	ANDL notspan-32(SP), BX; \
	CMPL BX, limit+136(FP); \
	JB   needed

// START2 loads the start's shifts into X15 and X14 and R15 at its word of
// the rows, from its record at CX.
#define START2 \
	VMOVQ 256(CX), X15; \
	VMOVQ 272(CX), X14; \
	MOVQ  264(CX), R15; \
	ADDQ  SI, R15

// MASKS2 loads the start's masks, for accumulators 0–3.
#define MASKS2 \
	VMOVDQU (CX), Y8; \
	VMOVDQU 64(CX), Y9; \
	VMOVDQU 128(CX), Y10; \
	VMOVDQU 192(CX), Y11

// ROWS2 ORs the two rows' runs at the start into their accumulators.
#define ROWS2 \
	RUN2((R15), 8(R15), Y12, Y13); \
	SPLIT2(Y12, Y0, Y1, Y2, Y3); \
	RUN2((R15)(R8*1), 8(R15)(R8*1), Y12, Y13); \
	SPLIT2(Y12, Y4, Y5, Y6, Y7)

// MASKS stores the masks made from the planes' runs Y0 (plane 0) and Y2
// (plane 1) at DI, mask e (e's bit i set: the partner has pivot bit i)
// in slot e XOR the start's offset index, whose slot's byte offset is in
// AX: slot c then holds what accumulator c, of the value
// representative ^ w ^ offsets[c], wants.
#define MASKS(p0, p1) \
	VPOR    p0, p1, Y8; \
	VPXOR   Y12, Y8, Y8; \
	VMOVDQU Y8, (DI)(AX*1); \
	XORQ    $64, AX; \
	VPANDN  p0, p1, Y8; \
	VMOVDQU Y8, (DI)(AX*1); \
	XORQ    $192, AX; \
	VPANDN  p1, p0, Y8; \
	VMOVDQU Y8, (DI)(AX*1); \
	XORQ    $64, AX; \
	VPAND   p1, p0, Y8; \
	VMOVDQU Y8, (DI)(AX*1); \
	XORQ    $192, AX

// func lanesMasksAVX2(masks, planes []uint64, stride int, starts []laneStart, at int, d []uint8)
//
// The records orLanesAVX2 reads: for each start, its masks, both halves,
// in the slots its offset index d permutes them to, then its shifts and
// word.
TEXT ·lanesMasksAVX2(SB), NOSPLIT, $0-112
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
	MOVQ d_base+88(FP), R9
	VPCMPEQQ Y12, Y12, Y12     // all ones

mask:
	CMPQ CX, DX
	JAE  masksDone
	MOVQ (CX), BX
	MOVQ BX, AX
	ANDQ $63, AX
	VMOVQ AX, X15
	MOVQ AX, 256(DI)
	MOVQ AX, 288(DI)
	NEGQ AX
	ADDQ $64, AX
	VMOVQ AX, X14
	MOVQ AX, 272(DI)
	MOVQ AX, 304(DI)
	SARQ $6, BX
	SHLQ $3, BX
	MOVQ BX, 264(DI)
	MOVQ BX, 296(DI)
	ADDQ SI, BX
	RUN2((BX), 8(BX), Y0, Y1)
	RUN2((BX)(R8*1), 8(BX)(R8*1), Y2, Y1)
	RUN2(32(BX), 40(BX), Y4, Y5)
	RUN2(32(BX)(R8*1), 40(BX)(R8*1), Y6, Y5)
	MOVBQZX (R9), AX
	SHLQ $6, AX
	MASKS(Y0, Y2)
	ADDQ $32, DI
	MASKS(Y4, Y6)
	ADDQ $(avx2Record-32), DI
	ADDQ $8, CX
	INCQ R9
	JMP  mask

masksDone:
	VZEROUPPER
	RET

// func orLanesAVX2(acc, rows, masks []uint64, stride int, ws []uint32, runs []laneGroup, at int, limit, h0, h1 uint32, from int)
//
// orLanesAVX512 on the four words from at on, rows two at a time, for
// runs of starts whose groups' values are of one coset (the run's value is
// the representative; the records' masks are in the slots that make it
// so). acc's values and the records keep their strides (64 and avx2Record
// bytes), so the second half is acc[4:] and masks[4:] at at+256. The
// first run's starts begin at record from.
//
// DI acc; SI the two rows, from bit at on, R15 at a start's word; R8
// bytes per row; R10 their values, R11 rows left; R12 the run, R13 past
// the last; CX the start's record, DX past the run's last; R9 the run's
// representative; AX, BX scratch. Y0–Y7 the two rows' accumulators, four
// a row; Y8–Y11 a start's masks; Y12–Y13 temporaries; X14–X15 the shifts.
TEXT ·orLanesAVX2(SB), NOSPLIT, $32-160
	MOVQ acc_base+0(FP), DI
	MOVQ at+128(FP), BX
	SARQ $3, BX
	MOVQ rows_base+24(FP), SI
	ADDQ BX, SI
	MOVL h0+140(FP), AX
	SHLQ $6, AX
	MOVQ AX, h0s-8(SP)
	MOVL h1+144(FP), BX
	SHLQ $6, BX
	MOVQ BX, h1s-16(SP)
	XORQ AX, BX
	MOVQ BX, h01s-24(SP)
	MOVL h0+140(FP), AX
	ORL  h1+144(FP), AX
	NOTL AX
	MOVL AX, notspan-32(SP)
	MOVQ stride+72(FP), R8
	SHLQ $3, R8
	MOVQ ws_base+80(FP), R10
	MOVQ ws_len+88(FP), R11

pair:
	CMPQ R11, $2
	JLT  done
	MOVQ runs_base+104(FP), R12
	MOVQ runs_len+112(FP), R13
	LEAQ (R12)(R13*8), R13
	MOVQ from+152(FP), CX
	IMUL3Q $avx2Record, CX, CX
	ADDQ masks_base+48(FP), CX

run:
	CMPQ R12, R13
	JAE  pairDone
	MOVLQSX 4(R12), DX
	IMUL3Q $avx2Record, DX, DX
	ADDQ masks_base+48(FP), DX
	MOVL (R12), R9
	NEEDED2(0)
	NEEDED2(4)
	MOVQ DX, CX                // no row gives a value below limit
	ADDQ $8, R12
	JMP  run

needed:
	VPXOR Y0, Y0, Y0
	VPXOR Y1, Y1, Y1
	VPXOR Y2, Y2, Y2
	VPXOR Y3, Y3, Y3
	VPXOR Y4, Y4, Y4
	VPXOR Y5, Y5, Y5
	VPXOR Y6, Y6, Y6
	VPXOR Y7, Y7, Y7

start:
	CMPQ CX, DX
	JAE  accumulate
	START2
	MASKS2
	ROWS2
	ADDQ $avx2Record, CX
	JMP  start

accumulate:
	ACCUMULATE2(0, Y0, Y1, Y2, Y3)
	ACCUMULATE2(4, Y4, Y5, Y6, Y7)
	ADDQ $8, R12
	JMP  run

pairDone:
	LEAQ (SI)(R8*2), SI
	ADDQ $8, R10
	SUBQ $2, R11
	JMP  pair

done:
	VZEROUPPER
	RET
