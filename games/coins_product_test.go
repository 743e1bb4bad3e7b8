package games_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
)

// products lists every product of two coin games: its name and the
// indices of its factors in coinRows.
func products() []struct {
	name string
	a, b int
} {
	var out []struct {
		name string
		a, b int
	}
	for a := range coinRows {
		for b := range coinRows {
			out = append(out, struct {
				name string
				a, b int
			}{coinRows[a].name + "*" + coinRows[b].name, a, b})
		}
	}
	return out
}

// TestTartanBrute plays every position of a 4×4 board of each product
// game by its rule (a move turns X×Y for moves X and Y of the factors)
// and checks its value is the nim-sum of its heads coins' values, which
// the Tartan theorem makes nim-products.
func TestTartanBrute(t *testing.T) {
	for _, p := range products() {
		a, b := coinRows[p.a], coinRows[p.b]
		checkTartanBrute(t, mustLookup(t, p.name), coinFactor{a.name, a.first, a.others}, coinFactor{b.name, b.first, b.others}, 4)
	}
}

// cellsOf expands a part "x,y" (each a coin or a run) into its coins.
func cellsOf(t *testing.T, s string) []string {
	xs, ys, _ := strings.Cut(s, ",")
	var out []string
	for _, x := range coinsOf(t, xs) {
		for _, y := range coinsOf(t, ys) {
			out = append(out, fmt.Sprintf("%d,%d", x, y))
		}
	}
	return out
}

// TestProductOptions checks that the options of each coin of a 4×4
// board, and of a few blocks, are the coins its moves leave heads by the
// rule (a move turns X×Y).
func TestProductOptions(t *testing.T) {
	for _, p := range products() {
		a, b := coinRows[p.a], coinRows[p.b]
		f := mustLookup(t, p.name)
		for _, s := range smallBlocks(a.first, b.first, 4) {
			var got, want []string
			for _, o := range options(t, mustParse(t, f, s)) {
				var cells []string
				for _, part := range o.Strings() {
					cells = append(cells, cellsOf(t, part)...)
				}
				slices.Sort(cells)
				got = append(got, strings.Join(cells, " "))
			}
			heads := cellsOf(t, s)
			for _, h := range heads {
				var x, y int
				fmt.Sscanf(h, "%d,%d", &x, &y)
				for _, xo := range a.others(x) {
					for _, yo := range b.others(y) {
						left := map[string]bool{}
						for _, c := range heads {
							left[c] = c != h
						}
						for _, i := range append(xo, x) {
							for _, j := range append(yo, y) {
								if c := fmt.Sprintf("%d,%d", i, j); c != h {
									left[c] = !left[c]
								}
							}
						}
						var cells []string
						for c, up := range left {
							if up {
								cells = append(cells, c)
							}
						}
						slices.Sort(cells)
						want = append(want, strings.Join(cells, " "))
					}
				}
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("%s %s: options %q, want %q", p.name, s, got, want)
			}
		}
	}
}

// smallBlocks lists the coins of a k×k board and a few blocks on it.
func smallBlocks(fx, fy, k int) []string {
	var out []string
	for x := fx; x < fx+k; x++ {
		for y := fy; y < fy+k; y++ {
			out = append(out, fmt.Sprintf("%d,%d", x, y))
		}
	}
	return append(out,
		fmt.Sprintf("%d..%d,%d", fx, fx+1, fy+2),
		fmt.Sprintf("%d..%d,%d", fx+1, fx+3, fy+1),
		fmt.Sprintf("%d,%d..%d", fx+2, fy, fy+1),
		fmt.Sprintf("%d,%d..%d", fx+1, fy+1, fy+3),
		fmt.Sprintf("%d..%d,%d..%d", fx+1, fx+2, fy+1, fy+3))
}

// TestProductMovesTo checks values against play and the moves to each
// value against all moves, for coins and blocks.
func TestProductMovesTo(t *testing.T) {
	for _, p := range products() {
		name, ai, bi := p.name, p.a, p.b
		f := mustLookup(t, name)
		positions := smallBlocks(coinRows[ai].first, coinRows[bi].first, 4)
		checkValues(t, f, positions)
		checkMovesTo(t, f, positions, 15)
	}
}

// TestProductReadOption reads back every option of small coins and
// blocks as printed, in any order.
func TestProductReadOption(t *testing.T) {
	for _, p := range products() {
		name, ai, bi := p.name, p.a, p.b
		checkReadBack(t, mustLookup(t, name), smallBlocks(coinRows[ai].first, coinRows[bi].first, 3))
	}
	c := mustParse(t, mustLookup(t, "turning-turtles*turning-turtles"), "3,5")
	for _, parts := range [][]string{{"1,2", "1,5"}, {"3,5"}, {"1,2", "1,5", "3,2", "2,2"}} {
		if o, err := c.(answer.OptionReader).ReadOption(parts); err == nil {
			t.Errorf("3,5 → %s read as %v, want an error", game.PartsText(parts), o)
		}
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// TestProductHuge checks the first moves to a few values at coin
// 10^9,10^9 of each product: each is a move of that value.
func TestProductHuge(t *testing.T) {
	for _, p := range products() {
		name := p.name
		f := mustLookup(t, name)
		for _, s := range []string{"1000000000,1000000000", "999999999,3"} {
			c := mustParse(t, f, s)
			for _, target := range []uint64{0, 1, 6, 1 << 40, 123456789} {
				checkHugeMoves(t, c, target)
			}
		}
	}
}

// TestProductValues checks a few values against nim-products worked by
// hand.
func TestProductValues(t *testing.T) {
	for _, test := range []struct {
		game, coin string
		want       uint64
	}{
		{"turning-turtles*turning-turtles", "3,5", 15}, // 3 ⊗ 4 ⊕ 3 ⊗ 1 = 12 ⊕ 3
		{"turning-turtles*turning-turtles", "16,16", 24},
		{"ruler*ruler", "12,6", 8}, // 4 ⊗ 2
		{"mock-turtles*ruler", "0,5", 1},
		{"ruler*mock-turtles", "1..3,0", 2}, // (1 ⊕ 2 ⊕ 1) ⊗ 1
	} {
		if got := value(t, mustLookup(t, test.game), test.coin); got != game.Star(test.want) {
			t.Errorf("Value(%s %s) = %v, want %d", test.game, test.coin, got, test.want)
		}
	}
}

// BenchmarkAnalyzeCoins analyses a coin of 10^18 beside a small one, and
// a product coin of 10^9,10^9 likewise: values, the first winning moves
// and their count.
func BenchmarkAnalyzeCoins(b *testing.B) {
	for _, test := range []struct{ game, pos string }{
		{"ruler", "1000000000000000000 12"},
		{"mock-turtles", "1000000000000000000 5 9"},
		{"turning-turtles*turning-turtles", "1000000000,1000000000 3,5"},
		{"mock-turtles*ruler", "1000000000,1000000000 3,5"},
	} {
		b.Run(test.game, func(b *testing.B) {
			f := mustLookup(b, test.game)
			var sum []game.Component
			for _, s := range strings.Fields(test.pos) {
				sum = append(sum, mustParse(b, f, s))
			}
			for b.Loop() {
				if _, err := sums.Analyze(f, sum, sums.Options{MaxMoves: 20}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
