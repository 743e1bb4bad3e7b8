package games_test

import (
	"context"
	"math/big"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
)

func TestWythoffBruteForce(t *testing.T) {
	checkFamily(t, "wythoff", pairs(10), 1) // lone positions: closed-form moves to P
	checkFamily(t, "wythoff", pairs(3), 2)  // sums: moves to other values, from the table
}

// TestWythoffHuge checks the closed-form P-positions and moves on heaps of
// a thousand digits against the defining properties: the moves found lead
// to P-positions, and P-positions come from a_k = ⌊kφ⌋, b_k = a_k + k.
func TestWythoffHuge(t *testing.T) {
	f := mustLookup(t, "wythoff")
	k, _ := new(big.Int).SetString(strings.Repeat("7", 1000), 10)
	// a_k by a second method: ⌊kφ⌋ = ⌊k·⌊φ·10^1100⌋ / 10^1100⌋, exact here
	// because k has fewer digits than the precision.
	scale := new(big.Int).Exp(big.NewInt(10), big.NewInt(1100), nil)
	phi := new(big.Int).Mul(scale, scale)
	phi.Mul(phi, big.NewInt(5)).Sqrt(phi).Add(phi, scale).Rsh(phi, 1)
	a := new(big.Int).Mul(k, phi)
	a.Quo(a, scale)
	b := new(big.Int).Add(a, k)
	for _, pos := range []string{a.String() + "," + b.String(), b.String() + "," + a.String()} {
		o, err := mustParse(t, f, pos).(game.Outcomer).Outcome(context.Background())
		if err != nil || o != game.P {
			t.Errorf("Outcome(a_k,b_k) = %v, %v; want P", o, err)
		}
	}
	one := big.NewInt(1)
	for _, pos := range []string{
		new(big.Int).Add(a, one).String() + "," + b.String(),
		a.String() + "," + new(big.Int).Add(b, one).String(),
		new(big.Int).Add(b, k).String() + "," + new(big.Int).Add(b, b).String(),
	} {
		c := mustParse(t, f, pos)
		r, err := sums.Analyze(f, []game.Component{c}, sums.Options{})
		if err != nil {
			t.Fatalf("Analyze(wythoff %.20s…): %v", pos, err)
		}
		if r.Outcome != game.N || r.Count == 0 {
			t.Errorf("wythoff %.20s…: %v with %d moves, want N with moves", pos, r.Outcome, r.Count)
		}
		for _, m := range r.WinningMoves {
			o, _ := mustParse(t, f, m.To[0]).(game.Outcomer).Outcome(context.Background())
			if o != game.P {
				t.Errorf("winning move to %.20s… leaves %v, want P", m.To[0], o)
			}
		}
	}
}

func BenchmarkWythoffHuge(b *testing.B) {
	f := mustLookup(b, "wythoff")
	x := strings.Repeat("31415926535897932384", 50)
	y := strings.Repeat("27182818284590452353", 50)
	c := mustParse(b, f, x+","+y)
	for b.Loop() {
		if _, err := sums.Analyze(f, []game.Component{c}, sums.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWythoffTable values G(1000, 1000) from scratch: a 1001×1001 table.
func BenchmarkWythoffTable(b *testing.B) {
	for b.Loop() {
		f := mustLookup(b, "wythoff")
		if _, err := mustParse(b, f, "1000,1000").Value(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
}
