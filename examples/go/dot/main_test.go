package main

import (
	"fmt"
	"testing"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/internal/sametest"
)

// The game in Go and examples/dot.star give the same answers, with the
// parameters set alike.
func TestSameAsRules(t *testing.T) {
	opt := cli.Options{Games: custom.Games(game)}
	for _, args := range []string{
		"analyze %s --json",
		"analyze %s --json --set D=4",
		"analyze %s --json --set D=5 --set REFLECT=False",
		"analyze %s --json --misere 1,1 2,0 --set VECTORS=[(1,_1),_(2,_3)]",
		"analyze %s --json --misere 0,0 --set D=6",
		"table %s --json --x -3..6 --y -3..6 --set D=8",
		"table %s --json --x 0..5 --y 0..5 --set D=7 --misere",
	} {
		sametest.Same(t, opt, fmt.Sprintf(args, "dot"), fmt.Sprintf(args, "../../dot.star"))
	}
}

// The contest's samples: Anton, who moves first, wins with D = 3 and
// loses with D = 4.
func TestSamples(t *testing.T) {
	opt := cli.Options{Games: custom.Games(game), Game: "dot"}
	for _, c := range []struct {
		set, outcome string
	}{{"D=3", "N"}, {"D=4", "P"}} {
		if got := sametest.JSON(t, opt, "analyze", "--json", "--set", c.set)["outcome"]; got != c.outcome {
			t.Errorf("analyze --set %s: outcome %v, want %s", c.set, got, c.outcome)
		}
	}
}
