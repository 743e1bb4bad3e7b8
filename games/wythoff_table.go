package games

import "math/bits"

// wythoffTable holds the Wythoff Grundy values G(a, b) for a < rows and
// b < cols, rows ≤ cols; G is symmetric, so a query is put as a ≤ b.
//
// Each row, column and diagonal holds distinct values (its cells are
// options of the later cells on the line). G(a, b) is the least value
// missing from its row (b values), column and diagonal (at most a each),
// and at least the mex of its row alone. Each line keeps its values as a
// bitset, so a cell on or above the diagonal costs a scan of a few words
// from its row's mex (the row is nearly full below b); a cell below is
// copied from its mirror image. Rows hold bitsets from 0; columns and
// diagonals, which hold few values far from 0, hold a window of the value
// range that grows when a value falls outside it.
type wythoffTable struct {
	rows, cols int
	g          []uint32 // g[a*cols+b]
}

// value returns G(a, b), rebuilding the table larger if needed; ok is
// false when the table would exceed limit cells.
func (t *wythoffTable) value(a, b, limit int) (v uint32, ok bool) {
	a, b = min(a, b), max(a, b)
	if a >= t.rows || b >= t.cols {
		rows, cols := max(a+1, t.rows), max(b+1, t.cols)
		if rows > limit/cols {
			return 0, false
		}
		t.build(rows, cols)
	}
	return t.g[a*t.cols+b], true
}

// valueSet is a set of values: a bitset over the window of values
// [64·first, 64·(first+len(words))), grown on demand.
type valueSet struct {
	first int // index of the window's first word
	words []uint64
}

// word returns the w-th 64-value word of the set.
func (s *valueSet) word(w int) uint64 {
	if i := w - s.first; i >= 0 && i < len(s.words) {
		return s.words[i]
	}
	return 0
}

// add puts v in the set, widening the window around v by margin words
// (at least doubling it) when v falls outside.
func (s *valueSet) add(v, margin int) {
	w := v / 64
	if len(s.words) == 0 {
		s.first = max(0, w-margin)
		s.words = make([]uint64, w+margin+1-s.first)
	} else if i := w - s.first; i < 0 || i >= len(s.words) {
		grow := max(len(s.words), margin)
		first := max(0, min(s.first, w-grow))
		words := make([]uint64, max(s.first+len(s.words), w+grow+1)-first)
		copy(words[s.first-first:], s.words)
		s.first, s.words = first, words
	}
	s.words[w-s.first] |= 1 << (v % 64)
}

func (t *wythoffTable) build(rows, cols int) {
	t.rows, t.cols = rows, cols
	t.g = make([]uint32, rows*cols)
	cells := make([]valueSet, cols+rows+cols-1)
	colSets, diagSets := cells[:cols], cells[cols:] // diagonal b−a+rows−1
	margin := rows/32 + 1                           // in words: 2·rows values
	row := valueSet{words: make([]uint64, (rows+cols+rows)/64+1)}
	for a := range rows {
		clear(row.words)
		rowMex := 0
		for b := range cols {
			col, diag := &colSets[b], &diagSets[b-a+rows-1]
			var v int
			if b < a {
				v = int(t.g[b*cols+a]) // below the diagonal, by symmetry
			} else {
				w := rowMex / 64
				seen := row.word(w) | col.word(w) | diag.word(w) | (1<<(rowMex%64) - 1)
				for seen == ^uint64(0) {
					w++
					seen = row.word(w) | col.word(w) | diag.word(w)
				}
				v = w*64 + bits.TrailingZeros64(^seen)
			}
			t.g[a*cols+b] = uint32(v)
			row.add(v, margin)
			col.add(v, margin)
			diag.add(v, margin)
			for row.word(rowMex/64)&(1<<(rowMex%64)) != 0 {
				rowMex++
			}
		}
	}
}
