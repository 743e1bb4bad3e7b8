package cli

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/census"
)

// TestCensusVerifyProgress verifies a census on a terminal: the live
// reports say how far it has got, and the last line what was done.
func TestCensusVerifyProgress(t *testing.T) {
	out := filepath.Join(t.TempDir(), "census.jsonl")
	if code, _, stderr := runOn(false, 0, "census", "octal", "--digits", "3", "--to", "2^12", "--progress", "0", "--out", out); code != 0 {
		t.Fatalf("census: exit %d, %s", code, stderr)
	}
	code, stdout, stderr := runOn(true, time.Millisecond, "census", "verify", "--jobs", "1", out)
	if code != 0 || !strings.HasPrefix(stdout, "verified 675 records (662 trivial, 13 solved)") {
		t.Fatalf("census verify: exit %d, %q; want 0 and 675 records verified", code, stdout)
	}
	if !strings.Contains(stderr, "\rcensus verify: ") {
		t.Errorf("census verify on a terminal: no live report in %q", stderr)
	}
	if final := regexp.MustCompile(`\rcensus verify: 1023 records in [0-9.]+ s\x1b\[K\n$`); !final.MatchString(stderr) {
		t.Errorf("census verify on a terminal: stderr ends %q, want the records and the time", stderr[max(0, len(stderr)-80):])
	}
}

func TestVerifyLine(t *testing.T) {
	tests := []struct {
		p    census.VerifyProgress
		want string
	}{
		{census.VerifyProgress{Done: 3, Total: 10}, "census verify: 3 of 10 records in 2s"},
		{census.VerifyProgress{Done: 3, Total: 10, Running: []census.VerifyRun{{Game: "4.406", N: 4096, Of: 588285}, {Game: "0.45", N: 8192, Of: 9000}}},
			"census verify: 3 of 10 records in 2s; 4.406 at n = 4096 of 588285, 0.45 at n = 8192 of 9000"},
	}
	for _, test := range tests {
		if got := verifyLine(test.p, 2*time.Second); got != test.want {
			t.Errorf("verifyLine(%v) = %q, want %q", test.p, got, test.want)
		}
	}
}
