package misere

import (
	"slices"
)

// This file values sums for the learner once the quotient of heaps 1 to
// m−1 is proved: a sum without a heap of m is then valued at once, by
// the proved automaton, so a search from a sum with heaps of m only
// follows the moves that keep every heap of m. The search from scratch
// (Heaps) would also go through every sum the heaps of m split into.

// An oracle values sums of heaps 1 to m.
type oracle struct {
	l     *learner
	m     uint32
	delta [][]int32 // the proved automaton for heaps 1 to m−1
	lost  []bool
	memo  sumTable // sum → 1 if lost
	limit int
}

// snapshot returns an oracle for heap l.n, the automaton being proved for
// the heaps before it.
func (l *learner) snapshot() *oracle {
	o := &oracle{l: l, m: uint32(l.n), lost: slices.Clone(l.lost), limit: l.h.limit}
	for _, row := range l.delta {
		o.delta = append(o.delta, slices.Clone(row[:l.n-1]))
	}
	return o
}

// lostSum reports whether a sum of heaps (sorted) is lost for the player
// to move.
func (o *oracle) lostSum(sum []uint32) (bool, error) {
	return o.lostReduced(o.reduce(slices.Clone(sum)))
}

// reduce drops from a sorted sum the heaps that are 0 in misère play
// and the heaps that are *1 in pairs (*1 + *1 is 0), as Heaps does.
func (o *oracle) reduce(sum []uint32) []uint32 {
	kinds := o.l.h.kinds
	star := -1 // the index of an unpaired *1 heap
	out := sum[:0]
	for _, h := range sum {
		switch kinds[h] {
		case dead:
			continue
		case star1:
			if star >= 0 {
				out = slices.Delete(out, star, star+1)
				star = -1
				continue
			}
			star = len(out)
		}
		out = append(out, h)
	}
	return out
}

func (o *oracle) lostReduced(sum []uint32) (bool, error) {
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
		if err := o.l.ctx.Err(); err != nil {
			return false, err
		}
		if o.memo.n%65536 == 0 {
			o.l.progress()
		}
	}
	moves, lost := false, true
	var err error
	// Largest heaps first: a move in a heap of m leaves a sum with one
	// fewer, the cheapest to value (with one left, at once), and one move
	// to a lost sum settles this one.
	for i := len(sum) - 1; i >= 0; i-- {
		h := sum[i]
		if i < len(sum)-1 && h == sum[i+1] {
			continue
		}
		rest := slices.Concat(sum[:i], sum[i+1:])
		o.l.h.rules.Options(uint64(h), func(parts ...uint64) bool {
			moves = true
			next := slices.Clone(rest)
			for _, p := range parts {
				if p > 0 {
					next = append(next, uint32(p))
				}
			}
			slices.Sort(next)
			var p bool
			p, err = o.lostReduced(o.reduce(next))
			if p {
				lost = false
			}
			return err == nil && lost
		})
		if err != nil {
			return false, err
		}
		if !lost {
			break
		}
	}
	o.memo.put(sum, uint32(b2i(moves && lost)))
	return moves && lost, nil
}
