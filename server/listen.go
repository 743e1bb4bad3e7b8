package server

import (
	"context"
	"errors"
	"net"
	"net/http"
	"time"

	"github.com/nimber/nimber/internal/admit"
	"github.com/nimber/nimber/internal/connlimit"
)

// MaxConns bounds the connections a server keeps open at once, or fewer
// if the process may not open that many files (connlimit.FileLimit);
// past it, a new one takes the place of one that matters less, idle or
// slow to send its request (package connlimit), or waits in the kernel's backlog until one
// closes. The bound is high because that backlog is first come, first
// served: while connections that trickle or idle outnumber it and
// reopen as soon as they are closed, every new client waits behind them
// before the server sees it. An open connection costs little (bodies
// being read are bounded as a whole, bodyBudget).
const MaxConns = 4096

// Serve answers the API and the app on l until ctx is done, then lets
// the requests in flight finish (within the timeout). Connections are
// bounded in number and in time: a client that trickles its request, or
// reads its answer too slowly, or idles, is cut off.
func Serve(ctx context.Context, l net.Listener, opt Options) error {
	return serveAtMost(ctx, l, opt, connlimit.FileLimit(MaxConns))
}

// serveAtMost is Serve with at most maxConns connections open at once.
func serveAtMost(ctx context.Context, l net.Listener, opt Options, maxConns int) error {
	if a, ok := l.Addr().(*net.TCPAddr); ok && a.IP.IsLoopback() {
		opt.LoopbackOnly = true
	}
	h := New(opt)
	timeout := opt.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	conns := connlimit.NewListener(l, maxConns)
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       max(opt.BodyTimeout, DefaultBodyTimeout) + 5*time.Second,
		// Long enough for the longest computation and then its answer.
		WriteTimeout:   timeout + admit.QuickBudget + admit.QueueWait + 10*time.Second,
		IdleTimeout:    30 * time.Second,
		MaxHeaderBytes: 64 << 10,
	}
	conns.Follow(srv)
	done := make(chan error, 1)
	go func() { done <- srv.Serve(conns) }()
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
