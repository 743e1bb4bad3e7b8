package games_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimber/nimber/game"
)

// trees returns every tree of 1 to n edges in bracket notation.
func trees(n int) []string {
	var out []string
	var rec func(s string, open, edges int)
	rec = func(s string, open, edges int) {
		if open == 0 && s != "" {
			out = append(out, s)
		}
		if edges < n {
			rec(s+"(", open+1, edges+1)
		}
		if open > 0 {
			rec(s+")", open-1, edges)
		}
	}
	rec("", 0, 0)
	return out
}

func TestHackenbushBruteForce(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	checkValues(t, f, trees(7))
	checkMovesTo(t, f, trees(6), 7)
	checkFamily(t, "hackenbush", trees(3), 2)
}

func TestHackenbushValues(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	cases := []struct {
		tree string
		want uint64
	}{
		{"()", 1},
		{"((((()))))", 5}, // a stalk: a Nim heap
		{"()()", 0},       // two edges from the ground
		{"(()())", 1},     // a fork: 0 + 1
		// ((())()) is an edge under (())() = 2 ^ 1, worth 4; (()()) is
		// worth 0 + 1; () is worth 1: 4 ^ 1 ^ 1.
		{"((())())(()())()", 4},
	}
	for _, c := range cases {
		if got := value(t, f, c.tree); got.Cmp(game.Star(c.want)) != 0 {
			t.Errorf("hackenbush %s = %v, want *%d", c.tree, got, c.want)
		}
	}
	for _, bad := range []string{"", "(", ")(", "(()", "(x)", "[]"} {
		if _, err := f.Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded, want an error", bad)
		}
	}
}

// pictures returns n random pictures of up to maxEdges edges among the
// ground and three vertices, loops and parallel edges included, each
// standing on the ground.
func pictures(f game.Family, n, maxEdges int) []string {
	rng := rand.New(rand.NewPCG(7, 11))
	names := []string{"g", "a", "b", "c"}
	seen := map[string]bool{}
	var out []string
	for len(out) < n {
		var edges []string
		for range 1 + rng.IntN(maxEdges) {
			edges = append(edges, names[rng.IntN(4)]+"-"+names[rng.IntN(4)])
		}
		s := strings.Join(edges, ",")
		if seen[s] {
			continue
		}
		seen[s] = true
		if _, err := f.Parse(s); err == nil {
			out = append(out, s)
		}
	}
	return out
}

// The fusion principle agrees with search on random pictures with
// cycles, loops and parallel edges.
func TestHackenbushPicturesBruteForce(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	checkValues(t, f, pictures(f, 400, 7))
	checkFamily(t, "hackenbush", pictures(f, 12, 3), 2)
}

func TestHackenbushPictures(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	cases := []struct {
		picture string
		want    uint64
	}{
		{"g-a", 1},
		{"g-g", 1},             // a loop at the ground: one edge
		{"g-a,a-g", 0},         // two edges between the same two vertices
		{"g-a,a-b,b-g", 1},     // a triangle: three loops once fused
		{"g-a,a-b,b-g,b-c", 0}, // and a twig: 1 ^ (0+1)
		{"g-a,a-b,b-c,c-a", 2}, // a triangle on a stalk: its 3 loops are worth 1, the stalk's edge 1+1
	}
	for _, c := range cases {
		if got := value(t, f, c.picture); got.Cmp(game.Star(c.want)) != 0 {
			t.Errorf("hackenbush %s = %v, want *%d", c.picture, got, c.want)
		}
	}
	for _, bad := range []string{"a-b", "g-", "-a", "g-a,,a-b", "g-a,b-c", "g-a b"} {
		if _, err := f.Parse(bad); err == nil {
			t.Errorf("Parse(%q) succeeded, want an error", bad)
		}
	}
}
