package sums

import (
	"context"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Options control Analyze.
type Options struct {
	Misere bool
	// MaxPositions bounds the generic misère search of a sum; 0 means
	// DefaultMaxPositions.
	MaxPositions int
	// Quotient, in misère play, values a sum of heaps of a QuotientFamily
	// by the misère quotient instead of its genus: fast for sums of many
	// heaps (the quotient is computed once), but without the genus.
	Quotient bool
	// MaxMoves bounds the winning moves listed for the whole sum: moves
	// past it are never built, and Report.Truncated says some were left
	// out. 0 lists them all; NoMoves lists none.
	MaxMoves int
	// FullMoves writes every move as the component it is made in and
	// what replaces it, even in a large component (answer.Changer), where a
	// report would then grow as the square of the position.
	FullMoves bool
	// CheapCount counts winning moves past those listed only where that
	// is cheap (a MoveCounter); elsewhere Count is a lower bound. By
	// default they are counted by listing them.
	CheapCount bool
	// Remoteness asks for the sum's remoteness (Report.Remoteness), when
	// a search of at most DefaultRemoteSums sums finds it.
	Remoteness bool
	// Compound, if not "" or Disjunctive, plays the components as that
	// compound instead (AnalyzeCompound).
	Compound Compound
}

// NoMoves as Options.MaxMoves lists no winning move.
const NoMoves = -1

// Analyze is AnalyzeContext with a context that is never done, for work
// that need not stop before its bounds (tests, examples).
func Analyze(f game.Family, sum []game.Component, opt Options) (*answer.Report, error) {
	return AnalyzeContext(context.Background(), f, sum, opt)
}

// Analyze computes the outcome, Grundy value and winning moves of the
// disjunctive sum of components, all of family f: the outcome and value
// first, then the first opt.MaxMoves winning moves, counted as
// opt.CheapCount says. In normal play, a sum whose positions can repeat
// is left to f if it is a LoopyFamily; otherwise (misère play, or a
// SumFamily that mixes games) every sum reachable from it is searched,
// and the answer may be a draw (D) with the moves that keep it. Those
// searches stop when ctx is done, with an errs.Limit error wrapping its
// error.
func AnalyzeContext(ctx context.Context, f game.Family, sum []game.Component, opt Options) (*answer.Report, error) {
	const op = "analyze"
	if len(sum) == 0 {
		return nil, errs.Errorf(op, errs.Usage, "empty position: give at least one component")
	}
	if opt.Quotient && !opt.Misere {
		return nil, errs.Errorf(op, errs.Usage, "the misère quotient is of misère play: ask for misère play too")
	}
	r := &answer.Report{Game: f.Name(), Position: make([]string, len(sum)), Misere: opt.Misere}
	for i, c := range sum {
		r.Position[i] = c.String()
	}
	// A family keeps what its searches learnt from one analysis to the
	// next (a batch): a report counts the positions it explored itself.
	counter, _ := f.(game.Counter)
	var before int64
	if counter != nil {
		before = counter.Explored()
	}
	var (
		moves []game.Move
		err   error
	)
	if opt.Misere {
		r.Outcome, moves, r.Explored, err = analyzeMisere(ctx, f, sum, opt, r)
	} else {
		err = analyzeNormal(ctx, r, sum, opt)
	}
	if l, ok := f.(answer.LoopyFamily); ok && !opt.Misere && errs.Is(err, errs.Cycle) {
		lr, err := l.AnalyzeLoopy(ctx, sum)
		if err != nil {
			return nil, err
		}
		lr.CountExact = true
		bound(lr, opt.MaxMoves)
		return lr, nil
	}
	if errs.Is(err, errs.Cycle) { // misère play, or a sum that mixes games
		var drawing []game.Move
		r.Grundy, r.Values, r.Unlisted, r.WinningMoves = nil, nil, nil, nil
		r.Outcome, moves, drawing, r.Explored, err = analyzeRetrograde(ctx, sum, opt.MaxPositions, opt.Misere)
		r.DrawingMoves = moveReports(sum, drawing, opt.FullMoves)
	}
	if err != nil {
		return nil, err
	}
	if r.WinningMoves == nil { // the moves of a search, all found
		n := len(moves)
		if opt.MaxMoves != 0 {
			n = min(n, max(opt.MaxMoves, 0))
		}
		r.WinningMoves = moveReports(sum, moves[:n], opt.FullMoves)
		r.Count, r.CountExact, r.Truncated = int64(len(moves)), len(r.Unlisted) == 0, n < len(moves)
	}
	if counter != nil {
		r.Explored += counter.Explored() - before
	}
	if opt.Remoteness && r.Outcome != game.D {
		// Too many sums, or moves that cannot be listed: no remoteness,
		// the rest of the answer stands.
		rem, _, err := RemotenessOf(ctx, sum, opt)
		switch {
		case err == nil:
			r.Remoteness = &rem.Moves
		case ctx.Err() != nil:
			return nil, err // the request's deadline, not a bound of the search
		}
	}
	return r, nil
}

// bound cuts r's winning moves to the first most (0: all; NoMoves: none).
func bound(r *answer.Report, most int) {
	if most == 0 || len(r.WinningMoves) <= most {
		return
	}
	r.WinningMoves, r.Truncated = r.WinningMoves[:max(most, 0)], true
}

// moveReports reports moves in sum, as an empty list when there are none.
func moveReports(sum []game.Component, moves []game.Move, full bool) []answer.MoveReport {
	out := make([]answer.MoveReport, len(moves))
	for i, m := range moves {
		out[i] = reportMove(m, sum, full)
	}
	return out
}

// reportMove reports m, in full if asked (Options.FullMoves).
func reportMove(m game.Move, sum []game.Component, full bool) answer.MoveReport {
	if full {
		return answer.FullMoveOf(m, sum)
	}
	return answer.MoveOf(m, sum)
}

func analyzeNormal(ctx context.Context, r *answer.Report, sum []game.Component, opt Options) error {
	values := make([]game.Nimber, len(sum))
	var total game.Nimber
	for i, c := range sum {
		v, err := c.Value(ctx)
		if err != nil {
			if oc, ok := outcomerFor(c, err); ok && len(sum) == 1 {
				return loneOutcome(ctx, r, c, oc, err, opt)
			}
			return err
		}
		values[i] = v
		total = total.Xor(v)
	}
	r.Grundy, r.Values = &total, values
	w := newWinning(r, sum, opt)
	if total.IsZero() {
		r.Outcome = game.P
		return nil
	}
	r.Outcome = game.N
	for i, c := range sum {
		if err := w.add(ctx, i, c, values[i].Xor(total)); err != nil {
			return err
		}
	}
	return nil
}

// outcomerFor returns c's Outcomer when its value failed with err in a
// way its outcome may not: the value unknown, or a bound reached.
func outcomerFor(c game.Component, err error) (game.Outcomer, bool) {
	if !errs.Is(err, errs.Unknown) && !errs.Is(err, errs.Limit) {
		return nil, false
	}
	oc, ok := c.(game.Outcomer)
	return oc, ok
}

// LoneOutcome returns the normal-play outcome of c alone: from its value,
// or, where that is unknown or past a bound, from its Outcomer, as
// Analyze does (Wythoff's P-positions at any size).
func LoneOutcome(ctx context.Context, c game.Component) (game.Outcome, error) {
	v, err := c.Value(ctx)
	if err != nil {
		if oc, ok := outcomerFor(c, err); ok {
			return oc.Outcome(ctx)
		}
		return game.P, err
	}
	if v.IsZero() {
		return game.P, nil
	}
	return game.N, nil
}

// loneOutcome analyses a single component whose Grundy value is unknown but
// whose outcome is: its winning moves are its moves to P-positions.
func loneOutcome(ctx context.Context, r *answer.Report, c game.Component, oc game.Outcomer, valueErr error, opt Options) error {
	o, err := oc.Outcome(ctx)
	if err != nil {
		return err
	}
	r.Outcome = o
	w := newWinning(r, []game.Component{c}, opt)
	if o != game.N {
		return nil
	}
	if _, ok := c.(game.ValueMover); !ok {
		return valueErr
	}
	return w.add(ctx, 0, c, game.Nimber{})
}

// movesTo returns the options of c whose value is target.
func movesTo(ctx context.Context, c game.Component, target game.Nimber) ([]game.Option, error) {
	if vm, ok := c.(game.ValueMover); ok {
		return vm.MovesTo(ctx, target)
	}
	m, ok := c.(game.Mover)
	if !ok {
		return nil, errs.Errorf("winning moves", errs.Internal, "component %s can neither list its moves nor find moves to a value", c)
	}
	all, err := m.Options(ctx)
	if err != nil {
		return nil, err
	}
	var out []game.Option
	for _, o := range all {
		v, err := o.Value(ctx)
		if err != nil {
			return nil, err
		}
		if v.Cmp(target) == 0 {
			out = append(out, o)
		}
	}
	return out, nil
}
