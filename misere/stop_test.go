package misere

import (
	"context"
	"errors"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// An askCounter is a context that counts the asks of Err once armed and
// fails with err from the at-th on: the engine asks as it goes, so a
// stop lands where a count says, the same place each run, not where a
// clock does. If places is set, it notes the first ask made by each
// function of the package that asks.
type askCounter struct {
	context.Context
	armed atomic.Bool
	calls atomic.Int64
	at    int64
	err   error
	fire  func() // called as err is first returned, if set
	once  sync.Once

	mu      sync.Mutex
	places  map[string]int64 // function → its first ask
	stopped string           // the function that asked at the at-th ask
}

func (c *askCounter) Err() error {
	if !c.armed.Load() {
		return c.Context.Err()
	}
	n := c.calls.Add(1)
	if c.places != nil {
		place := asker()
		c.mu.Lock()
		if _, ok := c.places[place]; !ok {
			c.places[place] = n
		}
		if n == c.at {
			c.stopped = place
		}
		c.mu.Unlock()
	}
	if n >= c.at {
		if c.fire != nil {
			c.once.Do(c.fire)
		}
		return c.err
	}
	return c.Context.Err()
}

// asker names the function of the package that asked the context: the
// first caller past Err, stopped and the context package's methods.
func asker() string {
	pcs := make([]uintptr, 16)
	frames := runtime.CallersFrames(pcs[:runtime.Callers(3, pcs)])
	for {
		f, more := frames.Next()
		name, ok := strings.CutPrefix(f.Function, "github.com/nimber/nimber/misere.")
		if ok && name != "stopped" && !strings.HasSuffix(name, ".Err") {
			return name
		}
		if !more {
			return f.Function
		}
	}
}

// A stopCase is a heap at which to stop the engine wherever it asks
// whether to go on.
type stopCase struct {
	name         string
	code         string
	heap, before int      // the heap, and the elements of the quotient of the heaps before it
	asks         int64    // the asks looked at: all the heap makes, if 0
	places       []string // functions that must be among those that ask
}

// TestStopAnywhere stops the engine at the first ask of each function
// that asks whether to go on, on each of its paths: the stable stretch
// (0.56, whose quotient stays 66 elements to heap 22,777), the repair
// of a late change, and the repairs of a hard heap, whose candidates
// grow without end (0.06 at heap 17). Each stop gives the quotient of
// the heaps before it, the same whichever place it lands in.
func TestStopAnywhere(t *testing.T) {
	for _, c := range []stopCase{
		{"stable stretch", "0.56", 5000, 66, 0, []string{"(*engine).add", "(*engine).stays"}},
		{"late change", lateCode, lateHeap, lateBefore, 0, []string{"(*engine).stays", "mark.func2", "reduce", "refineBlocks", "pFailure", "(*checker).walk"}},
		{"hard heap", "0.06", 17, 48, 200, []string{"mark.func2", "reduce", "refineBlocks", "pFailure", "(*engine).repair.func1", "(*checker).walk"}},
	} {
		t.Run(c.name, func(t *testing.T) { stopAnywhere(t, c, false) })
	}
}

// TestPlainStopAnywhere: the same in the plain engine (learn), as Kayles's
// quotient grows at heap 12: its candidates learned, valued by the oracle
// and checked.
func TestPlainStopAnywhere(t *testing.T) {
	stopAnywhere(t, stopCase{"plain engine", "kayles", 12, 18, 0, []string{"(*learner).close", "(*oracle).lostReduced", "(*learner).search", "refineBlocks"}}, true)
}

// TestStopAnywhereLong: the same inside 0.56's late change, at heap
// 22,778.
func TestStopAnywhereLong(t *testing.T) {
	longtest.Only(t)
	stopAnywhere(t, stopCase{"late change of 0.56", "0.56", 22778, 66, 0, []string{"reduce", "pFailure", "(*checker).walk"}}, false)
}

// stopAnywhere stops the quotient engine, or the plain one if plain is
// set, at c.heap.
// TestPlainStops stops the plain engine at Kayles's heap 12 as the
// quotient engine is stopped (TestStopInStep): an interrupt, the request's
// time limit and the memory bound give the quotient of heaps 1 to 11; a
// bare deadline, a caller's try, gives the error alone.
func TestPlainStops(t *testing.T) {
	const heapAt, before = 12, 18
	r, _ := heap.Parse("kayles")
	want := quotientOf(t, "kayles", heapAt-1)
	timeLimit := errs.Boundf("", "timeout", "stopped after the 1s time limit")
	for _, c := range []struct {
		name   string
		err    error // the context's error in the step, if any
		limit  bool  // the deadline is the request's time limit
		memory bool  // memory passes MaxMemory in the step
		want   error // what the error wraps, if not a limit error
		stop   bool  // a QuotientStop at heapAt
	}{
		{name: "interrupted", err: context.Canceled, want: context.Canceled, stop: true},
		{name: "time limit", err: context.DeadlineExceeded, limit: true, want: timeLimit, stop: true},
		{name: "deadline", err: context.DeadlineExceeded, want: context.DeadlineExceeded},
		{name: "memory bound", memory: true, stop: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			base, cancel := context.WithCancelCause(context.Background())
			defer cancel(nil)
			ctx := &askCounter{Context: base, at: 1, err: c.err}
			if c.limit {
				ctx.fire = func() { cancel(timeLimit) }
			}
			h := NewHeaps(r, 0)
			var inStep atomic.Bool
			h.QuotientProgress = func(heap, elements, sums int) {
				inStep.Store(heap == heapAt)
				ctx.armed.Store(heap == heapAt && c.err != nil)
			}
			if c.memory {
				h.MaxMemory, h.memoryNow = 1<<30, stepMemory(&inStep)
			}
			_, err := h.plainQuotient(ctx, heapAt+1)
			switch {
			case c.want != nil && !errors.Is(err, c.want):
				t.Errorf("got %v, want %v", err, c.want)
			case c.want == nil && !errs.Is(err, errs.Limit):
				t.Errorf("got %v, want a limit error", err)
			case c.memory && !strings.Contains(err.Error(), "max-memory"):
				t.Errorf("got %v, want it to name the memory bound", err)
			}
			checkStop(t, err, c.stop, heapAt, before, want)
		})
	}
}

// stepMemory reads 2 GB of memory in use once inStep is set, 1 MB
// before: a MaxMemory of 1 GB stops the step.
func stepMemory(inStep *atomic.Bool) func() uint64 {
	return func() uint64 {
		if inStep.Load() {
			return 2 << 30
		}
		return 1 << 20
	}
}

// checkStop checks err, if stop, to be a QuotientStop at heap with before
// elements, whose Proved gives want, the quotient of the heaps before it;
// if not, to be the error alone.
func checkStop(t *testing.T, err error, stop bool, heap, before int, want *Quotient) {
	t.Helper()
	s, ok := err.(*QuotientStop)
	if !stop {
		if ok {
			t.Errorf("a QuotientStop at heap %d, want the error alone", s.Heap)
		}
		return
	}
	if !ok || s.Heap != heap || s.Elements != before {
		t.Fatalf("got %v, want a QuotientStop at heap %d with %d elements", err, heap, before)
	}
	got, err := s.Proved(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got.N != heap-1 || got.Presentation() != want.Presentation() || !slices.Equal(got.Heap, want.Heap) || !slices.Equal(got.Lost, want.Lost) {
		t.Errorf("proved heaps 1 to %d, %s; want heaps 1 to %d, %s", got.N, got.Presentation(), want.N, want.Presentation())
	}
}

func stopAnywhere(t *testing.T, c stopCase, plain bool) {
	r, _ := heap.Parse(c.code)
	// run computes the quotient to heap c.heap with the context armed
	// while that heap is added.
	run := func(ctx *askCounter) error {
		h := NewHeaps(r, 0)
		h.QuotientProgress = func(heap, elements, sums int) { ctx.armed.Store(heap == c.heap) }
		var err error
		if plain {
			// A heap past c.heap, for the check of tameness at the end
			// not to be armed: the plain engine gets to it at once.
			_, err = h.plainQuotient(ctx, c.heap+1)
		} else {
			_, err = h.Quotient(ctx, c.heap, 1e7)
		}
		return err
	}
	at := int64(math.MaxInt64)
	if c.asks > 0 {
		at = c.asks
	}
	record := &askCounter{Context: context.Background(), at: at, err: context.Canceled, places: map[string]int64{}}
	if err := run(record); err != nil && c.asks == 0 {
		t.Fatal(err)
	}
	for _, p := range c.places {
		if _, ok := record.places[p]; !ok {
			t.Errorf("heap %d: %s does not ask whether to go on; those that do: %v", c.heap, p, record.places)
		}
	}
	var want *Quotient
	for place, first := range record.places {
		ctx := &askCounter{Context: context.Background(), at: first, err: context.Canceled, places: map[string]int64{}}
		err := run(ctx)
		stop, ok := err.(*QuotientStop)
		if !ok || !errors.Is(err, context.Canceled) || stop.Heap != c.heap || stop.Elements != c.before {
			t.Errorf("stopped in %s (ask %d): got %v, want a QuotientStop at heap %d with %d elements", place, first, err, c.heap, c.before)
			continue
		}
		if ctx.stopped != place {
			t.Errorf("stopped in %s, want in %s", ctx.stopped, place)
		}
		got, err := stop.Proved(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if want == nil {
			want = quotientOf(t, c.code, c.heap-1)
		}
		if got.N != c.heap-1 || got.Presentation() != want.Presentation() || !slices.Equal(got.Heap, want.Heap) || !slices.Equal(got.Lost, want.Lost) {
			t.Errorf("stopped in %s: heaps 1 to %d, %s; want heaps 1 to %d, %s", place, got.N, got.Presentation(), want.N, want.Presentation())
		}
	}
}

// TestSequenceStopAnywhere stops the search of sums for the genera at
// the first ask of each function that asks: it gives the genera of the
// heaps before the one it stopped in, as a run to that heap does.
func TestSequenceStopAnywhere(t *testing.T) {
	r, _ := heap.Parse("dawson")
	const n = 45
	want, err := NewHeaps(r, 0).Sequence(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	record := &askCounter{Context: context.Background(), at: math.MaxInt64, places: map[string]int64{}}
	record.armed.Store(true)
	if _, err := NewHeaps(r, 0).Sequence(record, n); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"(*Heaps).prepare", "(*Heaps).genus"} {
		if _, ok := record.places[p]; !ok {
			t.Errorf("%s does not ask whether to go on; those that do: %v", p, record.places)
		}
	}
	asks := record.calls.Load()
	stops := []int64{asks / 2, asks}
	for _, first := range record.places {
		stops = append(stops, first)
	}
	for _, at := range stops {
		ctx := &askCounter{Context: context.Background(), at: at, err: context.Canceled}
		ctx.armed.Store(true)
		got, err := NewHeaps(r, 0).Sequence(ctx, n)
		if !errors.Is(err, context.Canceled) || len(got) >= n || !slices.EqualFunc(got, want[:len(got)], func(a, b Genus) bool { return a.String() == b.String() }) {
			t.Errorf("stopped at ask %d: %d genera, %v; want fewer than %d, the first of %v, and the cancellation", at, len(got), err, n, want)
		}
	}
}

// TestStopInFinish stops a quotient once every heap asked for is added,
// while it is asked whether the heaps are tame: the quotient stands,
// with tameness unsaid.
func TestStopInFinish(t *testing.T) {
	r, _ := heap.Parse("kayles")
	const n = 20
	run := func(ctx *askCounter) (*Quotient, error) {
		h := NewHeaps(r, 0)
		h.QuotientProgress = func(heap, elements, sums int) { ctx.armed.Store(heap == n) }
		return h.Quotient(ctx, n, 0)
	}
	record := &askCounter{Context: context.Background(), at: math.MaxInt64, places: map[string]int64{}}
	want, err := run(record)
	if err != nil || want.Tame == nil {
		t.Fatalf("got %v, tame %v; want the quotient and whether it is tame", err, want.Tame)
	}
	first, ok := record.places["(*Heaps).tame"]
	if !ok {
		t.Fatalf("the check of tameness does not ask whether to go on; those that do: %v", record.places)
	}
	got, err := run(&askCounter{Context: context.Background(), at: first, err: context.Canceled})
	if err != nil || got.N != n || got.Presentation() != want.Presentation() || got.Tame != nil {
		t.Errorf("stopped in the check of tameness: %v, %v; want heaps 1 to %d, %s, tameness unsaid", got, err, n, want.Presentation())
	}
}

// TestStopNamesTheRepair holds a stop within the repairs at a heap to
// saying how far they went: 0.06's repairs at heap 17 pass 1,000 elements
// at repair 17, whose candidate of 948 elements got 17 + 12×6 + 5×7 wrong
// (docs/misere.md).
func TestStopNamesTheRepair(t *testing.T) {
	r, err := heap.Parse("0.06")
	if err != nil {
		t.Fatal(err)
	}
	_, err = NewHeaps(r, 0).Quotient(context.Background(), 17, 1000)
	var stop *QuotientStop
	if !errors.As(err, &stop) {
		t.Fatalf("got %v, want a QuotientStop", err)
	}
	if stop.Heap != 17 || stop.Elements != 48 || stop.Repairs != 17 || stop.Candidate != 948 {
		t.Errorf("got heap %d, %d elements, repair %d, a candidate of %d; want heap 17, 48 elements, repair 17, a candidate of 948",
			stop.Heap, stop.Elements, stop.Repairs, stop.Candidate)
	}
	if got, want := sumText(stop.Failure), "17 + 12×6 + 5×7"; got != want {
		t.Errorf("got the sum %s, want %s", got, want)
	}
	if want := "; at repair 17 a candidate of 948 elements got 17 + 12×6 + 5×7 wrong)"; !strings.HasSuffix(err.Error(), want) {
		t.Errorf("got %q, want it to end %q", err, want)
	}
}

func TestSumText(t *testing.T) {
	for _, tc := range []struct {
		heaps []uint32
		want  string
	}{
		{nil, ""},
		{[]uint32{25}, "25"},
		{[]uint32{34, 34, 34, 30, 25}, "34×3 + 30 + 25"},
		{[]uint32{17, 12, 12, 5, 5, 5}, "17 + 12×2 + 5×3"},
	} {
		if got := sumText(tc.heaps); got != tc.want {
			t.Errorf("sumText(%v) = %q, want %q", tc.heaps, got, tc.want)
		}
	}
}
