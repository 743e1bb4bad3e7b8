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
	"context"
	"math"
	"math/big"
	"math/bits"
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
		Offers:  []Offer{Values, Moves, Count, Huge, Period},
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

func (h laskerHeap) Value(ctx context.Context) (game.Nimber, error) {
	if h.n == math.MaxUint64 {
		return game.BigStar(new(big.Int).Lsh(big.NewInt(1), 64)), nil
	}
	return game.Star(laskerValue(h.n)), nil
}

// MovesTo returns the take to heap g(target), if smaller, and every split
// into heaps whose values XOR to target (laskerSplitClasses).
func (h laskerHeap) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if n, _, _ := h.CountMovesTo(ctx, target); n > uint64(h.f.limit) {
		t, _ := target.Uint64()
		return nil, errs.Boundf("lasker", "max-positions", "heap %d has more than %d splits of value %d to list", h.n, h.f.limit, t)
	}
	out, _, err := h.MovesToMax(ctx, target, h.f.limit+1)
	return out, err
}

// MovesToMax returns the take to heap g(target), if smaller, then the
// splits of value target with the smallest heaps split off, at most max
// in all, without finding the others (game.MoveLister).
func (h laskerHeap) MovesToMax(ctx context.Context, target game.Nimber, max int) ([]game.Option, bool, error) {
	t, ok := target.Uint64()
	if !ok || max <= 0 {
		return nil, false, nil
	}
	var out []game.Option
	if m, ok := h.take(t); ok {
		out = append(out, game.Option{h.heap(m)})
	}
	var xs []uint64
	for _, c := range laskerSplitClasses(h.n, t) {
		xs = c.appendFirst(xs, max-len(out))
	}
	slices.Sort(xs)
	for _, x := range xs[:min(len(xs), max-len(out))] {
		out = append(out, game.Option{h.heap(x), h.heap(h.n - x)})
	}
	n, _, _ := h.CountMovesTo(ctx, target)
	return out, n > uint64(len(out)), nil
}

// CountMovesTo counts the take and the splits of value target by
// arithmetic, without listing them (game.MoveCounter).
func (h laskerHeap) CountMovesTo(ctx context.Context, target game.Nimber) (uint64, bool, error) {
	t, ok := target.Uint64()
	if !ok {
		return 0, true, nil
	}
	var n uint64
	if _, ok := h.take(t); ok {
		n++
	}
	for _, c := range laskerSplitClasses(h.n, t) {
		n += c.count()
	}
	return n, true, nil
}

// take returns the heap a take to value t leaves, g(t), if smaller.
func (h laskerHeap) take(t uint64) (uint64, bool) {
	m := laskerValue(t)
	return m, m < h.n && t != math.MaxUint64
}

// A laskerSplitClass is the splits x + (n−x) of value t with x ≡ r mod 4:
// x = 4(P−c_r)+r for P = A|U, U every subset of T with P in [lo, hi].
//
// Write x = 4p+r: then g(x) = 4(p+c_r) + l_r, with (c, l) = (−1, 3),
// (0, 1), (0, 2), (1, 0) for r = 0..3. For x = 4p+r, y = 4q+s, the low
// two bits need l_r ^ l_s = t mod 4, and P = p+c_r, Q = q+c_s need
// P + Q = S (fixed by n, r, s) and P ^ Q = T = t/4. As P+Q = (P^Q) +
// 2(P&Q), that is P&Q = A = (S−T)/2 with A&T = 0, and the solutions are
// P = A|U = A+U for U ⊆ T. p ≥ 0, q ≥ 0 and x ≤ n−x bound P to [lo, hi].
type laskerSplitClass struct {
	r, A, T uint64
	c       int64
	lo, hi  uint64 // bounds on U = P − A
}

var (
	laskerC = [4]int64{-1, 0, 0, 1}
	laskerL = [4]uint64{3, 1, 2, 0}
)

// laskerSplitClasses returns the classes of splits of n of value t.
func laskerSplitClasses(n, t uint64) []laskerSplitClass {
	var out []laskerSplitClass
	for r := range uint64(4) {
		s := (n%4 + 4 - r) % 4
		if laskerL[r]^laskerL[s] != t%4 || n < r+s || n/2 < r {
			continue
		}
		sum := int64((n-r-s)/4) + laskerC[r] + laskerC[s] // P + Q
		T := t / 4
		if sum < 0 || uint64(sum) < T || (uint64(sum)-T)%2 != 0 {
			continue
		}
		A := (uint64(sum) - T) / 2
		if A&T != 0 {
			continue
		}
		lo := max(0, laskerC[r])                               // p ≥ 0
		hi := min(sum-laskerC[s], int64((n/2-r)/4)+laskerC[r]) // q ≥ 0, x ≤ n−x
		if hi < lo || hi < int64(A) {
			continue
		}
		out = append(out, laskerSplitClass{r: r, A: A, T: T, c: laskerC[r],
			lo: uint64(max(lo-int64(A), 0)), hi: uint64(hi - int64(A))})
	}
	return out
}

// count returns the number of subsets U of T in [lo, hi].
func (c laskerSplitClass) count() uint64 {
	n := subsetsUpTo(c.T, c.hi)
	if c.lo > 0 {
		n -= subsetsUpTo(c.T, c.lo-1)
	}
	return n
}

// appendFirst appends the smallest max x of the class, in order: the
// subsets of T in increasing order are U' = ((U | ^T) + 1) & T.
func (c laskerSplitClass) appendFirst(xs []uint64, max int) []uint64 {
	for U, k := uint64(0), 0; k < max && U <= c.hi; U = ((U | ^c.T) + 1) & c.T {
		if U >= c.lo {
			xs, k = append(xs, 4*uint64(int64(c.A+U)-c.c)+c.r), k+1
		}
		if U == c.T {
			break
		}
	}
	return xs
}

// subsetsUpTo returns the number of subsets U of T (bits) with U ≤ v.
func subsetsUpTo(T, v uint64) uint64 {
	var n uint64
	for b := 63; b >= 0; b-- {
		bit := uint64(1) << b
		if v&bit == 0 {
			continue // U must have a 0 here too
		}
		below := uint64(1) << bits.OnesCount64(T&(bit-1))
		if T&bit == 0 {
			return n + below // U has a 0 where v has a 1: U < v whatever follows
		}
		n += below // U with a 0 here; go on with a 1
	}
	return n + 1 // U = v
}

// ReadOption reads a take to a smaller heap or a split into two non-empty
// heaps, for a heap of any size (answer.OptionReader).
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
func (h laskerHeap) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	for x := uint64(1); x <= h.n/2 && len(out) < max; x++ {
		out = append(out, game.Option{h.heap(x), h.heap(h.n - x)})
	}
	for d := uint64(1); d <= h.n && len(out) < max; d++ {
		out = append(out, game.Option{h.heap(h.n - d)})
	}
	return out, nil
}

func (h laskerHeap) Options(ctx context.Context) ([]game.Option, error) {
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
