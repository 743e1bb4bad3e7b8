package loopy_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

// edges returns the out-edge lists of n vertices from "u>w" pairs.
func edges(n int, pairs string) [][]int32 {
	out := make([][]int32, n)
	for _, p := range strings.Fields(pairs) {
		var u, w int32
		if _, err := fmt.Sscanf(p, "%d>%d", &u, &w); err != nil {
			panic(err)
		}
		out[u] = append(out[u], w)
	}
	return out
}

func TestValues(t *testing.T) {
	tests := []struct {
		n     int
		pairs string
		want  string
	}{
		{1, "", "[0]"},
		{2, "0>1", "[1 0]"},
		{1, "0>0", "[∞()]"},         // a pass forever: a draw
		{2, "0>1 1>0", "[∞() ∞()]"}, // a two-cycle with no way out
		{2, "0>0 0>1", "[∞(0) 0]"},  // 0 wins by moving to 1, else passes
		// From 0, moving to 2 loses (2 → 3); so 0 goes to 1 and 1 back: a
		// draw, ∞(1).
		{4, "0>1 1>0 0>2 2>3", "[∞(1) ∞() 1 0]"},
		// Cycles whose vertices all get finite values: 1, whose only move
		// is to 0, is lost, as 0 can escape to 2.
		{3, "0>1 1>0 0>2", "[1 0 0]"},
		{4, "0>1 1>2 2>0 2>3", "[1 0 2 0]"},
	}
	for _, test := range tests {
		if got := fmt.Sprint(loopy.Values(edges(test.n, test.pairs))); got != test.want {
			t.Errorf("Values(%d, %q) = %s, want %s", test.n, test.pairs, got, test.want)
		}
	}
}

func TestSum(t *testing.T) {
	inf := func(k ...uint64) loopy.Value { return loopy.Value{Infinite: true, K: k} }
	fin := func(v uint64) loopy.Value { return loopy.Value{N: v} }
	tests := []struct {
		xs      []loopy.Value
		want    string
		outcome game.Outcome
	}{
		{nil, "0", game.P},
		{[]loopy.Value{fin(3), fin(5)}, "6", game.N},
		{[]loopy.Value{fin(2), fin(2)}, "0", game.P},
		{[]loopy.Value{inf(0, 2), fin(2)}, "∞(0,2)", game.N},
		{[]loopy.Value{inf(1, 3), fin(1)}, "∞(0,2)", game.N},
		{[]loopy.Value{inf(1, 3), fin(4)}, "∞(5,7)", game.D},
		{[]loopy.Value{inf(0), inf(0)}, "∞()", game.D},
	}
	for _, test := range tests {
		got := loopy.Sum(test.xs...)
		if got.String() != test.want || got.Outcome() != test.outcome {
			t.Errorf("Sum(%v) = %v, outcome %v; want %s, %v", test.xs, got, got.Outcome(), test.want, test.outcome)
		}
	}
}

// randomGraph returns n vertices' out-edges, each edge there with
// probability 22%, self-loops and cycles included.
func randomGraph(rng *rand.Rand, n int) [][]int32 {
	out := make([][]int32, n)
	for u := range n {
		for w := range n {
			if rng.IntN(100) < 22 {
				out[u] = append(out[u], int32(w))
			}
		}
	}
	return out
}

// outcomes solves the sum of k tokens on the graph out by retrograde
// analysis of its positions (each a k-tuple of vertices, encoded base n):
// a position is N if a move leads to P, P if every move leads to N (none:
// the mover is stuck and loses), and a draw (D) otherwise.
func outcomes(out [][]int32, k int) []game.Outcome {
	n := len(out)
	size := 1
	for range k {
		size *= n
	}
	known := make([]bool, size)
	res := make([]game.Outcome, size)
	left := make([]int, size) // moves not yet known to lead to N
	pred := make([][]int, size)
	var queue []int
	for p := range size {
		for i, mul := 0, 1; i < k; i, mul = i+1, mul*n {
			u := p / mul % n
			for _, w := range out[u] {
				q := p + (int(w)-u)*mul
				pred[q] = append(pred[q], p)
				left[p]++
			}
		}
		if left[p] == 0 {
			known[p], res[p] = true, game.P
			queue = append(queue, p)
		}
	}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, p := range pred[q] {
			if known[p] {
				continue
			}
			if res[q] == game.P {
				known[p], res[p] = true, game.N
				queue = append(queue, p)
			} else if left[p]--; left[p] == 0 {
				known[p], res[p] = true, game.P
				queue = append(queue, p)
			}
		}
	}
	for p := range res {
		if !known[p] {
			res[p] = game.D
		}
	}
	return res
}

// TestAgainstSearch checks, on random graphs with cycles, that the
// outcome the values give a sum of one, two or three tokens is the one
// retrograde analysis of the sum finds, and that the winning and drawing
// moves Analyze lists are exactly the moves to P and to D positions.
func TestAgainstSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	name := func(u int) string { return fmt.Sprint(u) }
	for trial := range 300 {
		n := 1 + rng.IntN(7)
		out := randomGraph(rng, n)
		vals := loopy.Values(out)
		k := 1 + trial%3
		want := outcomes(out, k)
		for p := range want {
			at := make([]int, k)
			for i, q := 0, p; i < k; i, q = i+1, q/n {
				at[i] = q % n
			}
			r := loopy.Analyze(out, vals, at, name)
			if r.Outcome != want[p] {
				t.Fatalf("graph %v, tokens %v: outcome %v (value %s), search says %v", out, at, r.Outcome, r.Value, want[p])
			}
			if infinite := strings.HasPrefix(r.Value, "∞"); infinite != (r.Grundy == nil) || !infinite && r.Grundy.String() != r.Value {
				t.Fatalf("graph %v, tokens %v: Grundy %v with value %s", out, at, r.Grundy, r.Value)
			}
			var wantWin, wantDraw []string
			for i, mul := 0, 1; i < k; i, mul = i+1, mul*n {
				u := at[i]
				for _, w := range out[u] {
					m := fmt.Sprintf("%d: %d → %d", i, u, w)
					switch o := want[p+(int(w)-u)*mul]; {
					case want[p] == game.N && o == game.P:
						wantWin = append(wantWin, m)
					case want[p] == game.D && o == game.D:
						wantDraw = append(wantDraw, m)
					}
				}
			}
			if got := moveStrings(r.WinningMoves); !slices.Equal(got, wantWin) || r.Count != int64(len(wantWin)) {
				t.Fatalf("graph %v, tokens %v: winning moves %v (count %d), search says %v", out, at, got, r.Count, wantWin)
			}
			if got := moveStrings(r.DrawingMoves); !slices.Equal(got, wantDraw) {
				t.Fatalf("graph %v, tokens %v: drawing moves %v, search says %v", out, at, got, wantDraw)
			}
		}
	}
}

func moveStrings(ms []answer.MoveReport) []string {
	var s []string
	for _, m := range ms {
		s = append(s, fmt.Sprintf("%d: %s → %s", m.Component, m.From, strings.Join(m.To, " + ")))
	}
	return s
}
