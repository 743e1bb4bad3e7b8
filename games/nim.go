// Nim: heaps of counters; a move takes any positive number of counters from
// one heap.
//
// Bouton's theorem (Bouton 1901, "Nim, a game with a complete mathematical
// theory"): a heap of n is worth *n, so a sum is lost for the player to move
// iff the XOR of the heaps is 0, and a winning move takes a heap a to
// a xor X (X the XOR of all heaps) whenever that is smaller than a.
//
// Misère Nim (Bouton 1901; Winning Ways ch. 13): play as in normal Nim
// unless the move would leave only heaps of size 0 or 1; then leave an odd
// number of heaps of size 1. So a sum with a heap of 2 or more has its
// normal-play outcome, and a sum of heaps ≤ 1 is lost iff the number of 1s
// is odd.
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
		Name:    "nim",
		Rule:    "take any positive number of counters from one heap",
		Example: "nim 3 4 5",
		Offers:  []Offer{Values, Moves, Count, Huge, MisereRule, Period, Board},
		New: func(_ string, cfg Config) (game.Family, error) {
			return &nimFamily{maxOptions: maxPositions(cfg)}, nil
		},
	})
}

type nimFamily struct {
	maxOptions int       // heaps larger than this refuse to list their options
	block      []nimHeap // heaps are allocated a block at a time, not one by one
}

// heap returns a new heap of the given size.
func (f *nimFamily) heap(size game.Nimber) *nimHeap {
	if len(f.block) == cap(f.block) {
		f.block = make([]nimHeap, 0, 1024)
	}
	f.block = append(f.block, nimHeap{size: size, f: f})
	return &f.block[len(f.block)-1]
}

func (f *nimFamily) Name() string { return "nim" }

// Parse reads a heap of any size; heaps below 2^64 take the fast path.
func (f *nimFamily) Parse(s string) (game.Component, error) {
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		return f.heap(game.Star(n)), nil
	}
	b, err := parseBig("nim", "heap", s)
	if err != nil {
		return nil, err
	}
	return f.heap(game.BigStar(b)), nil
}

// nimHeap is a Nim heap of any size; it is worth *size.
type nimHeap struct {
	size game.Nimber
	f    *nimFamily
}

func (h *nimHeap) String() string { return h.size.String() }

// Board draws the heap as a stack of counters (display.Boarder).
func (h *nimHeap) Board() string                                  { return "heap" }
func (h *nimHeap) Value(ctx context.Context) (game.Nimber, error) { return h.size, nil }
func (h *nimHeap) option(size uint64) game.Option                 { return game.Option{h.f.heap(game.Star(size))} }

// MovesTo returns the one move to a heap of the target size, if smaller.
func (h *nimHeap) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if target.Cmp(h.size) >= 0 {
		return nil, nil
	}
	return []game.Option{{h.f.heap(target)}}, nil
}

// CountMovesTo counts the one move to the target size, if smaller
// (game.MoveCounter).
func (h *nimHeap) CountMovesTo(ctx context.Context, target game.Nimber) (uint64, bool, error) {
	if target.Cmp(h.size) >= 0 {
		return 0, true, nil
	}
	return 1, true, nil
}

// Options lists the heaps 0..size-1, refusing heaps too large to list.
func (h *nimHeap) Options(ctx context.Context) ([]game.Option, error) {
	n, ok := h.size.Uint64()
	if !ok || n > uint64(h.f.maxOptions) {
		return nil, tooManyOptions("nim", "heap", h, h.f.maxOptions)
	}
	out := make([]game.Option, n)
	for i := range out {
		out[i] = h.option(uint64(i))
	}
	return out, nil
}

// ReadOption reads a move to any smaller heap (answer.OptionReader).
func (h *nimHeap) ReadOption(parts []string) (game.Option, error) {
	to, err := readSmaller("nim", h.size.Big(), parts)
	if err != nil {
		return nil, err
	}
	return game.Option{h.f.heap(game.BigStar(to))}, nil
}

// SampleOptions takes one counter, then two, and so on (game.OptionSampler).
func (h *nimHeap) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	to := h.size.Big()
	for len(out) < max && to.Sign() > 0 {
		to.Sub(to, big.NewInt(1))
		out = append(out, game.Option{h.f.heap(game.BigStar(to))})
	}
	return out, nil
}

// MisereAnalyze applies Bouton's misère rule to a sum of Nim heaps.
func (f *nimFamily) MisereAnalyze(ctx context.Context, sum []game.Component) (game.Outcome, []game.Move, error) {
	heaps := make([]*nimHeap, len(sum))
	var (
		total      game.Nimber
		ones, bigs int // heaps of size 1, heaps of size ≥ 2
		bigAt      int // index of a heap ≥ 2
	)
	for i, c := range sum {
		h, ok := c.(*nimHeap)
		if !ok {
			return 0, nil, errs.Errorf("misère nim", errs.Usage, "component %s is not a Nim heap; misère sums of mixed games are not supported", c)
		}
		heaps[i] = h
		total = total.Xor(h.size)
		switch n, small := h.size.Uint64(); {
		case small && n == 1:
			ones++
		case !small || n >= 2:
			bigs, bigAt = bigs+1, i
		}
	}
	var moves []game.Move
	switch bigs {
	case 0: // only 0s and 1s: leave an odd number of 1s
		if ones%2 == 1 {
			return game.P, nil, nil
		}
		for i, h := range heaps {
			if n, _ := h.size.Uint64(); n == 1 {
				moves = append(moves, game.Move{Component: i, To: h.option(0)})
			}
		}
	case 1: // the big heap goes to 0 or 1, leaving an odd number of 1s
		moves = append(moves, game.Move{Component: bigAt, To: heaps[bigAt].option(uint64(1 - ones%2))})
	default: // at least two big heaps remain after any move: play normal Nim
		if total.IsZero() {
			return game.P, nil, nil
		}
		for i, h := range heaps {
			opts, _ := h.MovesTo(ctx, h.size.Xor(total))
			for _, o := range opts {
				moves = append(moves, game.Move{Component: i, To: o})
			}
		}
	}
	return game.N, moves, nil
}
