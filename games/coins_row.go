package games

import (
	"context"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// searchBudget bounds the candidates (coins of a run, moves of a
// product's factor) a search for some moves to a value looks at, so that
// a report lists the first winning moves of a coin of 10^9 at once.
const searchBudget = 1 << 8

// coinFamily is a one-dimensional coin-turning game.
type coinFamily struct {
	name  string
	rule  coinRule
	limit int // the most options listed, and candidates searched for all moves to a value
}

func (f *coinFamily) Name() string { return f.name }

// ComponentNoun: a move is "heads 2: 7 → 3", the second heads coin, 7,
// turned with coin 3.
func (f *coinFamily) ComponentNoun() string { return "heads" }

// Parse reads a heads coin n or a run a..b of them.
func (f *coinFamily) Parse(s string) (game.Component, error) {
	sp, err := parseSpan(f.name, f.rule, s)
	if err != nil {
		return nil, err
	}
	return headsRun{s: sp, f: f}, nil
}

// A coin family refuses misère play (game.MisereFamily), rather than
// have it searched as a sum of heads coins, which it is not.
var _ game.MisereFamily = (*coinFamily)(nil)

func (f *coinFamily) MisereAnalyze(context.Context, []game.Component) (game.Outcome, []game.Move, error) {
	return 0, nil, coinsMisere(f.name)
}

// headsRun is the heads coins s.a to s.b: one coin, or a run of them.
type headsRun struct {
	s span
	f *coinFamily
}

func (r headsRun) String() string { return r.s.String() }
func (r headsRun) Key() string    { return r.f.name + ":" + r.String() }

func (r headsRun) Value(ctx context.Context) (game.Nimber, error) {
	if err := ready(ctx, r.f.rule, r.s.b); err != nil {
		return game.Nimber{}, err
	}
	return game.Star(spanValue(r.f.rule, r.s)), nil
}

// rest is what is left of r but coin i.
func (r headsRun) rest(i uint64) []span {
	var out []span
	if i > r.s.a {
		out = append(out, span{r.s.a, i - 1})
	}
	if i < r.s.b {
		out = append(out, span{i + 1, r.s.b})
	}
	return out
}

// option is what the move at coin i turning others leaves: the others
// alone, or the rest of the run with the others turned, in order.
func (r headsRun) option(i uint64, others []span) game.Option {
	parts := others
	if rest := r.rest(i); len(rest) > 0 {
		parts = xorSpans(append(rest, others...))
	}
	o := make(game.Option, len(parts))
	for k, p := range parts {
		o[k] = headsRun{s: p, f: r.f}
	}
	return o
}

// find yields each move of r worth c (the coins it turns, the moved one
// included), as the coin moved and the others turned, looking at no more
// than budget coins; done says it looked at them all.
func (r headsRun) find(c uint64, budget int, yield func(i uint64, others []span) bool) (done bool) {
	if c == 0 {
		return true // every move turns a coin worth more than 0
	}
	_, bitwise := r.f.rule.(bitRule)
	bit := topBit(c)
	for i := r.s.a; ; i++ {
		if bitwise {
			if i = nextWithBit(i, bit); i > r.s.b {
				return true
			}
		}
		if budget == 0 {
			return false
		}
		budget--
		for others := range r.f.rule.movesTo(i, c) {
			if !yield(i, others) {
				return false
			}
		}
		if i == r.s.b {
			return true
		}
	}
}

// worth is the value the coins turned by a move to target must have.
func (r headsRun) worth(target game.Nimber) (uint64, bool) {
	t, ok := target.Uint64()
	return t ^ spanValue(r.f.rule, r.s), ok
}

// MovesTo returns every option of value target, or a limit error if
// they are too many to find.
func (r headsRun) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if err := ready(ctx, r.f.rule, r.s.b); err != nil {
		return nil, err
	}
	c, ok := r.worth(target)
	if !ok {
		return nil, nil
	}
	var out []game.Option
	if !r.find(c, r.f.limit, func(i uint64, others []span) bool {
		out = append(out, r.option(i, others))
		return len(out) <= r.f.limit
	}) {
		return nil, errs.Boundf(r.f.name, "max-positions", "heads %s: its moves of value %s are too many to find (more than %d)", r, target, r.f.limit)
	}
	return out, nil
}

// MovesToMax returns at most max options of value target, the moved
// coin lowest first (game.MoveLister).
func (r headsRun) MovesToMax(ctx context.Context, target game.Nimber, max int) ([]game.Option, bool, error) {
	if err := ready(ctx, r.f.rule, r.s.b); err != nil {
		return nil, false, err
	}
	c, ok := r.worth(target)
	if !ok || max <= 0 {
		return nil, false, nil
	}
	var out []game.Option
	done := r.find(c, searchBudget, func(i uint64, others []span) bool {
		out = append(out, r.option(i, others))
		return len(out) <= max
	})
	if len(out) > max {
		return out[:max], true, nil
	}
	return out, !done, nil
}

// SomeMovesTo gives a few moves when all are too many (game.Sampler).
func (r headsRun) SomeMovesTo(ctx context.Context, target game.Nimber, max int) ([]game.Option, error) {
	out, _, err := r.MovesToMax(ctx, target, max)
	return out, err
}

// CountMovesTo counts the options of value target: by arithmetic for one
// coin and for the runs of a bitRule, else coin by coin, at most
// searchBudget of them (game.MoveCounter).
func (r headsRun) CountMovesTo(ctx context.Context, target game.Nimber) (uint64, bool, error) {
	if err := ready(ctx, r.f.rule, r.s.b); err != nil {
		return 0, false, err
	}
	c, ok := r.worth(target)
	if !ok || c == 0 {
		return 0, true, nil
	}
	if _, bitwise := r.f.rule.(bitRule); bitwise {
		return withBitIn(r.s, topBit(c)), true, nil
	}
	var n uint64
	budget := searchBudget
	for i := range r.s.all() {
		if budget == 0 {
			return n, false, nil
		}
		budget--
		n = satAdd(n, r.f.rule.countTo(i, c))
	}
	return n, true, nil
}

// each yields every option of r, the moved coin lowest first.
func (r headsRun) each(yield func(game.Option) bool) {
	for i := range r.s.all() {
		for _, others := range r.f.rule.moves(i) {
			if !yield(r.option(i, others)) {
				return
			}
		}
	}
}

// Options lists every option, refusing more than the limit.
func (r headsRun) Options(ctx context.Context) ([]game.Option, error) {
	if err := ready(ctx, r.f.rule, r.s.b); err != nil {
		return nil, err
	}
	var n uint64
	for i := range r.s.all() {
		if n = satAdd(n, r.f.rule.count(i)); n > uint64(r.f.limit) {
			return nil, tooManyOptions(r.f.name, "run", r, r.f.limit)
		}
	}
	out := make([]game.Option, 0, n)
	r.each(func(o game.Option) bool { out = append(out, o); return true })
	return out, nil
}

// SampleOptions gives the first max options (game.OptionSampler).
func (r headsRun) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	if err := ready(ctx, r.f.rule, r.s.b); err != nil {
		return nil, err
	}
	return firstOptions(r.each, max), nil
}

// ReadOption reads a move as the coins it leaves, in any order, adjacent
// ones as a run or not (answer.OptionReader): for a coin i of the run next
// to a part, the coins the move turned are those and the rest of the run
// toggled, which must be a move at i.
func (r headsRun) ReadOption(parts []string) (game.Option, error) {
	spans := make([]span, len(parts))
	for k, p := range parts {
		s, err := parseSpan(r.f.name, r.f.rule, p)
		if err != nil {
			return nil, err
		}
		spans[k] = s
	}
	left := xorSpans(spans)
	for _, i := range r.candidates(left) {
		if others, ok := r.f.rule.canon(i, xorSpans(append(r.rest(i), left...))); ok {
			return r.option(i, others), nil
		}
	}
	return nil, errs.Errorf(r.f.name, errs.Usage, "%s → %s: no move leaves those coins", r, game.PartsText(parts))
}

// candidates are the coins of r a move leaving the runs left may have
// turned to tails: the coins above it are left, so it is r's last coin
// or the one before a run.
func (r headsRun) candidates(left []span) []uint64 {
	out := []uint64{r.s.b}
	for _, p := range left {
		if p.a > r.s.a && p.a <= r.s.b {
			out = append(out, p.a-1)
		}
	}
	return out
}
