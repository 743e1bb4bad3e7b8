package misere

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

// quotientGames are games whose quotients the tests compute, with the
// largest heap: tame and wild, splitting and not, a digit before the
// point, three heaps, all-but.
var quotientGames = []struct {
	code string
	n    int
}{
	{"kayles", 13},
	{"dawson", 14},
	{"0.75", 20},
	{"0.137", 9},
	{"4.7", 8},
	{"officers", 8},
	{"subtraction:1,2,3", 10},
	{"subtraction:2,3", 12},
	{"allbut:1", 7},
	{"hex:0.3F", 5},
}

func quotientOf(t *testing.T, code string, n int) *Quotient {
	t.Helper()
	r, err := heap.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	q, err := NewHeaps(r, 0).Quotient(context.Background(), n, 0)
	if err != nil {
		t.Fatalf("%s to heap %d: %v", code, n, err)
	}
	return q
}

// TestQuotientOutcomes checks the quotient's outcome of sums against the
// search of Heaps: every sum of up to three heaps, and random larger ones.
func TestQuotientOutcomes(t *testing.T) {
	for _, g := range quotientGames {
		t.Run(g.code, func(t *testing.T) {
			q := quotientOf(t, g.code, g.n)
			r, _ := heap.Parse(g.code)
			h := NewHeaps(r, 0)
			check := func(sizes ...int) {
				t.Helper()
				u := make([]uint64, len(sizes))
				for i, s := range sizes {
					u[i] = uint64(s)
				}
				gen, err := h.Genus(context.Background(), u...)
				if err != nil {
					t.Fatal(err)
				}
				if got, want := q.Lost[q.Sum(sizes...)], gen.Misere() == 0; got != want {
					t.Errorf("heaps %v: class %s lost = %v, want %v", sizes, q.ElementName(q.Sum(sizes...)), got, want)
				}
			}
			for a := 0; a <= g.n; a++ {
				for b := a; b <= g.n; b++ {
					for c := b; c <= g.n; c++ {
						check(a, b, c)
					}
				}
			}
			rng := rand.New(rand.NewPCG(1, uint64(g.n)))
			for range 300 {
				sizes := make([]int, 4+rng.IntN(4))
				for i := range sizes {
					sizes[i] = 1 + rng.IntN(min(g.n, 9))
				}
				check(sizes...)
			}
		})
	}
}

// TestQuotientStructure checks that the quotient is a commutative monoid
// with element 0 the identity, reduced (any two elements differ in the
// outcome of some product), with a presentation that holds and normal
// forms that name each element once.
func TestQuotientStructure(t *testing.T) {
	for _, g := range quotientGames {
		t.Run(g.code, func(t *testing.T) {
			q := quotientOf(t, g.code, g.n)
			n := q.Order()
			for a := range n {
				if q.Mul(0, a) != a || q.Mul(a, 0) != a {
					t.Fatalf("0 is not the identity: 0·%d = %d", a, q.Mul(0, a))
				}
				for b := range n {
					if q.Mul(a, b) != q.Mul(b, a) {
						t.Fatalf("%s·%s ≠ %s·%s", q.ElementName(a), q.ElementName(b), q.ElementName(b), q.ElementName(a))
					}
					for c := range n {
						if q.Mul(q.Mul(a, b), c) != q.Mul(a, q.Mul(b, c)) {
							t.Fatalf("not associative at %d, %d, %d", a, b, c)
						}
					}
				}
			}
			for a := range n {
				for b := a + 1; b < n; b++ {
					if !differ(q, a, b) {
						t.Errorf("%s and %s are never told apart: the quotient is not reduced", q.ElementName(a), q.ElementName(b))
					}
				}
			}
			eval := func(w Word) int {
				e := 0
				for g, k := range w {
					for range k {
						e = q.Mul(e, q.Heap[q.Gens[g]])
					}
				}
				return e
			}
			names := map[string]bool{}
			for e, w := range q.Elements {
				if got := eval(w); got != e {
					t.Errorf("normal form %s is element %d, want %d", q.ElementName(e), got, e)
				}
				if names[q.ElementName(e)] {
					t.Errorf("two elements named %s", q.ElementName(e))
				}
				names[q.ElementName(e)] = true
			}
			for _, rel := range q.Relations {
				if eval(rel.Left) != eval(rel.Right) {
					t.Errorf("relation %s = %s does not hold", q.wordText(rel.Left), q.wordText(rel.Right))
				}
			}
			if q.Lost[0] {
				t.Errorf("the empty sum is lost; the player to move has no move and wins")
			}
		})
	}
}

// differ reports whether some product tells a and b apart.
func differ(q *Quotient, a, b int) bool {
	for z := range q.Order() {
		if q.Lost[q.Mul(a, z)] != q.Lost[q.Mul(b, z)] {
			return true
		}
	}
	return false
}

// TestQuotientKnown checks quotients published by Plambeck and Siegel:
// the tame quotient of nim heaps up to 3 and R8, the quotient of 0.75.
func TestQuotientKnown(t *testing.T) {
	for _, tt := range []struct {
		code       string
		n          int
		pres, p    string
		pretending string
	}{
		{"subtraction:1,2,3", 8, "⟨a, b | a² = 1, b³ = b⟩", "a b²", "1 a b ab 1 a b ab 1"},
		{"0.75", 12, "⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩", "a b²", "1 a b a b c b c b ab² b ab² b"},
	} {
		q := quotientOf(t, tt.code, tt.n)
		var pretending []string
		for _, e := range q.Heap {
			pretending = append(pretending, q.ElementName(e))
		}
		if got := q.Presentation(); got != tt.pres {
			t.Errorf("%s: presentation %s, want %s", tt.code, got, tt.pres)
		}
		if got := strings.Join(q.PPortion(), " "); got != tt.p {
			t.Errorf("%s: P-portion %s, want %s", tt.code, got, tt.p)
		}
		if got := strings.Join(pretending, " "); got != tt.pretending {
			t.Errorf("%s: pretending function %s, want %s", tt.code, got, tt.pretending)
		}
	}
}

// TestQuotientCheckRejects gives the check of heaps 1 to n every class
// of the quotient of heaps 1 to n−1 for heap n: each that fails must
// mispredict a sum, and one must pass exactly when the quotient does not
// grow.
func TestQuotientCheckRejects(t *testing.T) {
	for _, g := range []struct {
		code  string
		n     int
		grows bool
	}{{"kayles", 14, false}, {"kayles", 12, true}, {"dawson", 10, true}, {"dawson", 12, false}, {"0.75", 9, false}} {
		r, _ := heap.Parse(g.code)
		h := NewHeaps(r, 0)
		l, _, err := h.learn(context.Background(), g.n-1, DefaultQuotientElements)
		if err != nil {
			t.Fatal(err)
		}
		before := len(l.paths)
		if err := h.prepare(context.Background(), uint32(g.n)); err != nil {
			t.Fatal(err)
		}
		l.n = g.n
		l.oracle = l.snapshot()
		passed := 0
		for e := range l.paths {
			for x := range l.paths {
				l.delta[x] = append(l.delta[x][:g.n-1], l.times(int32(x), int32(e)))
			}
			suspects, _, err := l.verify(context.Background(), h.limit)
			if err != nil {
				t.Fatal(err)
			}
			if suspects == nil {
				passed++
			} else if seq, err := l.mispredicted(context.Background(), suspects...); err != nil || seq == nil {
				t.Errorf("%s: heap %d as element %d fails, but no sum is mispredicted (%v)", g.code, g.n, e, err)
			}
		}
		q := quotientOf(t, g.code, g.n)
		if grows := q.Order() > before; grows != g.grows || passed != 1-b2i(grows) {
			t.Errorf("%s: %d classes for heap %d pass the check; the quotient goes from %d to %d elements", g.code, passed, g.n, before, q.Order())
		}
		// A state taken as lost that is not fails too.
		l, _, _ = h.learn(context.Background(), g.n, DefaultQuotientElements)
		for s := range l.paths {
			l.lost[s] = !l.lost[s]
			if suspects, _, _ := l.verify(context.Background(), h.limit); suspects == nil {
				t.Errorf("%s: the check passes with state %d's outcome flipped", g.code, s)
			}
			l.lost[s] = !l.lost[s]
		}
	}
}

func TestQuotientBound(t *testing.T) {
	r, _ := heap.Parse("kayles")
	_, err := NewHeaps(r, 500).Quotient(context.Background(), 16, 0)
	if !errs.Is(err, errs.Limit) {
		t.Fatalf("kayles to heap 16 in 500 sums: got %v, want a limit error", err)
	}
	_, err = NewHeaps(r, 0).Quotient(context.Background(), 16, 8)
	if !errs.Is(err, errs.Limit) || !strings.Contains(err.Error(), "more than 8 elements") {
		t.Fatalf("kayles to heap 16 in 8 elements: got %v, want a limit error", err)
	}
	if _, err := NewHeaps(r, 0).Quotient(context.Background(), -1, 0); !errs.Is(err, errs.Usage) {
		t.Fatalf("heaps 1 to -1: got %v, want a usage error", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewHeaps(r, 0).Quotient(ctx, 16, 0); err == nil {
		t.Fatal("a cancelled context did not stop the quotient")
	}
}

// TestQuotientStop: a quotient stopped by a bound at heap m gives the
// quotient of heaps 1 to m−1, within the bound and the same as one
// computed without it, and its order, whichever bound stops it and
// however tight.
func TestQuotientStop(t *testing.T) {
	for _, c := range []struct {
		game        string
		sums, elems int
		solve       bool
	}{
		{"kayles", 300, 0, false},
		{"kayles", 1000, 0, false},
		{"kayles", 2000, 0, true},
		{"kayles", 0, 8, false},
		{"dawson", 2000, 0, true},
		{"0.16", 20000, 0, false},
	} {
		r, _ := heap.Parse(c.game)
		h := NewHeaps(r, c.sums)
		quotient := h.Quotient
		if c.solve {
			quotient = h.SolveQuotient
		}
		_, err := quotient(context.Background(), 40, c.elems)
		stop, ok := err.(*QuotientStop)
		if !ok || !errs.Is(err, errs.Limit) {
			t.Errorf("%s to heap 40 (%d sums, %d elements): got %v, want a QuotientStop", c.game, c.sums, c.elems, err)
			continue
		}
		got, gerr := stop.Proved(context.Background())
		if gerr != nil {
			t.Errorf("%s stopped at heap %d: the quotient before it: %v", c.game, stop.Heap, gerr)
			continue
		}
		want, werr := NewHeaps(r, 0).Quotient(context.Background(), stop.Heap-1, 0)
		if werr != nil {
			t.Fatal(werr)
		}
		if got.N != stop.Heap-1 || got.Order() != want.Order() || got.Presentation() != want.Presentation() || !slices.Equal(got.Heap, want.Heap) {
			t.Errorf("%s stopped at heap %d: heaps 1 to %d, %d elements, %s; want heaps 1 to %d, %d elements, %s",
				c.game, stop.Heap, got.N, got.Order(), got.Presentation(), stop.Heap-1, want.Order(), want.Presentation())
		}
		msg := fmt.Sprintf("(stopped at heap %d: the quotient of heaps 1 to %d has %d elements", stop.Heap, stop.Heap-1, want.Order())
		if stop.Repairs > 0 {
			msg += fmt.Sprintf("; at repair %d a candidate of %d elements got %s wrong", stop.Repairs, stop.Candidate, sumText(stop.Failure))
		}
		if !strings.HasSuffix(err.Error(), msg+")") {
			t.Errorf("%s: error %q, want it to end %q", c.game, err, msg+")")
		}
	}
	// Stopped at heap 1, nothing is proved: a plain limit error.
	r, _ := heap.Parse("kayles")
	if _, err := NewHeaps(r, 1).Quotient(context.Background(), 40, 0); !errs.Is(err, errs.Limit) {
		t.Errorf("kayles in 1 sum: got %v, want a limit error", err)
	} else if stop, ok := err.(*QuotientStop); ok {
		t.Errorf("kayles in 1 sum: a QuotientStop at heap %d", stop.Heap)
	}
}
