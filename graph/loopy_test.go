package graph_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/graph"
)

// randomGraph returns the text and the graph of n vertices 0..n-1, each
// edge u → w there with probability 1/oneIn: only to w < u if acyclic.
func randomGraph(t *testing.T, rng *rand.Rand, n, oneIn int, acyclic bool) (string, *graph.Graph) {
	t.Helper()
	var b strings.Builder
	for u := range n {
		fmt.Fprintf(&b, "%d\n", u)
		for w := range n {
			if (!acyclic || w < u) && rng.IntN(oneIn) == 0 {
				fmt.Fprintf(&b, "%d %d\n", u, w)
			}
		}
	}
	g, err := graph.Parse("g.txt", strings.NewReader(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	return b.String(), g
}

// TestLoopyAcyclic checks that on acyclic graphs the generalized values are
// the Grundy values.
func TestLoopyAcyclic(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 200 {
		text, g := randomGraph(t, rng, 1+rng.IntN(12), 3, true)
		want, err := g.Values(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		for i, x := range g.LoopyValues() {
			if x.Infinite || x.N != want[i] {
				t.Fatalf("graph\n%s: vertex %d has %v, want %d", text, i, x, want[i])
			}
		}
	}
}

// TestAnalyzeLoopy checks that sums.Analyze turns to AnalyzeLoopy on a
// graph with a cycle.
func TestAnalyzeLoopy(t *testing.T) {
	const text = "a b\nb a\na c\nc d\n" // a ∞(1), b ∞(), c 1, d 0
	g, err := graph.Parse("loop.txt", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		tokens []string
		want   string
	}{
		{[]string{"a"}, "graph:loop.txt [a] D ∞(1) win [] draw [{0 a [b] }]"},
		{[]string{"a", "c"}, "graph:loop.txt [a c] N ∞(0) win [{0 a [c] }] draw []"},
		// No cycle is reached from c and d: plain Grundy values.
		{[]string{"c", "c"}, "graph:loop.txt [c c] P Grundy 0 win [] draw []"},
		{[]string{"c", "d"}, "graph:loop.txt [c d] N Grundy 1 win [{0 c [d] }] draw []"},
	}
	for _, test := range tests {
		var sum []game.Component
		for _, tok := range test.tokens {
			c, err := g.Parse(tok)
			if err != nil {
				t.Fatal(err)
			}
			sum = append(sum, c)
		}
		r, err := sums.Analyze(g, sum, sums.Options{})
		if err != nil {
			t.Fatal(err)
		}
		value := r.Value // set when a cycle was met
		if value == "" {
			value = "Grundy " + r.Grundy.String()
		}
		got := fmt.Sprint(r.Game, " ", r.Position, " ", r.Outcome, " ", value, " win ", r.WinningMoves, " draw ", r.DrawingMoves)
		if got != test.want {
			t.Errorf("AnalyzeLoopy(%v) = %s, want %s", test.tokens, got, test.want)
		}
	}
	if _, err := sums.Analyze(g, nil, sums.Options{}); !errs.Is(err, errs.Usage) {
		t.Errorf("Analyze of no tokens: error %v, want a usage error", err)
	}
	// Misère play searches every sum reachable: d, with no move, is won
	// by its mover, so c is lost, a is won by moving to c, and so b, whose
	// only move is to a, is lost too.
	a, _ := g.Parse("a")
	if r, err := sums.Analyze(g, []game.Component{a}, sums.Options{Misere: true}); err != nil || r.Outcome != game.N || fmt.Sprint(r.WinningMoves) != "[{0 a [b] } {0 a [c] }]" {
		t.Errorf("misère Analyze on a cycle: %+v, %v; want N, won by a → b and a → c", r, err)
	}
}

func TestVertexValues(t *testing.T) {
	cases := []struct {
		text   string
		cyclic bool
		want   string // name=value, in order of first appearance
	}{
		{"a b\nb c\na c\n", false, "a=2 b=1 c=0"},
		{"a b\nb a\na c\nc d\n", true, "a=∞(1) b=∞() c=1 d=0"},
	}
	for _, c := range cases {
		g, err := graph.Parse("g", strings.NewReader(c.text))
		if err != nil {
			t.Fatal(err)
		}
		vs, cyclic, err := g.VertexValues(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, v := range vs {
			s := v.Value
			if !cyclic {
				s = fmt.Sprint(*v.Grundy)
			}
			if cyclic && (v.Grundy != nil) == strings.HasPrefix(v.Value, "∞") {
				t.Errorf("%q: vertex %s has value %s and Grundy %v: want Grundy exactly when finite", c.text, v.Name, v.Value, v.Grundy)
			}
			got = append(got, v.Name+"="+s)
		}
		if cyclic != c.cyclic || strings.Join(got, " ") != c.want {
			t.Errorf("%q: %v (cyclic %v), want %s (cyclic %v)", c.text, got, cyclic, c.want, c.cyclic)
		}
	}
}
