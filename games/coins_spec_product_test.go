package games_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/internal/longtest"
)

// A coinFactor is a factor of a product as the brute force plays it:
// its text in a coins:A*B spec, its lowest coin, and the coins below n a
// move at n may turn besides n.
type coinFactor struct {
	text   string
	first  int
	others func(n int) [][]int
}

// specFactors are the rules of specRows and the named coin games as
// factors.
func specFactors() []coinFactor {
	var out []coinFactor
	for _, r := range specRows {
		out = append(out, coinFactor{strings.TrimPrefix(r.spec, "coins:"), r.first, func(n int) [][]int { return r.others(n, r.first) }})
	}
	for _, r := range coinRows {
		out = append(out, coinFactor{r.name, r.first, r.others})
	}
	return out
}

// TestSpecTartanBrute plays every position of a 3×3 board (4×4 in the
// long tests) of the products coins:A*B, A given by turn patterns and B
// by patterns or by name or the other way round, and checks the moves
// to each value and reads each option back on small coins and blocks.
func TestSpecTartanBrute(t *testing.T) {
	factors := specFactors()
	for i, a := range factors {
		for j, b := range factors {
			if i >= len(specRows) && j >= len(specRows) {
				continue // two named games: TestTartanBrute
			}
			f := mustLookup(t, "coins:"+a.text+"*"+b.text)
			checkTartanBrute(t, f, a, b, longtest.Pick(3, 4))
			positions := smallBlocks(a.first, b.first, 4)
			checkValues(t, f, positions)
			checkMovesTo(t, f, positions, 15)
			checkReadBack(t, f, smallBlocks(a.first, b.first, 3))
		}
	}
}

// checkTartanBrute plays every position of a w×w board of f, the
// product of a and b, by its rule (a move turns X×Y for moves X and Y of
// the factors) and checks its value is the nim-sum of its heads coins'
// values, which the Tartan theorem makes nim-products.
func checkTartanBrute(t *testing.T, f game.Family, a, b coinFactor, w int) {
	t.Helper()
	g := bruteRow(w*w, func(k int) []uint32 {
		x, y := a.first+k%w, b.first+k/w
		var out []uint32
		for _, xo := range a.others(x) {
			for _, yo := range b.others(y) {
				var m uint32
				for _, i := range append(slices.Clone(xo), x) {
					for _, j := range append(slices.Clone(yo), y) {
						m |= 1 << ((j-b.first)*w + i - a.first)
					}
				}
				out = append(out, m)
			}
		}
		return out
	})
	coin := make([]uint64, w*w)
	for k := range coin {
		v, _ := value(t, f, fmt.Sprintf("%d,%d", a.first+k%w, b.first+k/w)).Uint64()
		coin[k] = v
	}
	checkNimSums(t, f.Name(), g, coin)
}

// checkReadBack reads back every option of each position of f as
// printed, its parts in reverse order.
func checkReadBack(t *testing.T, f game.Family, positions []string) {
	t.Helper()
	for _, s := range positions {
		c := mustParse(t, f, s)
		for _, o := range options(t, c) {
			parts := o.Strings()
			slices.Reverse(parts)
			got, err := c.(answer.OptionReader).ReadOption(parts)
			if err != nil || !slices.Equal(sorted(got.Strings()), sorted(parts)) {
				t.Errorf("%s %s: ReadOption(%q) = %v, %v", f.Name(), s, parts, got, err)
			}
		}
	}
}

// TestSpecProductSpecs checks how coins:A*B reads its factors: as the
// named product where both are named games, and with errors that say
// which factor is wrong.
func TestSpecProductSpecs(t *testing.T) {
	for _, test := range []struct{ spec, same string }{
		{"coins:{},{*}*ruler", "turning-turtles*ruler"},
		{"coins:ruler*0:{},{*},{*,*}", "ruler*mock-turtles"},
		{"coins:{},{1..*}*{},{*}", "ruler*turning-turtles"},
		{"coins:mock-turtles*mock-turtles", "mock-turtles*mock-turtles"},
	} {
		f, g := mustLookup(t, test.spec), mustLookup(t, test.same)
		for _, s := range []string{"3,5", "1..4,2", "7,1..3", "12,9"} {
			if strings.HasPrefix(test.same, "mock") && s == "1..4,2" {
				s = "0..4,2"
			}
			if got, want := value(t, f, s), value(t, g, s); got != want {
				t.Errorf("%s %s is worth %v; %s %s is worth %v", test.spec, s, got, test.same, s, want)
			}
			if got, want := optionCoins2(t, mustParse(t, f, s)), optionCoins2(t, mustParse(t, g, s)); !slices.Equal(got, want) {
				t.Errorf("%s %s: options %v; %s has %v", test.spec, s, got, test.same, want)
			}
		}
	}
	for _, test := range []struct{ spec, want string }{
		{"coins:{},{1}*foo", `factor "foo": want turn patterns`},
		{"coins:{},{1}*ruler*ruler", "three factors or more"},
		{"coins:{},{1}*{0}", "offset 0 is the coin turned heads to tails"},
		{"coins:*ruler", "no patterns"},
	} {
		_, err := games.Lookup(test.spec, games.Config{})
		if err == nil || errs.KindOf(err) != errs.Usage || !strings.Contains(err.Error(), test.want) {
			t.Errorf("%s: error %v, want a usage error saying %q", test.spec, err, test.want)
		}
	}
	// A coin past what a factor may value is refused, naming the bound.
	f, err := games.Lookup("coins:ruler*{},{*}", games.Config{MaxPositions: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := mustParse(t, f, "1,100").Value(context.Background()); errs.KindOf(err) != errs.Limit {
		t.Errorf("coin 1,100: error %v, want a limit", err)
	}
}

// optionCoins2 lists c's options as their heads coins x,y, sorted.
func optionCoins2(t *testing.T, c game.Component) []string {
	var out []string
	for _, o := range options(t, c) {
		var coins []string
		for _, p := range o.Strings() {
			coins = append(coins, cellsOf(t, p)...)
		}
		slices.Sort(coins)
		out = append(out, strings.Join(coins, " "))
	}
	slices.Sort(out)
	return out
}
