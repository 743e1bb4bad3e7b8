// Euclid's game: two numbers; a move subtracts a positive multiple of the
// smaller from the larger, leaving it non-negative. A position with a 0 has
// no move.
//
// Outcome (Cole and Davie, "A game based on the Euclidean algorithm and a
// winning strategy for it", Math. Gazette 1969): with 0 < a ≤ b, the player
// to move wins iff a = b or b > φa, i.e. (2b−a)² > 5a² in integers.
//
// Grundy values: Nivasch's closed form ⌊b/a − a/b⌋ ("The Sprague–Grundy
// function of the game Euclid", Discrete Math. 2006) is for the variant in
// which both numbers stay positive; for this game it disagrees with brute
// force (g(2,4) = 2, not 1), so it is not used. Instead, with b = qa + r,
// the options of (a, b) are the chain (a, r+ja), j < q, each of whose
// options are the chain positions below it. With x₀ = g(r, a) (0 if r = 0)
// and x_j = mex{x₀..x_{j−1}}: x_j = j if x₀ = 0; otherwise x_j = j−1 for
// 1 ≤ j ≤ x₀ and x_j = j beyond. So g(a, b) = x_q follows the Euclidean
// algorithm, one step per quotient, at any size that fits 64 bits.
package games

import (
	"context"
	"math/big"
	"strconv"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

func init() {
	Register(Info{
		Name:    "euclid",
		Rule:    "subtract a positive multiple of the smaller number from the larger, staying ≥ 0",
		Example: "euclid 5,8",
		Offers:  []Offer{Values, Moves, Huge, Outcome},
		New: func(_ string, cfg Config) (game.Family, error) {
			return &euclidFamily{limit: maxPositions(cfg)}, nil
		},
	})
}

type euclidFamily struct{ limit int }

func (f *euclidFamily) Name() string { return "euclid" }

func (f *euclidFamily) Parse(s string) (game.Component, error) {
	ab, err := parseList("euclid", "number", "two numbers a,b such as 5,8", s, 2)
	if err != nil {
		return nil, err
	}
	return euclidPos{a: ab[0], b: ab[1], f: f}, nil
}

type euclidPos struct {
	a, b uint64
	f    *euclidFamily
}

func (p euclidPos) String() string {
	return strconv.FormatUint(p.a, 10) + "," + strconv.FormatUint(p.b, 10)
}

// sorted returns the smaller and the larger number.
func (p euclidPos) sorted() (lo, hi uint64) { return min(p.a, p.b), max(p.a, p.b) }

// chainValue returns x_j, the value of (a, r+ja), given x₀.
func chainValue(x0, j uint64) uint64 {
	if x0 != 0 && j >= 1 && j <= x0 {
		return j - 1
	}
	return j
}

// euclidValue computes g(lo, hi) up the Euclidean algorithm's steps.
func euclidValue(lo, hi uint64) uint64 {
	var quotients []uint64
	for lo != 0 {
		quotients = append(quotients, hi/lo)
		lo, hi = hi%lo, lo
	}
	var x uint64 // the value of the last position, which has a 0
	for i := len(quotients) - 1; i >= 0; i-- {
		x = chainValue(x, quotients[i])
	}
	return x
}

func (p euclidPos) Value(ctx context.Context) (game.Nimber, error) {
	return game.Star(euclidValue(p.sorted())), nil
}

// Outcome is the φ criterion of Cole and Davie.
func (p euclidPos) Outcome(ctx context.Context) (game.Outcome, error) {
	lo, hi := p.sorted()
	if lo == 0 {
		return game.P, nil
	}
	if lo == hi {
		return game.N, nil
	}
	a, b := new(big.Int).SetUint64(lo), new(big.Int).SetUint64(hi)
	d := new(big.Int).Lsh(b, 1)
	d.Sub(d, a).Mul(d, d)
	if d.Cmp(a.Mul(a, a).Mul(a, five)) > 0 {
		return game.N, nil
	}
	return game.P, nil
}

// to returns the option leaving r+ja in place of the larger number.
func (p euclidPos) to(j uint64) game.Option {
	lo, hi := p.sorted()
	rest := hi%lo + j*lo
	if p.a < p.b {
		return game.Option{euclidPos{a: p.a, b: rest, f: p.f}}
	}
	return game.Option{euclidPos{a: rest, b: p.b, f: p.f}}
}

// MovesTo inverts chainValue: the one j < q with x_j = target, if any.
func (p euclidPos) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	lo, hi := p.sorted()
	t, ok := target.Uint64()
	if lo == 0 || !ok {
		return nil, nil
	}
	x0 := euclidValue(hi%lo, lo)
	j := t
	switch {
	case x0 != 0 && t == x0:
		j = 0
	case x0 != 0 && t < x0:
		j = t + 1
	}
	if j >= hi/lo {
		return nil, nil
	}
	return []game.Option{p.to(j)}, nil
}

func (p euclidPos) Options(ctx context.Context) ([]game.Option, error) {
	lo, hi := p.sorted()
	if lo == 0 {
		return nil, nil
	}
	q := hi / lo
	if q > uint64(p.f.limit) {
		return nil, tooManyOptions("euclid", "position", p, p.f.limit)
	}
	out := make([]game.Option, q)
	for j := range q {
		out[j] = p.to(j)
	}
	return out, nil
}

// ReadOption reads a move as the position it leaves, "a,b", at any size
// (answer.OptionReader).
func (p euclidPos) ReadOption(parts []string) (game.Option, error) {
	c, err := readOne(p.f, "position a,b", p, parts)
	if err != nil {
		return nil, err
	}
	q := c.(euclidPos)
	lo, hi := p.sorted()
	from, to, keep, kept := p.b, q.b, p.a, q.a // the larger number changes: b unless a is
	if p.a >= p.b {
		from, to, keep, kept = p.a, q.a, p.b, q.b
	}
	if lo == 0 || kept != keep || to >= from || (from-to)%lo != 0 {
		return nil, errs.Errorf("euclid", errs.Usage, "%s → %s: a move subtracts a positive multiple of the smaller number, %d, from the larger, %d", p, q, lo, hi)
	}
	return game.Option{q}, nil
}

// SampleOptions subtracts the smaller number once, then twice, and so on
// (game.OptionSampler).
func (p euclidPos) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	lo, hi := p.sorted()
	var out []game.Option
	for j := uint64(0); lo != 0 && j < hi/lo && len(out) < max; j++ {
		out = append(out, p.to(hi/lo-1-j))
	}
	return out, nil
}
