package games_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
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
			got, err := sums.Analyze(f, sum, sums.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			want, err := sums.Analyze(plainFamily{f}, sum, sums.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
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

// moves lists a report's winning moves as text, sorted.
func moves(r *answer.Report) []string {
	var s []string
	for _, m := range r.WinningMoves {
		s = append(s, fmt.Sprint(m))
	}
	slices.Sort(s)
	return s
}

// A misère search stopped at its bound leaves the family able to value
// the next sum.
func TestMisereAfterLimit(t *testing.T) {
	f, err := games.Lookup("kayles", games.Config{MaxPositions: 2000})
	if err != nil {
		t.Fatal(err)
	}
	big := []game.Component{mustParse(t, f, "30"), mustParse(t, f, "35")}
	if _, err := sums.Analyze(f, big, sums.Options{Misere: true}); !errs.Is(err, errs.Limit) {
		t.Fatalf("kayles 30 35 with 2000 sums: %v, want a limit error", err)
	}
	// Heap 20: sums the stopped search did not reach.
	r, err := sums.Analyze(f, []game.Component{mustParse(t, f, "20")}, sums.Options{Misere: true})
	if err != nil || r.Genus != "1^031" {
		t.Errorf("kayles 20 after the limit: %v, want genus 1^031", err)
	}
}

// A large heap of a game that does not split is valued within the
// default bounds: subtraction:1,3,4's misère values repeat 1 0 1 0 2 3 2
// from heap 0 (misere.Period proves it), so heap 200,000 = 3 mod 7 is
// lost.
func TestMisereLargeHeap(t *testing.T) {
	f := mustLookup(t, "subtraction:1,3,4")
	r, err := sums.Analyze(f, []game.Component{mustParse(t, f, "200000")}, sums.Options{Misere: true})
	if err != nil || r.Outcome != game.P || r.MisereValue == nil || !r.MisereValue.IsZero() {
		t.Fatalf("subtraction:1,3,4 200000, misère: %+v, %v; want P, misère value 0", r, err)
	}
}

// A single heap past 2^16 of a game that does not split is valued from
// the proved period of the genera: the same genus a search finds, and
// the winning moves of the search.
func TestMiserePeriodicHeap(t *testing.T) {
	for _, spec := range []string{"subtraction:1,3,4", "subtraction:3,5,8,13", "subtraction:2,5,7"} {
		f := mustLookup(t, spec)
		r, err := heap.Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		genera, err := misere.NewHeaps(r, 0).Sequence(context.Background(), 66_000)
		if err != nil {
			t.Fatal(err)
		}
		for n := 65_536; n < 66_000; n += 37 {
			got, err := sums.Analyze(f, []game.Component{mustParse(t, f, fmt.Sprint(n))}, sums.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			if want := genera[n]; got.Genus != want.String() || (got.Outcome == game.P) != (want.Misere() == 0) {
				t.Errorf("%s %d misère: genus %s, %v; want %v", spec, n, got.Genus, got.Outcome, want)
			}
			for _, m := range got.WinningMoves {
				to, _ := strconv.Atoi(m.To[0])
				if genera[to].Misere() != 0 {
					t.Errorf("%s %d: winning move to %d, of misère value %d", spec, n, to, genera[to].Misere())
				}
			}
			var want int64 // every take to a heap of misère value 0
			set, _ := strings.CutPrefix(spec, "subtraction:")
			for _, s := range strings.Split(set, ",") {
				k, _ := strconv.Atoi(s)
				if genera[n-k].Misere() == 0 {
					want++
				}
			}
			if got.Count != want {
				t.Errorf("%s %d: %d winning moves, want %d", spec, n, got.Count, want)
			}
		}
	}
}
