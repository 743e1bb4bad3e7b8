package sums

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// PlayableMoves lists the moves a player of sum may pick from: every move
// of each component with at most most of them (0: any number), and for a
// component with more (OptionSampler tells without listing them), or too
// many to list at all (its Options fail with errs.Limit or errs.Unknown),
// up to sample of its smallest moves, with the reason the rest are left
// out. The left-out moves can still be played: answer.ReadMove reads them. It
// fails if a component can neither list nor sample its moves.
func PlayableMoves(ctx context.Context, sum []game.Component, most, sample int) ([]game.Move, []answer.Unlisted, error) {
	var (
		moves    []game.Move
		unlisted []answer.Unlisted
	)
	add := func(i int, opts []game.Option) {
		for _, o := range opts {
			moves = append(moves, game.Move{Component: i, To: o})
		}
	}
	for i, c := range sum {
		s, ok := c.(game.OptionSampler)
		if ok && most > 0 {
			if some, err := s.SampleOptions(ctx, most+1); err == nil && len(some) > most {
				unlisted = append(unlisted, answer.Unlisted{Component: i, Reason: fmt.Sprintf("%s has more than %d moves", c, most)})
				add(i, some[:min(sample, len(some))])
				continue
			}
		}
		opts, err := game.Options(ctx, c)
		if ok && (errs.Is(err, errs.Limit) || errs.Is(err, errs.Unknown)) {
			unlisted = append(unlisted, answer.Unlisted{Component: i, Reason: err.Error()})
			opts, err = s.SampleOptions(ctx, sample)
		}
		if err != nil {
			return nil, nil, err
		}
		add(i, opts)
	}
	return moves, unlisted, nil
}
