package games_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
)

func parseCoins(t *testing.T, f game.Family, parts []string) []game.Component {
	t.Helper()
	sum := make([]game.Component, len(parts))
	for i, p := range parts {
		c, err := f.Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		sum[i] = c
	}
	return sum
}

// TestCoinsUnion checks that a coin listed twice is one heads coin: the
// components of a position as typed that share coins are joined, and
// the note says which.
func TestCoinsUnion(t *testing.T) {
	tests := []struct {
		spec, position string
		want, note     string // note: the start of the note, "" for none
	}{
		{"turning-turtles", "3 3 7", "3 7", "3 is listed twice:"},
		{"turning-turtles", "5 5", "5", "5 is listed twice:"},
		{"turning-turtles", "7 3 5", "7 3 5", ""},
		{"turning-turtles", "3 4", "3 4", ""},
		{"mock-turtles", "0 0 0 2", "0 2", "0 is listed 3 times:"},
		{"ruler", "1..5 3", "1..5", "1..5 and 3 share coins:"},
		{"ruler", "1..3 3..6 9", "1..6 9", "1..3 and 3..6 share coins:"},
		{"ruler", "1..2 3", "1..2 3", ""},
		{"ruler", "1..4 2 3 4", "1..4", "1..4, 2, 3 and 1 more share coins:"},
		{"ruler", "1..4 2 3", "1..4", "1..4, 2 and 3 share coins:"},
		{"ruler", "4 4 8 8 9", "4 8 9", "4 is listed twice (and 1 more overlaps):"},
		{"coins:{},{*}", "4 4", "4", "4 is listed twice:"},
		{"coins:0:{},{*},{*,*}", "9 0 9", "9 0", "9 is listed twice:"},
		{"turning-turtles*turning-turtles", "3,5 2,7 3,5", "3,5 2,7", "3,5 is listed twice:"},
		{"ruler*ruler", "1..2,1..2 2,2", "1..2,1..2", "1..2,1..2 and 2,2 share coins:"},
		{"ruler*ruler", "1..2,1 1,1..2", "1..2,1 1,2", "1..2,1 and 1,1..2 share coins:"},
		{"ruler*ruler", "1..2,1 1..2,2", "1..2,1 1..2,2", ""},
		{"coins:{},{1}*ruler", "3,5 1,1 3,5", "3,5 1,1", "3,5 is listed twice:"},
	}
	for _, test := range tests {
		f := mustLookup(t, test.spec)
		sum := parseCoins(t, f, strings.Fields(test.position))
		got, note := f.(game.SetFamily).Union(sum)
		if s := strings.Join(game.Option(got).Strings(), " "); s != test.want {
			t.Errorf("%s %s: Union = %s, want %s", test.spec, test.position, s, test.want)
		}
		if !strings.HasPrefix(note, test.note) || (test.note == "") != (note == "") {
			t.Errorf("%s %s: note %q, want one starting %q", test.spec, test.position, note, test.note)
		}
	}
}

// TestCoinsToggle checks that a move that turns a heads coin over leaves
// it tails: the components that share coins give way to the coins they
// cover an odd number of times, each in the place of the first.
func TestCoinsToggle(t *testing.T) {
	tests := []struct {
		spec, position string
		want           string
		from           []int // nil: nothing changed
	}{
		{"turning-turtles", "3 3 7", "7", []int{2}},
		{"turning-turtles", "7 3 5", "7 3 5", nil},
		{"ruler", "6 1..5 3", "6 1..2 4..5", []int{0, 1, 1}},
		{"ruler", "1..5 1..5", "", []int{}},
		{"mock-turtles", "2 0 2 0 2", "2", []int{0}},
		{"ruler*ruler", "1..3,2 2,1..3", "1,2 2,1 2,3 3,2", []int{0, 0, 0, 0}},
		{"turning-turtles*ruler", "4,4 1,1 4,4", "1,1", []int{1}},
	}
	for _, test := range tests {
		f := mustLookup(t, test.spec)
		sum := parseCoins(t, f, strings.Fields(test.position))
		got, from := f.(game.SetFamily).Toggle(sum)
		if s := strings.Join(game.Option(got).Strings(), " "); s != test.want {
			t.Errorf("%s %s: Toggle = %q, want %q", test.spec, test.position, s, test.want)
		}
		if !slices.Equal(from, test.from) || (from == nil) != (test.from == nil) {
			t.Errorf("%s %s: Toggle from %v, want %v", test.spec, test.position, from, test.from)
		}
	}
}

// TestCoinsSetRandom checks Union and Toggle on random positions of
// small runs and blocks against the coins they cover: Union's cover
// each coin listed at least once, Toggle's each listed an odd number of
// times, no two components share a coin, and the value is the nim-sum
// of those coins' values; a sum with another game's components keeps
// them, in their places.
func TestCoinsSetRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(45, 1))
	games := []struct {
		spec string
		dims int
	}{
		{"turning-turtles", 1}, {"mock-turtles", 1}, {"ruler", 1}, {"coins:{},{1},{1,2}", 1},
		{"turning-turtles*turning-turtles", 2}, {"ruler*mock-turtles", 2}, {"ruler*ruler", 2},
	}
	part := func(lo int) string {
		a := lo + rng.IntN(6)
		if rng.IntN(3) > 0 {
			return strconv.Itoa(a)
		}
		return strconv.Itoa(a) + ".." + strconv.Itoa(a+rng.IntN(4))
	}
	for _, g := range games {
		f := mustLookup(t, g.spec)
		lo := 1
		if strings.HasPrefix(g.spec, "mock") {
			lo = 0
		}
		for range 300 {
			var parts []string
			for range 1 + rng.IntN(6) {
				p := part(lo)
				if g.dims == 2 {
					p += "," + part(lo)
				}
				parts = append(parts, p)
			}
			sum := parseCoins(t, f, parts)
			count := map[string]int{}
			for _, p := range parts {
				for _, c := range cells(t, g.dims, p) {
					count[c]++
				}
			}
			union, _ := f.(game.SetFamily).Union(sum)
			checkCover(t, f, g.dims, parts, union, count, func(n int) bool { return n > 0 })
			toggled, from := f.(game.SetFamily).Toggle(sum)
			if from != nil && len(from) != len(toggled) {
				t.Fatalf("%s %v: Toggle from %v for %d components", g.spec, parts, from, len(toggled))
			}
			checkCover(t, f, g.dims, parts, toggled, count, func(n int) bool { return n%2 == 1 })
			// Another game's component keeps its place.
			other, err := mustLookup(t, "nim").Parse("9")
			if err != nil {
				t.Fatal(err)
			}
			mixed := append([]game.Component{other}, sum...)
			if got, from := f.(game.SetFamily).Toggle(mixed); got[0] != other || (from != nil && from[0] != 0) {
				t.Fatalf("%s nim 9 + %v: Toggle = %v, from %v", g.spec, parts, game.Option(got).Strings(), from)
			}
		}
	}
}

// checkCover checks that sum covers the coins whose count in parts keep
// says to keep, each once, and is worth their nim-sum.
func checkCover(t *testing.T, f game.Family, dims int, parts []string, sum []game.Component, count map[string]int, keep func(int) bool) {
	t.Helper()
	var want game.Nimber
	for c, n := range count {
		if keep(n) {
			want = want.Xor(valueOf(t, f, c))
		}
	}
	seen := map[string]bool{}
	for _, comp := range sum {
		for _, c := range cells(t, dims, comp.String()) {
			if seen[c] || !keep(count[c]) {
				t.Fatalf("%s %v: %v covers %s twice or wrongly", f.Name(), parts, game.Option(sum).Strings(), c)
			}
			seen[c] = true
		}
	}
	for c, n := range count {
		if keep(n) && !seen[c] {
			t.Fatalf("%s %v: %v misses %s", f.Name(), parts, game.Option(sum).Strings(), c)
		}
	}
	if got, err := game.Option(sum).Value(context.Background()); err != nil || got != want {
		t.Fatalf("%s %v: %v is worth %v (%v), want %v", f.Name(), parts, game.Option(sum).Strings(), got, err, want)
	}
}

func cells(t *testing.T, dims int, s string) []string {
	if dims == 2 {
		return cellsOf(t, s)
	}
	var out []string
	for _, c := range coinsOf(t, s) {
		out = append(out, strconv.Itoa(c))
	}
	return out
}

func valueOf(t *testing.T, f game.Family, s string) game.Nimber {
	t.Helper()
	c, err := f.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	v, err := c.Value(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return v
}
