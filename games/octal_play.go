package games

import (
	"context"
	"math"
	"math/big"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// ReadOption reads a move of any heap, however large, by the code's
// rules (answer.OptionReader): the heaps left, in any order, or 0 when the
// whole heap is taken.
func (h octalHeap) ReadOption(parts []string) (game.Option, error) {
	sizes, err := readSizes(h.f.name, parts)
	if err != nil {
		return nil, err
	}
	if len(sizes) == 1 && sizes[0].Sign() == 0 {
		sizes = nil // the whole heap taken: the option is the heap 0
	}
	taken := h.size()
	for _, s := range sizes {
		if s.Sign() == 0 {
			return nil, errs.Errorf(h.f.name, errs.Usage, "%s → %s leaves an empty heap: write only the heaps left, or 0 when none is", h, game.PartsText(parts))
		}
		taken = new(big.Int).Sub(taken, s)
	}
	if taken.Sign() < 0 {
		return nil, errs.Errorf(h.f.name, errs.Usage, "%s → %s leaves more tokens than heap %s has", h, game.PartsText(parts), h)
	}
	slices.SortFunc(sizes, (*big.Int).Cmp)
	k := uint64(math.MaxUint64) // past every digit: only a repeating one applies
	if taken.IsUint64() {
		k = taken.Uint64()
	}
	equal := len(sizes) == 2 && sizes[0].Cmp(sizes[1]) == 0
	if len(sizes) > 3 || !h.f.rules.MayTake(k, len(sizes), equal) {
		return nil, errs.Errorf(h.f.name, errs.Usage, "%s → %s takes %s tokens and leaves %d heaps: not a move of %s", h, game.PartsText(parts), taken, len(sizes), h.f.rules.Name())
	}
	if len(sizes) == 0 {
		return game.Option{octalHeap{f: h.f}}, nil
	}
	o := make(game.Option, len(sizes))
	for i, s := range sizes {
		o[i] = heapOf(h.f, s)
	}
	return o, nil
}

// SampleOptions gives the first moves in the order of Options: the
// smallest takes, then the smallest heaps split off (game.OptionSampler).
// It fails for heaps past 2^64.
func (h octalHeap) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	if h.big != nil {
		return nil, errs.Errorf(h.f.name, errs.Unknown, "heap %s: moves are found for heaps below 2^64 only", h)
	}
	var out []game.Option
	if max <= 0 {
		return out, nil
	}
	h.f.rules.Options(h.n, func(parts ...uint64) bool {
		out = append(out, h.option(parts))
		return len(out) < max
	})
	return out, nil
}
