package games_test

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
)

// A capability is one method of package game's interfaces, called on the
// components of a position (each in turn) or on its family with the sum.
// It reports whether the family or component has it.
type capability struct {
	name string
	call func(ctx context.Context, f game.Family, sum []game.Component) (bool, error)
}

// componentCap makes a capability of components of type T.
func componentCap[T any](name string, call func(ctx context.Context, c T) error) capability {
	return capability{name, func(ctx context.Context, _ game.Family, sum []game.Component) (bool, error) {
		has := false
		for _, c := range sum {
			if x, ok := c.(T); ok {
				has = true
				if err := call(ctx, x); err != nil {
					return true, err
				}
			}
		}
		return has, nil
	}}
}

// familyCap makes a capability of families of type T, called on each
// component alone, then on the whole sum: a component alone may need a
// search that the sum is refused before (a heap too large for it).
func familyCap[T any](name string, call func(ctx context.Context, f T, sum []game.Component) error) capability {
	return capability{name, func(ctx context.Context, f game.Family, sum []game.Component) (bool, error) {
		x, ok := f.(T)
		if !ok {
			return false, nil
		}
		for _, c := range sum {
			if err := call(ctx, x, []game.Component{c}); !refused(err) {
				return true, err
			}
		}
		return true, call(ctx, x, sum)
	}}
}

// errCannotTell is a TameFamily's "cannot tell at a small cost".
var errCannotTell = errors.New("cannot tell")

// refused reports whether err refuses the question without any work: it
// has no answer here (errs.Unknown: a heap too large to search, a period
// no theorem proves; ErrNoGenus), or cannot be told cheaply. A bound
// reached (errs.Limit) is work done, unless it is the context's error.
func refused(err error) bool {
	return err != nil && !errs.Is(err, errs.Limit) && !errors.Is(err, context.Canceled)
}

// ignore drops a result, keeping the error.
func ignore[T any](_ T, err error) error { return err }

var capabilities = []capability{
	componentCap("Value", func(ctx context.Context, c game.Component) error { return ignore(c.Value(ctx)) }),
	componentCap("Outcome", func(ctx context.Context, c game.Outcomer) error { return ignore(c.Outcome(ctx)) }),
	componentCap("Options", func(ctx context.Context, c game.Mover) error { return ignore(c.Options(ctx)) }),
	componentCap("MovesTo", func(ctx context.Context, c game.ValueMover) error {
		return ignore(c.MovesTo(ctx, game.Star(1)))
	}),
	componentCap("MovesToMax", func(ctx context.Context, c game.MoveLister) error {
		_, _, err := c.MovesToMax(ctx, game.Star(1), 10)
		return err
	}),
	componentCap("CountMovesTo", func(ctx context.Context, c game.MoveCounter) error {
		_, _, err := c.CountMovesTo(ctx, game.Star(1))
		return err
	}),
	componentCap("SomeMovesTo", func(ctx context.Context, c game.Sampler) error {
		return ignore(c.SomeMovesTo(ctx, game.Star(1), 3))
	}),
	componentCap("SampleOptions", func(ctx context.Context, c game.OptionSampler) error {
		return ignore(c.SampleOptions(ctx, 3))
	}),
	familyCap("MisereAnalyze", func(ctx context.Context, f game.MisereFamily, sum []game.Component) error {
		_, _, err := f.MisereAnalyze(ctx, sum)
		return err
	}),
	familyCap("MisereGenus", func(ctx context.Context, f game.GenusFamily, sum []game.Component) error {
		_, _, err := f.MisereGenus(ctx, sum)
		return err
	}),
	familyCap("MisereTame", func(ctx context.Context, f game.TameFamily, sum []game.Component) error {
		if ok, err := f.MisereTame(ctx, sum); err != nil || ok {
			return err
		}
		return errCannotTell
	}),
	familyCap("MisereByQuotient", func(ctx context.Context, f answer.QuotientFamily, sum []game.Component) error {
		return ignore(f.MisereByQuotient(ctx, sum))
	}),
	familyCap("AnalyzeLoopy", func(ctx context.Context, f answer.LoopyFamily, sum []game.Component) error {
		return ignore(f.AnalyzeLoopy(ctx, sum))
	}),
}

// closedForms are the capabilities that may answer with their budget
// spent: each is a formula or a lookup that costs a few operations (Nim's
// heap, Wythoff's theorem, the colon principle), or lists a bounded
// number of moves without valuing any (SampleOptions, the smallest
// moves). Anything that searches, extends a table of values, proves a
// period or values misère sums must stop with the context's error.
var closedForms = map[string][]string{
	"bash":        {"Value", "MovesTo", "Options", "SampleOptions"},
	"coin rules":  {"Value", "MovesTo", "MovesToMax", "CountMovesTo", "SomeMovesTo", "Options", "SampleOptions"},
	"euclid":      {"Value", "Outcome", "MovesTo", "Options", "SampleOptions"},
	"fibonacci":   {"Outcome", "Options", "SampleOptions"},
	"hackenbush":  {"Value", "MovesTo", "Options", "MisereGenus"},
	"lasker":      {"Value", "MovesTo", "MovesToMax", "CountMovesTo", "Options", "SampleOptions"},
	"moore":       {"Outcome", "Options"},
	"nim":         {"Value", "MovesTo", "CountMovesTo", "Options", "SampleOptions", "MisereAnalyze"},
	"northcott":   {"Value", "MovesTo", "Options", "SampleOptions"},
	"poker":       {"Value", "MovesTo", "Options", "SampleOptions"},
	"staircase":   {"Value", "MovesTo", "MovesToMax", "CountMovesTo", "Options", "SampleOptions"},
	"wythoff":     {"Outcome", "Options", "SampleOptions"},
	"octal":       {"SampleOptions"},
	"subtraction": {"SampleOptions"},
}

// closedFamily is the entry of closedForms that holds family info: coin
// games with a closed form by their kind (coins:SPEC values its coins
// one by one, as it is asked), heap games by theirs.
func closedFamily(info games.Info) string {
	switch {
	case slices.Contains(info.Offers, games.NoMisere) && info.Name != "coins":
		return "coin rules"
	case slices.Contains(info.Offers, games.Quotient) && info.Name != "subtraction" && info.Name != "allbut":
		return "octal"
	case info.Name == "allbut":
		return "subtraction"
	}
	return info.Name
}

// TestDoneBudget runs every capability of every catalog family, on its
// example position, with a context already cancelled: one that searches,
// lists without bound or proves must return the context's error (wrapped)
// instead of its work; only closedForms may answer, and any capability
// may refuse a question it has no answer to (refused). Each capability
// gets a fresh family, so that no earlier call's memo answers for it.
func TestDoneBudget(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, info := range games.List() {
		words := strings.Fields(info.Example)
		allowed := closedForms[closedFamily(info)]
		for _, cp := range capabilities {
			f := mustLookup(t, words[0])
			var sum []game.Component
			for _, s := range words[1:] {
				sum = append(sum, mustParse(t, f, s))
			}
			has, err := cp.call(ctx, f, sum)
			switch {
			case !has, errors.Is(err, context.Canceled), refused(err):
			case slices.Contains(allowed, cp.name):
			case err != nil:
				t.Errorf("%s: %s with a done budget: %v, want the context's error", info.Example, cp.name, err)
			default:
				t.Errorf("%s: %s answered with a done budget; only a closed form may", info.Example, cp.name)
			}
		}
	}
}
