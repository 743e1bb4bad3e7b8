package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A rules file's start is analysed when no position is given, with the
// parameters set on the command line.
func TestAnalyzeStart(t *testing.T) {
	file := filepath.Join("..", "examples", "subtraction.star")
	var stdout, stderr strings.Builder
	code := run([]string{"analyze", "--set", "S=[1, 2]", file, "--max-positions", "77", "--max-steps", "1000", "--timeout", "3s"}, &env{stdout: &stdout, stderr: &stderr})
	if want := "Grundy value 2."; code != 0 || !strings.Contains(stdout.String(), want) {
		t.Errorf("analyze %s (start 20, S = {1, 2}) = exit %d, %q, %q; want the value 20 mod 3, %q", file, code, stdout.String(), stderr.String(), want)
	}

	// A position on the command line replaces the start.
	stdout.Reset()
	if code := run([]string{"analyze", "--set", "S=[1, 2]", file, "3"}, &env{stdout: &stdout, stderr: &stderr}); code != 0 || !strings.Contains(stdout.String(), "3 — P-position") {
		t.Errorf("analyze %s 3 = exit %d, %q; want the position given", file, code, stdout.String())
	}

	// The flags reach the script: a bound of 10 positions stops it.
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"analyze", file, "--max-positions", "10"}, &env{stdout: &stdout, stderr: &stderr}); code != 2 || !strings.Contains(stderr.String(), "max-positions") {
		t.Errorf("analyze %s --max-positions 10 = exit %d, %q; want 2 and the bound named", file, code, stderr.String())
	}
}

func TestAnalyzeEmptyStart(t *testing.T) {
	file := filepath.Join(t.TempDir(), "bad.star")
	if err := os.WriteFile(file, []byte("def moves(p):\n    return []\n\nstart = []\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr strings.Builder
	code := run([]string{"analyze", file}, &env{stdout: &stdout, stderr: &stderr})
	if code != 2 || !strings.Contains(stderr.String(), "empty position") {
		t.Errorf("analyze %s with an empty start = exit %d, stderr %q; want 2 and \"empty position\"", file, code, stderr.String())
	}
}
