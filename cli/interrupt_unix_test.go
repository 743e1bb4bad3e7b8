//go:build unix

package cli

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// interruptChildEnv makes the test binary the child of
// TestInterruptRepeated: its value is "SIGINT" or "SIGTERM", then when
// the second signal is sent: "within" the repeat window, as the run
// stops, "late" within it, once the run has ended, or "after" it.
const interruptChildEnv = "NIMBER_TEST_INTERRUPT"

// TestInterruptRepeated stops seq --misere --quotient with a signal sent
// twice, as timeout(1) sends it (to the process, then to its group): the
// second, within the repeat window, is the same stop, and the quotient
// of the heaps proved is printed (exit 2), even if it comes once the run
// has ended, as the process ends. A second signal once the window has
// passed kills the process as usual.
func TestInterruptRepeated(t *testing.T) {
	if mode := os.Getenv(interruptChildEnv); mode != "" {
		interruptChild(mode)
		return
	}
	for _, c := range []struct {
		sig  syscall.Signal
		when string
	}{{syscall.SIGINT, "within"}, {syscall.SIGTERM, "within"}, {syscall.SIGTERM, "late"}, {syscall.SIGINT, "after"}} {
		mode := fmt.Sprintf("%s %s", map[syscall.Signal]string{syscall.SIGINT: "SIGINT", syscall.SIGTERM: "SIGTERM"}[c.sig], c.when)
		t.Run(mode, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptRepeated$")
			cmd.Env = append(os.Environ(), interruptChildEnv+"="+mode)
			var out, errOut strings.Builder
			cmd.Stdout, cmd.Stderr = &out, &errOut
			err := cmd.Run()
			var exit *exec.ExitError
			if err != nil && !errors.As(err, &exit) {
				t.Fatal(err)
			}
			if c.when == "after" {
				if exit == nil || exit.Sys().(syscall.WaitStatus).Signal() != c.sig {
					t.Errorf("child: %v, stdout %q, stderr %q; want it killed by %v", err, out.String(), errOut.String(), c.sig)
				}
				return
			}
			if got := out.String(); exit != nil || !strings.HasPrefix(got, "exit 2\noctal game 0.764 in misère play: the quotient of heaps 1 to ") ||
				!strings.Contains(errOut.String(), "nimber seq: misère quotient: interrupted (stopped at heap ") {
				t.Errorf("child: %v, stdout %q, stderr %q; want exit 2, the quotient proved and that it was interrupted", err, got, errOut.String())
			}
		})
	}
}

// interruptChild runs seq --misere --quotient and, once it is past heap
// 1, signals itself, then again, as mode says: before the stop's output
// can be written, or once the run has ended. Within the window, it
// prints the run's exit code and output; after it, the second signal
// must kill it.
func interruptChild(mode string) {
	sig := map[string]syscall.Signal{"SIGINT": syscall.SIGINT, "SIGTERM": syscall.SIGTERM}[strings.Fields(mode)[0]]
	when := strings.Fields(mode)[1]
	repeatWindow = time.Hour
	if when == "after" {
		repeatWindow = 0
	}
	second := make(chan struct{}) // closed once the second signal is sent, or not to be sent in the run
	var once sync.Once
	progress := &cancelOnWrite{cancel: func() {
		once.Do(func() {
			go func() {
				syscall.Kill(os.Getpid(), sig)
				if when == "late" {
					close(second)
					return
				}
				// Time for the first signal to be acted on: the second
				// must then be a repeat, not be lost in the first.
				time.Sleep(100 * time.Millisecond)
				syscall.Kill(os.Getpid(), sig)
				if when == "after" {
					for { // until the default action kills the process
						time.Sleep(10 * time.Millisecond)
						syscall.Kill(os.Getpid(), sig)
					}
				}
				close(second)
			}()
		})
	}}
	// The stop's output waits for a second signal sent in the run, so
	// that it lands while the run is still going.
	out := &blockedWriter{until: second}
	code := runContext(context.Background(), []string{"seq", "0.764", "--misere", "--quotient", "--to", "1400"},
		&env{stdin: strings.NewReader(""), stdout: out, stderr: progress, tty: func(any) bool { return true }, progressEvery: time.Millisecond})
	if when == "late" {
		// As the process ends: time for the signal to be acted on.
		syscall.Kill(os.Getpid(), sig)
		time.Sleep(100 * time.Millisecond)
	}
	fmt.Printf("exit %d\n%s", code, out.b.String())
	os.Stderr.WriteString(progress.String())
	os.Exit(0)
}

// A blockedWriter keeps what is written once until is closed.
type blockedWriter struct {
	until <-chan struct{}
	b     strings.Builder
}

func (w *blockedWriter) Write(p []byte) (int, error) {
	<-w.until
	return w.b.Write(p)
}
