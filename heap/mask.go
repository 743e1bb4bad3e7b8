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
	for int(v) >= len(h.count[0]) {
		size := max(2*len(h.count[0]), 2)
		for p := range h.count {
			h.count[p] = append(h.count[p], make([]int, size-len(h.count[p]))...)
		}
	}
	h.count[(a+kpar)&1][v]++
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
