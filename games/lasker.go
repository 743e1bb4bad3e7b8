// Lasker's Nim: take any positive number of counters from one heap, or
// split a heap into two non-empty heaps.
//
// Closed form (Emanuel Lasker, "Brettspiele der Völker", 1931; Winning Ways
// ch. 4, "Lasker's Nim"): g(0) = 0 and, for k ≥ 0, g(4k+1) = 4k+1,
// g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3. It follows by induction:
// the takes reach every value of a smaller heap, and the splits of an odd
// heap reach 4k+3 or 4k+4 as well. g swaps 4k+3 and 4k+4, so it is its own
// inverse and a take to value t goes to heap g(t).
package games

import (
	"strconv"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

func init() {
	Register(Info{
		Name:    "lasker",
		Rule:    "take any number from one heap, or split a heap into two non-empty heaps",
		Example: "lasker 3 7 10",
		New: func(_ string, cfg Config) (game.Family, error) {
			return &laskerFamily{limit: maxPositions(cfg)}, nil
		},
	})
}

type laskerFamily struct{ limit int }

func (f *laskerFamily) Name() string { return "lasker" }

func (f *laskerFamily) Parse(s string) (game.Component, error) {
	n, err := parseUint("lasker", "heap", s)
	if err != nil {
		return nil, err
	}
	return laskerHeap{n: n, f: f}, nil
}

// laskerValue is Lasker's closed form; it is an involution.
func laskerValue(n uint64) uint64 {
	switch {
	case n == 0:
		return 0
	case n%4 == 3:
		return n + 1
	case n%4 == 0:
		return n - 1
	}
	return n
}

type laskerHeap struct {
	n uint64
	f *laskerFamily
}

func (h laskerHeap) String() string              { return strconv.FormatUint(h.n, 10) }
func (h laskerHeap) heap(n uint64) laskerHeap    { return laskerHeap{n: n, f: h.f} }
func (h laskerHeap) Value() (game.Nimber, error) { return game.Star(laskerValue(h.n)), nil }

// checkSplits refuses to scan the splits of a heap beyond the limit.
func (h laskerHeap) checkSplits() error {
	if h.n/2 > uint64(h.f.limit) {
		return errs.Errorf("lasker", errs.Limit, "heap %d has more than %d splits to scan; raise --max-positions", h.n, h.f.limit)
	}
	return nil
}

// MovesTo returns the take to heap g(target), if smaller, and every split
// into heaps whose values XOR to target.
func (h laskerHeap) MovesTo(target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	if err := h.checkSplits(); err != nil {
		return nil, err
	}
	var out []game.Option
	if m := laskerValue(t); m < h.n {
		out = append(out, game.Option{h.heap(m)})
	}
	for x := uint64(1); x <= h.n/2; x++ {
		if laskerValue(x)^laskerValue(h.n-x) == t {
			out = append(out, game.Option{h.heap(x), h.heap(h.n - x)})
		}
	}
	return out, nil
}

func (h laskerHeap) Options() ([]game.Option, error) {
	if h.n > uint64(h.f.limit) {
		return nil, tooManyOptions("lasker", "heap", h, h.f.limit)
	}
	out := make([]game.Option, 0, h.n+h.n/2)
	for m := range h.n {
		out = append(out, game.Option{h.heap(m)})
	}
	for x := uint64(1); x <= h.n/2; x++ {
		out = append(out, game.Option{h.heap(x), h.heap(h.n - x)})
	}
	return out, nil
}
