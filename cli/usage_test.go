package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUsageErrors holds every command-line mistake to exit status 2 and
// a message naming the value: file flags that point at a directory or
// into one that is not there, and flag values out of range. Each is
// found before any work, so nothing is printed on standard output and
// no file is left behind.
func TestUsageErrors(t *testing.T) {
	tmp := t.TempDir()
	dir := filepath.Join(tmp, "dir")
	svgDir := filepath.Join(tmp, "dir.svg")
	pngDir := filepath.Join(tmp, "dir.png")
	plain := filepath.Join(tmp, "plain")
	missing := filepath.Join(tmp, "no", "such")
	for _, d := range []string{dir, svgDir, pngDir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(plain, []byte("not a directory\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args []string
		want string // in the message
	}{
		{[]string{"seq", "kayles", "--out", dir}, "--out " + dir + ": a directory; want a sequence file to write"},
		{[]string{"seq", "kayles", "--out", missing + "/x.seq"}, "--out " + missing + "/x.seq: no directory " + missing + " to write it in"},
		{[]string{"seq", "kayles", "--out", plain + "/x.seq"}, plain + " is not a directory"},
		{[]string{"seq", "kayles", "--resume", dir}, "--resume " + dir + ": a directory; want the sequence file of a run"},
		{[]string{"seq", "kayles", "--resume", missing + "/x.seq"}, missing + "/x.seq: no such file"},
		{[]string{"seq", "kayles", "--resume", plain + "/x.seq"}, plain + "/x.seq: no such file"},
		{[]string{"seq", "kayles", "--out", plain + "/sub/x.seq"}, "--out " + plain + "/sub/x.seq: no directory " + plain + "/sub to write it in"},
		{[]string{"seq", "kayles", "--to", "2^20", "--plot", missing + "/x.svg"}, "--plot " + missing + "/x.svg: no directory"},
		{[]string{"seq", "kayles", "--plot", svgDir}, "--plot " + svgDir + ": a directory; want a file to draw to"},
		{[]string{"seq", "kayles", "--misere", "--to", "10", "--plot", missing + "/x.svg"}, "--plot " + missing + "/x.svg: no directory"},
		{[]string{"seq", "kayles", "--window", "2^20", "--to", "2^21", "--checkpoint", dir}, "--checkpoint " + dir + ": a directory; want a checkpoint file"},
		{[]string{"seq", "kayles", "--window", "2^20", "--to", "2^21", "--checkpoint", missing + "/c"}, "--checkpoint " + missing + "/c: no directory"},
		{[]string{"seq", "kayles", "--to", "1000", "--spill", missing}, "--spill " + missing + ": no such directory"},
		{[]string{"seq", "kayles", "--to", "1000", "--spill", plain}, "--spill " + plain + ": not a directory"},
		{[]string{"seq", "kayles", "--progress=sometimes"}, `--progress "sometimes": want true, false or how often, such as 5s`},
		{[]string{"census", "octal", "--digits", "1", "--out", dir}, "--out " + dir + ": a directory; want a file to append the games to"},
		{[]string{"census", "octal", "--digits", "1", "--out", missing + "/c.jsonl"}, "--out " + missing + "/c.jsonl: no directory"},
		{[]string{"census", "merge", dir}, "merge " + dir + ": a directory; want a shard's file of records"},
		{[]string{"census", "merge", plain + "/c.jsonl"}, plain + "/c.jsonl: no such file"},
		{[]string{"census", "octal", "--digits", "1", "--time-per-game", "-1s"}, "--time-per-game -1s: want a time such as 5m, or 0 for no limit"},
		{[]string{"census", "octal", "--digits", "1", "--shards", "-1"}, "--shards -1: want the number of shards, 1 or more"},
		{[]string{"census", "octal", "--digits", "1", "--progress", "-1s"}, `--progress "-1s": want true, false or how often`},
		{[]string{"table", "kayles", "--n", "0..10", "--plot", missing + "/t.png"}, "--plot " + missing + "/t.png: no directory"},
		{[]string{"table", "kayles", "--n", "0..10", "--plot", pngDir}, "--plot " + pngDir + ": a directory; want a file to draw to"},
		{[]string{"table", "kayles", "--n", "0..10", "--plot", "t.txt"}, `--plot "t.txt": want a file name ending in .svg or .png`},
		{[]string{"table", "kayles", "--n", "0..10", "--progress=-2s"}, `--progress "-2s": want true, false or how often`},
	}
	for _, test := range tests {
		code, stdout, stderr := runNimber(test.args...)
		if code != 2 || stdout != "" || !strings.Contains(stderr, test.want) {
			t.Errorf("nimber %s: exit %d, stdout %.80q, stderr %q; want exit 2, nothing on stdout and %q",
				strings.Join(test.args, " "), code, stdout, stderr, test.want)
		}
	}
	// Nothing was created: no file in the directories, no missing
	// directory made.
	for _, d := range []string{dir, svgDir, pngDir} {
		if names, _ := os.ReadDir(d); len(names) != 0 {
			t.Errorf("%s holds %d files after the usage errors, want none", d, len(names))
		}
	}
	if _, err := os.Stat(filepath.Dir(missing)); !os.IsNotExist(err) {
		t.Errorf("%s was created", filepath.Dir(missing))
	}
	if names, _ := os.ReadDir(tmp); len(names) != 4 {
		t.Errorf("%s holds %d entries after the usage errors, want the 4 made for the test", tmp, len(names))
	}
}
