package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/cmdline"
	"github.com/nimber/nimber/server"
)

// env is what a command may touch: tests run commands in-process with
// buffers in place of the standard streams.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	release        func(error) error // ends a command's deadline (bound); nil if none
	games          analysis.Games    // games written in Go (Options.Games)
	game           string            // the game a command line may leave out (Options.Game)
	prog           string            // the program's name (Options.Name); "" is nimber
	rules          *rulesChild       // in the child process of a rules file's command (sandbox)

	// Tests stand in for a terminal and set how often progress shows.
	tty           func(stream any) bool // nil: isTerminal
	progressEvery time.Duration         // 0: each command's own interval
}

// terminal reports whether stream is a terminal, as e sees it.
func (e *env) terminal(stream any) bool {
	if e.tty != nil {
		return e.tty(stream)
	}
	return isTerminal(stream)
}

// commandLine matches nimber where it starts a command line in a text:
// "nimber analyze nim 3 4 5", "nimber help", "nimber: …". It is built
// from the registered commands, once they have all registered.
var commandLine = sync.OnceValue(func() *regexp.Regexp {
	words := []string{"help", "COMMAND", "--version"}
	for name := range commands {
		words = append(words, regexp.QuoteMeta(name))
	}
	return regexp.MustCompile(`(^|[\s"'(|])nimber((?:\s+(?:` + strings.Join(words, "|") + `))\b|:)`)
})

// named returns s, a message or help text, with e's program name in
// place of nimber where it starts a command line; nimber in prose (what
// the engine does) stays.
func (e *env) named(s string) string {
	if e == nil || e.prog == "" || e.prog == "nimber" {
		return s
	}
	return commandLine().ReplaceAllString(s, "${1}"+strings.ReplaceAll(e.prog, "$", "$$")+"${2}")
}

// printf writes a message to w, named as the program is (named).
func (e *env) printf(w io.Writer, format string, args ...any) {
	fmt.Fprint(w, e.named(fmt.Sprintf(format, args...)))
}

// withGame returns a command's positional arguments with e's default game
// first when they do not begin with a game: one of e's games, a catalog
// game, a rules file or a graph.
func (e *env) withGame(pos []string) []string {
	if e.game == "" {
		return pos
	}
	if len(pos) > 0 {
		first := pos[0]
		if _, ok := e.games[first]; ok || analysis.NamesGame(first) {
			return pos
		}
	}
	return append([]string{e.game}, pos...)
}

// withoutStdin is e for a request whose standard input is not positions
// (play reads moves from it), or nil for nil.
func (e *env) withoutStdin() *env {
	if e == nil {
		return nil
	}
	c := *e
	c.stdin = nil
	return &c
}

// bound returns ctx bounded by a command's --timeout, once its flags are
// parsed: its work stops there, and run, through e.release, frees the
// deadline's timer and reports the limit it met.
func (e *env) bound(ctx context.Context, timeout time.Duration) (context.Context, error) {
	if timeout < 0 {
		return ctx, errs.Errorf("", errs.Usage, "--timeout %v: want a positive duration such as 30s, or 0 for no limit", timeout)
	}
	ctx, cancel := analysis.Deadline(ctx, time.Now(), timeout)
	e.release = func(err error) error {
		err = analysis.Stopped(ctx, err) // the limit met, not "context deadline exceeded"
		cancel()
		return err
	}
	return ctx, nil
}

// addTimeout defines --timeout on fs, as every command that computes
// spells and documents it.
func addTimeout(fs *flag.FlagSet, d *time.Duration) {
	fs.DurationVar(d, "timeout", 0, "stop the work after this wall-clock `time`, e.g. 30s, with what is done so far (0: no limit)")
}

// A command is a subcommand of nimber. Each lives in its own file and
// registers itself in init.
type command struct {
	name    string
	usage   string // e.g. "analyze [flags] GAME POSITION..."
	summary string // one line for "nimber help"
	help    string // more text, with examples, for "nimber help NAME"
	// run executes the command. It parses its flags with parseFlags, which
	// answers -h; "nimber help NAME" runs "NAME -h".
	run func(ctx context.Context, e *env, args []string) error
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

// Options adapt the command line to a program that embeds it.
type Options struct {
	// Games are games written in Go, by name: every command finds them
	// ahead of the catalog (package custom builds them).
	Games analysis.Games
	// Game, if set, is the game of a command line that names none, as
	// in "corner table --x 0..9 --y 0..9" for a program of one game.
	Game string
	// Name is the program's name in usage lines, examples and messages:
	// "corner table …" rather than "nimber table …". Empty is nimber.
	Name string
}

// Main runs the command line args (without the program name) with the
// given standard streams and returns the process exit code (see run).
// When the process is nimber serve's child for one script
// (server.Sandbox), it answers that instead: every program that calls
// Main can serve.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer, opt Options) int {
	if os.Getenv(server.WorkerEnv) != "" {
		return server.RunWorker(stdin, stdout, opt.Games)
	}
	e := &env{stdin: stdin, stdout: stdout, stderr: stderr, games: opt.Games, game: opt.Game, prog: opt.Name}
	if code, done := e.sandbox(args); done {
		return code // a rules file's command, run in a child process
	}
	return run(args, e)
}

// run executes a command line and returns the process exit code: 0 on
// success, 2 for a usage error or a limit reached, 1 for any other failure.
// A panic is a bug in nimber: it is reported as an internal error, never
// shown to the user as a stack trace.
func run(args []string, e *env) int { return runContext(context.Background(), args, e) }

// runContext is run within ctx: the command's work stops when it is done.
func runContext(ctx context.Context, args []string, e *env) (code int) {
	defer func() {
		if p := recover(); p != nil {
			if err := e.rules.tooLong(p); err != nil {
				e.printf(e.stderr, "nimber %s: %v\n", args[0], err)
				code = 2
				return
			}
			e.printf(e.stderr, "nimber: internal error: %v\n", p)
			e.printf(e.stderr, "nimber: this is a bug; please report it with the command line that caused it\n")
			code = 1
		}
	}()
	if len(args) == 0 {
		printUsage(e, e.stderr)
		return 2
	}
	name := args[0]
	if name == "--version" || name == "-version" || name == "version" {
		printVersion(e.stdout)
		return 0
	}
	if name == "help" || name == "-h" || name == "--help" || name == "-help" {
		if len(args) > 1 {
			c, ok := commands[args[1]]
			if !ok {
				e.printf(e.stderr, "nimber help: unknown command %q (nimber help lists the commands)\n", args[1])
				return 2
			}
			// A command's flags are known only to its run: ask it for help.
			args = []string{c.name, "-h"}
			name = c.name
		} else {
			printUsage(e, e.stdout)
			return 0
		}
	}
	c, ok := commands[name]
	if !ok {
		e.printf(e.stderr, "nimber: unknown command %q (nimber help lists the commands)\n", name)
		return 2
	}
	work, unwatch := e.rules.watch(ctx)
	err := c.run(work, e, args[1:])
	if e.release != nil {
		err = e.release(err)
	}
	unwatch()
	err = e.rules.endless(ctx, err)
	if err == nil {
		return 0
	}
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	e.printf(e.stderr, "nimber %s: %v\n", name, err)
	return exitCode(err)
}

// exitCode maps an error's kind to the process exit code: 2 when the
// answer is out of reach of what was asked (bad input, a limit to raise,
// a value no method available knows), 1 for a failure of nimber or of
// the system.
func exitCode(err error) int {
	switch errs.KindOf(err) {
	case errs.Usage, errs.Limit, errs.Unknown:
		return 2
	}
	return 1
}

// newFlags returns a flag set for c that reports parse errors as usage
// errors and prints help on -h.
func newFlags(c *command, e *env) *flag.FlagSet {
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return fs
}

// parseFlags parses args with fs, flags anywhere among the positional
// arguments (package cmdline). On -h it prints c's help with fs's flags
// and returns flag.ErrHelp.
func parseFlags(fs *flag.FlagSet, c *command, e *env, args []string) ([]string, error) {
	pos, err := cmdline.Parse(fs, args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		printCommandHelp(e, c, fs)
		return nil, flag.ErrHelp
	case err != nil:
		return nil, errs.Errorf("", errs.Usage, "%v (nimber help %s)", err, c.name)
	}
	return pos, nil
}

// program is what help says of nimber and its commands.
func program() cmdline.Program {
	p := cmdline.Program{Name: "nimber", Title: "exact analysis of impartial games"}
	for _, c := range commands {
		p.Commands = append(p.Commands, c.doc())
	}
	return p
}

func (c *command) doc() cmdline.Command {
	return cmdline.Command{Name: c.name, Usage: c.usage, Summary: c.summary, Help: c.help}
}

// printUsage writes nimber's usage to w, named as the program is.
func printUsage(e *env, w io.Writer) {
	var b strings.Builder
	program().WriteUsage(&b)
	e.printf(w, "%s", b.String())
}

// printCommandHelp writes c's help to e.stdout, named as the program is;
// its prose ends by pointing at docs/.
func printCommandHelp(e *env, c *command, fs *flag.FlagSet) {
	var b strings.Builder
	program().WriteHelp(&b, c.doc(), fs)
	e.printf(e.stdout, "%s", b.String())
}

// writeJSON writes v as one line of JSON. The commands' JSON types always
// encode, so a failure is a bug in nimber (op names the command).
func writeJSON(w io.Writer, op string, v any) error {
	out, err := json.Marshal(v)
	if err != nil {
		return errs.E(op, errs.Internal, err)
	}
	return write(w, append(out, '\n'))
}

// write writes out in full, reporting failure as an I/O error.
func write(w io.Writer, out []byte) error {
	if _, err := w.Write(out); err != nil {
		return errs.E("write", errs.IO, err)
	}
	return nil
}

// noSuchFile turns the failure to open the input file name, because it is
// not there, into a usage error "NAME: no such file": the user mistyped a
// name, nothing failed. Other errors, and missing files other than name
// (say, one a rules file refers to), are returned as they are.
func noSuchFile(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) && pe.Path == name && errors.Is(pe.Err, fs.ErrNotExist) {
		return errs.Errorf("", errs.Usage, "%s: no such file", name)
	}
	return err
}
