package period_test

import (
	"fmt"
	"math"
	"math/big"
	"slices"
	"testing"

	"github.com/nimber/nimber/period"
)

// sequence builds prefix followed by reps copies of cycle, each copy
// shifted by saltus more than the last.
func sequence(prefix, cycle []int, reps, saltus int) []int {
	out := append([]int(nil), prefix...)
	for r := range reps {
		for _, v := range cycle {
			out = append(out, v+r*saltus)
		}
	}
	return out
}

func TestFind(t *testing.T) {
	tests := []struct {
		name   string
		values []int
		opt    period.Options
		want   period.Period
		ok     bool
	}{
		{"constant", sequence(nil, []int{5}, 10, 0), period.Options{}, period.Period{Period: 1}, true},
		{"pure", sequence(nil, []int{0, 1, 1, 2}, 5, 0), period.Options{}, period.Period{Period: 4}, true},
		{"preperiod", sequence([]int{9, 9, 7}, []int{0, 1, 2}, 4, 0), period.Options{}, period.Period{Preperiod: 3, Period: 3}, true},
		// The last element of the prefix equals the cycle's last: the period starts one earlier.
		{"preperiod overlap", sequence([]int{9, 2}, []int{0, 1, 2}, 4, 0), period.Options{}, period.Period{Preperiod: 1, Period: 3}, true},
		{"saltus", sequence([]int{4}, []int{0, 1, 0}, 6, 2), period.Options{}, period.Period{Preperiod: 1, Period: 3, Saltus: 2}, true},
		{"saltus refused", sequence(nil, []int{0, 1, 0}, 6, 2), period.Options{NoSaltus: true}, period.Period{}, false},
		{"naturals", []int{0, 1, 2, 3, 4, 5, 6}, period.Options{}, period.Period{Period: 1, Saltus: 1}, true},
		{"too few checks", []int{0, 1, 2, 3, 4, 5}, period.Options{}, period.Period{}, false},
		{"fewer checks asked", []int{0, 1, 2}, period.Options{MinChecks: 2}, period.Period{Period: 1, Saltus: 1}, true},
		{"too short", sequence([]int{3}, []int{0, 1, 2, 4}, 1, 0), period.Options{}, period.Period{}, false},
		{"needs three repeats", sequence(nil, []int{0, 1, 2, 3, 5, 7}, 2, 0), period.Options{MinRepeats: 3}, period.Period{}, false},
		{"period bound", sequence(nil, []int{0, 1, 2, 4, 3}, 4, 0), period.Options{MaxPeriod: 4}, period.Period{}, false},
		{"empty", nil, period.Options{}, period.Period{}, false},
		// A tail that repeats by chance is later than the true period's start.
		{"chance tail", append(sequence([]int{7}, []int{0, 1, 2, 3, 4, 5}, 4, 0), 0, 1), period.Options{}, period.Period{Preperiod: 1, Period: 6}, true},
	}
	for _, test := range tests {
		got, ok := period.Find(test.values, test.opt)
		if got != test.want || ok != test.ok {
			t.Errorf("%s: Find(%v, %+v) = %+v, %v, want %+v, %v", test.name, test.values, test.opt, got, ok, test.want, test.ok)
		}
	}
}

func TestFindTypes(t *testing.T) {
	u := []uint32{3, 1, 2, 1, 2, 1, 2, 1, 2}
	if got, ok := period.Find(u, period.Options{}); !ok || got != (period.Period{Preperiod: 1, Period: 2}) {
		t.Errorf("Find(%v) = %+v, %v, want {1 2 0}, true", u, got, ok)
	}
	// Unsigned values decrease without wrapping.
	d := []uint8{9, 8, 7, 6, 5, 4, 3, 2}
	if got, ok := period.Find(d, period.Options{}); !ok || got.Saltus != -1 {
		t.Errorf("Find(%v) = %+v, %v, want saltus -1", d, got, ok)
	}
}

func TestHolds(t *testing.T) {
	v := []int{1, 0, 1, 0, 1, 1}
	if ok, first := period.Holds(v, period.Period{Period: 2}); ok || first != 3 {
		t.Errorf("Holds(%v, p=2) = %v, %d, want false, 3", v, ok, first)
	}
	if ok, _ := period.Holds(v[:5], period.Period{Period: 2}); !ok {
		t.Errorf("Holds(%v, p=2) = false, want true", v[:5])
	}
}

func TestAt(t *testing.T) {
	prefix := sequence([]int{4}, []int{0, 1, 0}, 2, 2) // 4 0 1 0 2 3 2
	p := period.Period{Preperiod: 1, Period: 3, Saltus: 2}
	huge, _ := new(big.Int).SetString("1000000000000000000000", 10) // 10^21 = 1 + 3q + 0
	tests := []struct {
		n    *big.Int
		want string
	}{
		{big.NewInt(0), "4"},
		{big.NewInt(5), "3"},
		{big.NewInt(7), "4"},
		{big.NewInt(8), "5"},
		{big.NewInt(9), "4"},
		{huge, "666666666666666666666"}, // (10^21 - 1)/3 = q, value 0 + 2q
	}
	for _, test := range tests {
		got, ok := period.At(prefix, p, test.n)
		if !ok || got.String() != test.want {
			t.Errorf("At(%v) = %v, %v, want %s", test.n, got, ok, test.want)
		}
		if test.n.IsUint64() {
			if got := period.AtUint64(prefix, p, test.n.Uint64()); fmt.Sprint(got) != test.want {
				t.Errorf("AtUint64(%v) = %d, want %s", test.n, got, test.want)
			}
		}
	}
	if _, ok := period.At(prefix[:3], p, big.NewInt(10)); ok {
		t.Errorf("At with a prefix shorter than preperiod+period = ok, want false")
	}
}

// brute returns the smallest n0+p period by trying every (p, n0).
func brute(v []int) (period.Period, bool) {
	for end := 1; end <= len(v); end++ {
		for p := 1; p <= end; p++ {
			n0 := end - p
			if len(v)-n0 < 2*p || len(v)-n0-p < 6 || 4*(len(v)-n0) < len(v) {
				continue
			}
			s := v[n0+p] - v[n0]
			if ok, _ := period.Holds(v, period.Period{Preperiod: n0, Period: p, Saltus: s}); ok {
				return period.Period{Preperiod: n0, Period: p, Saltus: s}, true
			}
		}
	}
	return period.Period{}, false
}

func FuzzFind(f *testing.F) {
	f.Add([]byte{1, 2, 3, 1, 2, 3, 1, 2})
	f.Add([]byte{0, 0, 1, 0, 1})
	f.Fuzz(func(t *testing.T, data []byte) {
		data = data[:min(len(data), 80)] // the brute force is cubic
		v := make([]int, len(data))
		for i, b := range data {
			v[i] = int(b % 4)
		}
		got, ok := period.Find(v, period.Options{})
		want, wok := brute(v)
		if got != want || ok != wok {
			t.Errorf("Find(%v) = %+v, %v, want %+v, %v (brute force)", v, got, ok, want, wok)
		}
	})
}

func ExampleFind() {
	// Moves remove 1, 3 or 4 tokens: after heap 0 the values repeat 0 1 0 1 2 3 2.
	g := []int{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2, 0}
	p, ok := period.Find(g, period.Options{})
	fmt.Println(p.Preperiod, p.Period, p.Saltus, ok)

	// Values climbing by 2 every 3 heaps: arithmetic periodicity.
	h := []int{0, 0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8}
	fmt.Println(period.Find(h, period.Options{}))
	// Output:
	// 0 7 0 true
	// {0 3 2 false 0} true
}

// TestPositions checks Positions against a scan of the sequence written
// out, for arithmetic periods with and without preperiod.
func TestPositions(t *testing.T) {
	tests := []struct {
		head, cycle []int // the sequence: head, then cycle + j·saltus
		saltus      int
	}{
		{nil, []int{0, 0, 0}, 1},                        // allbut:1,2: ⌊n/3⌋
		{[]int{0, 1, 0, 3}, []int{2, 4, 2, 3, 5, 7}, 3}, // a preperiod, repeats within a period
		{[]int{5, 5, 9}, []int{1, 0}, 2},                // early values above later ones
		{[]int{0}, []int{0, 1, 1, 0, 2, 3, 2, 3}, 4},    // allbut:1,2,4,5,6-like
	}
	for _, test := range tests {
		p := period.Period{Preperiod: len(test.head), Period: len(test.cycle), Saltus: test.saltus}
		const n = 200
		seq := append([]int(nil), test.head...)
		for i := 0; len(seq) < n; i++ {
			seq = append(seq, test.cycle[i%len(test.cycle)]+i/len(test.cycle)*test.saltus)
		}
		for _, plen := range []int{p.Preperiod + p.Period, p.Preperiod + p.Period + 5} {
			prefix := seq[:plen]
			for v := range uint64(80) {
				for _, below := range []uint64{0, 3, uint64(plen), 77, n} {
					var want []uint64
					for m, a := range seq[:below] {
						if uint64(a) == v {
							want = append(want, uint64(m))
						}
					}
					if got := period.Positions(prefix, p, v, below); !slices.Equal(got, want) {
						t.Errorf("Positions(%v, %+v, %d, %d) = %v, want %v", prefix, p, v, below, got, want)
					}
				}
			}
		}
	}
	if got := period.Positions([]int{0, 1}, period.Period{Period: 2}, 1, 1000); got != nil {
		t.Errorf("Positions without saltus = %v, want nil", got)
	}
	// ⌊n/3⌋ near 2^64: a value's three heaps, and none for a value past
	// the largest heap (whose position would overflow).
	third := period.Period{Period: 3, Saltus: 1}
	if got := period.Positions([]uint64{0, 0, 0}, third, math.MaxUint64/3-1, math.MaxUint64); !slices.Equal(got, []uint64{math.MaxUint64 - 3, math.MaxUint64 - 2, math.MaxUint64 - 1}) {
		t.Errorf("Positions(⌊n/3⌋ = 2^64/3 − 1) = %v", got)
	}
	if got := period.Positions([]uint64{0, 0, 0}, third, math.MaxUint64-5, math.MaxUint64); got != nil {
		t.Errorf("Positions(⌊n/3⌋ = 2^64 − 6) = %v, want none", got)
	}
}

func TestConvincing(t *testing.T) {
	cases := []struct {
		p    period.Period
		n    int
		want bool
	}{
		{period.Period{Preperiod: 10, Period: 5, Proved: true, ProvedAt: 30}, 30, true},
		{period.Period{Preperiod: 10, Period: 5}, 25, true},   // three periods, 60% of the data
		{period.Period{Preperiod: 10, Period: 5}, 24, false},  // under three periods
		{period.Period{Preperiod: 90, Period: 2}, 100, false}, // a tenth of the data
		{period.Period{Preperiod: 75, Period: 2}, 100, true},  // a quarter
	}
	for _, c := range cases {
		if got := c.p.Convincing(c.n); got != c.want {
			t.Errorf("%+v.Convincing(%d) = %v, want %v", c.p, c.n, got, c.want)
		}
	}
}
