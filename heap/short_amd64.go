package heap

import "golang.org/x/sys/cpu"

// shortBytesAVX512 and shortWordsAVX512 are shortPairs with 512-bit
// vectors: per split one unaligned load of its partners (two for words),
// an XOR and a compare for all 64 lanes.
//
//go:noescape
func shortBytesAVX512(part []uint8, idx []int32, vals, cand []uint8) uint64

//go:noescape
func shortWordsAVX512(part []uint16, idx []int32, vals, cand []uint16) uint64

// shortBytesAVX2 and shortWordsAVX2 are the same with 256-bit vectors, two
// or four a split.
//
//go:noescape
func shortBytesAVX2(part []uint8, idx []int32, vals, cand []uint8) uint64

//go:noescape
func shortWordsAVX2(part []uint16, idx []int32, vals, cand []uint16) uint64

func init() {
	if cpu.X86.HasAVX2 {
		fastShort8, fastShort16 = register2(&fastShortKernels, "avx2", shortBytesAVX2, shortWordsAVX2)
	}
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW {
		fastShort8, fastShort16 = register2(&fastShortKernels, "avx512", shortBytesAVX512, shortWordsAVX512)
	}
}
