package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTableGolden runs the table command: testdata/table/*.txt.
func TestTableGolden(t *testing.T) { runGoldenDir(t, "table") }

// TestTablePlot checks that --plot writes a chart of the right kind.
func TestTablePlot(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args  []string
		file  string
		magic string
	}{
		{[]string{"--x", "0..5", "--y", "0..5"}, "grid.png", "\x89PNG"},
		{[]string{"--x", "0..5", "--y", "0..5", "--outcome"}, "grid.svg", "<svg"},
		{[]string{"--n", "0..30", "--period"}, "line.svg", "<svg"},
	}
	for _, test := range tests {
		path := filepath.Join(dir, test.file)
		args := append([]string{"table", "../examples/euclid.star", "--plot", path}, test.args...)
		if test.args[0] == "--n" {
			args[1] = "../examples/subtraction.star"
		}
		var stdout, stderr bytes.Buffer
		if code := run(args, &env{stdout: &stdout, stderr: &stderr}); code != 0 {
			t.Fatalf("nimber %s: exit %d: %s", strings.Join(args, " "), code, stderr.String())
		}
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("nimber %s wrote no plot: %v", strings.Join(args, " "), err)
		}
		if !bytes.Contains(b[:min(len(b), 200)], []byte(test.magic)) {
			t.Errorf("nimber %s: %s starts %q, want %q", strings.Join(args, " "), test.file, b[:min(len(b), 20)], test.magic)
		}
	}
}
