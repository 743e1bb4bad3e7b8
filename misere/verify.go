package misere

import (
	"context"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
)

// This file proves a learned automaton right for every sum of heaps 1 to
// n, or finds a sum it gets wrong.
//
// Write Φ(G) for the state the automaton reaches by adding G's heaps. If
// adding two heaps in either order reaches the same state, Φ is a function
// of the sum. A sum G is lost for the player to move in misère play iff
// it has a move and no move leads to a lost sum; a move replaces a heap h
// by an option h′, and Φ(G − h + h′) is the state reached from Φ(G − h)
// by adding h′. So if, for every sum G,
//
//	lost(Φ(G)) ⟺ G has a move, and no heap h of G has an option h′ with lost(Φ(G − h + h′)),
//
// then by induction on G the automaton predicts every outcome. From left
// to right it is a check of pairs: for every state y and heap h, if
// y·h is lost then h has no move from y to a lost state (G − h is any
// sum, so Φ(G − h) is any state); and no sum of heaps without moves is
// lost. From right to left it is a search: for a sum G, whether some heap
// h of G wins from Φ(G − h) depends on G only through Φ(G) and, for each
// heap of G, Φ(G − h). Finitely many combinations, all reached by adding
// heaps one at a time from the empty sum; one is wrong if Φ(G) is not
// lost, G has a move and no heap wins.
//
// Heaps that act alike on every state, win from the same states and have
// a move or have none are interchangeable, so the search takes one heap
// of each class (search.go).

// A heapClass is heaps that are interchangeable in the check.
type heapClass struct {
	heap  uint32 // the smallest
	moves bool   // the heaps have a move
	wins  []bool // wins[y]: from Φ(G − h) = y, h has a move to a lost sum
	key   string // what makes two heaps one class: their column and wins, and moves
}

// classes groups heaps 1 to n by their moves in the automaton. It runs
// after the commutation check, so adding an option's heaps to a state y
// is y times the option's class: each heap's options are listed once, as
// their distinct classes.
func (l *learner) classes() []heapClass {
	var out []heapClass
	byKey := map[string]int{}
	mul := make(map[[2]int32]int32)
	times := func(y, s int32) int32 {
		k := [2]int32{y, s}
		t, ok := mul[k]
		if !ok {
			t = l.times(y, s)
			mul[k] = t
		}
		return t
	}
	var to []int32 // the classes of the current heap's options
	for h := 1; h <= l.n; h++ {
		to = to[:0]
		l.h.rules.Options(uint64(h), func(parts ...uint64) bool {
			s := int32(0)
			for _, p := range parts {
				if p > 0 {
					s = l.delta[s][p-1]
				}
			}
			if !slices.Contains(to, s) {
				to = append(to, s)
			}
			return true
		})
		wins := make([]bool, len(l.paths))
		key := make([]byte, 0, 5*len(l.paths)+1)
		for y := range l.paths {
			for _, s := range to {
				if l.lost[times(int32(y), s)] {
					wins[y] = true
					break
				}
			}
			next := l.delta[y][h-1]
			key = append(binary.LittleEndian.AppendUint32(key, uint32(next)), byte(b2i(wins[y])))
		}
		moves := len(to) > 0
		key = append(key, byte(b2i(moves)))
		if _, ok := byKey[string(key)]; !ok {
			byKey[string(key)] = len(out)
			out = append(out, heapClass{heap: uint32(h), moves: moves, wins: wins, key: string(key)})
		}
	}
	return out
}

// verify proves the automaton for heaps 1 to n, returning the
// combinations it searched, or returns sums one of which it mispredicts.
func (l *learner) verify(ctx context.Context, limit int) (suspects [][]uint32, checked int, err error) {
	if seqs := l.notCommuting(); seqs != nil {
		return seqs, 0, nil
	}
	classes := l.classes()
	// What the checks below read: the P-portion and the classes of
	// heaps. A new heap of a class the heaps before it have leaves them
	// as they were when the check last passed, and it passes again: a sum
	// is checked as so many heaps of each class.
	var key strings.Builder
	key.Write(boolBytes(l.lost))
	for _, cl := range classes {
		key.WriteString(cl.key)
	}
	if key.String() == l.passed {
		return nil, l.passedChecked, nil
	}
	if seq := l.lostWithWin(classes); seq != nil {
		return l.withOptions(seq), 0, nil
	}
	if seq := l.lostWithoutMoves(classes); seq != nil {
		return [][]uint32{seq}, 0, nil
	}
	suspects, checked, err = l.search(ctx, l.leastWinning(classes), limit)
	if err == nil && suspects == nil {
		l.passed, l.passedChecked = key.String(), checked
	}
	return suspects, checked, err
}

// leastWinning drops, for the N-side search, each class of heaps that
// another class of the same column makes redundant: one that wins from
// no more states, and has a move if this one does. A sum that is not
// lost, has a move, and from which no heap wins, keeps all three with all
// heaps of one column made heaps of one class present (Φ is the same, the
// states a heap wins from shrink to that class's, and the class may be one
// with a move if any was), and then with that class replaced by one that
// makes it redundant. So the search needs only the others. The P-side
// checks keep every class.
func (l *learner) leastWinning(classes []heapClass) []heapClass {
	var out []heapClass
	for i, cl := range classes {
		redundant := false
		for j, other := range classes {
			// Classes differ in their column, wins or moves, so this is
			// a strict order: each redundant class has one kept below it.
			if j != i && (other.moves || !cl.moves) && subset(other.wins, cl.wins) && sameColumn(l, cl, other) {
				redundant = true
				break
			}
		}
		if !redundant {
			out = append(out, cl)
		}
	}
	return out
}

// sameColumn reports whether heaps of the two classes take every state
// to the same state.
func sameColumn(l *learner, a, b heapClass) bool {
	for y := range l.paths {
		if l.delta[y][a.heap-1] != l.delta[y][b.heap-1] {
			return false
		}
	}
	return true
}

// subset reports whether a ⊆ b, as sets of indices.
func subset(a, b []bool) bool {
	for i := range a {
		if a[i] && !b[i] {
			return false
		}
	}
	return true
}

// boolBytes returns bs as bytes, 0 or 1 each.
func boolBytes(bs []bool) []byte {
	out := make([]byte, len(bs))
	for i, b := range bs {
		out[i] = byte(b2i(b))
	}
	return out
}

// lostWithWin returns y's path plus h if some state y·h is lost while h
// wins from y.
func (l *learner) lostWithWin(classes []heapClass) []uint32 {
	for _, cl := range classes {
		for y := range l.paths {
			if cl.wins[y] && l.lost[l.delta[y][cl.heap-1]] {
				return slices.Concat(l.paths[y], []uint32{cl.heap})
			}
		}
	}
	return nil
}

// lostWithoutMoves returns a sum of heaps without moves that the
// automaton has lost.
func (l *learner) lostWithoutMoves(classes []heapClass) []uint32 {
	paths := map[int32][]uint32{0: nil}
	queue := []int32{0}
	for len(queue) > 0 {
		y := queue[0]
		queue = queue[1:]
		if l.lost[y] {
			return paths[y]
		}
		for _, cl := range classes {
			if _, ok := paths[l.delta[y][cl.heap-1]]; !ok && !cl.moves {
				to := l.delta[y][cl.heap-1]
				paths[to] = slices.Concat(paths[y], []uint32{cl.heap})
				queue = append(queue, to)
			}
		}
	}
	return nil
}

// withOptions returns the sum and every sum one move away from it.
func (l *learner) withOptions(seq []uint32) [][]uint32 {
	out := [][]uint32{seq}
	for i, h := range seq {
		if i > 0 && slices.Contains(seq[:i], h) {
			continue
		}
		rest := slices.Concat(seq[:i], seq[i+1:])
		l.h.rules.Options(uint64(h), func(parts ...uint64) bool {
			o := slices.Clone(rest)
			for _, p := range parts {
				if p > 0 {
					o = append(o, uint32(p))
				}
			}
			out = append(out, o)
			return true
		})
	}
	return out
}

// notCommuting returns sums, one of which the automaton mispredicts, if
// adding two heaps in the two orders reaches different states somewhere.
// The states a and b reached differ beside some test t; a + t and b + t
// are real sums, and the two orders plus t are one sum, so some
// prediction among the four is wrong.
//
// Heaps that act alike on every state need one check between them: the
// checks grow with the square of the kinds of heaps, not of the heaps.
func (l *learner) notCommuting() [][]uint32 {
	var heaps []uint32
	seen := map[string]bool{}
	for h := 1; h <= l.n; h++ {
		col := make([]int32, len(l.paths))
		for s := range l.paths {
			col[s] = l.delta[s][h-1]
		}
		if k := string(rowKey(col)); !seen[k] {
			seen[k] = true
			heaps = append(heaps, uint32(h))
		}
	}
	for s := range l.paths {
		for i, h := range heaps {
			for _, j := range heaps[i+1:] {
				a, b := l.run(int32(s), []uint32{h, j}), l.run(int32(s), []uint32{j, h})
				if a == b {
					continue
				}
				sa, sb := l.sigs[key(sorted(l.paths[a]))], l.sigs[key(sorted(l.paths[b]))]
				k := 0
				for sa[k] == sb[k] {
					k++
				}
				t := l.tests[k]
				p := l.paths[s]
				return [][]uint32{
					slices.Concat(p, []uint32{h, j}, t), slices.Concat(p, []uint32{j, h}, t),
					slices.Concat(l.paths[a], t), slices.Concat(l.paths[b], t),
				}
			}
		}
	}
	return nil
}

// refuteAny refutes the automaton with the first of the sums it
// mispredicts; the caller knows one of them is.
func (l *learner) refuteAny(ctx context.Context, seqs ...[]uint32) error {
	seq, err := l.mispredicted(ctx, seqs...)
	if err != nil {
		return err
	}
	if seq == nil {
		panic(fmt.Sprintf("misere: no sum among %d mispredicted", len(seqs)))
	}
	return l.refute(ctx, seq)
}
