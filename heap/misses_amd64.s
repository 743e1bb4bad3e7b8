#include "textflag.h"

// func missesAVX512(ends, found []uint64, rare []uint32, open *[8]uint64, xs []uint32, words []uint64) (cleared, k int)
//
// SI ends, DI found, R8 rare, R9 its length, R10 open, R11 xs, R12
// words; AX the ends cleared, BX the value of rare, CX those appended,
// DX its value; Z0 open, Z4 zero.
TEXT ·missesAVX512(SB), NOSPLIT, $0-144
	MOVQ ends_base+0(FP), SI
	MOVQ found_base+24(FP), DI
	MOVQ rare_base+48(FP), R8
	MOVQ rare_len+56(FP), R9
	MOVQ open+72(FP), R10
	MOVQ xs_base+80(FP), R11
	MOVQ words_base+104(FP), R12
	VMOVDQU64 (R10), Z0
	VPXORQ Z4, Z4, Z4
	XORQ AX, AX
	XORQ BX, BX
	XORQ CX, CX

value:
	CMPQ BX, R9
	JAE  done
	MOVL (R8)(BX*4), DX

end:
	CMPQ AX, DX
	JA   look              // the ends up to x are cleared
	MOVQ AX, R13
	SHLQ $6, R13
	VMOVDQU64 (SI)(R13*1), Z1
	VPANDNQ Z0, Z1, Z0     // open &^= ends[y]
	VMOVDQU64 Z4, (SI)(R13*1)
	INCQ AX
	JMP  end

look:
	MOVQ DX, R13
	SHLQ $6, R13
	VMOVDQU64 (DI)(R13*1), Z2
	VPANDNQ Z0, Z2, Z3     // open &^ found[x]
	VPTESTMQ Z3, Z3, K1
	KMOVW K1, R13
	TESTQ R13, R13
	JZ   next
	MOVL DX, (R11)(CX*4)
	MOVQ CX, R13
	SHLQ $6, R13
	VMOVDQU64 Z3, (R12)(R13*1)
	INCQ CX

next:
	INCQ BX
	JMP  value

done:
	VMOVDQU64 Z0, (R10)
	MOVQ AX, cleared+128(FP)
	MOVQ CX, k+136(FP)
	VZEROUPPER
	RET
