package heap

import (
	"bytes"
	"context"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/longtest"
)

// windowSteps extends a windowed engine to n in steps of step values,
// calling each with the values a step computed; it returns the engine and
// the first error.
func windowSteps(r *Rules, opt Options, n, step int, each func(from int, values []uint32)) (*Engine, error) {
	e := NewEngine(r, opt)
	var buf []uint32
	for e.Len() < n {
		from := e.Len()
		if err := e.Extend(context.Background(), min(n, from+step)); err != nil {
			return e, err
		}
		buf = e.Values(buf[:0], from, e.Len())
		each(from, buf)
	}
	return e, nil
}

// A windowCase is a run the window tests compare with a full one: the
// first n values of spec, with a window of the given size.
type windowCase struct {
	spec      string
	n, window int
}

// windowCases are the runs TestWindowMatchesFull checks. In the fast tier:
// past Grundy's last rare heap below 2^21 (82,860) and Officers' (20,627),
// each dropping values twice with one worker (Extend drops them where
// the values kept pass twice the window by 2^16 and a little), Officers
// with two-byte values. In the long tier, the record runs: Grundy's game to 2^27, past
// its first value of 256 (at 7,250,049: a new mask, and two-byte values
// after values were dropped) and its rare heap at 48,399,022, and
// Officers to 2^26.
func windowCases() []windowCase {
	return longtest.Pick(
		[]windowCase{{"grundy", 6 << 16, 88 << 10}, {"officers", 6 << 16, 1 << 16}},
		[]windowCase{{"grundy", 1 << 27, 48_500_000}, {"officers", 1 << 26, 1 << 22}})
}

// TestWindowMatchesFull checks a windowed engine, with one worker and
// two, against a full one: the same values, as they come, and the same
// statistics; and that it dropped values. With two workers it goes on
// halfway from its saved state instead.
func TestWindowMatchesFull(t *testing.T) {
	for _, test := range windowCases() {
		r, full := extendTo(t, test.spec, test.n, Options{Workers: 2})
		check := func(from int, values []uint32) {
			if want := full.Values(nil, from, from+len(values)); !slices.Equal(values, want) {
				t.Fatalf("%s: G(%d..%d) differ from the full engine's", test.spec, from, from+len(values)-1)
			}
		}
		for _, workers := range []int{1, 2} {
			opt := Options{Workers: workers, Window: test.window}
			half := test.n
			if workers == 2 {
				half = test.n / 2
			}
			e, err := windowSteps(r, opt, half, 1<<16, check)
			if err == nil && workers == 2 {
				e, err = reread(t, e, r, opt)
				for err == nil && e.Len() < test.n {
					from := e.Len()
					if err = e.Extend(context.Background(), min(test.n, from+1<<16)); err == nil {
						check(from, e.Values(nil, from, e.Len()))
					}
				}
			}
			if err != nil {
				t.Fatalf("%s, %d workers: %v", test.spec, workers, err)
			}
			if got, want := e.Stats(), full.Stats(); got != want {
				t.Errorf("%s, %d workers: Stats() = %+v, want %+v", test.spec, workers, got, want)
			}
			if !e.dropped() {
				t.Errorf("%s: nothing dropped", test.spec)
			}
			e.Close()
		}
	}
}

// reread saves e's state and returns an engine read back from it.
func reread(t *testing.T, e *Engine, r *Rules, opt Options) (*Engine, error) {
	t.Helper()
	var buf bytes.Buffer
	if err := e.WriteState(&buf); err != nil {
		return nil, err
	}
	e.Close()
	return ReadState(r, opt, &buf)
}

// TestWindowTooSmall: Grundy's game has a rare heap at 82,860, past a
// window of 2^16 values: the run stops there with errs.Limit, saying why,
// with one worker and two. A window below MinWindow is a usage error.
func TestWindowTooSmall(t *testing.T) {
	r, _ := Parse("grundy")
	for _, workers := range []int{1, 2} {
		e, err := windowSteps(r, Options{Workers: workers, Window: 1 << 16}, 1<<18, 1<<15, func(int, []uint32) {})
		e.Close()
		if !errs.Is(err, errs.Limit) || !strings.Contains(err.Error(), "G(82860) = ") {
			t.Errorf("%d workers, a window of 2^16 past heap 82860: %v, want a limit naming G(82860)", workers, err)
		}
	}
	e := NewEngine(r, Options{Window: MinWindow - 1})
	defer e.Close()
	if err := e.Extend(context.Background(), 1000); !errs.Is(err, errs.Usage) {
		t.Errorf("a window of %d values: %v, want a usage error", MinWindow-1, err)
	}
}

var sink uint16

// TestWindowFault reads a dropped value under the guard: the fault is an
// error, not a crash or a zero.
func TestWindowFault(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("windows need Linux")
	}
	r, _ := Parse("officers")
	window, n := longtest.Pick(1<<16, 1<<17), longtest.Pick(5<<16, 1<<20)
	e, err := windowSteps(r, Options{Window: window}, n, 1<<16, func(int, []uint32) {})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	err = e.guarded(func() error { sink = e.v16[e.opt.Window+(e.hole-e.opt.Window)/2]; return nil })
	if !errs.Is(err, errs.Limit) || !strings.Contains(err.Error(), "no longer keeps") {
		t.Errorf("reading a dropped value: %v, want the window's error", err)
	}
}
