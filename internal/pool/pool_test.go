package pool

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

func TestEach(t *testing.T) {
	for _, jobs := range []int{0, 1, 3} {
		var mu sync.Mutex
		seen := make([]int, 100)
		usedJobs := map[int]bool{}
		err := Each(context.Background(), len(seen), jobs, func(_ context.Context, job, i int) error {
			mu.Lock()
			defer mu.Unlock()
			seen[i]++
			usedJobs[job] = true
			return nil
		})
		if err != nil {
			t.Fatalf("jobs %d: %v", jobs, err)
		}
		for i, n := range seen {
			if n != 1 {
				t.Errorf("jobs %d: item %d done %d times, want once", jobs, i, n)
			}
		}
		for job := range usedJobs {
			if job < 0 || job >= max(jobs, 1) {
				t.Errorf("jobs %d: job number %d out of range", jobs, job)
			}
		}
	}
}

// The first error stops the items not yet started and is returned; the
// calls running see their context cancelled.
func TestEachStopsAtError(t *testing.T) {
	bad := errors.New("bad item")
	var started atomic.Int32
	err := Each(context.Background(), 1000, 2, func(ctx context.Context, _, i int) error {
		started.Add(1)
		if i == 10 {
			return bad
		}
		if i > 10 {
			<-ctx.Done() // running beside the failure: must be cancelled
		}
		return nil
	})
	if err != bad {
		t.Errorf("Each = %v, want the item's error", err)
	}
	if n := started.Load(); n > 20 {
		t.Errorf("%d items started, want the stop to leave most of 1000 unstarted", n)
	}
}

func TestEachCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var calls atomic.Int32
	err := Each(ctx, 1000, 2, func(context.Context, int, int) error { calls.Add(1); return nil })
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Each on a cancelled context = %v, want context.Canceled", err)
	}
	if n := calls.Load(); n != 0 {
		t.Errorf("%d items done on a cancelled context, want none", n)
	}
}
