package sums

import (
	"context"
	"math"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// maxExamples is how many moves a Sampler is asked for.
const maxExamples = 3

// winning gathers the winning moves of a normal-play sum into a report,
// component by component: it lists the first of them, at most
// Options.MaxMoves for the whole sum, and counts them all where it can.
type winning struct {
	r     *answer.Report
	sum   []game.Component
	room  int // moves that may still be listed; -1: any number
	cheap bool
	full  bool // Options.FullMoves
}

// newWinning starts r's winning moves: none yet, counted exactly.
func newWinning(r *answer.Report, sum []game.Component, opt Options) *winning {
	r.WinningMoves, r.Count, r.CountExact = []answer.MoveReport{}, 0, true
	room := opt.MaxMoves
	switch {
	case room == 0:
		room = -1
	case room < 0:
		room = 0
	}
	return &winning{r: r, sum: sum, room: room, cheap: opt.CheapCount, full: opt.FullMoves}
}

// add lists and counts the options of component i, c, of value target.
func (w *winning) add(ctx context.Context, i int, c game.Component, target game.Nimber) error {
	var (
		opts     []game.Option
		count    uint64
		exact    bool
		unlisted bool
	)
	if w.room != 0 {
		var (
			all int
			err error
		)
		opts, all, err = listMovesTo(ctx, c, target, w.room)
		if k := errs.KindOf(err); k == errs.Limit || k == errs.Unknown {
			// The value is known, so the outcome stands; only the list
			// of this component's moves is out of reach.
			w.unlisted(ctx, i, c, target, err)
			opts, all, unlisted = nil, -1, true
		} else if err != nil {
			return err
		}
		if all >= 0 {
			count, exact = uint64(all), true
		}
	}
	if !exact {
		var err error
		count, exact, err = w.count(ctx, c, target, len(opts))
		if k := errs.KindOf(err); (k == errs.Limit || k == errs.Unknown) && !unlisted {
			w.unlisted(ctx, i, c, target, err) // say why, though no room was left
			unlisted = true
		} else if err != nil && !unlisted {
			return err
		}
	}
	for _, o := range opts {
		w.r.WinningMoves = append(w.r.WinningMoves, reportMove(game.Move{Component: i, To: o}, w.sum, w.full))
	}
	if w.room > 0 {
		w.room -= len(opts)
	}
	// Moves left out for want of room, not because they cannot be listed.
	if !unlisted && (count > uint64(len(opts)) || !exact) {
		w.r.Truncated = true
	}
	var saturated bool
	w.r.Count, saturated = addCount(w.r.Count, count)
	w.r.CountExact = w.r.CountExact && exact && !saturated
	return nil
}

// unlisted records why component i's moves cannot be listed, with a few
// of them if it can find some (Sampler).
func (w *winning) unlisted(ctx context.Context, i int, c game.Component, target game.Nimber, err error) {
	u := answer.Unlisted{Component: i, Reason: err.Error()}
	if s, ok := c.(game.Sampler); ok {
		some, _ := s.SomeMovesTo(ctx, target, maxExamples)
		for _, o := range some {
			u.Examples = append(u.Examples, reportMove(game.Move{Component: i, To: o}, w.sum, w.full))
		}
	}
	w.r.Unlisted = append(w.r.Unlisted, u)
}

// count counts the options of c of value target, of which listed were
// listed: by its MoveCounter, else, unless only cheap counts are asked
// for, by listing them all. Past what it can count it returns a lower
// bound, with the error that stopped it.
func (w *winning) count(ctx context.Context, c game.Component, target game.Nimber, listed int) (uint64, bool, error) {
	if mc, ok := c.(game.MoveCounter); ok {
		return mc.CountMovesTo(ctx, target)
	}
	if w.cheap {
		return uint64(listed), false, nil
	}
	all, err := movesTo(ctx, c, target)
	if err != nil {
		return uint64(listed), false, err
	}
	return uint64(len(all)), true, nil
}

// listMovesTo lists at most room options of c of value target (room < 0:
// all of them) and says how many there are in all, or -1 when it does
// not know: a MoveLister stops at room, others list them all.
func listMovesTo(ctx context.Context, c game.Component, target game.Nimber, room int) (opts []game.Option, all int, err error) {
	if l, ok := c.(game.MoveLister); ok && room > 0 {
		opts, more, err := l.MovesToMax(ctx, target, room)
		if more {
			return opts, -1, err
		}
		return opts, len(opts), err
	}
	opts, err = movesTo(ctx, c, target)
	if room >= 0 && len(opts) > room {
		return opts[:room], len(opts), err
	}
	return opts, len(opts), err
}

// addCount adds n moves to a count, saturating: a sum's moves may be
// counted past what an int64 holds; saturated says the sum is then only a
// lower bound.
func addCount(count int64, n uint64) (sum int64, saturated bool) {
	if n > uint64(math.MaxInt64-count) {
		return math.MaxInt64, true
	}
	return count + int64(n), false
}
