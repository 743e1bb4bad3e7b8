package sums

import (
	"context"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Remoteness is how long a game lasts when the winner hastens the end and
// the loser delays it (C. A. B. Smith, 1966; Winning Ways, ch. 9): 0 for a
// position with no move; else, if a move reaches a position lost for the
// next player, one more than the least remoteness of such a position;
// else one more than the greatest remoteness of any option. The player
// to move wins iff Win (in normal play iff the remoteness is odd).
type Remoteness struct {
	Moves int  `json:"moves"` // moves of both players until the end
	Win   bool `json:"win"`   // the player to move wins
}

// DefaultRemoteSums bounds a remoteness search, or Options.MaxPositions
// if smaller: unlike a value, remoteness does not add over a sum, so the
// search goes over every sum reachable from the position, an extra the
// rest of the answer must not wait long for.
const DefaultRemoteSums = 200_000

// remoteSearch finds the remoteness of sums of interned components, as
// misereSearch finds their misère outcomes; with suspense, their suspense
// numbers instead: the winner delays the end and the loser hastens it.
type remoteSearch struct {
	misereSearch
	misere   bool
	suspense bool
	memo     map[string]Remoteness
	heaps    *heapTables // for a component that is one heap
}

// newRemoteSearch returns a search of at most limit sums, or
// DefaultRemoteSums if smaller or limit is 0; its tables of heaps are
// bounded by limit as tableLimit says.
func newRemoteSearch(limit int, misere bool) *remoteSearch {
	sums := limit
	if sums <= 0 || sums > DefaultRemoteSums {
		sums = DefaultRemoteSums
	}
	return remoteSearchOf(sums, limit, misere, false)
}

// remoteSearchOf returns a search of at most limit sums, with tables of
// heaps bounded by maxPositions (tableLimit).
func remoteSearchOf(limit, maxPositions int, misere, suspense bool) *remoteSearch {
	return &remoteSearch{
		misereSearch: misereSearch{limit: limit},
		misere:       misere,
		suspense:     suspense,
		memo:         map[string]Remoteness{},
		heaps:        newHeapTables(maxPositions, limit, misere, suspense),
	}
}

// explored is how many sums and heaps the search has valued.
func (s *remoteSearch) explored() int64 { return int64(len(s.memo) + s.heaps.held) }

// start interns the components of sum and returns the sum's ids. A
// component that says it has more options than sums may be searched is
// refused before it lists them: a Lasker heap of 2^24 has 2.5·10^7.
func (s *remoteSearch) start(ctx context.Context, sum []game.Component) ([]int32, error) {
	for _, c := range sum {
		if err := fewOptions(ctx, c, s.limit); err != nil {
			return nil, err
		}
	}
	ids := make([]int32, 0, len(sum))
	for _, c := range sum {
		id, err := s.intern(ctx, c)
		if err != nil {
			return nil, err
		}
		if len(s.options[id]) > 0 {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

// fewOptions refuses c if it says it has more than limit options.
func fewOptions(ctx context.Context, c game.Component, limit int) error {
	if sm, ok := c.(game.OptionSampler); ok {
		if opts, err := sm.SampleOptions(ctx, limit+1); err != nil || len(opts) > limit {
			return errs.Boundf("remoteness", "max-positions", "%s has more than %d moves", c, limit)
		}
	}
	return nil
}

// remoteness returns the remoteness of the sum of ids; it stops when ctx
// is done.
func (s *remoteSearch) remoteness(ctx context.Context, sum []int32) (Remoteness, error) {
	if len(sum) == 0 {
		// No move: normal play's player to move has lost, misère's has won.
		return Remoteness{Win: s.misere}, nil
	}
	s.key = appendSumKey(s.key[:0], sum)
	if r, ok := s.memo[string(s.key)]; ok {
		return r, nil
	}
	if len(s.memo) >= s.limit {
		return Remoteness{}, errs.Boundf("remoteness", "max-positions", "more than %d sums explored", s.limit)
	}
	if err := stopped(ctx, len(s.memo)); err != nil {
		return Remoteness{}, err
	}
	key := string(s.key)
	c := newChoice(s.suspense)
	for i, id := range sum {
		if i > 0 && sum[i-1] == id {
			continue // an equal component has the same moves
		}
		for _, o := range s.options[id] {
			r, err := s.remoteness(ctx, replace(sum, id, o.parts))
			if err != nil {
				return Remoteness{}, err
			}
			c.add(r.Moves, r.Win)
		}
	}
	r := c.result(s.misere)
	s.memo[key] = r
	return r, nil
}

// A choice is what the player to move makes of a position's options: the
// lost options' best for the winner, and all options' best for the loser;
// fastest and slowest for remoteness, the other way round for suspense.
// -1 is none yet.
type choice struct {
	win, lose int
	suspense  bool
}

func newChoice(suspense bool) choice { return choice{win: -1, lose: -1, suspense: suspense} }

// add considers an option of remoteness (or suspense) moves, won for the
// player then to move or not.
func (c *choice) add(moves int, win bool) {
	if !win && better(moves, c.win, !c.suspense) {
		c.win = moves
	}
	if better(moves, c.lose, c.suspense) {
		c.lose = moves
	}
}

// better reports whether a is better than b (-1: none) for a player who
// hastens the end, or who delays it.
func better(a, b int, hasten bool) bool { return b < 0 || hasten == (a < b) && a != b }

// result is the position's remoteness (or suspense): with no option, the
// end, won for the player to move in misère play.
func (c choice) result(misere bool) Remoteness {
	switch {
	case c.win >= 0:
		return Remoteness{Moves: 1 + c.win, Win: true}
	case c.lose >= 0:
		return Remoteness{Moves: 1 + c.lose}
	}
	return Remoteness{Win: misere}
}

// after returns the remoteness of the sum of ids start (sum interned)
// after the move m.
func (s *remoteSearch) after(ctx context.Context, start []int32, sum []game.Component, m game.Move) (Remoteness, error) {
	id, err := s.intern(ctx, sum[m.Component])
	if err != nil {
		return Remoteness{}, err
	}
	var parts []int32
	for _, c := range m.To {
		pid, err := s.intern(ctx, c)
		if err != nil {
			return Remoteness{}, err
		}
		if len(s.options[pid]) > 0 {
			parts = append(parts, pid)
		}
	}
	slices.Sort(parts)
	return s.remoteness(ctx, replace(start, id, parts))
}

// RemotenessOf returns the remoteness of a sum of components of one
// family or several (a search of every sum reachable from it, at most
// DefaultRemoteSums or opt.MaxPositions, the smaller), in normal or misère
// play (opt.Misere), and that of the position each move leaves, in the
// order of game.Moves(sum). The components must list their moves
// (game.Mover) and never repeat a position. A lone heap of a game that
// never splits a heap is looked up in a table of the game's heaps instead
// (remote_heap.go), of at most opt.MaxPositions heaps
// (game.DefaultMaxPositions if 0). It stops when ctx is done.
func RemotenessOf(ctx context.Context, sum []game.Component, opt Options) (Remoteness, []Remoteness, error) {
	s := newRemoteSearch(opt.MaxPositions, opt.Misere)
	if len(sum) == 1 {
		if self, _, after, ok, err := s.heaps.lookup(ctx, sum[0]); ok || err != nil {
			return self, after, err
		}
	}
	start, err := s.start(ctx, sum)
	if err != nil {
		return Remoteness{}, nil, err
	}
	root, err := s.remoteness(ctx, start)
	if err != nil {
		return Remoteness{}, nil, err
	}
	var after []Remoteness
	for _, c := range sum {
		id, err := s.intern(ctx, c)
		if err != nil {
			return Remoteness{}, nil, err
		}
		for _, o := range s.options[id] {
			r, err := s.remoteness(ctx, replace(start, id, o.parts))
			if err != nil {
				return Remoteness{}, nil, err
			}
			after = append(after, r)
		}
	}
	return root, after, nil
}
