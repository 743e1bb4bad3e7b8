package reference_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/nimber/nimber/internal/reference"
)

func TestReadOEIS(t *testing.T) {
	s := reference.ReadOEIS(t, "A002186")
	if !strings.Contains(s.Title(), "Kayles") {
		t.Errorf("A002186 title = %q, want it to name Kayles", s.Title())
	}
	// Kayles: 0 1 2 3 1 4 3 2 1 4 ...
	for n, want := range []uint64{0, 1, 2, 3, 1, 4, 3, 2, 1, 4} {
		if got := s.Terms[n]; got != want {
			t.Errorf("A002186(%d) = %d, want %d", n, got, want)
		}
	}
	ids := reference.OEISIDs(t)
	if len(ids) < 10 {
		t.Errorf("OEISIDs() = %v, want at least 10 entries", ids)
	}
}

// TestCopyMatchesShared holds testdata/ to the originals in
// shared/reference, where the checkout has them.
func TestCopyMatchesShared(t *testing.T) {
	shared, err := reference.SharedDir()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("no originals to compare with: %v", err)
	}
	copyDir, err := reference.Dir()
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	err = filepath.WalkDir(shared, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(shared, path)
		want, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		got, err := os.ReadFile(filepath.Join(copyDir, rel))
		if err != nil {
			t.Errorf("testdata lacks %s: %v", rel, err)
			return nil
		}
		if !bytes.Equal(got, want) {
			t.Errorf("testdata/%s differs from shared/reference/%s", rel, rel)
		}
		n++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		t.Errorf("no files under %s", shared)
	}
}
