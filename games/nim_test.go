package games_test

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

func TestNimBruteForce(t *testing.T) {
	// Every sum of up to four heaps ≤ 5, normal and misère (MisereAnalyze).
	checkMovesTo(t, mustLookup(t, "nim"), upTo(20), 31)
	checkFamily(t, "nim", upTo(5), 4)
}

func TestNimHugeHeaps(t *testing.T) {
	f := mustLookup(t, "nim")
	a, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	b := new(big.Int).Lsh(big.NewInt(1), 100)
	c := new(big.Int).Xor(a, b) // a ^ b ^ c = 0
	c.Add(c, big.NewInt(1))     // now a ^ b ^ c != 0
	sum := []game.Component{mustParse(t, f, a.String()), mustParse(t, f, b.String()), mustParse(t, f, c.String())}
	for _, misere := range []bool{false, true} {
		r, err := sums.Analyze(f, sum, sums.Options{Misere: misere})
		if err != nil {
			t.Fatal(err)
		}
		if r.Outcome != game.N {
			t.Fatalf("outcome (misère %v) = %v, want N", misere, r.Outcome)
		}
		// Every winning move leaves a zero nim-sum.
		for _, m := range r.WinningMoves {
			x := new(big.Int)
			for i, p := range r.Position {
				if i == m.Component {
					p = m.To[0]
				}
				v, _ := new(big.Int).SetString(p, 10)
				x.Xor(x, v)
			}
			if x.Sign() != 0 {
				t.Errorf("move %v (misère %v) leaves nim-sum %v, want 0", m, misere, x)
			}
		}
		if r.Count == 0 {
			t.Errorf("no winning moves (misère %v)", misere)
		}
	}
}

func TestNimParseErrors(t *testing.T) {
	f := mustLookup(t, "nim")
	for _, s := range []string{"", "-3", "-0", "+3", "3.0", "x", "1e9", " 3", "-000000000000000000000000"} {
		_, err := f.Parse(s)
		if !errs.Is(err, errs.Usage) {
			t.Errorf("Parse(%q) err = %v, want a usage error", s, err)
		}
	}
	c := mustParse(t, f, "1"+fmt.Sprint(uint64(1<<63))+"0")
	if _, err := c.(game.Mover).Options(context.Background()); !errs.Is(err, errs.Limit) {
		t.Errorf("Options of a huge heap: err = %v, want a limit error", err)
	}
}

func TestNimMisereMoves(t *testing.T) {
	tests := []struct {
		heaps []string
		want  game.Outcome
		moves []string
	}{
		{[]string{"0"}, game.N, nil},
		{[]string{"1"}, game.P, nil},
		{[]string{"1", "1"}, game.N, []string{"0:0", "1:0"}},
		{[]string{"5"}, game.N, []string{"0:1"}},
		{[]string{"5", "1"}, game.N, []string{"0:0"}},
		{[]string{"2", "2"}, game.P, nil},
		{[]string{"3", "4", "5"}, game.N, []string{"0:1"}},
	}
	f := mustLookup(t, "nim")
	for _, test := range tests {
		sum := make([]game.Component, len(test.heaps))
		for i, s := range test.heaps {
			sum[i] = mustParse(t, f, s)
		}
		r, err := sums.Analyze(f, sum, sums.Options{Misere: true})
		if err != nil {
			t.Fatal(err)
		}
		if got := reportMoves(r); r.Outcome != test.want || !slices.Equal(got, test.moves) {
			t.Errorf("misère nim %v = %v %v, want %v %v", test.heaps, r.Outcome, got, test.want, test.moves)
		}
	}
}

func BenchmarkNimAnalyze(b *testing.B) {
	f, _ := games.Lookup("nim", games.Config{})
	heaps := make([]string, 200_000)
	x := uint64(88172645463325252)
	for i := range heaps {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		heaps[i] = fmt.Sprint(x % 1_000_000_000_000_000_000)
	}
	b.ReportAllocs()
	for b.Loop() {
		sum := make([]game.Component, len(heaps))
		for i, s := range heaps {
			sum[i], _ = f.Parse(s)
		}
		if _, err := sums.Analyze(f, sum, sums.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
