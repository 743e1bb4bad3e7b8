package heap

import (
	"context"
	"testing"
)

// TestPickSmallSpread checks that the table rounds pickSmall chooses leave
// the scans no more values than rounds of the smallest heaps would, on
// heaps after those it chose on, and fewer on Grundy's game.
func TestPickSmallSpread(t *testing.T) {
	for _, tc := range []struct {
		spec  string
		ratio float64 // the most missed with the choice, per one missed with the smallest
	}{
		{"grundy", 0.9},
		{"officers", 1},
	} {
		r, err := Parse(tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		const n0 = 1 << 18
		e := NewEngine(r, Options{})
		if err := e.Extend(context.Background(), n0+4*missSample); err != nil {
			t.Fatal(err)
		}
		all := e.Values(nil, 0, n0+4*missSample)
		c := newCore(r)
		load(c, all[:n0])
		pickSmall(c, all[:n0])
		chosen := c.picks
		if chosen.at != n0 {
			t.Errorf("%s: picks made at %d, want %d", tc.spec, chosen.at, n0)
		}
		smallest := roundsOf(smallestRounds(c, all[:n0]), nil, tableRoundsAt(n0))
		var got, want int
		for m := n0 + missSample; m <= len(all); m += missSample {
			got += tableMisses(c, all[:m], chosen)
			want += tableMisses(c, all[:m], smallest)
		}
		t.Logf("%s: %d values missed with the picks chosen, %d with the smallest heaps",
			tc.spec, got, want)
		if want == 0 || float64(got) > tc.ratio*float64(want) {
			t.Errorf("%s: tables of the picks chosen miss %d values on %d heaps, "+
				"of the smallest heaps %d; want at most %.1f times as many",
				tc.spec, got, 4*missSample, want, tc.ratio)
		}
	}
}
