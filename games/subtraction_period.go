package games

import (
	"context"
	"slices"
	"strconv"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
)

// Heaps past the table's limit are valued from the proved period of the
// table: a subtraction game's by the octal periodicity theorem, an all-but
// game's arithmetic one by package heap's all-but criterion. An all-but
// heap has as many options as tokens, but each value is held by at most
// |S|+1 heaps (two heaps of one value are a forbidden take apart), so the
// moves to a value are still few and found from the period.

// periodicValue is G(n) for n past the table, from the proved period.
func (f *subtractionFamily) periodicValue(ctx context.Context, n uint64) (uint64, error) {
	if err := f.prove(ctx, n); err != nil {
		return 0, err
	}
	return period.AtUint64(f.table, f.period, n), nil
}

// prove extends the table, doubling it up to the limit (and at most to
// heap.ProvableLimit, as for octal games: the search needs 8 bytes a value),
// until the period of its values is proved. The heap n is only for the
// error.
func (f *subtractionFamily) prove(ctx context.Context, n uint64) error {
	if f.proved {
		return nil
	}
	if _, err := f.heapRules(); err != nil {
		return err
	}
	limit := min(f.limit, heap.ProvableLimit)
	for size := min(1<<10, limit); ; size = min(2*size, limit) {
		if err := f.extend(ctx, uint64(size)); err != nil {
			return err
		}
		if p, ok := heap.ProvePeriod(f.rules, f.table); ok && p.Proved {
			f.period, f.proved = p, true
			return nil
		}
		if size == f.limit {
			return errs.Boundf(f.name, "max-positions", "heap %d of %s needs more than %d positions (no period proved within them)", n, f.name, f.limit)
		}
		if size == limit {
			return errs.Errorf(f.name, errs.Unknown, "heap %d of %s: no period proved within the first %d values", n, f.name, limit)
		}
	}
}

// periodicMovesTo lists every move from heap n, past the table, to a heap
// of value v: for a subtraction game the takes of S, for an all-but game
// the heaps of value v below n at an allowed distance.
func (f *subtractionFamily) periodicMovesTo(ctx context.Context, n, v uint64) ([]game.Option, error) {
	var out []game.Option
	if !f.allBut {
		for _, s := range f.set {
			if s > n {
				break
			}
			got, err := f.valueOf(ctx, n-s)
			if err != nil {
				return nil, err
			}
			if got == v {
				out = append(out, game.Option{subtractionHeap{n: n - s, f: f}})
			}
		}
		return out, nil
	}
	if err := f.prove(ctx, n); err != nil {
		return nil, err
	}
	ms := period.Positions(f.table, f.period, v, n)
	for i := len(ms) - 1; i >= 0; i-- { // smallest take first, as takes
		if !f.forbidden(n - ms[i]) {
			out = append(out, game.Option{subtractionHeap{n: ms[i], f: f}})
		}
	}
	return out, nil
}

// valueOf is G(n) for any heap: from the table within the limit, else
// from the proved period.
func (f *subtractionFamily) valueOf(ctx context.Context, n uint64) (uint64, error) {
	if n < uint64(f.limit) {
		v, err := f.value(ctx, n)
		return uint64(v), err
	}
	return f.periodicValue(ctx, n)
}

// forbidden reports whether an all-but game forbids taking d.
func (f *subtractionFamily) forbidden(d uint64) bool {
	_, found := slices.BinarySearch(f.set, d)
	return found
}

// tooManyOptions is the error for listing every option of a huge all-but
// heap.
func (f *subtractionFamily) tooManyOptions(n uint64) error {
	return errs.Errorf(f.name, errs.Limit, "heap %s of %s has about as many options as tokens; too many to list", strconv.FormatUint(n, 10), f.name)
}

// heapRules returns the family's rules as package heap writes them, for
// its prover and the misère search, parsing them the first time.
func (f *subtractionFamily) heapRules() (*heap.Rules, error) {
	if f.rules == nil {
		r, err := heap.Parse(f.name)
		if err != nil {
			// Sets the prover does not take (elements past 2^20) are
			// still games, valued up to the table's limit.
			return nil, errs.Errorf(f.name, errs.Limit, "heaps past the first %d need a proved period, and the prover cannot take this set: %v", f.limit, err)
		}
		f.rules = r
	}
	return f.rules, nil
}
