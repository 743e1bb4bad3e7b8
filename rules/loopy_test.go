package rules_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
	"github.com/nimber/nimber/rules"
)

// TestAnalyzeLoopy checks the loopy analysis of rules games against
// package loopy on the same graphs: random ones of up to six positions,
// cycles and self-loops included, written as rules files whose moves(p)
// are EDGES[p]; every position and every pair of positions.
func TestAnalyzeLoopy(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	name := func(u int) string { return fmt.Sprint(u) }
	for range 60 {
		n := 1 + rng.IntN(6)
		out := make([][]int32, n)
		var src strings.Builder
		src.WriteString("EDGES = {\n")
		for u := range n {
			var ws []string
			for w := range n {
				if rng.IntN(100) < 25 {
					out[u] = append(out[u], int32(w))
					ws = append(ws, fmt.Sprint(w))
				}
			}
			fmt.Fprintf(&src, "    %d: [%s],\n", u, strings.Join(ws, ", "))
		}
		src.WriteString("}\n\ndef moves(p):\n    return EDGES[p]\n")
		vals := loopy.Values(out)
		g, err := rules.Load("edges.star", []byte(src.String()), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var all []game.Component
		for u := range n {
			c, err := g.Parse(fmt.Sprint(u))
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, c)
		}
		got, err := g.LoopyValuesOf(all)
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(got) != fmt.Sprint(vals) {
			t.Fatalf("%s\nLoopyValuesOf = %v, loopy.Values says %v", src.String(), got, vals)
		}
		for p := range n * n {
			at := []int{p % n}
			if p >= n {
				at = append(at, p/n)
			}
			g, err := rules.Load("edges.star", []byte(src.String()), rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			var sum []game.Component
			for _, u := range at {
				c, err := g.Parse(fmt.Sprint(u))
				if err != nil {
					t.Fatal(err)
				}
				sum = append(sum, c)
			}
			r, err := game.Analyze(g, sum, game.Options{})
			if err != nil {
				t.Fatalf("%s\nanalyze %v: %v", src.String(), at, err)
			}
			want := loopy.Analyze(out, vals, at, name)
			if r.Value == "" { // no cycle met: compare with the finite value
				if want.Grundy == nil || r.Grundy.String() != want.Grundy.String() {
					t.Fatalf("%s\nanalyze %v: Grundy %v, loopy says %s", src.String(), at, r.Grundy, want.Value)
				}
				want.Value = ""
			}
			got := fmt.Sprint(r.Outcome, r.Value, r.WinningMoves, r.DrawingMoves)
			if w := fmt.Sprint(want.Outcome, want.Value, want.WinningMoves, want.DrawingMoves); got != w {
				t.Fatalf("%s\nanalyze %v: %s, loopy says %s", src.String(), at, got, w)
			}
		}
	}
}
