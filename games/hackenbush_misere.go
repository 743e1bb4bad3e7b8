// Misère play of Green Hackenbush.
//
// A picture is the sum of its branches at the ground: the parts that meet
// only there (a tree's branches are its bracket groups at depth 0). A
// branch with a single edge at the ground, every branch of a tree among
// them, is equivalent in misère play to a Nim heap of its normal value,
// beside any impartial game at all (I. Y. Lo, "Misère Hackenbush
// Flowers", arXiv:1212.5937, 2013). The proof is short, by induction on
// the edges: such a branch of value n ≥ 1 has options of every value
// below n (the mex), value 0 only by cutting its ground edge, which
// leaves nothing; every other option again has one ground edge. A move to
// a smaller value is a move of the heap; a move to a larger value k is
// reversed at once by a move back to value n within the branch (Conway's
// reversible moves, On Numbers and Games ch. 12). So a misère sum of such
// branches is misère Nim on their values: lost iff every value is 1 and
// they are odd in number, or some value is 2 or more and their XOR is 0;
// its genus is that nim position's (Winning Ways ch. 13).
//
// A tree of value 0 that still has moves is not the heap 0: "(())(())"
// is *2 + *2, lost by the player to move, where 0 alone is won. That is
// why the rule applies branch by branch, never tree by tree.
//
// A branch with two or more ground edges (a cycle through the ground,
// g-a,a-b,b-g) has positions of value 0 that still have moves (cut every
// edge but two at the ground), so the argument fails: a sum with one is
// searched (MisereGenus says ErrNoGenus).
package games

import (
	"context"
	"strconv"
	"sync"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/misere"
)

// heaps is what a component adds to a misère sum as Nim heaps: the XOR
// of its branches' values and how many are 2 or more; ok is false when a
// branch has two ground edges or more.
type heaps struct {
	xor uint64
	big int
	ok  bool
}

// heapCache remembers each component's heaps: the winning moves of a sum
// value the sum once for each move, all but one component unchanged.
type heapCache struct {
	mu sync.Mutex
	m  map[string]heaps
}

// maxHeapCache bounds the components the cache keeps.
const maxHeapCache = 1 << 16

// MisereGenus values a misère sum of pictures by the nim position of
// their branches' values (game.GenusFamily; see the file comment):
// ErrNoGenus if a branch has two ground edges or more, or a component is
// another game's.
func (f *hackenbushFamily) MisereGenus(ctx context.Context, sum []game.Component) (string, uint64, error) {
	var x uint64
	big := false
	for _, c := range sum {
		h, ok := f.heapsOf(c)
		if !ok {
			return "", 0, game.ErrNoGenus
		}
		x ^= h.xor
		big = big || h.big > 0
	}
	g := nimPosition(x, big)
	return g.String(), uint64(g.Misere()), nil
}

// heapsOf returns c's heaps, false if c is not this family's or has a
// branch with two ground edges or more.
func (f *hackenbushFamily) heapsOf(c game.Component) (heaps, bool) {
	var key string
	switch c := c.(type) {
	case tree:
		if c.f != f {
			return heaps{}, false
		}
		key = c.s
	case picture:
		if c.f != f {
			return heaps{}, false
		}
		key = "-" + c.String() // a tree has no "-"
	default:
		return heaps{}, false
	}
	f.cache.mu.Lock()
	h, ok := f.cache.m[key]
	f.cache.mu.Unlock()
	if ok {
		return h, h.ok
	}
	switch c := c.(type) {
	case tree:
		h = c.heaps()
	case picture:
		h = c.heaps()
	}
	f.cache.mu.Lock()
	if f.cache.m == nil || len(f.cache.m) >= maxHeapCache {
		f.cache.m = map[string]heaps{}
	}
	f.cache.m[key] = h
	f.cache.mu.Unlock()
	return h, h.ok
}

// heaps returns the values of the tree's branches, each an edge from the
// ground with the tree above it, as Nim heaps.
func (t tree) heaps() heaps {
	h := heaps{ok: true}
	stack := []uint64{0} // the XOR of the edges so far from the node at each depth
	for i := 0; i < len(t.s); i++ {
		if t.s[i] == '(' {
			stack = append(stack, 0)
			continue
		}
		v := stack[len(stack)-1] + 1
		stack = stack[:len(stack)-1]
		stack[len(stack)-1] ^= v
		if len(stack) == 1 {
			h.add(v)
		}
	}
	return h
}

func (h *heaps) add(v uint64) {
	h.xor ^= v
	if v >= 2 {
		h.big++
	}
}

// heaps returns the values of the picture's branches as Nim heaps, ok
// false if one has two ground edges or more.
func (p picture) heaps() heaps {
	h := heaps{ok: true}
	for _, b := range p.branches() {
		grounded := 0
		for _, e := range b.edges {
			if e[0] == ground || e[1] == ground {
				grounded++
			}
		}
		if grounded != 1 {
			return heaps{}
		}
		n, _ := b.value().Uint64() // a picture's value has at most 13 bits
		h.add(n)
	}
	return h
}

// branches splits the picture into the parts that meet only at the
// ground, each edge in the part of its vertex other than the ground (a
// loop at the ground a part of its own), in the order of their first
// edges.
func (p picture) branches() []picture {
	parent := map[string]string{}
	var find func(v string) string
	find = func(v string) string {
		if parent[v] == "" || parent[v] == v {
			return v
		}
		r := find(parent[v])
		parent[v] = r
		return r
	}
	for _, e := range p.edges {
		if e[0] != ground && e[1] != ground {
			parent[find(e[0])] = find(e[1])
		}
	}
	index := map[string]int{}
	var out []picture
	for i, e := range p.edges {
		v := e[0]
		if v == ground {
			v = e[1]
		}
		r := find(v)
		if v == ground {
			r = "#" + strconv.Itoa(i) // a loop at the ground: alone; no name has "#"
		}
		k, ok := index[r]
		if !ok {
			k = len(out)
			index[r] = k
			out = append(out, picture{f: p.f})
		}
		out[k].edges = append(out[k].edges, e)
	}
	return out
}

// nimPosition is the genus of a sum of Nim heaps of XOR x, with a heap of
// 2 or more if big: 0^120 or 1^031 without, x^(x, x⊕2) with.
func nimPosition(x uint64, big bool) misere.Genus {
	if !big {
		return misere.Nim(uint32(x))
	}
	return misere.Genus{G: uint32(x), Sup: []uint32{uint32(x), uint32(x) ^ 2}}
}
