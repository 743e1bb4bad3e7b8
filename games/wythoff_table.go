package games

import "math/bits"

// wythoffTable holds the Wythoff Grundy values G(a, b) for a, b < n.
//
// Each row, column and diagonal holds distinct values (its cells are
// options of the later cells on the line), and G(a, b) < 3n, the number of
// options of the cell (n−1, n−1), bounds every value. The table
// keeps, per line, the set of its values so far as a bitset and the set's
// mex; G(a, b) is the least value missing from its row, column and
// diagonal, found by scanning the three ORed bitsets from the largest of
// the three lines' mexes, below which nothing is missing. Cells cost a
// few words each, so an n×n table takes O(n²) time and n² bytes of sets.
type wythoffTable struct {
	n int
	g []uint32 // g[a*n+b]
}

// value returns G(a, b), rebuilding the table larger if needed; ok is
// false when the table would exceed limit cells.
func (t *wythoffTable) value(a, b, limit int) (v uint32, ok bool) {
	if a >= t.n || b >= t.n {
		n := max(a, b) + 1
		if n > limit/n {
			return 0, false
		}
		t.build(n)
	}
	return t.g[a*t.n+b], true
}

// valueSet is a set of values below a bound, with its mex.
type valueSet struct {
	words []uint64
	mex   int
}

func (s *valueSet) add(v int) {
	s.words[v/64] |= 1 << (v % 64)
	for s.words[s.mex/64]&(1<<(s.mex%64)) != 0 {
		s.mex++
	}
}

func (t *wythoffTable) build(n int) {
	t.n = n
	t.g = make([]uint32, n*n)
	width := (3*n)/64 + 1 // values are below 3n
	sets := func(count int) []valueSet {
		words := make([]uint64, count*width)
		s := make([]valueSet, count)
		for i := range s {
			s[i].words = words[i*width : (i+1)*width : (i+1)*width]
		}
		return s
	}
	rows, cols, diags := sets(n), sets(n), sets(2*n-1) // diagonal b−a+n−1
	for a := range n {
		row := &rows[a]
		for b := range n {
			col, diag := &cols[b], &diags[b-a+n-1]
			start := max(row.mex, col.mex, diag.mex)
			w := start / 64
			seen := row.words[w] | col.words[w] | diag.words[w] | (1<<(start%64) - 1)
			for seen == ^uint64(0) {
				w++
				seen = row.words[w] | col.words[w] | diag.words[w]
			}
			v := w*64 + bits.TrailingZeros64(^seen)
			t.g[a*n+b] = uint32(v)
			row.add(v)
			col.add(v)
			diag.add(v)
		}
	}
}
