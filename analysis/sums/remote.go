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
}

func newRemoteSearch(ctx context.Context, limit int, misere bool) *remoteSearch {
	if limit <= 0 || limit > DefaultRemoteSums {
		limit = DefaultRemoteSums
	}
	return &remoteSearch{misereSearch: misereSearch{limit: limit, ctx: ctx}, misere: misere, memo: map[string]Remoteness{}}
}

// start interns the components of sum and returns the sum's ids. A
// component that says it has more options than sums may be searched is
// refused before it lists them: a Lasker heap of 2^24 has 2.5·10^7.
func (s *remoteSearch) start(sum []game.Component) ([]int32, error) {
	for _, c := range sum {
		if sm, ok := c.(game.OptionSampler); ok {
			if opts, err := sm.SampleOptions(s.limit + 1); err != nil || len(opts) > s.limit {
				return nil, errs.Boundf("remoteness", "max-positions", "%s has more than %d moves", c, s.limit)
			}
		}
	}
	ids := make([]int32, 0, len(sum))
	for _, c := range sum {
		id, err := s.intern(c)
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

// remoteness returns the remoteness of the sum of ids.
func (s *remoteSearch) remoteness(sum []int32) (Remoteness, error) {
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
	if err := stopped(s.ctx, len(s.memo)); err != nil {
		return Remoteness{}, err
	}
	key := string(s.key)
	// The lost options' best for the winner, and all options' best for
	// the loser: fastest and slowest for remoteness, the other way round
	// for suspense.
	win, lose := -1, -1
	better := func(a, b int, hasten bool) bool { return b < 0 || hasten == (a < b) && a != b }
	for i, id := range sum {
		if i > 0 && sum[i-1] == id {
			continue // an equal component has the same moves
		}
		for _, o := range s.options[id] {
			r, err := s.remoteness(replace(sum, id, o.parts))
			if err != nil {
				return Remoteness{}, err
			}
			if !r.Win && better(r.Moves, win, !s.suspense) {
				win = r.Moves
			}
			if better(r.Moves, lose, s.suspense) {
				lose = r.Moves
			}
		}
	}
	r := Remoteness{Moves: 1 + lose}
	if win >= 0 {
		r = Remoteness{Moves: 1 + win, Win: true}
	}
	s.memo[key] = r
	return r, nil
}

// after returns the remoteness of the sum of ids start (sum interned)
// after the move m.
func (s *remoteSearch) after(start []int32, sum []game.Component, m game.Move) (Remoteness, error) {
	id, err := s.intern(sum[m.Component])
	if err != nil {
		return Remoteness{}, err
	}
	var parts []int32
	for _, c := range m.To {
		pid, err := s.intern(c)
		if err != nil {
			return Remoteness{}, err
		}
		if len(s.options[pid]) > 0 {
			parts = append(parts, pid)
		}
	}
	slices.Sort(parts)
	return s.remoteness(replace(start, id, parts))
}

// RemotenessOf returns the remoteness of a sum of components of one
// family or several (a search of every sum reachable from it, at most
// DefaultRemoteSums or opt.MaxPositions, the smaller), in normal or misère
// play (opt.Misere), and that of the position each move leaves, in the
// order of game.Moves(sum). The components must list their moves
// (game.Mover) and never repeat a position.
func RemotenessOf(sum []game.Component, opt Options) (Remoteness, []Remoteness, error) {
	s := newRemoteSearch(opt.Context, opt.MaxPositions, opt.Misere)
	start, err := s.start(sum)
	if err != nil {
		return Remoteness{}, nil, err
	}
	root, err := s.remoteness(start)
	if err != nil {
		return Remoteness{}, nil, err
	}
	var after []Remoteness
	for _, c := range sum {
		id, err := s.intern(c)
		if err != nil {
			return Remoteness{}, nil, err
		}
		for _, o := range s.options[id] {
			r, err := s.remoteness(replace(start, id, o.parts))
			if err != nil {
				return Remoteness{}, nil, err
			}
			after = append(after, r)
		}
	}
	return root, after, nil
}
