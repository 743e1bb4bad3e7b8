package sums_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// minimax is remoteness by its definition, over the positions as
// game.Moves and game.Apply give them, memoized by their sorted strings.
func minimax(t *testing.T, sum []game.Component, misere bool, memo map[string]sums.Remoteness) sums.Remoteness {
	words := make([]string, len(sum))
	for i, c := range sum {
		words[i] = c.String()
	}
	slices.Sort(words)
	key := strings.Join(words, " ")
	if r, ok := memo[key]; ok {
		return r
	}
	moves, err := game.Moves(context.Background(), sum)
	if err != nil {
		t.Fatal(err)
	}
	r := sums.Remoteness{Win: misere}
	if len(moves) > 0 {
		fastest, slowest := -1, -1
		for _, m := range moves {
			next := minimax(t, game.Apply(sum, m), misere, memo)
			if !next.Win && (fastest < 0 || next.Moves < fastest) {
				fastest = next.Moves
			}
			slowest = max(slowest, next.Moves)
		}
		r = sums.Remoteness{Moves: 1 + slowest}
		if fastest >= 0 {
			r = sums.Remoteness{Moves: 1 + fastest, Win: true}
		}
	}
	memo[key] = r
	return r
}

func parseSum(t *testing.T, spec string) []game.Component {
	t.Helper()
	words := strings.Fields(spec)
	f, err := games.Lookup(words[0], games.Config{})
	if err != nil {
		t.Fatal(err)
	}
	var sum []game.Component
	for _, w := range words[1:] {
		c, err := f.Parse(w)
		if err != nil {
			t.Fatal(err)
		}
		sum = append(sum, c)
	}
	return sum
}

func TestRemotenessKnown(t *testing.T) {
	tests := []struct {
		spec   string
		misere bool
		want   sums.Remoteness
	}{
		{"nim 5", false, sums.Remoteness{Moves: 1, Win: true}},
		{"nim 1 1", false, sums.Remoteness{Moves: 2}},
		{"nim 2 2", false, sums.Remoteness{Moves: 4}}, // 2 2 → 1 2 → 1 1 → 1 → 0
		{"nim 0", false, sums.Remoteness{}},
		{"nim 0", true, sums.Remoteness{Win: true}},
		{"nim 1", true, sums.Remoteness{Moves: 1}}, // the only move is the last
		{"nim 3", true, sums.Remoteness{Moves: 2, Win: true}},
	}
	for _, test := range tests {
		got, _, err := sums.RemotenessOf(context.Background(), parseSum(t, test.spec), sums.Options{Misere: test.misere})
		if err != nil || got != test.want {
			t.Errorf("RemotenessOf(%s, misère %v) = %+v, %v; want %+v", test.spec, test.misere, got, err, test.want)
		}
	}
}

// The search agrees with the plain minimax on random small sums, and each
// move's remoteness with the minimax of the position it leaves; in normal
// play the player to move wins exactly at odd remoteness.
func TestRemotenessMinimax(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, game0 := range []string{"nim", "kayles", "subtraction:1,3,4", "dawson", "lasker", "allbut:2,3", "0.31"} {
		for range 25 {
			spec := game0
			for range r.IntN(3) + 1 {
				spec += " " + strconv.Itoa(r.IntN(9))
			}
			sum := parseSum(t, spec)
			for _, misere := range []bool{false, true} {
				got, after, err := sums.RemotenessOf(context.Background(), sum, sums.Options{Misere: misere})
				if err != nil {
					t.Fatalf("%s: %v", spec, err)
				}
				memo := map[string]sums.Remoteness{}
				if want := minimax(t, sum, misere, memo); got != want {
					t.Errorf("RemotenessOf(%s, misère %v) = %+v; want %+v (minimax)", spec, misere, got, want)
				}
				if !misere && got.Win != (got.Moves%2 == 1) {
					t.Errorf("RemotenessOf(%s) = %+v: a normal-play win is at odd remoteness", spec, got)
				}
				moves, _ := game.Moves(context.Background(), sum)
				if len(after) != len(moves) {
					t.Fatalf("%s: %d remotenesses after moves, %d moves", spec, len(after), len(moves))
				}
				for i, m := range moves {
					if want := minimax(t, game.Apply(sum, m), misere, memo); after[i] != want {
						t.Errorf("%s, misère %v, move %d: remoteness %+v; want %+v", spec, misere, i, after[i], want)
					}
				}
			}
		}
	}
}

func TestRemotenessBound(t *testing.T) {
	_, _, err := sums.RemotenessOf(context.Background(), parseSum(t, "kayles 20 21 22"), sums.Options{MaxPositions: 100})
	if !errs.Is(err, errs.Limit) {
		t.Errorf("RemotenessOf(kayles 20 21 22) with 100 sums: %v; want a limit error", err)
	}
}

// plainRemoteness is the remoteness of every heap up to most of a
// subtraction game, by the definition, heap by heap.
func plainRemoteness(takes []int, most int, misere bool) []sums.Remoteness {
	out := make([]sums.Remoteness, most+1)
	for n := range out {
		fastest, slowest := -1, -1
		for _, k := range takes {
			if k > n {
				continue
			}
			next := out[n-k]
			if !next.Win && (fastest < 0 || next.Moves < fastest) {
				fastest = next.Moves
			}
			slowest = max(slowest, next.Moves)
		}
		switch {
		case fastest >= 0:
			out[n] = sums.Remoteness{Moves: 1 + fastest, Win: true}
		case slowest >= 0:
			out[n] = sums.Remoteness{Moves: 1 + slowest}
		default:
			out[n] = sums.Remoteness{Win: misere}
		}
	}
	return out
}

// A lone heap of a game that never splits a heap is valued by a table of
// heaps, far past the sums a search may explore: it agrees with the
// definition, and so does each move's remoteness.
func TestRemotenessLargeHeap(t *testing.T) {
	const most = 1_000_000
	for _, misere := range []bool{false, true} {
		want := plainRemoteness([]int{1, 3, 4}, most, misere)
		for _, n := range []int{most, most - 1, 999_993, 654_321} {
			spec := "subtraction:1,3,4 " + strconv.Itoa(n)
			got, after, err := sums.RemotenessOf(context.Background(), parseSum(t, spec), sums.Options{Misere: misere})
			if err != nil {
				t.Fatalf("RemotenessOf(%s, misère %v): %v", spec, misere, err)
			}
			if got != want[n] {
				t.Errorf("RemotenessOf(%s, misère %v) = %+v; want %+v", spec, misere, got, want[n])
			}
			wantAfter := []sums.Remoteness{want[n-1], want[n-3], want[n-4]}
			if !slices.Equal(after, wantAfter) {
				t.Errorf("RemotenessOf(%s, misère %v): after the moves %+v; want %+v", spec, misere, after, wantAfter)
			}
		}
	}
}
