package analysis

import (
	"context"
	"errors"
	"time"

	"github.com/nimber/nimber/errs"
)

// Deadline bounds the work begun at start by timeout (none if timeout is
// 0): one timer for the deadline, whose cause, TimedOut(timeout), names
// the limit. The command line and the server bound a request's work with
// it alike; engines see only the context.
func Deadline(ctx context.Context, start time.Time, timeout time.Duration) (context.Context, context.CancelFunc) {
	if timeout <= 0 {
		return context.WithCancel(ctx)
	}
	return context.WithDeadlineCause(ctx, start.Add(timeout), TimedOut(timeout))
}

// TimedOut is the error of work stopped at its time limit.
func TimedOut(timeout time.Duration) error {
	return errs.Boundf("", "timeout", "stopped after the %v time limit", timeout)
}

// Stopped returns why ctx stopped the work when err is the context's own
// error, however wrapped (the time limit that Deadline set, rather than
// "context deadline exceeded"); else err.
func Stopped(ctx context.Context, err error) error {
	if err == nil || ctx.Err() == nil || !errors.Is(err, ctx.Err()) {
		return err
	}
	if cause := context.Cause(ctx); errs.KindOf(cause) == errs.Limit {
		return cause
	}
	return err
}
