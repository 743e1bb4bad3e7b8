package games_test

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// TestSomeMovesTo checks the moves an octal heap too large to list still
// names (game.Sampler): each is among the moves a family allowed to list
// them finds, and Analyze reports them.
func TestSomeMovesTo(t *testing.T) {
	for _, spec := range []string{"kayles", "dawson", "octal:0.137", "octal:4.7"} {
		small, err := games.Lookup(spec, games.Config{MaxPositions: 2000})
		if err != nil {
			t.Fatal(err)
		}
		full := mustLookup(t, spec)
		for _, n := range []int{4321, 5000} {
			h := mustParse(t, small, fmt.Sprint(n))
			whole := mustParse(t, full, fmt.Sprint(n))
			if _, err := h.(game.ValueMover).MovesTo(context.Background(), game.Star(0)); err == nil {
				t.Fatalf("%s heap %d lists its moves with MaxPositions 2000; the test needs it not to", spec, n)
			}
			found := 0
			for v := range uint64(8) {
				some, err := h.(game.Sampler).SomeMovesTo(context.Background(), game.Star(v), 3)
				if err != nil {
					t.Fatalf("%s heap %d: SomeMovesTo(*%d): %v", spec, n, v, err)
				}
				all, err := whole.(game.ValueMover).MovesTo(context.Background(), game.Star(v))
				if err != nil {
					t.Fatal(err)
				}
				var want []string
				for _, o := range all {
					want = append(want, fmt.Sprint(o.Strings()))
				}
				if len(some) > 3 || len(some) == 0 && len(all) > 0 {
					t.Errorf("%s heap %d: %d moves to *%d found, %d exist; want 1 to 3", spec, n, len(some), v, len(all))
				}
				for _, o := range some {
					if !slices.Contains(want, fmt.Sprint(o.Strings())) {
						t.Errorf("%s heap %d: move to %v is not a move to *%d", spec, n, o.Strings(), v)
					}
				}
				found += len(some)
			}
			if found == 0 {
				t.Errorf("%s heap %d: no move found to any of *0..*7", spec, n)
			}
		}
	}
	f := mustLookup(t, "kayles")
	sum := []game.Component{mustParse(t, f, "1000000000000000000000"), mustParse(t, f, "3")}
	r, err := sums.Analyze(f, sum, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Unlisted) != 1 || len(r.Unlisted[0].Examples) == 0 {
		t.Fatalf("Analyze(kayles 10^21 3): unlisted %+v, want heap 1 with examples", r.Unlisted)
	}
}
