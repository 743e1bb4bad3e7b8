package server

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"
)

// MaxConns bounds the connections a server keeps open at once; past it,
// new ones wait in the kernel's backlog until one closes.
const MaxConns = 256

// Serve answers the API and the app on l until ctx is done, then lets
// the requests in flight finish (within the timeout). Connections are
// bounded in number and in time: a client that trickles its request, or
// reads its answer too slowly, or idles, is cut off.
func Serve(ctx context.Context, l net.Listener, opt Options) error {
	if a, ok := l.Addr().(*net.TCPAddr); ok && a.IP.IsLoopback() {
		opt.LoopbackOnly = true
	}
	h := New(opt)
	timeout := opt.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       max(opt.BodyTimeout, DefaultBodyTimeout) + 5*time.Second,
		// Long enough for the longest computation and then its answer.
		WriteTimeout:   timeout + quickBudget + queueWait + 10*time.Second,
		IdleTimeout:    30 * time.Second,
		MaxHeaderBytes: 64 << 10,
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(limitListener(l, MaxConns)) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	shutdown, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}

// limitListener accepts at most n connections open at once.
func limitListener(l net.Listener, n int) net.Listener {
	return &limited{Listener: l, slots: make(chan struct{}, n)}
}

type limited struct {
	net.Listener
	slots chan struct{}
}

func (l *limited) Accept() (net.Conn, error) {
	l.slots <- struct{}{}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &limitedConn{Conn: c, release: func() { <-l.slots }}, nil
}

type limitedConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}
