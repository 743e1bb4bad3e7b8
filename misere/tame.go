package misere

import (
	"context"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

// Tame heaps. Misère Nim's rule: a sum of nim heaps is lost for the player
// to move iff every heap is 0 or 1 and their XOR is 1, or some heap is 2
// or more and their XOR is 0. A heap game's heaps are tame (Winning Ways,
// ch. 13) when every sum of them is won or lost as the sum of nim heaps of
// their normal values is: its quotient is then misère Nim's.
//
// Tame builds that candidate as an automaton — a state is the XOR of the
// values added and whether one of them was 2 or more — and proves it with
// the same check that proves a learned quotient (verify.go): no search of
// sums, so its cost follows the quotient. A game whose heaps 1 to n are
// tame answers any sum of them by the rule at once.

// tameState is a state of misère Nim's automaton.
type tameState struct {
	xor uint64
	big bool // some value added is 2 or more
}

func (s tameState) lost() bool {
	if s.big {
		return s.xor == 0
	}
	return s.xor == 1
}

func (s tameState) add(v uint64) tameState {
	return tameState{xor: s.xor ^ v, big: s.big || v >= 2}
}

// Tame reports whether heaps 1 to n of the game are tame, proved: their
// misère outcomes are misère Nim's on their normal values. values are the
// normal values of heaps 0 to n at least. A game that is not tame
// returns false and no error.
func (h *Heaps) Tame(ctx context.Context, n int, values []uint32) (bool, error) {
	return h.tame(ctx, n, values, false)
}

// tame is Tame; generic proves the N-side by verify's search instead, as
// the tests do to check the closure against it.
func (h *Heaps) tame(ctx context.Context, n int, values []uint32, generic bool) (bool, error) {
	if n < 1 {
		return true, nil
	}
	if len(values) <= n {
		return false, errs.Errorf("misère tame", errs.Internal, "%d values for heaps 0 to %d", len(values), n)
	}
	l := newLearner(h, n, 0)
	// The states reachable from the empty sum by adding heaps 1 to n,
	// each with the first sum found that reaches it.
	index := map[tameState]int32{{}: 0}
	states := []tameState{{}}
	l.paths = [][]uint32{nil}
	for i := 0; i < len(states); i++ {
		if err := ctx.Err(); err != nil {
			return false, err
		}
		row := make([]int32, n)
		for s := 1; s <= n; s++ {
			next := states[i].add(uint64(values[s]))
			j, ok := index[next]
			if !ok {
				j = int32(len(states))
				index[next] = j
				states = append(states, next)
				l.paths = append(l.paths, append(append([]uint32{}, l.paths[i]...), uint32(s)))
			}
			row[s-1] = j
		}
		l.delta = append(l.delta, row)
	}
	l.lost = make([]bool, len(states))
	for i, s := range states {
		l.lost[i] = s.lost()
	}
	if l.notCommuting() != nil {
		return false, errs.Errorf("misère tame", errs.Internal, "misère Nim's automaton does not commute")
	}
	if generic {
		suspects, _, err := l.verify(ctx, h.limit)
		return err == nil && suspects == nil, err
	}
	classes := l.classes()
	if l.lostWithWin(classes) != nil || l.lostWithoutMoves(classes) != nil {
		return false, nil
	}
	return l.tameNSide(classes, states, index, values), nil
}

// tameNSide is the N-side of verify's check for misère Nim's automaton,
// exactly, without its search: that every sum G it does not lose, with a
// move, has a heap h that wins from Φ(G − h). Φ(G − h) is fixed by the
// XOR x of G's values and how many of them are 2 or more (0, 1, or more:
// bc), so for each (x, bc) the heaps that fail in such a G are known in
// advance, and a G made of failing heaps only exists iff (x, bc, a move)
// is reachable by adding them, a closure over at most 6·2^k triples.
func (l *learner) tameNSide(classes []heapClass, states []tameState, index map[tameState]int32, values []uint32) bool {
	type triple struct {
		xor   uint64
		bc    uint8 // values of 2 or more: 0, 1, or 2 for more
		moves bool
	}
	big := func(v uint64) uint8 {
		if v >= 2 {
			return 1
		}
		return 0
	}
	for _, t := range states {
		for bc := uint8(0); bc <= 2; bc++ {
			if (bc > 0) != t.big || t.lost() {
				continue
			}
			// The classes whose heaps, in a G at (t.xor, bc), do not win.
			var failing []heapClass
			for _, cl := range classes {
				v := uint64(values[cl.heap])
				if bc < big(v) {
					continue // no such G holds this heap
				}
				rest, ok := index[tameState{xor: t.xor ^ v, big: bc-big(v) > 0}]
				if ok && !cl.wins[rest] {
					failing = append(failing, cl)
				}
			}
			seen := map[triple]bool{{}: true}
			queue := []triple{{}}
			for len(queue) > 0 {
				u := queue[0]
				queue = queue[1:]
				if u.xor == t.xor && u.bc == bc && u.moves {
					return false // G: the heaps on the way here
				}
				for _, cl := range failing {
					v := uint64(values[cl.heap])
					next := triple{xor: u.xor ^ v, bc: min(2, u.bc+big(v)), moves: u.moves || cl.moves}
					if !seen[next] {
						seen[next] = true
						queue = append(queue, next)
					}
				}
			}
		}
	}
	return true
}

// TameRules is Tame for a game given by its rules: the values come from
// the plain mex, which suffices for the few hundred heaps a sum has.
func TameRules(ctx context.Context, r *heap.Rules, n, limit int) (bool, error) {
	return NewHeaps(r, limit).Tame(ctx, n, heap.Plain(r, n+1))
}
