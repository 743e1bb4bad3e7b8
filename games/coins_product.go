// Products of coin-turning games (Winning Ways, ch. 14, "Tartan"): the
// coins lie in a grid, coin x,y heads or tails. The product A*B has a
// move at x,y for each move of A at x, turning the coins X, and each move
// of B at y, turning Y: it turns the coins X×Y, x,y heads to tails. When
// A and B may turn a lone coin, the rectangles may degenerate into a side
// of one or a coin. Turning Turtles by itself is Turning Corners (turn
// the corners of a rectangle), its degenerate moves standing for Winning
// Ways' row and column 0.
//
// The Tartan theorem: coin x,y of A*B is worth a(x) ⊗ b(y), the
// nim-product of its coins' values in A and B. A move at x,y is then
// worth α ⊗ β, α and β the values of its moves in A and B (the nim-sum
// of a(x') ⊗ b(y') over X×Y, by distributivity), so a move to a value
// takes, for each move of one factor, worth α, the moves of the other
// worth c ⊘ α: one look-up per move of the factor with fewer.
package games

import (
	"context"
	"iter"
	"slices"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/nimarith"
)

// registerProducts registers A*B for every two coin games A and B.
func registerProducts() {
	for _, a := range coinRules {
		for _, b := range coinRules {
			name := a.name + "*" + b.name
			kind := "Tartan product"
			if name == "turning-turtles*turning-turtles" {
				kind = "Turning Corners"
			}
			rule := kind + ": turn over X×Y, X a " + a.name + " move, Y a " + b.name + " move; heads coins written x,y"
			Register(Info{
				Name: name, Rule: rule, Example: name + " 3,5 2,7", Offers: coinOffers,
				New: func(_ string, cfg Config) (game.Family, error) {
					return &productFamily{name: name, a: a.r, b: b.r, limit: maxPositions(cfg)}, nil
				},
			})
		}
	}
}

// productFamily is the product of two coin games, a on x and b on y.
type productFamily struct {
	name  string
	a, b  coinRule
	limit int
}

func (f *productFamily) Name() string          { return f.name }
func (f *productFamily) ComponentNoun() string { return "heads" }

// Parse reads a heads coin x,y, or a block of them x1..x2,y1..y2.
func (f *productFamily) Parse(s string) (game.Component, error) {
	xs, ys, ok := strings.Cut(s, ",")
	if !ok || strings.Contains(ys, ",") {
		return nil, errs.Errorf(f.name, errs.Usage, "coin %s: want x,y", errs.Quote(s))
	}
	x, err := parseSpan(f.name, f.a, xs)
	if err != nil {
		return nil, err
	}
	y, err := parseSpan(f.name, f.b, ys)
	if err != nil {
		return nil, err
	}
	return headsRect{x: x, y: y, f: f}, nil
}

// A coin family refuses misère play (game.MisereFamily), rather than
// have it searched as a sum of heads coins, which it is not.
var _ game.MisereFamily = (*productFamily)(nil)

func (f *productFamily) MisereAnalyze(context.Context, []game.Component) (game.Outcome, []game.Move, error) {
	return 0, nil, coinsMisere(f.name)
}

// sides puts first the factor with fewer moves at the coin's coordinate
// in it: a at u = x and b at v = y, or, swapped, b at y and a at x.
func (f *productFamily) sides(x, y uint64) (few, many coinRule, u, v uint64, swap bool) {
	if f.a.count(x) > f.b.count(y) {
		return f.b, f.a, y, x, true
	}
	return f.a, f.b, x, y, false
}

// at yields the moves at x,y worth c as the other coins of their moves in
// a and b, looking at no more than *budget moves of the factor with
// fewer. It returns false if it stopped before the end.
func (f *productFamily) at(x, y, c uint64, budget *int, yield func(xo, yo []span) bool) bool {
	few, many, u, v, swap := f.sides(x, y)
	for w, uo := range few.moves(u) {
		if *budget == 0 {
			return false
		}
		*budget--
		for vo := range many.movesTo(v, nimarith.Mul64(c, nimarith.Inv64(w))) {
			xo, yo := uo, vo
			if swap {
				xo, yo = vo, uo
			}
			if !yield(xo, yo) {
				return false
			}
		}
	}
	return true
}

// countAt counts the moves at x,y worth c as at finds them.
func (f *productFamily) countAt(x, y, c uint64, budget *int) (n uint64, done bool) {
	few, many, u, v, _ := f.sides(x, y)
	for w := range few.moves(u) {
		if *budget == 0 {
			return n, false
		}
		*budget--
		n = satAdd(n, many.countTo(v, nimarith.Mul64(c, nimarith.Inv64(w))))
	}
	return n, true
}

// headsRect is the heads coins x,y for x in the span x and y in y: one
// coin, or a block of them, which moves of a ruler factor leave.
type headsRect struct {
	x, y span
	f    *productFamily
}

func (r headsRect) String() string { return r.x.String() + "," + r.y.String() }
func (r headsRect) Key() string    { return r.f.name + ":" + r.String() }

// ready values the coins of both factors up to r's (see ready).
func (r headsRect) ready(ctx context.Context) error {
	if err := ready(ctx, r.f.a, r.x.b); err != nil {
		return err
	}
	return ready(ctx, r.f.b, r.y.b)
}

func (r headsRect) value() uint64 {
	return nimarith.Mul64(spanValue(r.f.a, r.x), spanValue(r.f.b, r.y))
}

func (r headsRect) Value(ctx context.Context) (game.Nimber, error) {
	if err := r.ready(ctx); err != nil {
		return game.Nimber{}, err
	}
	return game.Star(r.value()), nil
}

// coins yields the coins of r, row by row.
func (r headsRect) coins() iter.Seq2[uint64, uint64] {
	return func(yield func(uint64, uint64) bool) {
		for y := range r.y.all() {
			for x := range r.x.all() {
				if !yield(x, y) {
					return
				}
			}
		}
	}
}

// rest is what is left of r but x,y: the rows below y, the coins of row
// y left and right of x, the rows above.
func (r headsRect) rest(x, y uint64) []block {
	var out []block
	if y > r.y.a {
		out = append(out, block{r.x, span{r.y.a, y - 1}})
	}
	if x > r.x.a {
		out = append(out, block{span{r.x.a, x - 1}, one(y)})
	}
	if x < r.x.b {
		out = append(out, block{span{x + 1, r.x.b}, one(y)})
	}
	if y < r.y.b {
		out = append(out, block{r.x, span{y + 1, r.y.b}})
	}
	return out
}

// option is what the move at x,y turning xo×yo, xo×y and x×yo besides
// x,y leaves: those coins alone, or the rest of the block with them
// turned, in order.
func (r headsRect) option(x, y uint64, xo, yo []span) game.Option {
	var parts []block
	for _, xs := range xo {
		for _, ys := range yo {
			parts = append(parts, block{xs, ys})
		}
		parts = append(parts, block{xs, one(y)})
	}
	for _, ys := range yo {
		parts = append(parts, block{one(x), ys})
	}
	if rest := r.rest(x, y); len(rest) > 0 {
		parts = xorBlocks(append(rest, parts...))
	}
	slices.SortFunc(parts, block.compare)
	o := make(game.Option, len(parts))
	for k, p := range parts {
		o[k] = headsRect{x: p.x, y: p.y, f: r.f}
	}
	return o
}

// find yields each move of r worth c, looking at no more than budget
// moves of the factors; done says it looked at them all.
func (r headsRect) find(c uint64, budget int, yield func(x, y uint64, xo, yo []span) bool) (done bool) {
	if c == 0 {
		return true // α ⊗ β is never 0: no move is worth 0
	}
	for x, y := range r.coins() {
		if !r.f.at(x, y, c, &budget, func(xo, yo []span) bool { return yield(x, y, xo, yo) }) {
			return false
		}
	}
	return true
}

func (r headsRect) worth(target game.Nimber) (uint64, bool) {
	t, ok := target.Uint64()
	return t ^ r.value(), ok
}

// MovesTo returns every option of value target, or a limit error if
// they are too many to find.
func (r headsRect) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if err := r.ready(ctx); err != nil {
		return nil, err
	}
	c, ok := r.worth(target)
	if !ok {
		return nil, nil
	}
	var out []game.Option
	if !r.find(c, r.f.limit, func(x, y uint64, xo, yo []span) bool {
		out = append(out, r.option(x, y, xo, yo))
		return len(out) <= r.f.limit
	}) {
		return nil, errs.Boundf(r.f.name, "max-positions", "heads %s: its moves of value %s are too many to find (more than %d)", r, target, r.f.limit)
	}
	return out, nil
}

// MovesToMax returns at most max options of value target, in the order
// of the moves of the factor with fewer (game.MoveLister).
func (r headsRect) MovesToMax(ctx context.Context, target game.Nimber, max int) ([]game.Option, bool, error) {
	if err := r.ready(ctx); err != nil {
		return nil, false, err
	}
	c, ok := r.worth(target)
	if !ok || max <= 0 {
		return nil, false, nil
	}
	var out []game.Option
	done := r.find(c, searchBudget, func(x, y uint64, xo, yo []span) bool {
		out = append(out, r.option(x, y, xo, yo))
		return len(out) <= max
	})
	if len(out) > max {
		return out[:max], true, nil
	}
	return out, !done, nil
}

// SomeMovesTo gives a few moves when all are too many (game.Sampler).
func (r headsRect) SomeMovesTo(ctx context.Context, target game.Nimber, max int) ([]game.Option, error) {
	out, _, err := r.MovesToMax(ctx, target, max)
	return out, err
}

// CountMovesTo counts the options of value target through the moves of
// the factor with fewer, at most searchBudget of them, the other's
// counted by arithmetic; past that the count is a lower bound
// (game.MoveCounter).
func (r headsRect) CountMovesTo(ctx context.Context, target game.Nimber) (uint64, bool, error) {
	if err := r.ready(ctx); err != nil {
		return 0, false, err
	}
	c, ok := r.worth(target)
	if !ok || c == 0 {
		return 0, true, nil
	}
	var n uint64
	budget := searchBudget
	for x, y := range r.coins() {
		k, done := r.f.countAt(x, y, c, &budget)
		if n = satAdd(n, k); !done {
			return n, false, nil
		}
	}
	return n, true, nil
}

// each yields every option of r, coin by coin.
func (r headsRect) each(yield func(game.Option) bool) {
	for x, y := range r.coins() {
		for _, xo := range r.f.a.moves(x) {
			for _, yo := range r.f.b.moves(y) {
				if !yield(r.option(x, y, xo, yo)) {
					return
				}
			}
		}
	}
}

// Options lists every option, refusing more than the limit.
func (r headsRect) Options(ctx context.Context) ([]game.Option, error) {
	if err := r.ready(ctx); err != nil {
		return nil, err
	}
	var n uint64
	for x, y := range r.coins() {
		if n = satAdd(n, satMul(r.f.a.count(x), r.f.b.count(y))); n > uint64(r.f.limit) {
			return nil, tooManyOptions(r.f.name, "heads", r, r.f.limit)
		}
	}
	out := make([]game.Option, 0, n)
	r.each(func(o game.Option) bool { out = append(out, o); return true })
	return out, nil
}

// SampleOptions gives the first max options (game.OptionSampler).
func (r headsRect) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	if err := r.ready(ctx); err != nil {
		return nil, err
	}
	return firstOptions(r.each, max), nil
}

// ReadOption reads a move as the coins it leaves, in any order, adjacent
// ones in a block or not (answer.OptionReader): for a coin x,y of the
// block next to a part, the coins the move turned are those and the rest
// of the block toggled, whose row y and column x must be moves of the
// factors at x and y, and whose other coins must be their product.
func (r headsRect) ReadOption(parts []string) (game.Option, error) {
	var typed []block
	for _, p := range parts {
		c, err := r.f.Parse(p)
		if err != nil {
			return nil, err
		}
		typed = append(typed, block{c.(headsRect).x, c.(headsRect).y})
	}
	left := xorBlocks(typed)
	xs, ys := []uint64{r.x.b}, []uint64{r.y.b}
	for _, b := range left {
		xs = append(xs, b.x.a-1)
		ys = append(ys, b.y.a-1)
	}
	for _, x := range xs {
		for _, y := range ys {
			if x < r.x.a || x > r.x.b || y < r.y.a || y > r.y.b {
				continue
			}
			if o, ok := r.read(x, y, left); ok {
				return o, nil
			}
		}
	}
	return nil, errs.Errorf(r.f.name, errs.Usage, "%s → %s: no move leaves those coins", r, game.PartsText(parts))
}

// read returns the move at x,y that leaves the coins left, if any.
func (r headsRect) read(x, y uint64, left []block) (game.Option, bool) {
	var xs, ys []span
	for _, b := range xorBlocks(append(r.rest(x, y), left...)) {
		if b.y.a <= y && y <= b.y.b {
			xs = append(xs, b.x)
		}
		if b.x.a <= x && x <= b.x.b {
			ys = append(ys, b.y)
		}
	}
	xo, okx := mergeSpans(xs)
	yo, oky := mergeSpans(ys)
	if okx {
		xo, okx = r.f.a.canon(x, xo)
	}
	if oky {
		yo, oky = r.f.b.canon(y, yo)
	}
	if !okx || !oky {
		return nil, false
	}
	o := r.option(x, y, xo, yo)
	var got []block
	for _, c := range o {
		got = append(got, block{c.(headsRect).x, c.(headsRect).y})
	}
	return o, slices.Equal(xorBlocks(got), left)
}
