#include "textflag.h"

// ARGS loads the arguments: SI part, DI idx, CX their count, R8 vals, R9
// cand.
#define ARGS \
	MOVQ part_base+0(FP), SI; \
	MOVQ idx_base+24(FP), DI; \
	MOVQ idx_len+32(FP), CX; \
	MOVQ vals_base+48(FP), R8; \
	MOVQ cand_base+72(FP), R9

// RESULT returns the lanes of AX (0–31) and DX (32–63) as one word.
#define RESULT \
	SHLQ $32, DX; \
	ORQ  DX, AX; \
	MOVQ AX, ret+96(FP); \
	VZEROUPPER; \
	RET

// LANES2 compares the partners of 64 bytes of lanes at byte offset off of
// the split's (SI indexed by DX at scale, lanes of width w), each XORed
// with the split's value Y2 or Y4 as v, with two vectors of candidates c0
// and c1, and ORs the equal lanes into a0 and a1.
#define LANES2(off, scale, v, CMPEQ, c0, c1, a0, a1) \
	VPXOR    off(SI)(DX*scale), v, Y12; \
	VPXOR    (off+32)(SI)(DX*scale), v, Y13; \
	CMPEQ    c0, Y12, Y12; \
	CMPEQ    c1, Y13, Y13; \
	VPOR     Y12, a0, a0; \
	VPOR     Y13, a1, a1

// func shortBytesAVX2(part []uint8, idx []int32, vals, cand []uint8) uint64
//
// shortBytesAVX512 with two YMM registers for the 64 lanes.
//
// SI part, DI idx, CX splits, R8 vals, BX the split, DX its partners;
// Y0 and Y1 the candidates of lanes 0–31 and 32–63, Y8 and Y9 the lanes
// given theirs (a byte of ones each), Y2 the split's value.
TEXT ·shortBytesAVX2(SB), NOSPLIT, $0-104
	ARGS
	VMOVDQU (R9), Y0
	VMOVDQU 32(R9), Y1
	VPXOR Y8, Y8, Y8
	VPXOR Y9, Y9, Y9
	XORQ BX, BX

split:
	CMPQ BX, CX
	JAE  done
	MOVLQSX (DI)(BX*4), DX
	VPBROADCASTB (R8)(BX*1), Y2
	LANES2(0, 1, Y2, VPCMPEQB, Y0, Y1, Y8, Y9)
	INCQ BX
	JMP  split

done:
	VPMOVMSKB Y8, AX
	VPMOVMSKB Y9, DX
	RESULT

// func shortWordsAVX2(part []uint16, idx []int32, vals, cand []uint16) uint64
//
// As shortBytesAVX2, the 64 lanes in four vectors: Y0–Y3 the candidates,
// Y8–Y11 the lanes given theirs (a word of ones each). At the end
// VPACKSSWB makes the words bytes, a lane's byte of ones for its word, but
// within each 128-bit half (lanes 0–7, 16–23 | 8–15, 24–31); VPERMQ puts
// the quarters in order for VPMOVMSKB.
TEXT ·shortWordsAVX2(SB), NOSPLIT, $0-104
	ARGS
	VMOVDQU (R9), Y0
	VMOVDQU 32(R9), Y1
	VMOVDQU 64(R9), Y2
	VMOVDQU 96(R9), Y3
	VPXOR Y8, Y8, Y8
	VPXOR Y9, Y9, Y9
	VPXOR Y10, Y10, Y10
	VPXOR Y11, Y11, Y11
	XORQ BX, BX

split:
	CMPQ BX, CX
	JAE  done
	MOVLQSX (DI)(BX*4), DX
	VPBROADCASTW (R8)(BX*2), Y4
	LANES2(0, 2, Y4, VPCMPEQW, Y0, Y1, Y8, Y9)
	LANES2(64, 2, Y4, VPCMPEQW, Y2, Y3, Y10, Y11)
	INCQ BX
	JMP  split

done:
	VPACKSSWB Y9, Y8, Y8
	VPACKSSWB Y11, Y10, Y10
	VPERMQ $0xd8, Y8, Y8
	VPERMQ $0xd8, Y10, Y10
	VPMOVMSKB Y8, AX
	VPMOVMSKB Y10, DX
	RESULT
