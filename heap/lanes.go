package heap

import "slices"

// stampLanes is how many consecutive heaps share one pass over the rare
// positions. A heap's rare ⊕ common splits read one value a rare heap
// back for each rare heap, a cache line each when rare heaps lie far
// apart (Grundy's game: 1,273 of them up to heap 82,860); a pass reads
// each line once for four heaps, and each rare heap and its value once.
// On Grundy's game it stamps in 0.7 µs a heap what took 1.2 µs heap by
// heap.
const stampLanes = 4

// lanePass holds the rare ⊕ common splits of heaps from..from+stampLanes−1,
// each stamped in its own slice with its own n+1. A pass leaves out the
// rare heaps below stampLanes, whose partners may be heaps of the pass
// itself; each heap stamps those when its turn comes.
type lanePass struct {
	from   int // first heap of the pass; the pass is stale if epoch differs
	epoch  int
	small  int // rare heaps below stampLanes: c.rare[:small]
	stamps [stampLanes][]uint64
}

// passStamps returns heap n = len(g)'s stamps with the splits at the rare
// heaps c.rare[small:] stamped, making a new pass when needed. It reports
// false while some rare heap is too large for a pass: a split's parts must
// differ, and a heap of the pass must not be a partner.
func passStamps[T value](c *core, g []T) (stamp []uint64, small int, ok bool) {
	n := len(g)
	p := &c.pass
	if p.epoch == c.epoch && p.from <= n && n < p.from+stampLanes {
		return p.stamps[n-p.from], p.small, true
	}
	if len(c.rare) > 0 && 2*c.rare[len(c.rare)-1] >= n-c.maxSplit {
		return nil, 0, false
	}
	for j := range p.stamps {
		if len(p.stamps[j]) != len(c.stamp) {
			p.stamps[j] = make([]uint64, len(c.stamp))
		}
	}
	small, _ = slices.BinarySearch(c.rare, stampLanes)
	p.from, p.epoch, p.small = n, c.epoch, small
	for _, k := range c.split2 {
		stampPass(&p.stamps, n, k, g, c.rare[small:], c.rareVal[small:])
	}
	return p.stamps[0], small, true
}

// stampPass stamps G(r) ^ G(n0+j−k−r) with n0+j+1 in stamps j, for the
// rare heaps r ≥ stampLanes, whose values are vals. As in stampRare, the
// index is masked to spare bounds checks.
func stampPass[T value](st *[stampLanes][]uint64, n0, k int, g []T, rare []int, vals []uint32) {
	s0 := st[0]
	mask := uint32(len(s0) - 1)
	s1, s2, s3 := st[1][:len(s0)], st[2][:len(s0)], st[3][:len(s0)]
	c0 := uint64(n0 + 1)
	rest := n0 - k
	part := g[:rest] // r ≥ stampLanes: every partner is below rest
	vals = vals[:len(rare)]
	for i, r := range rare {
		w := part[rest-r : rest-r+stampLanes]
		v := vals[i]
		s0[(v^uint32(w[0]))&mask] = c0
		s1[(v^uint32(w[1]))&mask] = c0 + 1
		s2[(v^uint32(w[2]))&mask] = c0 + 2
		s3[(v^uint32(w[3]))&mask] = c0 + 3
	}
}
