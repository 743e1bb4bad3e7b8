package games_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/heap"
)

// TestOctalOEIS compares values with the OEIS sequences. Dawson's Kayles
// is Dawson's Chess (A002187) shifted by one heap.
func TestOctalOEIS(t *testing.T) {
	tests := []struct {
		spec, id string
		shift    int // G(n) = a(n - shift)
	}{
		{"kayles", "A002186", 0},
		{"octal:0.77", "A002186", 0},
		{"octal:.137", "A002187", 0},
		{"dawson", "A002187", 1},
		{"grundy", "A002188", 0},
	}
	for _, test := range tests {
		f := mustLookup(t, test.spec)
		for n, a := range oeis(t, test.id) {
			if got := value(t, f, strconv.Itoa(n+test.shift)); got.Cmp(game.Star(a)) != 0 {
				t.Errorf("Value(%s %d) = %v, want %d (%s)", test.spec, n+test.shift, got, a, test.id)
			}
		}
	}
}

// TestOctalCGSuite checks the CGSuite fixtures: normal values of heaps
// 1..20, the number of options of heap 20, and the misère outcome of each
// lone heap 0..20 (P exactly when the misère nim-value is 0).
func TestOctalCGSuite(t *testing.T) {
	tests := []struct {
		spec          string
		values        string // heaps 1..20
		options       int    // at heap 20
		misereNimbers string // heaps 0..20
	}{
		{"kayles", "1,2,3,1,4,3,2,1,4,2,6,4,1,2,7,1,4,3,2,1", 20, "1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0"},
		{"grundy", "0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0", 9, "1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2"},
		// Grundy's game by its code: the "!" (unequal splits) must reach the moves.
		{"octal:4!.0", "0,0,1,0,2,1,0,2,1,0,2,1,3,2,1,3,2,4,3,0", 9, "1,1,1,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2,0,1,2"},
		{"dawson", "0,1,1,2,0,3,1,1,0,3,3,2,2,4,0,5,2,2,3,3", 10, "1,1,0,0,2,1,3,0,0,1,1,3,0,2,1,1,0,0,2,1,3"},
		{"octal:0.0330003", "0,1,1,2,0,0,1,1,2,0,0,1,1,2,0,0,1,1,2,0", 3, "1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1,1,0,0,2,1"},
		{"hex:0.3F", "1,2,0,1,2,3,4,5,3,4,5,6,7,8,6,7,8,9,10,11", 38, "1,0,2,1,0,2,1,0,4,1,0,4,1,0,6,1,0,6,1,0,6"},
	}
	for _, test := range tests {
		f := mustLookup(t, test.spec)
		for i, want := range strings.Split(test.values, ",") {
			if got := value(t, f, strconv.Itoa(i+1)).String(); got != want {
				t.Errorf("Value(%s %d) = %s, want %s", test.spec, i+1, got, want)
			}
		}
		if got := len(options(t, mustParse(t, f, "20"))); got != test.options {
			t.Errorf("len(Options(%s 20)) = %d, want %d", test.spec, got, test.options)
		}
		for n, m := range strings.Split(test.misereNimbers, ",") {
			r, err := sums.Analyze(f, []game.Component{mustParse(t, f, strconv.Itoa(n))}, sums.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			if want := map[bool]game.Outcome{true: game.P, false: game.N}[m == "0"]; r.Outcome != want {
				t.Errorf("misère outcome of %s %d = %v, want %v (misère nim-value %s)", test.spec, n, r.Outcome, want, m)
			}
		}
	}
}

// TestOctalBruteForce plays small sums out move by move, normal and misère.
func TestOctalBruteForce(t *testing.T) {
	tests := []struct {
		spec    string
		maxHeap int
	}{
		{"kayles", 7}, {"dawson", 7}, {"grundy", 7}, {"officers", 7}, {"hex:0.F", 7},
		{"octal:4.7", 5}, {"octal:0.3003330[3]", 7},
	}
	for _, test := range tests {
		t.Run(test.spec, func(t *testing.T) { checkFamily(t, test.spec, upTo(test.maxHeap), 3) })
	}
}

// TestOctalHugeHeap checks that a heap far beyond the computed values is
// worth what the heap at the same place in the period is worth, with the
// period of the CGSuite fixtures (Dawson's Kayles: preperiod 53, period 34).
func TestOctalHugeHeap(t *testing.T) {
	tests := []struct {
		spec              string
		preperiod, period int64
	}{
		{"dawson", 53, 34},
		{"kayles", 71, 12},
	}
	for _, test := range tests {
		f := mustLookup(t, test.spec)
		for _, huge := range []string{"1000000000000", "18446744073709551615", "123456789012345678901234567890"} {
			n, _ := new(big.Int).SetString(huge, 10)
			pre := big.NewInt(test.preperiod)
			reduced := n.Mod(n.Sub(n, pre), big.NewInt(test.period)).Add(n, pre).String()
			if got, want := value(t, f, huge), value(t, f, reduced); got.Cmp(want) != 0 {
				t.Errorf("Value(%s %s) = %v, want %v = Value(%s)", test.spec, huge, got, want, reduced)
			}
			// The sum of a heap and its reduced twin is a P-position.
			r, err := sums.Analyze(f, []game.Component{mustParse(t, f, huge), mustParse(t, f, reduced)}, sums.Options{})
			if err != nil || r.Outcome != game.P {
				t.Errorf("Analyze(%s %s %s) = %v, %v; want P", test.spec, huge, reduced, r, err)
			}
		}
	}
	// With a non-zero sum the huge heap's moves would be needed: too many
	// to list, and the report says what is known of them.
	f := mustLookup(t, "dawson")
	r, err := sums.Analyze(f, []game.Component{mustParse(t, f, "1000000000000"), mustParse(t, f, "5"), mustParse(t, f, "7")}, sums.Options{})
	want := "worth *" + value(t, f, "64").String() // 64 = 53 + (10^12 − 53) mod 34
	if err != nil || r.Outcome != game.N || len(r.Unlisted) != 1 || r.Unlisted[0].Component != 0 || !strings.Contains(r.Unlisted[0].Reason, want) {
		t.Errorf("Analyze(dawson 10^12 5 7) = %+v, %v; want N with heap 0 unlisted, saying %q", r, err, want)
	}
	if _, err := mustParse(t, mustLookup(t, "grundy"), "1000000000000").Value(context.Background()); !errs.Is(err, errs.Unknown) {
		t.Errorf("Value(grundy 10^12) error = %v, want kind unknown (no periodicity theorem)", err)
	}
	// A game whose moves leave three heaps searches a shorter prefix for a
	// period: each value costs O(n) words there.
	hex := mustLookup(t, "hex:0.08")
	if _, err := mustParse(t, hex, "1000000000000").Value(context.Background()); !errs.Is(err, errs.Limit) {
		t.Errorf("Value(hex:0.08 10^12) error = %v, want kind limit (no period proved)", err)
	}
	if n := hex.(game.Counter).Explored(); n > 1<<13 {
		t.Errorf("hex:0.08 10^12: %d values computed looking for a period, want at most 2^13", n)
	}
}

// TestOctalAllButHugeHeap: an all-but code's huge heaps follow its proved
// arithmetic period, as the same game's heaps do under allbut:S.
func TestOctalAllButHugeHeap(t *testing.T) {
	for _, pair := range [][2]string{{"octal:0.0[3]", "allbut:1"}, {"octal:0.30330[3]", "allbut:2,5"}} {
		small, err := games.Lookup(pair[0], games.Config{MaxPositions: 300})
		if err != nil {
			t.Fatal(err)
		}
		twin := mustLookup(t, pair[1])
		for _, n := range []string{"301", "1000", "1234", "1000000000000"} {
			if got, want := value(t, small, n), value(t, twin, n); got.Cmp(want) != 0 {
				t.Errorf("Value(%s %s) past a limit of 300 = %v, want %v = Value(%s %s)", pair[0], n, got, want, pair[1], n)
			}
			// Every move to a few values, as the twin lists them.
			for _, target := range []uint64{0, 1, 2, 100, 499999999999} {
				got, err := mustParse(t, small, n).(game.ValueMover).MovesTo(context.Background(), game.Star(target))
				want, _ := mustParse(t, twin, n).(game.ValueMover).MovesTo(context.Background(), game.Star(target))
				if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s heap %s: MovesTo(%d) = %v, %v; want %v as %s", pair[0], n, target, got, err, want, pair[1])
				}
			}
		}
	}
}

// TestOctalWinningSplit checks a split among the winning moves.
func TestOctalWinningSplit(t *testing.T) {
	f := mustLookup(t, "kayles")
	r, err := sums.Analyze(f, []game.Component{mustParse(t, f, "7")}, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var moves []string
	for _, m := range r.WinningMoves {
		moves = append(moves, strings.Join(m.To, "+"))
	}
	if got, want := strings.Join(moves, " "), "3+3 1+4"; got != want {
		t.Errorf("winning moves of kayles 7 = %s, want %s", got, want)
	}
}

func TestOctalParseErrors(t *testing.T) {
	for _, spec := range []string{"octal:0.8", "octal:", "hex:0.G", "octal:1.7", "kayles:3"} {
		if _, err := games.Lookup(spec, games.Config{}); !errs.Is(err, errs.Usage) {
			t.Errorf("Lookup(%q) error = %v, want a usage error", spec, err)
		}
	}
	f := mustLookup(t, "kayles")
	for _, s := range []string{"-1", "x", "", "1.5"} {
		if _, err := f.Parse(s); !errs.Is(err, errs.Usage) {
			t.Errorf("Parse(kayles %q) error = %v, want a usage error", s, err)
		}
	}
}

func ExampleLookup_kayles() {
	f, _ := games.Lookup("kayles", games.Config{})
	c, _ := f.Parse("7")
	r, _ := sums.Analyze(f, []game.Component{c}, sums.Options{})
	for _, m := range r.WinningMoves {
		fmt.Println(m.From, "→", strings.Join(m.To, " + "))
	}
	// Output:
	// 7 → 3 + 3
	// 7 → 1 + 4
}

// TestOctalOptionsBound checks that a heap with more options than the
// limit refuses to list them rather than fill memory.
func TestOctalOptionsBound(t *testing.T) {
	f, err := games.Lookup("hex:0.8", games.Config{MaxPositions: 100})
	if err != nil {
		t.Fatal(err)
	}
	// Heap 99 may leave any three heaps of 98 tokens: about 98²/12 options.
	m := mustParse(t, f, "99").(game.Mover)
	if _, err := m.Options(context.Background()); !errs.Is(err, errs.Limit) {
		t.Errorf("Options(hex:0.8 99) with --max-positions 100: error %v, want a limit error", err)
	}
	if opts, err := mustParse(t, f, "20").(game.Mover).Options(context.Background()); err != nil || len(opts) != 30 {
		t.Errorf("Options(hex:0.8 20) = %d options, %v; want 30 (partitions of 19 into three parts)", len(opts), err)
	}
}

// The context stops the values and the proof of a heap game: hex:0.3F's
// values near heap 12,000 take seconds, so only the deadline ends the
// work this soon, and the error says it did. Each heap has a deadline of
// its own, which passes as it computes.
func TestOctalContext(t *testing.T) {
	for _, heap := range []string{"12000", "1000000000000"} {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		f, err := games.Lookup("hex:0.3F", games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		c, err := f.Parse(heap)
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.Value(ctx)
		if !errors.Is(err, context.DeadlineExceeded) || !errs.Is(err, errs.Limit) {
			t.Errorf("hex:0.3F heap %s past the deadline: %v, want a limit error wrapping it", heap, err)
		}
	}
}

// The catalog's heap games that are octal games too have the same
// values by the sequence engine (heap.Parse's aliases) as by their
// closed forms; and a bare code is an octal game.
func TestCatalogAsOctal(t *testing.T) {
	for _, spec := range []string{"nim", "lasker", "bash:3", "bash:1"} {
		f, err := games.Lookup(spec, games.Config{})
		if err != nil {
			t.Fatal(err)
		}
		r, err := heap.Parse(spec)
		if err != nil {
			t.Fatalf("heap.Parse(%q): %v", spec, err)
		}
		seq := heap.Plain(r, 300)
		for n, want := range seq {
			c, err := f.Parse(strconv.Itoa(n))
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.Value(context.Background())
			if err != nil || got.String() != strconv.Itoa(int(want)) {
				t.Fatalf("%s heap %d: catalog value %v (%v), octal %s's %d", spec, n, got, err, r, want)
			}
		}
	}
	f, err := games.Lookup("0.77", games.Config{})
	if err != nil {
		t.Fatalf("Lookup(0.77): %v, want Kayles by its code", err)
	}
	c, _ := f.Parse("7")
	if v, err := c.Value(context.Background()); err != nil || v.String() != "2" {
		t.Errorf("0.77 heap 7 = %v, %v; want Kayles' 2", v, err)
	}
}
