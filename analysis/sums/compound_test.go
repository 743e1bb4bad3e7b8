package sums_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// TestCompoundBrute checks every compound, in normal and misère play, on
// every pair and triple of small positions of several games against a
// search of the compound by its own move rule: the outcome, the count of
// winning moves, and that each move listed wins.
func TestCompoundBrute(t *testing.T) {
	games := []struct {
		name    string
		pairs   int // largest position in pairs
		triples int // in triples
	}{
		{"nim", 5, 3},
		{"kayles", 6, 4},
		{"subtraction:1,2", 7, 5},
		{"subtraction:1,3,4", 7, 5},
		{"dawson", 6, 4},
		{"allbut:2,3", 6, 4},
	}
	for _, g := range games {
		for _, kind := range sums.Compounds[1:] {
			for _, misere := range []bool{false, true} {
				b := newBrute(t, string(kind), misere)
				for _, pos := range positions(g.pairs, g.triples) {
					spec := g.name
					for _, n := range pos {
						spec += fmt.Sprint(" ", n)
					}
					checkCompound(t, b, spec, kind, misere)
				}
			}
		}
	}
}

// positions lists the sorted pairs of 0..pairs and triples of 0..triples.
func positions(pairs, triples int) [][]int {
	var out [][]int
	for a := 0; a <= pairs; a++ {
		out = append(out, []int{a})
		for b := a; b <= pairs; b++ {
			out = append(out, []int{a, b})
		}
	}
	for a := 0; a <= triples; a++ {
		for b := a; b <= triples; b++ {
			for c := b; c <= triples; c++ {
				out = append(out, []int{a, b, c})
			}
		}
	}
	return out
}

func checkCompound(t *testing.T, b *brute, spec string, kind sums.Compound, misere bool) {
	t.Helper()
	sum := parseSum(t, spec)
	parts := make([][]game.Component, len(sum))
	for i, c := range sum {
		parts[i] = []game.Component{c}
	}
	name := fmt.Sprintf("%s %s (misère %v)", kind, spec, misere)
	r, err := sums.AnalyzeCompound(context.Background(), sum, kind, sums.Options{Misere: misere})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	want := game.P
	if b.win(parts) {
		want = game.N
	}
	if r.Outcome != want {
		t.Errorf("%s: outcome %s, want %s", name, r.Outcome, want)
	}
	if kind == sums.Conjunctive || kind == sums.Continued {
		if r.Number == nil {
			t.Fatalf("%s: no %s", name, r.DecidedBy)
		}
		if got, want := *r.Number, b.last(parts, kind == sums.Continued); got != want {
			t.Errorf("%s: %s %d, want %d", name, r.DecidedBy, got, want)
		}
	}
	moves, err := game.Moves(context.Background(), sum)
	if err != nil {
		t.Fatal(err)
	}
	var winning int64
	if pm := movesOf(t, parts); !b.ended(pm) {
		for _, n := range b.next(parts, pm) {
			if !b.win(n) {
				winning++
			}
		}
	}
	if r.Count != winning || !r.CountExact {
		t.Errorf("%s: %d winning moves (exact %v), want %d", name, r.Count, r.CountExact, winning)
	}
	if int64(len(r.WinningMoves)) != r.Count {
		t.Errorf("%s: %d winning moves listed of %d", name, len(r.WinningMoves), r.Count)
	}
	for _, tuple := range r.WinningMoves {
		next := append([][]game.Component(nil), parts...)
		for _, w := range tuple {
			m, ok := w.Move(context.Background(), sum, moves)
			if !ok {
				t.Fatalf("%s: move %+v is no move of the position", name, w)
			}
			next[m.Component] = m.To
		}
		if b.win(next) {
			t.Errorf("%s: winning move %+v leaves %s, won for the next player", name, tuple, compoundKey(next))
		}
	}
}

func movesOf(t *testing.T, parts [][]game.Component) [][]game.Move {
	out := make([][]game.Move, len(parts))
	for i, p := range parts {
		ms, err := game.Moves(context.Background(), p)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = ms
	}
	return out
}

// TestCompoundTables checks compounds of heaps that the tables of heaps
// value against the same compounds valued by the search of sums (the
// heaps' keys hidden): the whole report but the positions explored.
func TestCompoundTables(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 12))
	for _, name := range []string{"subtraction:1,3,4", "subtraction:2,5,7", "allbut:2,3,7", "0.31"} {
		f, err := games.Lookup(name, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		for _, kind := range sums.Compounds[1:] {
			for _, misere := range []bool{false, true} {
				var fast, slow []game.Component
				for range 6 {
					c, err := f.Parse(fmt.Sprint(rng.IntN(400)))
					if err != nil {
						t.Fatal(err)
					}
					fast, slow = append(fast, c), append(slow, unkeyed{c})
				}
				label := fmt.Sprintf("%s %s %v (misère %v)", kind, name, fast, misere)
				opt := sums.Options{Misere: misere, MaxMoves: 50}
				if got, want := compoundJSON(t, fast, kind, opt), compoundJSON(t, slow, kind, opt); got != want {
					t.Errorf("%s:\ngot  %s\nwant %s", label, got, want)
				}
			}
		}
	}
}

// compoundJSON is the compound's report as JSON, without the positions
// explored.
func compoundJSON(t *testing.T, sum []game.Component, kind sums.Compound, opt sums.Options) string {
	t.Helper()
	r, err := sums.AnalyzeCompound(context.Background(), sum, kind, opt)
	if err != nil {
		t.Fatal(err)
	}
	r.Explored = 0
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
