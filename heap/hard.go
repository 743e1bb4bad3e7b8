package heap

// Hard values. The values a block table misses for a heap are few (on
// Grundy's game near 2^21, 0.14 a heap) but costly: the splits giving them
// are scarce, ~700 later picks are tried per value. They are not random,
// though: a value x missed by heap n is missed by n+3, n+6, … far more
// often than chance, and values repeat along the sequence (G(b+3) = G(b)
// for 29% of heaps on Grundy's game). So a split (a, rest−a) that gave x
// to heap n' is remembered, and heap n = n'+d first tries it moved along:
// (a+d, rest−a−d), whose large part is the same heap as before, and
// (a, rest−a), whose small part is.

// hardKeep is the number of splits remembered per value.
const hardKeep = 4

// A hardSplit is a split of heap n: remove k, leave a and n−k−a.
type hardSplit struct{ n, k, a int }

// hardSplits remembers, by value, the latest splits that gave it after
// the table had not.
type hardSplits struct {
	last [][hardKeep]hardSplit
	next []uint8
}

func (h *hardSplits) note(x uint32, s hardSplit) {
	for int(x) >= len(h.last) {
		h.last = append(h.last, [hardKeep]hardSplit{})
		h.next = append(h.next, 0)
	}
	h.last[x][h.next[x]] = s
	h.next[x] = (h.next[x] + 1) % hardKeep
}

// tryHard removes from pend the values that a remembered split, moved
// along to heap len(g), gives.
func tryHard[T value](h *hardSplits, s splitMoves, g []T, pend []uint32) []uint32 {
	n := len(g)
	left := pend[:0]
	for _, x := range pend {
		if !triedHard(h, s, g, n, x) {
			left = append(left, x)
		}
	}
	return left
}

func triedHard[T value](h *hardSplits, s splitMoves, g []T, n int, x uint32) bool {
	if int(x) >= len(h.last) {
		return false
	}
	for _, was := range h.last[x] {
		d := n - was.n
		if was.n == 0 || d <= 0 {
			continue
		}
		rest := n - was.k
		for _, a := range [2]int{was.a + d, was.a} {
			b := rest - a
			if a < 1 || b < 1 || was.k == 0 && s.unequal && a == b || !s.reads(a, rest) {
				continue
			}
			if uint32(g[a]^g[b]) == x {
				h.note(x, hardSplit{n, was.k, a})
				return true
			}
		}
	}
	return false
}

// noteHard remembers the split among the small heaps part that gives x to
// heap len(g).
func noteHard[T value](h *hardSplits, s splitMoves, g []T, x uint32, part []int) {
	n := len(g)
	for _, k := range s.split2 {
		rest := n - k
		for _, a := range part {
			if uint32(g[a]^g[rest-a]) == x {
				h.note(x, hardSplit{n, k, a})
				return
			}
		}
	}
}
