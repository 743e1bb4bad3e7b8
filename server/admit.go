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
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
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

// readBody reads r's body whole, within timeout and maxBody bytes, before
// the request takes any lane. After a failed read the deadline stays and
// the connection closes: else net/http would wait, with no deadline, for
// the rest of the body before it sends the error. Once the body is read,
// the connection is no longer one to close to make room (markWorking).
func readBody(w http.ResponseWriter, r *http.Request, timeout time.Duration) ([]byte, error) {
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Now().Add(timeout)) // not every writer can: tests' recorders
	b, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err == nil {
		rc.SetReadDeadline(time.Time{})
		markWorking(r.Context())
		return b, nil
	}
	w.Header().Set("Connection", "close")
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return nil, errTooLarge
	}
	if ne, ok := errors.AsType[net.Error](err); ok && ne.Timeout() {
		return nil, errs.Errorf("", errs.Usage, "the request body did not arrive within %v", timeout)
	}
	return nil, errs.Errorf("", errs.Usage, "reading the request body: %v", err)
}

// errTooLarge is a body over maxBody: 413.
var errTooLarge = errs.Errorf("", errs.Limit, "request body over %d bytes", maxBody)

// run answers one request: a quick try, then a CPU slot if it needs one.
func (s *server) run(w http.ResponseWriter, r *http.Request, body []byte, h handler) {
	try := func(ctx context.Context) (any, error) {
		r.Body = io.NopCloser(bytes.NewReader(body))
		return h(ctx, w, r)
	}
	start := time.Now()
	if s.opt.Sandbox != nil && scripted(body) {
		// A script's process takes a CPU slot from the start.
		if err := acquire(r.Context(), s.lanes.slow); err != nil {
			s.busy(w, err, "every CPU is computing a long request")
			return
		}
		ctx, cancel := analysis.Deadline(r.Context(), start, s.opt.Timeout)
		s.inChild(ctx, w, r, body)
		cancel()
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
		if v, err, expired = s.quickTry(w, r, try, quickBudget); !expired {
			s.lanes.forget(hash)
			s.answer(w, v, err)
			return
		}
	}
	if !long {
		v, err, expired = s.quickTry(w, r, try, quickBudget)
		if !expired {
			s.answer(w, v, err)
			return
		}
		s.lanes.markLong(hash)
		if len(s.lanes.slow) == cap(s.lanes.slow) {
			// Every slot is taken, and the request may only have been
			// slowed by the load: it gets one longer quick try first.
			if v, err, expired = s.quickTry(w, r, try, secondBudget); !expired {
				s.answer(w, v, err)
				return
			}
		}
	}
	if err := acquire(r.Context(), s.lanes.slow); err != nil {
		s.busy(w, err, "every CPU is computing a long request")
		return
	}
	ctx, cancel := analysis.Deadline(r.Context(), start, s.opt.Timeout)
	began := time.Now()
	v, err = try(ctx)
	cancel()
	<-s.lanes.slow
	if time.Since(began) < quickBudget {
		s.lanes.forget(hash) // quick after all
	}
	s.answer(w, v, err)
}

// quickTry runs a try on the quick lane within budget (and the timeout).
// expired reports that the budget ran out, short of the timeout, and the
// request must go on elsewhere; otherwise v and err are the answer (a
// busy answer, if no quick lane freed up, already sent: v and err nil).
func (s *server) quickTry(w http.ResponseWriter, r *http.Request, try func(context.Context) (any, error), budget time.Duration) (v any, err error, expired bool) {
	if err := acquire(r.Context(), s.lanes.quick); err != nil {
		s.busy(w, err, "every quick lane is taken")
		return nil, nil, false
	}
	defer func() { <-s.lanes.quick }()
	quick, cancel := context.WithTimeout(r.Context(), min(budget, s.opt.Timeout))
	defer cancel()
	v, err = try(quick)
	expired = err != nil && errors.Is(quick.Err(), context.DeadlineExceeded) && r.Context().Err() == nil && s.opt.Timeout > budget
	return v, err, expired
}

// busy answers a request that found no lane free: 503, try again soon.
func (s *server) busy(w http.ResponseWriter, err error, why string) {
	if !errors.Is(err, errBusy) {
		return // the client went away
	}
	w.Header().Set("Retry-After", strconv.Itoa(1))
	writeJSON(w, http.StatusServiceUnavailable, errorJSON{Error: "the server is busy: " + why + "; try again in a moment", Kind: errs.Limit.String()})
}
