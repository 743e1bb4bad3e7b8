package heap

// Splitting a heap into three (hexadecimal digits 8–F) used to mark every
// split (a, b, c), O(n²) of them per heap. But a split of m tokens into
// three heaps is a largest heap c ≥ m/3 and a split of m − c into two,
// which do not depend on the heap being split. So pairSplits keeps, for
// each m, the set of values of the splits of m into two as a bitset; a
// heap ORs together the sets that go with each value of c and XORs each
// union by that value, word by word: O(n) words a heap. The sets take
// memory too: in most such games values grow like n/2, so set m has about
// m/32 words and all of them n²/8 bytes (128 MB at 2^15 heaps).
type pairSplits struct {
	sets [][]uint64 // sets[m] bit x: some a, 1 ≤ a < m, has G(a)^G(m−a) = x
	acc  [][]uint64 // scratch: acc[t] is the union of sets with G(c) = t
	used []uint32   // scratch: the t with acc[t] in use
	in   []bool     // in[t]: t is in used
}

// extend computes the sets up to m = len(g), which needs G(1..m−1).
func extendPairs[T value](p *pairSplits, g []T, words int) {
	for m := len(p.sets); m <= len(g); m++ {
		set := make([]uint64, words)
		for a := 1; 2*a <= m; a++ {
			x := uint32(g[a] ^ g[m-a])
			set[x>>6] |= 1 << (x & 63)
		}
		p.sets = append(p.sets, set)
	}
}

// markThree marks the values of every split of rest tokens into three
// heaps, for heap len(g) ≥ rest.
func markThree[T value](c *core, g []T, rest int) {
	if rest < 3 {
		return
	}
	c.reserve()
	p := &c.pairs
	words := len(c.marks)
	extendPairs(p, g, words)
	for len(p.acc) < words*64 {
		p.acc = append(p.acc, nil)
	}
	for len(p.in) < len(p.acc) {
		p.in = append(p.in, false)
	}
	for part := (rest + 2) / 3; part <= rest-2; part++ {
		t := uint32(g[part])
		acc := p.acc[t]
		if len(acc) < words {
			acc = append(acc, make([]uint64, words-len(acc))...)
			p.acc[t] = acc
		}
		if !p.in[t] {
			p.in[t] = true
			p.used = append(p.used, t)
		}
		for i, w := range p.sets[rest-part] {
			acc[i] |= w
		}
	}
	for _, t := range p.used {
		acc := p.acc[t]
		for i, w := range acc {
			if w != 0 {
				c.marks[i^int(t>>6)] |= xorBits(w, t&63)
				acc[i] = 0
			}
		}
		p.in[t] = false
	}
	p.used = p.used[:0]
}

// xorBits moves bit x of w to bit x^t, for t < 64: a swap of blocks of
// 2^j bits for each bit j of t.
func xorBits(w uint64, t uint32) uint64 {
	masks := [6]uint64{0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f,
		0x00ff00ff00ff00ff, 0x0000ffff0000ffff, 0x00000000ffffffff}
	for j, m := range masks {
		if t>>j&1 != 0 {
			s := uint(1) << j
			w = (w>>s)&m | (w&m)<<s
		}
	}
	return w
}
