#include "textflag.h"

// func shortBytesAVX512(part []uint8, idx []int32, vals, cand []uint8) uint64
//
// SI part, DI idx, CX splits, R8 vals, BX the split; Z0 the candidates,
// K1 the lanes given theirs.
TEXT ·shortBytesAVX512(SB), NOSPLIT, $0-104
	MOVQ part_base+0(FP), SI
	MOVQ idx_base+24(FP), DI
	MOVQ idx_len+32(FP), CX
	MOVQ vals_base+48(FP), R8
	MOVQ cand_base+72(FP), R9
	VMOVDQU8 (R9), Z0
	KXORQ K1, K1, K1
	XORQ BX, BX

split:
	CMPQ BX, CX
	JAE  done
	MOVLQSX (DI)(BX*4), DX
	VPBROADCASTB (R8)(BX*1), Z1
	VPXORQ (SI)(DX*1), Z1, Z1
	VPCMPEQB Z0, Z1, K2
	KORQ K2, K1, K1
	INCQ BX
	JMP  split

done:
	KMOVQ K1, AX
	MOVQ AX, ret+96(FP)
	VZEROUPPER
	RET

// func shortWordsAVX512(part []uint16, idx []int32, vals, cand []uint16) uint64
//
// As shortBytesAVX512, the 64 lanes in two vectors: Z0 and K1 lanes 0–31,
// Z3 and K3 lanes 32–63.
TEXT ·shortWordsAVX512(SB), NOSPLIT, $0-104
	MOVQ part_base+0(FP), SI
	MOVQ idx_base+24(FP), DI
	MOVQ idx_len+32(FP), CX
	MOVQ vals_base+48(FP), R8
	MOVQ cand_base+72(FP), R9
	VMOVDQU16 (R9), Z0
	VMOVDQU16 64(R9), Z3
	KXORD K1, K1, K1
	KXORD K3, K3, K3
	XORQ BX, BX

split:
	CMPQ BX, CX
	JAE  done
	MOVLQSX (DI)(BX*4), DX
	VPBROADCASTW (R8)(BX*2), Z1
	VPXORQ (SI)(DX*2), Z1, Z2
	VPXORQ 64(SI)(DX*2), Z1, Z4
	VPCMPEQW Z0, Z2, K2
	VPCMPEQW Z3, Z4, K4
	KORD K2, K1, K1
	KORD K4, K3, K3
	INCQ BX
	JMP  split

done:
	KMOVD K1, AX
	KMOVD K3, DX
	SHLQ $32, DX
	ORQ  DX, AX
	MOVQ AX, ret+96(FP)
	VZEROUPPER
	RET
