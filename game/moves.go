package game

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
)

// Moves lists every move of the sum, component by component, in the
// order of each component's Options. Every component must be a Mover.
func Moves(ctx context.Context, sum []Component) ([]Move, error) {
	var moves []Move
	for i, c := range sum {
		opts, err := options(ctx, c)
		if err != nil {
			return nil, err
		}
		for _, o := range opts {
			moves = append(moves, Move{Component: i, To: o})
		}
	}
	return moves, nil
}

// options lists the options of c, naming c in the error.
func options(ctx context.Context, c Component) ([]Option, error) {
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

// PlayableMoves lists the moves a player of sum may pick from: every move
// of each component with at most most of them (0: any number), and for a
// component with more (OptionSampler tells without listing them), or too
// many to list at all (its Options fail with errs.Limit or errs.Unknown),
// up to sample of its smallest moves, with the reason the rest are left
// out. The left-out moves can still be played: ReadMove reads them. It
// fails if a component can neither list nor sample its moves.
func PlayableMoves(ctx context.Context, sum []Component, most, sample int) ([]Move, []Unlisted, error) {
	var (
		moves    []Move
		unlisted []Unlisted
	)
	add := func(i int, opts []Option) {
		for _, o := range opts {
			moves = append(moves, Move{Component: i, To: o})
		}
	}
	for i, c := range sum {
		s, ok := c.(OptionSampler)
		if ok && most > 0 {
			if some, err := s.SampleOptions(ctx, most+1); err == nil && len(some) > most {
				unlisted = append(unlisted, Unlisted{Component: i, Reason: fmt.Sprintf("%s has more than %d moves", c, most)})
				add(i, some[:min(sample, len(some))])
				continue
			}
		}
		opts, err := options(ctx, c)
		if ok && (errs.Is(err, errs.Limit) || errs.Is(err, errs.Unknown)) {
			unlisted = append(unlisted, Unlisted{Component: i, Reason: err.Error()})
			opts, err = s.SampleOptions(ctx, sample)
		}
		if err != nil {
			return nil, nil, err
		}
		add(i, opts)
	}
	return moves, unlisted, nil
}

// ReadMove returns the move that replaces component c of sum with the
// components typed as parts (none: it vanishes), or an error of kind
// errs.Usage saying why there is no such move. A component that is not
// an OptionReader is looked up among its listed options.
func ReadMove(ctx context.Context, sum []Component, c int, parts []string) (Move, error) {
	if c < 0 || c >= len(sum) {
		return Move{}, errs.Errorf("", errs.Usage, "component %d: want 1 to %d", c+1, len(sum))
	}
	if r, ok := sum[c].(OptionReader); ok {
		o, err := r.ReadOption(parts)
		if err != nil {
			return Move{}, errs.E("", errs.Usage, err)
		}
		return Move{Component: c, To: o}, nil
	}
	opts, err := options(ctx, sum[c])
	if err != nil {
		return Move{}, err
	}
	for _, o := range opts {
		if slices.Equal(o.Strings(), parts) {
			return Move{Component: c, To: o}, nil
		}
	}
	return Move{}, errs.Errorf("", errs.Usage, "%s cannot move to %s", sum[c], PartsText(parts))
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

// Text writes m for people as "heap 1: 7 → 2 + 4", or by what it changes
// ("component 1: step 7: 5 coins → step 6"), numbering components from 1
// (JSON numbers them from 0); noun is what the components are called.
func (m MoveReport) Text(noun string) string {
	what := m.Change
	if what == "" {
		what = m.From + " → " + PartsText(m.To)
	}
	return noun + " " + strconv.Itoa(m.Component+1) + ": " + what
}
