package games

import (
	"context"
	"fmt"
	"strconv"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// reversibleFamily is Nim in which a heap may also grow, from a reserve
// that growing uses up (Poker Nim's chips, Northcott's room to retreat).
// A growing move is reversible: the opponent takes the new counters away
// again, and the reserve is finite, so the heap is still worth *n: by
// induction on the reserve and then n, the options of (n, r) have values
// 0..n−1 and n+1..n+r, whose mex is n. The reserve only adds winning moves
// that grow a heap to the size Nim asks for.
type reversibleFamily struct {
	name, unit, reserve string // "poker", "heap", "reserve"
	// unbounded: a position written without a reserve may grow to any
	// size (Poker Nim); otherwise it may not grow (Northcott).
	unbounded bool
	limit     int
}

func (f *reversibleFamily) Name() string { return f.name }

// Parse reads "n" or "n,r": a heap of n with reserve r.
func (f *reversibleFamily) Parse(s string) (game.Component, error) {
	nr, err := parseList(f.name, f.unit, "a "+f.unit+" n or n,r with r the "+f.reserve, s, 0)
	if err != nil {
		return nil, err
	}
	switch len(nr) {
	case 1:
		return reversibleHeap{n: nr[0], unbounded: f.unbounded, f: f}, nil
	case 2:
		return reversibleHeap{n: nr[0], reserve: nr[1], bounded: true, f: f}, nil
	}
	return nil, errs.Errorf(f.name, errs.Usage, "position %s: want a %s n or n,r with r the %s", errs.Quote(s), f.unit, f.reserve)
}

type reversibleHeap struct {
	n, reserve uint64
	bounded    bool // written n,r
	unbounded  bool // written n, may grow without bound
	f          *reversibleFamily
}

func (h reversibleHeap) String() string {
	if !h.bounded {
		return strconv.FormatUint(h.n, 10)
	}
	return strconv.FormatUint(h.n, 10) + "," + strconv.FormatUint(h.reserve, 10)
}

// Key tells Poker Nim and Northcott heaps apart, and a heap that may grow
// from one that may not (game.Keyer).
func (h reversibleHeap) Key() string {
	return fmt.Sprintf("%s:%v:%s", h.f.name, h.unbounded, h.String())
}

func (h reversibleHeap) Value(ctx context.Context) (game.Nimber, error) { return game.Star(h.n), nil }

// to returns the heap resized to m, paying any growth from the reserve.
func (h reversibleHeap) to(m uint64) game.Option {
	next := h
	next.n = m
	if m > h.n && h.bounded {
		next.reserve -= m - h.n
	}
	return game.Option{next}
}

// canGrow reports whether the heap may grow by d.
func (h reversibleHeap) canGrow(d uint64) bool { return h.unbounded || d <= h.reserve }

// MovesTo shrinks or grows the heap to size target.
func (h reversibleHeap) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	if !ok || t == h.n || (t > h.n && !h.canGrow(t-h.n)) {
		return nil, nil
	}
	return []game.Option{h.to(t)}, nil
}

// endless is the error of a heap that may grow without bound, whose moves
// have no end to list, sample or read.
func (h reversibleHeap) endless(kind errs.Kind) error {
	return errs.Errorf(h.f.name, kind, "%s %d may grow without bound, so its moves cannot be listed; write it %d,r with r the %s", h.f.unit, h.n, h.n, h.f.reserve)
}

func (h reversibleHeap) Options(ctx context.Context) ([]game.Option, error) {
	if h.unbounded {
		return nil, h.endless(errs.Unknown)
	}
	if h.n > uint64(h.f.limit) || h.reserve > uint64(h.f.limit)-h.n {
		return nil, tooManyOptions(h.f.name, "position", h, h.f.limit)
	}
	out := make([]game.Option, 0, h.n+h.reserve)
	for m := range h.n + h.reserve + 1 {
		if m != h.n {
			out = append(out, h.to(m))
		}
	}
	return out, nil
}

// ReadOption reads a move as the size the heap is left at, "m", or as the
// position "m,r" with the reserve after it (answer.OptionReader). A heap
// that may grow without bound has no end of moves to read.
func (h reversibleHeap) ReadOption(parts []string) (game.Option, error) {
	if h.unbounded {
		return nil, h.endless(errs.Usage)
	}
	c, err := readOne(h.f, h.f.unit, h, parts)
	if err != nil {
		return nil, err
	}
	m := c.(reversibleHeap).n
	if m == h.n || (m > h.n && !h.canGrow(m-h.n)) {
		return nil, errs.Errorf(h.f.name, errs.Usage, "%s → %s: a move changes the %s, growing it by at most the %s, %d", h, c, h.f.unit, h.f.reserve, h.reserve)
	}
	o := h.to(m)
	if c.(reversibleHeap).bounded && o[0].String() != c.String() {
		return nil, errs.Errorf(h.f.name, errs.Usage, "%s → %s: that move leaves %s", h, c, o[0])
	}
	return o, nil
}

// SampleOptions shrinks the heap by one, then two, and so on, then grows
// it by one, two, and so on (game.OptionSampler).
func (h reversibleHeap) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	if h.unbounded {
		return nil, h.endless(errs.Unknown)
	}
	var out []game.Option
	for d := uint64(1); d <= h.n && len(out) < max; d++ {
		out = append(out, h.to(h.n-d))
	}
	for d := uint64(1); h.canGrow(d) && len(out) < max; d++ {
		out = append(out, h.to(h.n+d))
	}
	return out, nil
}
