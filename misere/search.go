package misere

import (
	"context"
	"encoding/binary"
	"slices"

	"github.com/nimber/nimber/errs"
)

// search looks for a sum G that the automaton has not lost although G has
// a move and no heap h of G wins from Φ(G − h); it returns G and its
// options, one of which the automaton mispredicts, or the rows it went
// through if there is no such G.
//
// A sum is a number of heaps of each class. The search decides them
// class by class: after classes 0 to k−1, what is left to add is a sum R
// of the other classes, and Φ(G) = Φ(S)·Φ(R) for the part S decided. So
// of Φ(S) it keeps only what decides, for every R, whether Φ(S)·Φ(R) is
// lost and whether a heap of a class still to come wins from it; and of
// Φ(S − h) for a class decided, only what decides whether h wins from
// Φ(S − h)·Φ(R). Both are blocks of states that no R tells apart (Moore's
// refinement); with each class decided there are fewer R, so the blocks
// grow and the rows stay few.
func (l *learner) search(ctx context.Context, classes []heapClass, limit int) ([][]uint32, int, error) {
	k := len(classes)
	// Stage i: classes 0 to i−1 decided.
	xs := make([]partition, k+1)   // xs[i]: the blocks of Φ(S)
	ys := make([][]partition, k+1) // ys[i][c], c < i: the blocks of Φ(S − h)
	for i := range k + 1 {
		rest := classes[i:]
		var err error
		xs[i], err = l.refine(ctx, rest, l.lost, func(y int) string {
			out := []byte{byte(b2i(l.lost[y]))}
			for _, cl := range rest {
				out = append(out, byte(b2i(cl.wins[y])))
			}
			return string(out)
		})
		if err != nil {
			return nil, 0, err
		}
		for c := range i {
			p, err := l.refine(ctx, rest, classes[c].wins, func(y int) string { return string(rune(b2i(classes[c].wins[y]))) })
			if err != nil {
				return nil, 0, err
			}
			ys[i] = append(ys[i], p)
		}
	}

	// A row is a block of xs[i], then a block of ys[i][c] or −1 for each
	// class c < i with none of its heaps in S or none that can win again,
	// then 1 if S has a move. No row is kept from which every sum is
	// lost, or a heap wins whatever is added.
	stages := []stage{{rows: [][]int32{{xs[0].of[0], 0}}, parent: []int32{-1}, copies: []int32{0}}}
	total := 1
	var scratch []int32 // reused: a row before it is kept
	for i, cl := range classes {
		next := stage{}
		seen := &rowSet{}
		emit := func(row []int32, from, copies int) error {
			if row == nil || seen.has(row) {
				return nil
			}
			if total >= limit {
				return errs.Boundf("misère quotient", "max-positions", "heaps 1 to %d: more than %d combinations to check", l.n, limit)
			}
			total++
			row = slices.Clone(row)
			seen.add(row)
			next.rows = append(next.rows, row)
			next.parent, next.copies = append(next.parent, int32(from)), append(next.copies, int32(copies))
			return nil
		}
		for r, row := range stages[i].rows {
			if err := stopped(ctx); err != nil {
				return nil, total, err
			}
			// Concrete states for the blocks, to add heaps to.
			x := xs[i].rep[row[0]]
			y := make([]int32, i)
			for c := range i {
				y[c] = -1
				if row[1+c] >= 0 {
					y[c] = ys[i][c].rep[row[1+c]]
				}
			}
			moves := row[1+i]
			// project returns the row at stage i+1, or nil if none is kept.
			project := func(yi int32) []int32 {
				bx := xs[i+1].of[x]
				if xs[i+1].always[bx] {
					return nil
				}
				out := append(scratch[:0], bx)
				for c := range i + 1 {
					s := yi
					if c < i {
						s = y[c]
					}
					b := int32(-1)
					if s >= 0 {
						b = ys[i+1][c].of[s]
						if ys[i+1][c].always[b] {
							return nil
						}
						if ys[i+1][c].never[b] {
							b = -1
						}
					}
					out = append(out, b)
				}
				scratch = append(out, moves)
				return scratch
			}
			if err := emit(project(-1), r, 0); err != nil {
				return nil, total, err
			}
			// Add heaps of class i until the blocks at stage i repeat:
			// from there the rows repeat too.
			been := &rowSet{}
			for copies := 1; ; copies++ {
				prev := x
				x = l.delta[x][cl.heap-1]
				for c := range y {
					if y[c] >= 0 {
						y[c] = l.delta[y[c]][cl.heap-1]
					}
				}
				moves |= int32(b2i(cl.moves))
				if err := emit(project(prev), r, copies); err != nil {
					return nil, total, err
				}
				at := append(scratch[:0], xs[i].of[x])
				for c := range y {
					if y[c] >= 0 {
						at = append(at, ys[i][c].of[y[c]])
					}
				}
				scratch = at
				if been.has(at) {
					break
				}
				been.add(slices.Clone(at))
			}
		}
		stages = append(stages, next.undominated(seen))
	}
	// Every class decided, nothing is left to add: a block is lost or
	// wins for good, and its row was dropped, or never is. So every row
	// kept is of a sum not lost from which no heap wins, and one with a
	// move is wrong.
	for r, row := range stages[k].rows {
		if row[1+k] == 0 {
			continue
		}
		var seq []uint32
		for i := k; i > 0; i-- {
			seq = append(seq, slices.Repeat([]uint32{classes[i-1].heap}, int(stages[i].copies[r]))...)
			r = int(stages[i].parent[r])
		}
		return l.withOptions(seq), total, nil
	}
	return nil, total, nil
}

// A stage is the rows after some classes are decided.
type stage struct {
	rows   [][]int32
	parent []int32 // the row of the stage before
	copies []int32 // the heaps of the last class decided
}

// undominated drops the rows that another row dominates: one the same
// but for a class absent (a heap that has a move stays marked). Every
// sum added to this row that no heap wins from, no heap wins from added
// to that one either, so the search needs only that one. (Dropping a row
// dominated by a dropped row is safe too: domination is transitive.)
// all holds s's rows.
func (s stage) undominated(all *rowSet) stage {
	var out stage
	var less []int32
	for r, row := range s.rows {
		dominated := false
		less = append(less[:0], row...)
		for c := 1; c < len(row)-1 && !dominated; c++ {
			if row[c] < 0 {
				continue
			}
			less[c] = -1 // the row with class c absent
			dominated = all.has(less)
			less[c] = row[c]
		}
		if !dominated {
			out.rows = append(out.rows, row)
			out.parent, out.copies = append(out.parent, s.parent[r]), append(out.copies, s.copies[r])
		}
	}
	return out
}

// A rowSet is a set of rows, by their contents: an open-addressing table
// of indices into rows, which the search's stages fill by the million.
type rowSet struct {
	rows  [][]int32
	slots []int32 // 1 + an index into rows, or 0 for none
}

func hashRow(row []int32) uint64 {
	h := uint64(14695981039346656037) // FNV-1a, a value at a time
	for _, v := range row {
		h = (h ^ uint64(uint32(v))) * 1099511628211
	}
	return h ^ h>>32
}

// has reports whether row is in the set.
func (s *rowSet) has(row []int32) bool {
	if len(s.slots) == 0 {
		return false
	}
	mask := uint64(len(s.slots) - 1)
	for i := hashRow(row) & mask; s.slots[i] != 0; i = (i + 1) & mask {
		if slices.Equal(s.rows[s.slots[i]-1], row) {
			return true
		}
	}
	return false
}

// add puts row, not in the set, in it; the set keeps row.
func (s *rowSet) add(row []int32) {
	if 4*(len(s.rows)+1) > 3*len(s.slots) {
		s.slots = make([]int32, max(16, 2*len(s.slots)))
		for j, r := range s.rows {
			s.place(r, int32(j))
		}
	}
	s.rows = append(s.rows, row)
	s.place(row, int32(len(s.rows)-1))
}

func (s *rowSet) place(row []int32, j int32) {
	mask := uint64(len(s.slots) - 1)
	i := hashRow(row) & mask
	for s.slots[i] != 0 {
		i = (i + 1) & mask
	}
	s.slots[i] = j + 1
}

// A partition of the states into blocks.
type partition struct {
	of  []int32 // state → block
	rep []int32 // block → a state of it
	// By block: the property the blocks were split by holds after adding
	// any sum; it holds after none.
	always, never []bool
}

// refine splits the states by out, then by the blocks their successors by
// each class's heap are in, until no block splits (Moore's refinement):
// states in one block have the same out after adding any sum of these
// classes.
// is is the property out splits by first.
func (l *learner) refine(ctx context.Context, alphabet []heapClass, is []bool, out func(y int) string) (partition, error) {
	of := make([]int32, len(l.paths))
	ids := map[string]int32{}
	for y := range of {
		k := out(y)
		id, ok := ids[k]
		if !ok {
			id = int32(len(ids))
			ids[k] = id
		}
		of[y] = id
	}
	of, count, err := refineBlocks(ctx, of, len(ids), len(alphabet), func(y, j int) int32 { return l.delta[y][alphabet[j].heap-1] })
	if err != nil {
		return partition{}, err
	}
	p := partition{of: of, rep: make([]int32, count)}
	for y := len(of) - 1; y >= 0; y-- {
		p.rep[of[y]] = int32(y)
	}
	p.always, p.never = p.closed(l, alphabet, is, true), p.closed(l, alphabet, is, false)
	return p, nil
}

// closed returns the blocks from which every block reached by adding
// heaps of the alphabet has is = want: the largest such set closed under
// adding.
func (p partition) closed(l *learner, alphabet []heapClass, is []bool, want bool) []bool {
	in := make([]bool, len(p.rep))
	for b, y := range p.rep {
		in[b] = is[y] == want
	}
	for changed := true; changed; {
		changed = false
		for b, y := range p.rep {
			if in[b] && slices.ContainsFunc(alphabet, func(cl heapClass) bool { return !in[p.of[l.delta[y][cl.heap-1]]] }) {
				in[b], changed = false, true
			}
		}
	}
	return in
}

func rowKey(row []int32) []byte { return appendRowKey(make([]byte, 0, 4*len(row)), row) }

// appendRowKey appends rowKey(row) to b: with b reused, a map lookup by
// string(b) allocates nothing.
func appendRowKey(b []byte, row []int32) []byte {
	for _, v := range row {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	return b
}
