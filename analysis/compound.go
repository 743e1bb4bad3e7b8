package analysis

import (
	"context"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// checkCompound refuses a compound that cannot be asked for with a
// quotient or a remoteness.
func checkCompound(compound string, quotient, remoteness bool) error {
	k, err := sums.ParseCompound(compound)
	switch {
	case err != nil:
		return err
	case k == sums.Disjunctive:
		return nil
	case quotient:
		return errs.Errorf("", errs.Usage, "quotient values disjunctive sums: not with the %s compound", k)
	case remoteness:
		return errs.Errorf("", errs.Usage, "remoteness is of the disjunctive sum: the %s compound says what decides it itself", k)
	}
	return nil
}

// analyzeCompound analyses the components as a compound (opt.Compound):
// the report gives the outcome, and for a conjunctive compound its
// remoteness, the compound's analysis the rest.
func (p *Position) analyzeCompound(ctx context.Context, opt sums.Options) (*Answer, error) {
	c, err := sums.AnalyzeCompound(ctx, p.Sum, opt.Compound, opt)
	if err != nil {
		return nil, err
	}
	r := &answer.Report{
		Game:         p.Family.Name(),
		Position:     game.Option(p.Sum).Strings(),
		Misere:       opt.Misere,
		Outcome:      c.Outcome,
		WinningMoves: []answer.MoveReport{},
		Count:        c.Count, // the compound's moves, listed in Answer.Compound
		CountExact:   c.CountExact,
		Explored:     c.Explored,
		Games:        p.Games,
	}
	if opt.Compound == sums.Conjunctive {
		r.Remoteness = c.Number // the compound's own, the least of its components'
	}
	return &Answer{Report: r, Noun: p.Noun(), Compound: c, Note: p.Note}, nil
}
