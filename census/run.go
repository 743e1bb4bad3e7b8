package census

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

// Limits bound the work on each game of a census.
type Limits struct {
	To          int           // values per game at most
	TimePerGame time.Duration // 0: none
	MaxMemory   int64         // bytes of values per game; 0: none
	Workers     int           // goroutines per game (heap.Options.Workers)
	// Progress, if set, hears how far Run has got with class c, n values,
	// every 4,096 values, from the goroutine running it: a game may take
	// hours.
	Progress func(c *Class, n int)
}

// Run computes class c's representative and returns a record for each
// of its games. It fails only when ctx is done (the class is then not
// done) or on an error of nimber's; a game stopped by a limit of lim is
// recorded as such.
func Run(ctx context.Context, fam Family, c *Class, lim Limits) ([]Record, error) {
	rep := rules(c.Games[0])
	opt := heap.Options{Workers: lim.Workers, MaxMemory: lim.MaxMemory}
	if lim.Progress != nil {
		opt.Progress = func(p heap.Progress) { lim.Progress(c, p.N) }
		opt.ProgressEvery = 1 << 12
	}
	eng := heap.NewEngine(rep, opt)
	defer eng.Close()
	gctx, cancel := ctx, context.CancelFunc(func() {})
	if lim.TimePerGame > 0 {
		gctx, cancel = context.WithTimeout(ctx, lim.TimePerGame)
	}
	defer cancel()
	// Members with a smaller offset read the representative's values
	// that far ahead.
	ahead := 0
	for _, off := range c.Offsets {
		ahead = max(ahead, c.Offsets[0]-off)
	}
	p, err := eng.ExtendUntilProved(gctx, lim.To+ahead, heap.Steps{})
	base := Record{Family: fam.String(), To: lim.To}
	switch {
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case err != nil && gctx.Err() != nil:
		base.Class, base.Limit = Stopped, "time"
	case err != nil && errs.Is(err, errs.Limit):
		base.Class, base.Limit = Stopped, "memory"
	case err != nil:
		return nil, err
	case p == nil:
		base.Class = Unsolved
	case p.ProvedAt <= TrivialBound:
		base.Class = Trivial
	default:
		base.Class = Solved
	}
	all := eng.Values(nil, 0, eng.Len())
	recs := make([]Record, len(c.Games))
	for i, g := range c.Games {
		d := c.Offsets[i] - c.Offsets[0]
		rec := base
		rec.Game = g
		if i > 0 {
			rec.SameAs, rec.Offset = c.Games[0], d
		}
		vals := shift(all, d)
		if rec.Class != Stopped {
			vals = vals[:min(len(vals), lim.To)]
		}
		rec.N = len(vals)
		if p != nil {
			rec.Period = memberPeriod(*p, vals, d)
		}
		if i == 0 && len(vals) == eng.Len() {
			rec.Stats = eng.Stats()
		} else {
			rec.Stats = statsOf(rules(g), vals)
		}
		if rec.Class == Trivial {
			rec.Nimbers = nimbers(vals, rec.Period)
		}
		recs[i] = rec
	}
	return recs, nil
}

// shift returns the values of a game offset by d from the one of vals:
// d zeros first, or the first −d values left out.
func shift(vals []uint32, d int) []uint32 {
	if d <= 0 {
		return vals[min(-d, len(vals)):]
	}
	out := make([]uint32, min(d, len(vals)), len(vals))
	return append(out, vals[:len(vals)-len(out)]...)
}

// memberPeriod is the period p of a representative moved to a game offset
// by d: the same period and saltus, the preperiod at most d longer, as
// short as the values vals show, and the proof the representative's.
func memberPeriod(p heap.Period, vals []uint32, d int) *heap.Period {
	if d == 0 {
		return &p
	}
	q := p
	q.Preperiod = max(0, p.Preperiod+d)
	for q.Preperiod > 0 && q.Preperiod-1+q.Period < len(vals) &&
		int64(vals[q.Preperiod-1+q.Period]) == int64(vals[q.Preperiod-1])+int64(q.Saltus) {
		q.Preperiod--
	}
	q.ProvedAt = max(1, p.ProvedAt+d)
	return &q
}

// statsOf is the statistics of vals as the engine reports them for r.
func statsOf(r *heap.Rules, vals []uint32) heap.Stats {
	e := heap.NewEngineFrom(r, heap.Options{}, vals)
	defer e.Close()
	return e.Stats()
}

// nimbers writes a periodic sequence as TrivialGames.md does, or "" when
// a value has no base-36 digit.
func nimbers(vals []uint32, p *heap.Period) string {
	end := p.Preperiod + p.Period
	if p.Saltus != 0 || end > len(vals) {
		return ""
	}
	var b strings.Builder
	for n, v := range vals[:end] {
		if v >= 36 {
			return ""
		}
		if n == p.Preperiod {
			b.WriteByte('(')
		}
		b.WriteString(strings.ToUpper(strconv.FormatUint(uint64(v), 36)))
	}
	b.WriteByte(')')
	return b.String()
}
