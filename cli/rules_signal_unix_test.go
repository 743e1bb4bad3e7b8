//go:build unix

package cli

import (
	"os"
	"os/exec"
	"path/filepath"
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
// --foreground) reaches the child at once: the child stops, says where,
// and exits 2 before a kill that follows the signal.
func TestRulesSandboxSignal(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime needs more address space than a memory bound leaves it")
	}
	slow := filepath.Join(t.TempDir(), "slow.star")
	script := "def moves(n):\n    x = 0\n    for i in range(20000):\n        x += i\n    return [n - s for s in [1, 2, 3] if s <= n]\n"
	if err := os.WriteFile(slow, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "table", slow, "--n", "0..100000", "--progress=10ms")
			cmd.Env = append(os.Environ(), asMainEnv+"=1")
			var stdout strings.Builder
			// The child's first progress line: it runs the script.
			stderr := &signalOnWrite{signal: func() {
				cmd.Process.Signal(sig)
				time.AfterFunc(killAfter, func() { cmd.Process.Kill() })
			}}
			cmd.Stdout, cmd.Stderr = &stdout, stderr
			cmd.Run()
			// The child's stop, on its last line: where it was stopped.
			code, got := cmd.ProcessState.ExitCode(), stderr.String()
			lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
			if last := lines[len(lines)-1]; code != 2 || !strings.HasPrefix(last, "nimber table: ") || !strings.Contains(last, "context canceled") {
				t.Errorf("%v to the parent: exit %d, stderr %.300q; want exit 2 and the child's stop", sig, code, got)
			}
		})
	}
}

// A signalOnWrite keeps what is written, and calls signal at the first
// write.
type signalOnWrite struct {
	signal func()
	once   sync.Once
	mu     sync.Mutex
	b      strings.Builder
}

func (w *signalOnWrite) Write(p []byte) (int, error) {
	w.once.Do(w.signal)
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func (w *signalOnWrite) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}
