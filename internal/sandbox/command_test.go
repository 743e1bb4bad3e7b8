package sandbox

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// commandChildEnv makes the test binary, started again by Run, act as
// its value says: "hang" sleeps, "oom" dies as the runtime does out of
// memory, "msg" writes to file 3, "stop" says "ready" on standard output,
// then stops on an interrupt or a termination with a message on file 3
// and exit status 2; anything else is written on standard error past the
// head kept before exit status 3.
const commandChildEnv = "NIMBER_SANDBOX_TEST_CHILD"

func TestMain(m *testing.M) {
	switch v := os.Getenv(commandChildEnv); v {
	case "":
		os.Exit(m.Run())
	case "hang":
		time.Sleep(time.Minute)
	case "oom":
		fmt.Fprint(os.Stderr, "fatal error: runtime: out of memory\n")
		os.Exit(2)
	case "msg":
		fmt.Fprint(os.NewFile(3, "messages"), "hello")
		os.Exit(0)
	case "stop":
		sigs := make(chan os.Signal, 1)
		signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
		fmt.Println("ready")
		fmt.Fprintf(os.NewFile(3, "messages"), "stopped by %v", <-sigs)
		os.Exit(2)
	default:
		fmt.Fprint(os.Stderr, strings.Repeat(v, 1000))
		os.Exit(3)
	}
}

// Run says how each kind of child ended, keeps its standard error's
// head, hands it file 3, and kills it once its context is done.
func TestRun(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	run := func(ctx context.Context, v string, c Child) End {
		c.Path, c.Env = self, []string{commandChildEnv + "=" + v}
		return Run(ctx, c)
	}
	bg := context.Background()
	if end := run(bg, "ab", Child{LastWords: 10}); end.How != Exited || end.Code != 3 || string(end.LastWords) != "ababababab" {
		t.Errorf("exit 3: got %v, code %d, last words %q; want Exited, 3, ababababab", end.How, end.Code, end.LastWords)
	}
	if end := run(bg, "oom", Child{}); end.How != OutOfMemory {
		t.Errorf("out of memory: got %v, want OutOfMemory", end.How)
	}
	var msg bytes.Buffer
	if end := run(bg, "msg", Child{Messages: &msg}); end.How != Exited || end.Code != 0 || msg.String() != "hello" {
		t.Errorf("messages: got %v, code %d, file 3 %q; want Exited, 0, hello", end.How, end.Code, msg.String())
	}
	ctx, cancel := context.WithTimeout(bg, 100*time.Millisecond)
	defer cancel()
	done := make(chan End, 1)
	go func() { done <- run(ctx, "hang", Child{}) }()
	select {
	case end := <-done:
		if end.How != Killed {
			t.Errorf("hanging child: got %v (%v), want Killed", end.How, end.Err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("hanging child was not killed when its context was done")
	}
	if end := Run(bg, Child{Path: "/nonexistent/nimber"}); end.How != NotStarted || end.Err == nil {
		t.Errorf("missing program: got %v (%v), want NotStarted with an error", end.How, end.Err)
	}
}

// passGrace is how long after a signal to the parent TestPassSignals
// waits for the child to stop before killing it, as timeout -k does:
// the signal must reach the child at once, not once the child has had
// time to stop by a signal of its own.
const passGrace = 700 * time.Millisecond

// A signal to the parent alone reaches the child at once: the child
// stops itself, with its message and exit status, before the parent's
// context kills it.
func TestPassSignals(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			var msg bytes.Buffer
			ready := &onFirstWrite{f: func() {
				syscall.Kill(os.Getpid(), sig)
				time.AfterFunc(passGrace, cancel)
			}}
			end := Run(ctx, Child{Path: self, Env: []string{commandChildEnv + "=stop"}, Stdout: ready, Messages: &msg, PassSignals: true})
			if want := "stopped by " + sig.String(); end.How != Exited || end.Code != 2 || msg.String() != want {
				t.Errorf("got %v (%v), code %d, file 3 %q; want Exited, 2, %q", end.How, end.Err, end.Code, msg.String(), want)
			}
		})
	}
}

// A onFirstWrite calls f at its first write.
type onFirstWrite struct {
	once sync.Once
	f    func()
}

func (w *onFirstWrite) Write(p []byte) (int, error) {
	w.once.Do(w.f)
	return len(p), nil
}
