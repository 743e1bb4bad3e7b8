package games

import (
	"context"
	"errors"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
)

// maxPositions is the configured search limit, defaulted.
func maxPositions(cfg Config) int {
	if cfg.MaxPositions > 0 {
		return cfg.MaxPositions
	}
	return game.DefaultMaxPositions
}

// tooManyOptions is the error of a component, what ("heap", "position"),
// with more options than limit, refusing to list them.
func tooManyOptions(op, what string, c game.Component, limit int) error {
	return errs.Boundf(op, "max-positions", "%s %s has more than %d options to list", what, c, limit)
}

// searcher values positions of a family without a closed form for its
// Grundy values by memoized search, within the configured limit.
type searcher[P comparable] struct {
	op     string // the family's name, for errors
	limit  int
	solver *solve.Solver[P]
}

func newSearcher[P comparable](op string, g solve.Game[P], cfg Config) *searcher[P] {
	limit := maxPositions(cfg)
	return &searcher[P]{op: op, limit: limit, solver: solve.New(g, solve.Options{MaxPositions: limit})}
}

// needsMore is the error of a position, described by what ("heap 7"),
// whose value needs more than limit positions of family op.
func needsMore(op, what string, limit int) error {
	return errs.Boundf(op, "max-positions", "%s of %s needs more than %d positions", what, op, limit)
}

// explain turns the solver's limit error into one naming the position;
// a search stopped by ctx keeps its error, which says why.
func (s *searcher[P]) explain(ctx context.Context, err error, what string) error {
	if errs.Is(err, errs.Limit) && (ctx.Err() == nil || !errors.Is(err, ctx.Err())) {
		return needsMore(s.op, what, s.limit)
	}
	return err
}

// check refuses a search whose estimated work (options visited) exceeds
// the limit before starting it, as a search past the limit would be slow.
func (s *searcher[P]) check(work uint64, what string) error {
	if work > uint64(s.limit) {
		return needsMore(s.op, what, s.limit)
	}
	return nil
}

// grundy returns the value of p; what names p in errors ("position 9,4").
func (s *searcher[P]) grundy(ctx context.Context, p P, what string) (game.Nimber, error) {
	v, err := s.solver.Grundy(ctx, p)
	if err != nil {
		return game.Nimber{}, s.explain(ctx, err, what)
	}
	return game.Star(v), nil
}

// movesTo returns the options of p of value target.
func (s *searcher[P]) movesTo(ctx context.Context, p P, target game.Nimber, what string) ([]P, error) {
	t, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	out, err := s.solver.MovesTo(ctx, p, t)
	return out, s.explain(ctx, err, what)
}

// Explored is the number of positions searched so far.
func (s *searcher[P]) Explored() int64 { return s.solver.Explored() }
