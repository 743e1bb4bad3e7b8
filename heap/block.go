package heap

import (
	"math/bits"
	"slices"
)

// Confirming a heap's rare-class values is most of the rare-value method's
// work: each needs a split (a, rest−a) giving it. A value x is a
// common ⊕ common XOR, x = y ^ z, so a split whose small part a has value y
// gives x with probability about freq(x^y); summed over one small heap of
// each common value y that is about 1 for every x (the common values are
// almost all positions). So the splits tried are chosen in rounds, one
// small heap per value each round (picked), and after m rounds a value is
// still unconfirmed with probability about e^−m, whatever it is; the
// smallest heaps, whose values are skewed, did much worse. That holds
// for rounds far apart only: on Grundy's game rounds of neighbouring
// heaps miss a value together far more often (picks.go).
//
// Consecutive heaps share those splits: for a block of tableLanes heaps
// n0+j and one small heap a, the partners rest−a are consecutive values
// g[n0−k−a+j], all computed once a ≥ tableLanes. So a block table records,
// for every value x, the lanes j for which a split of the first rounds
// gives x, with no per-heap bookkeeping: one OR per split and heap or,
// past the last rare heap and with the lane kernel (lanes.go), one vector
// OR per split and common value for 512 heaps, from the rows of the wide
// stamps. Each heap then drops the values its lane has and finds the few
// left by scanning every split with vectors (scan.go) or, without a scan
// kernel, by scanning the splits a < blockLanes and trying the later
// rounds one by one.

const (
	blockLanes  = 64      // splits a < blockLanes are scanned; heaps per measuring window
	tableRounds = 8       // rounds of picked splits in a table (tableRoundsAt)
	moreRounds  = 10      // from moreRoundsFrom on
	pickRounds  = 48      // rounds picked in all
	pickShare   = 4       // small heaps are picked below len(g)/pickShare
	pickUpTo    = 1 << 24 // and below this
)

// moreRoundsFrom is the heap from which tables take moreRounds rounds: the
// scans of what they miss cost more there (near 2^28 on Grundy's game,
// 0.93 values a heap and 1,930 splits a scan, against 0.74 and 1,820
// near 2^21). Two engines from one prefix at 2^28, alternated in windows
// of 4M values: 10 rounds did 6.5% better than 8 (12 as well as 10); at
// 2^21 they were within 3% either way (Grundy's game better, Officers
// worse).
const moreRoundsFrom = 1 << 24

// tableRoundsAt is the number of table rounds of picks made at heap n.
func tableRoundsAt(n int) int {
	if n >= moreRoundsFrom {
		return moreRounds
	}
	return tableRounds
}

// tableLanes is the number of heaps of a block table, whose first heap is
// a multiple of it; the picked small heaps are at least as large.
const tableLanes = wideLanes

// blockTable holds the lanes found for each value over one block of heaps,
// and whether tables pay. The main goroutine has one and so does a
// verifier: whoever confirms a block's heaps.
type blockTable struct {
	moves   splitMoves
	start   int      // the block's first heap
	found   []uint64 // found[x*8+j/64] bit j%64: a split of heap start+j gives x; nil if stale
	byLane  bool     // found is found[j/64*size+x] instead (built split by split)
	built   *picks   // the picks found was built from
	covered int      // the table has the splits at built.heaps[:covered] (the near ones with the kernel)
	later   []int    // the small heaps tried heap by heap after the table
	builds  int      // tables built so far

	// Building with the lane kernel: the rows (the wide stamps' on the
	// main goroutine), the classes and last rare heap of the heaps
	// confirmed, and the picks sorted for the kernel.
	rows     *laneRows
	mask     rareMask
	lastRare int
	sorted   *picks
	near     kernelSplits // the near picks' splits, by value
	hard     hardSplits   // splits that gave the values tables missed
	scan     scanner      // scratch of the scans that find what tables miss

	// Picked splits tried heap by heap from windowStart on, and heaps
	// seen, counted in measuring windows; whether that costs enough to use
	// tables.
	tried, seen, windowStart, windows int
	probeGap                          int // windows between measuring ones
	measuring, useTable               bool
}

// probeEvery: with tables in use, one window in probeEvery measures again;
// maxProbeGap is the most windows between measuring ones.
const probeEvery, maxProbeGap = 16, 64 * probeEvery

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
// probeEvery, or out of 8·probeEvery and more (up to maxProbeGap, doubling
// each time) while tables cost a third as much or less (the lane kernel's,
// on Grundy's game and Officers).
func confirmBlock[T value](b *blockTable, p *picks, maxVal uint32, stamp []uint64, cur uint64, g []T, pend []uint32) []uint32 {
	n := len(g)
	if b.window(p, maxVal, n) {
		return measurePicks(b, p, stamp, cur, g, pend)
	}
	ensureTable(b, p, maxVal, g)
	return confirmLeft(b, stamp, cur, g, dropFound(b, uint(n-b.start), pend))
}

// ensureTable builds the table of heap len(g)'s block unless it has it.
func ensureTable[T value](b *blockTable, p *picks, maxVal uint32, g []T) {
	n := len(g)
	if b.found == nil || b.built != p || n < b.start || n >= b.start+tableLanes {
		buildBlock(b, p, maxVal, g[:n/tableLanes*tableLanes])
	}
}

// confirmLeft confirms pend, the values heap len(g) needs that its table
// lacks: by a scan of every split or, without a scan kernel, by the
// splits a < blockLanes, those that gave values before, and the later
// rounds of picks.
func confirmLeft[T value](b *blockTable, stamp []uint64, cur uint64, g []T, pend []uint32) []uint32 {
	if k := scanKernelFor[T](); k != nil && len(pend) > 0 {
		return confirmScan(k, &b.scan, b.moves, g, pend, 1, len(g))
	}
	if len(pend) > 0 {
		pend = confirmRare(b.moves, stamp, cur, g, pend, 1, blockLanes-1)
	}
	if len(pend) > 0 {
		pend = tryHard(&b.hard, b.moves, g, pend)
	}
	pend, _ = confirmPicked(b.moves, stamp, cur, g, pend, b.later, &b.hard)
	return pend
}

// window keeps the measuring windows' count for heap n and reports
// whether it is measured: its picked splits tried one by one.
func (b *blockTable) window(p *picks, maxVal uint32, n int) (measuring bool) {
	if n >= b.windowStart+blockLanes {
		if b.measuring {
			// The heaps seen, not n − windowStart: with two workers each
			// sees only the blocks it confirms.
			cost := b.seen * b.tableCost(p, maxVal, n)
			b.useTable = 2*b.tried >= cost
			if b.tried >= 3*cost {
				// Far cheaper: measure less often, the more so the longer
				// that lasts (a window measuring costs 64 heaps' picks).
				b.probeGap = min(max(2*b.probeGap, 8*probeEvery), maxProbeGap)
			} else {
				b.probeGap = probeEvery
			}
		}
		b.windows++
		b.measuring = !b.useTable || b.windows%b.probeGap == 0
		b.tried, b.seen, b.windowStart = 0, 0, n
	}
	b.seen++
	return b.measuring
}

// measurePicks confirms pend for heap len(g) in a measuring window: the
// splits a < blockLanes, then the picks one by one, counted.
func measurePicks[T value](b *blockTable, p *picks, stamp []uint64, cur uint64, g []T, pend []uint32) []uint32 {
	pend = confirmRare(b.moves, stamp, cur, g, pend, 1, blockLanes-1)
	pend, tried := confirmPicked(b.moves, stamp, cur, g, pend, p.heaps, nil)
	b.tried += tried
	return pend
}

// buildBlock fills the table for the block starting at heap len(g) with
// the picks p, from the values below it only, which are at most maxVal.
func buildBlock[T value](b *blockTable, p *picks, maxVal uint32, g []T) {
	n0 := len(g)
	size := xorBound(maxVal)
	b.found = slices.Grow(b.found[:0], size*8)[:size*8]
	clear(b.found)
	b.start, b.built = n0, p
	b.builds++
	b.byLane = !b.lanesFit(n0, maxVal)
	if b.byLane {
		// 64 lanes at a time, each a word per value: the words being set
		// stay in the first-level cache.
		b.covered, b.later = p.inTable, p.heaps[p.inTable:]
		for j := 0; j < tableLanes; j += 64 {
			words := b.found[j/64*size:][:size]
			for _, k := range b.moves.split2 {
				for _, a := range p.heaps[:b.covered] {
					orSplit(words, uint32(g[a]), g[n0-k-a+j:][:64])
				}
			}
		}
		return
	}
	if b.sorted != p {
		b.sort(p)
	}
	b.covered = p.inTable // and b.later, made by sort
	r := b.rows
	retuneRows(r, b.mask, maxVal, g)
	fillRows(r, b.mask, maxVal, g)
	r.orRuns(b.found, true, b.near, n0, r.limit)
}

// tableCost is what a table costs per heap at heap n, counted in splits
// tried: one per split and heap, or with the lane kernel one per split
// and row for tableLanes heaps, and half as much again for the two planes
// taken with each four rows (about as costly as a split tried when the
// rows are in cache), and one per split and heap past the rows.
func (b *blockTable) tableCost(p *picks, maxVal uint32, n int) int {
	if !b.lanesFit(n, maxVal) {
		return p.inTable * len(b.moves.split2)
	}
	if b.sorted != p {
		b.sort(p)
	}
	rows := len(b.rows.set(true))
	if rows == 0 || b.rows.mask != b.mask {
		// Not built yet: half the values are common, the rarer ones left
		// out, four a row.
		rows = int(maxVal)/12 + 1
	}
	return len(b.near.starts)*(rows+rows/2)/tableLanes + 1
}

// lanesFit reports whether the table of the block from heap n0 may be
// built with the lane kernel: the partners of the picks within the rows'
// reach are common heaps, whose values the rows hold.
func (b *blockTable) lanesFit(n0 int, maxVal uint32) bool {
	return fastLanes != nil && b.rows != nil && b.mask.bits != 0 && !b.mask.pos && lanesHold(maxVal) &&
		n0 >= wideFrom && n0-b.moves.maxSplit-wideWindow > b.lastRare
}

// sort groups the splits at the picks of p's table rounds by value for
// the kernel. Picks whose partners are past the rows' reach (those of
// values seldom met among small heaps) are left to be tried heap by heap
// first, before the later rounds: in the table each would cost an update
// per heap, tried heap by heap only a try per heap that still needs one.
func (b *blockTable) sort(p *picks) {
	var byVal [][]int
	b.later = nil // not b.later[:0]: that may be p's own, which others read
	for i, a := range p.heaps[:p.inTable] {
		y := p.vals[i]
		if a+b.moves.maxSplit > wideWindow {
			b.later = append(b.later, a)
			continue
		}
		for int(y) >= len(byVal) {
			byVal = append(byVal, nil)
		}
		for _, k := range b.moves.split2 {
			byVal[y] = append(byVal[y], k+a)
		}
	}
	b.later = append(b.later, p.heaps[p.inTable:]...)
	b.near = groupStarts(b.near.groups[:0], b.near.starts[:0], byVal)
	b.sorted = p
}

// xorBound is a power of two above every XOR of two values up to maxVal:
// the tables of the kernels and of block.go hold the values below it.
func xorBound(maxVal uint32) int { return 1 << bits.Len32(maxVal) }

// orSplit sets bit j of words[y^part[j]] for each of 64 lanes j.
func orSplit[T value](words []uint64, y uint32, part []T) {
	size := uint(len(words))
	for j, v := range part[:64] {
		words[uint(y^uint32(v))&(size-1)] |= 1 << uint(j)
	}
}

// has reports whether the table has x for lane j.
func (b *blockTable) has(x uint32, lane uint) bool {
	return int(x) < b.size() && b.word(x, int(lane>>6))>>(lane&63)&1 == 1
}

// dropFound removes from pend the values the table has for lane j.
func dropFound(b *blockTable, lane uint, pend []uint32) []uint32 {
	if b.byLane {
		return dropByLane(b, lane, pend)
	}
	return pend[:dropLanes(b.found, lane, pend)]
}

// dropLanes keeps at the front of pend, in order, the values x whose bit
// for lane is clear in found (found[x*8+lane/64] bit lane%64), or that are
// past it, and returns how many. (An AVX-512 version, eight values a
// gather, did no better in the engine on AMD Zen 4 and was removed.)
func dropLanes(found []uint64, lane uint, pend []uint32) int {
	kept := 0
	for _, x := range pend {
		if i := uint(x)*8 + lane>>6; i >= uint(len(found)) || found[i]>>(lane&63)&1 == 0 {
			pend[kept] = x
			kept++
		}
	}
	return kept
}

// dropByLane is dropFound for tables built split by split.
func dropByLane(b *blockTable, lane uint, pend []uint32) []uint32 {
	left := pend[:0]
	for _, x := range pend {
		if !b.has(x, lane) {
			left = append(left, x)
		}
	}
	return left
}

// confirmPicked is confirmRare over the splits at the small heaps later;
// it also returns how many splits it tried, and remembers in h (if not
// nil) the splits that gave values.
func confirmPicked[T value](s splitMoves, stamp []uint64, cur uint64, g []T, pend []uint32, later []int, h *hardSplits) (_ []uint32, tried int) {
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
			} else if h != nil {
				noteHard(h, s, g, v, part)
			}
		}
		pend = left
	}
	return pend, tried
}

// size is the number of values the table has lanes for.
func (b *blockTable) size() int { return len(b.found) / 8 }

// word returns the table's word of lanes 64w to 64w+63 for value x.
func (b *blockTable) word(x uint32, w int) uint64 {
	if b.byLane {
		return b.found[w*b.size()+int(x)]
	}
	return b.found[int(x)*8+w]
}
