package server

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net/http"
	"strconv"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/admit"
	"github.com/nimber/nimber/internal/connlimit"
)

// bodyBudget bounds the bytes of request bodies a server holds at once,
// read or being read: up to maxBody on each of MaxConns connections
// would be gigabytes.
const bodyBudget = 256 << 20

// errTooLarge is a body over maxBody: 413.
var errTooLarge = errs.Errorf("", errs.Limit, "request body over %d bytes", maxBody)

// run answers one request as its lanes admit it (package admit). Its
// time limit runs from its arrival, so that the wait for a lane and the
// read of its body count.
func (s *server) run(w http.ResponseWriter, r *http.Request, body []byte, h handler) {
	ctx, cancel := analysis.Deadline(r.Context(), connlimit.Arrival(r.Context()), s.opt.Timeout)
	defer cancel()
	if ctx.Err() != nil {
		s.answer(w, nil, ctx.Err()) // spent on its body
		return
	}
	if s.opt.Sandbox != nil && scripted(body) {
		// A script's process takes a CPU slot from the start.
		s.busy(w, s.lanes.Slot(ctx, func() { s.inChild(ctx, w, r, body) }))
		return
	}
	try := func(ctx context.Context) (any, error) {
		r.Body = io.NopCloser(bytes.NewReader(body))
		return h(ctx, w, r)
	}
	v, err := s.lanes.Run(ctx, admit.Key(r, body), s.opt.Timeout > admit.QuickBudget, try)
	if !s.busy(w, err) {
		s.answer(w, v, err)
	}
}

// busy answers a request that found no lane free, and reports whether
// err says it did (an *admit.WaitError): 503, try again soon; or, if its
// time limit passed as it waited, 422 the time limit.
func (s *server) busy(w http.ResponseWriter, err error) bool {
	we, ok := errors.AsType[*admit.WaitError](err)
	if !ok {
		return false
	}
	if errors.Is(we.Err, context.DeadlineExceeded) {
		writeError(w, s.timedOut())
	}
	if !errors.Is(we.Err, admit.ErrBusy) {
		return true // the client went away
	}
	w.Header().Set("Retry-After", strconv.Itoa(1))
	writeJSON(w, http.StatusServiceUnavailable, errorJSON{Error: we.Error() + "; try again in a moment", Kind: errs.Limit.String()})
	return true
}
