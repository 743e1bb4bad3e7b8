package cli

import (
	"context"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/nimber/nimber/analysis"
)

// interruptContext is ctx, which Ctrl-C (SIGINT) and SIGTERM also
// cancel, with analysis.Interrupted as the cause, so that the work stops
// cleanly and says what it has (a --out file stays resumable, a
// --checkpoint run saves, a misère quotient prints the heaps proved, a
// table the positions valued). A second signal kills the process as usual,
// but only once repeatWindow has passed since the first: one stop often
// comes as two signals, since timeout(1) and a kill of a process group
// send it both to the process and to its group, microseconds apart.
func interruptContext(ctx context.Context) (context.Context, context.CancelFunc) {
	return notifyContext(ctx, repeatWindow, os.Interrupt, syscall.SIGTERM)
}

// repeatWindow is how long after a stop signal the same signal again is
// taken as that stop, not as a demand to kill.
var repeatWindow = time.Second

// notifyContext is signal.NotifyContext, whose signals stay caught for
// window after the first: a repeat within it changes nothing, even once
// the work has stopped and the context is released, since the repeat may
// still be on its way then (the kernel hands a signal to a thread that
// may not run at once, on a loaded machine) and would kill the process as
// it writes what it has.
func notifyContext(ctx context.Context, window time.Duration, sigs ...os.Signal) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, sigs...)
	var once sync.Once
	release := func() { once.Do(func() { signal.Stop(ch) }) }
	var caught atomic.Bool
	go func() {
		select {
		case <-ch:
			caught.Store(true)
			cancel(analysis.Interrupted(""))
			time.AfterFunc(window, release)
		case <-ctx.Done():
			release()
		}
	}()
	return ctx, func() {
		cancel(nil)
		if !caught.Load() {
			release()
		}
	}
}
