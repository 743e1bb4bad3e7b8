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
// from at on, rows two abreast, for runs of consecutive groups of one
// coset (their value the representative) from the records of
// lanesMasksAVX2, whose masks are permuted so that one start loop does
// every group (orLanesAVX512 has a copy of it for each of the four
// orders, and a branch a group to choose). acc's values and
// the records keep their strides, so that acc[4:], masks[4:] and at+256
// give the other half. The first run starts at record from.
//
//go:noescape
func orLanesAVX2(acc, rows, masks []uint64, stride int, ws []uint32, runs []laneGroup, at int, limit, h0, h1 uint32, from int)

// lanesMasksAVX2 makes the records orLanesAVX2 reads, avx2Record bytes a
// start: the masks of lanesMasksAVX512, mask e in slot e XOR d[i], d[i]
// being the index of start i's group's offset in its coset, then the
// start's shifts and word.
//
//go:noescape
func lanesMasksAVX2(masks, planes []uint64, stride int, starts []laneStart, at int, d []uint8)

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

// fastLanesAVX2 is orLanesAVX2 on both halves of the block as a
// laneKernel, for a basis below 8.
func fastLanesAVX2(acc, rows, planes []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit uint32, h laneBasis, m *laneMasks) {
	if h.h[0] >= 8 || h.h[1] >= 8 {
		orLanes(acc, rows, planes, stride, ws, groups, starts, at, limit, h, m)
		return
	}
	if len(starts) == 0 {
		return // nothing to OR, and no records to take the second half of
	}
	if m == nil {
		m = &laneMasks{}
	}
	if !m.made {
		m.runs, m.d = cosetRuns(m.runs[:0], m.d[:0], groups, h)
		m.words = slices.Grow(m.words[:0], len(starts)*avx2Record/8)[:len(starts)*avx2Record/8]
		lanesMasksAVX2(m.words, planes, stride, starts, at, m.d)
		m.made = true
	}
	// The runs go in chunks of about avx2Chunk starts, every row through
	// one chunk before the next, so that the chunk's records stay in the
	// first-level cache: Officers from 2^21, two workers, 890–965 ns a
	// value against 1,005–1,035 with all starts a pass (old and new
	// alternated three times).
	runs, masks := m.runs, m.words
	from := 0
	for i := 0; i < len(runs); {
		j := i + 1
		for j < len(runs) && int(runs[j].end)-from <= avx2Chunk {
			j++
		}
		chunk := runs[i:j]
		orLanesAVX2(acc, rows, masks, stride, ws, chunk, at, limit, h.h[0], h.h[1], from)
		orLanesAVX2(acc[4:], rows, masks[4:], stride, ws, chunk, at+4*64, limit, h.h[0], h.h[1], from)
		from, i = int(runs[j-1].end), j
	}
}

// cosetRuns appends to runs the runs of consecutive groups whose values are
// of one coset, each with the representative as its value, and to d the
// index of each start's group's offset in its coset.
func cosetRuns(runs []laneGroup, d []uint8, groups []laneGroup, h laneBasis) ([]laneGroup, []uint8) {
	from := int32(0)
	for _, g := range groups {
		rep := h.rep(g.val)
		x := g.val ^ rep
		i := uint8(x>>h.pivots[0]&1 | (x>>h.pivots[1]&1)<<1)
		for range g.end - from {
			d = append(d, i)
		}
		if n := len(runs); n > 0 && runs[n-1].val == rep {
			runs[n-1].end = g.end
		} else {
			runs = append(runs, laneGroup{rep, g.end})
		}
		from = g.end
	}
	return runs, d
}

// avx2Record is the size of a start's record (lanes_avx2_amd64.s).
const avx2Record = 320

// avx2Chunk is how many starts orLanesAVX2 takes a call at most, but for
// a larger run (16 and 64 did as well as 32).
const avx2Chunk = 32

func init() {
	if cpu.X86.HasAVX2 {
		fastLanes = register(&fastLaneKernels, "avx2", fastLanesAVX2)
	}
	if cpu.X86.HasAVX512F && cpu.X86.HasAVX512VBMI2 {
		fastLanes = register(&fastLaneKernels, "avx512", fastLanesAVX512)
	}
}
