package games

import (
	"context"
	"math/bits"
)

// wythoffTable holds the Wythoff Grundy values G(a, b) for a < rows and
// b < cols, rows ≤ cols; G is symmetric, so a query is put as a ≤ b.
//
// Each row, column and diagonal holds distinct values (its cells are
// options of the later cells on the line). G(a, b) is the least value
// missing from its row (b values), column and diagonal (at most a each),
// and at least the mex of its row alone. Each line keeps its values as a
// bitset, so a cell on or above the diagonal costs a scan of a few words
// from its row's mex; a cell below is copied from its mirror image.
//
// Columns and diagonals need only a window of values: for a ≤ b,
// b−2a ≤ G(a, b) ≤ b+2a. The upper bound counts the options. For the
// lower, let g = G(a, b): each c < b with G(a, c) > g has g among its
// options, not in row a (g is at (a, b) there), so in column c or on
// c's diagonal above row a; rows 0..a−1 hold g once each, so at most 2a
// such c, and the other c < b give b−2a distinct values below g.
type wythoffTable struct {
	rows, cols int
	g          []uint32 // g[a*cols+b]
}

// value returns G(a, b), rebuilding the table larger if needed; ok is
// false when the table would exceed limit cells. A table outgrown grows
// by a quarter at least, so that a batch of positions creeping upwards
// rebuilds it a few times, not once a line. A rebuild stops with ctx's
// error when ctx is done, leaving the table as it was.
func (t *wythoffTable) value(ctx context.Context, a, b, limit int) (v uint32, ok bool, err error) {
	a, b = min(a, b), max(a, b)
	if a >= t.rows || b >= t.cols {
		rows, cols := max(a+1, t.rows), max(b+1, t.cols)
		if rows > limit/cols {
			return 0, false, nil
		}
		if t.rows > 0 {
			c := max(cols, t.cols+t.cols/4)
			r := min(max(rows, t.rows+t.rows/4), c) // a ≤ b: rows ≤ cols
			if r <= limit/c {
				rows, cols = r, c
			}
		}
		if err := t.build(ctx, rows, cols); err != nil {
			return 0, false, err
		}
	}
	return t.g[a*t.cols+b], true, nil
}

// window is a set of values in [64·first, 64·(first+len(words))).
type window struct {
	first int
	words []uint64
}

// word returns the w-th 64-value word of the set.
func (s *window) word(w int) uint64 {
	if i := w - s.first; i >= 0 && i < len(s.words) {
		return s.words[i]
	}
	return 0
}

func (s *window) add(v int) { s.words[v/64-s.first] |= 1 << (v % 64) }

// windows returns n windows of width words each, the i-th starting at
// the word holding value max(0, start(i)), backed by one array.
func windows(n, width int, start func(i int) int) []window {
	arena := make([]uint64, n*width)
	ws := make([]window, n)
	for i := range ws {
		ws[i] = window{first: max(0, start(i)) / 64, words: arena[i*width : (i+1)*width : (i+1)*width]}
	}
	return ws
}

func (t *wythoffTable) build(ctx context.Context, rows, cols int) error {
	g := make([]uint32, rows*cols)
	// Only cells with a ≤ b enter columns and diagonals b−a ≥ 0, with
	// values within 2·rows of b (column) or in [d−rows, d+3·rows) (diagonal).
	width := (4*rows+64)/64 + 1
	colSets := windows(cols, width, func(b int) int { return b - 2*rows })
	diagSets := windows(cols, width, func(d int) int { return d - rows })
	row := window{words: make([]uint64, (cols+2*rows)/64+1)}
	for a := range rows {
		if a%64 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		clear(row.words)
		rowMex := 0
		for b := range cols {
			if b < a {
				v := int(g[b*cols+a]) // below the diagonal, by symmetry
				g[a*cols+b] = uint32(v)
				row.add(v)
				continue
			}
			col, diag := &colSets[b], &diagSets[b-a]
			w := rowMex / 64
			seen := row.word(w) | col.word(w) | diag.word(w) | (1<<(rowMex%64) - 1)
			for seen == ^uint64(0) {
				w++
				seen = row.word(w) | col.word(w) | diag.word(w)
			}
			v := w*64 + bits.TrailingZeros64(^seen)
			g[a*cols+b] = uint32(v)
			row.add(v)
			col.add(v)
			diag.add(v)
			for row.word(rowMex/64)&(1<<(rowMex%64)) != 0 {
				rowMex++
			}
		}
	}
	t.rows, t.cols, t.g = rows, cols, g
	return nil
}
