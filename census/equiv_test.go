package census

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/reference"
)

// TestReduceKeepsValues checks the offset rule on every game of the
// octal and hexadecimal families: G(n) = 0 below the offset and
// G(n) = G_last(n − offset) after, by the textbook mex.
func TestReduceKeepsValues(t *testing.T) {
	for _, fam := range []Family{{"octal", 3}, {"hex", 2}} {
		for _, g := range fam.Games() {
			r := rules(g)
			last, off := Reduce(r)
			const n = 60
			got := Plain(r, n)
			want := append(make([]uint32, off), Plain(last, n-off)...)
			if !slices.Equal(got, want) {
				t.Errorf("%s reduces to %s with offset %d, but its values are %v, want %v", g, last, off, got, want)
			}
		}
	}
}

// Plain is heap.Plain, named for the tests.
var Plain = heap.Plain

func TestReduce(t *testing.T) {
	tests := []struct {
		game, last string
		offset     int
	}{
		{"0.77", "0.77", 0},
		{"4.4", "0.77", 1},
		{"0.02", "0.13", 2},
		{"0.01", "0.1", 1},
		{"0.26", "0.337", 1},
		{"0.27", "0.337", 1},        // README.md's erratum: .27 maps to .26
		{"hex:0.8", "0.113377F", 3}, // three heaps left: each step takes two more
		{"allbut:1", "0.[3]", 0},
	}
	for _, test := range tests {
		r, err := heap.Parse(test.game)
		if err != nil {
			t.Fatal(err)
		}
		last, off := Reduce(r)
		if last.String() != test.last && !(test.game == "allbut:1" && last == r) || off != test.offset {
			t.Errorf("Reduce(%s) = %s, %d, want %s, %d", test.game, last, off, test.last, test.offset)
		}
	}
}

// codeOf turns a published table's name (".77", "4.3", "4") into a code.
func codeOf(name string) string {
	if !strings.Contains(name, ".") {
		return name + ".0"
	}
	if strings.HasPrefix(name, ".") {
		return "0" + name
	}
	return name
}

// testdataRows reads the rows of a table of testdata/octal-tables.
func testdataRows(t *testing.T, name string) [][]string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "octal-tables", name))
	if err != nil {
		t.Fatal(err)
	}
	return reference.TableRows(strings.Split(string(b), "\n"))
}

// lookup reads GameLookup.md: each three-digit code's representative,
// the code itself where the table says "-".
func lookup(t *testing.T) map[string]string {
	rep := map[string]string{}
	for _, row := range testdataRows(t, "GameLookup.md") {
		prefix, _ := strings.CutSuffix(row[0], "x")
		for d := 1; d <= 7 && d < len(row); d++ {
			code := codeOf(prefix + string(rune('0'+d)))
			if row[d] == "-" {
				rep[code] = code
			} else {
				rep[code] = codeOf(row[d])
			}
		}
	}
	return rep
}

// TestClassesAgreeWithGameLookup checks that every class of the octal
// census is a class of GameLookup.md, and that every equivalence of the
// table that the offset rule does not give is at least an equality of
// the values (up to a shift) over 4,096 heaps.
func TestClassesAgreeWithGameLookup(t *testing.T) {
	rep := lookup(t)
	fam := Family{"octal", 3}
	games := fam.Games()
	if len(rep) != len(games)-1 { // the table has no row for 4.0
		t.Errorf("GameLookup.md names %d codes, want %d", len(rep), len(games)-1)
	}
	ours := map[string]string{}
	for _, c := range classes(games) {
		for _, g := range c.Games {
			ours[g] = c.Games[0]
			if rep[g] != "" && rep[c.Games[0]] != "" && find(rep, g) != find(rep, c.Games[0]) {
				t.Errorf("%s and %s reduce to the same game, but GameLookup.md has them as %s and %s", g, c.Games[0], find(rep, g), find(rep, c.Games[0]))
			}
		}
	}
	bySequence := 0
	for g, r := range rep {
		if r == g || ours[g] == ours[r] {
			continue
		}
		bySequence++
		if a, b := values(t, g), values(t, r); !shifted(a, b) && !shifted(b, a) {
			t.Errorf("GameLookup.md has %s as %s, but their values differ beyond a shift: %v… and %v…", g, r, a[:20], b[:20])
		}
	}
	t.Logf("%d equivalences of GameLookup.md are equalities of the values, not the offset rule", bySequence)
}

// find follows the table's representatives to the end.
func find(rep map[string]string, g string) string {
	for i := 0; i < 10 && rep[g] != "" && rep[g] != g; i++ {
		g = rep[g]
	}
	return g
}

func values(t *testing.T, code string) []uint32 {
	e := heap.NewEngine(rules(code), heap.Options{})
	if err := e.Extend(context.Background(), 4096); err != nil {
		t.Fatal(err)
	}
	return e.Values(nil, 0, 4096)
}

// shifted reports whether a is b after some zeros.
func shifted(a, b []uint32) bool {
	for s := 0; s < 64; s++ {
		if slices.Equal(a[s:], b[:len(b)-s]) {
			return true
		}
	}
	return false
}
