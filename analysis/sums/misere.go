package sums

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// analyzeMisere finds the misère outcome and winning moves of a sum: by its
// misère quotient if asked, by the family's closed form if it has one, or
// its genus (setting r's), else by searching the sum itself (misère play
// has no Sprague–Grundy shortcut).
// It also returns the number of sums the search memoized.
func analyzeMisere(ctx context.Context, f game.Family, sum []game.Component, opt Options, r *answer.Report) (game.Outcome, []game.Move, int64, error) {
	if opt.Quotient {
		qf, ok := f.(answer.QuotientFamily)
		if !ok {
			return 0, nil, 0, errs.Errorf("misère quotient", errs.Usage, "%s is not a heap game: quotients are of the sums of heaps of one octal, hexadecimal or subtraction game, or of Grundy's game", f.Name())
		}
		a, err := qf.MisereByQuotient(ctx, sum)
		if err != nil {
			return 0, nil, 0, err
		}
		r.Quotient, r.Unlisted = a.Class, a.Unlisted
		return a.Outcome, a.Moves, 0, nil
	}
	if mf, ok := f.(game.MisereFamily); ok {
		o, moves, err := mf.MisereAnalyze(ctx, sum)
		return o, moves, 0, err
	}
	if tf, ok := f.(game.TameFamily); ok {
		if tame, err := tf.MisereTame(ctx, sum); err != nil {
			return 0, nil, 0, err
		} else if tame {
			o, moves, err := misereNim(ctx, sum, r)
			if !errors.Is(err, errNotThisWay) {
				return o, moves, 0, err
			}
		}
	}
	if gf, ok := f.(game.GenusFamily); ok {
		o, moves, err := misereByGenus(ctx, gf, sum, r)
		if !errors.Is(err, game.ErrNoGenus) {
			return o, moves, 0, err
		}
	}
	s := &misereSearch{limit: opt.MaxPositions, memo: map[string]bool{}}
	if s.limit <= 0 {
		s.limit = game.DefaultMisereSums
	}
	start := make([]int32, 0, len(sum))
	for _, c := range sum {
		id, err := s.intern(ctx, c)
		if err != nil {
			return 0, nil, 0, err
		}
		if len(s.options[id]) > 0 {
			start = append(start, id)
		}
	}
	slices.Sort(start)
	var moves []game.Move
	for i, c := range sum {
		id, _ := s.intern(ctx, c)
		for _, o := range s.options[id] {
			win, err := s.wins(ctx, replace(start, id, o.parts))
			if err != nil {
				return 0, nil, 0, err
			}
			if !win {
				moves = append(moves, game.Move{Component: i, To: o.option})
			}
		}
	}
	// With no move at all the player to move has won already.
	win, err := s.wins(ctx, start)
	if err != nil {
		return 0, nil, 0, err
	}
	if win {
		return game.N, moves, int64(len(s.memo)), nil
	}
	return game.P, nil, int64(len(s.memo)), nil
}

// misereByGenus decides a misère sum by its genus: lost iff its misère
// value is 0, and won by the moves to sums of misère value 0.
func misereByGenus(ctx context.Context, gf game.GenusFamily, sum []game.Component, r *answer.Report) (game.Outcome, []game.Move, error) {
	genus, v, err := gf.MisereGenus(ctx, sum)
	if err != nil {
		return 0, nil, err
	}
	value := game.Star(v)
	r.MisereValue, r.Genus = &value, genus
	if v == 0 {
		return game.P, nil, nil
	}
	all, err := game.Moves(ctx, sum)
	if err != nil {
		return 0, nil, err
	}
	var moves []game.Move
	for _, m := range all {
		if _, w, err := gf.MisereGenus(ctx, game.Apply(sum, m)); err != nil {
			return 0, nil, err
		} else if w == 0 {
			moves = append(moves, m)
		}
	}
	return game.N, moves, nil
}

// misereSearch values sums of interned components: a sum is a sorted list
// of the ids of its components that still have moves.
type misereSearch struct {
	interner
	limit   int
	options [][]misereOption // by id
	done    []bool           // by id: options listed
	memo    map[string]bool  // sum (ids as bytes) → the player to move wins
	key     []byte
	listed  int // options listed while interning, bounded as the sums are
}

// stopped is the error of a search whose context is done, looked at every
// 256 sums of n: under load a sum can take a millisecond.
func stopped(ctx context.Context, n int) error {
	if n&255 != 0 || ctx.Err() == nil {
		return nil
	}
	return errs.E("misère analysis", errs.Limit, ctx.Err())
}

type misereOption struct {
	option game.Option
	parts  []int32 // ids of the option's components that have moves, sorted
}

// intern returns c's id, listing its options (and theirs, as far as is
// needed to drop finished components) the first time c is seen; it stops
// when ctx is done.
func (s *misereSearch) intern(ctx context.Context, c game.Component) (int32, error) {
	id, isNew, err := s.interner.intern(ctx, c)
	if err != nil || !isNew {
		return id, err
	}
	// Listing alone can outlast a deadline: Wythoff at 300,301 lists 10^7
	// options before any sum is searched.
	if err := stopped(ctx, int(id)); err != nil {
		return 0, err
	}
	opts := s.opts[id]
	// Listing is the cost before any sum is searched: a Nim heap of 10^6
	// reaches every smaller heap, with 5·10^11 options in all.
	if s.listed += len(opts); s.listed > maxListedPerSum*s.limit {
		return 0, errs.Boundf("misère analysis", "max-positions", "more than %d moves listed", maxListedPerSum*s.limit)
	}
	s.options = append(s.options, nil)
	s.done = append(s.done, false)
	list := make([]misereOption, len(opts))
	for i, o := range opts {
		list[i].option = o
		for _, part := range o {
			pid, err := s.intern(ctx, part)
			if err != nil {
				return 0, err
			}
			if !s.done[pid] {
				return 0, errs.Errorf("misère analysis", errs.Cycle, "%s can be reached again from %s: loopy games cannot be searched", part, c)
			}
			if len(s.options[pid]) > 0 {
				list[i].parts = append(list[i].parts, pid)
			}
		}
		slices.Sort(list[i].parts)
	}
	s.options[id], s.done[id] = list, true
	return id, nil
}

// maxListedPerSum bounds the options a search of sums lists, for each sum
// it may explore.
const maxListedPerSum = 8

// wins reports whether the player to move wins the misère sum; it stops
// when ctx is done.
func (s *misereSearch) wins(ctx context.Context, sum []int32) (bool, error) {
	if len(sum) == 0 {
		return true, nil // no move: the previous player moved last and lost
	}
	s.key = appendSumKey(s.key[:0], sum)
	if w, ok := s.memo[string(s.key)]; ok {
		return w, nil
	}
	if len(s.memo) >= s.limit {
		return false, errs.Boundf("misère analysis", "max-positions", "more than %d sums explored", s.limit)
	}
	if err := stopped(ctx, len(s.memo)); err != nil {
		return false, err
	}
	key := string(s.key)
	win := false
	for i, id := range sum {
		if i > 0 && sum[i-1] == id {
			continue // an equal component has the same moves
		}
		for _, o := range s.options[id] {
			w, err := s.wins(ctx, replace(sum, id, o.parts))
			if err != nil {
				return false, err
			}
			if !w {
				win = true
				break
			}
		}
		if win {
			break
		}
	}
	s.memo[key] = win
	return win, nil
}

// componentKey identifies a component within a search. Its string alone
// would confuse components of different families ("3" in Lasker's Nim and
// "3" in a subtraction game), so the key adds its Go type, and its Key
// when it has one: two parametrisations of one family (subtraction:1,2
// and subtraction:2,3) share a type.
func componentKey(c game.Component) string {
	if k, ok := c.(game.Keyer); ok {
		return fmt.Sprintf("%T\x00%s", c, k.Key())
	}
	return fmt.Sprintf("%T\x00%s", c, c.String())
}
