package pathflag

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/nimber/nimber/errs"
)

func TestChecks(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "f")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	nowhere := filepath.Join(dir, "no", "f")
	under := filepath.Join(file, "g") // a file where a directory should be
	for _, c := range []struct {
		name string
		err  error
		want string // "" for no error
	}{
		{"Out new file", Out("--out", filepath.Join(dir, "new"), "a file"), ""},
		{"Out existing file", Out("--out", file, "a file"), ""},
		{"Out directory", Out("--out", dir, "a sequence file"), "--out " + dir + ": a directory; want a sequence file"},
		{"Out no directory", Out("--out", nowhere, "a file"), "--out " + nowhere + ": no directory " + filepath.Dir(nowhere) + " to write it in"},
		{"Out under a file", Out("--out", under, "a file"), "--out " + under + ": " + file + " is not a directory"},
		{"In file", In("--resume", file, "a file"), ""},
		{"In missing", In("--resume", nowhere, "a file"), nowhere + ": no such file"},
		{"In directory", In("--resume", dir, "the file of a run"), "--resume " + dir + ": a directory; want the file of a run"},
		{"Dir", Dir("--spill", dir), ""},
		{"Dir missing", Dir("--spill", nowhere), "--spill " + nowhere + ": no such directory"},
		{"Dir file", Dir("--spill", file), "--spill " + file + ": not a directory"},
	} {
		got := ""
		if c.err != nil {
			got = c.err.Error()
			if errs.KindOf(c.err) != errs.Usage {
				t.Errorf("%s: kind %v, want a usage error", c.name, errs.KindOf(c.err))
			}
		}
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
