package games_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/internal/longtest"
)

// closing returns the index of the ")" closing the "(" at s[i].
func closing(s string, i int) int {
	depth := 0
	for j := i; ; j++ {
		if s[j] == '(' {
			depth++
		} else if depth--; depth == 0 {
			return j
		}
	}
}

// branches returns the bracket groups of s at depth 0: the edges from
// the ground, each with the tree above it.
func branches(s string) []string {
	var out []string
	for i := 0; i < len(s); i = closing(s, i) + 1 {
		out = append(out, s[i:closing(s, i)+1])
	}
	return out
}

// canonical writes a forest in brackets with every node's branches
// sorted, so that equal forests have one text.
func canonical(s string) string {
	var out []string
	for _, b := range branches(s) {
		out = append(out, "("+canonical(b[1:len(b)-1])+")")
	}
	sort.Strings(out)
	return strings.Join(out, "")
}

// cuts lists what is left of forest s after each cut, as s writes it.
func cuts(s string) []string {
	var out []string
	for i := range len(s) {
		if s[i] == '(' {
			out = append(out, s[:i]+s[closing(s, i)+1:])
		}
	}
	return out
}

// misereForests plays misère Green Hackenbush on forests out, cut by cut,
// with no theory: a forest's misère value is the mex of its options',
// the empty forest's 1 (the player to move has won); 0 is a loss.
type misereForests map[string]uint64

func (m misereForests) value(s string) uint64 {
	s = canonical(s)
	if v, ok := m[s]; ok {
		return v
	}
	v := uint64(1)
	if s != "" {
		var opts []uint64
		for _, o := range cuts(s) {
			opts = append(opts, m.value(o))
		}
		v = game.Mex(opts)
	}
	m[s] = v
	return v
}

func (m misereForests) wins(s string) bool { return m.value(s) != 0 }

// forests returns every forest of 1 to n edges, one text each.
func forests(n int) []string {
	seen := map[string]bool{}
	var out []string
	for _, s := range trees(n) {
		if c := canonical(s); !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// splits writes forest s as sums of trees: one tree, each branch a tree
// of its own, and its first branch beside the rest.
func splits(s string) [][]string {
	out := [][]string{{s}}
	if b := branches(s); len(b) > 1 {
		out = append(out, b, []string{b[0], strings.Join(b[1:], "")})
	}
	return out
}

// Every misère sum of trees of up to 10 edges in all (12 in the long
// tier), written in three ways, is won or lost as the plain search of the
// forest says, with the same winning moves and misère value, and is
// answered by the rule on the branches, not by a search.
func TestHackenbushMisereForests(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	play := misereForests{}
	for _, s := range forests(longtest.Pick(10, 12)) {
		for _, parts := range splits(s) {
			sum := make([]game.Component, len(parts))
			for i, p := range parts {
				sum[i] = mustParse(t, f, p)
			}
			r, err := sums.Analyze(f, sum, sums.Options{Misere: true})
			if err != nil {
				t.Fatalf("Analyze(%v): %v", parts, err)
			}
			want := game.P
			if play.wins(s) {
				want = game.N
			}
			var wantMoves []string
			for i, p := range parts {
				for _, o := range cuts(p) {
					rest := slices.Clone(parts)
					rest[i] = o
					if !play.wins(strings.Join(rest, "")) {
						to := o
						if o != "" {
							to = ":" + o
						}
						wantMoves = append(wantMoves, fmt.Sprintf("%d%s", i, to))
					}
				}
			}
			sort.Strings(wantMoves)
			var gotMoves []string
			for _, m := range r.WinningMoves {
				gotMoves = append(gotMoves, fmt.Sprintf("%d%s", m.Component, strings.Join(append([]string{""}, m.To...), ":")))
			}
			sort.Strings(gotMoves)
			if r.Outcome != want || !slices.Equal(gotMoves, wantMoves) {
				t.Errorf("misère %v: %v, moves %v; the search: %v, moves %v", parts, r.Outcome, gotMoves, want, wantMoves)
			}
			if want := game.Star(play.value(s)); r.MisereValue == nil || r.MisereValue.Cmp(want) != 0 {
				t.Errorf("misère %v: misère value %v, want %v: searched, or not by the rule", parts, r.MisereValue, want)
			}
		}
	}
}

func TestHackenbushMisereExamples(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	tests := []struct {
		sum     string
		want    game.Outcome
		genus   string
		winning int
	}{
		{"()", game.P, "1^031", 0},   // cut it and lose
		{"()()", game.N, "0^120", 2}, // cut one, leave the last
		// The tree: a root with two paths of two edges is *2 + *2,
		// lost, though its value is 0 as that of a tree with no edge.
		{"(())(())", game.P, "0^02", 0},
		{"(()) (())", game.P, "0^02", 0},
		{"(()())", game.P, "1^031", 0}, // an edge under *1 + *1: a heap of 1
		{"(())", game.N, "2^20", 1},    // cut the top edge, not the bottom one
		// Heaps 1 and 2: cut the stalk at the ground, or make the fork a
		// stalk of 2 (either top edge), a move to a larger value.
		{"(()())(())", game.N, "3^31", 3},
	}
	for _, tt := range tests {
		var sum []game.Component
		for _, s := range strings.Fields(tt.sum) {
			sum = append(sum, mustParse(t, f, s))
		}
		r, err := sums.Analyze(f, sum, sums.Options{Misere: true})
		if err != nil {
			t.Fatal(err)
		}
		if r.Outcome != tt.want || r.Genus != tt.genus || len(r.WinningMoves) != tt.winning {
			t.Errorf("misère %s: %v, genus %s, %d winning moves; want %v, %s, %d", tt.sum, r.Outcome, r.Genus, len(r.WinningMoves), tt.want, tt.genus, tt.winning)
		}
	}
}

// Sums of pictures with cycles are won or lost as the plain search says;
// those whose branches each have one edge at the ground are answered by
// the rule, the others searched.
func TestHackenbushMiserePictures(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	pictures := []string{
		"g-a", "g-g", "g-a,a-a", "g-a,a-b,b-c,c-a", "g-a,a-b,a-b", "g-a,a-b,g-c,c-d,c-e",
		"g-a,a-b,b-g", "g-a,g-b,a-c,b-c", "g-a,a-b,b-g,g-c", // a cycle through the ground
	}
	wild := map[string]bool{"g-a,a-b,b-g": true, "g-a,g-b,a-c,b-c": true, "g-a,a-b,b-g,g-c": true}
	b := newBruteSum(true)
	for _, s := range multisets(pictures, 2) {
		sum := make([]game.Component, len(s))
		for i, p := range s {
			sum[i] = mustParse(t, f, p)
		}
		checkSum(t, f, b, sum)
		r, err := sums.Analyze(f, sum, sums.Options{Misere: true})
		if err != nil {
			t.Fatal(err)
		}
		byRule := !slices.ContainsFunc(s, func(p string) bool { return wild[p] })
		if got := r.Genus != ""; got != byRule {
			t.Errorf("misère %v: answered by the rule %v, want %v", s, got, byRule)
		}
	}
}

// A misère sum of 99 random trees of 99 nodes is answered by the rule:
// its outcome and every winning move are those misère Nim gives on the
// values of the trees' branches.
func TestHackenbushMisereLarge(t *testing.T) {
	f := mustLookup(t, "hackenbush")
	rng := rand.New(rand.NewPCG(45, 99))
	parts := make([]string, 99)
	sum := make([]game.Component, len(parts))
	for i := range parts {
		parts[i] = randomTree(rng, 99)
		sum[i] = mustParse(t, f, parts[i])
	}
	r, err := sums.Analyze(f, sum, sums.Options{Misere: true})
	if err != nil {
		t.Fatal(err)
	}
	// heaps returns the values of the branches of forest s.
	heaps := func(s string) []uint64 {
		var out []uint64
		for _, b := range branches(s) {
			v, _ := value(t, f, b).Uint64()
			out = append(out, v)
		}
		return out
	}
	values := make([][]uint64, len(parts))
	for i, p := range parts {
		values[i] = heaps(p)
	}
	lost := func(values [][]uint64) bool {
		var x uint64
		big := false
		for _, vs := range values {
			for _, v := range vs {
				x, big = x^v, big || v >= 2
			}
		}
		return big && x == 0 || !big && x == 1
	}
	want := game.N
	if lost(values) {
		want = game.P
	}
	var wantMoves []string
	for i, p := range parts {
		for _, o := range cuts(p) {
			after := slices.Clone(values)
			after[i] = heaps(o)
			if lost(after) {
				wantMoves = append(wantMoves, fmt.Sprint(i, ":", o))
			}
		}
	}
	sort.Strings(wantMoves)
	var gotMoves []string
	for _, m := range r.WinningMoves {
		gotMoves = append(gotMoves, fmt.Sprint(m.Component, ":", strings.Join(m.To, "")))
	}
	sort.Strings(gotMoves)
	if r.Outcome != want || r.Genus == "" || !slices.Equal(gotMoves, wantMoves) {
		t.Errorf("misère sum of 99 trees: %v, genus %q, moves %v; want %v, moves %v", r.Outcome, r.Genus, gotMoves, want, wantMoves)
	}
}

// randomTree returns a random tree of n nodes in brackets, the ground
// being node 0.
func randomTree(rng *rand.Rand, n int) string {
	kids := make([][]int, n)
	for v := 1; v < n; v++ {
		p := rng.IntN(v)
		kids[p] = append(kids[p], v)
	}
	var b strings.Builder
	var write func(v int)
	write = func(v int) {
		for _, k := range kids[v] {
			b.WriteByte('(')
			write(k)
			b.WriteByte(')')
		}
	}
	write(0)
	return b.String()
}
