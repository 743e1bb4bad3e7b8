package connlimit

import (
	"context"
	"net"
	"net/http"
	"sync"
	"time"
)

// Making room. When a server holds as many connections as it may, a new
// one does not wait behind them: the server closes the one that matters
// least. That is one kept alive idle, the longest idle first; else the
// one whose request (header or body) the server has waited on the
// longest, a client trickling it. A connection whose request is being
// computed or answered is never closed. Clients on one host cannot be
// told apart, so a limit per client would not do.
//
// Only the time the server spends blocked reading a request counts
// against it, not the time its bytes wait for a loaded server to read
// them. And a connection gets a moment before it may be closed: a
// request to arrive (readGrace), an idle connection to carry its next
// (idleGrace), so that a busy client's kept-alive connection is not
// closed between two of its requests. While no connection may be
// closed, the new one waits.
const (
	readGrace = 100 * time.Millisecond
	idleGrace = time.Second
)

// A phase is what a connection is doing.
type phase int8

const (
	reading phase = iota // a request's header or body
	working              // its request read: computed or answered
	idle                 // kept alive between requests
)

// A Listener is a net.Listener that knows what each of its open connections is
// doing, and keeps at most max open by closing one to make room.
type Listener struct {
	net.Listener
	max     int
	mu      sync.Mutex
	conns   map[*tracked]struct{}
	changed chan struct{} // a token when a connection leaves or may be closed
	done    chan struct{} // closed with the listener
	once    sync.Once
}

func NewListener(l net.Listener, max int) *Listener {
	return &Listener{Listener: l, max: max, conns: map[*tracked]struct{}{}, changed: make(chan struct{}, 1), done: make(chan struct{})}
}

// A tracked connection is one of a Listener's. Its fields are under r.mu.
type tracked struct {
	net.Conn
	r     *Listener
	phase phase
	since time.Time // when the phase began
	// While reading, how long the server has waited on the request:
	// waited in the reads done, and since when in the one under way.
	waited    time.Duration
	waitStart time.Time
	// arrived is when the server read its request's first bytes, zero
	// before. A request's time limit runs from there (Arrival), not
	// from the connection's start: a browser may open one well before
	// it sends on it.
	arrived time.Time
	gone    bool // closed, or made room for
}

// age is how long t has been idle, or waited on while reading.
func (t *tracked) age(now time.Time) time.Duration {
	if t.phase == idle {
		return now.Sub(t.since)
	}
	if t.waitStart.IsZero() {
		return t.waited
	}
	return t.waited + now.Sub(t.waitStart)
}

// Accept returns the next connection once there is room for it.
func (r *Listener) Accept() (net.Conn, error) {
	c, err := r.Listener.Accept()
	if err != nil {
		return nil, err
	}
	for {
		r.mu.Lock()
		if len(r.conns) < r.max {
			t := &tracked{Conn: c, r: r, phase: reading, since: time.Now()}
			r.conns[t] = struct{}{}
			r.mu.Unlock()
			return t, nil
		}
		victim, wait := r.pick(time.Now())
		if victim != nil {
			r.leaveLocked(victim)
		}
		r.mu.Unlock()
		if victim != nil {
			victim.Conn.Close()
			continue
		}
		if !r.await(wait) {
			c.Close()
			return nil, net.ErrClosed
		}
	}
}

// await waits until the listener's connections change or wait has passed (if not 0). It
// reports false if the listener closed meanwhile.
func (r *Listener) await(wait time.Duration) bool {
	var soon <-chan time.Time
	if wait > 0 {
		t := time.NewTimer(wait)
		defer t.Stop()
		soon = t.C
	}
	select {
	case <-r.changed:
	case <-soon:
	case <-r.done:
		return false
	}
	return true
}

func (r *Listener) Close() error {
	r.once.Do(func() { close(r.done) })
	return r.Listener.Close()
}

// pick chooses the connection to close to make room: the longest idle
// past idleGrace, else the longest waited on past readGrace. With none,
// wait is how long until one may be chosen at the soonest, or 0 if every
// connection is working.
func (r *Listener) pick(now time.Time) (victim *tracked, wait time.Duration) {
	var oldestIdle, oldestReading *tracked
	var idleAge, readingAge time.Duration
	for t := range r.conns {
		grace, oldest, oldestAge := readGrace, &oldestReading, &readingAge
		switch t.phase {
		case working:
			continue
		case idle:
			grace, oldest, oldestAge = idleGrace, &oldestIdle, &idleAge
		}
		age := t.age(now)
		if age < grace {
			if wait == 0 || grace-age < wait {
				wait = grace - age
			}
			continue
		}
		if *oldest == nil || age > *oldestAge {
			*oldest, *oldestAge = t, age
		}
	}
	if oldestIdle != nil {
		return oldestIdle, 0
	}
	if oldestReading != nil {
		return oldestReading, 0
	}
	return nil, wait
}

// set moves t to phase p, unless it is in p already (a request's header
// then its body is one reading) or has left.
func (r *Listener) set(t *tracked, p phase) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.setLocked(t, p)
}

func (r *Listener) setLocked(t *tracked, p phase) {
	if t.gone || t.phase == p {
		return
	}
	t.phase, t.since = p, time.Now()
	t.waited, t.waitStart = 0, time.Time{}
	if p == reading {
		t.arrived = t.since
	}
	if p != working {
		r.signal()
	}
}

// leave takes t off the listener.
func (r *Listener) leave(t *tracked) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.leaveLocked(t)
}

// leaveLocked takes t off the listener, with r.mu held.
func (r *Listener) leaveLocked(t *tracked) {
	if t.gone {
		return
	}
	t.gone = true
	delete(r.conns, t)
	r.signal()
}

// signal tells a waiting Accept that the connections changed.
func (r *Listener) signal() {
	select {
	case r.changed <- struct{}{}:
	default:
	}
}

// Read counts the time a request keeps the server waiting, and marks an
// idle connection reading once its next request comes.
func (t *tracked) Read(b []byte) (int, error) {
	r := t.r
	r.mu.Lock()
	if t.phase == reading && t.waitStart.IsZero() {
		t.waitStart = time.Now()
	}
	r.mu.Unlock()
	n, err := t.Conn.Read(b)
	r.mu.Lock()
	if !t.waitStart.IsZero() {
		t.waited += time.Since(t.waitStart)
		t.waitStart = time.Time{}
	}
	switch {
	case n > 0 && t.phase == idle:
		r.setLocked(t, reading)
	case n > 0 && t.arrived.IsZero():
		t.arrived = time.Now()
	}
	r.mu.Unlock()
	return n, err
}

func (t *tracked) Close() error {
	t.r.leave(t)
	return t.Conn.Close()
}

// follow has srv tell r what its connections do: their states, and
// their requests read (MarkWorking), by readBody or, without a body, at
// once.
func (r *Listener) Follow(srv *http.Server) {
	srv.ConnState = r.connState
	srv.ConnContext = r.connContext
	h := srv.Handler
	srv.Handler = http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Body == http.NoBody {
			MarkWorking(req.Context())
		}
		h.ServeHTTP(w, req)
	})
}

// connState follows a connection through net/http's states
// (http.Server.ConnState).
func (r *Listener) connState(c net.Conn, s http.ConnState) {
	t, ok := c.(*tracked)
	if !ok {
		return
	}
	switch s {
	case http.StateActive:
		r.set(t, reading) // its header read; its body may follow
	case http.StateIdle:
		r.set(t, idle)
	case http.StateHijacked:
		r.set(t, working) // the handler's now, counted until closed
	case http.StateClosed:
		r.leave(t)
	}
}

type trackedKey struct{}

// connContext gives a connection's requests their tracked connection
// (http.Server.ConnContext), for MarkWorking.
func (r *Listener) connContext(ctx context.Context, c net.Conn) context.Context {
	if t, ok := c.(*tracked); ok {
		return context.WithValue(ctx, trackedKey{}, t)
	}
	return ctx
}

// MarkWorking marks the connection of a request whose body has been read
// as working: it is no longer closed to make room.
func MarkWorking(ctx context.Context) {
	if t, ok := ctx.Value(trackedKey{}).(*tracked); ok {
		t.r.set(t, working)
	}
}

// Arrival is when the request of ctx began to arrive on its connection,
// or now for a request that came otherwise (a test's recorder).
func Arrival(ctx context.Context) time.Time {
	t, ok := ctx.Value(trackedKey{}).(*tracked)
	if !ok {
		return time.Now()
	}
	t.r.mu.Lock()
	defer t.r.mu.Unlock()
	if t.arrived.IsZero() {
		return time.Now()
	}
	return t.arrived
}
