package answer

import (
	"context"

	"github.com/nimber/nimber/game"
)

// A QuotientFamily analyses misère sums of its own heaps by their misère
// quotient (sums.Options.Quotient): the quotient of the sums of heaps 1
// to the largest heap of the sum, or of every heap size once the period
// of its pretending function is proved, in which each sum has a class and
// the class says who wins.
type QuotientFamily interface {
	MisereByQuotient(ctx context.Context, sum []game.Component) (*QuotientAnalysis, error)
}

// QuotientAnalysis is a QuotientFamily's answer: the outcome, every
// winning move (the moves to a lost class) but in the components whose
// moves are too many to list, and the sum's class.
type QuotientAnalysis struct {
	Outcome  game.Outcome
	Moves    []game.Move
	Unlisted []Unlisted
	Class    *QuotientClass
}

// A LoopyFamily analyses sums of its components when their positions can
// repeat (a cycle, where a search for Grundy values stops with an
// errs.Cycle error): from generalized Sprague–Grundy values, the report
// may be a draw (D) and then lists the moves that keep it (Report.Value,
// Report.DrawingMoves). sums.Analyze turns to it in normal play.
type LoopyFamily interface {
	AnalyzeLoopy(ctx context.Context, sum []game.Component) (*Report, error)
}
