package cmdline

import (
	"errors"
	"flag"
	"io"
	"strconv"
	"strings"
	"testing"
)

// every is an Optional flag: --every, --every N, --every=false.
type every struct{ on, n int }

func (e *every) String() string   { return "" }
func (e *every) IsBoolFlag() bool { return true }
func (e *every) Takes(w string) bool {
	_, err := strconv.Atoi(w)
	return err == nil || w == "true" || w == "false"
}
func (e *every) Set(s string) error {
	switch s {
	case "true":
		e.on = 1
		return nil
	case "false":
		e.on = 0
		return nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return errors.New("want a number")
	}
	e.on, e.n = 1, n
	return nil
}

func TestParse(t *testing.T) {
	tests := []struct {
		args             string
		pos              string // the positional arguments, or the error
		json, every, num int
	}{
		{"nim 3 4", "nim 3 4", 0, 0, 0},
		{"nim 3 --json 4", "nim 3 4", 1, 0, 0},
		{"--every nim -3", "nim -3", 0, 1, 0},
		{"nim --every 5 -", "nim -", 0, 1, 5},
		{"nim --every=false", "nim", 0, 0, 0},
		{"nim -- --json", "nim --json", 0, 0, 0},
		{"nim --every=x", `--every "x": want a number`, 0, 0, 0},
		{"nim --nope", "flag provided but not defined: -nope", 0, 0, 0},
		{"-h", flag.ErrHelp.Error(), 0, 0, 0},
	}
	for _, test := range tests {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		fs.SetOutput(new(strings.Builder))
		asJSON := fs.Bool("json", false, "")
		var e every
		fs.Var(&e, "every", "")
		pos, err := Parse(fs, strings.Fields(test.args))
		got := strings.Join(pos, " ")
		if err != nil {
			got = err.Error()
		}
		j := 0
		if *asJSON {
			j = 1
		}
		if got != test.pos || j != test.json || e.on != test.every || e.n != test.num {
			t.Errorf("Parse(%q) = %q, json %d, every %d %d; want %q, %d, %d %d", test.args, got, j, e.on, e.n, test.pos, test.json, test.every, test.num)
		}
	}
}

func TestValue(t *testing.T) {
	for _, c := range []struct {
		args      []string
		want      string
		wantFound bool
	}{
		{[]string{"f.star", "--max-memory", "2GB"}, "2GB", true},
		{[]string{"-max-memory=1GB", "f.star"}, "1GB", true},
		{[]string{"--max-memory=1GB", "--max-memory", "3GB"}, "3GB", true},
		{[]string{"f.star", "--", "--max-memory", "2GB"}, "", false},
		{[]string{"--max-memory"}, "", false},
		{[]string{"--max-memoryx=1"}, "", false},
	} {
		got, found := Value(c.args, "max-memory")
		if got != c.want || found != c.wantFound {
			t.Errorf("Value(%q) = %q, %v; want %q, %v", c.args, got, found, c.want, c.wantFound)
		}
	}
}

func TestHelp(t *testing.T) {
	p := Program{Name: "prog", Title: "does things", Commands: []Command{
		{Name: "zap", Usage: "zap [flags] X", Summary: "zaps X", Help: "More about zap.\n\nExamples:\n  prog zap 1\n"},
		{Name: "add", Usage: "add A B", Summary: "adds"},
	}}
	var usage strings.Builder
	p.WriteUsage(&usage)
	wantUsage := "prog — does things\n\nUsage: prog COMMAND [flags] [arguments]\n\nCommands:\n" +
		"  add       adds\n  zap       zaps X\n\nRun \"prog help COMMAND\" for a command's flags and examples, \"prog --version\" for the build.\n"
	if got := usage.String(); got != wantUsage {
		t.Errorf("WriteUsage:\n%s\nwant:\n%s", got, wantUsage)
	}
	fs := flag.NewFlagSet("zap", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Bool("json", false, "print JSON")
	var help strings.Builder
	p.WriteHelp(&help, p.Commands[0], fs)
	wantHelp := "Usage: prog zap [flags] X\n\nzaps X\n\nExamples:\n  prog zap 1\n\nFlags:\n  -json\n    \tprint JSON\n\nMore about zap.\n"
	if got := help.String(); got != wantHelp {
		t.Errorf("WriteHelp:\n%q\nwant:\n%q", got, wantHelp)
	}
	if fs.Output() != io.Discard {
		t.Error("WriteHelp left the flag set's output changed")
	}
	help.Reset()
	p.WriteHelp(&help, p.Commands[1], flag.NewFlagSet("add", flag.ContinueOnError))
	if got, want := help.String(), "Usage: prog add A B\n\nadds\n"; got != want {
		t.Errorf("WriteHelp of a command without flags or prose = %q, want %q", got, want)
	}
}
