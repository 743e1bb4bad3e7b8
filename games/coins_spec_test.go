package games_test

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// TestSpecCoinsClosedForms checks the three closed-form games written
// as turn patterns: the same value at every coin up to 200, and the same
// moves, as coin sets, at the small coins and runs.
func TestSpecCoinsClosedForms(t *testing.T) {
	for _, test := range []struct{ spec, game string }{
		{"coins:{},{*}", "turning-turtles"},
		{"coins:0:{},{*},{*,*}", "mock-turtles"},
		{"coins:{},{1..*}", "ruler"},
		{"coins:1:{1..*},{}", "ruler"},
	} {
		f, g := mustLookup(t, test.spec), mustLookup(t, test.game)
		first := 1
		if test.game == "mock-turtles" {
			first = 0
		}
		for n := first; n <= 200; n++ {
			s := strconv.Itoa(n)
			if got, want := value(t, f, s), value(t, g, s); got != want {
				t.Fatalf("%s coin %d is worth %v; %s coin %d is worth %v", test.spec, n, got, test.game, n, want)
			}
		}
		for _, s := range smallCoins(first, 12) {
			if got, want := optionCoins(t, mustParse(t, f, s)), optionCoins(t, mustParse(t, g, s)); !slices.Equal(got, want) {
				t.Errorf("%s %s: options %v; %s has %v", test.spec, s, got, test.game, want)
			}
		}
	}
}

// optionCoins lists c's options as their heads coins, sorted.
func optionCoins(t *testing.T, c game.Component) []string {
	var out []string
	for _, o := range options(t, c) {
		var coins []int
		for _, p := range o.Strings() {
			coins = append(coins, coinsOf(t, p)...)
		}
		slices.Sort(coins)
		out = append(out, fmt.Sprint(coins))
	}
	slices.Sort(out)
	return out
}

// specRows are rules by turn patterns, each with the coins below n its
// moves at n turn, written out by hand from the pattern's meaning.
var specRows = []struct {
	spec   string
	first  int
	others func(n, first int) [][]int
}{
	{"coins:{},{1},{1,2}", 1, func(n, first int) [][]int {
		return fitting(first, []int{}, []int{n - 1}, []int{n - 1, n - 2})
	}},
	{"coins:{1},{2..3},{1..*}", 1, func(n, first int) [][]int {
		out := fitting(first, []int{n - 3, n - 2})
		for k := 1; n-k >= first; k++ { // {1} is the run of one coin
			out = append(out, span(n-k, n-1))
		}
		return out
	}},
	{"coins:0:{2},{*,*}", 0, func(n, first int) [][]int {
		out := fitting(first, []int{n - 2})
		for m1 := first; m1 < n; m1++ {
			for m2 := m1 + 1; m2 < n; m2++ {
				out = append(out, []int{m1, m2})
			}
		}
		return out
	}},
	{"coins:{2..*,*}", 1, func(n, first int) [][]int {
		var out [][]int
		for k := 2; n-k >= first; k++ {
			for m := first; m < n; m++ {
				if m < n-k || m == n-1 {
					out = append(out, append(span(n-k, n-2), m))
				}
			}
		}
		return out
	}},
	{"coins:3:{},{1,3},{*,*,*}", 3, func(n, first int) [][]int {
		out := fitting(first, []int{}, []int{n - 3, n - 1})
		for m1 := first; m1 < n; m1++ {
			for m2 := m1 + 1; m2 < n; m2++ {
				for m3 := m2 + 1; m3 < n; m3++ {
					out = append(out, []int{m1, m2, m3})
				}
			}
		}
		return out
	}},
}

// fitting keeps the coin sets whose coins are all at least first.
func fitting(first int, sets ...[]int) [][]int {
	var out [][]int
	for _, s := range sets {
		if len(s) == 0 || slices.Min(s) >= first {
			out = append(out, s)
		}
	}
	return out
}

func span(a, b int) []int {
	var out []int
	for i := a; i <= b; i++ {
		out = append(out, i)
	}
	return out
}

// TestSpecCoinsBrute plays every position of a row of 10 coins of each
// rule and checks its value is the nim-sum of its heads coins' values,
// and that each coin's options are its moves by hand, each once.
func TestSpecCoinsBrute(t *testing.T) {
	const n = 10
	for _, row := range specRows {
		f := mustLookup(t, row.spec)
		g := bruteRow(n, func(k int) []uint32 {
			seen := map[uint32]bool{}
			var out []uint32
			for _, others := range row.others(row.first+k, row.first) {
				m := uint32(1) << k
				for _, o := range others {
					m |= 1 << (o - row.first)
				}
				if !seen[m] {
					seen[m] = true
					out = append(out, m)
				}
			}
			return out
		})
		coin := make([]uint64, n)
		for k := range coin {
			c := row.first + k
			v, _ := value(t, f, strconv.Itoa(c)).Uint64()
			coin[k] = v
			var want []string
			for _, others := range row.others(c, row.first) {
				o := slices.Sorted(slices.Values(others))
				want = append(want, fmt.Sprint(o))
			}
			slices.Sort(want)
			want = slices.Compact(want)
			if got := optionCoins(t, mustParse(t, f, strconv.Itoa(c))); !slices.Equal(got, want) {
				t.Errorf("%s %d: options %v, want %v", row.spec, c, got, want)
			}
		}
		checkNimSums(t, row.spec, g, coin)
		positions := smallCoins(row.first, 10)
		checkValues(t, f, positions)
		checkMovesTo(t, f, positions, 15)
	}
}

// TestSpecCoinsReadOption reads back every option of small coins and
// runs with its parts reversed, and refuses a coin that is no move.
func TestSpecCoinsReadOption(t *testing.T) {
	for _, row := range specRows {
		f := mustLookup(t, row.spec)
		for _, s := range smallCoins(row.first, 8) {
			c := mustParse(t, f, s)
			for _, o := range options(t, c) {
				parts := slices.Clone(o.Strings())
				slices.Reverse(parts)
				if got, err := c.(answer.OptionReader).ReadOption(parts); err != nil || !slices.Equal(got.Strings(), o.Strings()) {
					t.Errorf("%s %s: ReadOption(%q) = %v, %v; want %v", row.spec, s, parts, got, err, o)
				}
			}
		}
	}
	c := mustParse(t, mustLookup(t, "coins:{1},{2..3}"), "9")
	for _, parts := range [][]string{{"9"}, {"6"}, {"8", "7"}, {"10"}} {
		if _, err := c.(answer.OptionReader).ReadOption(parts); !errs.Is(err, errs.Usage) {
			t.Errorf("coins:{1},{2..3} 9: ReadOption(%q) = %v, want a usage error", parts, err)
		}
	}
	if got, err := c.(answer.OptionReader).ReadOption([]string{"7", "6"}); err != nil || game.PartsText(got.Strings()) != "6..7" {
		t.Errorf("coins:{1},{2..3} 9: ReadOption(7 6) = %v, %v; want 6..7", got, err)
	}
}

func TestSpecCoinsErrors(t *testing.T) {
	for _, test := range []struct{ spec, want string }{
		{"coins", "no patterns"},
		{"coins:", "no patterns"},
		{"coins:0:", "no patterns"},
		{"coins:x:{}", `first coin "x"`},
		{"coins:1", `"1": want a pattern in braces`},
		{"coins:{1", `pattern "{1": want a closing }`},
		{"coins:{1} {2}", `after pattern {1}: want a comma, got "{2}"`},
		{"coins:{1},", "after the last comma"},
		{"coins:{0}", "offset 0 is the coin turned heads to tails"},
		{"coins:{-1}", `offset "-1": want an integer from 1`},
		{"coins:{1,,2}", "an empty offset"},
		{"coins:{3..2}", `offsets "3..2": want a..b with a ≤ b`},
		{"coins:{1,2..3,2}", "offset 2 is named twice"},
		{"coins:{1..*,2..*}", "two open runs (1..* and 2..*)"},
		{"coins:{3,2..*}", "offset 3 is at or above the open run 2..*"},
		{"coins:{1,2},{2..1}", `want a..b`},
		{"coins:{1,2},{1..2}", "pattern {1..2} is listed twice"},
		{"coins:{*,1},{1,*}", "pattern {1,*} is listed twice"},
		{"coins:{9999999999}", "from 1 to 4294967295"},
	} {
		_, err := games.Lookup(test.spec, games.Config{})
		if !errs.Is(err, errs.Usage) || !strings.Contains(err.Error(), test.want) {
			t.Errorf("Lookup(%s) = %v, want a usage error with %q", test.spec, err, test.want)
		}
	}
}

// TestSpecCoinsBound: a coin past the budget of moves is a limit error
// naming the setting, and the coins below it still answer. Coins are
// valued when asked for, not when read.
func TestSpecCoinsBound(t *testing.T) {
	f, err := games.Lookup("coins:{},{*}", games.Config{MaxPositions: 1000})
	if err != nil {
		t.Fatal(err)
	}
	// Coin n has n moves: coins 1 to 44 take 990 moves, coin 45 45 more.
	_, err = mustParse(t, f, "45").Value(context.Background())
	if !errs.Is(err, errs.Limit) || !strings.Contains(err.Error(), "coins up to 44 are valued; raise --max-positions") {
		t.Errorf("coin 45 = %v, want a limit error saying what is valued", err)
	}
	if got := value(t, f, "44"); got != game.Star(44) {
		t.Errorf("coin 44 is worth %v, want 44", got)
	}
	_, err = mustParse(t, mustLookup(t, "coins:{100}"), strconv.Itoa(1<<23)).Value(context.Background())
	if !errs.Is(err, errs.Unknown) || !strings.Contains(err.Error(), "only the first 4194304") {
		t.Errorf("coins:{100} %d = %v, want an unknown-value error", 1<<23, err)
	}
}

func TestSpecCoinsMisere(t *testing.T) {
	f := mustLookup(t, "coins:{},{1}")
	c := mustParse(t, f, "3")
	if _, err := sums.Analyze(f, []game.Component{c}, sums.Options{Misere: true}); !errs.Is(err, errs.Unknown) {
		t.Errorf("misère coins:{},{1} 3: %v, want an unknown-value error", err)
	}
}

// TestSpecCoinsConcurrent values and moves coins of one family from
// several goroutines, as a server does; run with -race.
func TestSpecCoinsConcurrent(t *testing.T) {
	f, g := mustLookup(t, "coins:{},{1..*}"), mustLookup(t, "ruler")
	errc := make(chan error, 4)
	for w := range 4 {
		go func() {
			for n := 1 + w; n <= 120; n += 1 + w {
				s := strconv.Itoa(n)
				c, err := f.Parse(s)
				if err != nil {
					errc <- err
					return
				}
				got, _ := c.Value(context.Background())
				r, _ := g.Parse(s) // a ruler coin from 1 always parses
				want, _ := r.Value(context.Background())
				if _, err := c.(game.Mover).Options(context.Background()); err != nil || got != want {
					errc <- fmt.Errorf("coin %d: worth %v, want %v; options: %v", n, got, want, err)
					return
				}
			}
			errc <- nil
		}()
	}
	for range 4 {
		if err := <-errc; err != nil {
			t.Error(err)
		}
	}
}
