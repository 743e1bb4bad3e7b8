package cli

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/count"
	"github.com/nimber/nimber/server"
)

var serveCommand = &command{
	name:    "serve",
	usage:   "serve [flags]",
	summary: "serve the web app: analyse, play and plot in a browser",
	help:    helpText("serve"),
}

func init() {
	serveCommand.run = runServe
	register(serveCommand)
}

// serveContext is the server's lifetime: until SIGINT or SIGTERM. Tests
// replace it.
var serveContext = func() (context.Context, context.CancelFunc) {
	return signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
}

func runServe(_ context.Context, e *env, args []string) error {
	opt := server.Options{Games: e.games}
	fs := newFlags(serveCommand, e)
	addr := fs.String("addr", "localhost:8080", "listen on `host:port` (port 0: any free port)")
	opt.MaxPositions, opt.MaxMoves, opt.MaxSeq, opt.MaxCells, opt.MaxDigits = server.DefaultMaxPositions, server.DefaultMaxMoves, server.DefaultMaxSeq, server.DefaultMaxCells, server.DefaultMaxDigits
	fs.Var(count.Flag[int]{P: &opt.MaxPositions}, "max-positions", "stop a request's search after `N` positions")
	fs.Var(count.Flag[int]{P: &opt.MaxMoves}, "max-moves", "play positions with at most `N` moves listed (a heap with more lists a few, the rest are typed)")
	fs.Var(count.Flag[int]{P: &opt.MaxSeq}, "max-seq", "compute at most `N` values of a nim-sequence")
	fs.Var(count.Flag[int]{P: &opt.MaxCells}, "max-cells", "tabulate at most `N` positions")
	fs.Var(count.Flag[int]{P: &opt.MaxDigits}, "max-digits", "refuse a number of more than `N` digits, such as a heap")
	fs.DurationVar(&opt.Timeout, "timeout", server.DefaultTimeout, "stop a request after this `time`")
	fs.Func("allow-origin", "let pages of this web `origin` call the API too, e.g. https://example.org (repeatable; * for any)", func(o string) error {
		if o != "*" && !strings.Contains(o, "://") {
			return fmt.Errorf("%q: want an origin such as https://example.org, or *", o)
		}
		opt.AllowOrigins = append(opt.AllowOrigins, strings.TrimSuffix(o, "/"))
		return nil
	})
	pos, err := parseFlags(fs, serveCommand, e, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return errs.Errorf("", errs.Usage, "unexpected argument %q: serve takes only flags, e.g. --addr :8080", pos[0])
	}
	for _, f := range []struct {
		name string
		n    int
	}{{"max-positions", opt.MaxPositions}, {"max-moves", opt.MaxMoves}, {"max-seq", opt.MaxSeq}, {"max-cells", opt.MaxCells}, {"max-digits", opt.MaxDigits}} {
		if f.n <= 0 {
			return errs.Errorf("", errs.Usage, "--%s %d: want a positive number", f.name, f.n)
		}
	}
	if opt.Timeout <= 0 {
		return errs.Errorf("", errs.Usage, "--timeout %v: want a positive duration such as 20s", opt.Timeout)
	}
	self, err := os.Executable()
	if err != nil {
		return errs.E("serve", errs.IO, err)
	}
	opt.Sandbox = &server.Sandbox{Path: self}
	l, err := net.Listen("tcp", *addr)
	if err != nil {
		return errs.Errorf("", errs.Usage, "--addr %s: %v", *addr, err)
	}
	ctx, stop := serveContext()
	defer stop()
	e.printf(e.stderr, "nimber: serving on http://%s (Ctrl-C stops)\n", l.Addr())
	return server.Serve(ctx, l, opt)
}
