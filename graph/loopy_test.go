package graph_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/graph"
)

func TestLoopyValues(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"a b\n", "[1 0]"},
		{"a a\n", "[∞()]"},          // a pass forever: a draw
		{"a b\nb a\n", "[∞() ∞()]"}, // a two-cycle with no way out
		{"a a\na b\n", "[∞(0) 0]"},  // a wins by moving to b, else passes
		// From a, moving to c loses (c → d); so a goes to b and b back:
		// a draw, ∞(1).
		{"a b\nb a\na c\nc d\n", "[∞(1) ∞() 1 0]"},
		// Cycles whose vertices all get finite values: b, whose only
		// move is to a, is lost, as a can escape to c.
		{"a b\nb a\na c\n", "[1 0 0]"},
		{"x y\ny z\nz x\nz w\n", "[1 0 2 0]"},
	}
	for _, test := range tests {
		g, err := graph.Parse("g.txt", strings.NewReader(test.in))
		if err != nil {
			t.Fatal(err)
		}
		if got := fmt.Sprint(g.LoopyValues()); got != test.want {
			t.Errorf("LoopyValues of %q = %s, want %s", test.in, got, test.want)
		}
	}
}

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
			if x.Infinite || x.Value != want[i] {
				t.Fatalf("graph\n%s: vertex %d has %v, want %d", b.String(), i, x, want[i])
			}
		}
	}
}

// randomGraph returns a graph of n vertices named 0…n−1 with random edges,
// self-loops and cycles included, as edge-list text.
func randomGraph(rng *rand.Rand, n int) string {
	var b strings.Builder
	for u := range n {
		fmt.Fprintf(&b, "%d\n", u)
	}
	for u := range n {
		for w := range n {
			if rng.IntN(100) < 22 {
				fmt.Fprintf(&b, "%d %d\n", u, w)
			}
		}
	}
	return b.String()
}

// outcomes solves the sum of k tokens on g by retrograde analysis of its
// positions (each a k-tuple of vertices, encoded base n): a position is N
// if a move leads to P, P if every move leads to N (none: the mover is
// stuck and loses), and a draw (D) otherwise.
func outcomes(out [][]int, k int) []byte {
	n := len(out)
	size := 1
	for range k {
		size *= n
	}
	decode := func(p int) []int {
		t := make([]int, k)
		for i := range t {
			t[i], p = p%n, p/n
		}
		return t
	}
	moves := func(p int) []int {
		var ms []int
		t, mul := decode(p), 1
		for i := range k {
			for _, w := range out[t[i]] {
				ms = append(ms, p+(w-t[i])*mul)
			}
			mul *= n
		}
		return ms
	}
	res := make([]byte, size)
	left := make([]int, size) // moves not yet known to lead to N
	pred := make([][]int, size)
	var queue []int
	for p := range size {
		ms := moves(p)
		left[p] = len(ms)
		for _, q := range ms {
			pred[q] = append(pred[q], p)
		}
		if len(ms) == 0 {
			res[p] = 'P'
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, p := range pred[q] {
			if res[p] != 0 {
				continue
			}
			if res[q] == 'P' {
				res[p] = 'N'
				queue = append(queue, p)
			} else if left[p]--; left[p] == 0 {
				res[p] = 'P'
				queue = append(queue, p)
			}
		}
	}
	for p := range res {
		if res[p] == 0 {
			res[p] = 'D'
		}
	}
	return res
}

// TestLoopyAgainstSearch checks, on random graphs with cycles, that the
// outcome the generalized values give a sum of one, two or three tokens is
// the one retrograde analysis of the sum finds, and that the winning and
// drawing moves AnalyzeLoopy lists are exactly the moves to P and to D
// positions.
func TestLoopyAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for trial := range 300 {
		n := 1 + rng.IntN(7)
		text := randomGraph(rng, n)
		g, err := graph.Parse("g.txt", strings.NewReader(text))
		if err != nil {
			t.Fatal(err)
		}
		out := make([][]int, n)
		for u := range n {
			for _, line := range strings.Split(text, "\n") {
				var a, b int
				if _, err := fmt.Sscanf(line, "%d %d", &a, &b); err == nil && a == u {
					out[u] = append(out[u], b)
				}
			}
		}
		vals := g.LoopyValues()
		k := 1 + trial%3
		want := outcomes(out, k)
		for p := range want {
			tokens := make([]string, k)
			for i, q := 0, p; i < k; i, q = i+1, q/n {
				tokens[i] = fmt.Sprint(q % n)
			}
			r, err := g.AnalyzeLoopy(vals, tokens)
			if err != nil {
				t.Fatal(err)
			}
			if r.Outcome.String() != string(want[p]) {
				t.Fatalf("graph\n%stokens %v: outcome %s (value %s), search says %c", text, tokens, r.Outcome, r.Value, want[p])
			}
			if infinite := strings.HasPrefix(r.Value, "∞"); infinite != (r.Grundy == nil) || !infinite && r.Grundy.String() != r.Value {
				t.Fatalf("tokens %v: Grundy %v with value %s", tokens, r.Grundy, r.Value)
			}
			var wantWin, wantDraw []string
			mul := 1
			for i := range k {
				u := p / mul % n
				for _, w := range out[u] {
					m := fmt.Sprintf("%d: %d → %d", i, u, w)
					switch o := want[p+(w-u)*mul]; {
					case want[p] == 'N' && o == 'P':
						wantWin = append(wantWin, m)
					case want[p] == 'D' && o == 'D':
						wantDraw = append(wantDraw, m)
					}
				}
				mul *= n
			}
			if got := moveStrings(r.WinningMoves); !slices.Equal(got, wantWin) || r.Count != len(wantWin) {
				t.Fatalf("graph\n%stokens %v: winning moves %v, search says %v", text, tokens, got, wantWin)
			}
			if got := moveStrings(r.DrawingMoves); !slices.Equal(got, wantDraw) {
				t.Fatalf("graph\n%stokens %v: drawing moves %v, search says %v", text, tokens, got, wantDraw)
			}
		}
	}
}

func moveStrings(ms []game.MoveReport) []string {
	var s []string
	for _, m := range ms {
		s = append(s, fmt.Sprintf("%d: %s → %s", m.Component, m.From, strings.Join(m.To, " + ")))
	}
	return s
}

func TestSum(t *testing.T) {
	inf := func(k ...uint64) graph.Loopy { return graph.Loopy{Infinite: true, K: k} }
	fin := func(v uint64) graph.Loopy { return graph.Loopy{Value: v} }
	tests := []struct {
		xs      []graph.Loopy
		want    string
		outcome string
	}{
		{nil, "0", "P"},
		{[]graph.Loopy{fin(3), fin(5)}, "6", "N"},
		{[]graph.Loopy{fin(2), fin(2)}, "0", "P"},
		{[]graph.Loopy{inf(0, 2), fin(2)}, "∞(0,2)", "N"},
		{[]graph.Loopy{inf(1, 3), fin(1)}, "∞(0,2)", "N"},
		{[]graph.Loopy{inf(1, 3), fin(4)}, "∞(5,7)", "D"},
		{[]graph.Loopy{inf(0), inf(0)}, "∞()", "D"},
	}
	for _, test := range tests {
		got := graph.Sum(test.xs...)
		if got.String() != test.want || got.Outcome().String() != test.outcome {
			t.Errorf("Sum(%v) = %v, outcome %s; want %s, %s", test.xs, got, got.Outcome(), test.want, test.outcome)
		}
	}
}
