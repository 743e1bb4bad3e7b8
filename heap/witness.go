package heap

import (
	"math"
	"slices"
)

// The values a heap's rare ⊕ common splits miss are few but hard: a scan
// of splits in order meets most values within a hundred splits but a few
// only after thousands. Two look-ups find a split giving value x directly,
// as x = y ^ z for a frequent value z:
//
//   - recent: among the latest heaps b with G(b) = z, one whose partner
//     a = rest−b, a small heap with its value in cache, has G(a) = y, y
//     being a frequent value among small heaps;
//   - witnesses: among the small heaps a with G(a) = y, one whose partner
//     rest−a has G = z.
//
// Each check succeeds with probability about the frequency of the value it
// hopes for; values still missing are left to a scan of all splits.
type witnesses struct {
	small   [][]int32 // small[y]: heaps a ≥ 1 below upTo with G(a) = y, ascending
	upTo    int       // heaps indexed: 1..upTo-1
	builtAt int       // index rebuilt when n reaches 2·builtAt
	byFreq  []uint32  // values in decreasing order of frequency
}

const (
	witnessFrom     = 1 << 10 // build the index from this heap on
	witnessMaxSmall = 1 << 16 // heaps indexed at most
	witnessTries    = 64      // partner values tried per missing value
	witnessPerValue = 16      // small heaps tried per partner value
)

// rebuildWitnesses indexes the small heaps of g and orders values by
// frequency, when g has doubled since the last time.
func rebuildWitnesses[T value](c *core, g []T) {
	if c.wit != nil && len(g) < 2*c.wit.builtAt || len(g) < witnessFrom {
		return
	}
	// A fresh index each time: a verifier goroutine may hold the old one.
	w := &witnesses{builtAt: len(g), upTo: min(len(g)/4, witnessMaxSmall)}
	c.wit = w
	size := len(c.hist.count[0])
	w.small = make([][]int32, size)
	for a := 1; a < w.upTo; a++ {
		if !c.mask.rare(uint32(g[a]), a, c.kpar) { // rare heaps give common values only
			w.small[g[a]] = append(w.small[g[a]], int32(a))
		}
	}
	freq := make([]int, size)
	for v := range size {
		freq[v] = c.hist.count[0][v] + c.hist.count[1][v]
		if freq[v] > 0 {
			w.byFreq = append(w.byFreq, uint32(v))
		}
	}
	slices.SortStableFunc(w.byFreq, func(a, b uint32) int { return freq[b] - freq[a] })
	rankRecent(&c.recent, g, min(len(g)/4, recentSmall))
}

// recentSmall bounds the small heaps whose values rank the partners.
const recentSmall = 1 << 12

// findWitnesses removes from pend every value it finds a split for among
// the splits of heap n = len(g), and returns those left.
//
// Its checks are bounded by a quarter of the heap: past that, scanning all
// splits, which finds every missing value at once, is cheaper.
func findWitnesses[T value](w *witnesses, s splitMoves, g []T, pend []uint32) []uint32 {
	if w == nil {
		return pend
	}
	budget := len(g) / 16
	left := pend[:0]
	for i, x := range pend {
		if budget <= 0 {
			return append(left, pend[i:]...)
		}
		if !witnessed(w, s, g, x, &budget) {
			left = append(left, x)
		}
	}
	return left
}

// witnessed reports whether some split of heap len(g) gives x, trying the
// most promising splits only and taking the checks made from budget.
func witnessed[T value](w *witnesses, s splitMoves, g []T, x uint32, budget *int) bool {
	n := len(g)
	tries, checks := 0, 0
	defer func() { *budget -= checks }()
	for _, z := range w.byFreq {
		y := x ^ z
		if int(y) >= len(w.small) || len(w.small[y]) == 0 {
			continue
		}
		for _, k := range s.split2 {
			rest := n - k
			for i, a32 := range w.small[y] {
				a := int(a32)
				if i == witnessPerValue || a >= rest {
					break
				}
				checks++
				if uint32(g[rest-a]) == z && !(k == 0 && s.unequal && 2*a == rest) {
					return true
				}
			}
		}
		if tries++; tries == witnessTries {
			return false
		}
	}
	return false
}

// recentLen is how many of the latest heaps of each value are kept: one
// cache line of them.
const recentLen = 16

// recent remembers, for each value z, the latest heaps b with G(b) = z; a
// split (rest−b, b) then gives x when G(rest−b) = x ^ z, and rest−b is a
// small heap whose value is in cache. It is the main goroutine's own.
type recent struct {
	pos   [][recentLen]uint32 // heaps below 2^32 (past that, note stops)
	count []uint8             // entries filled, up to recentLen
	head  []uint8             // next slot to fill
	order []uint32            // values by decreasing frequency among small heaps
}

// note records G(n) = v. Heap 0 is no part of a split: a split (rest, 0)
// is a move that leaves one heap, which the code may not allow.
func (r *recent) note(v uint32, n int) {
	if n < 1 || uint64(n) > math.MaxUint32 {
		return // past 2^32, the entries kept stay true, just older
	}
	for int(v) >= len(r.pos) {
		r.pos = append(r.pos, [recentLen]uint32{})
		r.count = append(r.count, 0)
		r.head = append(r.head, 0)
	}
	r.pos[v][r.head[v]] = uint32(n)
	r.head[v] = (r.head[v] + 1) % recentLen
	r.count[v] = min(r.count[v]+1, recentLen)
}

// rankRecent orders values by their frequency among heaps 1..upTo-1 of g.
func rankRecent[T value](r *recent, g []T, upTo int) {
	var freq []int
	for a := 1; a < upTo; a++ {
		for int(g[a]) >= len(freq) {
			freq = append(freq, 0)
		}
		freq[g[a]]++
	}
	r.order = r.order[:0]
	for v, f := range freq {
		if f > 0 {
			r.order = append(r.order, uint32(v))
		}
	}
	slices.SortStableFunc(r.order, func(a, b uint32) int { return freq[b] - freq[a] })
}

// recentWitnesses removes from pend the values it finds a split for,
// looking at splits with one part among the latest heaps of a value.
func recentWitnesses[T value](r *recent, s splitMoves, g []T, pend []uint32, tries int) []uint32 {
	n := len(g)
	left := pend[:0]
	for _, x := range pend {
		if !recentWitnessed(r, s, g, n, x, tries) {
			left = append(left, x)
		}
	}
	return left
}

func recentWitnessed[T value](r *recent, s splitMoves, g []T, n int, x uint32, tries int) bool {
	for i, y := range r.order {
		if i == tries {
			break
		}
		z := x ^ y
		if int(z) >= len(r.pos) {
			continue
		}
		ring, cnt, head := &r.pos[z], int(r.count[z]), int(r.head[z])
		for j := 1; j <= cnt; j++ {
			b := int(ring[(head-j)&(recentLen-1)])
			for _, k := range s.split2 {
				rest := n - k
				a := rest - b
				if a < 1 || (k == 0 && s.unequal && a == b) || !s.reads(a, rest) {
					continue
				}
				if uint32(g[a]) == y {
					return true
				}
			}
		}
	}
	return false
}
