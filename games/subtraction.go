// Subtraction games: a heap from which a move takes s counters for some s
// in a set S (subtraction:S), or any positive number not in S (allbut:S).
//
// A heap n is worth mex{g(n−s)} over the allowed takes s (Sprague 1935,
// Grundy 1939; Winning Ways ch. 4). There is no closed form in general:
// the values are computed in a table from heap 0 up, whose length is
// bounded by --max-positions. For a finite S the sequence is ultimately
// periodic (Winning Ways ch. 4), and all-but games are arithmetic-periodic
// (Angela Siegel, "Finite excluded subtraction sets and infinite modular
// Nim", 2005). The table does not rely on either; heaps past its limit are
// valued from the period package heap proves (subtraction_period.go).
package games

import (
	"context"
	"iter"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
)

func init() {
	Register(Info{
		Name:    "subtraction",
		Params:  "S (the allowed takes, positive integers such as 1,3,4)",
		Rule:    "take s counters from one heap, for some s in the set S",
		Example: "subtraction:1,3,4 7 9 11",
		Offers:  []Offer{Values, Moves, Count, Huge, Genus, Quotient, Period, Board},
		New: func(params string, cfg Config) (game.Family, error) {
			return newSubtraction("subtraction", params, cfg)
		},
	})
	Register(Info{
		Name:    "allbut",
		Params:  "S (the forbidden takes, positive integers such as 2,3,7)",
		Rule:    "take any positive number of counters from one heap, except a number in S",
		Example: "allbut:2,3,7 10 11",
		Offers:  []Offer{Values, Moves, Count, Huge, Genus, Quotient, Period, Board},
		New: func(params string, cfg Config) (game.Family, error) {
			return newSubtraction("allbut", params, cfg)
		},
	})
}

// subtractionFamily is subtraction:S or, with allBut set, allbut:S.
type subtractionFamily struct {
	name   string
	set    []uint64 // sorted, distinct, positive
	allBut bool
	limit  int
	table  []uint32 // table[n] is the value of heap n
	// For allbut: counts[v] is how many heaps in the table are worth v,
	// and every value below fullMex occurs.
	counts  []uint32
	fullMex uint32
	scratch []uint64

	// Past the limit: the rules for package heap's prover and the period
	// it proved from the table (subtraction_period.go).
	rules  *heap.Rules
	period heap.Period
	proved bool

	misere misereHeaps // misère sums, by genus
}

func newSubtraction(name, params string, cfg Config) (game.Family, error) {
	op := "game " + name
	if params == "" {
		return nil, errs.Errorf(op, errs.Usage, "missing set: want %s:S with S a list of positive integers, e.g. %s:1,3,4", name, name)
	}
	var set []uint64
	for _, p := range strings.Split(params, ",") {
		s, err := strconv.ParseUint(p, 10, 64)
		if err != nil || s == 0 {
			return nil, errs.Errorf(op, errs.Usage, "set member %s: want a positive integer, e.g. %s:1,3,4", errs.Quote(p), name)
		}
		set = append(set, s)
	}
	slices.Sort(set)
	set = slices.Compact(set)
	return &subtractionFamily{name: name + ":" + formatList(set), set: set, allBut: name == "allbut", limit: maxPositions(cfg),
		misere: newMisereHeaps(cfg)}, nil
}

func (f *subtractionFamily) Name() string { return f.name }

func (f *subtractionFamily) Parse(s string) (game.Component, error) {
	n, err := parseUint(f.name, "heap", s)
	if err != nil {
		return nil, err
	}
	return subtractionHeap{n: n, f: f}, nil
}

// Explored is the length of the value table, and the misère sums searched.
func (f *subtractionFamily) Explored() int64 { return int64(len(f.table)) + f.misere.sums() }

// value returns g(n), extending the table as far as n.
func (f *subtractionFamily) value(ctx context.Context, n uint64) (uint32, error) {
	if n >= uint64(f.limit) {
		return 0, needsMore(f.name, "heap "+strconv.FormatUint(n, 10), f.limit)
	}
	if err := f.extend(ctx, n+1); err != nil {
		return 0, err
	}
	return f.table[n], nil
}

// extend computes the values of heaps up to n−1, stopping when ctx is
// done (looked at every 4096 heaps, the first included).
func (f *subtractionFamily) extend(ctx context.Context, n uint64) error {
	for uint64(len(f.table)) < n {
		if len(f.table)%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return errs.E(f.name, errs.Limit, err)
			}
		}
		f.table = append(f.table, f.next())
	}
	return nil
}

// next computes the value of the heap one past the table.
func (f *subtractionFamily) next() uint32 {
	n := uint64(len(f.table))
	// reach holds the values of the heaps n−s, s in S: the options of a
	// subtraction game, the forbidden heaps of an all-but game.
	reach := f.scratch[:0]
	for _, s := range f.set {
		if s > n {
			break
		}
		reach = append(reach, uint64(f.table[n-s]))
	}
	f.scratch = reach
	if !f.allBut {
		return uint32(game.Mex(reach))
	}
	// The options are all smaller heaps but the forbidden ones: a value
	// is missing iff all its heaps are forbidden.
	mex := f.fullMex
	for _, v := range reach {
		f.counts[v]--
	}
	for _, v := range reach {
		if f.counts[v] == 0 {
			mex = min(mex, uint32(v))
		}
	}
	for _, v := range reach {
		f.counts[v]++
	}
	if int(mex) == len(f.counts) {
		f.counts = append(f.counts, 0)
	}
	f.counts[mex]++
	for int(f.fullMex) < len(f.counts) && f.counts[f.fullMex] > 0 {
		f.fullMex++
	}
	return mex
}

// takes yields each heap reachable from n, smallest take first.
func (f *subtractionFamily) takes(n uint64) iter.Seq[uint64] {
	return func(yield func(uint64) bool) {
		if !f.allBut {
			for _, s := range f.set {
				if s > n || !yield(n-s) {
					return
				}
			}
			return
		}
		for d := uint64(1); d <= n; d++ {
			if !f.forbidden(d) && !yield(n-d) {
				return
			}
		}
	}
}

type subtractionHeap struct {
	n uint64
	f *subtractionFamily
}

func (h subtractionHeap) String() string { return strconv.FormatUint(h.n, 10) }

// Board draws the heap with the numbers it may lose (display.Boarder).
func (h subtractionHeap) Board() string { return "takes" }

// Key tells heaps of different sets apart (game.Keyer).
func (h subtractionHeap) Key() string { return h.f.name + ":" + h.String() }

func (h subtractionHeap) Value(ctx context.Context) (game.Nimber, error) {
	v, err := h.f.valueOf(ctx, h.n)
	return game.Star(v), err
}

func (h subtractionHeap) Options(ctx context.Context) ([]game.Option, error) {
	if _, err := h.f.valueOf(ctx, h.n); err != nil {
		return nil, err
	}
	if h.f.allBut && h.n >= uint64(h.f.limit) {
		return nil, h.f.tooManyOptions(h.n)
	}
	var out []game.Option
	for to := range h.f.takes(h.n) {
		out = append(out, game.Option{subtractionHeap{n: to, f: h.f}})
	}
	return out, nil
}

// ReadOption reads a move to a smaller heap by an allowed take, for a
// heap of any size (answer.OptionReader).
func (h subtractionHeap) ReadOption(parts []string) (game.Option, error) {
	to, err := readSmaller(h.f.name, new(big.Int).SetUint64(h.n), parts)
	if err != nil {
		return nil, err
	}
	d := h.n - to.Uint64()
	if _, in := slices.BinarySearch(h.f.set, d); in == h.f.allBut {
		return nil, errs.Errorf(h.f.name, errs.Usage, "%d → %s takes %d: not a move of %s", h.n, to, d, h.f.name)
	}
	return game.Option{subtractionHeap{n: to.Uint64(), f: h.f}}, nil
}

// SampleOptions gives the smallest takes first (game.OptionSampler).
func (h subtractionHeap) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	for to := range h.f.takes(h.n) {
		if len(out) == max {
			break
		}
		out = append(out, game.Option{subtractionHeap{n: to, f: h.f}})
	}
	return out, nil
}

// MovesTo scans the options in the table, building only the matches;
// past the table it finds them from the period.
func (h subtractionHeap) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	out, _, err := h.MovesToMax(ctx, target, math.MaxInt)
	return out, err
}

// MovesToMax returns the first max options of value target, the
// smallest takes first (game.MoveLister).
func (h subtractionHeap) MovesToMax(ctx context.Context, target game.Nimber, max int) ([]game.Option, bool, error) {
	var out []game.Option
	more := false
	err := h.eachMoveTo(ctx, target, func(to uint64) bool {
		if len(out) == max {
			more = true
			return false
		}
		out = append(out, game.Option{subtractionHeap{n: to, f: h.f}})
		return true
	})
	return out, more, err
}

// CountMovesTo counts the options of value target without building them
// (game.MoveCounter): a scan of the table, or the period's positions.
func (h subtractionHeap) CountMovesTo(ctx context.Context, target game.Nimber) (uint64, bool, error) {
	var n uint64
	err := h.eachMoveTo(ctx, target, func(uint64) bool { n++; return true })
	return n, err == nil, err
}

// eachMoveTo calls yield with the heap each option of value target
// leaves, smallest take first, until it returns false.
func (h subtractionHeap) eachMoveTo(ctx context.Context, target game.Nimber, yield func(to uint64) bool) error {
	if _, err := h.f.valueOf(ctx, h.n); err != nil {
		return err
	}
	v, small := target.Uint64()
	if !small {
		return nil // no heap is worth that much
	}
	if h.n >= uint64(h.f.limit) {
		opts, err := h.f.periodicMovesTo(ctx, h.n, v)
		for _, o := range opts {
			if !yield(o[0].(subtractionHeap).n) {
				break
			}
		}
		return err
	}
	for to := range h.f.takes(h.n) {
		if uint64(h.f.table[to]) == v && !yield(to) {
			break
		}
	}
	return nil
}
