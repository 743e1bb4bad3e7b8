package misere

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// A late change: 0.764's quotient keeps 264 elements from heap 658 to
// heap 1335, then has 520 at heap 1336. A census of the two- and
// three-digit codes to heap 3,000 found it (0.414 grows at heap 2,078,
// 0.776 at 2,860).
const (
	lateCode              = "0.764"
	lateHeap              = 1336
	lateBefore, lateAfter = 264, 520
)

// TestLateChange runs the engine through a late change and checks it
// (lateChange), and the quotient against the plain engine as far as it
// reaches (heap 37, where it passes its bound).
func TestLateChange(t *testing.T) {
	lateChange(t, lateCode, lateHeap, lateBefore, lateAfter)
	n := longtest.Pick(30, 37)
	r, _ := heap.Parse(lateCode)
	want, err := NewHeaps(r, 0).plainQuotient(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	got := quotientOf(t, lateCode, n)
	if got.Presentation() != want.Presentation() || !slices.Equal(got.Heap, want.Heap) || !slices.Equal(got.Lost, want.Lost) {
		t.Errorf("%s to heap %d: %s, classes %v; the plain engine: %s, %v", lateCode, n, got.Presentation(), got.Heap, want.Presentation(), want.Heap)
	}
}

// TestLateChangeLong: 0.56 keeps 66 elements to heap 22,777, then has 130.
func TestLateChangeLong(t *testing.T) {
	longtest.Only(t)
	lateChange(t, "0.56", 22778, 66, 130)
}

// lateChange runs the engine for code to heap at, checks the orders of
// the quotients of heaps 1 to at−1 and 1 to at, then the final quotient's
// proof again with every heap's option classes listed afresh rather than
// carried through the candidates.
func lateChange(t *testing.T, code string, at, before, after int) {
	t.Helper()
	r, err := heap.Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	e := newEngine(r, 1e9, DefaultQuotientElements)
	orders := []int{1}
	for range at {
		if err := e.add(context.Background()); err != nil {
			t.Fatalf("%s, heap %d: %v", code, e.heaps(), err)
		}
		orders = append(orders, e.q.n)
	}
	if orders[at-1] != before || orders[at] != after {
		t.Errorf("%s: heaps 1 to %d, %d elements, then %d; want %d, then %d", code, at-1, orders[at-1], orders[at], before, after)
	}
	fresh, err := e.ruleFrom(context.Background(), e.q, e.pre, nil, 1)
	if err != nil {
		t.Fatal(err)
	}
	for h := range e.pre {
		if !slices.Equal(fresh.tr[h], e.tr[h]) {
			t.Fatalf("%s, heap %d: option classes %v carried, %v listed afresh", code, h, e.tr[h], fresh.tr[h])
		}
	}
	if w, err := e.leastFailure(context.Background(), fresh, e.q); err != nil || w != nil {
		t.Errorf("%s: the quotient of heaps 1 to %d fails its proof at %v (%v)", code, at, w, err)
	}
}

// TestStopInStep stops the quotient of the late change in each way, one
// of them inside the step at heap 1336: what the stop gives is the
// quotient of the heaps before it, the same as computed without a stop,
// or, where nothing is proved or the caller's deadline passed, the error
// alone (the caller's to handle: a server may try again elsewhere).
func TestStopInStep(t *testing.T) {
	r, _ := heap.Parse(lateCode)
	// The sums the walks visit to heap 1335, and the times the step asks
	// the context if it is done: a bound just past those sums, or an
	// error a few asks before the step's end, stops inside it (past the
	// look at each element as the heap's class, one ask each).
	count := &askCounter{Context: context.Background(), at: math.MaxInt64}
	h := NewHeaps(r, 0)
	sumsBefore, asks := 0, int64(0)
	h.QuotientProgress = func(heap, elements, sums int) {
		switch heap {
		case lateHeap:
			sumsBefore = sums
			count.armed.Store(true)
		case lateHeap + 1:
			asks = max(asks, count.calls.Load())
		}
	}
	if _, err := h.Quotient(count, lateHeap+1, 0); err != nil {
		t.Fatal(err)
	}
	if asks <= int64(lateBefore)+5 {
		t.Fatalf("the step asks the context %d times, not past its look at the %d elements", asks, lateBefore)
	}
	want := quotientOf(t, lateCode, lateHeap-1)

	for _, c := range []struct {
		name   string
		sums   int   // the bound on the sums visited, or 0
		elems  int   // on the elements, or 0
		solve  bool  // SolveQuotient
		cancel bool  // cancelled before it starts
		err    error // the context's error in the step, if any
		memory bool  // memory passes MaxMemory in the step
		limit  bool  // the deadline is the request's time limit: its cause a limit error
		stop   bool  // a QuotientStop at lateHeap
	}{
		{name: "cancelled before", cancel: true},
		{name: "interrupted in the step", err: context.Canceled, stop: true},
		{name: "interrupted in the step, solving", err: context.Canceled, solve: true, stop: true},
		{name: "deadline in the step", err: context.DeadlineExceeded},
		{name: "time limit in the step", err: context.DeadlineExceeded, limit: true, stop: true},
		{name: "sums bound in the step", sums: sumsBefore + 10, stop: true},
		{name: "elements bound in the step", elems: lateBefore + 1, stop: true},
		{name: "memory bound in the step", memory: true, stop: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			base, cancel := context.WithCancelCause(context.Background())
			defer cancel(nil)
			if c.cancel {
				cancel(nil)
			}
			ctx := &askCounter{Context: base, at: asks - 5, err: c.err}
			timeLimit := errs.Boundf("", "timeout", "stopped after the 1s time limit")
			if c.limit {
				ctx.fire = func() { cancel(timeLimit) }
			}
			h := NewHeaps(r, c.sums)
			var inStep atomic.Bool
			h.QuotientProgress = func(heap, elements, sums int) {
				if heap == lateHeap {
					ctx.armed.Store(c.err != nil)
					inStep.Store(true)
				}
			}
			if c.memory {
				h.MaxMemory, h.memoryNow = 1<<30, stepMemory(&inStep)
			}
			quotient := h.Quotient
			if c.solve {
				quotient = h.SolveQuotient
			}
			_, err := quotient(ctx, lateHeap+4, c.elems)
			switch {
			case err == nil:
				t.Fatal("not stopped")
			case c.cancel && !errors.Is(err, context.Canceled):
				t.Errorf("got %v, want %v", err, context.Canceled)
			case c.limit && !errors.Is(err, timeLimit):
				t.Errorf("got %v, want the time limit", err)
			case c.err != nil && !c.limit && !errors.Is(err, c.err):
				t.Errorf("got %v, want %v", err, c.err)
			case !c.cancel && c.err == nil && !errs.Is(err, errs.Limit):
				t.Errorf("got %v, want a limit error", err)
			case c.memory && !strings.Contains(err.Error(), "more than 1024 MB of memory in use (2048 MB); raise --max-memory"):
				t.Errorf("got %v, want it to name the memory bound", err)
			}
			checkStop(t, err, c.stop, lateHeap, lateBefore, want)
		})
	}
}

// TestMemoryBoundHard stops hard heaps at a bound on the memory really in
// use, 256 MB above what the test process holds: 0.37 at heap 16 and
// 0.06 at heap 17, where the repaired candidates would take gigabytes;
// each gives the quotient of the heaps before it.
func TestMemoryBoundHard(t *testing.T) {
	longtest.Only(t)
	for _, c := range []struct {
		code        string
		heap, elems int
	}{{"0.37", 16, 304}, {"0.06", 17, 48}} {
		r, _ := heap.Parse(c.code)
		h := NewHeaps(r, math.MaxInt)
		h.MaxMemory = processMemory() + 256<<20
		_, err := h.Quotient(context.Background(), 40, 1e8)
		stop, ok := err.(*QuotientStop)
		if !ok || !strings.Contains(err.Error(), "max-memory") || stop.Heap != c.heap || stop.Elements != c.elems {
			t.Errorf("%s: got %v, want a QuotientStop by the memory bound at heap %d with %d elements", c.code, err, c.heap, c.elems)
			continue
		}
		got, err := stop.Proved(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		want := quotientOf(t, c.code, c.heap-1)
		if got.Presentation() != want.Presentation() || !slices.Equal(got.Heap, want.Heap) {
			t.Errorf("%s: proved %s, want %s", c.code, got.Presentation(), want.Presentation())
		}
	}
}
