package sums

import (
	"context"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// analyzeRetrograde decides a sum whose positions can repeat by
// retrograde analysis of every sum reachable from it. A sum with no move
// is lost by the player to move, or under misère play won (the other
// moved last); a sum is won (N) if a move reaches a lost sum, lost (P) if
// every move reaches a won one, and drawn (D) when neither is ever
// settled, play going on forever. It returns the moves to lost sums and,
// in a draw, the moves to drawn ones. It needs no values, so it serves
// misère play and sums that mix games (SumFamily) alike.
func analyzeRetrograde(ctx context.Context, sum []game.Component, limit int, misere bool) (o game.Outcome, winning, drawing []game.Move, explored int64, err error) {
	if limit <= 0 {
		limit = game.DefaultMisereSums
	}
	s := &retroSpace{limit: limit, sums: map[string]int32{}}
	ids := make([]int32, len(sum))
	var start []int32
	for i, c := range sum {
		if ids[i], _, err = s.intern(ctx, c); err != nil {
			return 0, nil, nil, 0, err
		}
		if len(s.opts[ids[i]]) > 0 {
			start = append(start, ids[i])
		}
	}
	slices.Sort(start)
	root, err := s.explore(ctx, start)
	if err != nil {
		return 0, nil, nil, 0, err
	}
	label := s.label(misere)
	for i, id := range ids {
		for _, opt := range s.opts[id] {
			parts, err := s.parts(ctx, opt)
			if err != nil {
				return 0, nil, nil, 0, err
			}
			switch label[s.sums[s.key(replace(start, id, parts))]] {
			case game.P:
				winning = append(winning, game.Move{Component: i, To: opt})
			case game.D:
				drawing = append(drawing, game.Move{Component: i, To: opt})
			}
		}
	}
	o = label[root]
	if o != game.D {
		drawing = nil
	}
	if o == game.P {
		winning = nil
	}
	return o, winning, drawing, int64(len(s.list)), nil
}

// retroSpace is the graph of the sums reachable from one: each sum is the
// sorted ids of its components that have moves (the others never matter
// again), and next lists the sum that each of its moves leaves.
type retroSpace struct {
	interner
	limit int
	sums  map[string]int32 // a sum's ids as bytes → its index
	list  [][]int32        // by sum index: the component ids
	next  [][]int32        // by sum index: the sums its moves leave
	buf   []byte
}

// parts returns the sorted ids of o's components that have moves. Their
// options are listed as they are met, so cycles are no obstacle.
func (s *retroSpace) parts(ctx context.Context, o game.Option) ([]int32, error) {
	var out []int32
	for _, c := range o {
		id, _, err := s.intern(ctx, c)
		if err != nil {
			return nil, err
		}
		if len(s.opts[id]) > 0 {
			out = append(out, id)
		}
	}
	slices.Sort(out)
	return out, nil
}

func (s *retroSpace) key(sum []int32) string {
	s.buf = appendSumKey(s.buf[:0], sum)
	return string(s.buf)
}

// explore adds every sum reachable from start, breadth first, and returns
// start's index.
func (s *retroSpace) explore(ctx context.Context, start []int32) (int32, error) {
	index := func(sum []int32) (int32, error) {
		k := s.key(sum)
		if i, ok := s.sums[k]; ok {
			return i, nil
		}
		if len(s.list) >= s.limit {
			return 0, errs.Boundf("misère analysis", "max-positions", "more than %d sums explored", s.limit)
		}
		if err := stopped(ctx, len(s.list)); err != nil {
			return 0, err
		}
		i := int32(len(s.list))
		s.sums[k] = i
		s.list = append(s.list, sum)
		return i, nil
	}
	root, err := index(start)
	if err != nil {
		return 0, err
	}
	for at := 0; at < len(s.list); at++ {
		sum := s.list[at]
		var next []int32
		for j, id := range sum {
			if j > 0 && sum[j-1] == id {
				continue // an equal component has the same moves
			}
			for _, o := range s.opts[id] {
				parts, err := s.parts(ctx, o)
				if err != nil {
					return 0, err
				}
				child, err := index(replace(sum, id, parts))
				if err != nil {
					return 0, err
				}
				next = append(next, child)
			}
		}
		s.next = append(s.next, next)
	}
	return root, nil
}

// label settles the sums from the end back: won, lost, or drawn where
// nothing settles them.
func (s *retroSpace) label(misere bool) []game.Outcome {
	end := game.P // no move: the player to move has lost
	if misere {
		end = game.N // the other moved last, and lost
	}
	n := len(s.list)
	label := make([]game.Outcome, n)
	settled := make([]bool, n)
	unsettled := make([]int, n) // moves not yet known to reach a won sum
	preds := make([][]int32, n)
	var queue []int32
	for i, next := range s.next {
		unsettled[i] = len(next)
		for _, c := range next {
			preds[c] = append(preds[c], int32(i))
		}
		if len(next) == 0 {
			label[i], settled[i] = end, true
			queue = append(queue, int32(i))
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for _, p := range preds[c] {
			if settled[p] {
				continue
			}
			if label[c] == game.P {
				label[p], settled[p] = game.N, true
				queue = append(queue, p)
			} else if unsettled[p]--; unsettled[p] == 0 {
				label[p], settled[p] = game.P, true
				queue = append(queue, p)
			}
		}
	}
	for i := range label {
		if !settled[i] {
			label[i] = game.D
		}
	}
	return label
}
