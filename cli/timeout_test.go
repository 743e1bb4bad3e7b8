package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTimeoutEveryCommand runs each command that computes with a time
// limit already met: each stops with exit 2 and names the limit.
func TestTimeoutEveryCommand(t *testing.T) {
	const limit = "stopped after the 1ns time limit; raise --timeout"
	edges := filepath.Join(t.TempDir(), "edges")
	if err := os.WriteFile(edges, []byte("a b\nb c\nc a\nstart: a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"analyze", "kayles", "30", "--misere", "--timeout", "1ns"},
		{"analyze", "octal:0.06", "24", "30", "--misere", "--quotient", "--timeout", "1ns"},
		{"analyze", "../examples/kayles.star", "40,40,40", "--timeout", "1ns"},
		{"play", "kayles", "30", "--misere", "--timeout", "1ns"},
		{"seq", "0.16", "--to", "2^20", "--timeout", "1ns"},
		{"seq", "0.56", "--misere", "--quotient", "--to", "100", "--timeout", "1ns"},
		{"table", "kayles", "--n", "0..1000", "--timeout", "1ns"},
		{"census", "octal", "--digits", "1", "--to", "2^10", "--timeout", "1ns"},
		{"census", "verify", "../bench/census/octal4/shard-15.jsonl", "--timeout", "1ns"},
		{"graph", edges, "--timeout", "1ns"},
		{"calc", "2**(2**100)", "--timeout", "1ns"},
	} {
		var stdout, stderr strings.Builder
		code := run(args, &env{stdout: &stdout, stderr: &stderr, stdin: strings.NewReader("")})
		if code != 2 || !strings.Contains(stderr.String(), limit) {
			t.Errorf("nimber %s: exit %d, stderr %q; want 2 and %q", strings.Join(args, " "), code, stderr.String(), limit)
		}
	}
}

func TestTimeoutNegative(t *testing.T) {
	var stdout, stderr strings.Builder
	code := run([]string{"seq", "kayles", "--timeout", "-1s"}, &env{stdout: &stdout, stderr: &stderr})
	if want := "--timeout -1s: want a positive duration"; code != 2 || !strings.Contains(stderr.String(), want) {
		t.Errorf("nimber seq kayles --timeout -1s: exit %d, stderr %q; want 2 and %q", code, stderr.String(), want)
	}
}
