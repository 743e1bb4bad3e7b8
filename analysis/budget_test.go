package analysis_test

import (
	"context"
	"errors"
	"strings"
	"testing"

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
