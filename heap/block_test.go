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
		found, lane := blockFound(c, g)
		if found == nil || lane != 0 {
			t.Fatalf("%s: blockFound at %d = (%v, %d), want a table and lane 0", spec, n0, found != nil, lane)
		}
		inTable := c.block.picked[:c.block.inTable]
		perValue := map[uint32]int{}
		for _, a := range inTable {
			y := g[a]
			if perValue[y]++; perValue[y] > blockRounds || a < blockLanes || 4*a >= n0 || c.mask.rare(y, a, c.kpar) {
				t.Errorf("%s: picked heap %d (value %d, %d times) is not a good small heap", spec, a, y, perValue[y])
			}
		}
		if len(perValue) < 10 || len(c.block.picked) <= len(inTable) {
			t.Errorf("%s: %d values and %d later heaps picked, want more", spec, len(perValue), len(c.block.picked)-len(inTable))
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
		// The next heap of the block reads the same table in the next lane.
		if again, next := blockFound(c, append(g, 0)); &again[0] != &found[0] || next != 1 {
			t.Errorf("%s: blockFound at %d gives lane %d of a new table, want lane 1 of the same", spec, n0+1, next)
		}
	}
}
