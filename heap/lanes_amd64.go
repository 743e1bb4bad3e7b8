package heap

import (
	"slices"

	"golang.org/x/sys/cpu"
)

// orLanesAVX512 is orLanes with 512-bit vectors for a basis h0, h1: one
// funnel shift (VPSHRDVQ, AVX-512 VBMI2) per start and row, four rows
// abreast, each row's run ORed into its four values by VPTERNLOGQ with
// masks made from the planes' runs at the start (lanesMasksAVX512). The shift's second operand, the words
// one further on, is the first moved along by VALIGNQ and the ninth word
// broadcast, not a second unaligned load (most of which span two cache
// lines; on AMD Zen 4 the second load made the kernel of a row a value 40%
// slower). It wants len(ws) a multiple of four.
//
// Consecutive groups of one coset share accumulators, ORed into acc once;
// tab gives each value's coset from its three low bits (cosetTable).
//
//go:noescape
func orLanesAVX512(acc, rows, masks []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, h0, h1 uint32, tab uint64)

// lanesMasksAVX512 makes the masks orLanesAVX512 reads: for each start,
// the lanes whose partner has neither pivot bit, pivot bit 0 only, 1
// only, both, eight words each.
//
//go:noescape
func lanesMasksAVX512(masks, planes []uint64, stride int, starts []laneStart, at int)

// fastLanesAVX512 is orLanesAVX512 as a laneKernel, for a basis below 8
// (as basisFor makes them; the portable kernel does others).
func fastLanesAVX512(acc, rows, planes []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit uint32, h laneBasis, m *laneMasks) {
	if h.h[0] >= 8 || h.h[1] >= 8 {
		orLanes(acc, rows, planes, stride, ws, groups, starts, at, limit, h, m)
		return
	}
	if m == nil {
		m = &laneMasks{}
	}
	if !m.made {
		m.words = slices.Grow(m.words[:0], len(starts)*32)[:len(starts)*32]
		lanesMasksAVX512(m.words, planes, stride, starts, at)
		m.made = true
	}
	orLanesAVX512(acc, rows, m.words, stride, ws, groups, starts, at, limit, h.h[0], h.h[1], h.cosetTable())
}

func init() {
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512VBMI2 {
		fastLanes = fastLanesAVX512
	}
}
