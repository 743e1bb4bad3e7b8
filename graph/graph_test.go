package graph_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/graph"
)

func TestValues(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"a b\n", "[1 0]"},
		{"a b\na c\nb c\n", "[2 1 0]"},
		{"x\n", "[0]"},
		// A token on 0 may move to any smaller number: Nim heaps.
		{"3 2\n3 1\n3 0\n2 1\n2 0\n1 0\n", "[3 2 1 0]"},
	}
	for _, test := range tests {
		g, err := graph.Parse("g.txt", strings.NewReader(test.in))
		if err != nil {
			t.Fatal(err)
		}
		got, err := g.Values(context.Background())
		if err != nil || fmt.Sprint(got) != test.want {
			t.Errorf("Values of %q = %v, %v; want %s", test.in, got, err, test.want)
		}
	}
}

func TestCycle(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"a b\nb a\n", "g.txt: graph has a cycle: a → b → a; Grundy values need an acyclic graph (LoopyValues gives generalized ones)"},
		{"a a\n", "g.txt: graph has a cycle: a → a; Grundy values need an acyclic graph (LoopyValues gives generalized ones)"},
		{"s a\na b\nb c\nc a\n", "g.txt: graph has a cycle: a → b → c → a; Grundy values need an acyclic graph (LoopyValues gives generalized ones)"},
	}
	for _, test := range tests {
		g, err := graph.Parse("g.txt", strings.NewReader(test.in))
		if err != nil {
			t.Fatal(err)
		}
		_, err = g.Values(context.Background())
		if !errs.Is(err, errs.Cycle) || err.Error() != test.want {
			t.Errorf("Values of %q: error %v, want a cycle error %q", test.in, err, test.want)
		}
	}
}

func TestAnalyze(t *testing.T) {
	// a → b → c, a → c, d → c: values a 2, b 1, c 0, d 1.
	g, err := graph.Parse("g.txt", strings.NewReader("a b\nb c\na c\nd c\nstart: a d\n"))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := g.Start()
	if err != nil {
		t.Fatal(err)
	}
	r, err := sums.Analyze(g, sum, sums.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Outcome != game.N || r.Grundy.String() != "3" {
		t.Errorf("a + d = %v %v, want N 3", r.Outcome, r.Grundy)
	}
	// To value 0: a (2) must go to value 1 = b; d (1) would need value 2.
	if got := fmt.Sprint(r.WinningMoves); got != "[{0 a [b] }]" {
		t.Errorf("winning moves of a + d = %s, want [{0 a [b] }]", got)
	}
	if r.Explored != 4 {
		t.Errorf("explored = %d, want 4", r.Explored)
	}
	if _, err := g.Parse("zz"); !errs.Is(err, errs.Usage) {
		t.Errorf("Parse(%q) error = %v, want a usage error", "zz", err)
	}
	m, err := sums.Analyze(g, sum, sums.Options{Misere: true})
	if err != nil {
		t.Fatal(err)
	}
	// Misère, a lone d or b is lost (its one move is the last), so the
	// winning move from a + d is a → c, leaving d.
	if got := fmt.Sprint(m.WinningMoves); m.Outcome != game.N || got != "[{0 a [c] }]" {
		t.Errorf("misère a + d = %v %s, want N [{0 a [c] }]", m.Outcome, got)
	}
}

// TestBruteForce compares the values of random DAGs with the mex of their
// successors' values computed naively.
func TestBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for range 200 {
		n := 1 + r.IntN(30)
		name := func(v int) string { return "v" + strconv.Itoa(v) }
		succ := make([][]int, n) // edges go to smaller numbers: acyclic
		var lines []string
		for u := range n {
			lines = append(lines, name(u))
			for w := range u {
				if r.IntN(3) == 0 {
					succ[u] = append(succ[u], w)
					lines = append(lines, name(u)+" "+name(w))
				}
			}
		}
		r.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
		text := strings.Join(lines, "\n")
		want := map[string]uint64{}
		for u := range n { // successors are valued first
			seen := map[uint64]bool{}
			for _, w := range succ[u] {
				seen[want[name(w)]] = true
			}
			m := uint64(0)
			for seen[m] {
				m++
			}
			want[name(u)] = m
		}
		g, err := graph.Parse("random", strings.NewReader(text))
		if err != nil {
			t.Fatalf("Parse(%q): %v", text, err)
		}
		got, err := g.Values(context.Background())
		if err != nil {
			t.Fatalf("Values of %q: %v", text, err)
		}
		for i, v := range g.Vertices() {
			if got[i] != want[v] {
				t.Errorf("value of %s in %q = %d, want %d", v, text, got[i], want[v])
			}
		}
	}
}
