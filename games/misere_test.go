package games_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// plainFamily hides every method of a family but game.Family's, so that
// Analyze searches its misère sums generically.
type plainFamily struct{ f game.Family }

func (p plainFamily) Name() string                           { return p.f.Name() }
func (p plainFamily) Parse(s string) (game.Component, error) { return p.f.Parse(s) }

// TestMisereGenus checks misère analyses by genus against the generic
// search of the same sums: outcome and every winning move.
func TestMisereGenus(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, spec := range []string{"kayles", "dawson", "grundy", "officers", "octal:0.137", "hex:0.3F", "subtraction:1,3,4", "allbut:2,3"} {
		f := mustLookup(t, spec)
		if _, ok := f.(game.GenusFamily); !ok {
			t.Fatalf("%s is not a game.GenusFamily", spec)
		}
		for range 40 {
			var sum []game.Component
			for range 1 + rng.IntN(3) {
				sum = append(sum, mustParse(t, f, fmt.Sprint(rng.IntN(13))))
			}
			got, err := game.Analyze(f, sum, game.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			want, err := game.Analyze(plainFamily{f}, sum, game.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			moves := func(r *game.Report) []string {
				var s []string
				for _, m := range r.WinningMoves {
					s = append(s, fmt.Sprint(m))
				}
				slices.Sort(s)
				return s
			}
			if got.Outcome != want.Outcome || !slices.Equal(moves(got), moves(want)) {
				t.Errorf("%s %v misère: %v %v, want %v %v (the generic search)", spec, got.Position, got.Outcome, moves(got), want.Outcome, moves(want))
			}
			if got.MisereValue == nil || got.MisereValue.IsZero() != (got.Outcome == game.P) || got.Genus == "" {
				t.Errorf("%s %v misère: value %v, genus %q, outcome %v", spec, got.Position, got.MisereValue, got.Genus, got.Outcome)
			}
		}
	}
}

// A misère search stopped at its bound leaves the family able to value
// the next sum.
func TestMisereAfterLimit(t *testing.T) {
	f, err := games.Lookup("kayles", games.Config{MaxPositions: 2000})
	if err != nil {
		t.Fatal(err)
	}
	big := []game.Component{mustParse(t, f, "30"), mustParse(t, f, "35")}
	if _, err := game.Analyze(f, big, game.Options{Misere: true}); !errs.Is(err, errs.Limit) {
		t.Fatalf("kayles 30 35 with 2000 sums: %v, want a limit error", err)
	}
	// Heap 20: sums the stopped search did not reach.
	r, err := game.Analyze(f, []game.Component{mustParse(t, f, "20")}, game.Options{Misere: true})
	if err != nil || r.Genus != "1^031" {
		t.Errorf("kayles 20 after the limit: %v, want genus 1^031", err)
	}
}

// A large heap of a game that does not split is valued bottom up, within
// the default bounds: subtraction:1,3,4's misère values repeat 1 0 1 0 2
// 3 2 from heap 0 (misere.Period proves it), so heap 200,000 = 3 mod 7
// is lost.
func TestMisereLargeHeap(t *testing.T) {
	f := mustLookup(t, "subtraction:1,3,4")
	r, err := game.Analyze(f, []game.Component{mustParse(t, f, "200000")}, game.Options{Misere: true})
	if err != nil || r.Outcome != game.P || r.MisereValue == nil || !r.MisereValue.IsZero() {
		t.Fatalf("subtraction:1,3,4 200000, misère: %+v, %v; want P, misère value 0", r, err)
	}
}
