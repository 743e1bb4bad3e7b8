package sums

import (
	"context"
	"math"

	"github.com/nimber/nimber/game"
)

// measure summarises each component of a compound and each of its
// moves, by searches of the sums they are (a move may split a
// component): remoteness, or suspense for a continued compound, with the
// outcome it gives; in a misère selective compound the normal-play
// outcome too. It returns the sums explored.
func measure(ctx context.Context, sum []game.Component, kind Compound, opt Options) ([]part, int64, error) {
	limit := opt.MaxPositions
	if limit <= 0 {
		limit = game.DefaultMisereSums
	}
	search := func(misere bool) *remoteSearch {
		return remoteSearchOf(limit, opt.MaxPositions, misere, kind == Continued)
	}
	s := search(opt.Misere)
	var normal *remoteSearch
	if kind == Selective && opt.Misere {
		normal = search(false)
	}
	parts := make([]part, len(sum))
	for i, c := range sum {
		p, err := measurePart(ctx, s, c)
		if err != nil {
			return nil, 0, err
		}
		if normal != nil {
			q, err := measurePart(ctx, normal, c)
			if err != nil {
				return nil, 0, err
			}
			p.self.normalWin = q.self.win
			for j := range p.moves {
				p.moves[j].normalWin = q.moves[j].win
			}
		}
		parts[i] = p
	}
	explored := s.explored()
	if normal != nil {
		explored += normal.explored()
	}
	return parts, explored, nil
}

// measurePart summarises c and each of its moves.
func measurePart(ctx context.Context, s *remoteSearch, c game.Component) (part, error) {
	if self, opts, after, ok, err := s.heaps.lookup(ctx, c); err != nil {
		return part{}, err
	} else if ok {
		p := part{self: summary{num: self.Moves, win: self.Win, ended: self.Moves == 0}, opts: opts}
		for _, r := range after {
			p.moves = append(p.moves, summary{num: r.Moves, win: r.Win, ended: r.Moves == 0})
		}
		return p, nil
	}
	start, err := s.start(ctx, []game.Component{c})
	if err != nil {
		return part{}, err
	}
	self, err := s.remoteness(ctx, start)
	if err != nil {
		return part{}, err
	}
	p := part{self: summary{num: self.Moves, win: self.Win, ended: len(start) == 0}}
	id, err := s.intern(ctx, c)
	if err != nil {
		return part{}, err
	}
	for _, o := range s.options[id] {
		r, err := s.remoteness(ctx, o.parts)
		if err != nil {
			return part{}, err
		}
		p.opts = append(p.opts, o.option)
		p.moves = append(p.moves, summary{num: r.Moves, win: r.Win, ended: len(o.parts) == 0})
	}
	return p, nil
}

// A tally is what a compound's rule needs to know of the components a
// move has been chosen in so far: the fields its kind reads, the others
// left as they start, so that equal tallies merge.
type tally struct {
	moved      bool
	num        int  // the least remoteness, or the greatest suspense; -1: none yet
	win        bool // the outcome of the component of num
	allLost    bool // every component is lost for the player then to move
	anyEnded   bool // some component has no move left (shortened)
	live       int  // components with moves left, counted to 2 (misère selective)
	liveLost   bool // those are lost in misère play (misère selective)
	normalLost bool // every component is lost in normal play (misère selective)
}

var startTally = tally{num: -1, allLost: true, liveLost: true, normalLost: true}

// tuples are the moves of a compound, each a choice in every component:
// a move of it (its option's index), or none (-1). good[i] holds the
// tallies after the first i components that some choice in the rest
// turns into a winning move; count[i] how many ways reach each.
type tuples struct {
	parts  []part
	kind   Compound
	misere bool
	over   bool // the compound has ended: no move
	good   []map[tally]bool
	counts []map[tally]int64 // saturated at math.MaxInt64
}

func newTuples(parts []part, kind Compound, misere bool) *tuples {
	ts := &tuples{parts: parts, kind: kind, misere: misere, over: ended(parts, kind)}
	n := len(parts)
	ts.counts = make([]map[tally]int64, n+1)
	ts.counts[0] = map[tally]int64{startTally: 1}
	for i := range n {
		next := map[tally]int64{}
		for t, k := range ts.counts[i] {
			for _, c := range ts.choices(i) {
				u := ts.fold(t, i, c)
				next[u] = addSat(next[u], k)
			}
		}
		ts.counts[i+1] = next
	}
	ts.good = make([]map[tally]bool, n+1)
	ts.good[n] = map[tally]bool{}
	for t := range ts.counts[n] {
		if ts.wins(t) {
			ts.good[n][t] = true
		}
	}
	for i := n - 1; i >= 0; i-- {
		ts.good[i] = map[tally]bool{}
		for t := range ts.counts[i] {
			for _, c := range ts.choices(i) {
				if ts.good[i+1][ts.fold(t, i, c)] {
					ts.good[i][t] = true
					break
				}
			}
		}
	}
	return ts
}

func addSat(a, b int64) int64 {
	if a > math.MaxInt64-b {
		return math.MaxInt64
	}
	return a + b
}

// choices lists what component i may do in a move of the compound.
func (ts *tuples) choices(i int) []int {
	p := ts.parts[i]
	if ts.over {
		return nil
	}
	var out []int
	if ts.kind == Selective || ts.kind == Shortened || p.self.ended {
		out = append(out, -1) // left alone
	}
	if ts.kind == Conjunctive && p.self.ended {
		return nil
	}
	for j := range p.moves {
		out = append(out, j)
	}
	return out
}

// fold adds choice c in component i to the tally t.
func (ts *tuples) fold(t tally, i, c int) tally {
	s := ts.parts[i].self
	if c >= 0 {
		s = ts.parts[i].moves[c]
		t.moved = true
	}
	switch {
	case ts.kind == Conjunctive:
		if t.num < 0 || s.num < t.num {
			t.num, t.win = s.num, s.win
		}
	case ts.kind == Continued:
		if s.num > t.num {
			t.num, t.win = s.num, s.win
		}
	case ts.kind == Selective && ts.misere:
		t.normalLost = t.normalLost && !s.normalWin
		if !s.ended {
			t.live = min(t.live+1, 2)
			t.liveLost = t.liveLost && !s.win
		}
	default:
		t.allLost = t.allLost && !s.win
		t.anyEnded = t.anyEnded || s.ended
	}
	return t
}

// wins reports whether a move of the compound that leaves the tally t
// wins: whether the compound it leaves is lost for the player then to
// move.
func (ts *tuples) wins(t tally) bool {
	if !t.moved {
		return false
	}
	switch {
	case ts.kind == Conjunctive || ts.kind == Continued:
		return !t.win
	case ts.kind == Selective && ts.misere:
		return t.live == 1 && t.liveLost || t.live == 2 && t.normalLost
	case ts.kind == Selective:
		return t.allLost
	case ts.misere: // shortened: ending a component loses
		return !t.anyEnded && t.allLost
	}
	return t.anyEnded || t.allLost // shortened: ending a component wins
}

// count returns how many winning moves there are, and whether that is
// exact rather than at least that many.
func (ts *tuples) count() (int64, bool) {
	n := len(ts.parts)
	var total int64
	for t, k := range ts.counts[n] {
		if ts.good[n][t] {
			total = addSat(total, k)
		}
	}
	return total, total < math.MaxInt64
}

// list returns the first most winning moves, each a choice by component.
func (ts *tuples) list(most int) [][]int {
	var out [][]int
	cur := make([]int, len(ts.parts))
	var walk func(i int, t tally)
	walk = func(i int, t tally) {
		if len(out) >= most {
			return
		}
		if i == len(ts.parts) {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for _, c := range ts.choices(i) {
			if u := ts.fold(t, i, c); ts.good[i+1][u] {
				cur[i] = c
				walk(i+1, u)
			}
		}
	}
	if ts.good[0][startTally] {
		walk(0, startTally)
	}
	return out
}
