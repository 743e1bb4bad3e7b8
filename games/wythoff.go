// Wythoff's game: two heaps; a move takes any positive number of counters
// from one heap, or the same positive number from both.
//
// Wythoff's theorem (W. A. Wythoff, "A modification of the game of Nim",
// 1907): the P-positions are (a_k, b_k) and (b_k, a_k) with a_k = ⌊kφ⌋ and
// b_k = a_k + k, φ the golden ratio; by Beatty's theorem every positive
// integer is exactly one a_k or one b_k. Here ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ is
// computed with integer square roots, so positions of any size are decided
// exactly. The Grundy values have no known closed form (OEIS A004481); they
// come from a table bounded by --max-positions (wythoff_table.go).
package games

import (
	"context"
	"math/big"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

func init() {
	Register(Info{
		Name:    "wythoff",
		Rule:    "take any number from one of two heaps, or the same number from both",
		Example: "wythoff 3,5 4,7",
		Offers:  []Offer{Values, Moves, Huge, Outcome, Board},
		New: func(_ string, cfg Config) (game.Family, error) {
			return &wythoffFamily{limit: maxPositions(cfg)}, nil
		},
	})
}

type wythoffFamily struct {
	limit int
	table wythoffTable
}

func (f *wythoffFamily) Name() string { return "wythoff" }

// Explored is the number of Grundy values tabulated.
func (f *wythoffFamily) Explored() int64 { return int64(len(f.table.g)) }

// Parse reads "a,b", heaps of any size.
func (f *wythoffFamily) Parse(s string) (game.Component, error) {
	as, bs, ok := strings.Cut(s, ",")
	if !ok || strings.Contains(bs, ",") {
		return nil, errs.Errorf("wythoff", errs.Usage, "position %s: want two heaps a,b such as 3,5", errs.Quote(s))
	}
	a, err := parseBig("wythoff", "heap", as)
	if err != nil {
		return nil, err
	}
	b, err := parseBig("wythoff", "heap", bs)
	if err != nil {
		return nil, err
	}
	return wythoffPos{a: a, b: b, f: f}, nil
}

// wythoffPos is a pair of heaps; a and b are never modified.
type wythoffPos struct {
	a, b *big.Int
	f    *wythoffFamily
}

func (p wythoffPos) String() string { return p.a.String() + "," + p.b.String() }

// Board draws the position as a queen on a grid (display.Boarder).
func (p wythoffPos) Board() string { return "queen" }

func (p wythoffPos) with(a, b *big.Int) game.Option {
	return game.Option{wythoffPos{a: a, b: b, f: p.f}}
}

// small returns the heaps as ints if the table could hold them.
func (p wythoffPos) small() (a, b int, ok bool) {
	if !p.a.IsInt64() || !p.b.IsInt64() || p.a.Int64() >= int64(p.f.limit) || p.b.Int64() >= int64(p.f.limit) {
		return 0, 0, false
	}
	return int(p.a.Int64()), int(p.b.Int64()), true
}

func (p wythoffPos) Value(ctx context.Context) (game.Nimber, error) {
	a, b, ok := p.small()
	if !ok {
		return game.Nimber{}, p.tooLarge()
	}
	v, ok, err := p.f.table.value(ctx, a, b, p.f.limit)
	if err != nil {
		return game.Nimber{}, errs.E("wythoff", errs.Limit, err)
	}
	if !ok {
		return game.Nimber{}, p.tooLarge()
	}
	return game.Star(uint64(v)), nil
}

func (p wythoffPos) tooLarge() error {
	return errs.Boundf("wythoff", "max-positions", "position %s of wythoff needs more than %d positions (alone, its outcome is known at any size)", p, p.f.limit)
}

// Outcome decides the position by Wythoff's theorem.
func (p wythoffPos) Outcome(ctx context.Context) (game.Outcome, error) {
	lo, hi := p.a, p.b
	if lo.Cmp(hi) > 0 {
		lo, hi = hi, lo
	}
	if wythoffPartner(lo).Cmp(hi) == 0 {
		return game.P, nil
	}
	return game.N, nil
}

// MovesTo finds the moves to P-positions in closed form, at any size:
// each heap to the partner of the other, or both down to the P-position
// with the same difference. Other targets need the value table.
func (p wythoffPos) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if !target.IsZero() {
		return p.movesToByTable(ctx, target)
	}
	if o, _ := p.Outcome(ctx); o == game.P {
		return nil, nil
	}
	var out []game.Option
	if pa := wythoffPartner(p.b); pa.Cmp(p.a) < 0 {
		out = append(out, p.with(pa, p.b))
	}
	if pb := wythoffPartner(p.a); pb.Cmp(p.b) < 0 {
		out = append(out, p.with(p.a, pb))
	}
	diff := new(big.Int).Sub(p.b, p.a)
	if diff.Sign() < 0 {
		diff.Neg(diff)
	}
	lo := wythoffLower(diff)
	if lo.Cmp(p.a) < 0 && lo.Cmp(p.b) < 0 {
		hi := new(big.Int).Add(lo, diff)
		if p.a.Cmp(p.b) < 0 {
			out = append(out, p.with(lo, hi))
		} else {
			out = append(out, p.with(hi, lo))
		}
	}
	return out, nil
}

func (p wythoffPos) movesToByTable(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if _, err := p.Value(ctx); err != nil {
		return nil, err
	}
	opts, err := p.Options(ctx)
	if err != nil {
		return nil, err
	}
	var out []game.Option
	for _, o := range opts {
		if v, _ := o[0].Value(ctx); v.Cmp(target) == 0 {
			out = append(out, o)
		}
	}
	return out, nil
}

// Options lists every move of a position small enough to tabulate.
func (p wythoffPos) Options(ctx context.Context) ([]game.Option, error) {
	a, b, ok := p.small()
	if !ok || a+b > p.f.limit {
		return nil, tooManyOptions("wythoff", "position", p, p.f.limit)
	}
	out := make([]game.Option, 0, a+b+min(a, b))
	for x := range a {
		out = append(out, p.with(big.NewInt(int64(x)), p.b))
	}
	for y := range b {
		out = append(out, p.with(p.a, big.NewInt(int64(y))))
	}
	for d := 1; d <= min(a, b); d++ {
		out = append(out, p.with(big.NewInt(int64(a-d)), big.NewInt(int64(b-d))))
	}
	return out, nil
}

// ReadOption reads a move as the position it leaves, "a,b", at any size
// (answer.OptionReader).
func (p wythoffPos) ReadOption(parts []string) (game.Option, error) {
	c, err := readOne(p.f, "position a,b", p, parts)
	if err != nil {
		return nil, err
	}
	q := c.(wythoffPos)
	da, db := new(big.Int).Sub(p.a, q.a), new(big.Int).Sub(p.b, q.b)
	switch {
	case da.Sign() < 0 || db.Sign() < 0 || da.Sign()+db.Sign() == 0:
		return nil, errs.Errorf("wythoff", errs.Usage, "%s → %s: a move takes at least one counter and adds none", p, q)
	case da.Sign() > 0 && db.Sign() > 0 && da.Cmp(db) != 0:
		return nil, errs.Errorf("wythoff", errs.Usage, "%s → %s: a move takes from one heap, or the same number from both", p, q)
	}
	return game.Option{q}, nil
}

// SampleOptions takes one counter from the first heap, the second and
// both, then two, and so on (game.OptionSampler).
func (p wythoffPos) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	for d := big.NewInt(1); len(out) < max && (d.Cmp(p.a) <= 0 || d.Cmp(p.b) <= 0); d = new(big.Int).Add(d, big.NewInt(1)) {
		a, b := new(big.Int).Sub(p.a, d), new(big.Int).Sub(p.b, d)
		for _, o := range [][2]*big.Int{{a, p.b}, {p.a, b}, {a, b}} {
			if o[0].Sign() >= 0 && o[1].Sign() >= 0 && len(out) < max {
				out = append(out, p.with(o[0], o[1]))
			}
		}
	}
	return out, nil
}

var five = big.NewInt(5)

// wythoffLower returns a_k = ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋; √(5k²) is irrational
// for k > 0, so the integer square root loses nothing after halving.
func wythoffLower(k *big.Int) *big.Int {
	s := new(big.Int).Mul(k, k)
	s.Sqrt(s.Mul(s, five))
	s.Add(s, k)
	return s.Rsh(s, 1)
}

// wythoffPartner returns the other heap of the P-position containing n:
// b_k if n = a_k, a_k if n = b_k (0 for 0).
func wythoffPartner(n *big.Int) *big.Int {
	s := new(big.Int).Mul(n, n)
	s.Sqrt(s.Mul(s, five)) // ⌊√5·n⌋
	// n = a_k needs k = ⌈n/φ⌉, and n/φ = (√5·n − n)/2 lies in
	// [(s−n)/2, (s+1−n)/2): k is one of k0, k0+1, k0+2.
	k := new(big.Int).Sub(s, n)
	k.Rsh(k, 1)
	for range 3 {
		if wythoffLower(k).Cmp(n) == 0 {
			return k.Add(k, n)
		}
		k.Add(k, big.NewInt(1))
	}
	// Otherwise n = b_j = a_j + j with j near n/φ² = (3n − √5·n)/2.
	j := new(big.Int).Mul(n, big.NewInt(3))
	j.Sub(j, s).Rsh(j, 1)
	j.Sub(j, big.NewInt(1))
	for range 4 {
		if j.Sign() >= 0 {
			if a := wythoffLower(j); new(big.Int).Add(a, j).Cmp(n) == 0 {
				return a
			}
		}
		j.Add(j, big.NewInt(1))
	}
	panic("games: Beatty's theorem failed for " + n.String()) // unreachable
}
