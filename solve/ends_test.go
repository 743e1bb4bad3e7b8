package solve

import (
	"context"
	"testing"
)

// A line n → n−1 where play ends at 2 (won) and 5 (lost): the ended
// positions are worth 1 and 0 in both conventions, the others follow.
func TestEnds(t *testing.T) {
	g := Game[int]{
		Moves: func(n int, dst []int) ([]int, error) {
			if n > 0 {
				dst = append(dst, n-1)
			}
			return dst, nil
		},
		Ends: func(n int) Ending {
			switch n {
			case 2:
				return Won
			case 5:
				return Lost
			}
			return PlayOn
		},
	}
	normal := []uint64{0, 1, 1, 0, 1, 0, 1}
	misere := []uint64{1, 0, 1, 0, 1, 0, 1}
	for _, c := range []struct {
		misere bool
		want   []uint64
	}{{false, normal}, {true, misere}} {
		s := New(g, Options{Misere: c.misere})
		for n, want := range c.want {
			got, err := s.value(context.Background(), n)
			if err != nil || uint64(got) != want {
				t.Errorf("misere %v: value(%d) = %d, %v; want %d", c.misere, n, got, err, want)
			}
		}
	}
	s := New(g, Options{})
	if w, err := s.WinningMoves(context.Background(), 2); err != nil || len(w) != 0 {
		t.Errorf("WinningMoves(2) = %v, %v; want none listed (the win is not a move to a position)", w, err)
	}
}
