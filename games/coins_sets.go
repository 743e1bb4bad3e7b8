package games

import (
	"cmp"
	"slices"
)

// Sets of coins, as a move of a run or a block leaves them: the coins it
// turns are toggled, so what is left is a symmetric difference, written
// one way (runs as long as they go, blocks of equal runs stacked).

// A cut is the boundary before coin p, or, when end is set, after the
// last coin p = 2^64−1.
type cut struct {
	p   uint64
	end bool
}

func before(p uint64) cut { return cut{p: p} }

func after(b uint64) cut {
	if b == 1<<64-1 {
		return cut{p: b, end: true}
	}
	return cut{p: b + 1}
}

func (c cut) compare(d cut) int {
	return cmp.Or(cmp.Compare(c.p, d.p), cmp.Compare(boolInt(c.end), boolInt(d.end)))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// between is the span from cut c to cut d > c.
func between(c, d cut) span {
	if d.end {
		return span{c.p, d.p}
	}
	return span{c.p, d.p - 1}
}

// cuts returns the sorted cuts of spans, each once.
func cuts(spans []span) []cut {
	out := make([]cut, 0, 2*len(spans))
	for _, s := range spans {
		out = append(out, before(s.a), after(s.b))
	}
	slices.SortFunc(out, cut.compare)
	return slices.CompactFunc(out, func(c, d cut) bool { return c == d })
}

// toggle flips the parity of the pieces between cs that s covers.
func toggle(odd []bool, cs []cut, s span) {
	i, _ := slices.BinarySearchFunc(cs, before(s.a), cut.compare)
	j, _ := slices.BinarySearchFunc(cs, after(s.b), cut.compare)
	for k := i; k < j; k++ {
		odd[k] = !odd[k]
	}
}

// runs returns the maximal runs of odd pieces, as first and last piece.
func runs(odd []bool) [][2]int {
	var out [][2]int
	for k := 0; k < len(odd); k++ {
		if odd[k] {
			first := k
			for k+1 < len(odd) && odd[k+1] {
				k++
			}
			out = append(out, [2]int{first, k})
		}
	}
	return out
}

// xorSpans returns the coins in an odd number of spans, as sorted runs.
func xorSpans(spans []span) []span {
	cs := cuts(spans)
	if len(cs) == 0 {
		return nil
	}
	odd := make([]bool, len(cs)-1)
	for _, s := range spans {
		toggle(odd, cs, s)
	}
	var out []span
	for _, r := range runs(odd) {
		out = append(out, between(cs[r[0]], cs[r[1]+1]))
	}
	return out
}

// A block is the coins x,y for x in x and y in y.
type block struct{ x, y span }

func (b block) compare(c block) int {
	return cmp.Or(cmp.Compare(b.x.a, c.x.a), cmp.Compare(b.y.a, c.y.a), cmp.Compare(b.x.b, c.x.b), cmp.Compare(b.y.b, c.y.b))
}

// xorBlocks returns the coins in an odd number of blocks: for each band
// of rows alike, its runs, sorted.
func xorBlocks(blocks []block) []block {
	return markBlocks(blocks, func(n int) bool { return n%2 == 1 })
}

// unionBlocks returns the coins in any of blocks, written as xorBlocks
// writes them.
func unionBlocks(blocks []block) []block {
	return markBlocks(blocks, func(n int) bool { return n > 0 })
}

// markBlocks returns the coins in a number n of blocks that keep(n)
// keeps. Each row of pieces counts the blocks over it by differences, so
// that a block costs one step a row of pieces it covers.
func markBlocks(blocks []block, keep func(n int) bool) []block {
	var xs, ys []span
	for _, b := range blocks {
		xs, ys = append(xs, b.x), append(ys, b.y)
	}
	xc, yc := cuts(xs), cuts(ys)
	if len(yc) == 0 {
		return nil
	}
	diff := make([][]int, len(yc)-1)
	for j := range diff {
		diff[j] = make([]int, len(xc))
	}
	for _, b := range blocks {
		j0, _ := slices.BinarySearchFunc(yc, before(b.y.a), cut.compare)
		j1, _ := slices.BinarySearchFunc(yc, after(b.y.b), cut.compare)
		i0, _ := slices.BinarySearchFunc(xc, before(b.x.a), cut.compare)
		i1, _ := slices.BinarySearchFunc(xc, after(b.x.b), cut.compare)
		for j := j0; j < j1; j++ {
			diff[j][i0]++
			diff[j][i1]--
		}
	}
	in := make([][]bool, len(diff))
	for j, row := range diff {
		in[j] = make([]bool, len(xc)-1)
		n := 0
		for k := range in[j] {
			n += row[k]
			in[j][k] = keep(n)
		}
	}
	var out []block
	var band [][2]int // the runs of the rows from cut first
	first := 0
	flush := func(end int) {
		for _, r := range band {
			out = append(out, block{between(xc[r[0]], xc[r[1]+1]), between(yc[first], yc[end])})
		}
	}
	for j := range in {
		if rs := runs(in[j]); !slices.Equal(rs, band) {
			flush(j)
			band, first = rs, j
		}
	}
	flush(len(in))
	slices.SortFunc(out, block.compare)
	return out
}
