package heap

import (
	"context"
	"fmt"
	"math/big"
	"testing"

	"github.com/nimber/nimber/internal/longtest"
	"github.com/nimber/nimber/period"
)

func TestProvePeriodBoundary(t *testing.T) {
	tests := []struct {
		spec           string
		pre, per, need int
	}{
		{"kayles", 71, 12, 2*71 + 12 + 2 + 12}, // two heaps: 2·n0 + p + t, plus p values
		{"dawson", 53, 34, 2*53 + 34 + 2 + 34}, // A002187 shifted by one: exceptions up to 52
		{"subtraction:1,3,4", 0, 7, 1 + 4 + 7}, // one heap: max(n0,1) + t
		{"subtraction:2,5,7", 0, 0, 0},         // ditto
		{"4.7", 0, 0, 0},                       // splitting without taking
		{"0.0", 0, 1, 1 + 0 + 1},               // no moves at all
		{"0.03", 0, 4, 1 + 2 + 4},              // take 2, leave a heap
		{"0.1", 2, 1, 2 + 1 + 1},               // take a lone token
		{"0.51", 1, 1, 2*1 + 1 + 2 + 1},        // TrivialGames: .51 0(1)
		{"0.26", 1, 4, 2*1 + 4 + 2 + 4},        // TrivialGames: .26 0(0123)
		{"0.17", 33, 34, 2*33 + 34 + 2 + 34},   // TrivialGames: .17
		{"0.7", 0, 0, 0},                       // computed below
		{"hex:0.F", 0, 0, 0},                   // three heaps: 3·n0 + 2p + t (only 400 values)
	}
	for _, test := range tests {
		n := 4000
		if r, _ := Parse(test.spec); r.MaxHeaps() == 3 {
			n = 400 // the three-heap mex is cubic
		}
		r, e := extendTo(t, test.spec, n, Options{})
		g := e.Values(nil, 0, n)
		p, ok := ProvePeriod(r, g)
		if !ok || !p.Proved {
			t.Errorf("%s: ProvePeriod(%d values) = %+v, %v, want proved", test.spec, n, p, ok)
			continue
		}
		// The engine's own search, on its narrow values, proves the same.
		if own, ok := e.proved(); !ok || own != p {
			t.Errorf("%s: the engine's search = %+v, %v; ProvePeriod = %+v", test.spec, own, ok, p)
		}
		if test.need != 0 && (p.Preperiod != test.pre || p.Period != test.per || p.ProvedAt != test.need) {
			t.Errorf("%s: ProvePeriod = %+v, want preperiod %d, period %d, proved at %d", test.spec, p, test.pre, test.per, test.need)
		}
		// One value fewer must not prove it; the full count must.
		if short, _ := ProvePeriod(r, g[:p.ProvedAt-1]); short.Proved && short.ProvedAt > p.ProvedAt-1 {
			t.Errorf("%s: ProvePeriod(%d values) = %+v: proved beyond its data", test.spec, p.ProvedAt-1, short)
		}
		if again, _ := ProvePeriod(r, g[:p.ProvedAt]); again != p {
			t.Errorf("%s: ProvePeriod(%d values) = %+v, want %+v", test.spec, p.ProvedAt, again, p)
		}
		// A value broken inside the window defeats the proof of this period.
		broken := append([]uint32(nil), g[:p.ProvedAt]...)
		broken[p.ProvedAt-1] ^= 1
		if bad, _ := ProvePeriod(r, broken); bad.Proved && bad.Preperiod == p.Preperiod && bad.Period == p.Period {
			t.Errorf("%s: ProvePeriod with G(%d) changed = %+v, want the period unproved", test.spec, p.ProvedAt-1, bad)
		}
	}
}

// TestProvePeriodLargeT: subtraction:1,40 looks like period 2 until the
// move of 40 tokens starts to matter. With t = 1 a prover would accept
// 0101... after a handful of values; the bound with t = 40 must wait.
func TestProvePeriodLargeT(t *testing.T) {
	r, _ := Parse("subtraction:1,40")
	g := Plain(r, 400)
	early, ok := ProvePeriod(r, g[:40])
	if !ok || early.Period != 2 || early.Proved {
		t.Errorf("ProvePeriod(40 values) = %+v, %v, want apparent period 2, unproved", early, ok)
	}
	if ok, _ := period.Holds(g, early); ok {
		t.Fatalf("G of subtraction:1,40 has period 2 after all; the test needs another game")
	}
	p, ok := ProvePeriod(r, g)
	if !ok || !p.Proved {
		t.Fatalf("ProvePeriod(400 values) = %+v, %v, want proved", p, ok)
	}
	if ok, first := period.Holds(Plain(r, 3000), p); !ok {
		t.Errorf("proved %+v, but it fails at %d", p, first)
	}
}

// TestProvedHoldsLater checks, for every octal code of up to three digits,
// that whatever is proved from a short prefix holds on a long one.
func TestProvedHoldsLater(t *testing.T) {
	proved := 0
	for code := 1; code < 8*8*8; code++ {
		spec := fmt.Sprintf("0.%o", code)
		r, e := extendTo(t, spec, 1200, Options{})
		g := e.Values(nil, 0, 1200)
		for _, n := range []int{20, 50, 100, 300} {
			p, ok := ProvePeriod(r, g[:n])
			sameOnTwoBytes(t, spec, r, g[:n], p, ok)
			if !ok || !p.Proved {
				continue
			}
			proved++
			if ok, first := period.Holds(g, p); !ok {
				t.Errorf("%s: ProvePeriod(%d values) = %+v, but G(%d+%d) ≠ G(%d)", spec, n, p, first, p.Period, first)
			}
		}
	}
	if proved < 100 {
		t.Errorf("only %d proofs from short prefixes; the test is not testing", proved)
	}
}

func TestNeverProved(t *testing.T) {
	// Grundy's game has no theorem; a repeating digit has none for a plain
	// period (0.[1]: take a whole heap); hex:8.[5] has an apparent
	// arithmetic period (preperiod 3, period 2, saltus 2) the arithmetic
	// criterion does not prove.
	tests := []struct {
		spec string
		n    int
	}{{"grundy", 3000}, {"0.[1]", 3000}, {"hex:8.[5]", 300}}
	for _, test := range tests {
		r, e := extendTo(t, test.spec, test.n, Options{})
		if p, _ := ProvePeriod(r, e.Values(nil, 0, test.n)); p.Proved {
			t.Errorf("%s: ProvePeriod = %+v, want unproved", test.spec, p)
		}
		if _, err := Solve(context.Background(), r, test.n, Options{}); err == nil {
			t.Errorf("%s: Solve succeeded, want an error", test.spec)
		}
	}
}

// TestAllButProofsHold checks the all-but criterion on every excluded set
// within 1..9 and some wider ones: whatever it proves from a prefix holds
// on 1000 values of the plain mex, 3000 in the long tier (not the
// engine's, which copies values once this criterion proves a period), most
// sets are proved within 300, and no proof claims more values than it was
// given.
func TestAllButProofsHold(t *testing.T) {
	var specs []string
	for set := 1; set < 1<<9; set++ {
		spec := "allbut:"
		for k := 1; k <= 9; k++ {
			if set>>(k-1)&1 == 1 {
				spec += fmt.Sprint(k) + ","
			}
		}
		specs = append(specs, spec[:len(spec)-1])
	}
	specs = append(specs, "allbut:2,3,7,13", "allbut:1,4,9,16,25", "allbut:5,6,7,8,20", "0.13[3]", "0.1203[3]")
	proved, withPreperiod := 0, 0
	for _, spec := range specs {
		r, err := Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		g := Plain(r, longtest.Pick(1000, 3000))
		for _, n := range []int{30, 100, 300} {
			p, ok := ProvePeriod(r, g[:n])
			sameOnTwoBytes(t, spec, r, g[:n], p, ok)
			if !ok || !p.Proved {
				continue
			}
			if ok, first := period.Holds(g, p); !ok {
				t.Errorf("%s: ProvePeriod(%d values) = %+v, but G(%d+%d) ≠ G(%d)+%d", spec, n, p, first, p.Period, first, p.Saltus)
			}
			if short, _ := ProvePeriod(r, g[:p.ProvedAt-1]); short.Proved && short.ProvedAt > p.ProvedAt-1 {
				t.Errorf("%s: ProvePeriod(%d values) = %+v: proved beyond its data", spec, p.ProvedAt-1, short)
			}
			if n == 300 {
				proved++
				if p.Preperiod > 0 {
					withPreperiod++
				}
			}
		}
	}
	t.Logf("proved %d of %d, %d with preperiod", proved, len(specs), withPreperiod)
	if proved < len(specs)*9/10 || withPreperiod < 10 {
		t.Errorf("%d of %d games proved within 300 values, %d with a preperiod; the test is not testing", proved, len(specs), withPreperiod)
	}
}

func TestSolve(t *testing.T) {
	r, _ := Parse("kayles")
	s, err := Solve(context.Background(), r, 1<<20, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Period.Preperiod != 71 || s.Period.Period != 12 {
		t.Errorf("Solve(kayles) period = %+v, want 71, 12", s.Period)
	}
	g := Plain(r, 1000)
	for n, want := range g {
		if got := s.At(uint64(n)); got != uint64(want) {
			t.Errorf("At(%d) = %d, want %d", n, got, want)
		}
	}
	// 10^18 ≡ 4 (mod 12), like 1000 - 4·... : compare with a small heap of the same residue above 71.
	huge := uint64(1_000_000_000_000_000_000)
	same := 72 + (huge-72)%12
	if got, want := s.At(huge), uint64(g[same]); got != want {
		t.Errorf("At(10^18) = %d, want G(%d) = %d", got, same, want)
	}
	big30, _ := new(big.Int).SetString("1000000000000000000000000000000", 10)
	m := new(big.Int).Mod(new(big.Int).Sub(big30, big.NewInt(72)), big.NewInt(12)).Int64()
	if got, ok := s.AtBig(big30); !ok || got.Uint64() != uint64(g[72+m]) {
		t.Errorf("AtBig(10^30) = %d, %v, want %d", got, ok, g[72+m])
	}
	if _, ok := s.AtBig(big.NewInt(-1)); ok {
		t.Errorf("AtBig(-1) ok, want false")
	}
}

func ExampleSolve() {
	r, _ := Parse("dawson")
	s, err := Solve(context.Background(), r, 1<<20, Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	p := s.Period
	fmt.Printf("%s: preperiod %d, period %d, proved from %d values\n", r.Name(), p.Preperiod, p.Period, p.ProvedAt)
	fmt.Println("G(10^18) =", s.At(1_000_000_000_000_000_000))
	// Output:
	// Dawson's Kayles (octal 0.07): preperiod 53, period 34, proved from 176 values
	// G(10^18) = 3
}

// An all-but game's values grow: the period has a saltus, and package
// period answers G(n) for any n from it.
func ExampleProvePeriod_allBut() {
	r, _ := Parse("allbut:2,3,7")
	e := NewEngine(r, Options{})
	if err := e.Extend(context.Background(), 100); err != nil {
		fmt.Println(err)
		return
	}
	prefix := e.Values(nil, 0, 100)
	p, _ := ProvePeriod(r, prefix)
	fmt.Printf("%s: preperiod %d, period %d, saltus %d, proved from %d values\n", r.Name(), p.Preperiod, p.Period, p.Saltus, p.ProvedAt)
	g, _ := period.At(prefix, p, big.NewInt(1_000_000_000_000_000_000))
	fmt.Println("G(10^18) =", g)
	// Output:
	// all-but subtraction game {2,3,7} (code 0.3003330[3]): preperiod 0, period 4, saltus 2, proved from 17 values
	// G(10^18) = 500000000000000000
}

// sameOnTwoBytes checks that the engine's proof on g as two-byte values
// (provedPeriod) is ProvePeriod's p, ok when that is proved, and that it
// proves nothing otherwise.
func sameOnTwoBytes(t *testing.T, spec string, r *Rules, g []uint32, p Period, ok bool) {
	t.Helper()
	narrow := make([]uint16, len(g))
	for i, v := range g {
		narrow[i] = uint16(v)
	}
	if own, _ := provedPeriod(r, narrow); own != p && (ok && p.Proved || own.Proved) {
		t.Errorf("%s: the proof on two-byte values = %+v, ProvePeriod's %+v", spec, own, p)
	}
}

func TestMayProve(t *testing.T) {
	kayles, _ := Parse("kayles") // t = 2, two heaps: a proof's n0+p is at most (len−2)/2
	seq := func(n int, set map[int]uint32) []uint32 {
		g := make([]uint32, n)
		for i := range g {
			g[i] = uint32(i % 3)
		}
		for i, v := range set {
			g[i] = v
		}
		return g
	}
	tests := []struct {
		name string
		r    *Rules
		g    []uint32
		want bool
	}{
		{"periodic", kayles, seq(100, nil), true},
		{"new value before (len−t)/j", kayles, seq(100, map[int]uint32{48: 7}), true},
		{"new value at (len−t)/j", kayles, seq(100, map[int]uint32{49: 7}), false},
		{"new value last", kayles, seq(100, map[int]uint32{99: 7}), false},
		{"new value repeated late", kayles, seq(100, map[int]uint32{10: 7, 99: 7}), true},
		{"shorter than t", kayles, seq(2, nil), false},
		{"all-but: own criterion", mustParse(t, "allbut:2,3,7"), seq(100, map[int]uint32{99: 7}), true},
		{"Grundy's game: no theorem", mustParse(t, "grundy"), seq(100, map[int]uint32{99: 7}), true},
	}
	for _, test := range tests {
		if got := mayProve(test.r, test.g); got != test.want {
			t.Errorf("%s: mayProve = %v, want %v", test.name, got, test.want)
		}
	}
}

func mustParse(t *testing.T, spec string) *Rules {
	t.Helper()
	r, err := Parse(spec)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
