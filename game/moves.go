package game

import (
	"context"
	"slices"
	"strings"

	"github.com/nimber/nimber/errs"
)

// Moves lists every move of the sum, component by component, in the
// order of each component's Options. Every component must be a Mover.
func Moves(ctx context.Context, sum []Component) ([]Move, error) {
	var moves []Move
	for i, c := range sum {
		opts, err := Options(ctx, c)
		if err != nil {
			return nil, err
		}
		for _, o := range opts {
			moves = append(moves, Move{Component: i, To: o})
		}
	}
	return moves, nil
}

// Options lists the options of c, naming c in the error: c must be a
// Mover.
func Options(ctx context.Context, c Component) ([]Option, error) {
	mv, ok := c.(Mover)
	if !ok {
		return nil, errs.Errorf("moves", errs.Usage, "the moves of %s cannot be listed", c)
	}
	opts, err := mv.Options(ctx)
	if err != nil {
		return nil, errs.E("the moves of "+c.String(), errs.KindOf(err), err)
	}
	return opts, nil
}

// PartsText renders what a move leaves as a player types it: the parts
// joined by " + ", or "nothing".
func PartsText(parts []string) string {
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " + ")
}

// Apply returns the sum after move m, leaving sum as it was.
func Apply(sum []Component, m Move) []Component {
	next := make([]Component, 0, len(sum)+len(m.To))
	next = append(next, sum[:m.Component]...)
	next = append(next, m.To...)
	return append(next, sum[m.Component+1:]...)
}

// Equal reports whether m and o are the same move: the same component
// to parts of the same strings.
func (m Move) Equal(o Move) bool {
	return m.Component == o.Component && slices.Equal(m.To.Strings(), o.To.Strings())
}
