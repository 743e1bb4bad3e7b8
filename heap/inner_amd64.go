package heap

import "golang.org/x/sys/cpu"

// innerGivesBytes and innerGivesWords are splitsGive with one AVX-512
// permute (VPERMB, VPERMI2W) of the latest 64 values.
//
//go:noescape
func innerGivesBytes(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool

//go:noescape
func innerGivesWords(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool

func init() {
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512BW && cpu.X86.HasAVX512VBMI {
		fastInner = true
	}
}
