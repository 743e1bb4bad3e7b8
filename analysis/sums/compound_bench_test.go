package sums_test

import (
	"context"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// BenchmarkCompound100 analyses a compound of 100 heaps of
// subtraction:1,3,4 of up to 10^6 tokens (issue 45), by the tables of
// heaps and, for comparison, by the search of sums (the heaps hidden from
// the tables), listing 20 winning moves as the command line does. The
// family is built afresh for each analysis, as a request builds it.
func BenchmarkCompound100(b *testing.B) {
	rng := rand.New(rand.NewPCG(45, 100))
	heaps := make([]string, 100)
	for i := range heaps {
		heaps[i] = strconv.Itoa(rng.IntN(1_000_001))
	}
	for _, kind := range []sums.Compound{sums.Conjunctive, sums.Continued} {
		for _, path := range []string{"tables", "search"} {
			b.Run(string(kind)+"/"+path, func(b *testing.B) {
				for b.Loop() {
					f, err := games.Lookup("subtraction:1,3,4", games.Config{})
					if err != nil {
						b.Fatal(err)
					}
					sum := make([]game.Component, len(heaps))
					for i, h := range heaps {
						c, err := f.Parse(h)
						if err != nil {
							b.Fatal(err)
						}
						if path == "search" {
							c = unkeyed{c}
						}
						sum[i] = c
					}
					if _, err := sums.AnalyzeCompound(context.Background(), sum, kind, sums.Options{MaxMoves: 20}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// unkeyed hides a component's key, so that the tables of heaps do not
// recognise it and the search of sums values it; its options are the
// component's own.
type unkeyed struct{ game.Component }

func (u unkeyed) Options(ctx context.Context) ([]game.Option, error) {
	return u.Component.(game.Mover).Options(ctx)
}
