// Package examples_test checks every rules file in this directory against
// the answer known for its game: a contest's sample answers, a theorem, an
// independent computation or a published sequence.
package examples_test

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/internal/longtest"
	"github.com/nimber/nimber/internal/reference"
	"github.com/nimber/nimber/rules"
)

func load(t *testing.T, file string, set ...string) *rules.Game {
	t.Helper()
	g, err := rules.Load(context.Background(), file, nil, rules.Options{Set: set})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// analyze analyses the positions given, or the file's start.
func analyze(t *testing.T, g *rules.Game, positions ...string) *answer.Report {
	t.Helper()
	sum, err := g.Start()
	if len(positions) > 0 {
		sum, err = nil, nil
		for _, p := range positions {
			c, perr := g.Parse(p)
			if perr != nil {
				t.Fatalf("%s: Parse(%q): %v", g.Name(), p, perr)
			}
			sum = append(sum, c)
		}
	}
	if err != nil {
		t.Fatal(err)
	}
	r, err := sums.Analyze(g, sum, sums.Options{})
	if err != nil {
		t.Fatalf("%s: analyze %v: %v", g.Name(), positions, err)
	}
	return r
}

func TestDotSamples(t *testing.T) {
	// Codeforces 69D, samples 1 and 2: Anton (first player) wins with D = 3,
	// Dasha with D = 4.
	for _, test := range []struct {
		d    string
		want game.Outcome
	}{{"3", game.N}, {"4", game.P}} {
		if got := analyze(t, load(t, "dot.star", "D="+test.d)).Outcome; got != test.want {
			t.Errorf("dot.star with D=%s: outcome %v, want %v", test.d, got, test.want)
		}
	}
}

// The reflection never changes who wins (seeds/002): a player can answer a
// reflection with their own.
func TestDotReflectionIsIdle(t *testing.T) {
	for _, d := range []int{3, 5, 7} {
		with := load(t, "dot.star", fmt.Sprintf("D=%d", d), "VECTORS=[(1, 1), (1, 2), (3, 0)]")
		without := load(t, "dot.star", fmt.Sprintf("D=%d", d), "VECTORS=[(1, 1), (1, 2), (3, 0)]", "REFLECT=False")
		for x := 0; x*x <= d*d; x++ {
			for y := 0; x*x+y*y <= d*d; y++ {
				pos := fmt.Sprintf("%d,%d", x, y)
				a, b := analyze(t, with, pos).Outcome, analyze(t, without, pos).Outcome
				if a != b {
					t.Errorf("dot.star D=%d from %s: %v with reflections, %v without", d, pos, a, b)
				}
			}
		}
	}
}

// The cutting game agrees with the usual solution: never leave a strip of
// width 1, so a sheet is worth the mex over cuts into sheets at least 2
// wide of the XOR of the two parts (POJ 2311), and 2×2, 2×3, 3×2 lose.
func TestPaperAgreesWithSpragueGrundy(t *testing.T) {
	const n = 8
	var sg [n + 1][n + 1]uint64
	for w := 2; w <= n; w++ {
		for h := 2; h <= n; h++ {
			var opts []uint64
			for a := 2; a <= w-2; a++ {
				opts = append(opts, sg[a][h]^sg[w-a][h])
			}
			for b := 2; b <= h-2; b++ {
				opts = append(opts, sg[w][b]^sg[w][h-b])
			}
			sg[w][h] = game.Mex(opts)
		}
	}
	g := load(t, "paper.star")
	size := longtest.Pick(5, 7)
	for w := 2; w <= size; w++ {
		for h := 2; h <= size; h++ {
			got := analyze(t, g, fmt.Sprintf("(%d, %d)", w, h)).Outcome
			if want := outcomeOf(sg[w][h] != 0); got != want {
				t.Errorf("paper.star %d×%d: %v, want %v", w, h, got, want)
			}
		}
	}
}

// Euclid's game: the player to move from (a, b), a ≥ b > 0, wins iff
// a ≥ φ·b or b divides a (Cole and Davie).
func TestEuclidClosedForm(t *testing.T) {
	phi := (1 + math.Sqrt(5)) / 2
	g := load(t, "euclid.star")
	for a := 1; a <= 30; a++ {
		for b := 1; b <= a; b++ {
			got := analyze(t, g, fmt.Sprintf("%d,%d", a, b)).Outcome
			if want := outcomeOf(float64(a) >= phi*float64(b) || a%b == 0); got != want {
				t.Errorf("euclid.star (%d, %d): %v, want %v", a, b, got, want)
			}
		}
	}
}

// Euclid's game as rules agrees with the catalog's closed form, value for
// value, where the catalog has it.
func TestEuclidAgreesWithCatalog(t *testing.T) {
	native, err := games.Lookup("euclid", games.Config{})
	if err != nil {
		t.Skipf("no catalog euclid: %v", err)
	}
	g := load(t, "euclid.star")
	for a := 1; a <= 25; a++ {
		for b := 1; b <= 25; b++ {
			pos := fmt.Sprintf("%d,%d", a, b)
			c, err := native.Parse(pos)
			if err != nil {
				t.Fatal(err)
			}
			want, err := c.Value(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if got := analyze(t, g, pos).Grundy; got.Cmp(want) != 0 {
				t.Errorf("euclid.star Grundy(%s) = %v, want %v (catalog)", pos, got, want)
			}
		}
	}
}

func TestSubtractionAgreesWithMex(t *testing.T) {
	for _, set := range [][]int{{1, 3, 4}, {2, 5, 6}, {1, 2}} {
		s := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(set)), ", "), "[]")
		g := load(t, "subtraction.star", "S=["+s+"]")
		var values []uint64
		for n := 0; n < 60; n++ {
			var opts []uint64
			for _, k := range set {
				if k <= n {
					opts = append(opts, values[n-k])
				}
			}
			values = append(values, game.Mex(opts))
			r := analyze(t, g, fmt.Sprint(n))
			if got, _ := r.Grundy.Uint64(); got != values[n] {
				t.Errorf("subtraction.star S=%v: Grundy(%d) = %d, want %d", set, n, got, values[n])
			}
		}
	}
}

func TestKaylesAgreesWithOEIS(t *testing.T) {
	g := load(t, "kayles.star")
	checked := 0
	for n, want := range reference.ReadOEIS(t, "A002186").Terms {
		if got, _ := analyze(t, g, fmt.Sprint(n)).Grundy.Uint64(); got != want {
			t.Errorf("kayles.star Grundy(%d) = %d, want %d (A002186)", n, got, want)
		}
		checked++
	}
	if checked < 100 {
		t.Errorf("checked %d Kayles values, want the 105 of A002186", checked)
	}
	// The start 4,7,9 is worth 1 xor 2 xor 4 through components.
	if got, _ := analyze(t, g).Grundy.Uint64(); got != 7 {
		t.Errorf("kayles.star start: Grundy %d, want 7", got)
	}
}

func outcomeOf(n bool) game.Outcome {
	if n {
		return game.N
	}
	return game.P
}

// TestLedgeOutcomes checks the loopy ledge game against the argument at
// the top of ledge.star: cell 0 wins by jumping; with one cell more, cell
// 1 is lost (and two tokens on 0 are too: 0 is then worth *1); with two or
// more, every cell 1..L is a draw, and so are two tokens on 0.
func TestLedgeOutcomes(t *testing.T) {
	for l := 1; l <= 6; l++ {
		g := load(t, "ledge.star", fmt.Sprintf("L=%d", l))
		for cell := -1; cell <= l; cell++ {
			want := game.D
			switch {
			case cell == -1:
				want = game.P
			case cell == 0:
				want = game.N
			case l == 1:
				want = game.P
			}
			if got := analyze(t, g, fmt.Sprint(cell)).Outcome; got != want {
				t.Errorf("ledge.star with L=%d, cell %d: %v, want %v", l, cell, got, want)
			}
		}
		if want := map[bool]game.Outcome{true: game.P, false: game.D}[l == 1]; analyze(t, g, "0", "0").Outcome != want {
			t.Errorf("ledge.star with L=%d, two tokens on 0: %v, want %v", l, analyze(t, g, "0", "0").Outcome, want)
		}
	}
}

// Chomp: the first player wins on every rectangle but 1×1 (strategy
// stealing), and with two rows the lost positions are exactly those whose
// second row is one square shorter than the first (Gale).
func TestChompTheorems(t *testing.T) {
	g := load(t, "chomp.star")
	for w := 1; w <= 6; w++ {
		for h := 1; h <= 5; h++ {
			got := analyze(t, g, fmt.Sprintf("%d,%d", w, h)).Outcome
			if want := outcomeOf(w*h > 1); got != want {
				t.Errorf("chomp.star %d×%d: %v, want %v", w, h, got, want)
			}
		}
	}
	for a := 1; a <= 12; a++ {
		for b := 0; b <= a; b++ {
			rows := fmt.Sprintf("(%d, %d)", a, b)
			if b == 0 {
				rows = fmt.Sprintf("(%d,)", a)
			}
			got := analyze(t, g, rows).Outcome
			if want := outcomeOf(b != a-1); got != want {
				t.Errorf("chomp.star rows %s: %v, want %v", rows, got, want)
			}
		}
	}
}
