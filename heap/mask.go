package heap

import "math/bits"

// A rareMask splits values into rare and common classes (the "sparse space"
// of Grossman and Flammenkamp). A position a is rare when
//
//	popcount(G(a) & bits) + pos·((a+k) mod 2)
//
// is even, k being the tokens removed by the game's splitting moves (pos is
// only used when all of them have the same parity). Class is linear under
// XOR, so a split into two common heaps or two rare heaps gives a rare-class
// value and only rare ⊕ common splits give common-class values: with few
// rare positions the common options of a heap cost O(#rare).
type rareMask struct {
	bits uint32
	pos  bool
}

// rare reports whether value v at heap size a (shifted by the split parity
// kpar) is of the rare class.
func (m rareMask) rare(v uint32, a int, kpar int) bool {
	p := bits.OnesCount32(v & m.bits)
	if m.pos {
		p += (a + kpar) & 1
	}
	return p&1 == 0
}

// rareBit is 1 if v is rare under a mask without the heap parity, else 0.
func (m rareMask) rareBit(v uint32) int {
	return ^bits.OnesCount32(v&m.bits) & 1
}

// histogram counts positions by value and by heap parity (a+k) mod 2.
type histogram struct {
	count  [2][]int
	usePos bool // whether masks may use the heap parity
}

func (h *histogram) add(v uint32, a, kpar int) {
	h.grow(v)
	h.count[(a+kpar)&1][v]++
}

// grow makes room for the values up to v: a power of two of them, as best
// wants.
func (h *histogram) grow(v uint32) {
	for int(v) >= len(h.count[0]) {
		size := max(2*len(h.count[0]), 2)
		for p := range h.count {
			h.count[p] = append(h.count[p], make([]int, size-len(h.count[p]))...)
		}
	}
}

// addAll adds the positions a of g and returns their largest value. It is
// add for each and a maximum in one pass: a roll-back or a resume counts
// every value again.
func addAll[T value](h *histogram, g []T, kpar int) uint32 {
	even, odd := h.count[kpar&1], h.count[(1+kpar)&1] // heaps a even, odd
	var m0, m1 T
	a := 0
	for ; a+1 < len(g); a += 2 {
		v0, v1 := g[a], g[a+1]
		if int(max(v0, v1)) >= len(even) {
			h.grow(uint32(max(v0, v1)))
			even, odd = h.count[kpar&1], h.count[(1+kpar)&1]
		}
		even[v0]++
		odd[v1]++
		m0, m1 = max(m0, v0), max(m1, v1)
	}
	if a < len(g) {
		h.grow(uint32(g[a]))
		h.count[kpar&1][g[a]]++
		m0 = max(m0, g[a])
	}
	return uint32(max(m0, m1))
}

// best returns the mask with the fewest rare positions and that number,
// using the Walsh–Hadamard transform of the histogram of extended values
// (value, with the heap parity as the bit above it): for mask m,
// W[m] = Σ hist[e]·(-1)^popcount(e&m) = #rare - #common.
func (h *histogram) best(total int) (rareMask, int) {
	size := len(h.count[0])
	if size == 0 {
		return rareMask{}, total
	}
	w := make([]int, 2*size)
	for v := range size {
		w[v] = h.count[0][v]
		w[size+v] = h.count[1][v]
	}
	if !h.usePos {
		for v := range size {
			w[v] += w[size+v]
			w[size+v] = 0
		}
	}
	for step := 1; step < len(w); step *= 2 {
		for i := 0; i < len(w); i += 2 * step {
			for j := i; j < i+step; j++ {
				a, b := w[j], w[j+step]
				w[j], w[j+step] = a+b, a-b
			}
		}
	}
	best, bestW := rareMask{}, total+1
	for m := 1; m < len(w); m++ {
		if m&(size-1) == 0 || (!h.usePos && m >= size) {
			continue // a parity-only mask leaves no common values to find
		}
		if w[m] < bestW {
			bestW = w[m]
			best = rareMask{bits: uint32(m & (size - 1)), pos: m >= size}
		}
	}
	return best, (total + bestW) / 2
}
