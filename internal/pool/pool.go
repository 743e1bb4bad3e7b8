package pool

import (
	"context"
	"sync"
)

// Each calls do(ctx, job, i) for i = 0, …, n−1, in order, on jobs
// goroutines numbered 0 to jobs−1 (at least one), and returns the first
// error, which cancels the ctx the calls are passed; an item not yet
// started then is not started. With no error it returns ctx.Err().
func Each(ctx context.Context, n, jobs int, do func(ctx context.Context, job, i int) error) error {
	outer := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		once  sync.Once
		first error
	)
	next := make(chan int)
	var wg sync.WaitGroup
	for job := range max(jobs, 1) {
		wg.Go(func() {
			for i := range next {
				if err := do(ctx, job, i); err != nil {
					once.Do(func() { first = err })
					cancel()
				}
			}
		})
	}
feed:
	for i := range n {
		if ctx.Err() != nil {
			break // where a job is also free, select would choose at random
		}
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if first != nil {
		return first
	}
	return outer.Err()
}
