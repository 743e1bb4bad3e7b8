package sandbox

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

// commandChildEnv makes the test binary, started again by Command, write
// its value on standard error past the head kept, or hang if it is
// "hang".
const commandChildEnv = "NIMBER_SANDBOX_TEST_CHILD"

func TestMain(m *testing.M) {
	if v := os.Getenv(commandChildEnv); v != "" {
		if v == "hang" {
			time.Sleep(time.Minute)
		}
		fmt.Fprint(os.Stderr, strings.Repeat(v, 1000))
		os.Exit(3)
	}
	os.Exit(m.Run())
}

// The child gets the environment given, its standard error's head is
// kept, and it is killed once its context is done.
func TestCommand(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Skip(err)
	}
	cmd, last := Command(context.Background(), self, nil, []string{commandChildEnv + "=ab"}, 10)
	if err := cmd.Run(); cmd.ProcessState == nil || cmd.ProcessState.ExitCode() != 3 {
		t.Fatalf("child: %v, want exit status 3", err)
	}
	if got := last.String(); got != "ababababab" {
		t.Errorf("stderr head %q, want ababababab", got)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	cmd, _ = Command(ctx, self, nil, []string{commandChildEnv + "=hang"}, 10)
	done := make(chan error, 1)
	go func() { done <- cmd.Run() }()
	select {
	case err := <-done:
		if err == nil || ctx.Err() == nil {
			t.Errorf("hanging child ended with %v before its context was done", err)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("hanging child was not killed when its context was done")
	}
}
