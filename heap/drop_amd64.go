package heap

import "golang.org/x/sys/cpu"

// dropFoundAVX512 is dropLanes with AVX-512 gathers, eight values at a
// time.
//
//go:noescape
func dropFoundAVX512(found []uint64, lane uint, pend []uint32) int

func init() {
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512DQ && cpu.X86.HasAVX512VL {
		fastDrop = dropFoundAVX512
	}
}
