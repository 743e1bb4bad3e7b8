package games_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// genusOnly hides a family's tameness, so that Analyze values misère sums
// by their genus, searched.
type genusOnly struct {
	game.Family
	game.GenusFamily
}

// A misère sum of tame heaps is answered by misère Nim's rule: the same
// outcome, misère value, genus and winning moves as by the genus search.
func TestMisereTameMatchesGenus(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, spec := range []string{"octal:0.22", "octal:0.33", "octal:0.[7]", "lasker", "subtraction:1,2,3", "octal:0.77"} {
		f, err := games.Lookup(spec, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := f.(game.TameFamily); !ok {
			if spec == "lasker" {
				continue // its catalog family is a closed form, not a heap game's
			}
			t.Fatalf("%s is no TameFamily", spec)
		}
		plain := genusOnly{f, f.(game.GenusFamily)}
		for range 25 {
			var sum []game.Component
			for range 1 + rng.IntN(4) {
				c, err := f.Parse(strconv.Itoa(rng.IntN(13)))
				if err != nil {
					t.Fatal(err)
				}
				sum = append(sum, c)
			}
			got, err := sums.Analyze(f, sum, sums.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			want, err := sums.Analyze(plain, sum, sums.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			if g, w := summary(got), summary(want); g != w {
				t.Errorf("%s %v misère: %s, by genus %s", spec, game.Option(sum).Strings(), g, w)
			}
		}
	}
}

// summary is what a misère report says: outcome, value, genus, moves.
func summary(r *answer.Report) string {
	var moves []string
	for _, m := range r.WinningMoves {
		moves = append(moves, fmt.Sprint(m.Component, m.To))
	}
	slices.Sort(moves)
	v := "-"
	if r.MisereValue != nil {
		v = r.MisereValue.String()
	}
	return fmt.Sprintf("%v %s %s %v", r.Outcome, v, r.Genus, moves)
}
