package games_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
)

// TestAnalyzeBound checks that a bound on the moves listed holds for the
// whole sum, lists the first moves of the full list, and leaves the
// count as it is, on random sums of Lasker, Nim and Staircase.
func TestAnalyzeBound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, spec := range []string{"lasker", "nim", "staircase"} {
		f := mustLookup(t, spec)
		for range 100 {
			var text []string
			for range 1 + rng.IntN(4) {
				if spec == "staircase" {
					text = append(text, fmt.Sprintf("%d,%d,%d", rng.IntN(30), rng.IntN(30), rng.IntN(30)))
				} else {
					text = append(text, fmt.Sprint(rng.IntN(200)))
				}
			}
			sum := make([]game.Component, len(text))
			for i, s := range text {
				sum[i] = mustParse(t, f, s)
			}
			all, err := sums.Analyze(f, sum, sums.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !all.CountExact || all.Count != int64(len(all.WinningMoves)) || all.Truncated {
				t.Fatalf("%s %v: %d moves listed of %d (exact %v, truncated %v), want all", spec, text, len(all.WinningMoves), all.Count, all.CountExact, all.Truncated)
			}
			for _, most := range []int{sums.NoMoves, 1, 2, 5} {
				for _, cheap := range []bool{false, true} {
					r, err := sums.Analyze(f, sum, sums.Options{MaxMoves: most, CheapCount: cheap})
					if err != nil {
						t.Fatal(err)
					}
					n := int(min(int64(max(most, 0)), all.Count))
					if !slices.EqualFunc(r.WinningMoves, all.WinningMoves[:n], equalReport) ||
						r.Count != all.Count || !r.CountExact || r.Truncated != (int64(n) < all.Count) {
						t.Errorf("%s %v, at most %d moves (cheap %v): %d listed of %d (exact %v, truncated %v); want the first %d of %d",
							spec, text, most, cheap, len(r.WinningMoves), r.Count, r.CountExact, r.Truncated, n, all.Count)
					}
				}
			}
		}
	}
}

func equalReport(a, b answer.MoveReport) bool {
	return a.Component == b.Component && a.From == b.From && slices.Equal(a.To, b.To) && a.Change == b.Change
}

// TestAnalyzeHugeLasker is the example: 8,388,608 winning moves,
// of which five are built, and all are counted.
func TestAnalyzeHugeLasker(t *testing.T) {
	f := mustLookup(t, "lasker")
	sum := []game.Component{mustParse(t, f, "16777216"), mustParse(t, f, "16777215")}
	r, err := sums.Analyze(f, sum, sums.Options{MaxMoves: 5})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.WinningMoves) != 5 || !r.Truncated || r.Count != 8_388_608 || !r.CountExact {
		t.Errorf("lasker 16777216 16777215: %d moves listed of %d (exact %v, truncated %v), want 5 of 8388608", len(r.WinningMoves), r.Count, r.CountExact, r.Truncated)
	}
}

// TestCountPastInt counts the winning moves of coins of 10^18 by
// arithmetic: some 10^17 of them, past a 32-bit int, and past an int64
// in all for seven coins of 4·10^18, where the count is only a lower bound.
func TestCountPastInt(t *testing.T) {
	const big = "4000000000000000000 4000000000000000002 4000000000000000004 4000000000000000006 4000000000000000008 4000000000000000010 4000000000000000012"
	tests := []struct {
		spec, position string
		count          int64
		exact          bool
	}{
		{"mock-turtles", "1000000000000000000 5 9", 500_000_000_000_000_000, true},
		{"ruler", "1000000000000000000 12", 1, true},
		{"mock-turtles", big, math.MaxInt64, false},
	}
	for _, test := range tests {
		f := mustLookup(t, test.spec)
		var sum []game.Component
		for _, s := range strings.Fields(test.position) {
			sum = append(sum, mustParse(t, f, s))
		}
		r, err := sums.Analyze(f, sum, sums.Options{MaxMoves: 5})
		if err != nil {
			t.Fatal(err)
		}
		if r.Count != test.count || r.CountExact != test.exact {
			t.Errorf("%s %s: %d winning moves (exact %v), want %d (exact %v)", test.spec, test.position, r.Count, r.CountExact, test.count, test.exact)
		}
	}
}

// TestStaircaseChange checks that the moves of a long staircase are
// stated by what changes, and that the change leaves the staircase the
// move does.
func TestStaircaseChange(t *testing.T) {
	f := mustLookup(t, "staircase")
	coins := []int{6, 3, 8, 1, 0, 7, 2, 9, 4, 6, 11, 13}
	text := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(coins)), ","), "[]")
	c := mustParse(t, f, text)
	r, err := sums.Analyze(f, []game.Component{c}, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	opts, err := c.(game.ValueMover).MovesTo(context.Background(), game.Nimber{})
	if err != nil || int64(len(opts)) != r.Count || r.Count == 0 {
		t.Fatalf("staircase %s: MovesTo(0) = %d moves, %v; want %d, some", text, len(opts), err, r.Count)
	}
	for i, m := range r.WinningMoves {
		var step, moved int
		if _, err := fmt.Sscanf(m.Change, "step %d: %d", &step, &moved); err != nil || m.From != "" || m.To != nil {
			t.Fatalf("move %d = %+v, want only a change such as \"step 7: 5 coins → step 6\"", i, m)
		}
		after := slices.Clone(coins)
		after[step-1] -= moved
		if step > 1 {
			after[step-2] += moved
		}
		want := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(after)), ","), "[]")
		if got := opts[i][0].String(); got != want {
			t.Errorf("move %d, %s, leaves %s; the move leaves %s", i, m.Change, want, got)
		}
	}
}

// TestReplyHugeLasker checks that Reply finds a winning move of a sum
// with millions of them, playable though not among the moves listed.
func TestReplyHugeLasker(t *testing.T) {
	f := mustLookup(t, "lasker")
	sum := []game.Component{mustParse(t, f, "16777216"), mustParse(t, f, "16777215")}
	moves, _, err := sums.PlayableMoves(context.Background(), sum, 200, 20)
	if err != nil {
		t.Fatal(err)
	}
	m, err := sums.Reply(f, sum, moves, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := sums.Analyze(f, game.Apply(sum, m), sums.Options{MaxMoves: sums.NoMoves})
	if err != nil || r.Outcome != game.P {
		t.Errorf("Reply played %v, leaving %v (%v), want a P-position", m.To.Strings(), r, err)
	}
}
