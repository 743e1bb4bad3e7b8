package main

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/nimber/nimber/heap"
)

// fakeAnalyze writes a script that prints lines as the analyze program
// does, with its argument (the game) in place of the rare count, for
// n = 2^0 … 2^last, then waits to be stopped if wait is set.
func fakeAnalyze(t *testing.T, last int, wait bool) string {
	t.Helper()
	script := "#!/bin/sh\nfor k in $(seq 0 " + strconv.Itoa(last) + "); do echo \"n=2^$k largest G[$k]=7 rare_mask=1fe num_rare=$1 last_rare=9\"; done\n"
	if wait {
		script += "exec sleep 60\n"
	}
	path := filepath.Join(t.TempDir(), "analyze")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestTczajkaRate(t *testing.T) {
	path := fakeAnalyze(t, 4, true)
	for _, tc := range []struct{ game, want string }{
		{"grundy", "largest G[3]=7 rare_mask=1fe num_rare=grundy last_rare=9"},
		{"officers", "largest G[3]=7 rare_mask=1fe num_rare=0.6 last_rare=9"},
	} {
		rate, stats, err := tczajkaRate(path, tc.game, 2, 8)
		if err != nil {
			t.Fatal(err)
		}
		if stats != tc.want {
			t.Errorf("%s: stats = %q, want %q", tc.game, stats, tc.want)
		}
		if rate <= 0 {
			t.Errorf("%s: rate = %v, want > 0", tc.game, rate)
		}
	}
	if _, _, err := tczajkaRate(fakeAnalyze(t, 4, false), "grundy", 2, 32); err == nil {
		t.Error("output ending before n = 32: no error")
	}
	if _, _, err := tczajkaRate(path, "grundy", 2, 6); err == nil {
		t.Error("to = 6, not a power of two: no error")
	}
}

func TestTczajkaStats(t *testing.T) {
	s := heap.Stats{MaxValue: 319, MaxValueAt: 1274955, RareMask: 0x1ee, RareCount: 1584, LastRare: 20627}
	if got, want := tczajkaStats(s), "largest G[1274955]=319 rare_mask=1ee num_rare=1584 last_rare=20627"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	s.RarePos = true
	if got, want := tczajkaStats(s), "largest G[1274955]=319 rare_mask=1eepos num_rare=1584 last_rare=20627"; got != want {
		t.Errorf("with the parity bit: got %q, want %q", got, want)
	}
}

func TestMedian(t *testing.T) {
	for _, tc := range []struct {
		xs   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{3}, 3},
		{[]float64{31.8, 22.7, 25.7, 27.4, 28.3}, 27.4},
		{[]float64{4, 1, 3, 2}, 2.5},
	} {
		if got := median(tc.xs); got != tc.want {
			t.Errorf("median(%v) = %v, want %v", tc.xs, got, tc.want)
		}
	}
	if got, want := times([]float64{31.84, 22.7}), "31.8x, 22.7x"; got != want {
		t.Errorf("times = %q, want %q", got, want)
	}
}
