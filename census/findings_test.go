package census

import (
	"context"
	"slices"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// newlySolved are games UnsolvedGames.md lists as unsolved whose period
// the census proves (docs/census.md): preperiod n0, period p, and t, the
// most tokens a move removes. Each is checked here without the census
// or heap's prover: values by the textbook mex where that is quick (by
// the engine, checked against the mex on the first 20,000, otherwise),
// and the octal periodicity theorem's condition, G(n+p) = G(n) for
// n0 ≤ n < 2·n0 + p + t (moves leave at most two heaps), read off them.
var newlySolved = []struct {
	game     string
	n0, p, t int
	long     bool
}{
	{"4.344", 998, 51, 3, false},
	{"4.364", 11687, 62, 3, false},
	{"4.064", 94272, 16132, 3, true},
	{"4.406", 294097, 44, 3, true},
}

func TestNewlySolved(t *testing.T) {
	for _, g := range newlySolved {
		if g.long && !longtest.Enabled {
			continue
		}
		r := rules(g.game)
		if tk, ok := r.MaxTake(); !ok || tk != g.t || r.MaxHeaps() != 2 {
			t.Fatalf("%s: takes at most %d (%v), leaves %d heaps; want %d and 2", g.game, tk, ok, r.MaxHeaps(), g.t)
		}
		need := 2*g.n0 + 2*g.p + g.t
		var vals []uint32
		if !g.long {
			vals = heap.Plain(r, need)
		} else {
			e := heap.NewEngine(r, heap.Options{Workers: 2})
			if err := e.Extend(context.Background(), need); err != nil {
				t.Fatal(err)
			}
			vals = e.Values(nil, 0, need)
			if plain := heap.Plain(r, 20000); !slices.Equal(vals[:20000], plain) {
				t.Fatalf("%s: the engine and the textbook mex differ below 20,000", g.game)
			}
		}
		for n := g.n0; n+g.p < need; n++ {
			if vals[n+g.p] != vals[n] {
				t.Fatalf("%s: G(%d) = %d but G(%d) = %d: no period %d from %d", g.game, n+g.p, vals[n+g.p], n, vals[n], g.p, g.n0)
			}
		}
		if vals[g.n0-1+g.p] == vals[g.n0-1] {
			t.Errorf("%s: the period starts before %d", g.game, g.n0)
		}
		for q := 1; q < g.p; q++ {
			if g.p%q == 0 && slices.Equal(vals[g.n0:g.n0+g.p], vals[g.n0+q:g.n0+q+g.p]) {
				t.Errorf("%s: period %d is shorter than %d", g.game, q, g.p)
			}
		}
	}
}
