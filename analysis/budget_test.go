package analysis_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/analysis"
)

// TestCancelledBudget runs every request kind on every game with a budget
// already spent: each returns the cancellation, never an answer, however
// cheap its closed form.
func TestCancelledBudget(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	requests := map[string]func(words []string) *analysis.Request{}
	for _, info := range analysis.List(nil) {
		requests[info.Name] = func(words []string) *analysis.Request {
			return &analysis.Request{Game: words[0], Position: words[1:]}
		}
	}
	requests["FILE.star"] = func([]string) *analysis.Request {
		return &analysis.Request{Game: "../examples/kayles.star", Position: []string{"4,7,9"}, Source: analysis.Source{Files: true}}
	}
	requests["graph:FILE"] = func([]string) *analysis.Request {
		return &analysis.Request{Game: "edges", Graph: []byte("a b\nb a\nb c\n"), Position: []string{"a"}}
	}
	for _, info := range append(analysis.List(nil), analysis.FileGames...) {
		words := strings.Fields(info.Example)
		for _, misere := range []bool{false, true} {
			r := requests[info.Name](words)
			r.Misere = misere
			if a, err := analysis.Analyze(ctx, r); !errors.Is(err, context.Canceled) {
				t.Errorf("Analyze(%s, misère %v) with a spent budget = %v, %v; want the cancellation", info.Example, misere, a, err)
			}
			if g, err := analysis.Play(ctx, r, 10, 10); !errors.Is(err, context.Canceled) {
				t.Errorf("Play(%s, misère %v) with a spent budget = %v, %v; want the cancellation", info.Example, misere, g, err)
			}
		}
		r := requests[info.Name](words)
		if f, err := analysis.Family(context.Background(), r); err == nil {
			tab, err := analysis.Table(ctx, f, analysis.TableRequest{N: "0..3"})
			if !errors.Is(err, context.Canceled) {
				t.Errorf("Table(%s) with a spent budget = %v, %v; want the cancellation", info.Name, tab, err)
			}
		}
	}
	if c, err := analysis.Calculate(ctx, "3*5"); !errors.Is(err, context.Canceled) {
		t.Errorf("Calculate(3*5) with a spent budget = %v, %v; want the cancellation", c, err)
	}
}

// Work stopped by its context says why: the limit that was its cause, or
// that it was interrupted; an error that already says it was interrupted,
// and where, stays as it is, as does any error once the context is not
// done.
func TestStopped(t *testing.T) {
	where := fmt.Errorf("%w (stopped at heap 7)", analysis.Interrupted("misère values"))
	tests := []struct {
		name  string
		cause error // the context's cancellation cause; nil: not done
		err   error
		want  string
	}{
		{"interrupted", analysis.Interrupted(""), fmt.Errorf("solve: %w", context.Canceled), "interrupted"},
		{"cancelled", context.Canceled, fmt.Errorf("solve: %w", context.Canceled), "interrupted"},
		{"time limit", analysis.TimedOut(time.Second), fmt.Errorf("solve: %w", context.Canceled), "stopped after the 1s time limit; raise --timeout"},
		{"said where", analysis.Interrupted(""), where, "misère values: interrupted (stopped at heap 7)"},
		{"another error", analysis.Interrupted(""), errors.New("no such game"), "no such game"},
		{"not done", nil, fmt.Errorf("solve: %w", context.Canceled), "solve: context canceled"},
	}
	for _, test := range tests {
		ctx, cancel := context.WithCancelCause(context.Background())
		if test.cause != nil {
			cancel(test.cause)
		}
		if got := fmt.Sprint(analysis.Stopped(ctx, test.err)); got != test.want {
			t.Errorf("%s: Stopped = %q, want %q", test.name, got, test.want)
		}
		cancel(nil)
	}
}
