package rules

import (
	"context"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
)

// MisereAnalyze decides a sum under misère play by searching sums of
// positions (misère play has no Sprague–Grundy shortcut, so components are
// not split) and lists the moves to lost sums.
func (g *Game) MisereAnalyze(ctx context.Context, sum []game.Component) (game.Outcome, []game.Move, error) {
	ids := make([]uint32, len(sum))
	for i, c := range sum {
		pc, ok := c.(component)
		if !ok || pc.g != g {
			return 0, nil, errs.Errorf("misère analysis", errs.Internal, "component %s is not a position of %s", c, g.name)
		}
		ids[i] = pc.id
	}
	if g.misere == nil {
		g.misere = solve.NewSums(g.misereMoves, g.formatID,
			solve.Options{MaxPositions: g.opt.MaxPositions, Progress: g.opt.Progress})
	}
	o, wins, err := g.misere.Analyze(ctx, ids)
	moves := make([]game.Move, len(wins))
	for i, w := range wins {
		moves[i] = game.Move{Component: w.Component, To: game.Option{component{g, w.To}}}
	}
	return o, moves, err
}
