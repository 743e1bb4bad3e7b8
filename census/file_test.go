package census

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
)

// TestResumeCutMidLine opens a shard's file that a kill cut in the middle
// of a line, as a shard run again does: the whole records are done, the
// part line is cut off, and what is appended next starts on a line of
// its own.
func TestResumeCutMidLine(t *testing.T) {
	fam := Family{"octal", 2}
	rec := func(g string) Record { return Record{Game: g, Family: fam.String(), To: 100, Class: Trivial} }
	whole := string(Marshal(rec("0.77")))
	cut := string(Marshal(rec("0.07")))
	path := filepath.Join(t.TempDir(), "shard.jsonl")
	if err := os.WriteFile(path, []byte(whole+cut[:len(cut)/2]), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := OpenShardFile(path, fam, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Done) != 1 || !f.Done["0.77"] {
		t.Errorf("games done in a file cut mid-line: %v, want 0.77 alone", f.Done)
	}
	if err := f.Append([]Record{rec("0.77"), rec("0.07")}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), whole+cut; got != want {
		t.Errorf("the file resumed:\n%s\nwant\n%s", got, want)
	}
	// A file of another census is refused, and left as it was.
	if _, err := OpenShardFile(path, fam, 200); !errs.Is(err, errs.Usage) || !strings.Contains(err.Error(), "holds a census of octal --digits 2 to 100") {
		t.Errorf("OpenShardFile of another census's file: %v, want a usage error naming the census", err)
	}
	if after, _ := os.ReadFile(path); string(after) != string(b) {
		t.Errorf("OpenShardFile of another census's file changed it")
	}
}
