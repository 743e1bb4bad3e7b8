package cli

import (
	"bytes"
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/cmdline"
	"github.com/nimber/nimber/internal/count"
	"github.com/nimber/nimber/internal/sandbox"
)

// A rules file's command runs in a child process, the program started
// again with rulesChildEnv set to the memory bound in bytes: the child
// bounds its own memory (package sandbox) before it runs the script, and
// the parent turns the child's death "out of memory", or its kill past
// the deadline, into one line. The child's own messages go to the
// parent's standard error as file 3; its file 2 is the parent's pipe,
// where only the Go runtime's last words land.
const rulesChildEnv = "NIMBER_RULES_CHILD"

// rulesBoundMetEnv, set beside rulesChildEnv, starts the child's command
// with its memory bound already met (rulesChild.met).
const rulesBoundMetEnv = "NIMBER_RULES_BOUND_MET"

// defaultMaxMemory is --max-memory's default: room for the default
// search's millions of positions, well within a laptop's memory, so that
// a runaway script stops in seconds rather than swapping.
const defaultMaxMemory = 1 << 30

// rulesCommands are the commands that run a rules file named on their
// command line in a child process.
var rulesCommands = []string{"analyze", "play", "table"}

// killGrace is how long past its deadline a child may take to stop
// itself before it is killed: for a step of a script that never returns
// to the interpreter.
const killGrace = time.Second

// sandbox runs a rules file's command line args in a child process, and
// returns the child's exit code and true. In the child it bounds the
// child's memory, and returns false, as it does for any other command
// line: run runs those.
func (e *env) sandbox(args []string) (int, bool) {
	if v := os.Getenv(rulesChildEnv); v != "" {
		return e.beChild(v)
	}
	if !selfStart || len(args) == 0 || !slices.Contains(rulesCommands, args[0]) ||
		!slices.ContainsFunc(append(slices.Clone(args[1:]), e.game), isRulesFile) {
		return 0, false
	}
	max := int64(defaultMaxMemory)
	if v, ok := cmdline.Value(args[1:], "max-memory"); ok {
		if n, err := count.ParseBytes(v); err == nil && n > 0 {
			max = n
		}
	}
	var timeout time.Duration
	if v, ok := cmdline.Value(args[1:], "timeout"); ok {
		timeout, _ = time.ParseDuration(v)
	}
	return e.runChild(args, max, timeout), true
}

// selfStart reports whether the program may start itself again as the
// child: a program that calls Main does so first thing, but a test binary
// runs its tests unless its TestMain calls Main (cli's own tests do, and
// set selfStart).
var selfStart = !testing.Testing()

// isRulesFile reports whether a command-line word names a rules file.
func isRulesFile(word string) bool { return strings.HasSuffix(word, ".star") }

// runChild runs args in a child bounded to max bytes and, once it should
// have stopped at timeout (0: none), killed; it returns the exit code.
func (e *env) runChild(args []string, max int64, timeout time.Duration) int {
	fail := func(err error) int {
		e.printf(e.stderr, "nimber %s: %v\n", args[0], err)
		return exitCode(err)
	}
	self, err := os.Executable()
	if err != nil {
		return fail(errs.Errorf("", errs.IO, "cannot start the process that runs the script: %v", err))
	}
	ctx := context.Background()
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout+killGrace)
		defer cancel()
	}
	end := sandbox.Run(ctx, sandbox.Child{Path: self, Args: args, Env: childEnv(max, false),
		Stdin: e.stdin, Stdout: e.stdout, Messages: e.stderr, PassSignals: true,
		LastWords: 64 << 10, WaitDelay: time.Second})
	switch end.How {
	case sandbox.Exited:
		if end.Code != 0 {
			e.stderr.Write(end.LastWords) // the runtime's last words, if any: a bug
		}
		return end.Code
	case sandbox.OutOfMemory:
		if line, ok := e.boundMet(ctx, self, args, max); ok {
			e.stderr.Write(line)
			return exitCode(memoryBound(max))
		}
		return fail(memoryBound(max))
	case sandbox.Killed:
		return fail(analysis.TimedOut(timeout))
	case sandbox.Signalled:
		// Quietly, as the command would have ended without the child.
		return end.Code
	case sandbox.NotStarted:
		return fail(errs.Errorf("", errs.IO, "cannot start the process that runs the script: %v", end.Err))
	}
	e.stderr.Write(end.LastWords)
	return fail(errs.Errorf("", errs.Internal, "the process that runs the script failed: %v", end.Err))
}

// childEnv is the environment of a rules file's child bounded to max
// bytes, its bound already met if met.
func childEnv(max int64, met bool) []string {
	env := []string{rulesChildEnv + "=" + strconv.FormatInt(max, 10)}
	if met {
		env = append(env, rulesBoundMetEnv+"=1")
	}
	return env
}

// boundMet runs args again in a child whose memory bound is met from the
// start, for a child that died out of memory: an allocation passed the
// address-space limit before the watch on its memory stopped its search
// (a race the watch may lose on a loaded machine). The command then
// stops at once on its bound and says what the watch's stop would have:
// the bound, and whether the game may have no end (rulesChild.endless).
// It returns the child's one line on standard error, and false if the
// child did not end so (it too died, or ran past the walk's time).
func (e *env) boundMet(ctx context.Context, self string, args []string, max int64) ([]byte, bool) {
	ctx, cancel := context.WithTimeout(ctx, analysis.EndlessTime+killGrace)
	defer cancel()
	var line bytes.Buffer
	end := sandbox.Run(ctx, sandbox.Child{Path: self, Args: args, Env: childEnv(max, true), Messages: &line})
	ok := end.How == sandbox.Exited && end.Code == exitCode(memoryBound(max)) &&
		bytes.Count(line.Bytes(), []byte("\n")) == 1 && bytes.Contains(line.Bytes(), []byte("memory bound"))
	return line.Bytes(), ok
}

// beChild makes this process the child of a rules file's command, bound
// to max (rulesChildEnv's value) bytes of memory: a search whose memory
// grows step by step stops there with what it has (sandbox.Watch), and
// an allocation that would take the address space half as far again
// past it fails at once, and the parent says so.
func (e *env) beChild(max string) (int, bool) {
	n, err := strconv.ParseInt(max, 10, 64)
	if err == nil {
		// Go maps its heap in steps of 64 MB: the slack lets Watch see a
		// search cross the bound before a reservation passes the limit.
		err = sandbox.Limit(n + n/2 + 64<<20)
	}
	if err != nil {
		e.printf(e.stderr, "nimber: cannot bound the script's memory: %v\n", err)
		return 1, true
	}
	messages := os.NewFile(3, "stderr")
	os.Stderr, e.stderr = messages, messages
	e.rules = &rulesChild{maxMemory: n, met: os.Getenv(rulesBoundMetEnv) != ""}
	return 0, false
}

// watch returns ctx, stopped at the child's memory bound when it is one
// (sandbox.Watch), and the function that ends the watch.
func (c *rulesChild) watch(ctx context.Context) (context.Context, func()) {
	if c == nil {
		return ctx, func() {}
	}
	ctx, stop := context.WithCancelCause(ctx)
	if c.met {
		stop(memoryBound(c.maxMemory))
	} else {
		go sandbox.Watch(ctx, c.maxMemory, func() { stop(memoryBound(c.maxMemory)) })
	}
	return ctx, func() { stop(nil) }
}

// memoryBound is the error of a script stopped at --max-memory.
func memoryBound(max int64) error {
	return errs.Boundf("", "max-memory", "stopped at the %s memory bound", count.FormatBytes(max))
}
