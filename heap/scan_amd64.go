package heap

import "golang.org/x/sys/cpu"

// scanBytesAVX512 and scanWordsAVX512 are scanPairs with 512-bit vectors:
// 64 or 32 splits at a time, the partners reversed by VPERMB or VPERMW
// (AVX-512 VBMI, BW), one compare per value still sought and, while four
// or fewer are, one branch for all of them.
//
//go:noescape
func scanBytesAVX512(small, big, want []uint8, left uint64, scratch []uint64) uint64

//go:noescape
func scanWordsAVX512(small, big, want []uint16, left uint64, scratch []uint64) uint64

// scanBytesAVX2 and scanWordsAVX2 are the same with 256-bit vectors, 64
// bytes of splits a step, the partners reversed by VPSHUFB and VPERMQ;
// while two or fewer values are sought, one branch for both.
//
//go:noescape
func scanBytesAVX2(small, big, want []uint8, left uint64, scratch []uint64) uint64

//go:noescape
func scanWordsAVX2(small, big, want []uint16, left uint64, scratch []uint64) uint64

func init() {
	if cpu.X86.HasAVX2 && cpu.X86.HasBMI1 && cpu.X86.HasPOPCNT {
		fastScan8, fastScan16 = register2(&fastScanKernels, "avx2", scanBytesAVX2, scanWordsAVX2)
	}
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI {
		fastScan8, fastScan16 = register2(&fastScanKernels, "avx512", scanBytesAVX512, scanWordsAVX512)
	}
}
