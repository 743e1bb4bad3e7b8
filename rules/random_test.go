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
	"github.com/nimber/nimber/rules"
)

// randomGame is an acyclic game on positions 0..n-1: moves go to smaller
// positions, may repeat, and a few positions are terminal.
type randomGame struct {
	moves    [][]int
	terminal map[int]string
}

func newRandomGame(r *rand.Rand, n int) randomGame {
	g := randomGame{moves: make([][]int, n), terminal: map[int]string{}}
	for i := range n {
		for j := range i {
			if r.IntN(4) == 0 {
				g.moves[i] = append(g.moves[i], j)
				if r.IntN(5) == 0 {
					g.moves[i] = append(g.moves[i], j) // the same move twice
				}
			}
		}
		if i > 0 && r.IntN(8) == 0 {
			g.terminal[i] = []string{"win", "lose"}[r.IntN(2)]
		}
	}
	return g
}

// source writes g as a rules file whose positions are tuples (i, "p"), to
// exercise hashing of composite values.
func (g randomGame) source() string {
	var b strings.Builder
	b.WriteString("G = {\n")
	for i, m := range g.moves {
		fmt.Fprintf(&b, "    %d: %v,\n", i, strings.ReplaceAll(fmt.Sprint(m), " ", ", "))
	}
	b.WriteString("}\nT = {\n")
	for i, t := range g.terminal {
		fmt.Fprintf(&b, "    %d: %q,\n", i, t)
	}
	b.WriteString(`}
def moves(p):
    return [(j, "p") for j in G[p[0]]]

def terminal(p):
    return T.get(p[0])

def parse(s):
    return (int(s), "p")
`)
	return b.String()
}

// grundy is the brute-force value, with an immediate win worth mex{0}.
func (g randomGame) grundy(i int, memo map[int]uint64) uint64 {
	if v, ok := memo[i]; ok {
		return v
	}
	var v uint64
	switch g.terminal[i] {
	case "win":
		v = 1
	case "lose":
		v = 0
	default:
		var opts []uint64
		for _, j := range g.moves[i] {
			opts = append(opts, g.grundy(j, memo))
		}
		v = game.Mex(opts)
	}
	memo[i] = v
	return v
}

// misereOptions are the options under misère play, end (-1) being the
// finished game: terminal outcomes stand, so a lost position gets one
// move to end, where the mover has no move and so wins.
func (g randomGame) misereOptions(i int) []int {
	switch {
	case i < 0 || g.terminal[i] == "win":
		return nil
	case g.terminal[i] == "lose":
		return []int{-1}
	}
	return g.moves[i]
}

// misereWins reports whether the player to move wins the misère sum.
func (g randomGame) misereWins(sum []int, memo map[string]bool) bool {
	key := fmt.Sprint(sum)
	if w, ok := memo[key]; ok {
		return w
	}
	win, moved := false, false
	for k, i := range sum {
		for _, j := range g.misereOptions(i) {
			moved = true
			next := append(append(append([]int(nil), sum[:k]...), j), sum[k+1:]...)
			if !g.misereWins(next, memo) {
				win = true
			}
		}
	}
	win = win || !moved
	memo[key] = win
	return win
}

// TestRandomGames compares the engine with brute force on random games:
// Grundy values, sums of two positions, and misère sums.
func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for round := range 25 {
		const n = 24
		rg := newRandomGame(r, n)
		g, err := rules.Load(context.Background(), fmt.Sprintf("random%d.star", round), []byte(rg.source()), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		memo := map[int]uint64{}
		misere := map[string]bool{}
		for i := range n {
			a, b := i, r.IntN(n)
			r1, err := analyzeInts(g, []int{a}, false)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := grundyOf(r1), rg.grundy(a, memo); got != want {
				t.Errorf("round %d: Grundy(%d) = %d, want %d\n%s", round, a, got, want, rg.source())
			}
			r2, err := analyzeInts(g, []int{a, b}, false)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := grundyOf(r2), rg.grundy(a, memo)^rg.grundy(b, memo); got != want {
				t.Errorf("round %d: Grundy(%d + %d) = %d, want %d", round, a, b, got, want)
			}
			r3, err := analyzeInts(g, []int{a, b}, true)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := r3.Outcome == game.N, rg.misereWins([]int{a, b}, misere); got != want {
				t.Errorf("round %d: misère %d + %d is N = %v, want %v\n%s", round, a, b, got, want, rg.source())
			}
		}
	}
}

func analyzeInts(g *rules.Game, ints []int, misere bool) (*answer.Report, error) {
	var sum []game.Component
	for _, i := range ints {
		c, err := g.Parse(fmt.Sprint(i))
		if err != nil {
			return nil, err
		}
		sum = append(sum, c)
	}
	return sums.Analyze(g, sum, sums.Options{Misere: misere})
}

func grundyOf(r *answer.Report) uint64 {
	v, _ := r.Grundy.Uint64()
	return v
}
