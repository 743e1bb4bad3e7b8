//go:build unix

package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// killAfter is how long after the signal TestRulesSandboxSignal kills
// the parent, as timeout -k does: the child must have stopped by then.
const killAfter = 700 * time.Millisecond

// A signal to the parent of a rules file's child alone (kill, timeout
// --foreground) reaches the child at once: the child stops, prints the
// positions valued before, if any, says it was interrupted and where,
// and exits 2 before a kill that follows the signal. Stopped as the
// script loads or reads a position, it was interrupted, no more: not a
// script or a position at fault.
func TestRulesSandboxSignal(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime needs more address space than a memory bound leaves it")
	}
	const moves = "def moves(n):\n    return [n - s for s in [1, 2, 3] if s <= n]\n"
	const loop = "    x = 0\n    for i in range(%d):\n        x += i\n"
	valued := regexp.MustCompile(`: [1-9][0-9]* of `)
	tests := []struct {
		name, script string
		when         func(stderr string) bool // the child's progress so far: time to signal
		stopped      bool                     // at a position: the table before it is printed
	}{
		{"loading", fmt.Sprintf("def slow():\n"+loop+"    return x\n\nX = slow()\n\n", 200_000_000) + moves,
			func(string) bool { return true }, false},
		{"parsing", moves + fmt.Sprintf("\ndef parse(s):\n"+loop+"    return int(s)\n", 200_000_000),
			func(s string) bool { return strings.Contains(s, "table script.star: ") }, false},
		{"computing", fmt.Sprintf("def moves(n):\n"+loop+"    return [n - s for s in [1, 2, 3] if s <= n]\n", 20_000),
			valued.MatchString, true},
	}
	dir := t.TempDir()
	for _, test := range tests {
		script := filepath.Join(dir, test.name, "script.star")
		if err := os.Mkdir(filepath.Dir(script), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(script, []byte(test.script), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
			t.Run(test.name+"/"+sig.String(), func(t *testing.T) {
				cmd := exec.Command(os.Args[0], "table", script, "--n", "0..100000", "--progress=10ms", "--max-steps", "1e10")
				cmd.Env = append(os.Environ(), asMainEnv+"=1")
				var stdout strings.Builder
				stderr := &signalOnWrite{when: test.when, signal: func() {
					cmd.Process.Signal(sig)
					time.AfterFunc(killAfter, func() { cmd.Process.Kill() })
				}}
				cmd.Stdout, cmd.Stderr = &stdout, stderr
				cmd.Run()
				code, got, out := cmd.ProcessState.ExitCode(), stderr.String(), stdout.String()
				lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
				last := lines[len(lines)-1]
				if !test.stopped {
					if code != 2 || last != "nimber table: interrupted" || out != "" {
						t.Errorf("%v to the parent: exit %d, stdout %.100q, stderr %.300q; want exit 2, no table and that it was interrupted", sig, code, out, got)
					}
					return
				}
				// The table of the positions valued, then where it stopped.
				var n int
				_, err := fmt.Sscanf(last, "nimber table: interrupted (stopped at n = %d; the positions before it are above)", &n)
				if code != 2 || err != nil || n < 1 || !strings.HasPrefix(out, fmt.Sprintf("script.star: Grundy values, n = 0..%d\n", n-1)) {
					t.Errorf("%v to the parent: exit %d, stdout %.100q, stderr %.300q; want exit 2, the table of the positions valued and where it was interrupted", sig, code, out, got)
				}
			})
		}
	}
}

// A signalOnWrite keeps what is written, and calls signal once when
// what is written so far meets when.
type signalOnWrite struct {
	when   func(written string) bool
	signal func()
	once   sync.Once
	mu     sync.Mutex
	b      strings.Builder
}

func (w *signalOnWrite) Write(p []byte) (int, error) {
	w.mu.Lock()
	w.b.Write(p)
	met := w.when(w.b.String())
	w.mu.Unlock()
	if met {
		w.once.Do(w.signal)
	}
	return len(p), nil
}

func (w *signalOnWrite) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}
