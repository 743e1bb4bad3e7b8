package heap

import "golang.org/x/sys/cpu"

// missesAVX512 is the missKernel with 512-bit vectors: the eight words of
// a value's ends, table row and lanes are one vector each.
//
//go:noescape
func missesAVX512(ends, found []uint64, rare []uint32, open *[8]uint64, xs []uint32, words []uint64) (cleared, k int)

func init() {
	if cpu.X86.HasAVX512F {
		fastMisses = missesAVX512
	}
}
