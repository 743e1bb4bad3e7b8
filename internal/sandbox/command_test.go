package sandbox

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// commandChildEnv makes the test binary, started again by Run, act as
// its value says: "hang" sleeps, "oom" dies as the runtime does out of
// memory, "msg" writes to file 3, anything else is written on standard
// error past the head kept before exit status 3.
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
