package heap

import "math/bits"

// Short splits. The rare splits of a block at offsets k+i < wideLanes have
// partners inside the block, which the kernels cannot read when it is
// built (wide.go); stamped heap by heap, they took a sixth of the time on
// Grundy's game near 2^21 (112 of them, one worker). Those at offsets from
// shortFrom on are done 64 heaps at a time instead: for the 64 heaps from
// n0+s on, the partners of such a split are 64 consecutive values before
// n0+s. So one vector XOR and compare per split tells which of the 64
// heaps it gives their candidate, the least common value their lane of
// the block lacks; those heaps move on to their next candidate, until no
// split gives any heap its own. A heap's least missing common value is
// then its candidate unless a split stamped heap by heap gives it. The
// outer splits (wide.go), whose partners are far back, are checked the
// same way from copies of their partners (copyOuter).

// shortFrom is the least offset of a short split.
const shortFrom = 64

// A shortKernel returns the mask of the lanes j < 64 for which some split s
// gives cand[j]: vals[s] ^ part[idx[s]+j] == cand[j]. Every idx[s]+64 is
// at most len(part).
type shortKernel[T value] func(part []T, idx []int32, vals, cand []T) uint64

// The fastest short kernels of this machine, nil if it has none.
var (
	fastShort8  shortKernel[uint8]
	fastShort16 shortKernel[uint16]
)

// fastShortKernels are this machine's fast short kernels (kernels.go).
var fastShortKernels []named2[shortKernel[uint8], shortKernel[uint16]]

// shortPairs is the portable shortKernel.
func shortPairs[T value](part []T, idx []int32, vals, cand []T) uint64 {
	var hit uint64
	for s, i := range idx {
		for j, x := range part[i : i+64] {
			if x^vals[s] == cand[j] {
				hit |= 1 << j
			}
		}
	}
	return hit
}

// shortKernelFor returns the fast short kernel for values of type T, or nil.
func shortKernelFor[T value]() shortKernel[T] {
	return byWidth[T, shortKernel[T]](fastShort8, fastShort16)
}

// shortSplits are a block's short splits in the kernels' form.
type shortSplits struct {
	splits []splitAt
	idx    []int32 // wideLanes − off: a split's partners in part
	val8   []uint8 // the values of its rare heap, as bytes and words
	val16  []uint16
}

func (s *shortSplits) reset() {
	s.splits, s.idx, s.val8, s.val16 = s.splits[:0], s.idx[:0], s.val8[:0], s.val16[:0]
}

// add adds a short split, whose partners are in the latest wideLanes heaps.
func (s *shortSplits) add(sp splitAt) { s.addAt(sp, int32(wideLanes-sp.off)) }

// addAt adds split sp, whose partners are at idx in the kernels' part.
func (s *shortSplits) addAt(sp splitAt, idx int32) {
	s.splits = append(s.splits, sp)
	s.idx = append(s.idx, idx)
	s.val8, s.val16 = append(s.val8, uint8(sp.val)), append(s.val16, uint16(sp.val))
}

// shortLanes moves the candidates of the 64 lanes from heap len(g)'s on,
// if not done yet, past the values the short splits give, and the outer
// ones if the kernels check them.
func shortLanes[T value](b *wideBlock, g []T, lane int) {
	s0 := lane &^ 63
	if !b.shortOn && !b.outerOn || b.sub == b.start+s0 {
		return
	}
	b.sub = b.start + s0
	k := shortKernelFor[T]()
	part := g[b.start+s0-wideLanes : b.start+s0]
	vals := byWidth[T, []T](b.short.val8, b.short.val16) // T has a kernel: 1 or 2 bytes
	// The outer splits' partners of lane j are at outer[i*wideLanes+j],
	// those of the 64 lanes from s0 at outer[s0:][i*wideLanes:].
	outer, _ := b.outerPart.([]T)
	outer = outer[min(s0, len(outer)):]
	outerVals := byWidth[T, []T](b.outer.val8, b.outer.val16)
	// The assembly kernels read without bounds checks: every idx is in
	// (0, wideLanes−shortFrom], as add makes them, or, outer, i·wideLanes
	// with s0+64 ≤ wideLanes; and cand has 64 lanes.
	if len(part) != wideLanes || len(vals) != len(b.short.idx) ||
		b.outerOn && (len(outer) != len(b.outer.idx)*wideLanes-s0 || len(outerVals) != len(b.outer.idx)) {
		panic("heap: short splits out of shape")
	}
	var cand [64]T
	for j := range cand {
		cand[j] = T(b.candidate(s0 + j))
	}
	for {
		var hit uint64
		if b.shortOn {
			hit = k(part, b.short.idx, vals, cand[:])
		}
		if b.outerOn {
			hit |= k(outer, b.outer.idx, outerVals, cand[:])
		}
		if hit == 0 {
			return
		}
		for ; hit != 0; hit &= hit - 1 {
			j := bits.TrailingZeros64(hit)
			b.cand[s0+j] = b.nextMissing(s0+j, b.cand[s0+j]+1)
			cand[j] = T(b.candidate(s0 + j))
		}
	}
}

// candidate returns the value of lane's candidate, or 0 if it is past the
// limit: 0 is of the rare class, which no rare split with a common
// partner gives.
func (b *wideBlock) candidate(lane int) uint32 {
	if q := int(b.cand[lane]); q < len(b.list) && b.list[q] < b.limit {
		return b.list[q]
	}
	return 0
}

// nextMissing returns the index in list, from q on, of the first common
// value lane lacks in acc, or of the first at the limit or past it (where
// acc is not to be trusted, and may end); len(list) if none.
func (b *wideBlock) nextMissing(lane int, q int32) int32 {
	word, bit := lane>>6, uint(lane&63)
	for ; int(q) < len(b.list) && b.list[q] < b.limit; q++ {
		if b.acc[int(b.list[q])*8+word]>>bit&1 == 0 {
			break
		}
	}
	return q
}
