#include "textflag.h"

// func missesAVX2(ends, found []uint64, rare []uint32, open *[8]uint64, xs []uint32, words []uint64) (cleared, k int)
//
// missesAVX512 with two 256-bit vectors for the eight words of a value.
//
// SI ends, DI found, R8 rare, R9 its length, R10 open, R11 xs, R12
// words; AX the ends cleared, BX the value of rare, CX those appended,
// DX its value; Y0 and Y1 open, Y2 and Y3 a value's ends or row, Y4
// zero.
TEXT ·missesAVX2(SB), NOSPLIT, $0-144
	MOVQ ends_base+0(FP), SI
	MOVQ found_base+24(FP), DI
	MOVQ rare_base+48(FP), R8
	MOVQ rare_len+56(FP), R9
	MOVQ open+72(FP), R10
	MOVQ xs_base+80(FP), R11
	MOVQ words_base+104(FP), R12
	VMOVDQU (R10), Y0
	VMOVDQU 32(R10), Y1
	VPXOR Y4, Y4, Y4
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
	VMOVDQU (SI)(R13*1), Y2
	VMOVDQU 32(SI)(R13*1), Y3
	VPANDN Y0, Y2, Y0      // open &^= ends[y]
	VPANDN Y1, Y3, Y1
	VMOVDQU Y4, (SI)(R13*1)
	VMOVDQU Y4, 32(SI)(R13*1)
	INCQ AX
	JMP  end

look:
	MOVQ DX, R13
	SHLQ $6, R13
	VMOVDQU (DI)(R13*1), Y2
	VMOVDQU 32(DI)(R13*1), Y3
	VPANDN Y0, Y2, Y2      // open &^ found[x]
	VPANDN Y1, Y3, Y3
	VPOR   Y2, Y3, Y5
	VPTEST Y5, Y5
	JZ   next
	MOVL DX, (R11)(CX*4)
	MOVQ CX, R13
	SHLQ $6, R13
	VMOVDQU Y2, (R12)(R13*1)
	VMOVDQU Y3, 32(R12)(R13*1)
	INCQ CX

next:
	INCQ BX
	JMP  value

done:
	VMOVDQU Y0, (R10)
	VMOVDQU Y1, 32(R10)
	MOVQ AX, cleared+128(FP)
	MOVQ CX, k+136(FP)
	VZEROUPPER
	RET
