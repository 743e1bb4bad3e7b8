package games_test

import (
	"context"
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// coinRows are the coin games as the brute force plays them, from their
// rules alone: the lowest coin, and the coins below n a move at n may
// turn besides n.
var coinRows = []struct {
	name   string
	first  int
	others func(n int) [][]int
}{
	{"turning-turtles", 1, func(n int) [][]int {
		out := [][]int{{}}
		for m := 1; m < n; m++ {
			out = append(out, []int{m})
		}
		return out
	}},
	{"mock-turtles", 0, func(n int) [][]int {
		out := [][]int{{}}
		for m := range n {
			out = append(out, []int{m})
		}
		for m1 := range n {
			for m2 := m1 + 1; m2 < n; m2++ {
				out = append(out, []int{m1, m2})
			}
		}
		return out
	}},
	{"ruler", 1, func(n int) [][]int {
		var out [][]int
		for j := 1; j <= n; j++ {
			var run []int
			for m := j; m < n; m++ {
				run = append(run, m)
			}
			out = append(out, run)
		}
		return out
	}},
}

// bruteRow returns the Grundy value of every position of a row of n coins
// (bit i heads: coin first+i), with moves that turn coin k heads to
// tails and the coins turns(k) gives, each move as a mask. Values stay
// below 64 on the boards played.
func bruteRow(n int, turns func(k int) []uint32) []uint8 {
	g := make([]uint8, 1<<n)
	moves := make([][]uint32, n)
	for k := range n {
		moves[k] = turns(k)
	}
	for mask := uint32(1); mask < 1<<n; mask++ {
		var seen uint64
		for heads := mask; heads != 0; heads &= heads - 1 {
			for _, m := range moves[bits.TrailingZeros32(heads)] {
				seen |= 1 << g[mask^m] // the coin moved is m's highest: the position only falls
			}
		}
		g[mask] = uint8(bits.TrailingZeros64(^seen))
	}
	return g
}

// TestCoinRowsBrute plays every position of a row of 12 coins of each
// game and checks its value is the nim-sum of its heads coins' values.
func TestCoinRowsBrute(t *testing.T) {
	const n = 12
	for _, row := range coinRows {
		f := mustLookup(t, row.name)
		g := bruteRow(n, func(k int) []uint32 {
			var out []uint32
			for _, others := range row.others(row.first + k) {
				m := uint32(1) << k
				for _, o := range others {
					m |= 1 << (o - row.first)
				}
				out = append(out, m)
			}
			return out
		})
		coin := make([]uint64, n)
		for k := range coin {
			v, _ := value(t, f, strconv.Itoa(row.first+k)).Uint64()
			coin[k] = v
		}
		checkNimSums(t, row.name, g, coin)
	}
}

// checkNimSums checks that each position of g (bit k heads: coin k of
// the board) is worth the nim-sum of the values of its heads coins.
func checkNimSums(t *testing.T, name string, g []uint8, coin []uint64) {
	t.Helper()
	for mask, want := range g {
		var got uint64
		for k := range coin {
			if mask&(1<<k) != 0 {
				got ^= coin[k]
			}
		}
		if got != uint64(want) {
			t.Fatalf("%s: position %0*b is worth %d by play, its coins' nim-sum is %d", name, len(coin), mask, want, got)
		}
	}
}

// coinsOf expands a 1-D part, "n" or "a..b", into its coins.
func coinsOf(t *testing.T, s string) []int {
	lo, hi, ok := strings.Cut(s, "..")
	if !ok {
		hi = lo
	}
	a, err1 := strconv.Atoi(lo)
	b, err2 := strconv.Atoi(hi)
	if err1 != nil || err2 != nil {
		t.Fatalf("part %q is not a coin or a run", s)
	}
	var out []int
	for i := a; i <= b; i++ {
		out = append(out, i)
	}
	return out
}

// TestCoinOptions checks that the options of each coin, and of each run
// of coins, are the coins its moves leave heads by the rules, each once.
func TestCoinOptions(t *testing.T) {
	for _, row := range coinRows {
		f := mustLookup(t, row.name)
		for _, s := range smallCoins(row.first, 12) {
			var got, want []string
			for _, o := range options(t, mustParse(t, f, s)) {
				var coins []int
				for _, p := range o.Strings() {
					coins = append(coins, coinsOf(t, p)...)
				}
				slices.Sort(coins)
				got = append(got, fmt.Sprint(coins))
			}
			heads := coinsOf(t, s)
			for _, n := range heads {
				for _, others := range row.others(n) {
					left := map[int]bool{}
					for _, c := range heads {
						left[c] = c != n
					}
					for _, c := range others {
						left[c] = !left[c]
					}
					var coins []int
					for c, up := range left {
						if up {
							coins = append(coins, c)
						}
					}
					slices.Sort(coins)
					want = append(want, fmt.Sprint(coins))
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s %s: options %v, want %v", row.name, s, got, want)
			}
		}
	}
}

// smallCoins lists the coins first..first+k−1 and the runs among them
// of up to 4 coins.
func smallCoins(first, k int) []string {
	var out []string
	for a := first; a < first+k; a++ {
		out = append(out, strconv.Itoa(a))
		for b := a + 1; b < min(a+4, first+k); b++ {
			out = append(out, fmt.Sprintf("%d..%d", a, b))
		}
	}
	return out
}

// TestCoinMovesTo checks values against play and the moves to each value
// against all moves, for coins and runs (which ruler moves leave).
func TestCoinMovesTo(t *testing.T) {
	for _, row := range coinRows {
		f := mustLookup(t, row.name)
		positions := smallCoins(row.first, 12)
		checkValues(t, f, positions)
		checkMovesTo(t, f, positions, 31)
	}
}

// TestCoinReadOption reads back every option of small coins as printed,
// and the same coins in another order or run together.
func TestCoinReadOption(t *testing.T) {
	for _, row := range coinRows {
		f := mustLookup(t, row.name)
		for _, s := range smallCoins(row.first, 8) {
			c := mustParse(t, f, s).(answer.OptionReader)
			for _, o := range options(t, c.(game.Component)) {
				parts := o.Strings()
				got, err := c.ReadOption(parts)
				if err != nil || !slices.Equal(got.Strings(), parts) {
					t.Errorf("%s %s: ReadOption(%q) = %v, %v", row.name, s, parts, got, err)
				}
			}
		}
		n := strconv.Itoa(row.first + 5)
		if _, err := mustParse(t, f, n).(answer.OptionReader).ReadOption([]string{n}); !errs.Is(err, errs.Usage) {
			t.Errorf("%s %s: ReadOption(%s) = %v, want a usage error", row.name, n, n, err)
		}
	}
	ruler := mustLookup(t, "ruler").Parse
	c, _ := ruler("10")
	if got, err := c.(answer.OptionReader).ReadOption([]string{"9", "7", "8"}); err != nil || game.PartsText(got.Strings()) != "7..9" {
		t.Errorf("ruler 10: ReadOption(9 7 8) = %v, %v; want 7..9", got, err)
	}
}

// TestCoinsHuge checks the moves found by arithmetic at coins far past
// any search: each is a move (ReadOption accepts it) of the value asked
// for, and the counts agree with the lists.
func TestCoinsHuge(t *testing.T) {
	for _, test := range []struct {
		game, coin string
		targets    []uint64
	}{
		{"turning-turtles", "1000000000000000000", []uint64{0, 1, 5, 999999999999999999, 1 << 59}},
		{"turning-turtles", "18446744073709551615", []uint64{0, 7, 1 << 63}},
		{"mock-turtles", "1000000000000000000", []uint64{0, 1, 3, 6, 12345, 1 << 60}},
		{"mock-turtles", "9223372036854775807", []uint64{0, 2, 5, 1<<64 - 2}},
		{"ruler", "1000000000000000000", []uint64{0, 1, 2, 3, 262143, 1 << 59}},
		{"ruler", "18446744073709551615", []uint64{0, 1, 1 << 63}},
		{"ruler", "3..1000000000000000000", []uint64{0, 1, 2, 7, 1 << 40}},
		{"ruler", "18446744073709551610..18446744073709551615", []uint64{0, 1, 2, 3, 1 << 63}},
		{"turning-turtles", "18446744073709551610..18446744073709551615", []uint64{0, 1, 2, 3, 1 << 63}},
	} {
		f := mustLookup(t, test.game)
		c := mustParse(t, f, test.coin)
		for _, target := range test.targets {
			checkHugeMoves(t, c, target)
		}
	}
}

// checkHugeMoves checks c's first moves to target and their count.
func checkHugeMoves(t *testing.T, c game.Component, target uint64) {
	t.Helper()
	opts, more, err := c.(game.MoveLister).MovesToMax(context.Background(), game.Star(target), 50)
	if err != nil {
		t.Fatalf("%s: MovesToMax(%d): %v", c, target, err)
	}
	for _, o := range opts {
		if v, err := o.Value(context.Background()); err != nil || v != game.Star(target) {
			t.Errorf("%s → %s: value %v, %v; want %d", c, game.PartsText(o.Strings()), v, err, target)
		}
		if r, ok := c.(answer.OptionReader); ok {
			if got, err := r.ReadOption(o.Strings()); err != nil || !slices.Equal(got.Strings(), o.Strings()) {
				t.Errorf("%s → %s is not a move: %v", c, game.PartsText(o.Strings()), err)
			}
		}
	}
	n, exact, err := c.(game.MoveCounter).CountMovesTo(context.Background(), game.Star(target))
	if err != nil || n < uint64(len(opts)) || exact && (n > uint64(len(opts))) != more {
		t.Errorf("%s: CountMovesTo(%d) = %d, %v, %v; %d listed, more %v", c, target, n, exact, err, len(opts), more)
	}
}

// TestCoinsValues checks the closed forms at a few coins past the brute
// force, against their definitions.
func TestCoinsValues(t *testing.T) {
	for _, test := range []struct {
		game, coin string
		want       uint64
	}{
		{"turning-turtles", "18446744073709551615", 1<<64 - 1},
		{"ruler", "1000000000000000000", 1 << 18},
		{"ruler", "1..6", 1 ^ 2 ^ 1 ^ 4 ^ 1 ^ 2},
		{"mock-turtles", "0", 1},
		{"mock-turtles", "3", 7},
		{"mock-turtles", "9223372036854775807", 1<<64 - 2}, // 63 bits: odious
		{"mock-turtles", "2..5", 4 ^ 7 ^ 8 ^ 11},
		{"turning-turtles", "5..9", 5 ^ 6 ^ 7 ^ 8 ^ 9},
	} {
		if got := value(t, mustLookup(t, test.game), test.coin); got != game.Star(test.want) {
			t.Errorf("Value(%s %s) = %v, want %d", test.game, test.coin, got, test.want)
		}
	}
}

func TestCoinsParseErrors(t *testing.T) {
	for _, test := range []struct{ game, pos, want string }{
		{"turning-turtles", "0", "numbered from 1"},
		{"ruler", "0..3", "numbered from 1"},
		{"mock-turtles", "9223372036854775808", "up to 9223372036854775807"},
		{"ruler", "5..3", "a ≤ b"},
		{"ruler", "x", "non-negative integer"},
		{"turning-turtles*ruler", "3", "want x,y"},
		{"turning-turtles*ruler", "1,2,3", "want x,y"},
		{"turning-turtles*ruler", "0,2", "numbered from 1"},
	} {
		_, err := mustLookup(t, test.game).Parse(test.pos)
		if !errs.Is(err, errs.Usage) || !strings.Contains(err.Error(), test.want) {
			t.Errorf("Parse(%s %s) = %v, want a usage error with %q", test.game, test.pos, err, test.want)
		}
	}
	if c := mustParse(t, mustLookup(t, "ruler"), "5..5"); c.String() != "5" {
		t.Errorf("ruler 5..5 prints as %s, want 5", c)
	}
}

// TestCoinsMisere: a row of coins is not the sum of its heads coins in
// misère play, so nimber says it does not know rather than search that sum.
func TestCoinsMisere(t *testing.T) {
	for _, test := range []struct{ game, pos string }{{"ruler", "3"}, {"turning-turtles*ruler", "3,3"}} {
		f := mustLookup(t, test.game)
		c := mustParse(t, f, test.pos)
		if _, err := sums.Analyze(f, []game.Component{c}, sums.Options{Misere: true}); !errs.Is(err, errs.Unknown) {
			t.Errorf("misère %s %s: %v, want an unknown-value error", test.game, test.pos, err)
		}
	}
}
