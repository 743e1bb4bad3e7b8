// Fibonacci Nim: one heap; the first move takes 1..n−1 counters, and each
// later move takes at least one and at most twice the previous take.
//
// A position is a state (n, m): n counters, at most m may be taken. Its
// outcome comes from the Zeckendorf representation of n, its unique
// expression as a sum of non-consecutive Fibonacci numbers (Whinihan,
// "Fibonacci Nim", Fibonacci Quarterly 1963): the player to move wins iff
// the smallest term q is ≤ m, so a heap is lost iff it is a Fibonacci
// number. The winning moves are exactly the takes t ≤ m that are a sum of
// the smallest terms whose remainder r has smallest term > 2t (or r = 0):
// if r's smallest term exceeds 2t then t < F_{j−1}, so the terms of t and
// of r together are the Zeckendorf representation of n. The Grundy values
// have no closed form and are searched; --max-positions bounds the options
// the search visits, about n³/6 from n counters.
package games

import (
	"context"
	"slices"
	"strconv"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
)

func init() {
	Register(Info{
		Name:    "fibonacci",
		Rule:    "take at most twice the previous take (first move: 1..n−1); position n or n,m (may take 1..m)",
		Example: "fibonacci 20",
		Offers:  []Offer{Values, Moves, Huge, Outcome},
		New:     newFibonacci,
	})
}

// fibState is n counters of which the mover may take 1..m (m ≤ n).
type fibState struct{ n, m uint64 }

func (s fibState) String() string {
	return strconv.FormatUint(s.n, 10) + "," + strconv.FormatUint(s.m, 10)
}

// after returns the state after taking t.
func (s fibState) after(t uint64) fibState { return fibState{s.n - t, min(2*t, s.n-t)} }

type fibonacciFamily struct {
	search *searcher[fibState]
}

func newFibonacci(_ string, cfg Config) (game.Family, error) {
	g := solve.Game[fibState]{
		Moves: func(s fibState, dst []fibState) ([]fibState, error) {
			for t := uint64(1); t <= s.m; t++ {
				dst = append(dst, s.after(t))
			}
			return dst, nil
		},
		Key:    func(s fibState) uint64 { return s.n*(s.n+1)/2 + s.m },
		Format: fibState.String,
	}
	return &fibonacciFamily{search: newSearcher("fibonacci", g, cfg)}, nil
}

func (f *fibonacciFamily) Name() string    { return "fibonacci" }
func (f *fibonacciFamily) Explored() int64 { return f.search.Explored() }

// Parse reads a heap "n" (first move: 1..n−1) or a state "n,m".
func (f *fibonacciFamily) Parse(s string) (game.Component, error) {
	nm, err := parseList("fibonacci", "number", "a heap n or a state n,m", s, 0)
	if err != nil {
		return nil, err
	}
	switch len(nm) {
	case 1:
		return fibPos{fibState{nm[0], max(nm[0], 1) - 1}, true, f}, nil
	case 2:
		return fibPos{fibState{nm[0], min(nm[0], nm[1])}, false, f}, nil
	}
	return nil, errs.Errorf("fibonacci", errs.Usage, "position %s: want a heap n or a state n,m", errs.Quote(s))
}

type fibPos struct {
	s     fibState
	fresh bool // a heap before the first move, written "n"
	f     *fibonacciFamily
}

func (p fibPos) String() string {
	if p.fresh {
		return strconv.FormatUint(p.s.n, 10)
	}
	return p.s.String()
}

// searchable refuses states whose search would visit more options than
// the limit: about n³/6 from n counters.
func (p fibPos) searchable() error {
	n := min(p.s.n, 1<<21) // the estimate saturates far beyond any limit
	return p.f.search.check(n*(n+1)*(n+2)/6, "position "+p.String())
}

func (p fibPos) Value(ctx context.Context) (game.Nimber, error) {
	if err := p.searchable(); err != nil {
		return game.Nimber{}, err
	}
	return p.f.search.grundy(ctx, p.s, "position "+p.String())
}

// zeckendorf returns the terms of n's Zeckendorf representation, smallest
// first.
func zeckendorf(n uint64) []uint64 {
	fib := []uint64{1, 2}
	for {
		next := fib[len(fib)-1] + fib[len(fib)-2]
		if next > n || next < fib[len(fib)-1] { // past n, or overflowed
			break
		}
		fib = append(fib, next)
	}
	var terms []uint64
	for i := len(fib) - 1; i >= 0 && n > 0; i-- {
		if fib[i] <= n { // greedy: the largest Fibonacci number that fits
			terms = append(terms, fib[i])
			n -= fib[i]
		}
	}
	slices.Reverse(terms)
	return terms
}

func (p fibPos) Outcome(ctx context.Context) (game.Outcome, error) {
	if p.s.n == 0 || zeckendorf(p.s.n)[0] > p.s.m {
		return game.P, nil
	}
	return game.N, nil
}

// winningTakes returns the takes to P-positions: sums t of the smallest
// Zeckendorf terms with t ≤ m and the next term above 2t (or none left).
func (s fibState) winningTakes() []uint64 {
	terms := zeckendorf(s.n)
	var takes []uint64
	var t uint64
	for i, q := range terms {
		if t += q; t > s.m {
			break
		}
		if i+1 == len(terms) || terms[i+1] > 2*t {
			takes = append(takes, t)
		}
	}
	return takes
}

func (p fibPos) option(s fibState) game.Option { return game.Option{fibPos{s: s, f: p.f}} }

// MovesTo finds moves to P-positions in closed form; other targets search.
func (p fibPos) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	var out []game.Option
	if target.IsZero() {
		for _, t := range p.s.winningTakes() {
			out = append(out, p.option(p.s.after(t)))
		}
		return out, nil
	}
	if err := p.searchable(); err != nil {
		return nil, err
	}
	to, err := p.f.search.movesTo(ctx, p.s, target, "position "+p.String())
	for _, s := range to {
		out = append(out, p.option(s))
	}
	return out, err
}

func (p fibPos) Options(ctx context.Context) ([]game.Option, error) {
	if p.s.m > uint64(p.f.search.limit) {
		return nil, tooManyOptions("fibonacci", "position", p, p.f.search.limit)
	}
	out := make([]game.Option, p.s.m)
	for t := range p.s.m {
		out[t] = p.option(p.s.after(t + 1))
	}
	return out, nil
}

// ReadOption reads a take as the counters left, "n" or the state "n,m"
// after it (answer.OptionReader).
func (p fibPos) ReadOption(parts []string) (game.Option, error) {
	c, err := readOne(p.f, "position", p, parts)
	if err != nil {
		return nil, err
	}
	q := c.(fibPos)
	if q.s.n >= p.s.n || p.s.n-q.s.n > p.s.m {
		return nil, errs.Errorf("fibonacci", errs.Usage, "%s → %s: a move takes 1 to %d counters", p, q, p.s.m)
	}
	o := p.option(p.s.after(p.s.n - q.s.n))
	if !q.fresh && q.s != o[0].(fibPos).s {
		return nil, errs.Errorf("fibonacci", errs.Usage, "%s → %s: taking %d leaves %s", p, q, p.s.n-q.s.n, o[0])
	}
	return o, nil
}

// SampleOptions takes 1, then 2, and so on (game.OptionSampler).
func (p fibPos) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	for t := uint64(1); t <= p.s.m && len(out) < max; t++ {
		out = append(out, p.option(p.s.after(t)))
	}
	return out, nil
}
