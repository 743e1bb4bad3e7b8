// Command nimber analyses impartial combinatorial games: who wins, the
// Grundy values, every winning move. Run "nimber help" for the commands.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/nimber/nimber/errs"
)

// env is what a command may touch: tests run commands in-process with
// buffers in place of the standard streams.
type env struct {
	stdin          io.Reader
	stdout, stderr io.Writer
}

// A command is a subcommand of nimber. Each lives in its own file and
// registers itself in init.
type command struct {
	name    string
	usage   string // e.g. "analyze [flags] GAME POSITION..."
	summary string // one line for "nimber help"
	help    string // more text, with examples, for "nimber help NAME"
	run     func(e *env, args []string) error
}

var commands = map[string]*command{}

func register(c *command) { commands[c.name] = c }

func main() {
	os.Exit(run(os.Args[1:], &env{stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}))
}

// run executes a command line and returns the process exit code: 0 on
// success, 2 for a usage error or a limit reached, 1 for any other failure.
func run(args []string, e *env) int {
	if len(args) == 0 {
		printUsage(e.stderr)
		return 2
	}
	name := args[0]
	if name == "help" || name == "-h" || name == "--help" || name == "-help" {
		if len(args) > 1 {
			if c, ok := commands[args[1]]; ok {
				printCommandHelp(e.stdout, c)
				return 0
			}
		}
		printUsage(e.stdout)
		return 0
	}
	c, ok := commands[name]
	if !ok {
		fmt.Fprintf(e.stderr, "nimber: unknown command %q (nimber help lists the commands)\n", name)
		return 2
	}
	err := c.run(e, args[1:])
	if err == nil {
		return 0
	}
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	fmt.Fprintf(e.stderr, "nimber %s: %v\n", name, err)
	return exitCode(err)
}

// exitCode maps an error's kind to the process exit code: 2 when the user
// can fix the command line (bad input, or a limit to raise), else 1.
func exitCode(err error) int {
	switch errs.KindOf(err) {
	case errs.Usage, errs.Limit:
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

// parseFlags parses args with fs, allowing flags after positional
// arguments ("nimber analyze nim 3 4 --json"). A lone "-" is positional.
func parseFlags(fs *flag.FlagSet, c *command, e *env, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				printCommandHelp(e.stdout, c)
				return nil, flag.ErrHelp
			}
			return nil, errs.Errorf("", errs.Usage, "%v (nimber help %s)", err, c.name)
		}
		rest := fs.Args()
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

func printUsage(w io.Writer) {
	fmt.Fprintln(w, "nimber — exact analysis of impartial games")
	fmt.Fprintln(w, "\nUsage: nimber COMMAND [flags] [arguments]\n\nCommands:")
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		fmt.Fprintf(w, "  %-9s %s\n", n, commands[n].summary)
	}
	fmt.Fprintln(w, "\nRun \"nimber help COMMAND\" for a command's flags and examples.")
}

func printCommandHelp(w io.Writer, c *command) {
	fmt.Fprintf(w, "Usage: nimber %s\n\n%s\n", c.usage, c.summary)
	if c.help != "" {
		fmt.Fprintf(w, "\n%s\n", strings.TrimRight(c.help, "\n"))
	}
}
