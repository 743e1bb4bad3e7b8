package heap

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/longtest"
)

// extendTo returns an engine for spec with n values computed.
func extendTo(t *testing.T, spec string, n int, opt Options) (*Rules, *Engine) {
	t.Helper()
	r, err := Parse(spec)
	if err != nil {
		t.Fatalf("Parse(%q): %v", spec, err)
	}
	e := NewEngine(r, opt)
	if err := e.Extend(context.Background(), n); err != nil {
		t.Fatalf("Extend(%q, %d): %v", spec, n, err)
	}
	return r, e
}

// engineMatchesPlain checks the fast engine against Plain on the first n
// values of spec.
func engineMatchesPlain(t *testing.T, spec string, n int) {
	t.Helper()
	r, e := extendTo(t, spec, n, Options{})
	if e.Len() != n {
		t.Fatalf("%s: Len() = %d, want %d", spec, e.Len(), n)
	}
	for i, want := range Plain(r, n) {
		if got := e.At(i); got != want {
			t.Fatalf("%s: At(%d) = %d, want %d (Plain)", spec, i, got, want)
		}
	}
}

// TestEngineAllShortCodes compares every octal code with one to three
// digits after the point (and each with a 4 before it) against Plain.
func TestEngineAllShortCodes(t *testing.T) {
	n := longtest.Pick(600, 2000)
	for code := 1; code < 8*8*8; code++ {
		digits := fmt.Sprintf("%o", code)
		for _, d0 := range []string{"0", "4"} {
			for _, pad := range []string{"", "0", "00"} {
				if len(pad)+len(digits) > 3 {
					continue
				}
				engineMatchesPlain(t, d0+"."+pad+digits, n)
			}
		}
	}
}

// TestEngineRepeatingAndHexCodes compares codes whose last digit repeats
// (0.[e], 0.d[e], 4.d[e]; past 256 values, where the rare-value method
// starts) and one-digit hexadecimal codes against Plain.
func TestEngineRepeatingAndHexCodes(t *testing.T) {
	for e := 1; e < 8; e++ {
		engineMatchesPlain(t, fmt.Sprintf("0.[%d]", e), 320)
		for d := range 8 {
			engineMatchesPlain(t, fmt.Sprintf("0.%d[%d]", d, e), 320)
			engineMatchesPlain(t, fmt.Sprintf("4.%d[%d]", d, e), 320)
		}
	}
	for d := 8; d < 16; d++ {
		engineMatchesPlain(t, fmt.Sprintf("0.%X", d), 120)
		engineMatchesPlain(t, fmt.Sprintf("0.3%X", d), 120)
		engineMatchesPlain(t, fmt.Sprintf("8.%X", d), 80)
	}
}

func TestEngineMatchesPlain(t *testing.T) {
	tests := []struct {
		spec string
		n    int
	}{
		{"kayles", 10000},
		{"dawson", 10000},
		{"officers", 20000}, // past the first block tables' picks
		{"grundy", 20000},
		{"0.16", 10000},
		{"0.354", 10000},
		{"0.127", 10000},  // the heap parity in the mask
		{"0.04", 10000},   // passes 255: two-byte storage
		{"4.0", 10000},    // splits without removal
		{"0.7777", 10000}, // four splitting moves
		{"0.3F", 1500},    // three-heap splits, values past 64 (several words)
		{"hex:0.8", 400},
		{"hex:4.9", 300},
		{"subtraction:2,5,7", 10000},
		{"subtraction:1,3,4", 10000},
		{"allbut:2,3,7", 3000},
		{"allbut:1", 3000},
		{"0.13[3]", 3000},
		{"0.4[1]", 3000},
		{"0.1[5]", 400},     // a repeating splitting digit
		{"hex:0.[8]", 200},  // a repeating three-heap digit
		{"hex:0.3[F]", 200}, // with every other move too
		{"hex:4.1[C]", 200},
	}
	for _, test := range tests {
		engineMatchesPlain(t, test.spec, test.n)
	}
}

// TestEngineLong compares the engine with Plain to 10^5, which takes
// minutes: long tier only.
func TestEngineLong(t *testing.T) {
	longtest.Only(t)
	for _, spec := range []string{"grundy", "officers", "0.04"} {
		engineMatchesPlain(t, spec, 100000)
	}
}

// TestRestore checks that continuing from a saved prefix gives the values
// of an uninterrupted run, across the change to two-byte storage.
// sameValues fails t, naming what, at the first of G(0..n-1) where the
// engines got and want differ.
func sameValues(t *testing.T, what string, got, want *Engine, n int) {
	t.Helper()
	for i := range n {
		if g, w := got.At(i), want.At(i); g != w {
			t.Fatalf("%s: G(%d) = %d, want %d", what, i, g, w)
		}
	}
}

func TestRestore(t *testing.T) {
	for _, spec := range []string{"grundy", "0.04", "officers", "allbut:2,3,7"} {
		const n = 6000
		_, whole := extendTo(t, spec, n, Options{})
		for _, cut := range []int{0, 1, 100, 255, 256, 2000, 4999} {
			r, _ := Parse(spec)
			e := NewEngineFrom(r, Options{}, whole.Values(nil, 0, cut))
			if err := e.Extend(context.Background(), n); err != nil {
				t.Fatal(err)
			}
			sameValues(t, fmt.Sprintf("%s resumed at %d", spec, cut), e, whole, n)
		}
	}
}

func TestStats(t *testing.T) {
	tests := []struct {
		spec string
		n    int
		want Stats
	}{
		// The columns of SolvedGames.md.
		{"0.45", 2000, Stats{N: 2000, MaxValue: 8, MaxValueAt: 37, RareMask: 0xf, RareCount: 11, LastRare: 198}},
		{"0.156", 10000, Stats{N: 10000, MaxValue: 23, MaxValueAt: 1032, RareMask: 0x1b, RareCount: 15, LastRare: 357}},
		{"0.127", 60000, Stats{N: 60000, MaxValue: 56, MaxValueAt: 24734, RareMask: 0x1, RarePos: true, RareCount: 693, LastRare: 27106}},
	}
	for _, test := range tests {
		r, e := extendTo(t, test.spec, test.n, Options{})
		if got := e.Stats(); got != test.want {
			t.Errorf("%s: Stats() = %+v, want %+v", test.spec, got, test.want)
		}
		// A restored engine counts the values in one pass (load).
		restored := NewEngineFrom(r, Options{}, e.Values(nil, 0, test.n))
		if got := restored.Stats(); got != test.want {
			t.Errorf("%s restored: Stats() = %+v, want %+v", test.spec, got, test.want)
		}
	}
}

func TestExtendLimits(t *testing.T) {
	r, _ := Parse("kayles")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e := NewEngine(r, Options{})
	if err := e.Extend(ctx, 100); !errors.Is(err, context.Canceled) {
		t.Errorf("Extend(cancelled) = %v, want context.Canceled", err)
	}
	e = NewEngine(r, Options{MaxMemory: 10000})
	if err := e.Extend(context.Background(), 20000); errs.KindOf(err) != errs.Limit {
		t.Errorf("Extend beyond MaxMemory = %v, want a limit error", err)
	}
	if e.Len() > 10000 {
		t.Errorf("Len() = %d after the memory limit, want ≤ 10000", e.Len())
	}
	var calls []int
	e = NewEngine(r, Options{ProgressEvery: 4096, Progress: func(p Progress) { calls = append(calls, p.N) }})
	if err := e.Extend(context.Background(), 10000); err != nil {
		t.Fatal(err)
	}
	if fmt.Sprint(calls) != "[4096 8192 10000]" {
		t.Errorf("Progress calls at %v, want [4096 8192 10000]", calls)
	}
}

// TestExtendRoom checks that Extend makes room for its target at once,
// where appending would grow the values a quarter at a time (to 73,728
// for 2^16), unless that would pass MaxMemory.
func TestExtendRoom(t *testing.T) {
	r, _ := Parse("grundy")
	e := NewEngine(r, Options{})
	if err := e.Extend(context.Background(), 1<<16); err != nil {
		t.Fatal(err)
	}
	if got, want := cap(e.v8), 1<<16; got != want {
		t.Errorf("room after Extend(2^16) = %d values, want %d", got, want)
	}
	e = NewEngine(r, Options{MaxMemory: 1 << 12})
	if err := e.Extend(context.Background(), 1<<16); errs.KindOf(err) != errs.Limit {
		t.Fatalf("Extend beyond MaxMemory = %v, want a limit error", err)
	}
	if got := cap(e.v8); got > 1<<13 {
		t.Errorf("room after Extend(2^16) with MaxMemory 2^12 = %d values, want ≤ 2^13", got)
	}
}

func ExampleEngine() {
	r, _ := Parse("grundy")
	e := NewEngine(r, Options{})
	if err := e.Extend(context.Background(), 10000); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(e.Values(nil, 0, 20))
	s := e.Stats()
	fmt.Printf("largest %d at %d; rare mask %x: %d rare, the last at %d\n", s.MaxValue, s.MaxValueAt, s.RareMask, s.RareCount, s.LastRare)
	// Output:
	// [0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3]
	// largest 101 at 8337; rare mask 7e: 873 rare, the last at 9981
}

// TestWorkers checks that two workers give exactly the values of one:
// where speculation starts by itself, and forced early, where it often
// guesses wrong and rolls back.
func TestWorkers(t *testing.T) {
	check := func(spec string, n int, forced bool) {
		_, one := extendTo(t, spec, n, Options{})
		_, two := extendTo(t, spec, n/2, Options{Workers: 2})
		if err := two.Extend(context.Background(), n); err != nil {
			t.Fatal(err)
		}
		sameValues(t, fmt.Sprintf("%s (forced %v), two workers", spec, forced), two, one, n)
	}
	check("kayles", 20000, false)
	check("0.16", 30000, false)
	from, gap := specFrom, specGap
	specFrom, specGap = 1200, 0
	defer func() { specFrom, specGap = from, gap }()
	for _, spec := range []string{"grundy", "officers", "0.127", "0.04"} {
		check(spec, 5000, true)
	}
	check("grundy", longtest.Pick(10000, 20000), true) // past blockFrom: values the block's splits miss
}

// TestSpeculationAllocs checks that speculating allocates once a block of
// heaps at most, not once a heap (as it did when each heap's values were
// made an interface for the verifier). Officers speculates from about
// 2^15 on.
func TestSpeculationAllocs(t *testing.T) {
	const from, heaps = 1 << 16, 1 << 15
	_, e := extendTo(t, "officers", from, Options{Workers: 2})
	if c := e.c; c.wit == nil || from-c.lastRare < min(c.lastRare, specGap) {
		t.Fatalf("officers does not speculate from %d (last rare heap %d)", from, c.lastRare)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if err := e.Extend(context.Background(), from+heaps); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	if got, most := after.Mallocs-before.Mallocs, uint64(heaps/8); got > most {
		t.Errorf("officers, %d heaps from %d with two workers: %d allocations, want at most %d", heaps, from, got, most)
	}
}
