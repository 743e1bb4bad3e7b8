// Brute-force checks of the closed forms of Lasker's Nim, Staircase Nim,
// Euclid, Fibonacci Nim, Moore's Nim, Poker Nim and Northcott's game.
package games_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimber/nimber/game"
)

func TestLaskerBruteForce(t *testing.T) {
	checkValues(t, mustLookup(t, "lasker"), upTo(40))
	checkMovesTo(t, mustLookup(t, "lasker"), upTo(130), 260)
	checkFamily(t, "lasker", upTo(5), 3)
}

// TestLaskerHugeSplits checks the moves found without scanning on heaps
// far too large to scan: there are some, and each has the target value.
func TestLaskerHugeSplits(t *testing.T) {
	f := mustLookup(t, "lasker")
	for _, test := range []struct{ heap, target string }{
		{"1000000000000000000", "1000000000000000000"},
		{"18446744073709551615", "18446744073709551612"},
		{"18446744073709551614", "5"},
		{"1000000000000000003", "1099511627776"},
	} {
		target, _ := game.ParseNimber(test.target)
		opts, err := mustParse(t, f, test.heap).(game.ValueMover).MovesTo(context.Background(), target)
		if err != nil || len(opts) == 0 {
			t.Fatalf("lasker %s: MovesTo(%v) = %d moves, %v; want some", test.heap, target, len(opts), err)
		}
		for _, o := range opts {
			var v game.Nimber
			for _, part := range o {
				v = v.Xor(value(t, f, part.String()))
			}
			if v.Cmp(target) != 0 {
				t.Errorf("lasker %s: move to %v has value %v, want %v", test.heap, o.Strings(), v, target)
			}
		}
	}
}

func TestStaircaseBruteForce(t *testing.T) {
	checkMovesTo(t, mustLookup(t, "staircase"), lists(3, 3), 7)
	checkFamily(t, "staircase", lists(3, 3), 1)
	checkFamily(t, "staircase", lists(2, 2), 2)
}

func TestEuclidBruteForce(t *testing.T) {
	checkValues(t, mustLookup(t, "euclid"), pairs(30))
	checkMovesTo(t, mustLookup(t, "euclid"), pairs(20), 21)
	checkFamily(t, "euclid", pairs(5), 2)
}

// TestEuclidOutcome checks the φ criterion against the values.
func TestEuclidOutcome(t *testing.T) {
	f := mustLookup(t, "euclid")
	for _, s := range append(pairs(40), "1,18446744073709551615", "12200160415121876738,7540113804746346429", "7540113804746346429,12200160415121876738") {
		c := mustParse(t, f, s)
		o, err := c.(game.Outcomer).Outcome(context.Background())
		v, _ := c.Value(context.Background())
		if want := outcomeOf(v); err != nil || o != want {
			t.Errorf("Outcome(euclid %s) = %v, %v; want %v (value %v)", s, o, err, want, v)
		}
	}
}

// fibPositions returns heaps and states with at most n counters.
func fibPositions(n int) []string {
	out := upTo(n)
	for a := 0; a <= n; a++ {
		for m := 0; m <= a+1; m++ {
			out = append(out, fmt.Sprintf("%d,%d", a, m))
		}
	}
	return out
}

func TestFibonacciBruteForce(t *testing.T) {
	checkMovesTo(t, mustLookup(t, "fibonacci"), fibPositions(12), 6)
	checkFamily(t, "fibonacci", fibPositions(25), 1) // lone: closed-form moves to P
	checkFamily(t, "fibonacci", fibPositions(5), 2)
}

func TestMooreBruteForce(t *testing.T) {
	for _, spec := range []string{"moore:1", "moore:2", "moore:3"} {
		checkMovesTo(t, mustLookup(t, spec), lists(2, 3), 7)
		checkFamily(t, spec, lists(3, 4), 1) // lone: Moore's criterion, moves to P
		checkFamily(t, spec, lists(2, 2), 2)
	}
}

// TestReversibleBruteForce checks that heaps that may also grow from a
// bounded reserve are worth the Nim heap of their size.
func TestReversibleBruteForce(t *testing.T) {
	for _, spec := range []string{"poker", "northcott"} {
		var ps []string
		for n := 0; n <= 4; n++ {
			for r := 0; r <= 3; r++ {
				ps = append(ps, fmt.Sprintf("%d,%d", n, r))
			}
		}
		checkValues(t, mustLookup(t, spec), ps)
		checkMovesTo(t, mustLookup(t, spec), ps, 8)
		checkFamily(t, spec, ps[:12], 2)
	}
	checkFamily(t, "northcott", []string{"0", "1", "2", "3,1"}, 3)
}

// TestLaskerCountScan checks Lasker's counts on heaps too large for
// brute force against a scan of every split by the closed form.
func TestLaskerCountScan(t *testing.T) {
	g := func(n uint64) uint64 { // Lasker's closed form, written afresh
		switch {
		case n == 0:
			return 0
		case n%4 == 3:
			return n + 1
		case n%4 == 0:
			return n - 1
		}
		return n
	}
	f := mustLookup(t, "lasker")
	rng := rand.New(rand.NewPCG(7, 8))
	for range 300 {
		n := 2 + rng.Uint64N(1<<16)
		x0 := 1 + rng.Uint64N(n/2)
		target := g(x0) ^ g(n-x0) // a value some split reaches
		var want uint64
		for x := uint64(1); x <= n-x; x++ {
			if g(x)^g(n-x) == target {
				want++
			}
		}
		if g(target) < n {
			want++ // the take
		}
		got, exact, err := mustParse(t, f, fmt.Sprint(n)).(game.MoveCounter).CountMovesTo(context.Background(), game.Star(target))
		if err != nil || !exact || got != want {
			t.Errorf("lasker %d: CountMovesTo(%d) = %d, %v, %v; want %d by scanning", n, target, got, exact, err, want)
		}
	}
}
