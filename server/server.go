package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"runtime"
	"time"
	"unicode/utf8"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/examples"
	"github.com/nimber/nimber/internal/admit"
	"github.com/nimber/nimber/internal/origin"
	"github.com/nimber/nimber/internal/strictjson"
	"github.com/nimber/nimber/web"
)

// Options bound the work of each request. Zero values get the defaults.
type Options struct {
	// MaxPositions bounds each search (DefaultMaxPositions).
	MaxPositions int
	// MaxMoves is the most moves a position in play may list
	// (DefaultMaxMoves): each is sent to the browser. A component with
	// more lists a few, and the rest are typed.
	MaxMoves int
	// MaxSeq is the most values /api/seq computes (DefaultMaxSeq).
	MaxSeq int
	// MaxCells is the most positions /api/table tabulates
	// (DefaultMaxCells).
	MaxCells int
	// MaxDigits is the most digits a number in a position may have, a
	// heap's (DefaultMaxDigits).
	MaxDigits int
	// Timeout bounds a request's computing (DefaultTimeout): every engine
	// stops at it.
	Timeout time.Duration
	// BodyTimeout bounds reading a request's body (DefaultBodyTimeout): a
	// client that trickles it holds no slot, gets a 400 and is cut off.
	BodyTimeout time.Duration
	// Static serves the browser app; nil means web.Static().
	Static fs.FS `json:"-"`
	// AllowOrigins are the web origins besides the server's own whose
	// pages may call the API, e.g. "https://example.org"; "*" allows any.
	AllowOrigins []string
	// LoopbackOnly answers only requests whose Host is a loopback name or
	// address: for a server listening on one.
	LoopbackOnly bool
	// Games are games written in Go that requests may name, ahead of
	// the catalog (cli.Options.Games).
	Games analysis.Games `json:"-"`
	// Sandbox, if set, runs requests that carry a rules script in a
	// child process with a memory bound (sandbox.go); nil runs them here.
	Sandbox *Sandbox
}

// Defaults for Options: smaller than the command line's, since a request
// should answer in seconds and a server may have many.
const (
	DefaultMaxPositions = 2_000_000
	DefaultMaxMoves     = 5_000
	DefaultMaxSeq       = 1 << 20
	DefaultMaxCells     = 100_000
	DefaultMaxDigits    = 10_000
	DefaultTimeout      = 20 * time.Second
	DefaultBodyTimeout  = 5 * time.Second
)

// maxBody bounds a request body: a rules script or an edge list.
const maxBody = 1 << 20

// A server answers the API, admitting requests to its lanes.
type server struct {
	opt    Options
	lanes  *admit.Lanes
	bodies *admit.Bodies
}

// New returns the handler of the API and the browser app.
func New(opt Options) http.Handler {
	if opt.MaxPositions <= 0 {
		opt.MaxPositions = DefaultMaxPositions
	}
	if opt.MaxMoves <= 0 {
		opt.MaxMoves = DefaultMaxMoves
	}
	if opt.MaxSeq <= 0 {
		opt.MaxSeq = DefaultMaxSeq
	}
	if opt.MaxCells <= 0 {
		opt.MaxCells = DefaultMaxCells
	}
	if opt.MaxDigits <= 0 {
		opt.MaxDigits = DefaultMaxDigits
	}
	if opt.Timeout <= 0 {
		opt.Timeout = DefaultTimeout
	}
	if opt.BodyTimeout <= 0 {
		opt.BodyTimeout = DefaultBodyTimeout
	}
	if opt.Static == nil {
		opt.Static = web.Static()
	}
	s := &server{opt: opt, lanes: admit.NewLanes(runtime.NumCPU()), bodies: admit.NewBodies(bodyBudget)}
	mux := http.NewServeMux()
	routes := []struct {
		method, path string
		h            http.HandlerFunc
	}{
		{"GET", "/api/games", s.games},
		{"GET", "/api/examples", s.examples},
		{"POST", "/api/analyze", s.compute(s.analyze)},
		{"POST", "/api/play", s.compute(s.play)},
		{"POST", "/api/seq", s.compute(s.seq)},
		{"GET", "/api/seq.svg", s.compute(s.seqSVG)},
		{"POST", "/api/table", s.compute(s.table)},
		{"POST", "/api/graph", s.compute(s.graph)},
		{"POST", "/api/calc", s.compute(s.calc)},
	}
	allowed := map[string]string{}
	for _, r := range routes {
		mux.HandleFunc(r.method+" "+r.path, r.h)
		allowed[r.path] = r.method
	}
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		if m, ok := allowed[r.URL.Path]; ok {
			w.Header().Set("Allow", m)
			writeJSON(w, http.StatusMethodNotAllowed, errorJSON{Error: fmt.Sprintf("%s %s: use %s", r.Method, r.URL.Path, m), Kind: errs.Usage.String()})
			return
		}
		writeJSON(w, http.StatusNotFound, errorJSON{
			Error: fmt.Sprintf("no API %s %s: the API is GET /api/games and /api/examples, POST /api/analyze, /api/play, /api/seq, /api/table, /api/graph and /api/calc, GET /api/seq.svg", r.Method, r.URL.Path),
			Kind:  errs.Usage.String(),
		})
	})
	mux.Handle("/", staticFiles(opt.Static))
	return mux
}

// staticFiles serves the browser app. A path that is not UTF-8 names no
// file: 404, where the file server would answer 500 for an invalid name.
func staticFiles(fsys fs.FS) http.Handler {
	files := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !utf8.ValidString(r.URL.Path) {
			http.NotFound(w, r)
			return
		}
		files.ServeHTTP(w, r)
	})
}

// A handler computes an answer: a value to send as JSON, or an error.
// One that writes its own answer returns nil, nil.
type handler func(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error)

// compute reads the request, checks where it comes from, and runs h
// (see admit.go) within the timeout; it sends what h returns.
func (s *server) compute(h handler) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := origin.Check(r, s.opt.LoopbackOnly, s.opt.AllowOrigins); err != nil {
			writeJSON(w, http.StatusForbidden, errorJSON{Error: message(err), Kind: errs.KindOf(err).String()})
			return
		}
		body, done, err := s.bodies.Read(w, r, s.opt.BodyTimeout, maxBody)
		switch {
		case err == admit.ErrTooLarge:
			writeJSON(w, http.StatusRequestEntityTooLarge, errorJSON{Error: errTooLarge.Error(), Kind: errs.Limit.String()})
			return
		case err == admit.ErrBodies:
			s.busy(w, &admit.WaitError{Why: "it holds too many request bodies", Err: admit.ErrBusy})
			return
		case err != nil:
			writeError(w, err)
			return
		}
		defer done()
		s.run(w, r, body, h)
	}
}

// answer sends what a handler returned.
func (s *server) answer(w http.ResponseWriter, v any, err error) {
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		// Every engine stops with the context's error, however wrapped.
		writeError(w, s.timedOut())
	case err != nil:
		writeError(w, err)
	case v != nil:
		writeJSON(w, http.StatusOK, v)
	}
}

// timedOut is the error of a request stopped at the timeout.
func (s *server) timedOut() error {
	return analysis.TimedOut(s.opt.Timeout)
}

func (s *server) games(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"games": analysis.List(s.opt.Games)})
}

// examples lists the example rules files, to load into the app.
func (s *server) examples(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{"examples": examples.List()})
}

// decode reads a JSON request body into v: one object, no unknown
// fields, so that a misspelt "postion" is not silently ignored.
func decode(w http.ResponseWriter, r *http.Request, v any) error {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		return errs.Errorf("", errs.Usage, "request body: %v", err)
	}
	if err := strictjson.Decode(body, v); err != nil {
		return errs.Errorf("", errs.Usage, "request body: %v", err)
	}
	return nil
}

// errorJSON is the body of every error answer.
type errorJSON struct {
	Error string `json:"error"`
	Kind  string `json:"kind"`
}

// writeError sends err with the status its kind calls for.
func writeError(w http.ResponseWriter, err error) {
	k := errs.KindOf(err)
	status := http.StatusInternalServerError
	switch k {
	case errs.Usage, errs.Cycle, errs.Unknown:
		status = http.StatusBadRequest
	case errs.Limit:
		status = http.StatusUnprocessableEntity
	}
	writeJSON(w, status, errorJSON{Error: message(err), Kind: k.String()})
}

// serverBound explains a bound reached to a user of the web app, who has
// no flags to raise it with (errs.Message).
func serverBound(bound string) string {
	switch bound {
	case "max-positions", "timeout", "max-digits":
		return "a bound of this server (nimber serve --" + bound + ")"
	}
	return "a bound of this server"
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		b = fmt.Appendf(nil, `{"error":%q,"kind":"internal error"}`, err.Error())
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}
