package heap

import (
	"math/bits"
	"slices"
)

// scanFirst is how many splits are scanned for missing values before they
// are looked up one by one.
const scanFirst = 256

// recentTries is how many partner values recentWitnesses tries per value.
const recentTries = 4

// sparseSplits finishes G(n) for a game whose split options are found by
// the rare-value method: common-class options come only from rare ⊕ common
// splits, O(#rare) of them; the few rare-class values below the least
// missing common value are then confirmed by scanning common ⊕ common
// splits from the small end, which almost always stops early. direct are
// the values of the heap's options that are not splits. Options are
// marked by stamping the value's slot with n+1, so nothing is cleared.
func sparseSplits[T value](c *core, g []T, direct []uint32) uint32 {
	n := len(g)
	c.ensureClasses()
	cur := uint64(n + 1)
	stamp := c.stamp
	lane := -1 // heap n's lane in the block of wide stamps, if used
	if c.useWide(n) {
		lane = wideLane(c, g)
		shortLanes(&c.wide, g, lane)
		stampFar(c, stamp, cur, g)
	} else {
		stampSplits(c, stamp, cur, g)
	}
	// Fold in the few options that are not splits.
	for _, v := range direct {
		stamp[v] = cur
		if lane >= 0 && c.mask.rare(v, 0, 0) {
			c.wide.given = append(c.wide.given, v)
		}
	}
	par := (n + c.kpar) & 1
	limit, ok := uint32(len(stamp)), false
	if lane >= 0 {
		if limit, ok = wideLimit(&c.wide, g, lane, stamp, cur); !ok {
			stampSplits(c, stamp, cur, g) // a value past the lanes' limit
			limit = uint32(len(stamp))
			c.wide.past++
		}
	}
	if !ok {
		for _, v := range c.commonList[par] {
			if stamp[v] != cur {
				limit = v
				break
			}
		}
	}
	if n >= blockFrom && (c.picks == nil || n >= 2*c.picks.at) {
		pickSmall(c, g)
	}
	if lane >= 0 && ok && n >= blockFrom && c.rareBelow[par][limit] > 0 && c.speculating(n) &&
		c.spec.addBelow(c, n, limit, c.wide.given, !takes(c.spec, n, g)) {
		return limit // confirmed with the block's other heaps (misses.go)
	}
	pend := c.pend[:0]
	if lane >= 0 && ok {
		// Past the last rare heap, only the splits stamped heap by heap
		// and the marks may give rare-class values.
		pend = append(pend, c.rareList[par][:c.rareBelow[par][limit]]...)
		pend = dropGiven(pend, c.wide.given)
	} else {
		for _, v := range c.rareList[par] {
			if v >= limit {
				break
			}
			if stamp[v] != cur {
				pend = append(pend, v)
			}
		}
	}
	// Scan the first splits for the easy values, look the hard ones up,
	// and scan on in the rare case a value is still missing.
	scanned := scanFirst // the splits a ≤ scanned are all scanned
	if n >= blockFrom {
		if len(pend) > 0 && c.speculating(n) && takes(c.spec, n, g) {
			// Assume they are options; the verifier will tell.
			c.spec.add(c, n, pend)
			return limit
		}
		scanned = blockLanes - 1
		if len(pend) > 0 {
			c.block.mask, c.block.lastRare = c.mask, c.lastRare
			pend = confirmBlock(&c.block, c.picks, c.maxVal, stamp, cur, g, pend)
		}
	} else if len(pend) > 0 {
		pend = confirmRare(c.splitMoves, stamp, cur, g, pend, 1, scanned)
	}
	if len(pend) > 0 && c.wit != nil {
		pend = recentWitnesses(&c.recent, c.splitMoves, g, pend, recentTries)
	}
	if len(pend) > 0 {
		pend = findWitnesses(c.wit, c.splitMoves, g, pend)
	}
	if len(pend) > 0 {
		pend = confirmRare(c.splitMoves, stamp, cur, g, pend, scanned+1, n)
	}
	c.pend = pend
	if len(pend) > 0 {
		if c.unsure(n, pend[0], c.maxVal) {
			c.stop(haltUnsure, n, pend[0])
		}
		return pend[0]
	}
	return limit
}

// dropGiven removes from pend, ascending, the values of given.
func dropGiven(pend, given []uint32) []uint32 {
	for _, v := range given {
		if i, found := slices.BinarySearch(pend, v); found {
			pend = slices.Delete(pend, i, i+1)
		}
	}
	return pend
}

// stampSplits stamps the values of heap len(g)'s splits with a rare part.
func stampSplits[T value](c *core, stamp []uint64, cur uint64, g []T) {
	n := len(g)
	for _, k := range c.split2 {
		rest := n - k
		// The rare heaps r < rest, less r = rest/2 when splits must be unequal.
		end, _ := slices.BinarySearch(c.rare, rest)
		skip := end
		if k == 0 && c.unequal && rest%2 == 0 {
			if i, found := slices.BinarySearch(c.rare[:end], rest/2); found {
				skip = i
			}
		}
		stampRare(stamp, cur, g, rest, c.rare[:skip], c.rareVal[:skip])
		if skip < end {
			stampRare(stamp, cur, g, rest, c.rare[skip+1:end], c.rareVal[skip+1:end])
		}
	}
}

// stampRare stamps G(r) ^ G(rest−r) for the rare heaps r, whose values
// are vals: the splits of rest with a rare part.
func stampRare[T value](stamp []uint64, cur uint64, g []T, rest int, rare []int, vals []uint32) {
	vals = vals[:len(rare)]
	for i, r := range rare {
		stamp[vals[i]^uint32(g[rest-r])] = cur
	}
}

// confirmRare stamps the values of the splits (a, rest−a) of the heap for
// from ≤ a ≤ to, all splitting moves abreast, until every value in pend is
// stamped; it returns those never stamped.
func confirmRare[T value](s splitMoves, stamp []uint64, cur uint64, g []T, pend []uint32, from, to int) []uint32 {
	const chunk = 32 // splits between checks of pend
	n := len(g)
	top := 0 // the largest split's half
	for _, k := range s.split2 {
		top = max(top, (n-k)/2)
	}
	top = s.part(min(top, to))
	for a0 := from; a0 <= top; a0 += chunk {
		for _, k := range s.split2 {
			rest := n - k
			hi := s.half(k, rest)
			for a := a0; a < a0+chunk && a <= hi; a++ {
				stamp[g[a]^g[rest-a]] = cur
			}
		}
		left := pend[:0]
		for _, v := range pend {
			if stamp[v] != cur {
				left = append(left, v)
			}
		}
		if pend = left; len(pend) == 0 {
			break
		}
	}
	return pend
}

// ensureClasses sizes the stamps to every XOR of two values and their mex,
// and lists the common-class and rare-class values in that range.
func (c *core) ensureClasses() {
	size := 2 << bits.Len32(c.maxVal)
	if len(c.stamp) >= size && c.commonList[0] != nil {
		return
	}
	size = max(size, len(c.stamp))
	c.stamp = make([]uint64, size)
	for p := range c.commonList {
		c.commonList[p], c.rareList[p] = nil, nil
		c.rareBelow[p] = make([]int32, size+1)
		for v := range uint32(size) {
			// Heap parity p: (a + kpar) mod 2 == p, so pass a = p, kpar = 0.
			if c.mask.rare(v, p, 0) {
				c.rareList[p] = append(c.rareList[p], v)
			} else {
				c.commonList[p] = append(c.commonList[p], v)
			}
			c.rareBelow[p][v+1] = int32(len(c.rareList[p]))
		}
	}
}

// observe records G(n) = g[n], the newest value, and re-chooses the mask
// when a rare position appears.
func observe[T value](c *core, g []T) {
	n := len(g) - 1
	v := uint32(g[n])
	if v > c.maxVal {
		c.maxVal = v
	}
	if !c.sparse {
		return
	}
	c.hist.add(v, n, c.kpar)
	c.recent.note(v, n)
	rebuildWitnesses(c, g)
	switch {
	case c.mask.bits == 0:
		if n+1 >= sparseFrom {
			rechoose(c, g)
		}
	case c.mask.rare(v, n, c.kpar):
		c.nRare++
		c.lastRare = n
		if n > 0 {
			c.rare = append(c.rare, n)
			c.rareVal = append(c.rareVal, v)
		}
		// A dense game's rare values come often and the transform is
		// costly: re-choose as the sequence doubles only.
		if c.pays(n+1) || n+1 >= 2*c.chosenAt {
			rechoose(c, g)
		}
		if c.keep > 0 && c.lastRare >= c.keep {
			c.stop(haltRare, n, v) // its partners would be anywhere (window.go)
		}
	}
}

// rechoose switches to the best mask for the histogram of g when it has
// fewer rare positions than the current one, and rebuilds the rare list.
func rechoose[T value](c *core, g []T) {
	c.chosenAt = len(g)
	best, count := c.hist.best(len(g))
	if c.mask.bits != 0 && count >= c.nRare {
		return
	}
	if n := len(g) - 1; c.mask.bits != 0 && n > 0 && c.lastRare == n && onlyNewest(c, best, uint32(g[n]), n) {
		// As when a value first has a higher bit: the newest heap leaves
		// the rare class, the others stay, and no scan is needed.
		c.mask, c.nRare = best, count
		c.rare, c.rareVal = c.rare[:len(c.rare)-1], c.rareVal[:len(c.rareVal)-1]
		c.lastRare = 0
		if k := len(c.rare); k > 0 {
			c.lastRare = c.rare[k-1]
		}
		c.commonList = [2][]uint32{}
		return
	}
	if c.keep > 0 && c.hole > c.keep {
		c.stop(haltMask, len(g)-1, 0) // the scan would read dropped values
		return
	}
	c.mask, c.nRare = best, count
	listRare(c, g)
}

// listRare lists the rare heaps of g under c's mask and returns how many
// there are, heap 0 included.
func listRare[T value](c *core, g []T) int {
	c.rare, c.rareVal, c.lastRare = c.rare[:0], c.rareVal[:0], 0
	found := 0
	// Whether a value is rare, by heap parity: a look-up, not a popcount,
	// for each of what may be billions of values.
	var rare [2][]bool
	for p := range rare {
		rare[p] = make([]bool, c.maxVal+1)
		for v := range rare[p] {
			rare[p][v] = c.mask.rare(uint32(v), p, c.kpar)
		}
	}
	for a, v := range g {
		if rare[a&1][v] {
			c.lastRare = a
			found++
			if a > 0 {
				c.rare = append(c.rare, a)
				c.rareVal = append(c.rareVal, uint32(v))
			}
		}
	}
	c.commonList = [2][]uint32{}
	return found
}

// onlyNewest reports whether heap n, of value v, is the only one whose
// class differs between c's mask and m, by the histogram.
func onlyNewest(c *core, m rareMask, v uint32, n int) bool {
	moved := 0
	for p := range c.hist.count {
		for u, k := range c.hist.count[p] {
			if k > 0 && m.rare(uint32(u), p, 0) != c.mask.rare(uint32(u), p, 0) {
				moved += k
			}
		}
	}
	p := (n + c.kpar) & 1
	return moved == 1 && m.rare(v, p, 0) != c.mask.rare(v, p, 0)
}

// load feeds a saved prefix g to a fresh core: after a roll-back, or to
// resume a run.
func load[T value](c *core, g []T) {
	if len(g) == 0 {
		return
	}
	if !c.sparse {
		c.maxVal = uint32(slices.Max(g))
		return
	}
	c.maxVal = addAll(&c.hist, g, c.kpar)
	if len(g) >= sparseFrom {
		rechoose(c, g)
	}
}
