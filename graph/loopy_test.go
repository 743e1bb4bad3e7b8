package graph_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/graph"
)

// TestLoopyAcyclic checks that on acyclic graphs the generalized values are
// the Grundy values.
func TestLoopyAcyclic(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		n := 1 + rng.IntN(12)
		var b strings.Builder
		for u := range n {
			fmt.Fprintf(&b, "%d\n", u)
			for w := range u {
				if rng.IntN(3) == 0 {
					fmt.Fprintf(&b, "%d %d\n", u, w)
				}
			}
		}
		g, err := graph.Parse("g.txt", strings.NewReader(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		want, err := g.Values()
		if err != nil {
			t.Fatal(err)
		}
		for i, x := range g.LoopyValues() {
			if x.Infinite || x.N != want[i] {
				t.Fatalf("graph\n%s: vertex %d has %v, want %d", b.String(), i, x, want[i])
			}
		}
	}
}

func TestAnalyzeLoopy(t *testing.T) {
	const text = "a b\nb a\na c\nc d\n" // a ∞(1), b ∞(), c 1, d 0
	g, err := graph.Parse("loop.txt", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	vals := g.LoopyValues()
	tests := []struct {
		tokens []string
		want   string
	}{
		{[]string{"a"}, "graph:loop.txt [a] D ∞(1) win [] draw [{0 a [b]}]"},
		{[]string{"a", "c"}, "graph:loop.txt [a c] N ∞(0) win [{0 a [c]}] draw []"},
		{[]string{"c", "c"}, "graph:loop.txt [c c] P 0 win [] draw []"},
		{[]string{"c", "d"}, "graph:loop.txt [c d] N 1 win [{0 c [d]}] draw []"},
	}
	for _, test := range tests {
		r, err := g.AnalyzeLoopy(vals, test.tokens)
		if err != nil {
			t.Fatal(err)
		}
		got := fmt.Sprint(r.Game, " ", r.Position, " ", r.Outcome, " ", r.Value, " win ", r.WinningMoves, " draw ", r.DrawingMoves)
		if got != test.want {
			t.Errorf("AnalyzeLoopy(%v) = %s, want %s", test.tokens, got, test.want)
		}
	}
	if _, err := g.AnalyzeLoopy(vals, []string{"a", "z"}); !errs.Is(err, errs.Usage) {
		t.Errorf("AnalyzeLoopy with a vertex not in the graph: error %v, want a usage error", err)
	}
}
