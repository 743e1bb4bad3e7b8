package cli

import (
	"context"
	"errors"
	"io/fs"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
)

func TestParseFlags(t *testing.T) {
	c := &command{name: "test"}
	tests := []struct {
		args     []string
		wantPos  []string
		wantJSON bool
		wantN    int
		wantSet  []string
	}{
		{[]string{"nim", "3", "4"}, []string{"nim", "3", "4"}, false, 0, nil},
		{[]string{"nim", "3", "--json", "4"}, []string{"nim", "3", "4"}, true, 0, nil},
		{[]string{"-json", "--n", "7", "nim"}, []string{"nim"}, true, 7, nil},
		{[]string{"--n=7", "nim", "-"}, []string{"nim", "-"}, false, 7, nil},
		{[]string{"nim", "-3", "-0"}, []string{"nim", "-3", "-0"}, false, 0, nil},
		{[]string{"nim", "--", "--json", "-x"}, []string{"nim", "--json", "-x"}, false, 0, nil},
		{[]string{"--set", "A=1", "f.star", "--set=B=2"}, []string{"f.star"}, false, 0, []string{"A=1", "B=2"}},
		{[]string{"--json=false", "--n", "-5"}, nil, false, -5, nil},
	}
	for _, test := range tests {
		fs := newFlags(c, &env{})
		asJSON := fs.Bool("json", false, "")
		n := fs.Int("n", 0, "")
		var set setFlags
		fs.Var(&set, "set", "")
		pos, err := parseFlags(fs, c, &env{}, test.args)
		if err != nil {
			t.Errorf("parseFlags(%q): %v", test.args, err)
			continue
		}
		if !reflect.DeepEqual(pos, test.wantPos) || *asJSON != test.wantJSON || *n != test.wantN || !reflect.DeepEqual([]string(set), test.wantSet) {
			t.Errorf("parseFlags(%q) = %q json=%v n=%d set=%q, want %q json=%v n=%d set=%q",
				test.args, pos, *asJSON, *n, set, test.wantPos, test.wantJSON, test.wantN, test.wantSet)
		}
	}
	for _, bad := range [][]string{{"--nope"}, {"nim", "--n", "x"}, {"--n"}, {"--set", "noequals"}} {
		fs := newFlags(c, &env{})
		fs.Int("n", 0, "")
		var set setFlags
		fs.Var(&set, "set", "")
		if _, err := parseFlags(fs, c, &env{}, bad); !errs.Is(err, errs.Usage) {
			t.Errorf("parseFlags(%q) error = %v, want a usage error", bad, err)
		}
	}
}

// TestRunRecoversPanic checks the last line of defence: a bug that panics
// becomes "internal error", exit 1, and a request to report it.
func TestRunRecoversPanic(t *testing.T) {
	c := &command{name: "panic-test", run: func(context.Context, *env, []string) error { panic("boom") }}
	register(c)
	defer delete(commands, c.name)
	var stdout, stderr strings.Builder
	code := run([]string{"panic-test"}, &env{stdout: &stdout, stderr: &stderr})
	if code != 1 || !strings.Contains(stderr.String(), "internal error: boom") || !strings.Contains(stderr.String(), "please report") {
		t.Errorf("run(panic-test) = %d, stderr %q; want 1 and an internal error asking for a report", code, stderr.String())
	}
}

func TestRunTopLevel(t *testing.T) {
	tests := []struct {
		args       []string
		wantCode   int
		wantStdout string // a substring
		wantStderr string // a substring
	}{
		{nil, 2, "", "Usage: nimber COMMAND"},
		{[]string{"help"}, 0, "Usage: nimber COMMAND", ""},
		{[]string{"--help"}, 0, "Usage: nimber COMMAND", ""},
		{[]string{"frobnicate"}, 2, "", `unknown command "frobnicate"`},
		{[]string{"help", "games"}, 0, "Usage: nimber games [--json]", ""},
	}
	for _, test := range tests {
		var stdout, stderr strings.Builder
		code := run(test.args, &env{stdout: &stdout, stderr: &stderr})
		if code != test.wantCode || !strings.Contains(stdout.String(), test.wantStdout) || !strings.Contains(stderr.String(), test.wantStderr) {
			t.Errorf("run(%q) = %d, stdout %q, stderr %q; want %d, stdout with %q, stderr with %q",
				test.args, code, stdout.String(), stderr.String(), test.wantCode, test.wantStdout, test.wantStderr)
		}
	}
	var stdout strings.Builder
	run([]string{"help"}, &env{stdout: &stdout, stderr: &stdout})
	for name, c := range commands {
		if !strings.Contains(stdout.String(), "  "+name) || !strings.Contains(stdout.String(), c.summary) {
			t.Errorf("nimber help does not list %s: %q", name, c.summary)
		}
	}
}

func TestExitCode(t *testing.T) {
	tests := []struct {
		err  error
		want int
	}{
		{errs.Errorf("op", errs.Usage, "bad"), 2},
		{errs.Errorf("op", errs.Limit, "too big"), 2},
		{errs.E("stdin:3", errs.Other, errs.Errorf("op", errs.Usage, "bad")), 2},
		{errs.Errorf("op", errs.Internal, "bug"), 1},
		{errs.Errorf("op", errs.IO, "disk"), 1},
		{errors.New("plain"), 1},
	}
	for _, test := range tests {
		if got := exitCode(test.err); got != test.want {
			t.Errorf("exitCode(%v) = %d, want %d", test.err, got, test.want)
		}
	}
}

// TestNoSuchFile checks that only the named input file, when it is not
// there, becomes a usage error; other failures keep their kind.
func TestNoSuchFile(t *testing.T) {
	missing := func(path string) error {
		return errs.E("load", errs.IO, &fs.PathError{Op: "open", Path: path, Err: fs.ErrNotExist})
	}
	tests := []struct {
		name string
		err  error
		want string // the error, or "" for err unchanged
	}{
		{"a.star", missing("a.star"), "a.star: no such file"},
		{"a.star", missing("lib.star"), ""}, // a file the script refers to
		{"a.star", errs.E("load", errs.IO, &fs.PathError{Op: "open", Path: "a.star", Err: fs.ErrPermission}), ""},
		{"a.star", errs.Errorf("load", errs.Usage, "syntax"), ""},
	}
	for _, test := range tests {
		got := noSuchFile(test.name, test.err)
		if test.want == "" && got != test.err {
			t.Errorf("noSuchFile(%q, %v) = %v, want the error unchanged", test.name, test.err, got)
		}
		if test.want != "" && (got.Error() != test.want || exitCode(got) != 2) {
			t.Errorf("noSuchFile(%q, %v) = %v (exit %d), want %q (exit 2)", test.name, test.err, got, exitCode(got), test.want)
		}
	}
}

// TestBinary builds the real command and runs it, so that main's wiring of
// the standard streams and the exit status is tested too.
func TestBinary(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "nimber")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/nimber").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	tests := []struct {
		args       []string
		stdin      string
		wantCode   int
		wantStdout string
		wantStderr string
	}{
		{[]string{"analyze", "nim", "-"}, "3 4 5\n", 0, "Nim 3 4 5 — N-position: the player to move wins. Grundy value 2.\n1 winning move: heap 1: 3 → 1\n", ""},
		{[]string{"analyze", "nim", "3", "-4"}, "", 2, "", "nimber analyze: nim: heap \"-4\": want a non-negative integer\n"},
	}
	for _, test := range tests {
		cmd := exec.Command(bin, test.args...)
		cmd.Stdin = strings.NewReader(test.stdin)
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		} else if err != nil {
			t.Fatalf("run %s: %v", bin, err)
		}
		if code != test.wantCode || stdout.String() != test.wantStdout || stderr.String() != test.wantStderr {
			t.Errorf("nimber %q = exit %d, stdout %q, stderr %q; want exit %d, stdout %q, stderr %q",
				test.args, code, stdout.String(), stderr.String(), test.wantCode, test.wantStdout, test.wantStderr)
		}
	}
}

// TestHelpEveryCommand holds every registered command to the help
// contract: "nimber help NAME" (which runs "NAME -h") prints its usage and
// succeeds.
func TestHelpEveryCommand(t *testing.T) {
	for name := range commands {
		var stdout, stderr strings.Builder
		code := run([]string{"help", name}, &env{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr})
		if code != 0 || !strings.HasPrefix(stdout.String(), "Usage: nimber "+name) || stderr.Len() != 0 {
			t.Errorf("nimber help %s = exit %d, stdout %.60q, stderr %q; want 0 and its usage", name, code, stdout.String(), stderr.String())
		}
	}
}

func TestVersion(t *testing.T) {
	for _, arg := range []string{"--version", "-version", "version"} {
		var stdout, stderr strings.Builder
		if code := run([]string{arg}, &env{stdout: &stdout, stderr: &stderr}); code != 0 || !strings.HasPrefix(stdout.String(), "nimber ") {
			t.Errorf("nimber %s = exit %d, %q, %q; want 0 and a line starting \"nimber \"", arg, code, stdout.String(), stderr.String())
		}
	}
}

// A program that embeds the command line (Options.Name) is called by its
// own name where a command line starts, in help, errors and listings;
// nimber in prose stays.
func TestProgramName(t *testing.T) {
	tests := []struct {
		args       []string
		wantStdout string // a substring
		wantStderr string // a substring
	}{
		{[]string{"help"}, `Run "corner help COMMAND"`, ""},
		{[]string{"help", "play"}, "  corner play nim 3 4 5\n", ""},
		{[]string{"analyze"}, "", "corner analyze: no game given: want GAME [POSITION...], e.g. corner analyze nim 3 4 5 (corner games lists the games)"},
		{[]string{"frobnicate"}, "", `corner: unknown command "frobnicate" (corner help lists the commands)`},
		{[]string{"games"}, "e.g. corner analyze nim ", ""},
	}
	for _, test := range tests {
		var stdout, stderr strings.Builder
		run(test.args, &env{stdout: &stdout, stderr: &stderr, prog: "corner"})
		if !strings.Contains(stdout.String(), test.wantStdout) || !strings.Contains(stderr.String(), test.wantStderr) {
			t.Errorf("corner %q: stdout %q, stderr %q; want stdout with %q, stderr with %q", test.args, stdout.String(), stderr.String(), test.wantStdout, test.wantStderr)
		}
		if out := stdout.String() + stderr.String(); regexp.MustCompile(`nimber (analyze|games|help|play) `).MatchString(out) {
			t.Errorf("corner %q still says nimber: %q", test.args, out)
		}
	}
	for name := range commands {
		var stdout strings.Builder
		run([]string{"help", name}, &env{stdout: &stdout, stderr: &stdout, prog: "corner"})
		if got := stdout.String(); !strings.HasPrefix(got, "Usage: corner "+name) || commandLine().MatchString(got) {
			t.Errorf("corner help %s: %.200q; want corner's usage and no nimber command line", name, got)
		}
	}
	var stdout strings.Builder
	run([]string{"help", "play"}, &env{stdout: &stdout, stderr: &stdout, prog: "corner"})
	if !strings.Contains(stdout.String(), "nimber does") {
		t.Errorf("corner help play lost the prose about nimber: %q", stdout.String())
	}
}
