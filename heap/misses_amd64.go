package heap

import "golang.org/x/sys/cpu"

// missesAVX512 is the missKernel with 512-bit vectors: the eight words of
// a value's ends, table row and lanes are one vector each.
//
//go:noescape
func missesAVX512(ends, found []uint64, rare []uint32, open *[8]uint64, xs []uint32, words []uint64) (cleared, k int)

// missesAVX2 is the same with two 256-bit vectors for each.
//
//go:noescape
func missesAVX2(ends, found []uint64, rare []uint32, open *[8]uint64, xs []uint32, words []uint64) (cleared, k int)

func init() {
	if cpu.X86.HasAVX2 {
		fastMisses = register(&fastMissKernels, "avx2", missesAVX2)
	}
	if cpu.X86.HasAVX512F {
		fastMisses = register(&fastMissKernels, "avx512", missesAVX512)
	}
}
