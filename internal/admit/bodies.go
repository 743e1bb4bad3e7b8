package admit

import (
	"errors"
	"io"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/connlimit"
)

// Bodies counts the bytes of the request bodies a server holds, read or
// being read, against a bound.
type Bodies struct {
	max  int64
	held atomic.Int64
}

// NewBodies returns a count of bodies held bound to max bytes.
func NewBodies(max int64) *Bodies { return &Bodies{max: max} }

// ErrBodies is a body read while the bodies held are over their bound.
var ErrBodies = errors.New("the server holds too many request bodies")

// ErrTooLarge is a body over the size Read was given.
var ErrTooLarge = errors.New("request body too large")

// A counted reader charges the bytes it reads to Bodies.
type counted struct {
	io.Reader
	b *Bodies
	n int64
}

func (c *counted) Read(p []byte) (int, error) {
	n, err := c.Reader.Read(p)
	c.n += int64(n)
	if c.b.held.Add(int64(n)) > c.b.max && err == nil {
		err = ErrBodies
	}
	return n, err
}

// Read reads r's body whole, within timeout and size bytes and the
// bodies' bound, before the request takes any lane; done gives its bytes
// back to the count, once the request is answered. After a failed read
// the deadline stays and the connection closes: else net/http would
// wait, with no deadline, for the rest of the body before it sends the
// error. Once the body is read, the connection is no longer one to close
// to make room (connlimit.MarkWorking).
func (b *Bodies) Read(w http.ResponseWriter, r *http.Request, timeout time.Duration, size int64) (body []byte, done func(), err error) {
	rc := http.NewResponseController(w)
	rc.SetReadDeadline(time.Now().Add(timeout)) // not every writer can: tests' recorders
	c := &counted{Reader: http.MaxBytesReader(w, r.Body, size), b: b}
	done = func() { b.held.Add(-c.n) }
	body, err = io.ReadAll(c)
	if err == nil {
		rc.SetReadDeadline(time.Time{})
		connlimit.MarkWorking(r.Context())
		return body, done, nil
	}
	done()
	w.Header().Set("Connection", "close")
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		return nil, nil, ErrTooLarge
	}
	if errors.Is(err, ErrBodies) {
		return nil, nil, err
	}
	if ne, ok := errors.AsType[net.Error](err); ok && ne.Timeout() {
		return nil, nil, errs.Errorf("", errs.Usage, "the request body did not arrive within %v", timeout)
	}
	return nil, nil, errs.Errorf("", errs.Usage, "reading the request body: %v", err)
}
