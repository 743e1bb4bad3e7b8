package heap

import (
	"math/bits"
	"testing"
)

// TestBlockTable checks the block table against the splits it stands for:
// for every heap of a block and every value x, its lane bit is set exactly
// when a split (a, rest−a) at a small heap a of the table's rounds gives x,
// and those heaps are a balanced choice: common-class heaps that split
// every later heap properly, no value more often than blockRounds times.
func TestBlockTable(t *testing.T) {
	for _, spec := range []string{"grundy", "officers", "0.7777", "0.04"} {
		r, err := Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		const n0 = blockFrom + 123
		g := Plain(r, n0)
		c := newCore(r)
		load(c, g)
		pickSmall(c, g)
		b := blockTable{moves: c.splitMoves}
		buildBlock(&b, c.picks, c.maxVal, g)
		found := b.found
		inTable := c.picks.heaps[:c.picks.inTable]
		perValue := map[uint32]int{}
		for _, a := range inTable {
			y := g[a]
			if perValue[y]++; perValue[y] > blockRounds || a < blockLanes || 4*a >= n0 || c.mask.rare(y, a, c.kpar) {
				t.Errorf("%s: picked heap %d (value %d, %d times) is not a good small heap", spec, a, y, perValue[y])
			}
		}
		if len(perValue) < 10 || len(c.picks.heaps) <= len(inTable) {
			t.Errorf("%s: %d values and %d later heaps picked, want more", spec, len(perValue), len(c.picks.heaps)-len(inTable))
		}
		for j := range blockLanes {
			want := make([]bool, 2<<bits.Len32(c.maxVal))
			for _, k := range c.split2 {
				for _, a := range inTable {
					want[g[a]^g[n0+j-k-a]] = true
				}
			}
			for x, w := range want {
				if got := found[x]>>j&1 == 1; got != w {
					t.Errorf("%s: heap %d: table has %d = %v, want %v", spec, n0+j, x, got, w)
				}
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
