package census

import (
	"context"
	"testing"
	"time"

	"github.com/nimber/nimber/internal/longtest"
)

// newlySolved are games UnsolvedGames.md lists as unsolved whose period
// the census proves (docs/census.md): preperiod n0 and period p. Each
// census record is re-derived by Verify from the game's plain values,
// with no engine of heap's: the octal periodicity theorem's condition,
// G(n+p) = G(n) for n0 ≤ n < 2·n0 + p + 3 (moves take at most three
// tokens and leave at most two heaps), that p and n0 are the least, and
// the record's statistics. The plain mex costs about n² for n values:
// the two whose proofs need 220,811 and 588,285 run in the long tier.
var newlySolved = []struct {
	game  string
	n0, p int
	long  bool
}{
	{"4.344", 998, 51, false},
	{"4.364", 11687, 62, false},
	{"4.064", 94272, 16132, true},
	{"4.406", 294097, 44, true},
}

func TestNewlySolved(t *testing.T) {
	for _, g := range newlySolved {
		if g.long && !longtest.Enabled {
			continue
		}
		r := recordOf(t, g.game, 1<<20)
		if r.Class != Solved || r.SameAs != "" || preOf(r) != g.n0 || perOf(r) != g.p {
			t.Errorf("%s: class %s (same as %q), preperiod %d, period %d; want solved, %d and %d", g.game, r.Class, r.SameAs, preOf(r), perOf(r), g.n0, g.p)
			continue
		}
		start := time.Now()
		v, err := Verify(context.Background(), []Record{r}, VerifyOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range v.Problems {
			t.Errorf("%s: %s", p.Game, p.Problem)
		}
		if v.Solved != 1 || v.Values < int64(r.ProvedAt) {
			t.Errorf("%s: %d solved records verified from %d plain values; want 1 from at least %d", g.game, v.Solved, v.Values, r.ProvedAt)
		}
		t.Logf("%s: %d plain values in %s", g.game, v.Values, time.Since(start).Round(time.Millisecond))
	}
}
