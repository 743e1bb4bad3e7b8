package graph_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

// nimFamily is an acyclic game to mix with graphs: heaps of Nim.
type nimFamily struct{}

func (nimFamily) Name() string { return "nim" }
func (nimFamily) Parse(s string) (game.Component, error) {
	n, err := strconv.Atoi(s)
	return nimHeap(n), err
}

type nimHeap int

func (h nimHeap) String() string                                 { return strconv.Itoa(int(h)) }
func (h nimHeap) Value(ctx context.Context) (game.Nimber, error) { return game.Star(uint64(h)), nil }
func (h nimHeap) Options(ctx context.Context) ([]game.Option, error) {
	var out []game.Option
	for k := range int(h) {
		out = append(out, game.Option{nimHeap(k)})
	}
	return out, nil
}

// A sum that mixes tokens on a graph with cycles and a Nim heap is decided
// by retrograde analysis of the sums reachable (sums.Analyze); Smith's
// theorem gives the same outcome from generalized values (which
// loopy.AddSumValue adds to the report), and a move wins
// (or keeps a draw) exactly when the sum it leaves is worth 0 (or is a
// draw). Random graphs, one or two tokens, heaps of 0 to 2.
func TestMixedSumAgreesWithGeneralizedValues(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	for trial := range 150 {
		n := 2 + rng.IntN(6)
		text, g := randomGraph(t, rng, n, 4, false)
		for tokens := 1; tokens <= 2; tokens++ {
			var sum []game.Component
			for range tokens {
				c, err := g.Parse(strconv.Itoa(rng.IntN(n)))
				if err != nil {
					t.Fatal(err)
				}
				sum = append(sum, c)
			}
			heap := nimHeap(rng.IntN(3))
			f, all, _ := game.Sum([]game.Family{g, nimFamily{}}, [][]game.Component{sum, {heap}})
			r, err := sums.Analyze(f, all, sums.Options{})
			if err != nil {
				t.Fatalf("trial %d: %v", trial, err)
			}
			// valueOf values a sum by Smith's theorem.
			valueOf := func(cs []game.Component) loopy.Value {
				var xs []loopy.Value
				for _, c := range cs {
					if h, ok := c.(nimHeap); ok {
						xs = append(xs, loopy.Value{N: uint64(h)})
						continue
					}
					v, err := g.LoopyValuesOf(context.Background(), []game.Component{c})
					if err != nil {
						t.Fatal(err)
					}
					xs = append(xs, v[0])
				}
				return loopy.Sum(xs...)
			}
			name := fmt.Sprintf("trial %d, graph\n%s tokens %v + nim %d", trial, text, r.Position, heap)
			if want := valueOf(all).Outcome(); r.Outcome != want {
				t.Fatalf("%s: %v, want %v (value %v)", name, r.Outcome, want, valueOf(all))
			}
			// The front ends add the value itself where no cycle was met
			// and the Grundy value is there already.
			loopy.AddSumValue(context.Background(), r, f, all)
			got := r.Value
			if got == "" && r.Grundy != nil {
				got = r.Grundy.String()
			}
			if want := valueOf(all); got != want.String() || (r.Grundy != nil) == want.Infinite {
				t.Errorf("%s: value %q, grundy %v; want %v", name, r.Value, r.Grundy, want)
			}
			moves, err := game.Moves(context.Background(), all)
			if err != nil {
				t.Fatal(err)
			}
			var wins, draws int
			for _, m := range moves {
				switch valueOf(game.Apply(all, m)).Outcome() {
				case game.P:
					wins++
				case game.D:
					draws++
				}
			}
			if r.Outcome != game.N {
				wins = 0
			}
			if r.Outcome != game.D {
				draws = 0
			}
			if r.Count != int64(wins) || len(r.DrawingMoves) != draws {
				t.Errorf("%s: %d winning and %d drawing moves, want %d and %d", name, r.Count, len(r.DrawingMoves), wins, draws)
			}
		}
	}
}
