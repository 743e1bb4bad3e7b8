package solve_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/nimber/nimber/solve"
)

// The keyed memo's read inside the search loop (dense array, or hash
// table) gives the values of the plain map, on random acyclic games
// whose options often repeat and whose values pass 64, queried in a
// random order so that the dense array grows under later searches.
func TestRandomKeysAgree(t *testing.T) {
	for seed := range uint64(20) {
		r := rand.New(rand.NewPCG(seed, 1))
		n := 50 + r.IntN(400)
		opts := make([][]int, n)
		for p := range opts {
			for range r.IntN(min(p, 120) + 1) {
				opts[p] = append(opts[p], r.IntN(p))
			}
		}
		moves := func(p int, dst []int) ([]int, error) { return append(dst, opts[p]...), nil }
		queries := r.Perm(n)
		var want []uint64
		for _, k := range keys {
			s := solve.New(solve.Game[int]{Moves: moves, Key: k.key}, solve.Options{})
			for i, q := range queries {
				v, err := s.Grundy(context.Background(), q)
				if err != nil {
					t.Fatal(err)
				}
				if k.key == nil {
					want = append(want, v)
				} else if v != want[i] {
					t.Fatalf("seed %d, %s: Grundy(%d) = %d, want %d (no key)", seed, k.name, q, v, want[i])
				}
			}
		}
	}
}
