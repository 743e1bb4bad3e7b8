package cli

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
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
