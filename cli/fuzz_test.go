package cli

import (
	"strings"
	"testing"
)

// runExit runs nimber with args and stdin and checks the invariant every
// invocation keeps: exit 0 with nothing on stderr, or exit 2 with one line
// there. Exit 1 would be an internal error (a recovered panic).
func runExit(t *testing.T, args []string, stdin string) (stdout string, code int) {
	var out, errOut strings.Builder
	code = run(args, &env{stdin: strings.NewReader(stdin), stdout: &out, stderr: &errOut})
	switch {
	case code == 0 && errOut.Len() == 0:
	case code == 2 && strings.Count(errOut.String(), "\n") == 1 && strings.HasSuffix(errOut.String(), "\n"):
	default:
		t.Fatalf("nimber %q with stdin %q = exit %d, stderr %q; want 0 and no message or 2 and one line", args, stdin, code, errOut.String())
	}
	return out.String(), code
}

// FuzzAnalyzeArgs feeds arbitrary words (flags, heaps, junk) to analyze nim.
func FuzzAnalyzeArgs(f *testing.F) {
	for _, s := range []string{"3 4 5", "1 1 1 --misere", "--json 7", "-3", "- -", "--batch", "--limit-moves 1 7 6 5", "1.5 --", "--max-positions=-1 3", "99999999999999999999999 1"} {
		f.Add(s, "1 2\n")
	}
	f.Fuzz(func(t *testing.T, words, stdin string) {
		runExit(t, append([]string{"analyze", "nim"}, strings.Fields(words)...), stdin)
	})
}

// FuzzBatch feeds arbitrary input to batch mode: it answers every line or
// stops at a bad one, saying which.
func FuzzBatch(f *testing.F) {
	for _, s := range []string{"3 4 5\n1 2 3\n", "\n", "1\r\n2\r\n", "x\n", "1 2", "0 0 0\n\t7\n", "18446744073709551616 1\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, stdin string) {
		out, code := runExit(t, []string{"analyze", "--batch", "nim"}, stdin)
		lines := strings.Split(strings.TrimSuffix(stdin, "\n"), "\n")
		if stdin == "" {
			lines = nil // no input, no lines
		}
		answered := strings.Count(out, "\n")
		if code == 0 && answered != len(lines) || code == 2 && answered >= len(lines) {
			t.Fatalf("batch of %d lines = exit %d after %d answers", len(lines), code, answered)
		}
	})
}

// FuzzPlay feeds arbitrary input to a game of Kayles: whatever is typed,
// the game ends or stops with exit 0, and the moves made ("You: ", "Me: ")
// alternate, each side in turn.
func FuzzPlay(f *testing.F) {
	for _, s := range []string{"1 → 1 + 2\n1\n", "?\nq\n", "zz\n\n1\n1\n1\n1\n", "2 -> 1\n", "1:3\n1 2\n", "u\n1\nu\nu\n2\nwhy\n", "1 → 999999999990 + 3\n?\n11\n"} {
		f.Add(false, s)
		f.Add(true, s)
	}
	// Small heaps, or with hints a heap of 10^12 whose moves are typed.
	games := map[bool][]string{false: {"play", "kayles", "5", "3"}, true: {"play", "--hints", "kayles", "1000000000000", "7"}}
	f.Fuzz(func(t *testing.T, huge bool, stdin string) {
		out, code := runExit(t, games[huge], stdin)
		if code != 0 {
			t.Fatalf("play with stdin %q: exit %d", stdin, code)
		}
		mover := "You: "
		for _, line := range strings.Split(out, "\n") {
			if strings.HasPrefix(line, "Your move? ") {
				line = line[strings.LastIndex(line, "? ")+2:]
			}
			if strings.HasPrefix(line, "You: ") || strings.HasPrefix(line, "Me: ") {
				if !strings.HasPrefix(line, mover) {
					t.Fatalf("play with stdin %q: %q out of turn in\n%s", stdin, line, out)
				}
				mover = map[string]string{"You: ": "Me: ", "Me: ": "You: "}[mover]
			}
		}
	})
}
