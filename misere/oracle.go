package misere

import (
	"context"
	"slices"
)

// This file values sums for the learner once the quotient of heaps 1 to
// m−1 is proved: a sum without a heap of m is then valued at once, by
// the proved automaton, so a search from a sum with heaps of m only
// follows the moves that keep every heap of m. The search from scratch
// (Heaps) would also go through every sum the heaps of m split into.

// An oracle values sums of heaps 1 to m. Its sums are as Heaps keeps
// them: heaps that are 0 in misère play dropped, and heaps that play as
// *1 in pairs (*1 + *1 is 0), the one left being written as star.
type oracle struct {
	l     *learner
	m     uint32
	delta [][]int32 // the proved automaton for heaps 1 to m−1
	lost  []bool
	memo  sumTable // sum → 1 if lost
	limit int
	star  uint32 // the smallest heap that plays as *1, if any
}

// snapshot returns an oracle for heap l.n, the automaton being proved for
// the heaps before it.
func (l *learner) snapshot() *oracle {
	o := &oracle{l: l, m: uint32(l.n), lost: slices.Clone(l.lost), limit: l.h.limit}
	for _, row := range l.delta {
		o.delta = append(o.delta, slices.Clone(row[:l.n-1]))
	}
	o.star = uint32(slices.Index(l.h.kinds, star1))
	return o
}

// lostSum reports whether a sum of heaps (sorted) is lost for the player
// to move.
func (o *oracle) lostSum(ctx context.Context, sum []uint32) (bool, error) {
	kinds := o.l.h.kinds
	var kept []uint32
	flip := false
	for _, h := range sum {
		switch kinds[h] {
		case live:
			kept = append(kept, h)
		case star1:
			flip = !flip
		}
	}
	if flip {
		kept = o.toggleStar(kept)
	}
	return o.lostReduced(ctx, kept)
}

// toggleStar adds star to a sorted sum, or takes it away if there.
func (o *oracle) toggleStar(sum []uint32) []uint32 {
	i, found := slices.BinarySearch(sum, o.star)
	if found {
		return slices.Delete(sum, i, i+1)
	}
	return slices.Insert(sum, i, o.star)
}

func (o *oracle) lostReduced(ctx context.Context, sum []uint32) (bool, error) {
	if len(sum) == 0 || sum[len(sum)-1] < o.m {
		s := int32(0)
		for _, h := range sum {
			s = o.delta[s][h-1]
		}
		return o.lost[s], nil
	}
	if lost, ok := o.memo.get(sum); ok {
		return lost == 1, nil
	}
	if o.memo.n >= o.limit {
		return false, o.l.h.boundErr()
	}
	if o.memo.n%4096 == 0 {
		if err := stopped(ctx); err != nil {
			return false, err
		}
		if o.memo.n%65536 == 0 {
			o.l.progress()
		}
	}
	h := o.l.h
	// Every heap of the sum has a move, star included. Largest heaps
	// first: a move in a heap of m leaves a sum with one fewer, the
	// cheapest to value (with one left, at once), and one move to a lost
	// sum settles this one.
	lost := true
	rest := make([]uint32, 0, len(sum))
	next := make([]uint32, 0, len(sum)+4) // reused by each option
	for i := len(sum) - 1; i >= 0 && lost; i-- {
		x := sum[i]
		if i < len(sum)-1 && x == sum[i+1] {
			continue
		}
		rest = append(append(rest[:0], sum[:i]...), sum[i+1:]...)
		for _, opt := range h.opts[h.optAt[x]:h.optAt[x+1]] {
			next = mergeSorted(next[:0], rest, h.parts[opt.at:opt.at+uint32(opt.n)])
			if opt.flip != 0 {
				next = o.toggleStar(next)
			}
			p, err := o.lostReduced(ctx, next)
			if err != nil {
				return false, err
			}
			if p {
				lost = false
				break
			}
		}
	}
	o.memo.put(sum, uint32(b2i(lost)))
	return lost, nil
}

// mergeSorted appends to out the sorted sum of a, sorted, and the few
// heaps of b (an option's parts, in any order).
func mergeSorted(out, a, b []uint32) []uint32 {
	out = append(out, a...)
	for _, x := range b {
		i, _ := slices.BinarySearch(out, x)
		out = slices.Insert(out, i, x)
	}
	return out
}
