package cli

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// nimber runs the test binary as nimber with args (TestMain): a rules
// file's command starts it again as its child.
func nimber(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), asMainEnv+"=1")
	cmd.Stdin = strings.NewReader(stdin)
	var out, errOut strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case errors.As(err, &exit):
		code = exit.ExitCode()
	case err != nil:
		t.Fatalf("nimber %q: %v", args, err)
	}
	return code, out.String(), errOut.String()
}

// A rules file's command runs in a child process bounded in memory: a
// script that allocates without end stops at --max-memory, a game whose
// lines of play never end at whichever bound comes first, each with one
// line that names the bound, and exit status 2.
func TestRulesSandboxBounds(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime needs more address space than a memory bound leaves it")
	}
	bomb := filepath.Join(t.TempDir(), "bomb.star")
	if err := os.WriteFile(bomb, []byte("def moves(p):\n    return [0] * 1000000000\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	trap := filepath.Join(t.TempDir(), "trap.star")
	if err := os.WriteFile(trap, []byte("def moves(p):\n    if p < 0:\n        return [0] * 100000000\n    return [p + 1, -1]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const endless = "no end: a line of play from 3 passes 10000 positions without ending"
	sub := filepath.Join("..", "examples", "subtraction.star")
	for _, c := range []struct {
		args []string
		want []string // in the one line of standard error
		not  string   // nor this
	}{
		{[]string{"analyze", bomb, "3", "--max-memory", "200MB"}, []string{"nimber analyze: stopped at the 200MB memory bound; raise --max-memory"}, endless},
		{[]string{"play", bomb, "3", "--max-memory=100MB"}, []string{"nimber play: stopped at the 100MB memory bound; raise --max-memory"}, endless},
		{[]string{"analyze", sub, "--set", "S=[-1]", "3", "--max-positions", "1e5"}, []string{"nimber analyze: the game may have " + endless, "raise --max-positions"}, ""},
		// The same game stopped by memory, whether the watch on the child's
		// memory stops its search or an allocation past its address space
		// ends it first (a race on a loaded machine; the command then runs
		// again with its bound met).
		{[]string{"analyze", sub, "--set", "S=[-1]", "3", "--max-memory", "100MB"}, []string{"nimber analyze: the game may have " + endless, "stopped at the 100MB memory bound; raise --max-memory"}, ""},
		// A game without end whose search asks for 800 MB at once, where
		// the line of first moves does not: the child dies out of memory
		// every time, and the command run again says the bound and the line.
		{[]string{"analyze", trap, "3", "--max-memory", "100MB"}, []string{"nimber analyze: the game may have " + endless, "stopped at the 100MB memory bound; raise --max-memory"}, ""},
		{[]string{"analyze", sub, "--set", "S=[-1]", "3", "--timeout", "1s"}, []string{endless, "stopped after the 1s time limit; raise --timeout"}, ""},
		// A game that ends stopped by a bound: no word of no end.
		{[]string{"analyze", sub, "200", "--max-positions", "50"}, []string{"raise --max-positions"}, "no end"},
	} {
		code, stdout, stderr := nimber(t, "", c.args...)
		ok := code == 2 && stdout == "" && strings.Count(stderr, "\n") == 1 && !(c.not != "" && strings.Contains(stderr, c.not))
		for _, w := range c.want {
			ok = ok && strings.Contains(stderr, w)
		}
		if !ok {
			t.Errorf("nimber %q: exit %d, stdout %.200q, stderr %.400q; want exit 2 and one line with %q", c.args, code, stdout, stderr, c.want)
		}
	}
}

// A rules file's command in its child process answers as it does in
// process, reading standard input and writing both streams.
func TestRulesSandboxSame(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime needs more address space than a memory bound leaves it")
	}
	sub := filepath.Join("..", "examples", "subtraction.star")
	for _, c := range []struct {
		stdin string
		args  []string
	}{
		{"", []string{"analyze", sub, "7", "9", "11"}},
		{"", []string{"analyze", sub, "--set", "S=[2,5,6]", "--json"}},
		{"3 4\n5\n", []string{"analyze", "--batch", sub}},
		{"1 1\n1 4\n", []string{"play", sub, "5", "9"}},
		{"", []string{"table", sub, "--n", "0..40", "--period"}},
		{"", []string{"analyze", sub, "x"}},
		{"", []string{"analyze", sub, "3", "--max-memory", "lots"}},
	} {
		code, stdout, stderr := nimber(t, c.stdin, c.args...)
		var out, errOut strings.Builder
		want := run(c.args, &env{stdin: strings.NewReader(c.stdin), stdout: &out, stderr: &errOut})
		if code != want || stdout != out.String() || stderr != errOut.String() {
			t.Errorf("nimber %q in a child: exit %d, stdout %.300q, stderr %.300q; in process: exit %d, %.300q, %.300q",
				c.args, code, stdout, stderr, want, out.String(), errOut.String())
		}
	}
}
