package heap

import "math/bits"

// Confirming a heap's rare-class values is most of the rare-value method's
// work: each needs a split (a, rest−a) giving it, and a scan of small a
// finds one only after about a hundred splits. Consecutive heaps share that
// scan's shape: for a block of blockLanes heaps n0+j and one small heap a,
// the partners rest−a are consecutive values g[n0−k−a+j], all computed
// once a ≥ blockLanes. So a block table records, for every value x, the
// lanes j for which some split with blockLanes ≤ a ≤ blockReach gives x,
// at one OR per split and no per-heap bookkeeping; each heap then drops
// the values its lane has and scans only a < blockLanes itself.

const (
	blockLanes = 64   // heaps per block: the bits of a lane mask
	blockReach = 1024 // the largest small heap a the table covers
)

// blockTable holds the lanes found for each value over one block of heaps.
type blockTable struct {
	start int      // the block's first heap; -1 if none built
	found []uint64 // found[x] bit j: a split of heap start+j gives x
}

// blockFrom is the smallest heap at which blocks are used: every split
// counted must be a proper one (a ≤ (rest−1)/2) for every heap of the block.
const blockFrom = 4 * blockReach

// blockFound returns the lane mask table for heap n = len(g), building it
// when n starts a new block, and n's lane; nil when n is too small.
func blockFound[T value](c *core, g []T) ([]uint64, uint) {
	n := len(g)
	b := &c.block
	if n < blockFrom {
		return nil, 0
	}
	if b.found == nil || n >= b.start+blockLanes || n < b.start {
		buildBlock(c, g)
	}
	return b.found, uint(n - b.start)
}

// buildBlock fills the table for the block starting at heap len(g), from
// the values below it only.
func buildBlock[T value](c *core, g []T) {
	b := &c.block
	n0 := len(g)
	size := 2 << bits.Len32(c.maxVal) // above any XOR of two values so far
	if cap(b.found) < size {
		b.found = make([]uint64, size)
	}
	b.found = b.found[:size]
	clear(b.found)
	b.start = n0
	found := b.found
	for _, k := range c.split2 {
		for a := blockLanes; a <= blockReach; a++ {
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
