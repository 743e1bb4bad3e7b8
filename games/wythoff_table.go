package games

// wythoffTable holds Wythoff Grundy values for 0 ≤ a < rows, 0 ≤ b < cols.
//
// Every cell of a row, a column or a diagonal is an option of the later
// cells on the same line, so each line holds distinct values and a value
// never exceeds a+b. Row a is filled left to right keeping the set of the
// row's values and its mex; the column and diagonal values above a cell
// (at most 2a of them) are stamped in a scratch array, so a cell costs
// O(a) and the table O(rows²·cols).
type wythoffTable struct {
	rows, cols int
	g          []uint32 // g[a*cols+b]
}

// value returns G(a, b), rebuilding the table larger if needed; ok is
// false when the table would exceed limit cells.
func (t *wythoffTable) value(a, b, limit int) (v uint32, ok bool) {
	if a > b {
		a, b = b, a // G is symmetric; keep the table wide, not tall
	}
	if a >= t.rows || b >= t.cols {
		rows, cols := max(a+1, t.rows), max(b+1, t.cols)
		if rows > limit/cols {
			return 0, false
		}
		t.build(rows, cols)
	}
	return t.g[a*t.cols+b], true
}

func (t *wythoffTable) build(rows, cols int) {
	t.rows, t.cols = rows, cols
	t.g = make([]uint32, rows*cols)
	stamp := make([]int, rows+cols+1) // stamp[v] == cell: v is excluded
	inRow := make([]bool, rows+cols+1)
	cell := 0
	for a := range rows {
		clear(inRow)
		rowMex := 0
		for b := range cols {
			cell++
			for x := range a {
				stamp[t.g[x*cols+b]] = cell
			}
			for d := 1; d <= min(a, b); d++ {
				stamp[t.g[(a-d)*cols+b-d]] = cell
			}
			v := rowMex
			for inRow[v] || stamp[v] == cell {
				v++
			}
			t.g[a*cols+b] = uint32(v)
			inRow[v] = true
			for inRow[rowMex] {
				rowMex++
			}
		}
	}
}
