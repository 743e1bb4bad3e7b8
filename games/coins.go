// Coin-turning games (Winning Ways, ch. 14, "Turn and Turn About"): a row
// of coins, some heads up; a move turns over some coins as the game's
// rule says, the rightmost of them from heads to tails, so play ends.
//
//   - turning-turtles: one or two coins; coins 1, 2, …
//   - mock-turtles: one, two or three coins; coins 0, 1, 2, …
//   - ruler: any run of consecutive coins; coins 1, 2, …
//
// A position is its set of heads coins. Its value is the nim-sum of the
// values its heads coins have alone (WW ch. 14): read each heads coin as
// a heap and a move of coin n as replacing its heap by the heaps of the
// other coins it turns; a coin turned back to tails is a second heap of
// its kind, and two equal heaps cancel. So a heads coin is a component
// of a sum and an option is the other coins its move turns. Closed forms:
// turtle n is worth n; mock turtle n the n-th odious number (2n or 2n+1,
// whichever has an odd number of 1 bits), coin 0 worth 1; ruler coin n
// the largest power of 2 dividing n (n & −n).
//
// A run a..b stands for the heads coins a to b: a ruler move leaves one,
// and one component says what would take 10^17. Products of two of these
// games, a coin x,y in a grid, are in coins_product.go.
package games

import (
	"cmp"
	"context"
	"iter"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// coinRules are the one-dimensional games, which products combine.
var coinRules = []struct {
	name, rule, example string
	r                   coinRule
}{
	{"turning-turtles", "turn over one or two coins, the right one heads to tails; a position lists its heads coins, from 1",
		"turning-turtles 3 7 10", turtles{}},
	{"mock-turtles", "turn over one, two or three coins, the rightmost heads to tails; a position lists its heads coins, from 0",
		"mock-turtles 2 5 9", mockTurtles{}},
	{"ruler", "turn over a run of consecutive coins, the rightmost heads to tails; a position lists its heads coins, from 1",
		"ruler 3 6 12", ruler{}},
}

// coinOffers is what a coin-turning game offers: misère play is refused.
var coinOffers = []Offer{Values, Moves, Count, Huge, NoMisere}

func init() {
	for _, c := range coinRules {
		Register(Info{
			Name: c.name, Rule: c.rule, Example: c.example, Offers: coinOffers,
			New: func(_ string, cfg Config) (game.Family, error) {
				return &coinFamily{name: c.name, rule: c.r, limit: maxPositions(cfg)}, nil
			},
		})
	}
	registerProducts()
}

// A coinRule is a one-dimensional coin-turning game. A move at coin n
// turns n and others below it; its value is the nim-sum of the values of
// every coin it turns, n's own included.
type coinRule interface {
	first() uint64 // the lowest coin
	last() uint64  // the highest coin, whose value fits in 64 bits
	value(n uint64) uint64
	// prefix is the nim-sum of the values of coins first() to n.
	prefix(n uint64) uint64
	// count is the number of moves at n, at most 2^64−1.
	count(n uint64) uint64
	// moves yields every move at n: its value and the other coins it
	// turns, smallest first.
	moves(n uint64) iter.Seq2[uint64, []span]
	// movesTo yields the other coins of each move at n of value c.
	movesTo(n, c uint64) iter.Seq[[]span]
	countTo(n, c uint64) uint64
	// canon returns the other coins of the move at n that turns the
	// coins of spans (sorted, disjoint, adjacent ones merged), written as
	// movesTo writes them, or false if no move at n turns them.
	canon(n uint64, spans []span) ([]span, bool)
}

// ready values the coins of r up to n before they are read: a rule given
// by turn patterns values its coins one by one as they are asked for
// (stopping when ctx is done, or saying why it cannot); the others have a
// closed form.
func ready(ctx context.Context, r coinRule, n uint64) error {
	if s, ok := r.(*specRule); ok {
		return s.ensure(ctx, n)
	}
	return nil
}

// A bitRule has at coin i exactly one move of each value c whose top bit
// is set in i, and none of another value: its runs count their moves to
// c by arithmetic.
type bitRule interface{ oneMovePerTopBit() }

// A span is the coins a to b, a ≤ b: one coin if a == b.
type span struct{ a, b uint64 }

func one(n uint64) span { return span{n, n} }

func (s span) String() string {
	if s.a == s.b {
		return strconv.FormatUint(s.a, 10)
	}
	return strconv.FormatUint(s.a, 10) + ".." + strconv.FormatUint(s.b, 10)
}

func (s span) size() uint64 { return s.b - s.a + 1 } // no rule has 2^64 coins

// all yields the coins of s in order.
func (s span) all() iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		for i := s.a; yield(i) && i != s.b; i++ {
		}
	}
}

// spanValue is the nim-sum of the values of the coins of s.
func spanValue(r coinRule, s span) uint64 {
	if s.a == r.first() {
		return r.prefix(s.b)
	}
	return r.prefix(s.b) ^ r.prefix(s.a-1)
}

// parseSpan reads a coin n or a run a..b of rule r.
func parseSpan(op string, r coinRule, s string) (span, error) {
	lo, hi, isRun := strings.Cut(s, "..")
	if !isRun {
		hi = lo
	}
	a, err := parseUint(op, "coin", lo)
	if err != nil {
		return span{}, err
	}
	b, err := parseUint(op, "coin", hi)
	if err != nil {
		return span{}, err
	}
	switch {
	case a > b:
		return span{}, errs.Errorf(op, errs.Usage, "run %s: want a..b with a ≤ b", errs.Quote(s))
	case a < r.first():
		return span{}, errs.Errorf(op, errs.Usage, "coin %d: coins are numbered from %d", a, r.first())
	case b > r.last():
		return span{}, errs.Errorf(op, errs.Usage, "coin %d: coins are numbered up to %d", b, r.last())
	}
	return span{a, b}, nil
}

// mergeSpans sorts spans and merges adjacent ones, or returns false if
// two of them share a coin.
func mergeSpans(spans []span) ([]span, bool) {
	spans = slices.Clone(spans)
	slices.SortFunc(spans, func(s, t span) int { return cmp.Compare(s.a, t.a) })
	var out []span
	for _, s := range spans {
		switch n := len(out); {
		case n > 0 && s.a <= out[n-1].b:
			return nil, false
		case n > 0 && s.a == out[n-1].b+1:
			out[n-1].b = s.b
		default:
			out = append(out, s)
		}
	}
	return out, true
}

// topBit is the highest bit set in c ≠ 0.
func topBit(c uint64) uint64 { return 1 << (63 - bits.LeadingZeros64(c)) }

// withBit counts the i in [0, n] that have bit set.
func withBit(n, bit uint64) uint64 {
	if bit == 1<<63 {
		if n < bit {
			return 0
		}
		return n - bit + 1
	}
	count := n / (2 * bit) * bit
	if rem := n % (2 * bit); rem >= bit {
		count += rem - bit + 1
	}
	return count
}

// withBitIn counts the i in s that have bit set.
func withBitIn(s span, bit uint64) uint64 {
	n := withBit(s.b, bit)
	if s.a > 0 {
		n -= withBit(s.a-1, bit)
	}
	return n
}

// nextWithBit is the least i ≥ x that has bit set.
func nextWithBit(x, bit uint64) uint64 {
	if x&bit != 0 {
		return x
	}
	return (x | (bit - 1)) + 1 // carries into bit, which is clear
}

func satAdd(a, b uint64) uint64 {
	s, carry := bits.Add64(a, b, 0)
	if carry != 0 {
		return 1<<64 - 1
	}
	return s
}

func satMul(a, b uint64) uint64 {
	hi, lo := bits.Mul64(a, b)
	if hi != 0 {
		return 1<<64 - 1
	}
	return lo
}

// coinsMisere refuses misère play: there a row of coins is not the sum of
// its heads coins, which the analysis would search.
func coinsMisere(name string) error {
	return errs.Errorf("misère "+name, errs.Unknown, "not supported: in misère play a row of coins is not the sum of its heads coins")
}

// firstOptions collects the first max options that each yields.
func firstOptions(each func(yield func(game.Option) bool), max int) []game.Option {
	var out []game.Option
	each(func(o game.Option) bool {
		if len(out) == max {
			return false
		}
		out = append(out, o)
		return true
	})
	return out
}
