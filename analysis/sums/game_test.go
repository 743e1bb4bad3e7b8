package sums_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// take is a toy family: a heap from which 1..k tokens may be taken.
type take struct{ k int }

func (f take) Name() string { return "take:" + strconv.Itoa(f.k) }
func (f take) Parse(s string) (game.Component, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return nil, fmt.Errorf("bad heap %q", s)
	}
	return heap{n, f.k}, nil
}

type heap struct{ n, k int }

func (h heap) String() string { return strconv.Itoa(h.n) }

// Value computes the value by the textbook recursion, not the closed form.
func (h heap) Value(ctx context.Context) (game.Nimber, error) {
	var vals []uint64
	opts, _ := h.Options(ctx)
	for _, o := range opts {
		v, _ := o[0].Value(ctx)
		u, _ := v.Uint64()
		vals = append(vals, u)
	}
	return game.Star(game.Mex(vals)), nil
}

func (h heap) Options(ctx context.Context) ([]game.Option, error) {
	var out []game.Option
	for t := 1; t <= h.k && t <= h.n; t++ {
		out = append(out, game.Option{heap{h.n - t, h.k}})
	}
	return out, nil
}

func TestAnalyzeSum(t *testing.T) {
	f := take{k: 3}
	sum := []game.Component{heap{5, 3}, heap{6, 3}, heap{7, 3}}
	r, err := sums.Analyze(f, sum, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Values are n mod 4: 1 ^ 2 ^ 3 = 0.
	if r.Outcome != game.P || r.Grundy == nil || !r.Grundy.IsZero() || r.Count != 0 {
		t.Errorf("5 6 7 under take:3 = %v %v %d moves, want P *0 0 moves", r.Outcome, r.Grundy, r.Count)
	}
	sum = []game.Component{heap{5, 3}, heap{6, 3}}
	r, err = sums.Analyze(f, sum, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// 1 ^ 2 = 3: move 5 (value 1) to value 2 → heap 2... not reachable (5→2 takes 3, allowed);
	// move 6 (value 2) to value 1 → heap 5.
	got, _ := json.Marshal(r.WinningMoves)
	want := `[{"component":0,"from":"5","to":["2"]},{"component":1,"from":"6","to":["5"]}]`
	if r.Outcome != game.N || string(got) != want {
		t.Errorf("moves of 5 6 = %v %s, want N %s", r.Outcome, got, want)
	}
}

// TestMisereSearch checks the generic misère search against Bouton's rule
// for misère Nim, on take:k with k large enough to be Nim.
func TestMisereSearch(t *testing.T) {
	f := take{k: 100}
	for a := 0; a < 5; a++ {
		for b := 0; b < 5; b++ {
			for c := 0; c < 4; c++ {
				sum := []game.Component{heap{a, 100}, heap{b, 100}, heap{c, 100}}
				r, err := sums.Analyze(f, sum, sums.Options{Misere: true})
				if err != nil {
					t.Fatal(err)
				}
				big := a > 1 || b > 1 || c > 1
				wantN := (a^b^c != 0) == big
				if got := r.Outcome == game.N; got != wantN {
					t.Errorf("misère %d %d %d: N = %v, want %v", a, b, c, got, wantN)
				}
				// With no move left the player to move has already won: N, no moves.
				terminal := a+b+c == 0
				if (r.Outcome == game.N && !terminal) != (r.Count > 0) || r.Grundy != nil {
					t.Errorf("misère %d %d %d: outcome %v with %d moves, grundy %v", a, b, c, r.Outcome, r.Count, r.Grundy)
				}
			}
		}
	}
}

func ExampleAnalyze() {
	f := take{k: 3} // a subtraction game: take 1, 2 or 3
	sum := []game.Component{heap{5, 3}, heap{6, 3}}
	r, _ := sums.Analyze(f, sum, sums.Options{})
	fmt.Println(r.Outcome, *r.Grundy)
	for _, m := range r.WinningMoves {
		fmt.Println(m.Component, m.From, "->", m.To)
	}
	// Output:
	// N 3
	// 0 5 -> [2]
	// 1 6 -> [5]
}

func ExampleMex() {
	fmt.Println(game.Mex([]uint64{0, 1, 3}))
	// Output: 2
}

// pair is a heap of another family than heap's: take 1 or 2 tokens.
type pair struct{ n int }

func (p pair) String() string                                 { return strconv.Itoa(p.n) }
func (p pair) Value(ctx context.Context) (game.Nimber, error) { return game.Star(uint64(p.n % 3)), nil }
func (p pair) Options(ctx context.Context) ([]game.Option, error) {
	var out []game.Option
	for t := 1; t <= 2 && t <= p.n; t++ {
		out = append(out, game.Option{pair{p.n - t}})
	}
	return out, nil
}

// TestMisereMixedFamilies checks that a misère search keeps components of
// different families apart even when their strings are equal ("3" with
// take:k and "3" with take 1 or 2).
func TestMisereMixedFamilies(t *testing.T) {
	for n := 0; n <= 4; n++ {
		for k1 := 1; k1 <= 3; k1++ {
			for k2 := 1; k2 <= 3; k2++ {
				sum := []game.Component{heap{n, k1}, pair{n}, heap{k2, k1}}
				r, err := sums.Analyze(take{k: k1}, sum, sums.Options{Misere: true})
				if err != nil {
					t.Fatal(err)
				}
				if got, want := r.Outcome == game.N, misereBrute(sum); got != want {
					t.Errorf("misère %d(take:%d) + %d(take 1-2) + %d(take:%d): N = %v, want %v", n, k1, n, k2, k1, got, want)
				}
			}
		}
	}
}

// misereBrute plays a misère sum of take heaps out directly.
func misereBrute(sum []game.Component) bool {
	moved := false
	for i, c := range sum {
		opts, _ := c.(game.Mover).Options(context.Background())
		for _, o := range opts {
			moved = true
			next := append([]game.Component(nil), sum...)
			next[i] = o[0]
			if !misereBrute(next) {
				return true
			}
		}
	}
	return !moved
}

// huge is a component whose value is known but whose moves are too many
// to list, like a heap of 10^12 in an octal game.
type huge struct{ v uint64 }

func (h huge) String() string                                 { return "huge" }
func (h huge) Value(ctx context.Context) (game.Nimber, error) { return game.Star(h.v), nil }
func (h huge) MovesTo(context.Context, game.Nimber) ([]game.Option, error) {
	return nil, errs.Errorf("huge", errs.Limit, "too many moves to list")
}

func TestAnalyzeUnlisted(t *testing.T) {
	sum := []game.Component{huge{4}, heap{2, 3}}
	r, err := sums.Analyze(take{k: 3}, sum, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// 4 ^ 2 = 6: heap 2 would need value 4, which no option has.
	if r.Outcome != game.N || r.Count != 0 || len(r.Unlisted) != 1 || r.Unlisted[0].Component != 0 {
		t.Errorf("huge(4) + 2 = %v, %d moves, unlisted %+v; want N, 0 moves, component 0 unlisted", r.Outcome, r.Count, r.Unlisted)
	}
}

// node is a vertex of a small directed graph, a component whose moves
// follow its edges, cycles included.
type node struct {
	name  string
	edges map[string][]string
}

func (v node) String() string { return v.name }
func (v node) Value(ctx context.Context) (game.Nimber, error) {
	return game.Nimber{}, errs.Errorf("node", errs.Cycle, "loopy")
}
func (v node) Options(ctx context.Context) ([]game.Option, error) {
	var out []game.Option
	for _, w := range v.edges[v.name] {
		out = append(out, game.Option{node{w, v.edges}})
	}
	return out, nil
}

// Misère sums whose positions repeat are decided by retrograde analysis:
// draws with the moves that keep them, and wins and losses that cycles
// do not change.
func TestMisereLoopy(t *testing.T) {
	// x → y → z, z has no move; x ↔ w; a ↔ b.
	g := map[string][]string{"x": {"y", "w"}, "y": {"z"}, "w": {"x"}, "a": {"b"}, "b": {"a"}}
	cases := []struct {
		sum            []string
		outcome        game.Outcome
		winning, draws []string // the moves' targets, "component:to"
	}{
		{[]string{"z"}, game.N, nil, nil},                    // no move: the mover has won
		{[]string{"y"}, game.P, nil, nil},                    // the only move leaves z, a win for the other
		{[]string{"w"}, game.P, nil, nil},                    // its only move leaves x, won by a move to y
		{[]string{"x"}, game.N, []string{"0:y", "0:w"}, nil}, // to w as well: w is lost for its mover
		{[]string{"a"}, game.D, nil, []string{"0:b"}},
		{[]string{"a", "z"}, game.D, nil, []string{"0:b"}},               // z has no move and never matters
		{[]string{"x", "a"}, game.D, nil, []string{"0:y", "0:w", "1:b"}}, // a's draw outlasts the rest
	}
	for _, c := range cases {
		var sum []game.Component
		for _, v := range c.sum {
			sum = append(sum, node{v, g})
		}
		r, err := sums.Analyze(take{k: 1}, sum, sums.Options{Misere: true})
		if err != nil {
			t.Fatalf("misère %v: %v", c.sum, err)
		}
		targets := func(ms []answer.MoveReport) []string {
			var out []string
			for _, m := range ms {
				out = append(out, strconv.Itoa(m.Component)+":"+strings.Join(m.To, "+"))
			}
			return out
		}
		if r.Outcome != c.outcome || !slices.Equal(targets(r.WinningMoves), c.winning) || !slices.Equal(targets(r.DrawingMoves), c.draws) || r.Count != int64(len(c.winning)) {
			t.Errorf("misère %v: %v, winning %v, drawing %v; want %v, %v, %v", c.sum, r.Outcome, targets(r.WinningMoves), targets(r.DrawingMoves), c.outcome, c.winning, c.draws)
		}
	}
}

// On games without cycles the retrograde analysis agrees with the
// search (misère) and the values (normal play), winning moves included.
func TestRetrogradeMatchesSearch(t *testing.T) {
	for _, misere := range []bool{false, true} {
		testRetrogradeMatches(t, misere)
	}
}

func testRetrogradeMatches(t *testing.T, misere bool) {
	for k := 1; k <= 3; k++ {
		for a := 0; a < 6; a++ {
			for b := 0; b < 5; b++ {
				for c := 0; c < 4; c++ {
					sum := []game.Component{heap{a, k}, heap{b, k}, pair{c}}
					want, err := sums.Analyze(take{k: k}, sum, sums.Options{Misere: misere})
					if err != nil {
						t.Fatal(err)
					}
					o, moves, draws, _, err := sums.AnalyzeRetrograde(context.Background(), sum, 0, misere)
					if err != nil {
						t.Fatal(err)
					}
					var got []answer.MoveReport
					for _, m := range moves {
						got = append(got, answer.MoveOf(m, sum))
					}
					if o != want.Outcome || len(draws) != 0 || !slices.EqualFunc(got, want.WinningMoves, func(x, y answer.MoveReport) bool {
						return x.Component == y.Component && slices.Equal(x.To, y.To)
					}) {
						t.Errorf("take:%d misère %v, %d %d %d(1-2): retrograde %v %v (draws %v), analysis %v %v", k, misere, a, b, c, o, got, draws, want.Outcome, want.WinningMoves)
					}
				}
			}
		}
	}
}

func TestMisereLimit(t *testing.T) {
	sum := []game.Component{heap{20, 3}, heap{20, 3}, heap{20, 3}}
	_, err := sums.Analyze(take{k: 3}, sum, sums.Options{Misere: true, MaxPositions: 50})
	if !errs.Is(err, errs.Limit) {
		t.Errorf("misère analysis past its limit: err = %v, want a limit error", err)
	}
}

// Every search of a sum stops at a done context, with a limit error that
// wraps the context's, instead of answering.
func TestDoneContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f := take{k: 3}
	sum := []game.Component{heap{5, 3}, heap{6, 3}, heap{7, 3}}
	moves, err := game.Moves(context.Background(), sum)
	if err != nil {
		t.Fatal(err)
	}
	runs := []struct {
		name string
		run  func() (any, error)
	}{
		{"misère analysis", func() (any, error) { return sums.AnalyzeContext(ctx, f, sum, sums.Options{Misere: true}) }},
		{"remoteness", func() (any, error) {
			r, _, err := sums.RemotenessOf(ctx, sum, sums.Options{})
			return r, err
		}},
		{"conjunctive compound", func() (any, error) { return sums.AnalyzeCompound(ctx, sum, sums.Conjunctive, sums.Options{}) }},
		{"misère reply", func() (any, error) { return sums.ReplyContext(ctx, f, sum, moves, sums.Options{Misere: true}) }},
		// A heap of 2^20 lists 3·2^20 options before any sum is searched,
		// past the bound on options listed: the context is asked first.
		{"misère listing", func() (any, error) {
			return sums.AnalyzeContext(ctx, f, []game.Component{heap{1 << 20, 3}}, sums.Options{Misere: true, MaxPositions: 1000})
		}},
	}
	for _, r := range runs {
		got, err := r.run()
		if !errors.Is(err, context.Canceled) || !errs.Is(err, errs.Limit) {
			t.Errorf("%s with a done context = %v, %v; want a limit error wrapping context.Canceled", r.name, got, err)
		}
	}
}

// A sum of two families is valued as the sum theorem says, searched
// whole in misère play, and names each component's game.
func TestSumOfFamilies(t *testing.T) {
	f, sum, games := game.Sum([]game.Family{take{k: 2}, take{k: 5}}, [][]game.Component{{heap{4, 2}}, {heap{7, 5}, heap{2, 5}}})
	if got := fmt.Sprint(games); got != "[take:2 take:5 take:5]" || f.Name() != "take:2 + take:5" {
		t.Errorf("Sum: family %q, games %s; want take:2 + take:5 and the game of each component", f.Name(), got)
	}
	r, err := sums.Analyze(f, sum, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// 4 mod 3 = 1, 7 mod 6 = 1, 2 mod 6 = 2: 1 ^ 1 ^ 2.
	if r.Grundy == nil || r.Grundy.Cmp(game.Star(2)) != 0 {
		t.Errorf("take:2 4 + take:5 7 2 = %v, want *2", r.Grundy)
	}
	m, err := sums.Analyze(f, sum, sums.Options{Misere: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := misereBrute(sum); (m.Outcome == game.N) != want {
		t.Errorf("misère take:2 4 + take:5 7 2: %v, want N = %v", m.Outcome, want)
	}
	if _, err := f.Parse("3"); !errs.Is(err, errs.Usage) {
		t.Errorf("SumFamily.Parse: %v, want a usage error", err)
	}
	if f, _, games := game.Sum([]game.Family{take{k: 2}}, [][]game.Component{{heap{4, 2}}}); f.Name() != "take:2" || games != nil {
		t.Errorf("Sum of one game: %q, games %v; want the game itself and no names", f.Name(), games)
	}
}

func ExampleSum() {
	// Two games in one sum: a take-1-or-2 heap of 4 and a take-1..5 heap of 7.
	f, sum, games := game.Sum([]game.Family{take{k: 2}, take{k: 5}}, [][]game.Component{{heap{4, 2}}, {heap{7, 5}}})
	r, _ := sums.Analyze(f, sum, sums.Options{})
	fmt.Println(f.Name(), games, r.Outcome, *r.Grundy)
	// Output: take:2 + take:5 [take:2 take:5] P 0
}

// A sum that mixes games, one of them loopy, is decided by retrograde
// analysis in normal play too: outcomes and moves, no values.
func TestMixedLoopySum(t *testing.T) {
	g := map[string][]string{"x": {"y", "w"}, "y": {"z"}, "w": {"x"}, "a": {"b"}, "b": {"a"}}
	cases := []struct {
		nodes   []string
		heap    int // a take-1 heap beside the nodes
		outcome game.Outcome
		moves   string // winning or, in a draw, drawing moves
	}{
		{[]string{"y"}, 0, game.N, "[{0 y [z] }]"},                            // y → z leaves no move
		{[]string{"y"}, 1, game.P, "[]"},                                      // two single moves: the second player wins
		{[]string{"x"}, 0, game.D, "[{0 x [w] }]"},                            // x → y loses, x ↔ w goes on
		{[]string{"a", "y"}, 1, game.D, "[{0 a [b] } {1 y [z] } {2 1 [0] }]"}, // a ↔ b goes on whatever
	}
	for _, c := range cases {
		var fs []game.Family
		var parts [][]game.Component
		for _, v := range c.nodes {
			fs, parts = append(fs, take{k: 9}), append(parts, []game.Component{node{v, g}})
		}
		fs, parts = append(fs, take{k: 1}), append(parts, []game.Component{heap{c.heap, 1}})
		f, sum, _ := game.Sum(fs, parts)
		r, err := sums.Analyze(f, sum, sums.Options{})
		if err != nil {
			t.Fatalf("%v + %d: %v", c.nodes, c.heap, err)
		}
		moves := r.WinningMoves
		if r.Outcome == game.D {
			moves = r.DrawingMoves
		}
		if got := fmt.Sprint(moves); r.Outcome != c.outcome || got != c.moves || r.Grundy != nil {
			t.Errorf("%v + %d: %v %s (grundy %v); want %v %s and no value", c.nodes, c.heap, r.Outcome, got, r.Grundy, c.outcome, c.moves)
		}
	}
}
