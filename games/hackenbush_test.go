package games_test

import (
	"testing"

	"github.com/nimber/nimber/game"
)

// trees returns every tree of 1 to n edges in bracket notation.
func trees(n int) []string {
	var out []string
	var rec func(s string, open, edges int)
	rec = func(s string, open, edges int) {
		if open == 0 && s != "" {
			out = append(out, s)
		}
		if edges < n {
			rec(s+"(", open+1, edges+1)
		}
		if open > 0 {
			rec(s+")", open-1, edges)
		}
	}
	rec("", 0, 0)
	return out
}

func TestHackenbushBruteForce(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	checkValues(t, f, trees(7))
	checkMovesTo(t, f, trees(6), 7)
	checkFamily(t, "hackenbush", trees(3), 2)
}

func TestHackenbushValues(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	cases := []struct {
		tree string
		want uint64
	}{
		{"()", 1},
		{"((((()))))", 5}, // a stalk: a Nim heap
		{"()()", 0},       // two edges from the ground
		{"(()())", 1},     // a fork: 0 + 1
		// ((())()) is an edge under (())() = 2 ^ 1, worth 4; (()()) is
		// worth 0 + 1; () is worth 1: 4 ^ 1 ^ 1.
		{"((())())(()())()", 4},
	}
	for _, c := range cases {
		if got := value(t, f, c.tree); got.Cmp(game.Star(c.want)) != 0 {
			t.Errorf("hackenbush %s = %v, want *%d", c.tree, got, c.want)
		}
	}
	for _, bad := range []string{"", "(", ")(", "(()", "(x)", "[]"} {
		if _, err := f.Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded, want an error", bad)
		}
	}
}
