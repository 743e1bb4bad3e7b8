package reference

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Dir returns the reference data the tests carry, testdata/ of this
// package, found from the root of the module that holds the working
// directory (a test's working directory is its package's).
func Dir() (string, error) {
	root, err := moduleRoot()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, "internal", "reference", "testdata"), nil
}

// SharedDir returns shared/reference beside the module, where the
// originals of Dir's copies are kept when the checkout has them.
func SharedDir() (string, error) {
	root, err := moduleRoot()
	if err != nil {
		return "", err
	}
	return filepath.Join(root, "..", "shared", "reference"), nil
}

func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the working directory")
		}
		dir = parent
	}
}

// Path returns the path of a reference file. The data is part of the
// module, so a missing file fails tb's test rather than skipping it.
func Path(tb testing.TB, name string) string {
	tb.Helper()
	dir, err := Dir()
	if err == nil {
		_, err = os.Stat(filepath.Join(dir, name))
	}
	if err != nil {
		tb.Fatalf("reference data: %v", err)
	}
	return filepath.Join(dir, name)
}

// Lines returns the lines of a reference file.
func Lines(tb testing.TB, name string) []string {
	tb.Helper()
	data, err := os.ReadFile(Path(tb, name))
	if err != nil {
		tb.Fatal(err)
	}
	return strings.Split(string(data), "\n")
}

// OEIS is an extract of an OEIS entry: its "#" header lines (the first
// gives the title) and its terms by index.
type OEIS struct {
	ID     string
	Header []string
	Terms  map[int]uint64
}

// Title returns the first header line without its "# ".
func (s OEIS) Title() string {
	if len(s.Header) == 0 {
		return ""
	}
	return strings.TrimLeft(s.Header[0], "# ")
}

// ReadOEIS reads oeis/oeis_ID.txt ("n a(n)" lines after "#" comments).
func ReadOEIS(tb testing.TB, id string) OEIS {
	tb.Helper()
	s := OEIS{ID: id, Terms: map[int]uint64{}}
	for _, line := range Lines(tb, filepath.Join("oeis", "oeis_"+id+".txt")) {
		if strings.HasPrefix(line, "#") {
			s.Header = append(s.Header, line)
			continue
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		var n int
		var a uint64
		if _, err := fmt.Sscan(line, &n, &a); err != nil {
			tb.Fatalf("oeis_%s.txt: bad line %q: %v", id, line, err)
		}
		s.Terms[n] = a
	}
	if len(s.Terms) == 0 {
		tb.Fatalf("oeis_%s.txt: no terms", id)
	}
	return s
}

// OEISIDs lists the entries present, e.g. "A002186".
func OEISIDs(tb testing.TB) []string {
	tb.Helper()
	paths, err := filepath.Glob(filepath.Join(Path(tb, "oeis"), "oeis_A*.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	ids := make([]string, len(paths))
	for i, p := range paths {
		ids[i] = strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), "oeis_"), ".txt")
	}
	return ids
}

// CGSuiteRow returns the cells, trimmed, of the table row of
// cgsuite_test_fixtures.md whose first cell is name, failing tb's test if
// there is none.
func CGSuiteRow(tb testing.TB, name string) []string {
	tb.Helper()
	for _, line := range Lines(tb, "cgsuite_test_fixtures.md") {
		cells := strings.Split(line, "|")
		if len(cells) > 2 && strings.TrimSpace(cells[1]) == name {
			for i := range cells {
				cells[i] = strings.TrimSpace(cells[i])
			}
			return cells[1 : len(cells)-1]
		}
	}
	tb.Fatalf("no row %q in cgsuite_test_fixtures.md", name)
	return nil
}

// TableRows returns the rows of the Markdown tables in lines, each as its
// cells trimmed, the header and alignment rows left out: the published
// octal tables (octal-tables/*.md) are read this way.
func TableRows(lines []string) [][]string {
	var rows [][]string
	for i, line := range lines {
		if !strings.Contains(line, "|") || strings.HasPrefix(strings.TrimSpace(line), ":") {
			continue
		}
		if i+1 < len(lines) && strings.HasPrefix(strings.TrimSpace(lines[i+1]), ":") {
			continue // a header: the alignment row follows it
		}
		cells := strings.Split(line, "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		rows = append(rows, cells)
	}
	return rows
}
