package heap

import "golang.org/x/sys/cpu"

// orLanesAVX512 is orLanes with 512-bit vectors for a basis h0, h1: one
// funnel shift (VPSHRDVQ, AVX-512 VBMI2) per start and row, four rows and
// the two planes abreast, each row's run ORed into its four values by
// VPTERNLOGQ with the planes' masks. The shift's second operand, the words
// one further on, is the first moved along by VALIGNQ and the ninth word
// broadcast, not a second unaligned load (most of which span two cache
// lines; on AMD Zen 4 the second load made the kernel of a row a value 40%
// slower). It wants len(ws) a multiple of four.
//
// Consecutive groups of one coset share accumulators, ORed into acc once;
// tab gives each value's coset from its three low bits (cosetTable).
//
//go:noescape
func orLanesAVX512(acc, rows, planes []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, h0, h1 uint32, tab uint64)

// fastLanesAVX512 is orLanesAVX512 as a laneKernel, for a basis below 8
// (as basisFor makes them; the portable kernel does others).
func fastLanesAVX512(acc, rows, planes []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit uint32, h laneBasis) {
	if h.h[0] >= 8 || h.h[1] >= 8 {
		orLanes(acc, rows, planes, stride, ws, groups, starts, at, limit, h)
		return
	}
	orLanesAVX512(acc, rows, planes, stride, ws, groups, starts, at, limit, h.h[0], h.h[1], h.cosetTable())
}

func init() {
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512VBMI2 {
		fastLanes = fastLanesAVX512
	}
}
