package heap

import "math/bits"

// Confirming a heap's rare-class values is most of the rare-value method's
// work: each needs a split (a, rest−a) giving it. A value x is a
// common ⊕ common XOR, x = y ^ z, so a split whose small part a has value y
// gives x with probability about freq(x^y); summed over one small heap of
// each common value y that is about 1 for every x (the common values are
// almost all positions). So the splits tried are chosen in rounds, one
// small heap per value each round (picked), and after m rounds a value is
// still unconfirmed with probability about e^−m, whatever it is; the
// smallest heaps, whose values are skewed, did much worse.
//
// Consecutive heaps share those splits: for a block of blockLanes heaps
// n0+j and one small heap a, the partners rest−a are consecutive values
// g[n0−k−a+j], all computed once a ≥ blockLanes. So a block table records,
// for every value x, the lanes j for which a split of the first
// blockRounds rounds gives x, at one OR per split and no per-heap
// bookkeeping. Each heap then drops the values its lane has, scans the
// splits a < blockLanes, and tries the later rounds for the few left.

const (
	blockLanes  = 64 // heaps per block: the bits of a lane mask
	blockRounds = 8  // rounds of picked splits in the block table
	pickRounds  = 48 // rounds picked in all
	pickShare   = 4  // small heaps are picked below len(g)/pickShare
)

// picks are the small heaps whose splits confirm rare-class values. The
// main goroutine chooses them (pickSmall) and never changes a picks once
// made, so a verifier may read one while the main goroutine picks anew.
type picks struct {
	heaps   []int // small heaps a ≥ blockLanes, round after round
	inTable int   // heaps[:inTable] are the table's rounds
	at      int   // the length at which they were picked
}

// blockTable holds the lanes found for each value over one block of heaps,
// and whether tables pay. The main goroutine has one and so does a
// verifier: whoever confirms a block's heaps.
type blockTable struct {
	moves splitMoves
	start int      // the block's first heap
	found []uint64 // found[x] bit j: a split of heap start+j gives x; nil if stale
	built *picks   // the picks found was built from

	// Picked splits tried heap by heap from windowStart on, counted in
	// measuring windows; whether that costs enough to use tables.
	tried, windowStart, windows int
	measuring, useTable         bool
}

// probeEvery: with tables in use, one window in probeEvery measures again.
const probeEvery = 16

// blockFrom is the smallest heap at which blocks are used.
const blockFrom = 1 << 12

// confirmBlock removes from pend, the values heap n = len(g) still needs,
// those the splits a < blockLanes and the picked splits p give; every value
// below n is at most maxVal. A block
// table costs one update per heap and split of its rounds whether or not
// the heap needs them, so it is used only while trying the picked splits
// heap by heap costs at least half as many (Grundy's game and Officers
// about as many; 0.376 a quarter, 0.354 almost none); with tables in use,
// that cost is measured again in one window of blockLanes heaps out of
// probeEvery.
func confirmBlock[T value](b *blockTable, p *picks, maxVal uint32, stamp []uint64, cur uint64, g []T, pend []uint32) []uint32 {
	n := len(g)
	if n >= b.windowStart+blockLanes {
		if b.measuring {
			tableCost := (n - b.windowStart) * p.inTable * len(b.moves.split2)
			b.useTable = 2*b.tried >= tableCost
		}
		b.windows++
		b.measuring = !b.useTable || b.windows%probeEvery == 0
		b.tried, b.windowStart = 0, n
	}
	if b.measuring {
		pend = confirmRare(b.moves, stamp, cur, g, pend, 1, blockLanes-1)
		pend, tried := confirmPicked(b.moves, stamp, cur, g, pend, p.heaps)
		b.tried += tried
		return pend
	}
	if b.found == nil || b.built != p || n >= b.start+blockLanes {
		buildBlock(b, p, maxVal, g)
	}
	pend = dropFound(b.found, uint(n-b.start), pend)
	if len(pend) > 0 {
		pend = confirmRare(b.moves, stamp, cur, g, pend, 1, blockLanes-1)
	}
	pend, _ = confirmPicked(b.moves, stamp, cur, g, pend, p.heaps[p.inTable:])
	return pend
}

// pickSmall chooses the splits' small heaps among the common-class heaps
// below len(g)/pickShare (rare heaps give common-class values only):
// round r holds the r-th smallest heap of each value that has one. Every
// later heap n splits properly at them: a < n/4 ≤ (n−k−1)/2.
func pickSmall[T value](c *core, g []T) {
	p := &picks{at: len(g)} // new: a verifier may hold the old one
	maxK := 0
	for _, k := range c.split2 {
		maxK = max(maxK, k)
	}
	byValue := make([][]int, 2<<bits.Len32(c.maxVal))
	for a := blockLanes; a < (len(g)-maxK)/pickShare-1; a++ {
		y := g[a]
		if len(byValue[y]) < pickRounds && !c.mask.rare(uint32(y), a, c.kpar) {
			byValue[y] = append(byValue[y], a)
		}
	}
	for r := range pickRounds {
		if r == blockRounds {
			p.inTable = len(p.heaps)
		}
		for _, heaps := range byValue {
			if r < len(heaps) {
				p.heaps = append(p.heaps, heaps[r])
			}
		}
	}
	p.inTable = min(p.inTable, len(p.heaps))
	c.picks = p
}

// buildBlock fills the table for the block starting at heap len(g) with
// the picks p, from the values below it only, which are at most maxVal.
func buildBlock[T value](b *blockTable, p *picks, maxVal uint32, g []T) {
	n0 := len(g)
	size := 2 << bits.Len32(maxVal) // above any XOR of two values so far
	if cap(b.found) < size {
		b.found = make([]uint64, size)
	}
	b.found = b.found[:size]
	clear(b.found)
	b.start, b.built = n0, p
	found := b.found
	for _, k := range b.moves.split2 {
		for _, a := range p.heaps[:p.inTable] {
			ga := g[a]
			for j, v := range g[n0-k-a : n0-k-a+blockLanes] {
				found[uint(ga^v)&uint(size-1)] |= 1 << uint(j)
			}
		}
	}
}

// dropFound removes from pend the values the block table has for lane j.
func dropFound(found []uint64, lane uint, pend []uint32) []uint32 {
	left := pend[:0]
	for _, x := range pend {
		if int(x) >= len(found) || found[x]>>lane&1 == 0 {
			left = append(left, x)
		}
	}
	return left
}

// confirmPicked is confirmRare over the splits at the small heaps later;
// it also returns how many splits it tried.
func confirmPicked[T value](s splitMoves, stamp []uint64, cur uint64, g []T, pend []uint32, later []int) (_ []uint32, tried int) {
	const chunk = 32 // splits between checks of pend
	n := len(g)
	for i := 0; i < len(later) && len(pend) > 0; i += chunk {
		part := later[i:min(i+chunk, len(later))]
		tried += len(part) * len(s.split2)
		for _, k := range s.split2 {
			rest := n - k
			for _, a := range part {
				stamp[g[a]^g[rest-a]] = cur
			}
		}
		left := pend[:0]
		for _, v := range pend {
			if stamp[v] != cur {
				left = append(left, v)
			}
		}
		pend = left
	}
	return pend, tried
}
