package heap

import (
	"math/bits"
	"slices"
)

// What a table misses, lane by lane. The verifier confirms a block of
// heaps whose values it knows, so it need not take a heap's values to
// confirm as a list: past the last rare heap they are the rare-class values
// below the heap's least missing common value, its limit, less the few
// that splits outside the kernels gave (given). The main goroutine sends
// that limit (batch.limits), and the verifier finds, for the whole block
// at once, the values each lane needs and its table lacks: for each
// rare-class value, the lanes whose limit is above it and-not the table's
// row, a word for 64 lanes. About 0.8 values a heap are left, where a list
// of about 30 was copied twice and looked up in the table one by one.

// belowLimit marks a batch's heap whose values to confirm are listed.
const belowLimit = ^uint32(0)

// misses are the values a block table lacks for the heaps of a batch sent
// with limits.
type misses struct {
	batch     int // the batch (its seq) and the table build they are for
	built     int
	ends      []uint64   // ends[v*8+j/64] bit j%64: lane j's limit is v
	found     []laneMiss // the values lanes lack, by value
	rare      []uint32   // the rare-class values below rareLimit under rareMask
	rareMask  rareMask
	rareLimit uint32
	at        []int32 // lane j's values are vals[at[j]:at[j+1]], ascending
	vals      []uint32
	pend      []uint32 // a heap's values, scratch
	xs        []uint32 // the values some lanes lack, scratch of find
	words     []uint64 // and those lanes, eight words a value
}

// A missKernel does find's work for the values of rare (ascending), open
// holding the lanes with a limit: for each x of rare, it takes out of
// open the lanes of ends[y*8:][:8] for every y ≤ x, clearing those ends,
// then appends x to xs and open &^ found[x*8:][:8] to words when that is
// not zero. It returns how many ends it cleared (those of y < cleared)
// and how many values it appended. Every x is below len(found)/8 and
// len(ends)/8; xs and words have room for every value of rare.
type missKernel func(ends, found []uint64, rare []uint32, open *[8]uint64, xs []uint32, words []uint64) (cleared, k int)

// fastMisses is the missKernel of this machine for tables by value; nil
// if it has none. In Go, a word at a time, it took 3.5% of a two-worker
// profile of Grundy's game from 2^28.
var fastMisses missKernel

// fastMissKernels are this machine's fast miss kernels (kernels.go).
var fastMissKernels []named[missKernel]

// missesOf is the portable missKernel for the table t, of either layout.
// Every end is cleared, without a branch, and only the rare-class values
// are looked up (a test of either mispredicted about half the time); the
// words of a value share a cache line.
func missesOf(t *blockTable, ends []uint64, rare []uint32, open *[8]uint64, xs []uint32, words []uint64) (cleared, k int) {
	x := 0
	for _, r := range rare {
		for ; x <= int(r); x++ {
			e := ends[x*8:][:8]
			for w := range 8 {
				open[w] &^= e[w]
				e[w] = 0
			}
		}
		miss, any := words[k*8:][:8], uint64(0)
		for w := range 8 {
			miss[w] = open[w] &^ t.word(r, w)
			any |= miss[w]
		}
		if any != 0 {
			xs[k] = r
			k++
		}
	}
	return x, k
}

// A laneMiss is a value a lane needs and its table lacks.
type laneMiss struct {
	lane int32
	x    uint32
}

// find fills m with the values that the heaps of b in t's block need and
// t lacks: for each rare-class value x, the lanes whose limit is above x
// and-not t's row of x, eight words of 64 lanes.
func (m *misses) find(t *blockTable, b *batch) {
	m.batch, m.built = b.seq, t.builds
	size := t.size()
	m.ends = slices.Grow(m.ends[:0], (size+1)*8)[:(size+1)*8] // zero but where set below
	var open [8]uint64                                        // the lanes with a limit
	top := 0
	for i, n := range b.heaps {
		// As uint32: belowLimit is no int on 32-bit machines.
		if lim := b.limits[i]; lim <= uint32(size) && n >= t.start && n < t.start+tableLanes {
			j := n - t.start
			m.ends[int(lim)*8+j/64] |= 1 << (j % 64)
			open[j/64] |= 1 << (j % 64)
			top = max(top, int(lim))
		}
	}
	m.found = m.found[:0]
	rare := m.rareBelow(t.mask, uint32(top))
	m.xs = slices.Grow(m.xs[:0], len(rare))[:len(rare)]
	m.words = slices.Grow(m.words[:0], 8*len(rare))[:8*len(rare)]
	var cleared, k int
	if t.byLane || fastMisses == nil {
		cleared, k = missesOf(t, m.ends, rare, &open, m.xs, m.words)
	} else {
		// The assembly kernel reads without bounds checks; rare ascends.
		if len(rare) > 0 && int(rare[len(rare)-1]) >= min(len(t.found), len(m.ends))/8 {
			panic("heap: miss values outside the table")
		}
		cleared, k = fastMisses(m.ends, t.found, rare, &open, m.xs, m.words)
	}
	for i, x := range m.xs[:k] {
		for w, miss := range m.words[i*8:][:8] {
			for ; miss != 0; miss &= miss - 1 {
				m.found = append(m.found, laneMiss{int32(w*64 + bits.TrailingZeros64(miss)), x})
			}
		}
	}
	clear(m.ends[cleared*8 : (top+1)*8])
	// Lane by lane, each lane's values staying ascending.
	var next [tableLanes]int32 // counts, then where each lane's next value goes
	for _, f := range m.found {
		next[f.lane]++
	}
	m.at = slices.Grow(m.at[:0], tableLanes+1)[:tableLanes+1]
	sum := int32(0) // in a register: m.at[j+1] += m.at[j] waits on the store
	for j, k := range next {
		m.at[j], next[j] = sum, sum
		sum += k
	}
	m.at[tableLanes] = sum
	m.vals = slices.Grow(m.vals[:0], len(m.found))[:len(m.found)]
	for _, f := range m.found {
		m.vals[next[f.lane]] = f.x
		next[f.lane]++
	}
}

// confirmBelow is confirmBlock for heap n = len(g) of batch b, sent with
// its limit: it needs the rare-class values below limit but those of
// given.
func confirmBelow[T value](t *blockTable, m *misses, b *batch, stamp []uint64, cur uint64, g []T, limit uint32, given []uint32) []uint32 {
	n := len(g)
	if t.window(b.picks, b.maxVal, n) {
		return measurePicks(t, b.picks, stamp, cur, g, m.listBelow(t.mask, limit, given))
	}
	ensureTable(t, b.picks, b.maxVal, g)
	lane := n - t.start
	if int(limit) > t.size() {
		// Past the table: only if the largest value passed a power of two
		// in the block after its table was built.
		return confirmLeft(t, stamp, cur, g, dropFound(t, uint(lane), m.listBelow(t.mask, limit, given)))
	}
	if m.batch != b.seq || m.built != t.builds {
		m.find(t, b)
	}
	vals := m.vals[m.at[lane]:m.at[lane+1]]
	if len(vals) == 0 {
		return nil // as most heaps
	}
	m.pend = m.pend[:0]
	//lint:ignore S1011 mostly one value: a loop, not a call of memmove
	for _, x := range vals {
		m.pend = append(m.pend, x)
	}
	return confirmLeft(t, stamp, cur, g, dropGiven(m.pend, given))
}

// listBelow returns, in m.pend, the rare-class values below limit but
// those of given.
func (m *misses) listBelow(mask rareMask, limit uint32, given []uint32) []uint32 {
	m.pend = append(m.pend[:0], m.rareBelow(mask, limit)...)
	return dropGiven(m.pend, given)
}

// rareBelow returns the rare-class values below limit under mask,
// ascending, from a list kept from one call to the next.
func (m *misses) rareBelow(mask rareMask, limit uint32) []uint32 {
	if m.rareMask != mask || m.rareLimit < limit {
		m.rareMask, m.rareLimit, m.rare = mask, max(limit, m.rareLimit), m.rare[:0]
		for x := range m.rareLimit {
			if mask.rare(x, 0, 0) {
				m.rare = append(m.rare, x)
			}
		}
	}
	i, _ := slices.BinarySearch(m.rare, limit)
	return m.rare[:i]
}
