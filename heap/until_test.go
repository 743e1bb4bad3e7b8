package heap

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
)

func TestExtendUntilProved(t *testing.T) {
	tests := []struct {
		spec    string
		limit   int
		chunk   int
		wantLen int // the length the proof is found at, or limit
		proved  bool
	}{
		{"kayles", 1 << 22, 0, 256, true},         // proved at n = 168: found at the first look
		{"kayles", 1 << 22, 100, 256, true},       // the same in chunks
		{"dawson", 1 << 22, 0, 256, true},         // proved at n = 210
		{"0.16", 1 << 22, 1 << 18, 1 << 19, true}, // proved at n = 509,622
		{"kayles", 100, 0, 100, false},            // the limit comes first
		{"grundy", 3000, 0, 3000, false},          // no theorem applies
	}
	for _, test := range tests {
		r, err := Parse(test.spec)
		if err != nil {
			t.Fatal(err)
		}
		e := NewEngine(r, Options{})
		var lens []int
		p, err := e.ExtendUntilProved(context.Background(), test.limit, Steps{Chunk: test.chunk, Each: func() error {
			lens = append(lens, e.Len())
			return nil
		}})
		if err != nil {
			t.Fatalf("%s: %v", test.spec, err)
		}
		if (p != nil) != test.proved || p != nil && !p.Proved || e.Len() != test.wantLen {
			t.Errorf("%s to %d: period %+v at n = %d, want proved %v at n = %d", test.spec, test.limit, p, e.Len(), test.proved, test.wantLen)
		}
		// The lengths double from 256, in chunks.
		prev, target := 0, firstProofStep
		for _, n := range lens {
			if n > target {
				target = min(2*target, test.limit)
			}
			if n <= prev || n > min(target, test.limit) || test.chunk > 0 && n-prev > test.chunk {
				t.Errorf("%s: lengths %v: %d after %d does not step towards %d", test.spec, lens, n, prev, target)
				break
			}
			prev = n
		}
	}
}

// A proof the values already show is found without computing more.
func TestExtendUntilProvedHeld(t *testing.T) {
	r, _ := Parse("kayles")
	e := NewEngine(r, Options{})
	if err := e.Extend(context.Background(), 1000); err != nil {
		t.Fatal(err)
	}
	p, err := e.ExtendUntilProved(context.Background(), 1<<22, Steps{})
	if err != nil || p == nil || e.Len() != 1000 {
		t.Errorf("ExtendUntilProved after 1000 values: %+v, %v at n = %d, want a proof at 1000", p, err, e.Len())
	}
}

func TestExtendUntilProvedStops(t *testing.T) {
	r, _ := Parse("kayles")
	e := NewEngine(r, Options{})
	stop := errors.New("stop")
	calls := 0
	_, err := e.ExtendUntilProved(context.Background(), 100, Steps{Chunk: 10, Each: func() error {
		calls++
		return stop
	}})
	if err != stop || calls != 1 || e.Len() != 10 {
		t.Errorf("Each failing: %v after %d calls at n = %d, want its error after one call at n = 10", err, calls, e.Len())
	}
}

// A cancelled extension stops within a step of values, however slow
// they are: hex:0.3F's values past 2,048 take milliseconds each, and the
// extension is cancelled on its way from 2,048 to 4,096 values. It stops
// there with a limit error wrapping the context's, short of 4,096: it did
// not finish the doubling first. A deadline stops it the same way.
func TestExtendCancelled(t *testing.T) {
	r, _ := Parse("hex:0.3F")
	const from, to = 2048, 4096
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cancelledAt := 0
	e := NewEngine(r, Options{ProgressEvery: 1, Progress: func(p Progress) {
		if p.N > from && cancelledAt == 0 {
			cancelledAt = p.N
			cancel()
		}
	}})
	_, err := e.ExtendUntilProved(ctx, 2*ThreeHeapLimit, Steps{})
	if !errors.Is(err, context.Canceled) || !errs.Is(err, errs.Limit) {
		t.Errorf("ExtendUntilProved cancelled: %v, want a limit error wrapping the cancellation", err)
	}
	t.Logf("cancelled at n = %d, stopped at n = %d", cancelledAt, e.Len())
	if cancelledAt == 0 || e.Len() >= to {
		t.Errorf("ExtendUntilProved cancelled at n = %d stopped at n = %d; want it cancelled past %d and stopped short of %d", cancelledAt, e.Len(), from, to)
	}

	e = NewEngine(r, Options{})
	ctx, cancel = context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	_, err = e.ExtendUntilProved(ctx, 2*ThreeHeapLimit, Steps{})
	if !errors.Is(err, context.DeadlineExceeded) || !errs.Is(err, errs.Limit) || e.Len() >= 2*ThreeHeapLimit {
		t.Errorf("ExtendUntilProved past the deadline: %v at n = %d, want a limit error wrapping the deadline, short of %d", err, e.Len(), 2*ThreeHeapLimit)
	}
}

// ExtendEach's steps double from 256, up to the chunk: a file written as
// the values come grows early.
func TestExtendEachSteps(t *testing.T) {
	r, _ := Parse("grundy")
	e := NewEngine(r, Options{})
	var lens []int
	err := e.ExtendEach(context.Background(), 5000, Steps{Chunk: 1000, Each: func() error {
		lens = append(lens, e.Len())
		return nil
	}})
	if want := []int{256, 512, 1024, 2024, 3024, 4024, 5000}; err != nil || !slices.Equal(lens, want) {
		t.Errorf("ExtendEach(5000, chunk 1000) steps = %v, %v; want %v", lens, err, want)
	}
}
