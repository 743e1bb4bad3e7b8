package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/sandbox"
)

// A Sandbox runs the requests that carry a rules script in a child
// process, the same program started again with WorkerEnv set: a script
// is code, and one step of it may allocate gigabytes ([0] * 10**9) or
// compute for minutes (squaring an integer of millions of digits) where
// the interpreter never looks at the request's deadline. The child is
// killed just past the deadline, and cannot map more than MaxMemory; the server
// itself never runs a script.
type Sandbox struct {
	// Path is the program to start, usually os.Executable(); Args its
	// arguments (none for nimber).
	Path string
	Args []string
	// MaxMemory bounds the memory the child may map beyond what it has
	// when it starts, in bytes (0: DefaultScriptMemory; negative: no
	// bound): past it, an allocation fails and the child dies "out of
	// memory".
	MaxMemory int64
}

// DefaultScriptMemory is the default Sandbox.MaxMemory.
const DefaultScriptMemory = 512 << 20

// WorkerEnv is the environment variable that makes a program started by
// a Sandbox answer one request (RunWorker) instead of doing its own work.
const WorkerEnv = "NIMBER_SANDBOX_WORKER"

// job is what the server sends the child, and reply what it answers.
type job struct {
	Method, Path, Query string
	Body                []byte
	Timeout             time.Duration
	Options             Options
	MaxMemory           int64
}

type reply struct {
	Status      int
	ContentType string
	Body        []byte
}

// scripted reports whether a request body carries a rules script.
func scripted(body []byte) bool {
	var req struct {
		Rules string `json:"rules"`
	}
	return bytes.Contains(body, []byte(`"rules"`)) && json.Unmarshal(body, &req) == nil && req.Rules != ""
}

// inChild answers the request in a child process, within ctx.
func (s *server) inChild(ctx context.Context, w http.ResponseWriter, r *http.Request, body []byte) {
	sb := s.opt.Sandbox
	mem := sb.MaxMemory
	if mem == 0 {
		mem = DefaultScriptMemory
	}
	deadline, _ := ctx.Deadline()
	opt := s.opt
	// The child is the same program: what JSON does not carry (Static,
	// the games written in Go: RunWorker's) it has of its own.
	opt.Sandbox = nil
	in, err := json.Marshal(job{Method: r.Method, Path: r.URL.Path, Query: r.URL.RawQuery, Body: body,
		Timeout: time.Until(deadline), Options: opt, MaxMemory: mem})
	if err != nil {
		writeError(w, errs.E("sandbox", errs.Internal, err))
		return
	}
	// The child stops itself at the deadline; the kill is for a step
	// that never returns to the interpreter.
	kill, cancel := context.WithDeadline(context.Background(), deadline.Add(250*time.Millisecond))
	defer cancel()
	var out bytes.Buffer
	end := sandbox.Run(kill, sandbox.Child{Path: sb.Path, Args: sb.Args, Env: []string{WorkerEnv + "=1"},
		Stdin: bytes.NewReader(in), Stdout: &out})
	var rep reply
	switch {
	case end.How == sandbox.Exited && end.Code == 0 && json.Unmarshal(out.Bytes(), &rep) == nil:
		w.Header().Set("Content-Type", rep.ContentType)
		w.WriteHeader(rep.Status)
		w.Write(rep.Body)
	case end.How == sandbox.OutOfMemory:
		writeError(w, errs.Errorf("", errs.Limit, "the script used more than %d MB of memory, the server's bound for a script", mem>>20))
	case end.How == sandbox.Killed || ctx.Err() != nil:
		writeError(w, s.timedOut())
	default:
		writeError(w, errs.Errorf("", errs.Internal, "the script's process failed: %v", end.Err))
	}
}

// RunWorker answers one request sent by a Sandbox on stdin, on stdout,
// and returns the process's exit status. A program calls it first thing
// when WorkerEnv is set, with the games written in Go it serves.
func RunWorker(stdin io.Reader, stdout io.Writer, games analysis.Games) int {
	var j job
	if err := json.NewDecoder(stdin).Decode(&j); err != nil {
		fmt.Fprintf(os.Stderr, "nimber sandbox: %v\n", err)
		return 1
	}
	if j.MaxMemory > 0 {
		if err := sandbox.Limit(j.MaxMemory); err != nil {
			fmt.Fprintf(os.Stderr, "nimber sandbox: %v\n", err)
			return 1
		}
	}
	j.Options.LoopbackOnly, j.Options.AllowOrigins = false, nil // checked by the server
	j.Options.Games = games
	// What is left of the request's time bounds the work; the server's
	// timeout, in Options, is what the messages name.
	ctx, cancel := context.WithTimeout(context.Background(), max(j.Timeout, time.Millisecond))
	defer cancel()
	req := httptest.NewRequestWithContext(ctx, j.Method, j.Path+"?"+j.Query, bytes.NewReader(j.Body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	New(j.Options).ServeHTTP(rec, req)
	b, err := json.Marshal(reply{Status: rec.Code, ContentType: rec.Header().Get("Content-Type"), Body: rec.Body.Bytes()})
	if err != nil {
		return 1
	}
	stdout.Write(b)
	return 0
}
