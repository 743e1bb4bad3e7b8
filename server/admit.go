package server

import (
	"bytes"
	"context"
	"errors"
	"hash/fnv"
	"io"
	"net"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/connlimit"
)

// How requests are admitted. Every request first gets a quick try of at
// most quickBudget, on a lane of its own: a cheap request (most are)
// answers there, however busy the CPUs are with long ones, since Go
// shares the cores among all running goroutines. A request still
// computing at the end of its quick try starts again on a CPU slot, one
// a core, for what is left of its timeout, and when it comes again goes
// straight to one. If every slot is taken, it first gets one longer quick
// try: on a loaded machine a cheap request can overrun the first. When no
// slot frees up within queueWait the answer is 503 with Retry-After, at
// once rather than after the timeout.
const (
	quickBudget = 300 * time.Millisecond
	// secondBudget is a second quick try's, when every slot is taken.
	secondBudget = 3 * quickBudget
	queueWait    = 500 * time.Millisecond
)

// lanes are the server's admission: quick tries and CPU slots, and the
// requests lately seen to need a slot, which go straight to one: a client
// retrying a long request does not take a quick try from cheap ones each
// time.
type lanes struct {
	quick, slow chan struct{}
	mu          sync.Mutex
	long        map[uint64]time.Time // request hash → when it last needed a slot
}

// longMemory is how long, and for how many requests, a long request is
// remembered.
const (
	longFor   = time.Minute
	longKnown = 4096
)

func newLanes(cpus int) *lanes {
	// Quick tries are short and bounded, so many may share the cores.
	return &lanes{quick: make(chan struct{}, 8*cpus), slow: make(chan struct{}, cpus), long: map[uint64]time.Time{}}
}

// requestHash identifies a request by its path, query and body.
func requestHash(r *http.Request, body []byte) uint64 {
	h := fnv.New64a()
	io.WriteString(h, r.URL.Path+"?"+r.URL.RawQuery+"\n")
	h.Write(body)
	return h.Sum64()
}

// isLong reports whether the request was lately seen to need a slot.
func (l *lanes) isLong(h uint64) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	t, ok := l.long[h]
	return ok && time.Since(t) < longFor
}

// markLong remembers that a request needed a slot.
func (l *lanes) markLong(h uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.long) >= longKnown {
		clear(l.long)
	}
	l.long[h] = time.Now()
}

// forget drops a request from those seen to need a slot: it turned out
// quick, its one long try slowed by the load.
func (l *lanes) forget(h uint64) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.long, h)
}

// errBusy is the answer when no lane frees up within queueWait.
var errBusy = errors.New("busy")

// acquire takes a token of lane within queueWait.
func acquire(ctx context.Context, lane chan struct{}) error {
	t := time.NewTimer(queueWait)
	defer t.Stop()
	select {
	case lane <- struct{}{}:
		return nil
	case <-t.C:
		return errBusy
	case <-ctx.Done():
		return ctx.Err()
	}
}

// bodyBudget bounds the bytes of request bodies a server holds at once,
// read or being read: up to maxBody on each of MaxConns connections
// would be gigabytes.
const bodyBudget = 256 << 20

// A budget counts the bytes of the request bodies a server holds.
type budget struct {
	max  int64
	held atomic.Int64
}

// errBodies is a body read while the bodies held are over budget: 503.
var errBodies = errors.New("the server holds too many request bodies")

// A counted reader charges the bytes it reads to a budget.
type counted struct {
	io.Reader
	b *budget
	n int64
}

func (c *counted) Read(p []byte) (int, error) {
	n, err := c.Reader.Read(p)
	c.n += int64(n)
	if c.b.held.Add(int64(n)) > c.b.max && err == nil {
		err = errBodies
	}
	return n, err
}

// readBody reads r's body whole, within timeout and maxBody bytes and
// the bodies' budget, before the request takes any lane; done gives its
// bytes back to the budget, once the request is answered. After a failed
// read the deadline stays and the connection closes: else net/http would
// wait, with no deadline, for the rest of the body before it sends the
// error. Once the body is read, the connection is no longer one to close
// to make room (connlimit.MarkWorking).
func readBody(w http.ResponseWriter, r *http.Request, timeout time.Duration, bodies *budget) (b []byte, done func(), err error) {
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Now().Add(timeout)) // not every writer can: tests' recorders
	c := &counted{Reader: http.MaxBytesReader(w, r.Body, maxBody), b: bodies}
	done = func() { bodies.held.Add(-c.n) }
	b, err = io.ReadAll(c)
	if err == nil {
		rc.SetReadDeadline(time.Time{})
		connlimit.MarkWorking(r.Context())
		return b, done, nil
	}
	done()
	w.Header().Set("Connection", "close")
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return nil, nil, errTooLarge
	}
	if errors.Is(err, errBodies) {
		return nil, nil, err
	}
	if ne, ok := errors.AsType[net.Error](err); ok && ne.Timeout() {
		return nil, nil, errs.Errorf("", errs.Usage, "the request body did not arrive within %v", timeout)
	}
	return nil, nil, errs.Errorf("", errs.Usage, "reading the request body: %v", err)
}

// errTooLarge is a body over maxBody: 413.
var errTooLarge = errs.Errorf("", errs.Limit, "request body over %d bytes", maxBody)

// run answers one request: a quick try, then a CPU slot if it needs one.
// Its time limit runs from its arrival, so that the wait for a lane and
// the read of its body count.
func (s *server) run(w http.ResponseWriter, r *http.Request, body []byte, h handler) {
	ctx, cancel := analysis.Deadline(r.Context(), connlimit.Arrival(r.Context()), s.opt.Timeout)
	defer cancel()
	if ctx.Err() != nil {
		s.answer(w, nil, ctx.Err()) // spent on its body
		return
	}
	try := func(ctx context.Context) (any, error) {
		r.Body = io.NopCloser(bytes.NewReader(body))
		return h(ctx, w, r)
	}
	if s.opt.Sandbox != nil && scripted(body) {
		// A script's process takes a CPU slot from the start.
		if err := acquire(ctx, s.lanes.slow); err != nil {
			s.busy(w, err, "every CPU is computing a long request")
			return
		}
		s.inChild(ctx, w, r, body)
		<-s.lanes.slow
		return
	}
	hash := requestHash(r, body)
	long := s.lanes.isLong(hash) && s.opt.Timeout > quickBudget
	var (
		v       any
		err     error
		expired bool
	)
	if long && len(s.lanes.slow) == cap(s.lanes.slow) {
		// Every slot is taken, and a request once seen long may only have
		// been slowed by the load then: a quick try before it waits for a
		// slot, or is told the server is busy.
		if v, err, expired = s.quickTry(ctx, w, try, quickBudget); !expired {
			s.lanes.forget(hash)
			s.answer(w, v, err)
			return
		}
	}
	if !long {
		v, err, expired = s.quickTry(ctx, w, try, quickBudget)
		if !expired {
			s.answer(w, v, err)
			return
		}
		s.lanes.markLong(hash)
		if len(s.lanes.slow) == cap(s.lanes.slow) {
			// Every slot is taken, and the request may only have been
			// slowed by the load: it gets one longer quick try first.
			if v, err, expired = s.quickTry(ctx, w, try, secondBudget); !expired {
				s.answer(w, v, err)
				return
			}
		}
	}
	if err := acquire(ctx, s.lanes.slow); err != nil {
		s.busy(w, err, "every CPU is computing a long request")
		return
	}
	began := time.Now()
	v, err = try(ctx)
	<-s.lanes.slow
	if time.Since(began) < quickBudget {
		s.lanes.forget(hash) // quick after all
	}
	s.answer(w, v, err)
}

// quickTry runs a try on the quick lane within budget (and ctx, the
// request's time limit). expired reports that the budget ran out, short
// of the time limit, and the request must go on elsewhere; otherwise v
// and err are the answer (a busy answer, if no quick lane freed up,
// already sent: v and err nil).
func (s *server) quickTry(ctx context.Context, w http.ResponseWriter, try func(context.Context) (any, error), budget time.Duration) (v any, err error, expired bool) {
	if err := acquire(ctx, s.lanes.quick); err != nil {
		s.busy(w, err, "every quick lane is taken")
		return nil, nil, false
	}
	defer func() { <-s.lanes.quick }()
	quick, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	v, err = try(quick)
	expired = err != nil && errors.Is(quick.Err(), context.DeadlineExceeded) && ctx.Err() == nil
	return v, err, expired
}

// busy answers a request that found no lane free: 503, try again soon;
// or, if its time limit passed as it waited, 422 the time limit.
func (s *server) busy(w http.ResponseWriter, err error, why string) {
	if errors.Is(err, context.DeadlineExceeded) {
		writeError(w, s.timedOut())
	}
	if !errors.Is(err, errBusy) {
		return // the client went away
	}
	w.Header().Set("Retry-After", strconv.Itoa(1))
	writeJSON(w, http.StatusServiceUnavailable, errorJSON{Error: "the server is busy: " + why + "; try again in a moment", Kind: errs.Limit.String()})
}
