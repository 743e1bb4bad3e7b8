// Bash's game (Bachet's game): a heap from which a move takes 1 to K
// counters.
//
// The heap n is worth *(n mod (K+1)) (Winning Ways ch. 4, "subtraction
// games"; Bachet 1612): the options n−1..n−K have the K values other than
// n mod (K+1) below K+1, by induction, so their mex is n mod (K+1). A heap is
// lost iff K+1 divides it, and the winning move takes n mod (K+1).
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
		Name:    "bash",
		Params:  "K (the most counters one move may take, K ≥ 1)",
		Rule:    "take 1 to K counters from one heap",
		Example: "bash:3 5 6 7",
		Offers:  []Offer{Values, Moves, Huge, Period, Board},
		New:     newBash,
	})
}

type bashFamily struct {
	k          uint64
	maxOptions int
}

func newBash(params string, cfg Config) (game.Family, error) {
	k, err := parseParam("bash", "K", params)
	if err != nil {
		return nil, err
	}
	return &bashFamily{k: k, maxOptions: maxPositions(cfg)}, nil
}

func (f *bashFamily) Name() string { return "bash:" + strconv.FormatUint(f.k, 10) }

func (f *bashFamily) Parse(s string) (game.Component, error) {
	n, err := parseUint(f.Name(), "heap", s)
	if err != nil {
		return nil, err
	}
	return bashHeap{n: n, f: f}, nil
}

type bashHeap struct {
	n uint64
	f *bashFamily
}

func (h bashHeap) String() string { return strconv.FormatUint(h.n, 10) }

// Board draws the heap with the numbers it may lose (display.Boarder).
func (h bashHeap) Board() string { return "takes" }

// Key tells heaps of different K apart (game.Keyer).
func (h bashHeap) Key() string {
	return strconv.FormatUint(h.f.k, 10) + ":" + h.String()
}

// period is K+1, or 0 when K+1 overflows (then every heap is worth itself).
func (f *bashFamily) period() uint64 { return f.k + 1 }

func (h bashHeap) Value(ctx context.Context) (game.Nimber, error) {
	if p := h.f.period(); p != 0 {
		return game.Star(h.n % p), nil
	}
	return game.Star(h.n), nil
}

// MovesTo takes the one amount d in 1..K that leaves value target: d is
// below K+1, so it is fixed by n − d ≡ target (mod K+1).
func (h bashHeap) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	p := h.f.period()
	if !ok || (p != 0 && t >= p) {
		return nil, nil
	}
	var d uint64
	switch v := h.n; {
	case p == 0:
		d = v - t // wraps to a huge d, refused below, when t > v
	case v%p >= t:
		d = v%p - t
	default:
		d = p - (t - v%p)
	}
	if d == 0 || d > h.n {
		return nil, nil
	}
	return []game.Option{{bashHeap{n: h.n - d, f: h.f}}}, nil
}

// ReadOption reads a take of 1 to K counters from a heap of any size
// (answer.OptionReader).
func (h bashHeap) ReadOption(parts []string) (game.Option, error) {
	to, err := readSmaller(h.f.Name(), new(big.Int).SetUint64(h.n), parts)
	if err != nil {
		return nil, err
	}
	if d := h.n - to.Uint64(); d > h.f.k {
		return nil, errs.Errorf(h.f.Name(), errs.Usage, "%d → %s takes %d: a move takes at most %d", h.n, to, d, h.f.k)
	}
	return game.Option{bashHeap{n: to.Uint64(), f: h.f}}, nil
}

// SampleOptions takes one counter, then two, and so on (game.OptionSampler).
func (h bashHeap) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	for d := uint64(1); d <= min(h.f.k, h.n) && len(out) < max; d++ {
		out = append(out, game.Option{bashHeap{n: h.n - d, f: h.f}})
	}
	return out, nil
}

func (h bashHeap) Options(ctx context.Context) ([]game.Option, error) {
	k := min(h.f.k, h.n)
	if k > uint64(h.f.maxOptions) {
		return nil, tooManyOptions(h.f.Name(), "heap", h, h.f.maxOptions)
	}
	out := make([]game.Option, k)
	for d := range out {
		out[d] = game.Option{bashHeap{n: h.n - uint64(d) - 1, f: h.f}}
	}
	return out, nil
}
