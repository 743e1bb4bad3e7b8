package rules_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
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
		g, err := rules.Load(context.Background(), "edges.star", []byte(src.String()), rules.Options{})
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
		got, err := g.LoopyValuesOf(context.Background(), all)
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
			g, err := rules.Load(context.Background(), "edges.star", []byte(src.String()), rules.Options{})
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
			r, err := sums.Analyze(g, sum, sums.Options{})
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

// TestLoopySumTheorem checks, on games of rows whose moves may loop, that
// the generalized value of several rows, from the graph of whole
// positions, is the loopy.Sum of the rows' values: the sum theorem the
// values rest on, and the exploration of positions that components()
// splits (it is ignored there).
func TestLoopySumTheorem(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	mixed := 0 // sums of one infinite row and rows of a non-zero XOR: the case Sum shifts K in
	for range 100 {
		// ROW[n]: what a row of n (1 to 5) may become; 0 is no row. Mostly
		// shorter, now and then longer: cycles, and finite values too.
		var src strings.Builder
		src.WriteString("ROW = {\n")
		for n := 1; n <= 5; n++ {
			var to []string
			for m := range 6 {
				if m < n && rng.IntN(100) < 60 || m > n && rng.IntN(100) < 15 {
					to = append(to, fmt.Sprint(m))
				}
			}
			fmt.Fprintf(&src, "    %d: [%s],\n", n, strings.Join(to, ", "))
		}
		src.WriteString(`}

def moves(rows):
    out = []
    for i, n in enumerate(rows):
        rest = list(rows[:i] + rows[i + 1:])
        for m in ROW[n]:
            out.append(tuple(sorted(rest + ([m] if m > 0 else []))))
    return out

def components(rows):
    return [(n,) for n in rows]

def parse(s):
    return tuple(sorted([int(n) for n in s.split() if int(n) > 0]))
`)
		g, err := rules.Load(context.Background(), "rows.star", []byte(src.String()), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var ps []game.Component
		var texts []string
		for a := 1; a <= 5; a++ {
			for b := 0; b <= a; b++ {
				for c := 0; c <= b; c++ {
					text := fmt.Sprintf("%d %d %d", a, b, c)
					p, err := g.Parse(text)
					if err != nil {
						t.Fatal(err)
					}
					ps, texts = append(ps, p), append(texts, text)
				}
			}
		}
		vals, err := g.LoopyValuesOf(context.Background(), ps)
		if err != nil {
			t.Fatalf("%s\n%v", src.String(), err)
		}
		row := map[string]loopy.Value{"0": {}}
		for i, text := range texts {
			if n := strings.Fields(text)[0]; text == n+" 0 0" {
				row[n] = vals[i]
			}
		}
		for i, text := range texts {
			var parts []loopy.Value
			infinite, xor := 0, uint64(0)
			for _, n := range strings.Fields(text) {
				parts = append(parts, row[n])
				if row[n].Infinite {
					infinite++
				} else {
					xor ^= row[n].N
				}
			}
			if infinite == 1 && xor != 0 {
				mixed++
			}
			if want := loopy.Sum(parts...); vals[i].String() != want.String() {
				t.Fatalf("%s\nrows %s: value %v, the sum of the rows' values is %v", src.String(), text, vals[i], want)
			}
		}
	}
	if mixed < 20 {
		t.Errorf("only %d sums of one infinite row and a non-zero rest: the games are too plain to test Sum", mixed)
	}
}

// TestLoopyGraphKept checks that loopy analyses share one graph: analysing
// again explores nothing, and a failed exploration leaves the graph as it
// was, so that later analyses are those of a fresh game.
func TestLoopyGraphKept(t *testing.T) {
	// 0..4 is a line with no way off: every cell a draw. 10 leads to the
	// line and to 11, whose moves fail; 5 leads to 4 and to 6, a dead end.
	const src = `
def moves(p):
    if p == 11:
        return [1 // 0]
    if p == 10:
        return [0, 11]
    if p == 5:
        return [4, 6]
    if p == 6:
        return []
    return [q for q in (p - 1, p + 1) if 0 <= q and q <= 4]
`
	load := func() *rules.Game {
		g, err := rules.Load(context.Background(), "line.star", []byte(src), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	analyze := func(g *rules.Game, pos string) *answer.Report {
		c, err := g.Parse(pos)
		if err != nil {
			t.Fatal(err)
		}
		r, err := sums.Analyze(g, []game.Component{c}, sums.Options{})
		if err != nil {
			t.Fatalf("analyse %s: %v", pos, err)
		}
		return r
	}
	values := func(g *rules.Game, pos string) (string, error) {
		c, err := g.Parse(pos)
		if err != nil {
			t.Fatal(err)
		}
		vals, err := g.LoopyValuesOf(context.Background(), []game.Component{c})
		return fmt.Sprint(vals), err
	}
	g := load()
	if _, err := values(g, "10"); err == nil {
		t.Fatal("the value of 10: no error, want moves(11)'s division by zero")
	}
	// Exploring from 10 reached 0 and 1 before 11 failed. Kept, 1 would be
	// a dead end, and 0 a win.
	got, err := values(g, "0")
	want, _ := values(load(), "0")
	if err != nil || got != want {
		t.Errorf("the value of 0 after a failed exploration: %s, %v; a fresh game's %s", got, err, want)
	}
	// A position new to the graph is valued with the rest: 5, worth ∞(0)
	// (a win by moving to 6), as in a fresh game.
	got, err = values(g, "5")
	want, _ = values(load(), "5")
	if err != nil || got != want {
		t.Errorf("the value of 5 after 0's: %s, %v; a fresh game's %s", got, err, want)
	}
	explored := g.Explored()
	r1 := analyze(g, "2")
	if g.Explored() != explored || fmt.Sprint(r1) != fmt.Sprint(analyze(g, "2")) {
		t.Errorf("analysing 2 after 0: %d positions explored, want %d (nothing new)", g.Explored(), explored)
	}
}
