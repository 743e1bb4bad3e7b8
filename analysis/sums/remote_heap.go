package sums

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
)

// A heap game whose moves never split a heap (subtraction and all-but
// games, octal games of package heap whose MaxHeaps is 1) has positions
// of one heap each: a heap's remoteness, or suspense, depends on its size
// alone, and is found for every size from 0 up in one pass of a few steps
// a heap, where the search of sums interns each heap it meets. A heap is
// recognised by its key (game.Keyer): the game's name as heap.Parse reads
// it, a colon and the size; its options are checked against the rules
// before the table answers for it. A sum of two heaps or more is still
// searched: remoteness does not add over a sum.

// heapTables hold a table for each such game of one request, by name.
type heapTables struct {
	misere, suspense bool
	limit            int // the most heaps the tables hold in all
	held             int
	maxOptions       int                   // the most options of a heap looked up, as the search's
	games            map[string]*heapTable // nil: not such a game
}

// tableLimit bounds the heaps of a request's tables: as many as a
// family's table of values holds, one number a heap as here.
func tableLimit(maxPositions int) int {
	if maxPositions <= 0 {
		maxPositions = game.DefaultMaxPositions
	}
	return min(maxPositions, 1<<30)
}

func newHeapTables(limit, maxOptions int, misere, suspense bool) *heapTables {
	return &heapTables{misere: misere, suspense: suspense, limit: tableLimit(limit), maxOptions: maxOptions, games: map[string]*heapTable{}}
}

// A heapTable is the remoteness (or suspense) of each heap of one game,
// from heap 0 up.
type heapTable struct {
	name  string
	rules *heap.Rules
	takes []uint64 // the takes that may leave a heap, below from
	// from, if not 0, is the repeating digit's take: every take from it on
	// may leave a heap; prefix holds the choice over heaps 1..added.
	from   uint64
	prefix choice
	added  uint64
	r      []uint32 // moves<<1 | won for the player to move
}

// heapOf reads c as heap n of the game name, by its key.
func heapOf(c game.Component) (name string, n uint64, ok bool) {
	k, ok := c.(game.Keyer)
	if !ok {
		return "", 0, false
	}
	key := k.Key()
	i := strings.LastIndexByte(key, ':')
	if i < 0 {
		return "", 0, false
	}
	n, err := strconv.ParseUint(key[i+1:], 10, 64)
	return key[:i], n, err == nil
}

// table returns the table of the game name, or nil if its moves may
// split a heap or it is no game of package heap.
func (t *heapTables) table(name string) *heapTable {
	if tab, ok := t.games[name]; ok {
		return tab
	}
	var tab *heapTable
	if r, err := heap.Parse(name); err == nil && r.MaxHeaps() <= 1 {
		tab = &heapTable{name: name, rules: r, prefix: newChoice(t.suspense)}
		last := uint64(len(r.Digits()))
		if r.Repeats() && r.MayTake(last-1, 1, false) {
			tab.from = last - 1
			last--
		}
		for k := uint64(1); k < last; k++ {
			if r.MayTake(k, 1, false) {
				tab.takes = append(tab.takes, k)
			}
		}
	}
	t.games[name] = tab
	return tab
}

// lookup returns the remoteness of c, its options and the remoteness of
// each, if c is a heap of a game that never splits a heap and its options
// are those of the game's rules; ok is false if c is to be searched
// instead, as is a heap past the tables' limit. Filling a table stops
// when ctx is done.
func (t *heapTables) lookup(ctx context.Context, c game.Component) (self Remoteness, opts []game.Option, after []Remoteness, ok bool, err error) {
	name, n, ok := heapOf(c)
	if !ok {
		return Remoteness{}, nil, nil, false, nil
	}
	tab := t.table(name)
	if tab == nil || n >= uint64(t.limit-t.held+len(tab.r)) {
		return Remoteness{}, nil, nil, false, nil
	}
	m, ok := c.(game.Mover)
	if !ok {
		return Remoteness{}, nil, nil, false, nil
	}
	if err := fewOptions(ctx, c, t.maxOptions); err != nil {
		return Remoteness{}, nil, nil, false, err
	}
	if opts, err = m.Options(ctx); err != nil {
		return Remoteness{}, nil, nil, false, err
	}
	sizes, ok := tab.sizes(n, opts)
	if !ok {
		return Remoteness{}, nil, nil, false, nil
	}
	if err := t.grow(ctx, tab, n); err != nil {
		return Remoteness{}, nil, nil, false, err
	}
	after = make([]Remoteness, len(sizes))
	for i, m := range sizes {
		after[i] = tab.at(m)
	}
	return tab.at(n), opts, after, true, nil
}

// sizes returns the heap each option of heap n leaves (0 for none), if
// the options are exactly the moves the rules allow.
func (tab *heapTable) sizes(n uint64, opts []game.Option) ([]uint64, bool) {
	out := make([]uint64, len(opts))
	for i, o := range opts {
		switch len(o) {
		case 0:
		case 1:
			name, m, ok := heapOf(o[0])
			if !ok || name != tab.name {
				return nil, false
			}
			out[i] = m
		default:
			return nil, false
		}
		if !tab.rules.MayLeave(n, out[i]) {
			return nil, false
		}
	}
	want := 0
	tab.rules.Options(n, func(...uint64) bool { want++; return true })
	distinct := slices.Compact(slices.Sorted(slices.Values(out)))
	return out, len(out) == want && len(distinct) == want
}

// grow extends tab to heap n.
func (t *heapTables) grow(ctx context.Context, tab *heapTable, n uint64) error {
	if uint64(len(tab.r)) > n {
		return nil
	}
	tab.r = slices.Grow(tab.r, int(n+1)-len(tab.r))
	for i := uint64(len(tab.r)); i <= n; i++ {
		if err := stopped(ctx, int(i)); err != nil {
			return err
		}
		tab.r = append(tab.r, encode(tab.next(i, t.misere, t.suspense)))
		t.held++
	}
	return nil
}

// next finds the remoteness of heap n, the heaps below it in the table.
func (tab *heapTable) next(n uint64, misere, suspense bool) Remoteness {
	c := newChoice(suspense)
	if tab.from > 0 {
		for ; tab.added+tab.from < n; tab.added++ {
			r := tab.at(tab.added + 1)
			tab.prefix.add(r.Moves, r.Win)
		}
		c = tab.prefix
	}
	for _, k := range tab.takes {
		if k >= n {
			break
		}
		r := tab.at(n - k)
		c.add(r.Moves, r.Win)
	}
	if tab.rules.MayTake(n, 0, false) {
		c.add(0, misere) // take the whole heap
	}
	return c.result(misere)
}

func encode(r Remoteness) uint32 {
	w := uint32(0)
	if r.Win {
		w = 1
	}
	return uint32(r.Moves)<<1 | w
}

func (tab *heapTable) at(n uint64) Remoteness {
	x := tab.r[n]
	return Remoteness{Moves: int(x >> 1), Win: x&1 == 1}
}
