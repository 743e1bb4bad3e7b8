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

// Interrupted is the error of work stopped by its context with no limit
// as the cause: Ctrl-C or SIGTERM on the command line. op names the work
// ("" for the command's own). It is context.Canceled to errors.Is, a
// cancellation, so that no bound's afterthought (Endless) follows it.
func Interrupted(op string) error {
	return errs.E(op, errs.Limit, interruption{})
}

// interruption is context.Canceled in the user's words.
type interruption struct{}

func (interruption) Error() string        { return "interrupted" }
func (interruption) Is(target error) bool { return target == context.Canceled }

// StopCause returns why ctx stopped the work, op's (Interrupted): its
// cause if that is a limit (the time limit that Deadline set, a memory
// bound), else that it was interrupted; nil if ctx is not done.
func StopCause(ctx context.Context, op string) error {
	if ctx.Err() == nil {
		return nil
	}
	if cause := context.Cause(ctx); errs.KindOf(cause) == errs.Limit {
		return cause
	}
	return Interrupted(op)
}

// Stopped returns why ctx stopped the work (StopCause) when err is the
// context's own error, however wrapped ("stopped after the 1s time
// limit" or "interrupted", rather than "context deadline exceeded" or
// "context canceled"); else err, as it is when it already says it was
// interrupted, and maybe where.
func Stopped(ctx context.Context, err error) error {
	if !stoppedBy(ctx, err) || errors.Is(err, interruption{}) {
		return err
	}
	return StopCause(ctx, "")
}

// stoppedBy reports whether err is ctx's own error, however wrapped.
func stoppedBy(ctx context.Context, err error) bool {
	return err != nil && ctx.Err() != nil && errors.Is(err, ctx.Err())
}
