package heap

import "golang.org/x/sys/cpu"

// innerGivesBytes and innerGivesWords are splitsGive with one AVX-512
// permute (VPERMB, VPERMI2W) of the latest 64 values.
//
//go:noescape
func innerGivesBytes(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool

//go:noescape
func innerGivesWords(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool

// innerGivesBytesAVX2 and innerGivesWordsAVX2 are the same with AVX2,
// which has no permute across 128-bit halves: lookups in 16 bytes, blended
// (inner_avx2_amd64.s).
//
//go:noescape
func innerGivesBytesAVX2(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool

//go:noescape
func innerGivesWordsAVX2(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool

func init() {
	if cpu.X86.HasAVX2 {
		fastInner8, fastInner16 = register2(&fastInnerKernels, "avx2", innerGivesBytesAVX2, innerGivesWordsAVX2)
	}
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI {
		fastInner8, fastInner16 = register2(&fastInnerKernels, "avx512", innerGivesBytes, innerGivesWords)
	}
}
