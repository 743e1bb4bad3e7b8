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

// orLanesAVX2 is orLanesAVX512 for AVX2 on half a block, the four words
// from at on, rows two abreast; acc's values and masks' starts keep their
// strides, so that acc[4:], masks[4:] and at+256 give the other half.
//
//go:noescape
func orLanesAVX2(acc, rows, masks []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, h0, h1 uint32, tab uint64, from int)

// lanesMasksAVX2 is lanesMasksAVX512 for AVX2.
//
//go:noescape
func lanesMasksAVX2(masks, planes []uint64, stride int, starts []laneStart, at int)

// of returns the masks of the starts, made by makeMasks unless m has
// them already.
func (m *laneMasks) of(makeMasks func(masks, planes []uint64, stride int, starts []laneStart, at int), planes []uint64, stride int, starts []laneStart, at int) []uint64 {
	if !m.made {
		m.words = slices.Grow(m.words[:0], len(starts)*32)[:len(starts)*32]
		makeMasks(m.words, planes, stride, starts, at)
		m.made = true
	}
	return m.words
}

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
	masks := m.of(lanesMasksAVX512, planes, stride, starts, at)
	orLanesAVX512(acc, rows, masks, stride, ws, groups, starts, at, limit, h.h[0], h.h[1], h.cosetTable())
}

// fastLanesAVX2 is orLanesAVX2 on both halves of the block as a laneKernel,
// for a basis below 8.
func fastLanesAVX2(acc, rows, planes []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit uint32, h laneBasis, m *laneMasks) {
	if h.h[0] >= 8 || h.h[1] >= 8 {
		orLanes(acc, rows, planes, stride, ws, groups, starts, at, limit, h, m)
		return
	}
	if len(starts) == 0 {
		return // nothing to OR, and no masks to take the second half of
	}
	if m == nil {
		m = &laneMasks{}
	}
	masks, tab := m.of(lanesMasksAVX2, planes, stride, starts, at), h.cosetTable()
	// The groups go in chunks of about avx2Chunk starts, every row through
	// one chunk before the next, so that the chunk's masks stay in the
	// first-level cache.
	from := 0
	for i := 0; i < len(groups); {
		j := i + 1
		for j < len(groups) && int(groups[j].end)-from <= avx2Chunk {
			j++
		}
		chunk := groups[i:j]
		orLanesAVX2(acc, rows, masks, stride, ws, chunk, starts, at, limit, h.h[0], h.h[1], tab, from)
		orLanesAVX2(acc[4:], rows, masks[4:], stride, ws, chunk, starts, at+4*64, limit, h.h[0], h.h[1], tab, from)
		from, i = int(groups[j-1].end), j
	}
}

// avx2Chunk is how many starts orLanesAVX2 takes a call at most, but for
// a larger group.
var avx2Chunk = 64

func init() {
	if cpu.X86.HasAVX2 {
		addLaneKernel("avx2", fastLanesAVX2)
	}
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512VBMI2 {
		addLaneKernel("avx512", fastLanesAVX512)
	}
}
