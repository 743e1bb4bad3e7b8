package game

import (
	"fmt"
	"sort"
	"strings"

	"github.com/nimber/nimber/errs"
)

// analyzeMisere finds the misère outcome and winning moves of a sum: by the
// family's closed form if it has one, else by searching the sum itself
// (misère play has no Sprague–Grundy shortcut).
func analyzeMisere(f Family, sum []Component, opt Options) (Outcome, []Move, error) {
	if mf, ok := f.(MisereFamily); ok {
		return mf.MisereAnalyze(sum)
	}
	s := &misereSearch{
		limit:   opt.MaxPositions,
		memo:    make(map[string]bool),
		options: make(map[string][]Option),
	}
	if s.limit <= 0 {
		s.limit = DefaultMaxPositions
	}
	var moves []Move
	for i, c := range sum {
		opts, err := s.optionsOf(c)
		if err != nil {
			return 0, nil, err
		}
		for _, o := range opts {
			next := replace(sum, i, o)
			win, err := s.wins(next)
			if err != nil {
				return 0, nil, err
			}
			if !win {
				moves = append(moves, Move{Component: i, To: o})
			}
		}
	}
	// With no move at all the player to move has won already.
	win, err := s.wins(sum)
	if err != nil {
		return 0, nil, err
	}
	if win {
		return N, moves, nil
	}
	return P, nil, nil
}

type misereSearch struct {
	limit   int
	memo    map[string]bool     // canonical sum → player to move wins
	options map[string][]Option // component string → its options
}

func (s *misereSearch) optionsOf(c Component) ([]Option, error) {
	key := componentKey(c)
	if o, ok := s.options[key]; ok {
		return o, nil
	}
	m, ok := c.(Mover)
	if !ok {
		return nil, errs.Errorf("misère analysis", errs.Unknown, "component %s cannot list its moves, so its misère sums cannot be searched", c)
	}
	o, err := m.Options()
	if err != nil {
		return nil, err
	}
	s.options[key] = o
	return o, nil
}

// wins reports whether the player to move wins the misère sum.
func (s *misereSearch) wins(sum []Component) (bool, error) {
	live := sum[:0:0]
	for _, c := range sum {
		o, err := s.optionsOf(c)
		if err != nil {
			return false, err
		}
		if len(o) > 0 {
			live = append(live, c)
		}
	}
	if len(live) == 0 {
		return true, nil // no move: the previous player moved last and lost
	}
	key := canonical(live)
	if w, ok := s.memo[key]; ok {
		return w, nil
	}
	if len(s.memo) >= s.limit {
		return false, errs.Errorf("misère analysis", errs.Limit, "more than %d sums explored; raise --max-positions", s.limit)
	}
	win := false
	for i, c := range live {
		for _, o := range s.options[componentKey(c)] {
			w, err := s.wins(replace(live, i, o))
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

func replace(sum []Component, i int, o Option) []Component {
	next := make([]Component, 0, len(sum)-1+len(o))
	next = append(next, sum[:i]...)
	next = append(next, o...)
	return append(next, sum[i+1:]...)
}

// componentKey identifies a component within a search. Its string alone
// would confuse components of different families ("3" in Lasker's Nim and
// "3" in a subtraction game), so the key adds its Go type. Two
// parametrisations of one family (subtraction:1,2 and subtraction:2,3)
// share a type: a sum mixing them must not be searched in misère play.
func componentKey(c Component) string {
	return fmt.Sprintf("%T\x00%s", c, c.String())
}

// canonical keys a sum by its sorted component keys: sums commute.
func canonical(sum []Component) string {
	keys := make([]string, len(sum))
	for i, c := range sum {
		keys[i] = componentKey(c)
	}
	sort.Strings(keys)
	return strings.Join(keys, "\x01")
}
