package graph_test

import (
	"context"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/graph"
)

// edgeList renders g's edges as "u>v", in vertex order.
func edgeList(t *testing.T, g *graph.Graph) string {
	var edges []string
	for _, u := range g.Vertices() {
		c, err := g.Parse(u)
		if err != nil {
			t.Fatalf("Parse(%q) of a listed vertex: %v", u, err)
		}
		opts, _ := c.(game.Mover).Options(context.Background())
		for _, o := range opts {
			edges = append(edges, u+">"+o[0].String())
		}
	}
	return strings.Join(edges, " ")
}

func TestParse(t *testing.T) {
	tests := []struct {
		in       string
		vertices string
		edges    string
		start    string
	}{
		{"a b\n", "a b", "a>b", ""},
		{"a b\na c\nc b\n", "a b c", "a>b a>c c>b", ""},
		{"# comment\n\n  x   y  # trailing\n\tz\n", "x y z", "x>y", ""},
		{"a b\na b\n", "a b", "a>b", ""}, // repeated edges count once
		{"start: b a\na b\n", "a b", "a>b", "b a"},
		{"a b\nstart:a\n", "a b", "a>b", "a"},
		{"é→ 7\r\n7 {x}\r\n", "é→ 7 {x}", "é→>7 7>{x}", ""},
		{"lonely", "lonely", "", ""},
		{"a b\nstart: a a\n", "a b", "a>b", "a a"},
	}
	for _, test := range tests {
		g, err := graph.Parse("g.txt", strings.NewReader(test.in))
		if err != nil {
			t.Errorf("Parse(%q): %v", test.in, err)
			continue
		}
		if got := strings.Join(g.Vertices(), " "); got != test.vertices {
			t.Errorf("Parse(%q).Vertices() = %q, want %q", test.in, got, test.vertices)
		}
		if got := edgeList(t, g); got != test.edges {
			t.Errorf("Parse(%q) edges = %q, want %q", test.in, got, test.edges)
		}
		if got, want := g.Edges(), len(strings.Fields(test.edges)); got != want {
			t.Errorf("Parse(%q).Edges() = %d, want %d", test.in, got, want)
		}
		if got := strings.Join(g.StartVertices(), " "); got != test.start {
			t.Errorf("Parse(%q).StartVertices() = %q, want %q", test.in, got, test.start)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"a b c\n", "g.txt:1: 3 names on a line"},
		{"a b\n\nx y z w\n", "g.txt:3: 4 names on a line"},
		{"a b\nstart:\n", "g.txt:2: start: with no vertices"},
		{"start: # none\na b\n", "g.txt:1: start: with no vertices"},
		{"start: a\nb c\n", `g.txt:1: start vertex "a" is not in the graph`},
		{"a b\nstart: a\nstart: b\n", "g.txt:3: second start: line (the first is line 2)"},
		{"a start:b\n", `g.txt:1: vertex "start:b" begins with "start:"`},
		{"", "g.txt: no vertices"},
		{"# only a comment\n\n", "g.txt: no vertices"},
		{"a " + strings.Repeat("b", 1<<20) + "\n", "g.txt:1: line longer than"},
	}
	for _, test := range tests {
		_, err := graph.Parse("g.txt", strings.NewReader(test.in))
		short := test.in[:min(len(test.in), 30)]
		if !errs.Is(err, errs.Usage) {
			t.Errorf("Parse(%q) error = %v, want a usage error", short, err)
			continue
		}
		if !strings.HasPrefix(err.Error(), test.want) {
			t.Errorf("Parse(%q) error = %q, want it to begin %q", short, err, test.want)
		}
	}
}
