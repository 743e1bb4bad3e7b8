package misere

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/reference"
)

// bruteForce values sums of a game's heaps and nim heaps in misère play by
// the definition: no reductions, no genus, every option of every part.
type bruteForce struct {
	rules *heap.Rules
	memo  map[string]uint32
}

// value returns G⁻ of the sum of the game's heaps and the nim heaps.
func (b *bruteForce) value(heaps, nims []uint64) uint32 {
	heaps = slices.Sorted(slices.Values(heaps))
	nims = slices.Sorted(slices.Values(nims))
	key := fmt.Sprint(heaps, nims)
	if v, ok := b.memo[key]; ok {
		return v
	}
	seen := map[uint32]bool{}
	moved := false
	for i, n := range heaps {
		b.rules.Options(n, func(parts ...uint64) bool {
			next := slices.Concat(heaps[:i], heaps[i+1:])
			for _, p := range parts {
				if p > 0 {
					next = append(next, p)
				}
			}
			seen[b.value(next, nims)], moved = true, true
			return true
		})
	}
	for i, n := range nims {
		for m := range n {
			next := slices.Concat(nims[:i], nims[i+1:], []uint64{m})
			seen[b.value(heaps, next)], moved = true, true
		}
	}
	v := uint32(1) // the player to move has no move: won
	if moved {
		v = 0
		for seen[v] {
			v++
		}
	}
	b.memo[key] = v
	return v
}

var bruteGames = []string{"kayles", "dawson", "officers", "grundy", "0.137", "0.56", "4.7", "subtraction:1,3,4", "allbut:2,3", "hex:0.3F", "0.15"}

// TestHeapsBruteForce checks each heap's genus, and that of sums of two
// heaps, against the misère values of the sums with k heaps of size 2
// beside them found by the definition, and g against Plain.
func TestHeapsBruteForce(t *testing.T) {
	ctx := context.Background()
	for _, spec := range bruteGames {
		r, err := heap.Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		maxN := uint64(11)
		if r.MaxHeaps() >= 3 {
			maxN = 9
		}
		plain := heap.Plain(r, int(maxN)+1)
		h := NewHeaps(r, 0)
		b := &bruteForce{rules: r, memo: map[string]uint32{}}
		check := func(sizes []uint64) {
			g, err := h.Genus(ctx, sizes...)
			if err != nil {
				t.Fatalf("%s: Genus(%v): %v", spec, sizes, err)
			}
			var want uint32
			for _, n := range sizes {
				want ^= plain[n]
			}
			if g.G != want {
				t.Errorf("%s %v: genus %v, want g = %d", spec, sizes, g, want)
			}
			for k := range 5 {
				if got, want := g.Lambda(k), b.value(sizes, slices.Repeat([]uint64{2}, k)); got != want {
					t.Errorf("%s %v: genus %v has λ%d = %d, want %d", spec, sizes, g, k, got, want)
				}
			}
		}
		for n := range maxN + 1 {
			check([]uint64{n})
		}
		for a := range uint64(7) {
			for c := a; c < 7; c++ {
				check([]uint64{a, c})
			}
		}
		check([]uint64{3, 4, 5})
	}
}

func TestSequenceMatchesGenus(t *testing.T) {
	r, _ := heap.Parse("kayles")
	seq, err := NewHeaps(r, 0).Sequence(context.Background(), 25)
	if err != nil {
		t.Fatal(err)
	}
	h := NewHeaps(r, 0)
	for n := 24; n >= 0; n-- { // in the other order, from an empty memo
		g, err := h.Genus(context.Background(), uint64(n))
		if err != nil || !g.Equal(seq[n]) {
			t.Errorf("Genus(%d) = %v, %v; Sequence gave %v", n, g, err, seq[n])
		}
	}
}

// TestCGSuiteMisereValues checks G⁻ of heaps 0..20 against CGSuite's tests.
func TestCGSuiteMisereValues(t *testing.T) {
	for _, test := range []struct{ row, spec string }{
		{"Nim", "0.333333333333333333333"},
		{"Grundy's game", "grundy"},
		{"Kayles", "kayles"},
		{"Dawson's Kayles", "dawson"},
		{"Subtraction {2,3,7}", "subtraction:2,3,7"},
		{"Subtraction all-but {2,3,7}", "allbut:2,3,7"},
		{`TakeAndBreak("0.3F")`, "hex:0.3F"},
	} {
		row := reference.CGSuiteRow(t, test.row)
		r, err := heap.Parse(test.spec)
		if err != nil {
			t.Fatal(err)
		}
		var want []uint32
		for _, f := range strings.Split(row[4], ",") {
			v, err := strconv.ParseUint(f, 10, 32)
			if err != nil {
				t.Fatalf("%s: bad value %q", test.row, f)
			}
			want = append(want, uint32(v))
		}
		seq, err := NewHeaps(r, 0).Sequence(context.Background(), len(want))
		if err != nil {
			t.Fatal(err)
		}
		var got []uint32
		for _, g := range seq {
			got = append(got, g.Misere())
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: misère values %v, want %v", test.spec, got, want)
		}
	}
}

// TestCGSuiteGenus checks the genera of heaps 0..20 against CGSuite's
// tests. CGSuite shortens a genus by what it knows of the game: a nim
// heap's is its size alone ("3"), and a tame or restive game's g^d when
// d < 4 is g^d(g⊕2)d(g⊕2)… (written so here only when d = g, where the
// two readings agree).
func TestCGSuiteGenus(t *testing.T) {
	lines := reference.Lines(t, "cgsuite_test_fixtures.md")
	for _, test := range []struct {
		prefix, spec string
		heaps        []int // the heaps the list gives, in order; nil: 0, 1, …
	}{
		{"[0,1,2,3,1,4^146", "kayles", nil},
		{"Grundy's game: [", "grundy", nil},
		// The extract lost heaps 6 to 9 of Dawson's Kayles (it has 17
		// entries of the 21 it announces): its normal values, the part
		// before ^, are those of heaps 0–5 and 10–20 (A002187, shifted).
		{"Dawson's Kayles: [", "dawson", slices.Concat(seqTo(0, 6), seqTo(10, 21))},
	} {
		var list string
		for _, l := range lines {
			if i := strings.Index(l, test.prefix); i >= 0 {
				list = l[strings.Index(l, "[")+1 : strings.Index(l, "]")]
			}
		}
		if list == "" {
			t.Fatalf("no genus list %q in cgsuite_test_fixtures.md", test.prefix)
		}
		r, _ := heap.Parse(test.spec)
		fields := strings.Split(list, ",")
		heaps := test.heaps
		if heaps == nil {
			heaps = seqTo(0, len(fields))
		}
		if len(heaps) != len(fields) {
			t.Fatalf("%s: %d genera in the list, want %d", test.spec, len(fields), len(heaps))
		}
		seq, err := NewHeaps(r, 0).Sequence(context.Background(), heaps[len(heaps)-1]+1)
		if err != nil {
			t.Fatal(err)
		}
		for i, f := range fields {
			n, want := heaps[i], expandCGSuite(t, f)
			if !sameGenus(seq[n], want) {
				t.Errorf("%s heap %d: genus %v, want %s", test.spec, n, seq[n], f)
			}
		}
	}
}

// seqTo returns a, a+1, …, b−1.
func seqTo(a, b int) []int {
	var s []int
	for i := a; i < b; i++ {
		s = append(s, i)
	}
	return s
}

func sameGenus(g, h Genus) bool {
	if g.G != h.G {
		return false
	}
	for k := range 16 {
		if g.Lambda(k) != h.Lambda(k) {
			return false
		}
	}
	return true
}

// expandCGSuite reads CGSuite's short forms of a genus.
func expandCGSuite(t *testing.T, s string) Genus {
	base, sup, ok := strings.Cut(s, "^")
	g, err := strconv.ParseUint(base, 10, 32)
	if err != nil {
		t.Fatalf("bad genus %q", s)
	}
	if !ok {
		return Nim(uint32(g))
	}
	var digits []uint32
	for _, c := range sup {
		digits = append(digits, uint32(c-'0'))
	}
	if len(digits) == 1 {
		if d := digits[0]; d < 4 && d != uint32(g) {
			t.Fatalf("genus %q: tame or restive? the short form does not say", s)
		}
		return Genus{uint32(g), []uint32{digits[0], uint32(g) ^ 2}}
	}
	return Genus{uint32(g), digits}
}

func TestHeapsLimit(t *testing.T) {
	r, _ := heap.Parse("kayles")
	_, err := NewHeaps(r, 100).Sequence(context.Background(), 30)
	if errs.KindOf(err) != errs.Limit {
		t.Errorf("Sequence(kayles, 30) with a limit of 100 sums: %v, want a limit error", err)
	}
	// A large heap stops at the bound before its options are all listed.
	if _, err := NewHeaps(r, 1000).Genus(context.Background(), 1_000_000); errs.KindOf(err) != errs.Limit || !strings.Contains(err.Error(), "options") {
		t.Errorf("Genus(kayles 1000000) with a limit of 1000: %v, want a limit error on options", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewHeaps(r, 0).Sequence(ctx, 40); !errors.Is(err, context.Canceled) {
		t.Errorf("Sequence with a cancelled context: %v, want context.Canceled", err)
	}
	// A sum of thousands of heaps holds thousands of bytes a sum: the
	// bound on sums bounds their bytes, long before as many sums.
	many := make([]uint64, 5000)
	for i := range many {
		many[i] = uint64(10 + i%20)
	}
	h := NewHeaps(r, 10_000)
	if _, err := h.Genus(context.Background(), many...); errs.KindOf(err) != errs.Limit || !strings.Contains(err.Error(), "MB") {
		t.Errorf("Genus of 5000 kayles heaps with a limit of 10,000 sums: %v, want a limit error on bytes", err)
	}
	if h.Sums() >= 10_000 {
		t.Errorf("Genus of 5000 kayles heaps valued %d sums; the bytes bound should stop it first", h.Sums())
	}
}

// TestPeriod checks proved misère periods of games that do not split
// against many more genera than the proof used, and that games that split
// get apparent periods only.
func TestPeriod(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		spec   string
		n      int
		proved bool
	}{
		{"subtraction:1,3,4", 200, true},
		{"subtraction:2,5,7", 300, true},
		{"0.0330003", 300, true}, // {2,3,7}
		{"subtraction:3,5,8,13", 600, true},
		// Digits that take the last t tokens only to empty the heap:
		// heap t has a move later heaps lack.
		{"0.31", 100, true},
		{"0.0331", 100, true},
		{"0.3301", 100, true},
		{"0.1031", 100, true},
		{"allbut:2,3,7", 200, false}, // takes are unbounded: no window
		{"dawson", 60, false},
	} {
		r, err := heap.Parse(c.spec)
		if err != nil {
			t.Fatal(err)
		}
		genera, err := NewHeaps(r, 0).Sequence(ctx, c.n)
		if err != nil {
			t.Fatal(err)
		}
		p, ok := Period(r, genera)
		if !ok {
			if c.proved {
				t.Errorf("%s: no period in %d genera", c.spec, c.n)
			}
			continue
		}
		if p.Proved != c.proved {
			t.Errorf("%s: period %+v, want proved %v", c.spec, p, c.proved)
		}
		if !p.Proved {
			continue
		}
		// The proof used ProvedAt genera; check it on ten times as many.
		more, err := NewHeaps(r, 0).Sequence(ctx, 10*c.n)
		if err != nil {
			t.Fatal(err)
		}
		for i := p.Preperiod; i+p.Period < len(more); i++ {
			if !more[i].Equal(more[i+p.Period]) {
				t.Fatalf("%s: period %+v breaks at heap %d: %v, then %v", c.spec, p, i+p.Period, more[i], more[i+p.Period])
			}
		}
		if p.ProvedAt > c.n {
			t.Errorf("%s: proved at %d with only %d genera", c.spec, p.ProvedAt, c.n)
		}
	}
	// A sequence that only looks periodic for a while is not proved: the
	// genera of subtraction:1,3,4 with the last one changed.
	r, _ := heap.Parse("subtraction:1,3,4")
	genera, _ := NewHeaps(r, 0).Sequence(ctx, 40)
	genera[39] = Nim(9)
	if p, ok := Period(r, genera); ok && p.Proved && p.Preperiod+p.Period <= 39 {
		t.Errorf("a broken sequence proved periodic: %+v", p)
	}
}

// TestSubtractionMisereValues checks the misère values of games that do
// not split, where a heap's options are single heaps and G⁻ is the plain
// mex recursion from G⁻ = 1 at heaps with no move.
func TestSubtractionMisereValues(t *testing.T) {
	for _, set := range [][]int{{1, 3, 4}, {2, 5, 7}, {3, 5, 8, 13}, {1, 2, 4, 8, 16}} {
		spec := "subtraction:" + strings.Trim(strings.Join(strings.Fields(fmt.Sprint(set)), ","), "[]")
		r, err := heap.Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		genera, err := NewHeaps(r, 0).Sequence(context.Background(), 2000)
		if err != nil {
			t.Fatal(err)
		}
		var want []uint32
		for n := range 2000 {
			seen := map[uint32]bool{}
			for _, s := range set {
				if s <= n {
					seen[want[n-s]] = true
				}
			}
			v := uint32(0)
			if len(seen) == 0 {
				v = 1
			}
			for seen[v] {
				v++
			}
			want = append(want, v)
			if got := genera[n].Misere(); got != v {
				t.Fatalf("%s heap %d: G⁻ = %d, want %d", spec, n, got, v)
			}
		}
	}
}

// TestLargeHeapBottomUp values one large heap of a game that does not
// split from an empty search: single heaps are valued bottom up first, so
// the search never recurses 300,000 calls deep, and the genus is the one
// the proved period gives.
func TestLargeHeapBottomUp(t *testing.T) {
	r, _ := heap.Parse("subtraction:1,3,4")
	g, err := NewHeaps(r, 0).Genus(context.Background(), 300_000)
	if err != nil {
		t.Fatal(err)
	}
	genera, _ := NewHeaps(r, 0).Sequence(context.Background(), 100)
	p, ok := Period(r, genera)
	if !ok || !p.Proved {
		t.Fatalf("no proved period in 100 genera: %+v", p)
	}
	if want := genera[p.Preperiod+(300_000-p.Preperiod)%p.Period]; !g.Equal(want) {
		t.Errorf("Genus(300000) = %v, want %v (period %+v)", g, want, p)
	}
}
