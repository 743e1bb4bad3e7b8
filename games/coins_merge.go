package games

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/nimber/nimber/game"
)

// A coin game's position is a set of heads coins (game.SetFamily). As
// typed, a coin listed twice is one heads coin: the components that
// share a coin are joined. As a move leaves it, a heads coin turned over
// is tails, which is what the nim-sum of its values says: the components
// that share a coin give way to the coins they cover an odd number of
// times. A run is a block of one row here, so one and two dimensions
// share the work.

// coinSet is how a coin family sees its own components among a sum's.
type coinSet struct {
	// own returns the coins of c, if c is the family's.
	own func(c game.Component) (block, bool)
	// make is the family's component of the coins b.
	make func(b block) game.Component
}

func (f *coinFamily) set() coinSet {
	return coinSet{
		own: func(c game.Component) (block, bool) {
			r, ok := c.(headsRun)
			return block{x: r.s}, ok && r.f == f
		},
		make: func(b block) game.Component { return headsRun{s: b.x, f: f} },
	}
}

func (f *productFamily) set() coinSet {
	return coinSet{
		own: func(c game.Component) (block, bool) {
			r, ok := c.(headsRect)
			return block{x: r.x, y: r.y}, ok && r.f == f
		},
		make: func(b block) game.Component { return headsRect{x: b.x, y: b.y, f: f} },
	}
}

func (f *coinFamily) Union(sum []game.Component) ([]game.Component, string) {
	return f.set().union(sum)
}

func (f *coinFamily) Toggle(sum []game.Component) ([]game.Component, []int) {
	return f.set().toggle(sum)
}

func (f *productFamily) Union(sum []game.Component) ([]game.Component, string) {
	return f.set().union(sum)
}

func (f *productFamily) Toggle(sum []game.Component) ([]game.Component, []int) {
	return f.set().toggle(sum)
}

func (s coinSet) union(sum []game.Component) ([]game.Component, string) {
	out, _, groups := s.merge(sum, unionBlocks)
	if groups == nil {
		return sum, ""
	}
	return out, overlapNote(sum, groups)
}

func (s coinSet) toggle(sum []game.Component) ([]game.Component, []int) {
	out, from, _ := s.merge(sum, xorBlocks)
	return out, from
}

// merge puts in place of each group of the family's components of sum
// that share coins, directly or through others, the components of the
// blocks join makes of theirs, at the place of the group's first. It
// returns the new sum, where each of its components was in sum, and the
// groups of more than one (indices into sum, in order); or sum, nil and
// nil when there are none.
func (s coinSet) merge(sum []game.Component, join func([]block) []block) ([]game.Component, []int, [][]int) {
	groups := s.overlaps(sum)
	if groups == nil {
		return sum, nil, nil
	}
	in := make([]int, len(sum)) // in[i]: 1 + the group of sum[i], or 0
	for g, members := range groups {
		for _, i := range members {
			in[i] = g + 1
		}
	}
	out, from := []game.Component{}, []int{} // not nil: a change
	for i, c := range sum {
		g := in[i] - 1
		switch {
		case g < 0:
			out, from = append(out, c), append(from, i)
		case groups[g][0] == i:
			var blocks []block
			for _, j := range groups[g] {
				b, _ := s.own(sum[j])
				blocks = append(blocks, b)
			}
			for _, b := range join(blocks) {
				out, from = append(out, s.make(b)), append(from, i)
			}
		}
	}
	return out, from, groups
}

// overlaps returns the groups of the family's components of sum that
// share coins, directly or through others, each of more than one
// component, by their first; nil if no two share a coin. It sweeps the
// components by their first column, holding those that reach it.
func (s coinSet) overlaps(sum []game.Component) [][]int {
	type item struct {
		i int
		b block
	}
	parent := make(map[int]int) // union-find over indices into sum
	// A coin listed again joins the first listing at once, so that the
	// sweep holds each block once: 10^5 copies of a coin take no time.
	var items []item
	firsts := make(map[block]int)
	for i, c := range sum {
		b, ok := s.own(c)
		if !ok {
			continue
		}
		if j, seen := firsts[b]; seen {
			parent[i] = j
			continue
		}
		firsts[b] = i
		items = append(items, item{i, b})
	}
	slices.SortFunc(items, func(p, q item) int { return cmp.Compare(p.b.x.a, q.b.x.a) })
	var root func(i int) int
	root = func(i int) int {
		p, ok := parent[i]
		if !ok || p == i {
			return i
		}
		r := root(p)
		parent[i] = r
		return r
	}
	// A block within another meets only what the other meets: the sweep
	// holds the larger alone, so nested runs take no time either.
	var active []item
	for _, it := range items {
		inside := false
		active = slices.DeleteFunc(active, func(a item) bool {
			if a.b.x.b < it.b.x.a {
				return true
			}
			if a.b.y.a > it.b.y.b || it.b.y.a > a.b.y.b {
				return false
			}
			ra, ri := root(a.i), root(it.i)
			parent[max(ra, ri)] = min(ra, ri)
			inside = inside || a.b.holds(it.b)
			return it.b.holds(a.b)
		})
		if !inside {
			active = append(active, it)
		}
	}
	if len(parent) == 0 {
		return nil
	}
	byRoot := make(map[int][]int)
	for i, c := range sum {
		if _, ok := s.own(c); ok {
			r := root(i)
			byRoot[r] = append(byRoot[r], i)
		}
	}
	var groups [][]int
	for _, members := range byRoot {
		if len(members) > 1 {
			slices.Sort(members)
			groups = append(groups, members)
		}
	}
	slices.SortFunc(groups, func(g, h []int) int { return cmp.Compare(g[0], h[0]) })
	return groups
}

// holds reports whether every coin of c is in b.
func (b block) holds(c block) bool {
	return b.x.a <= c.x.a && c.x.b <= b.x.b && b.y.a <= c.y.a && c.y.b <= b.y.b
}

// overlapNote says which components of sum were joined: the first group,
// and how many more there are.
func overlapNote(sum []game.Component, groups [][]int) string {
	first := groups[0]
	what := sum[first[0]].String()
	same := true
	for _, i := range first[1:] {
		same = same && sum[i].String() == what
	}
	switch {
	case same && len(first) == 2:
		what += " is listed twice"
	case same:
		what += fmt.Sprintf(" is listed %d times", len(first))
	default:
		var names []string
		for _, i := range first[:min(len(first), 3)] {
			names = append(names, sum[i].String())
		}
		last := names[len(names)-1]
		if more := len(first) - len(names); more > 0 {
			last = fmt.Sprintf("%d more", more)
		} else {
			names = names[:len(names)-1]
		}
		what = strings.Join(names, ", ") + " and " + last + " share coins"
	}
	if more := len(groups) - 1; more > 0 {
		what += fmt.Sprintf(" (and %d more overlaps)", more)
	}
	return what + ": a coin listed twice is one heads coin, not two that cancel"
}
