package admit

import (
	"context"
	"errors"
	"hash/fnv"
	"io"
	"net/http"
	"sync"
	"time"
)

// How requests are admitted. Every request first gets a quick try of at
// most QuickBudget, on a lane of its own: a cheap request (most are)
// answers there, however busy the CPUs are with long ones, since Go
// shares the cores among all running goroutines. A request still
// computing at the end of its quick try starts again on a CPU slot, one
// a core, for what is left of its timeout, and when it comes again goes
// straight to one. If every slot is taken, it first gets one longer quick
// try: on a loaded machine a cheap request can overrun the first. When no
// slot frees up within QueueWait the answer is a *WaitError, at once
// rather than after the timeout.
const (
	QuickBudget = 300 * time.Millisecond
	// secondBudget is a second quick try's, when every slot is taken.
	secondBudget = 3 * QuickBudget
	QueueWait    = 500 * time.Millisecond
)

// Lanes are a server's admission: quick tries and CPU slots, and the
// requests lately seen to need a slot, which go straight to one: a client
// retrying a long request does not take a quick try from cheap ones each
// time.
type Lanes struct {
	quick, slow chan struct{}
	mu          sync.Mutex
	long        map[uint64]time.Time // request key → when it last needed a slot
}

// longMemory is how long, and for how many requests, a long request is
// remembered.
const (
	longFor   = time.Minute
	longKnown = 4096
)

// NewLanes returns the lanes of a machine with cpus cores.
func NewLanes(cpus int) *Lanes {
	// Quick tries are short and bounded, so many may share the cores.
	return &Lanes{quick: make(chan struct{}, 8*cpus), slow: make(chan struct{}, cpus), long: map[uint64]time.Time{}}
}

// Key identifies a request by its path, query and body.
func Key(r *http.Request, body []byte) uint64 {
	h := fnv.New64a()
	io.WriteString(h, r.URL.Path+"?"+r.URL.RawQuery+"\n")
	h.Write(body)
	return h.Sum64()
}

// isLong reports whether the request was lately seen to need a slot.
func (l *Lanes) isLong(key uint64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	t, ok := l.long[key]
	return ok && time.Since(t) < longFor
}

// markLong remembers that a request needed a slot.
func (l *Lanes) markLong(key uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.long) >= longKnown {
		clear(l.long)
	}
	l.long[key] = time.Now()
}

// forget drops a request from those seen to need a slot: it turned out
// quick, its one long try slowed by the load.
func (l *Lanes) forget(key uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.long, key)
}

// ErrBusy is a WaitError's Err when no lane freed up within QueueWait.
var ErrBusy = errors.New("busy")

// A WaitError is a request's wait for a lane that ended without one:
// Err is ErrBusy, or the request's context's error.
type WaitError struct {
	Why string // what is taken: "every CPU is computing a long request"
	Err error
}

func (e *WaitError) Error() string { return "the server is busy: " + e.Why }
func (e *WaitError) Unwrap() error { return e.Err }

// wait takes a token of lane within QueueWait.
func wait(ctx context.Context, lane chan struct{}, why string) error {
	t := time.NewTimer(QueueWait)
	defer t.Stop()
	select {
	case lane <- struct{}{}:
		return nil
	case <-t.C:
		return &WaitError{why, ErrBusy}
	case <-ctx.Done():
		return &WaitError{why, ctx.Err()}
	}
}

const slotsTaken = "every CPU is computing a long request"

// Slot runs f on a CPU slot from the start (a script's process), or
// returns the *WaitError of a wait for one that failed.
func (l *Lanes) Slot(ctx context.Context, f func()) error {
	if err := wait(ctx, l.slow, slotsTaken); err != nil {
		return err
	}
	f()
	<-l.slow
	return nil
}

// Run answers one request, key, by try: a quick try, then a CPU slot if
// it needs one. mayBeLong is false when the request's time limit is
// within a quick try, which it then never leaves. It returns what try
// returns, or the *WaitError of a wait for a lane that failed.
func (l *Lanes) Run(ctx context.Context, key uint64, mayBeLong bool, try func(context.Context) (any, error)) (any, error) {
	long := l.isLong(key) && mayBeLong
	if long && len(l.slow) == cap(l.slow) {
		// Every slot is taken, and a request once seen long may only have
		// been slowed by the load then: a quick try before it waits for a
		// slot, or is told the server is busy.
		if v, err, expired := l.quickTry(ctx, try, QuickBudget); !expired {
			l.forget(key)
			return v, err
		}
	}
	if !long {
		v, err, expired := l.quickTry(ctx, try, QuickBudget)
		if !expired {
			return v, err
		}
		l.markLong(key)
		if len(l.slow) == cap(l.slow) {
			// Every slot is taken, and the request may only have been
			// slowed by the load: it gets one longer quick try first.
			if v, err, expired = l.quickTry(ctx, try, secondBudget); !expired {
				return v, err
			}
		}
	}
	if err := wait(ctx, l.slow, slotsTaken); err != nil {
		return nil, err
	}
	began := time.Now()
	v, err := try(ctx)
	<-l.slow
	if time.Since(began) < QuickBudget {
		l.forget(key) // quick after all
	}
	return v, err
}

// quickTry runs a try on the quick lane within budget (and ctx, the
// request's time limit). expired reports that the budget ran out, short
// of the time limit, and the request must go on elsewhere; otherwise v
// and err are the answer (err a *WaitError if no quick lane freed up).
func (l *Lanes) quickTry(ctx context.Context, try func(context.Context) (any, error), budget time.Duration) (v any, err error, expired bool) {
	if err := wait(ctx, l.quick, "every quick lane is taken"); err != nil {
		return nil, err, false
	}
	defer func() { <-l.quick }()
	quick, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	v, err = try(quick)
	expired = err != nil && errors.Is(quick.Err(), context.DeadlineExceeded) && ctx.Err() == nil
	return v, err, expired
}
