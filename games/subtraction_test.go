package games_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

func TestHeapGamesBruteForce(t *testing.T) {
	for _, spec := range []string{"bash:1", "bash:2", "bash:5", "subtraction:1,3,4", "subtraction:2,3,7", "subtraction:5", "allbut:2,3,7", "allbut:1", "allbut:1,2"} {
		t.Run(spec, func(t *testing.T) {
			checkMovesTo(t, mustLookup(t, spec), upTo(30), 20)
			checkFamily(t, spec, upTo(9), 3)
		})
	}
}

// TestClosedFormMoves checks values and winning moves on positions too
// large for brute force, against the closed forms worked by hand.
func TestClosedFormMoves(t *testing.T) {
	tests := []struct {
		spec, sum string
		grundy    int64    // -1: unknown, only the outcome is
		moves     []string // "component:option"
	}{
		{"bash:3", "18446744073709551615 2", 1, []string{"0:18446744073709551614"}},
		{"bash:18446744073709551615", "10 3", 9, []string{"0:3"}},
		{"poker", "1 2", 3, []string{"0:2", "1:1"}}, // growing heap 1 to 2 wins
		{"poker", "1,0 2", 3, []string{"1:1"}},      // no chips left to add to heap 1
		{"northcott", "1 2", 3, []string{"1:1"}},    // a bare gap only shrinks
		{"lasker", "7 8", 15, []string{"0:1+6", "0:2+5", "0:3+4", "1:7"}},
		{"staircase", "0,5,0,3", 0, nil},                                // no coins on odd steps
		{"staircase", "1,5,2,3", 3, []string{"0:2,4,2,3", "0:1,6,1,3"}}, // step 1 up to 2, step 3 down to 1
		{"euclid", "1,1000000000000", 1000000000000, []string{"0:1,0"}},
		{"fibonacci", "420196140727489673", -1, nil}, // F_86: lost
		{"fibonacci", "420196140727489674", -1, []string{"0:420196140727489673,2"}},
	}
	for _, test := range tests {
		f := mustLookup(t, test.spec)
		var sum []game.Component
		for _, s := range strings.Fields(test.sum) {
			sum = append(sum, mustParse(t, f, s))
		}
		r, err := sums.Analyze(f, sum, sums.Options{})
		if err != nil {
			t.Errorf("analyze %s %s: %v", test.spec, test.sum, err)
			continue
		}
		want := slices.Sorted(slices.Values(test.moves))
		grundy := "unknown"
		if r.Grundy != nil {
			grundy = r.Grundy.String()
		}
		wantGrundy := fmt.Sprint(test.grundy)
		if test.grundy < 0 {
			wantGrundy = "unknown"
		}
		if grundy != wantGrundy || !slices.Equal(reportMoves(r), want) || (r.Outcome == game.P) != (len(want) == 0) {
			t.Errorf("analyze %s %s = %v %s %v, want %s %v", test.spec, test.sum, r.Outcome, grundy, reportMoves(r), wantGrundy, want)
		}
	}
}

// TestSubtractionPastLimit checks heaps past a small table limit, valued
// and moved from the proved period, against a family whose table reaches
// them: the same value and the same moves to every value of its options.
func TestSubtractionPastLimit(t *testing.T) {
	for _, spec := range []string{"subtraction:1,3,4", "subtraction:2,5,7", "subtraction:3,40", "allbut:2,3,7", "allbut:1", "allbut:1,2,4,5,6", "allbut:1,3,4,6,7"} {
		small, err := games.Lookup(spec, games.Config{MaxPositions: 300})
		if err != nil {
			t.Fatal(err)
		}
		full := mustLookup(t, spec)
		for n := 300; n < 1500; n += 7 {
			s, f := mustParse(t, small, fmt.Sprint(n)), mustParse(t, full, fmt.Sprint(n))
			got, err := s.Value(context.Background())
			want, _ := f.Value(context.Background())
			if err != nil || got.Cmp(want) != 0 {
				t.Errorf("%s heap %d past a limit of 300: Value() = %v, %v; want %v", spec, n, got, err, want)
				continue
			}
			for _, target := range []uint64{0, 1, 2, uint64(n) / 3, uint64(n) / 2} {
				gotMoves, err := s.(game.ValueMover).MovesTo(context.Background(), game.Star(target))
				wantMoves, _ := f.(game.ValueMover).MovesTo(context.Background(), game.Star(target))
				if err != nil || fmt.Sprint(gotMoves) != fmt.Sprint(wantMoves) {
					t.Errorf("%s heap %d past a limit of 300: MovesTo(%d) = %v, %v; want %v", spec, n, target, gotMoves, err, wantMoves)
				}
			}
		}
	}
}

// TestAllButHugeMoves checks allbut:1,2, where G(n) = ⌊n/3⌋, at the largest
// heap: every move to a value, none to a value above the heap's (whose
// position in the period would overflow).
func TestAllButHugeMoves(t *testing.T) {
	f := mustLookup(t, "allbut:1,2")
	h := mustParse(t, f, "18446744073709551615")
	const g = 18446744073709551615 / 3
	tests := []struct {
		target uint64
		want   string
	}{
		{0, "[[2] [1] [0]]"},
		{g - 1, "[[18446744073709551612]]"}, // 18446744073709551613 and …614 are 2 and 1 away
		{g, "[]"},
		{1<<64 - 10, "[]"},
	}
	for _, test := range tests {
		got, err := h.(game.ValueMover).MovesTo(context.Background(), game.Star(test.target))
		if err != nil || fmt.Sprint(got) != test.want {
			t.Errorf("allbut:1,2 heap 2^64−1: MovesTo(%d) = %v, %v; want %s", test.target, got, err, test.want)
		}
	}
}
