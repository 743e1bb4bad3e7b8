package cli

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

// cancelOnWrite is a terminal that cancels the run, as Ctrl-C or SIGTERM
// would, at its first progress report past heap 1 (before it, nothing
// is proved).
type cancelOnWrite struct {
	mu     sync.Mutex
	b      bytes.Buffer
	cancel context.CancelFunc
}

var pastHeap1 = regexp.MustCompile(`heap ([2-9]|\d\d+) of`)

func (w *cancelOnWrite) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if pastHeap1.Match(p) {
		w.cancel()
	}
	return w.b.Write(p)
}

func (w *cancelOnWrite) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.String()
}

// TestSeqQuotientInterrupted stops seq --misere --quotient through its
// context, as Ctrl-C and SIGTERM do: before it starts, nothing is proved
// and it says so; later, wherever the stop lands, it prints the quotient
// of the heaps before the heap it stopped at, as a run to that heap does,
// and says where it stopped (exit 2); in JSON, "stopped" says so.
func TestSeqQuotientInterrupted(t *testing.T) {
	stopped := regexp.MustCompile(`^nimber seq: misère quotient: interrupted \(stopped at heap (\d+): the quotient of heaps 1 to (\d+) has (\d+) elements(?:; at repair \d+ a candidate of \d+ elements got [0-9×+ ]+ wrong)?\)\n$`)
	for _, c := range []struct {
		name   string
		before bool
		json   bool
	}{
		{"before", true, false},
		{"running", false, false},
		{"running, json", false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if c.before {
				cancel()
			}
			args := []string{"seq", "0.764", "--misere", "--quotient", "--to", "1400"}
			if c.json {
				args = append(args, "--json")
			}
			var out bytes.Buffer
			errOut := &cancelOnWrite{cancel: cancel}
			code := runContext(ctx, args, &env{stdin: strings.NewReader(""), stdout: &out, stderr: errOut,
				tty: func(any) bool { return true }, progressEvery: time.Millisecond})
			stderr := errOut.String()
			// The last line is the error; the progress before it is redrawn.
			last := stderr[strings.LastIndexAny(strings.TrimSuffix(stderr, "\n"), "\r\n")+1:]
			if i := strings.LastIndex(last, "\x1b[K"); i >= 0 {
				last = last[i+len("\x1b[K"):]
			}
			if code != 2 {
				t.Errorf("exit %d, want 2 (%q)", code, stderr)
			}
			if c.before {
				if out.Len() != 0 || last != "nimber seq: misère quotient: interrupted\n" {
					t.Errorf("stdout %q, stderr %q; want nothing, then that it was interrupted", out.String(), last)
				}
				return
			}
			m := stopped.FindStringSubmatch(last)
			if m == nil {
				t.Fatalf("stderr ends %q, want %s", last, stopped)
			}
			heap := m[1]
			// A run to that heap proves the same quotient.
			want := []string{"seq", "0.764", "--misere", "--quotient", "--to", heap}
			if c.json {
				want = append(want, "--json")
			}
			if wcode, wout, werr := runNimber(want...); wcode != 0 {
				t.Fatalf("%v: exit %d, %s", want, wcode, werr)
			} else if c.json {
				tail := fmt.Sprintf(`,"stopped":%q}`, strings.TrimPrefix(strings.TrimSuffix(last, "\n"), "nimber seq: "))
				if got := out.String(); got != strings.TrimSuffix(wout, "}\n")+tail+"\n" {
					t.Errorf("stopped at heap %s: %s\nwant %s with %s", heap, got, wout, tail)
				}
			} else if out.String() != wout {
				t.Errorf("stopped at heap %s: %s\nwant %s", heap, out.String(), wout)
			}
		})
	}
}

// TestSeqMisereInterrupted: seq --misere stopped through its context
// prints the values of the heaps before the one it stopped at, as a run
// to that heap does, and says where it stopped (exit 2).
func TestSeqMisereInterrupted(t *testing.T) {
	stopped := regexp.MustCompile(`nimber seq: misère values: interrupted \(stopped at heap (\d+); the heaps before it are above\)\n$`)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out bytes.Buffer
	errOut := &cancelOnWrite{cancel: cancel}
	code := runContext(ctx, []string{"seq", "0.07", "--misere", "--to", "60"}, &env{stdin: strings.NewReader(""), stdout: &out, stderr: errOut,
		tty: func(any) bool { return true }, progressEvery: time.Millisecond})
	m := stopped.FindStringSubmatch(errOut.String())
	if code != 2 || m == nil {
		t.Fatalf("exit %d, stderr %q; want 2 and %s", code, errOut.String(), stopped)
	}
	if wcode, wout, werr := runNimber("seq", "0.07", "--misere", "--to", m[1]); wcode != 0 || wout != out.String() {
		t.Errorf("stopped at heap %s: %s\nwant (exit %d, %s) %s", m[1], out.String(), wcode, werr, wout)
	}
}
