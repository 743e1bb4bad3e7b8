package heap

import (
	"context"
	"math/bits"
	"testing"
)

// TestBlockTable checks the block table against the splits it stands for,
// and that those splits are at a balanced choice of small heaps:
// common-class heaps that split every later heap properly, no value more
// often than tableRoundsAt times.
func TestBlockTable(t *testing.T) {
	for _, spec := range []string{"grundy", "officers", "0.7777", "0.04"} {
		r, err := Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		const n0 = 1<<14 + 123
		g := Plain(r, n0)
		c := newCore(r)
		load(c, g)
		pickSmall(c, g)
		b := blockTable{moves: c.splitMoves}
		buildBlock(&b, c.picks, c.maxVal, g)
		inTable := c.picks.heaps[:c.picks.inTable]
		perValue := map[uint32]int{}
		for i, a := range inTable {
			y := uint32(g[a])
			if y != c.picks.vals[i] {
				t.Errorf("%s: picked heap %d has value %d, recorded as %d", spec, a, y, c.picks.vals[i])
			}
			if perValue[y]++; perValue[y] > tableRoundsAt(n0) || a < tableLanes || 4*a >= n0 || c.mask.rare(y, a, c.kpar) {
				t.Errorf("%s: picked heap %d (value %d, %d times) is not a good small heap", spec, a, y, perValue[y])
			}
		}
		if b.covered != c.picks.inTable {
			t.Errorf("%s: table rounds %v, table built with %d picks", spec, c.picks.inTable, b.covered)
		}
		if len(perValue) < 10 || len(c.picks.heaps) <= len(inTable) {
			t.Errorf("%s: %d values and %d later heaps picked, want more", spec, len(perValue), len(c.picks.heaps)-len(inTable))
		}
		checkTable(t, spec, &b, c, g, ^uint32(0), func(int, uint32) bool { return true })
	}
}

// TestBlockTableLanes checks tables built with each lane kernel, past the
// last rare heap (brought near by a small window).
func TestBlockTableLanes(t *testing.T) {
	kernels := laneKernels(t)
	for _, spec := range []string{"grundy", "officers"} {
		r, err := Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		e := NewEngine(r, Options{})
		const n0 = 1 << 17
		if err := e.Extend(context.Background(), n0); err != nil {
			t.Fatal(err)
		}
		g := e.Values(nil, 0, n0)
		c := newCore(r)
		load(c, g)
		pickSmall(c, g)
		for name, k := range kernels {
			fastLanes = k
			b := blockTable{moves: c.splitMoves, rows: &laneRows{}, mask: c.mask, lastRare: c.lastRare}
			if !b.lanesFit(n0, c.maxVal) {
				t.Fatalf("%s: the kernel cannot build the table at heap %d (last rare heap %d)", spec, n0, c.lastRare)
			}
			guess := b.tableCost(c.picks, c.maxVal, n0)
			buildBlock(&b, c.picks, c.maxVal, g)
			// A table's cost guessed before the rows exist decides whether
			// the first table is built: a gross overestimate means never.
			if cost := b.tableCost(c.picks, c.maxVal, n0); guess > 2*cost || 2*guess < cost {
				t.Errorf("%s: a table's cost guessed as %d per heap, %d once the rows are built", spec, guess, cost)
			}
			far := len(b.later) - (len(c.picks.heaps) - c.picks.inTable)
			if len(b.near.groups) == 0 || far == 0 {
				t.Errorf("%s: %d groups of picks near and %d far, want some of each", spec, len(b.near.groups), far)
			}
			// The kernel leaves out the partners of the rarest values.
			inRows := map[uint32]bool{}
			for v := range c.maxVal + 1 {
				if k := b.rows.rowOf(v); k >= 0 && k < len(b.rows.set(true)) {
					inRows[v] = true
				}
			}
			if b.rows.tableRows >= b.rows.used {
				t.Errorf("%s: all %d rows in the table, want fewer", spec, b.rows.used)
			}
			if b.rows.limit > c.maxVal {
				t.Errorf("%s: the kernels' limit %d is above every value (%d)", spec, b.rows.limit, c.maxVal)
			}
			checkTable(t, spec+", "+name+" kernel", &b, c, g, b.rows.limit, func(a int, w uint32) bool {
				return a+c.maxSplit <= wideWindow && inRows[w]
			})
		}
	}
}

// checkTable checks b, the table of the block from heap len(g): for every
// heap of it and every value x below limit, its lane bit is set exactly
// when a split (a, rest−a) at a small heap a of the table's rounds gives
// x, of those splits for which in(a, G(rest−a)); above limit, only if.
func checkTable[T value](t *testing.T, name string, b *blockTable, c *core, g []T, limit uint32, in func(a int, w uint32) bool) {
	t.Helper()
	n0 := len(g)
	inTable := c.picks.heaps[:b.covered]
	for j := range tableLanes {
		want := make([]bool, 2<<bits.Len32(c.maxVal))
		for _, k := range c.split2 {
			for _, a := range inTable {
				if w := g[n0+j-k-a]; in(a, uint32(w)) {
					want[g[a]^w] = true
				}
			}
		}
		for x, w := range want {
			if got := b.has(uint32(x), uint(j)); got != w && (uint32(x) < limit || got) {
				t.Fatalf("%s: heap %d: table has %d = %v, want %v", name, n0+j, x, got, w)
			}
		}
	}
}

// TestConfirmBlock checks that confirmBlock, with and without tables,
// drops exactly the values some split of the heap gives among those the
// picked splits could, and keeps every value no split gives.
func TestConfirmBlock(t *testing.T) {
	r, err := Parse("grundy")
	if err != nil {
		t.Fatal(err)
	}
	const n0 = blockFrom + 500
	g := Plain(r, n0+3*blockLanes)
	for _, table := range []bool{false, true} {
		c := newCore(r)
		load(c, g[:n0])
		c.ensureClasses()
		pickSmall(c, g[:n0])
		for n := n0; n < len(g); n++ {
			c.block.useTable, c.block.measuring, c.block.windowStart = table, !table, n // no switching
			options := make([]bool, len(c.stamp))
			for a := 1; 2*a < n; a++ {
				options[g[a]^g[n-a]] = true
			}
			var pend []uint32
			for x := range uint32(len(c.stamp)) {
				pend = append(pend, x)
			}
			left := confirmBlock(&c.block, c.picks, c.maxVal, make([]uint64, len(c.stamp)), 1, g[:n], pend)
			kept := map[uint32]bool{}
			for _, x := range left {
				kept[x] = true
			}
			for x, isOption := range options {
				if !isOption && !kept[uint32(x)] {
					t.Fatalf("table %v: heap %d: confirmBlock dropped %d, which no split gives", table, n, x)
				}
			}
			if len(left) == len(pend) {
				t.Errorf("table %v: heap %d: confirmBlock dropped nothing", table, n)
			}
		}
	}
}

// TestTableRoundsAt checks that picks made from moreRoundsFrom on put
// moreRounds rounds in tables, and tableRounds before.
func TestTableRoundsAt(t *testing.T) {
	for _, tc := range []struct{ n, want int }{{moreRoundsFrom - 1, tableRounds}, {moreRoundsFrom, moreRounds}} {
		c := &core{}
		g := make([]uint8, tc.n)
		for i := range g {
			g[i] = uint8(i%16 | 1) // values 1, 3, …, 15: each often, all common under mask 1
		}
		c.mask, c.maxVal = rareMask{bits: 1}, 15
		c.split2 = []int{0}
		pickSmall(c, g)
		perValue := map[uint32]int{}
		for _, y := range c.picks.vals[:c.picks.inTable] {
			perValue[y]++
		}
		for y, k := range perValue {
			if k != tc.want {
				t.Errorf("picks made at %d: value %d in %d table rounds, want %d", tc.n, y, k, tc.want)
			}
		}
		if len(perValue) != 8 {
			t.Errorf("picks made at %d: %d values in the table, want 8", tc.n, len(perValue))
		}
	}
}
