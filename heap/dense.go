package heap

// The full mex, faster. Where rare positions are not rare (0.06 and 0.76:
// a third of the heaps under any mask), every split of a heap must be
// looked at: most values below the mex come only from splits far from
// the small end (half of 0.76's heaps near 2^16 find their last one past
// 31,000 of 32,768 splits), so no scan stops early. Setting bits in a
// bitset of options reads and writes the same few words again and again
// (values below 1000 fill 16 words), each write waiting for the last one
// to the word; a byte per value is written and never read back.

// denseFrom is the heap from which seen bytes are used.
var denseFrom = 1024

// denseSplits returns the mex of heap len(g) given the marks of its options
// that are not two-heap splits.
func denseSplits[T value](c *core, g []T) uint32 {
	n := len(g)
	size := xorBound(c.maxVal) // above every XOR of two values
	if c.seen == nil {
		c.seen = new([1 << 16]uint8)
	}
	seen := c.seen[:size]
	clear(seen)
	for _, k := range c.split2 {
		rest := n - k
		markSeen(c.seen, g, rest, c.half(k, rest))
	}
	for _, v := range c.marked() {
		if int(v) < size {
			seen[v] = 1
		}
	}
	for v, s := range seen {
		if s == 0 {
			return uint32(v)
		}
	}
	return uint32(size)
}

// markSeen sets seen[g[a]^g[rest-a]] for 1 ≤ a ≤ hi. Inlined, its loop
// kept its counter on the stack.
//
//go:noinline
func markSeen[T value](seen *[1 << 16]uint8, g []T, rest, hi int) {
	if hi < 1 {
		return
	}
	small, big := g[1:hi+1], g[rest-hi:rest]
	for len(small) >= 8 && len(big) >= 8 {
		s, b := small[:8], big[len(big)-8:]
		seen[uint16(s[0]^b[7])] = 1
		seen[uint16(s[1]^b[6])] = 1
		seen[uint16(s[2]^b[5])] = 1
		seen[uint16(s[3]^b[4])] = 1
		seen[uint16(s[4]^b[3])] = 1
		seen[uint16(s[5]^b[2])] = 1
		seen[uint16(s[6]^b[1])] = 1
		seen[uint16(s[7]^b[0])] = 1
		small, big = small[8:], big[:len(big)-8]
	}
	for i, j := 0, len(big)-1; i < len(small) && j >= 0; i, j = i+1, j-1 {
		seen[uint16(small[i]^big[j])] = 1
	}
}
