#include "textflag.h"

// func innerGivesBytes(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool
//
// Lane j of part's vector, permuted by idx (VPERMB), XOR vals[j], for the
// lanes of mask: whether any equals v.
TEXT ·innerGivesBytes(SB), NOSPLIT, $0-57
	MOVQ part_base+0(FP), SI
	MOVQ idx+24(FP), DI
	MOVQ vals+32(FP), R8
	MOVQ mask+40(FP), AX
	VMOVDQU8 (SI), Z0
	VMOVDQU8 (DI), Z1
	VPERMB Z0, Z1, Z2
	VPXORQ (R8), Z2, Z2
	KMOVQ AX, K1
	MOVBLZX v+48(FP), AX
	VPBROADCASTB AX, Z3
	VPCMPEQB Z3, Z2, K1, K2
	KORTESTQ K2, K2
	SETNE ret+56(FP)
	VZEROUPPER
	RET

// func innerGivesWords(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool
//
// As innerGivesBytes for 32 lanes of words, part being 64 words: two
// tables for VPERMI2W.
TEXT ·innerGivesWords(SB), NOSPLIT, $0-57
	MOVQ part_base+0(FP), SI
	MOVQ idx+24(FP), DI
	MOVQ vals+32(FP), R8
	MOVQ mask+40(FP), AX
	VMOVDQU16 (SI), Z0
	VMOVDQU16 64(SI), Z4
	VMOVDQU16 (DI), Z1
	VPERMI2W Z4, Z0, Z1
	VPXORQ (R8), Z1, Z1
	KMOVD AX, K1
	MOVWLZX v+48(FP), AX
	VPBROADCASTW AX, Z3
	VPCMPEQW Z3, Z1, K1, K2
	KORTESTD K2, K2
	SETNE ret+56(FP)
	VZEROUPPER
	RET
