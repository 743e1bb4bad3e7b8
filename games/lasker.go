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
	"math"
	"math/big"
	"slices"
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

// laskerValue is Lasker's closed form; it is an involution. The value of
// the heap 2^64−1 is 2^64, which the callers handle: it is the only one
// that does not fit.
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

func (h laskerHeap) String() string           { return strconv.FormatUint(h.n, 10) }
func (h laskerHeap) heap(n uint64) laskerHeap { return laskerHeap{n: n, f: h.f} }

func (h laskerHeap) Value() (game.Nimber, error) {
	if h.n == math.MaxUint64 {
		return game.BigStar(new(big.Int).Lsh(big.NewInt(1), 64)), nil
	}
	return game.Star(laskerValue(h.n)), nil
}

// MovesTo returns the take to heap g(target), if smaller, and every split
// into heaps whose values XOR to target (laskerSplits).
func (h laskerHeap) MovesTo(target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	var out []game.Option
	if m := laskerValue(t); m < h.n && t != math.MaxUint64 {
		out = append(out, game.Option{h.heap(m)})
	}
	xs, ok := laskerSplits(h.n, t, h.f.limit)
	if !ok {
		return nil, errs.Boundf("lasker", "max-positions", "heap %d has more than %d splits of value %d to list", h.n, h.f.limit, t)
	}
	for _, x := range xs {
		out = append(out, game.Option{h.heap(x), h.heap(h.n - x)})
	}
	return out, nil
}

// laskerSplits returns, in increasing order, every x with 1 ≤ x ≤ n−x and
// g(x) ^ g(n−x) = t, or false if there are more than limit.
//
// Write x = 4p+r: then g(x) = 4(p+c_r) + l_r, with (c, l) = (−1, 3),
// (0, 1), (0, 2), (1, 0) for r = 0..3. For x = 4p+r, y = 4q+s, the low
// two bits need l_r ^ l_s = t mod 4, and P = p+c_r, Q = q+c_s need
// P + Q = S (fixed by n, r, s) and P ^ Q = T = t/4. As P+Q = (P^Q) +
// 2(P&Q), that is P&Q = A = (S−T)/2 with A&T = 0, and the solutions are
// P = A|U for U ⊆ T: found by walking the subsets of T, without scanning.
func laskerSplits(n, t uint64, limit int) ([]uint64, bool) {
	c := [4]int64{-1, 0, 0, 1}
	l := [4]uint64{3, 1, 2, 0}
	var xs []uint64
	tried := 0
	for r := range uint64(4) {
		s := (n%4 + 4 - r) % 4
		if l[r]^l[s] != t%4 || n < r+s {
			continue
		}
		sum := int64((n-r-s)/4) + c[r] + c[s] // P + Q
		T := t / 4
		if sum < 0 || uint64(sum) < T || (uint64(sum)-T)%2 != 0 {
			continue
		}
		A := (uint64(sum) - T) / 2
		if A&T != 0 {
			continue
		}
		for U := T; ; U = (U - 1) & T { // every subset of T
			if tried++; tried > 2*limit+8 {
				return nil, false
			}
			P, Q := int64(A|U), int64(A|(T&^U))
			p, q := P-c[r], Q-c[s]
			if x := 4*uint64(p) + r; p >= 0 && q >= 0 && x >= 1 && x <= n-x {
				xs = append(xs, x)
			}
			if U == 0 {
				break
			}
		}
	}
	slices.Sort(xs)
	return xs, true
}

// ReadOption reads a take to a smaller heap or a split into two non-empty
// heaps, for a heap of any size (game.OptionReader).
func (h laskerHeap) ReadOption(parts []string) (game.Option, error) {
	n := new(big.Int).SetUint64(h.n)
	if len(parts) != 2 {
		to, err := readSmaller("lasker", n, parts)
		if err != nil {
			return nil, err
		}
		return game.Option{h.heap(to.Uint64())}, nil
	}
	sizes, err := readSizes("lasker", parts)
	if err != nil {
		return nil, err
	}
	if sizes[0].Sign() == 0 || sizes[1].Sign() == 0 || new(big.Int).Add(sizes[0], sizes[1]).Cmp(n) != 0 {
		return nil, errs.Errorf("lasker", errs.Usage, "%d → %s: a split leaves two non-empty heaps of %d in all", h.n, game.PartsText(parts), h.n)
	}
	x, y := sizes[0].Uint64(), sizes[1].Uint64()
	return game.Option{h.heap(min(x, y)), h.heap(max(x, y))}, nil
}

// SampleOptions splits off one counter, two, and so on, then takes one
// counter, two, and so on (game.OptionSampler).
func (h laskerHeap) SampleOptions(max int) ([]game.Option, error) {
	var out []game.Option
	for x := uint64(1); x <= h.n/2 && len(out) < max; x++ {
		out = append(out, game.Option{h.heap(x), h.heap(h.n - x)})
	}
	for d := uint64(1); d <= h.n && len(out) < max; d++ {
		out = append(out, game.Option{h.heap(h.n - d)})
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
