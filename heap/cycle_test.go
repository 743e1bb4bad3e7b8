package heap

import (
	"context"
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
