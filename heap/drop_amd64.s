#include "textflag.h"

// func dropFoundAVX512(found []uint64, lane uint, pend []uint32) int
//
// Eight values at a time: gather the word of each value's lane (VPGATHERDQ),
// test the lane's bit, and compress the values whose bit is clear, or that
// are past found, to the front of pend (VPCOMPRESSD).
//
// SI &found[lane/64], DI the values read, R9 those kept, R8 values left,
// DX kept; Y5 the values in found, Z6 the bit, Z7 ones.
TEXT ·dropFoundAVX512(SB), NOSPLIT, $0-64
	MOVQ found_base+0(FP), SI
	MOVQ found_len+8(FP), AX
	SHRQ $3, AX
	VPBROADCASTD AX, Y5
	MOVQ lane+24(FP), BX
	MOVQ BX, CX
	SHRQ $6, CX
	LEAQ (SI)(CX*8), SI
	ANDQ $63, BX
	VPBROADCASTQ BX, Z6
	MOVQ $1, AX
	VPBROADCASTQ AX, Z7
	MOVQ pend_base+32(FP), DI
	MOVQ pend_len+40(FP), R8
	MOVQ DI, R9
	XORQ DX, DX

loop:
	CMPQ R8, $0
	JLE  done
	MOVQ $0xff, AX
	CMPQ R8, $8
	JAE  full
	MOVQ R8, CX
	MOVQ $1, AX
	SHLQ CX, AX
	DECQ AX

full:
	KMOVB AX, K1
	VMOVDQU32.Z (DI), K1, Y0
	VPCMPUD $1, Y5, Y0, K1, K2 // in found
	VPSLLD $3, Y0, Y1          // the value's first word
	VPXORQ Z2, Z2, Z2
	VPGATHERDQ (SI)(Y1*8), K2, Z2
	VPSRLVQ Z6, Z2, Z2
	VPTESTMQ Z7, Z2, K4        // found
	KANDNB K1, K4, K5          // kept
	VPCOMPRESSD Y0, K5, (R9)
	KMOVB K5, AX
	POPCNTL AX, AX
	ADDQ AX, DX
	LEAQ (R9)(AX*4), R9
	ADDQ $32, DI
	SUBQ $8, R8
	JMP  loop

done:
	MOVQ DX, ret+56(FP)
	VZEROUPPER
	RET
