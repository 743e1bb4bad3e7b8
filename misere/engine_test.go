package misere

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// maxRefereed is the largest quotient engineTo has the referee check.
const maxRefereed = 400

// engineTo runs the quotient engine for heaps 1 to n and has the check of
// the learned automata (verify.go) referee its answer, up to maxRefereed
// elements.
func engineTo(t *testing.T, code string, n int) (*engine, *Quotient) {
	t.Helper()
	r, err := heap.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	e := newEngine(r, 1e9, 1<<14)
	for range n {
		if err := e.add(context.Background()); err != nil {
			t.Fatalf("%s to heap %d: %v", code, e.heaps(), err)
		}
	}
	// The referee's search grows fast with the quotient: past a few
	// hundred elements (0.54 to heap 108) it takes gigabytes.
	if e.q.n <= maxRefereed {
		if _, err := e.referee(context.Background(), NewHeaps(r, 0), 1e8); err != nil {
			t.Fatalf("%s to heap %d: %v", code, n, err)
		}
	}
	return e, e.quotient()
}

// TestEngineAgrees holds the quotient engine to the plain one, which
// learns from the outcomes of sums, on every two-digit octal code: the
// same elements (their names are canonical), P-portion and classes, for
// heaps 1 to 10, or to 24 in the long tier, or to where the plain engine
// stops at its bound (0.76 at heap 12; TestQuotientStop checks stops in
// the fast tier).
func TestEngineAgrees(t *testing.T) {
	n := longtest.Pick(10, 24)
	for d1 := range 8 {
		for d2 := range 8 {
			code := fmt.Sprintf("0.%d%d", d1, d2)
			t.Run(code, func(t *testing.T) {
				r, err := heap.Parse(code)
				if err != nil {
					t.Fatal(err)
				}
				to := n
				want, err := NewHeaps(r, 0).plainQuotient(context.Background(), to)
				if stop, ok := err.(*QuotientStop); ok {
					to = stop.Heap - 1
					want, err = stop.Proved(context.Background())
				}
				if err != nil {
					t.Fatal(err)
				}
				_, got := engineTo(t, code, to)
				if got.Order() != want.Order() || !slices.Equal(got.Heap, want.Heap) || !slices.Equal(got.Lost, want.Lost) || got.Presentation() != want.Presentation() {
					t.Errorf("heaps 1 to %d: %d elements %s, classes %v; the plain engine: %d elements %s, classes %v",
						to, got.Order(), got.Presentation(), got.Heap, want.Order(), want.Presentation(), want.Heap)
				}
			})
		}
	}
}

// TestEngineCounterexample gives the walks wrong candidates: Kayles's
// quotient of heaps 1 to 11 with heap 12 as each of its elements (the
// quotient grows at heap 12, so every one is wrong), and quotients with
// one element's outcome flipped. The walks must find a least failure,
// and its outcome by the search of sums must be the opposite of the
// candidate's: a true counterexample, not only a break of the rule.
func TestEngineCounterexample(t *testing.T) {
	r, _ := heap.Parse("kayles")
	search := NewHeaps(r, 0)
	truth := func(w word) bool {
		var sizes []uint64
		for _, h := range w.heaps() {
			sizes = append(sizes, uint64(h))
		}
		g, err := search.Genus(context.Background(), sizes...)
		if err != nil {
			t.Fatal(err)
		}
		return g.Misere() == 0
	}
	refuted := func(what string, e *engine, q *monoid, pre []int32) {
		t.Helper()
		r, err := e.ruleFrom(context.Background(), q, pre, nil, 1)
		if err != nil {
			t.Fatal(err)
		}
		w, err := e.leastFailure(context.Background(), r, q)
		if err != nil {
			t.Fatal(err)
		}
		if w == nil {
			t.Errorf("%s: no failure found", what)
			return
		}
		if q.lost[phi(q, pre, w)] == truth(w) {
			t.Errorf("%s: the least failure %v is predicted right", what, w.heaps())
		}
	}
	e, _ := engineTo(t, "kayles", 11)
	e.noteMoves(12)
	if e.q.n != 18 {
		t.Fatalf("heaps 1 to 11: %d elements, want 18", e.q.n)
	}
	for x := range int32(e.q.n) {
		refuted(fmt.Sprintf("heap 12 as element %d", x), e, e.q, append(slices.Clip(e.pre), x))
	}
	e, _ = engineTo(t, "kayles", 30)
	for x := range e.q.n {
		q := *e.q
		q.lost = slices.Clone(q.lost)
		q.lost[x] = !q.lost[x]
		refuted(fmt.Sprintf("element %d's outcome flipped", x), e, &q, e.pre)
	}
}

// TestQuotientInterrupted: a quotient cancelled at heap m (Ctrl-C) gives
// the quotient of heaps 1 to m−1, as a bound does.
func TestQuotientInterrupted(t *testing.T) {
	r, _ := heap.Parse("kayles")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	h := NewHeaps(r, 0)
	h.QuotientProgress = func(heap, elements, sums int) {
		if heap == 20 {
			cancel()
		}
	}
	_, err := h.Quotient(ctx, 40, 0)
	stop, ok := err.(*QuotientStop)
	if !ok || !errors.Is(err, context.Canceled) || stop.Heap != 20 {
		t.Fatalf("cancelled at heap 20: got %v, want a QuotientStop at heap 20", err)
	}
	got, err := stop.Proved(ctx)
	if err != nil {
		t.Fatal(err)
	}
	want := quotientOf(t, "kayles", 19)
	if got.N != 19 || got.Presentation() != want.Presentation() || !slices.Equal(got.Heap, want.Heap) {
		t.Errorf("heaps 1 to %d, %s; want heaps 1 to 19, %s", got.N, got.Presentation(), want.Presentation())
	}
}
