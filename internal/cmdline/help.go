package cmdline

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// A Command is what help says of one of a program's commands.
type Command struct {
	Name    string
	Usage   string // what follows the program's name, e.g. "analyze [flags] GAME"
	Summary string // one line, for the list of commands
	// Help is prose, then "Examples:" and one example a line.
	Help string
}

// A Program is what help says of a program of commands.
type Program struct {
	Name, Title string // "nimber", "exact analysis of impartial games"
	Commands    []Command
}

// WriteUsage writes the program's usage: its title and its commands,
// sorted, each with its summary.
func (p Program) WriteUsage(w io.Writer) {
	var b strings.Builder
	fmt.Fprintf(&b, "%s — %s\n", p.Name, p.Title)
	fmt.Fprintf(&b, "\nUsage: %s COMMAND [flags] [arguments]\n\nCommands:\n", p.Name)
	cmds := slices.SortedFunc(slices.Values(p.Commands), func(a, b Command) int { return strings.Compare(a.Name, b.Name) })
	for _, c := range cmds {
		fmt.Fprintf(&b, "  %-9s %s\n", c.Name, c.Summary)
	}
	fmt.Fprintf(&b, "\nRun \"%s help COMMAND\" for a command's flags and examples, \"%[1]s --version\" for the build.\n", p.Name)
	io.WriteString(w, b.String())
}

// WriteHelp writes c's help, with fs's flags, in the order a reader
// wants it: what to type (usage and examples), the flags, then the
// prose.
func (p Program) WriteHelp(w io.Writer, c Command, fs *flag.FlagSet) {
	var b strings.Builder
	fmt.Fprintf(&b, "Usage: %s %s\n\n%s\n", p.Name, c.Usage, c.Summary)
	prose, examples, _ := strings.Cut(strings.TrimRight(c.Help, "\n"), "Examples:\n")
	if examples != "" {
		fmt.Fprintf(&b, "\nExamples:\n%s\n", examples)
	}
	has := false
	fs.VisitAll(func(*flag.Flag) { has = true })
	if has {
		fmt.Fprintln(&b, "\nFlags:")
		out := fs.Output()
		fs.SetOutput(&b)
		fs.PrintDefaults()
		fs.SetOutput(out)
	}
	if prose = strings.TrimSpace(prose); prose != "" {
		fmt.Fprintf(&b, "\n%s\n", prose)
	}
	io.WriteString(w, b.String())
}
