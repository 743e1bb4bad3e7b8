package rules_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/rules"
)

// A rules file's searches stop with the context each call is given, not
// only with the one it was loaded with: with one already cancelled,
// every capability that searches returns its error. Options, one call of
// moves(p), may answer.
func TestDoneBudget(t *testing.T) {
	const subtraction = "def moves(p):\n    return [p - k for k in (1, 2) if k <= p]\n"
	const cycle = "EDGES = {0: [1], 1: [0, 2], 2: []}\n\ndef moves(p):\n    return EDGES[p]\n"
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, test := range []struct {
		src, position string
		calls         map[string]func(*rules.Game, game.Component) error
	}{
		{subtraction, "30", map[string]func(*rules.Game, game.Component) error{
			"Value":   func(_ *rules.Game, c game.Component) error { _, err := c.Value(done); return err },
			"Outcome": func(_ *rules.Game, c game.Component) error { _, err := c.(game.Outcomer).Outcome(done); return err },
			"MovesTo": func(_ *rules.Game, c game.Component) error {
				_, err := c.(game.ValueMover).MovesTo(done, game.Star(1))
				return err
			},
			"MisereAnalyze": func(g *rules.Game, c game.Component) error {
				_, _, err := g.MisereAnalyze(done, []game.Component{c})
				return err
			},
		}},
		{cycle, "0", map[string]func(*rules.Game, game.Component) error{
			"AnalyzeLoopy": func(g *rules.Game, c game.Component) error {
				_, err := g.AnalyzeLoopy(done, []game.Component{c})
				return err
			},
			"LoopyValuesOf": func(g *rules.Game, c game.Component) error {
				_, err := g.LoopyValuesOf(done, []game.Component{c})
				return err
			},
		}},
	} {
		for name, call := range test.calls {
			g, err := rules.Load(context.Background(), "budget.star", []byte(test.src), rules.Options{})
			if err != nil {
				t.Fatal(err)
			}
			c, err := g.Parse(test.position)
			if err != nil {
				t.Fatal(err)
			}
			if err := call(g, c); !errors.Is(err, context.Canceled) {
				t.Errorf("%s of %s with a done context: %v, want its error", name, test.position, err)
			}
		}
	}
}

// A position read once the game's context is done stops with the
// context's error, not as a position misread, with or without parse(s).
func TestParseStopped(t *testing.T) {
	const moves = "def moves(p):\n    return [p - k for k in (1, 2) if k <= p]\n"
	tests := []struct{ name, src string }{
		{"a literal", moves},
		{"parse(s)", moves + "\ndef parse(s):\n    return int(s)\n"},
	}
	for _, test := range tests {
		ctx, cancel := context.WithCancel(context.Background())
		g, err := rules.Load(ctx, "stopped.star", []byte(test.src), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		cancel()
		// The game stops on a goroutine of the context's: until then a
		// position reads.
		for range 1000 {
			if _, err = g.Parse("7"); err != nil {
				break
			}
			time.Sleep(time.Millisecond)
		}
		if !errors.Is(err, context.Canceled) || errs.KindOf(err) != errs.Limit || strings.Contains(fmt.Sprint(err), "a position is") {
			t.Errorf("%s: Parse once the context is done: %v, want a limit error wrapping context.Canceled", test.name, err)
		}
	}
}
