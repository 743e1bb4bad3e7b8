#include "textflag.h"

// AVX2 has no byte permute across 128-bit halves: a lookup in 64 bytes
// is four VPSHUFB, one per 16 bytes broadcast to both halves (each takes
// an index's four low bits), and VPBLENDVB picking among them by its bits
// 4 and 5, moved to bit 7 by VPSLLW (it shifts words, but what crosses
// into the high byte lands in its low bits). Indices are below 64:
// VPSHUFB would give 0 for one with bit 7.

// LOOKUP sets dst to the bytes of the tables t0–t3 at the indices in idx
// (Y12–Y14 scratch).
#define LOOKUP(t0, t1, t2, t3, idx, dst) \
	VPSLLW    $3, idx, Y12; \
	VPSHUFB   idx, t0, dst; \
	VPSHUFB   idx, t1, Y13; \
	VPBLENDVB Y12, Y13, dst, dst; \
	VPSHUFB   idx, t2, Y14; \
	VPSHUFB   idx, t3, Y13; \
	VPBLENDVB Y12, Y13, Y14, Y14; \
	VPSLLW    $2, idx, Y12; \
	VPBLENDVB Y12, Y14, dst, dst

// func innerGivesBytesAVX2(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool
//
// innerGivesBytes 32 lanes at a time, the second 32 only if mask has any.
//
// SI part, DI idx, R8 vals, AX mask, CX the lanes found; Y0–Y3 part's
// four 16 bytes, Y4 v, Y5 the indices, Y6 a lookup.
TEXT ·innerGivesBytesAVX2(SB), NOSPLIT, $0-57
	MOVQ part_base+0(FP), SI
	MOVQ idx+24(FP), DI
	MOVQ vals+32(FP), R8
	MOVQ mask+40(FP), AX
	VBROADCASTI128 (SI), Y0
	VBROADCASTI128 16(SI), Y1
	VBROADCASTI128 32(SI), Y2
	VBROADCASTI128 48(SI), Y3
	VPBROADCASTB v+48(FP), Y4
	VMOVDQU (DI), Y5
	LOOKUP(Y0, Y1, Y2, Y3, Y5, Y6)
	VPXOR (R8), Y6, Y6
	VPCMPEQB Y4, Y6, Y6
	VPMOVMSKB Y6, CX
	ANDL AX, CX
	JNZ  yes
	SHRQ $32, AX
	JZ   no
	VMOVDQU 32(DI), Y5
	LOOKUP(Y0, Y1, Y2, Y3, Y5, Y6)
	VPXOR 32(R8), Y6, Y6
	VPCMPEQB Y4, Y6, Y6
	VPMOVMSKB Y6, CX
	ANDL AX, CX
	JNZ  yes

no:
	MOVB $0, ret+56(FP)
	VZEROUPPER
	RET

yes:
	MOVB $1, ret+56(FP)
	VZEROUPPER
	RET

// TABLES sets lo0 and lo1 to the low bytes of the 32 words at m0 and m1,
// 16 words each in both halves, and hi0 and hi1 to their high bytes (Y15
// the low bytes' mask, Y4–Y7 scratch).
#define TABLES(m0, m1, lo0, lo1, hi0, hi1) \
	VMOVDQU   m0, Y4; \
	VMOVDQU   m1, Y5; \
	VPAND     Y15, Y4, Y6; \
	VPAND     Y15, Y5, Y7; \
	VPACKUSWB Y7, Y6, Y6; \
	VPSRLW    $8, Y4, Y4; \
	VPSRLW    $8, Y5, Y5; \
	VPACKUSWB Y5, Y4, Y4; \
	VPERMQ    $0x88, Y6, lo0; \
	VPERMQ    $0xdd, Y6, lo1; \
	VPERMQ    $0x88, Y4, hi0; \
	VPERMQ    $0xdd, Y4, hi1

// func innerGivesWordsAVX2(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool
//
// innerGivesWords as two byte lookups, in the low and the high bytes of
// part's 64 words. VPACKUSWB makes words bytes within each 128-bit half,
// of two vectors of words 0–15 and 16–31 the bytes of words 0–7, 16–23 |
// 8–15, 24–31: VPERMQ then broadcasts each 16 words' bytes as a table,
// and the lanes, packed alike, stay in that order, which the mask's
// middle bytes, swapped, follow. A lane gives v if part[idx[j]] is
// vals[j]^v in both bytes.
//
// SI part, DI idx, R8 vals, AX mask, BX the lanes found, CX and DX the
// mask in their order; Y0–Y3 the low bytes' tables, Y8–Y11 the high
// bytes', Y5 the indices, Y6 and Y7 the low and high bytes of vals^v,
// Y15 the low bytes' mask, Y4 scratch and a lookup.
TEXT ·innerGivesWordsAVX2(SB), NOSPLIT, $0-57
	MOVQ part_base+0(FP), SI
	MOVQ idx+24(FP), DI
	MOVQ vals+32(FP), R8
	MOVQ mask+40(FP), AX
	VPCMPEQW Y15, Y15, Y15
	VPSRLW $8, Y15, Y15
	TABLES(0(SI), 32(SI), Y0, Y1, Y8, Y9)
	TABLES(64(SI), 96(SI), Y2, Y3, Y10, Y11)

	VMOVDQU (DI), Y4
	VPACKUSWB 32(DI), Y4, Y5
	VPBROADCASTW v+48(FP), Y4
	VPXOR (R8), Y4, Y12
	VPXOR 32(R8), Y4, Y13
	VPAND Y15, Y12, Y6
	VPAND Y15, Y13, Y14
	VPACKUSWB Y14, Y6, Y6
	VPSRLW $8, Y12, Y7
	VPSRLW $8, Y13, Y14
	VPACKUSWB Y14, Y7, Y7

	LOOKUP(Y0, Y1, Y2, Y3, Y5, Y4)
	VPCMPEQB Y4, Y6, Y6
	LOOKUP(Y8, Y9, Y10, Y11, Y5, Y4)
	VPCMPEQB Y4, Y7, Y7
	VPAND Y7, Y6, Y6
	VPMOVMSKB Y6, BX

	// The mask in the lanes' order: bytes 1 and 2 swapped.
	MOVL AX, CX
	ANDL $0xff0000ff, CX
	MOVL AX, DX
	SHRL $8, DX
	ANDL $0xff00, DX
	ORL  DX, CX
	SHLL $8, AX
	ANDL $0xff0000, AX
	ORL  AX, CX
	ANDL CX, BX
	SETNE ret+56(FP)
	VZEROUPPER
	RET
