package answer

import (
	"context"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// An OptionReader reads a move of a component as a player types it,
// without listing every move: a Nim heap of 10^12 has that many. parts
// are the strings of what the move leaves, in the family's syntax. It
// returns the option, or an error of kind errs.Usage saying why that is
// not a move.
type OptionReader interface {
	ReadOption(parts []string) (game.Option, error)
}

// ReadMove returns the move that replaces component c of sum with the
// components typed as parts (none: it vanishes), or an error of kind
// errs.Usage saying why there is no such move. A component that is not
// an OptionReader is looked up among its listed options.
func ReadMove(ctx context.Context, sum []game.Component, c int, parts []string) (game.Move, error) {
	if c < 0 || c >= len(sum) {
		return game.Move{}, errs.Errorf("", errs.Usage, "component %d: want 1 to %d", c+1, len(sum))
	}
	if r, ok := sum[c].(OptionReader); ok {
		o, err := r.ReadOption(parts)
		if err != nil {
			return game.Move{}, errs.E("", errs.Usage, err)
		}
		return game.Move{Component: c, To: o}, nil
	}
	opts, err := game.Options(ctx, sum[c])
	if err != nil {
		return game.Move{}, err
	}
	for _, o := range opts {
		if slices.Equal(o.Strings(), parts) {
			return game.Move{Component: c, To: o}, nil
		}
	}
	return game.Move{}, errs.Errorf("", errs.Usage, "%s cannot move to %s", sum[c], game.PartsText(parts))
}
