package heap

import (
	"context"
	"math"
	"testing"
)

// TestCycleCopies checks that games whose period the theorem proves early
// switch to copying values, and that the copied values are Plain's, also
// after a Restore in the middle.
func TestCycleCopies(t *testing.T) {
	tests := []struct {
		spec   string
		period int
	}{
		{"dawson", 34},
		{"kayles", 12},
		{"0.33", 3},
		{"4.7", 0}, // Plain will tell; the period is whatever the theorem proves
	}
	const n = 3000
	for _, tt := range tests {
		r, e := extendTo(t, tt.spec, n, Options{})
		if e.cycle == 0 {
			t.Errorf("%s: no period proved in %d values", tt.spec, n)
		}
		if tt.period != 0 && e.cycle != tt.period {
			t.Errorf("%s: proved period %d, want %d", tt.spec, e.cycle, tt.period)
		}
		want := Plain(r, n)
		restored := NewEngineFrom(r, Options{}, want[:n/3])
		if err := restored.Extend(context.Background(), n); err != nil {
			t.Fatalf("Extend(%s) after Restore: %v", tt.spec, err)
		}
		for i, w := range want {
			if got := e.At(i); got != w {
				t.Fatalf("%s: At(%d) = %d, want %d (Plain)", tt.spec, i, got, w)
			}
			if got := restored.At(i); got != w {
				t.Fatalf("%s restored: At(%d) = %d, want %d (Plain)", tt.spec, i, got, w)
			}
		}
	}
}

// TestDenseGames checks games with no sparse rare class (a third of the
// positions rare or more) against Plain past the point where the engine
// gives up the rare-value method, and that it did give it up.
func TestDenseGames(t *testing.T) {
	for _, spec := range []string{"0.04", "0.06", "0.76"} {
		const n = 3000
		engineMatchesPlain(t, spec, n)
		_, e := extendTo(t, spec, n, Options{})
		if e.c.pays(n) {
			t.Errorf("%s: rare-value method still used at %d with %d rare positions", spec, n, e.c.nRare)
		}
		if e.cycle != 0 {
			t.Errorf("%s: period %d proved, want none in %d values", spec, e.cycle, n)
		}
	}
}

// TestAllButCopied checks the values copied with the saltus of a proved
// all-but period against a closed form, across both widenings of the
// storage: allbut:1,2 has G(n) = ⌊n/3⌋.
func TestAllButCopied(t *testing.T) {
	const n = 300_000 // G reaches 99,999, past 2^16
	_, e := extendTo(t, "allbut:1,2", n, Options{})
	for i := range n {
		if got, want := e.At(i), uint32(i/3); got != want {
			t.Fatalf("allbut:1,2: G(%d) = %d, want %d", i, got, want)
		}
	}
}

// TestRepeatCycleStops checks that copying stops at a value the storage
// cannot hold, returning it, so the engine can widen or fail.
func TestRepeatCycleStops(t *testing.T) {
	r, err := Parse("allbut:1,2")
	if err != nil {
		t.Fatal(err)
	}
	c := newCore(r)
	g, v, ok := repeatCycle(c, []uint8{250, 251, 252}, 3, 4, 10)
	if ok || v != 256 || len(g) != 5 {
		t.Errorf("repeatCycle(uint8 …252, saltus 4) = %v, %d, %v; want 5 values, then 256 and false", g, v, ok)
	}
	_, v, ok = repeatCycle(c, []uint32{math.MaxUint32 - 1}, 1, 2, 10)
	if ok || v != math.MaxUint32+1 {
		t.Errorf("repeatCycle(uint32 2^32−2, saltus 2) = %d, %v; want 2^32 and false", v, ok)
	}
}
