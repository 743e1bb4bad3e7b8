package heap

import "math/bits"

// sparseSplits finishes G(n) for a game whose split options are found by
// the rare-value method: common-class options come only from rare ⊕ common
// splits, O(#rare) of them; the few rare-class values below the least
// missing common value are then confirmed by scanning common ⊕ common
// splits from the small end, which almost always stops early.
func sparseSplits[T value](c *core, g []T) uint32 {
	n := len(g)
	c.reserve()
	c.ensureClasses()
	marks := c.marks
	for _, k := range c.split2 {
		rest := n - k
		skipHalf := -1
		if k == 0 && c.unequal && rest%2 == 0 {
			skipHalf = rest / 2
		}
		for _, r32 := range c.rare {
			r := int(r32)
			if r >= rest {
				break
			}
			if r == skipHalf {
				continue
			}
			v := uint32(g[r] ^ g[rest-r])
			marks[v>>6] |= 1 << (v & 63)
		}
	}
	common := c.classes[(n+c.kpar)&1]
	limit := uint32(len(marks) * 64)
	for i, w := range marks {
		if free := ^w & common[i]; free != 0 {
			limit = uint32(i*64 + bits.TrailingZeros64(free))
			break
		}
	}
	// Rare-class values below limit not yet marked.
	pending := 0
	for i := 0; i*64 < int(limit); i++ {
		free := ^marks[i] &^ common[i]
		if top := int(limit) - i*64; top < 64 {
			free &= 1<<top - 1
		}
		pending += bits.OnesCount64(free)
	}
	for _, k := range c.split2 {
		if pending == 0 {
			break
		}
		pending = confirmRare(c, g, n-k, k == 0 && c.unequal, limit, pending)
	}
	return c.mex()
}

// confirmRare scans the splits of rest, marking values below limit, until
// pending unmarked values have been found; it returns how many remain.
func confirmRare[T value](c *core, g []T, rest int, unequal bool, limit uint32, pending int) int {
	hi := rest / 2
	if unequal && rest%2 == 0 {
		hi--
	}
	marks := c.marks
	for a := 1; a <= hi; a++ {
		v := uint32(g[a] ^ g[rest-a])
		if v < limit && marks[v>>6]&(1<<(v&63)) == 0 {
			marks[v>>6] |= 1 << (v & 63)
			if pending--; pending == 0 {
				break
			}
		}
	}
	return pending
}

// ensureClasses sizes the common-class bitsets to the marks.
func (c *core) ensureClasses() {
	if len(c.classes[0]) >= len(c.marks) {
		return
	}
	for p := range c.classes {
		c.classes[p] = make([]uint64, len(c.marks))
		for v := range len(c.marks) * 64 {
			// Heap parity p: (a + kpar) mod 2 == p, so pass a = p, kpar = 0.
			if !c.mask.rare(uint32(v), p, 0) {
				c.classes[p][v>>6] |= 1 << (v & 63)
			}
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
	switch {
	case c.mask.bits == 0:
		if n+1 >= sparseFrom {
			rechoose(c, g)
		}
	case c.mask.rare(v, n, c.kpar):
		c.nRare++
		c.lastRare = n
		if n > 0 {
			c.rare = append(c.rare, int32(n))
		}
		rechoose(c, g)
	}
}

// rechoose switches to the best mask for the histogram of g when it has
// fewer rare positions than the current one, and rebuilds the rare list.
func rechoose[T value](c *core, g []T) {
	best, count := c.hist.best(len(g))
	if c.mask.bits != 0 && count >= c.nRare {
		return
	}
	c.mask, c.nRare = best, count
	c.rare, c.lastRare = c.rare[:0], 0
	for a, v := range g {
		if c.mask.rare(uint32(v), a, c.kpar) {
			c.lastRare = a
			if a > 0 {
				c.rare = append(c.rare, int32(a))
			}
		}
	}
	c.classes = [2][]uint64{}
}

// load feeds a saved prefix g to a fresh core in one pass.
func load[T value](c *core, g []T) {
	for n, v := range g {
		c.maxVal = max(c.maxVal, uint32(v))
		if c.sparse {
			c.hist.add(uint32(v), n, c.kpar)
		}
	}
	if c.sparse && len(g) >= sparseFrom {
		rechoose(c, g)
	}
}
