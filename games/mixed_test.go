package games_test

import (
	"fmt"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
)

// TestMixedParametrisations checks misère play of sums that mix two
// parametrisations of one family, whose heaps share a Go type and a
// String: subtraction:1,2 heaps with subtraction:2,3 heaps, and bash:1
// with bash:2. The reference is a search written out here over the heap
// sizes, with the move sets spelt out.
func TestMixedParametrisations(t *testing.T) {
	for _, tc := range []struct {
		a, b   string
		ma, mb []int // tokens a move may take from an a heap, a b heap
	}{
		{"subtraction:1,2", "subtraction:2,3", []int{1, 2}, []int{2, 3}},
		{"bash:1", "bash:2", []int{1}, []int{1, 2}},
	} {
		fa, fb := mustLookup(t, tc.a), mustLookup(t, tc.b)
		memo := map[[3]int]bool{}
		// wins reports whether the player to move wins heaps x, y (an a
		// heap, a b heap) and z (an a heap) in misère play.
		var wins func(x, y, z int) bool
		wins = func(x, y, z int) bool {
			key := [3]int{x, y, z}
			if w, ok := memo[key]; ok {
				return w
			}
			moved, w := false, false
			try := func(nx, ny, nz int) {
				if nx >= 0 && ny >= 0 && nz >= 0 {
					moved = true
					w = w || !wins(nx, ny, nz)
				}
			}
			for _, m := range tc.ma {
				try(x-m, y, z)
				try(x, y, z-m)
			}
			for _, m := range tc.mb {
				try(x, y-m, z)
			}
			w = w || !moved // no move: the player to move has won
			memo[key] = w
			return w
		}
		for x := range 7 {
			for y := range 7 {
				for z := range 4 {
					sum := []game.Component{
						mustParse(t, fa, fmt.Sprint(x)),
						mustParse(t, fb, fmt.Sprint(y)),
						mustParse(t, fa, fmt.Sprint(z)),
					}
					r, err := sums.Analyze(fa, sum, sums.Options{Misere: true})
					if err != nil {
						t.Fatalf("Analyze(%s %d, %s %d, %s %d): %v", tc.a, x, tc.b, y, tc.a, z, err)
					}
					want := game.P
					if wins(x, y, z) {
						want = game.N
					}
					if r.Outcome != want {
						t.Errorf("misère %s %d + %s %d + %s %d: %v, want %v", tc.a, x, tc.b, y, tc.a, z, r.Outcome, want)
					}
				}
			}
		}
	}
}
