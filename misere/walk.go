package misere

import (
	"context"
	"math/bits"
	"slices"

	"github.com/nimber/nimber/errs"
)

// This file walks the sums of heaps in order for the quotient engine
// (engine.go): to mark a candidate's P-portion, and to look for the least
// sum at which a candidate breaks the rule of play.
//
// A sum is a word: how many heaps of each size. Words are ordered by
// their count of the largest heap, then the next, and so on, so that a
// move, which replaces a heap by smaller ones, always leads to a smaller
// word, and adding the same heaps to two words keeps their order. The
// walk goes depth first, the largest heap outermost, so it meets the
// words in that order.

// A word is a sum of heaps: (heap, count) pairs, the largest heap first.
type word []heapCount

type heapCount struct{ heap, count int32 }

// compare orders words as the walk meets them.
func (w word) compare(v word) int {
	for i := 0; i < len(w) && i < len(v); i++ {
		if w[i].heap != v[i].heap {
			if w[i].heap > v[i].heap {
				return 1
			}
			return -1
		}
		if w[i].count != v[i].count {
			if w[i].count > v[i].count {
				return 1
			}
			return -1
		}
	}
	return len(w) - len(v)
}

// plus returns w with one more heap h.
func (w word) plus(h int32) word {
	out := make(word, 0, len(w)+1)
	added := false
	for _, hc := range w {
		if !added && hc.heap <= h {
			if hc.heap == h {
				hc.count++
			} else {
				out = append(out, heapCount{h, 1})
			}
			added = true
		}
		out = append(out, hc)
	}
	if !added {
		out = append(out, heapCount{h, 1})
	}
	return out
}

// count returns how many heaps h w has.
func (w word) count(h int32) int32 {
	for _, hc := range w {
		if hc.heap == h {
			return hc.count
		}
	}
	return 0
}

// heaps returns w's heaps, each as often as it occurs.
func (w word) heaps() []uint32 {
	var out []uint32
	for i := len(w) - 1; i >= 0; i-- {
		for range w[i].count {
			out = append(out, uint32(w[i].heap))
		}
	}
	return out
}

// A rule is what the walks need of a candidate: its algebra, the class of
// each heap and the classes of each heap's options, for the heaps that
// have a move (moving, ascending); heaps without one are the identity.
type rule struct {
	a      algebra
	pre    []int32   // pre[h]: the class of heap h
	tr     [][]int32 // tr[h]: the classes of h's options, distinct
	moving []int32
}

// A marking is the result of mark: the elements a sum of heaps reaches,
// in the order the walk first reaches them, with the outcome of the
// least sum reaching each, and that sum if asked for.
type marking struct {
	elems []int32 // local number → element; the identity is 0
	local []int32 // element → local number, or −1
	lost  []bool  // by local number
	least []word  // by local number, if asked for
}

// mark walks the sums of r's heaps and gives each element it reaches the
// outcome of the least sum that reaches it, valued by the rule of play
// from the classes of that sum's options, which are smaller sums: so if
// r's algebra is a quotient, the outcome is the quotient's. It stops past
// limit elements.
func mark(ctx context.Context, r *rule, words bool, limit int) (*marking, error) {
	k := &marking{local: make([]int32, r.a.size())}
	for i := range k.local {
		k.local[i] = -1
	}
	stamp := make([]int32, 0, 64)
	exp := make([]int32, len(r.pre))
	reach := func(x int32, lost bool) {
		k.local[x] = int32(len(k.elems))
		k.elems = append(k.elems, x)
		k.lost = append(k.lost, lost)
		stamp = append(stamp, -1)
		if words {
			var w word
			for i := len(r.moving) - 1; i >= 0; i-- {
				if h := r.moving[i]; exp[h] > 0 {
					w = append(w, heapCount{h, exp[h]})
				}
			}
			k.least = append(k.least, w)
		}
	}
	reach(0, false)
	node := int32(0)
	var walk func(i int, x int32, moves []int32) error
	walk = func(i int, x int32, moves []int32) error {
		if i < 0 {
			return nil
		}
		// No heap moving[i] first: those sums come first.
		if err := walk(i-1, x, moves); err != nil {
			return err
		}
		h := r.moving[i]
		for {
			z := r.a.times(x, r.pre[h])
			if k.local[z] >= 0 {
				break // reached by a smaller sum, and so is all that follows
			}
			if len(k.elems) >= limit {
				return errs.Boundf("misère quotient", "max-positions", "a candidate quotient with more than %d elements", limit)
			}
			if node++; node&1023 == 0 {
				if err := stopped(ctx); err != nil {
					return err
				}
			}
			// The options: a move in a heap already there, now beside
			// one more h, or a move in the new h.
			next := make([]int32, 0, len(moves)+len(r.tr[h]))
			add := func(e int32) {
				l := k.local[e]
				if l < 0 {
					panic("misere: an option of a sum not reached before it")
				}
				if stamp[l] != node {
					stamp[l] = node
					next = append(next, l)
				}
			}
			for _, t := range moves {
				add(r.a.times(k.elems[t], r.pre[h]))
			}
			for _, t := range r.tr[h] {
				add(r.a.times(x, t))
			}
			lost := true
			for _, t := range next {
				lost = lost && !k.lost[t]
			}
			exp[h]++
			reach(z, lost)
			if err := walk(i-1, z, next); err != nil {
				return err
			}
			x, moves = z, next
		}
		exp[h] = 0
		return nil
	}
	if err := walk(len(r.moving)-1, 0, nil); err != nil {
		return nil, err
	}
	return k, nil
}

// A checker looks for the least sum that a candidate quotient r, by its
// table m, has not lost although the sum has a move and no move leads to
// a sum m has lost (an N-failure). A sum whose class and options' classes
// are those of a smaller sum, or include them, fails if that one does
// with the same heaps added; so the walk keeps, for each class, the
// least option sets met (an antichain), and does not go on from a sum
// that includes one. Those sets are also what a new heap can be checked
// against (engine.go).
//
// The walk builds each sum's option classes as a bitset over the
// candidate, in two buffers per heap that it reuses; the antichains keep
// them as lists, since a sum has far fewer option classes than a large
// candidate has elements, and the antichains of a candidate of 100,000
// elements hold millions of sets.
type checker struct {
	r      *rule
	m      *monoid
	words  int           // uint64s in a set of elements
	lostBy []uint64      // the P-portion as a set
	chains [][]optionSet // by class: the least option sets met
	bufs   [][2][]uint64 // by index in r.moving: the walk's option sets
	list   []int32       // incorporate's list of a set, before it is kept
	exp    []int32
	bound  word // look only at sums below it, if set
	limit  int
	nodes  int
	tick   func(nodes int) // if set, called every 65,536 sums, for progress

	failure word
}

// An optionSet is a set of classes, ascending, with their fold (bit
// x%64 set for each class x): a set whose fold has a bit another's lacks
// is not a subset of it.
type optionSet struct {
	elems []int32
	fold  uint64
}

// newOptionSet returns the set of elems, which are ascending and
// distinct, and keeps them.
func newOptionSet(elems []int32) optionSet {
	var f uint64
	for _, x := range elems {
		f |= 1 << (x % 64)
	}
	return optionSet{elems, f}
}

// subset reports whether s ⊆ t.
func (s optionSet) subset(t optionSet) bool {
	if s.fold&^t.fold != 0 || len(s.elems) > len(t.elems) {
		return false
	}
	j := 0
	for _, x := range s.elems {
		for j < len(t.elems) && t.elems[j] < x {
			j++
		}
		if j == len(t.elems) || t.elems[j] != x {
			return false
		}
		j++
	}
	return true
}

// within reports whether s ⊆ b, a bitset whose fold is fold.
func (s optionSet) within(b []uint64, fold uint64) bool {
	if s.fold&^fold != 0 {
		return false
	}
	for _, x := range s.elems {
		if b[x/64]&(1<<(x%64)) == 0 {
			return false
		}
	}
	return true
}

func newChecker(r *rule, m *monoid, limit int) *checker {
	c := &checker{r: r, m: m, words: (m.n + 63) / 64, chains: make([][]optionSet, m.n), bufs: make([][2][]uint64, len(r.moving)),
		exp: make([]int32, len(r.pre)), limit: limit}
	c.lostBy = make([]uint64, c.words)
	for x, l := range m.lost {
		if l {
			c.lostBy[x/64] |= 1 << (x % 64)
		}
	}
	return c
}

// errBound stops the walk at its bound: the engine says which.
var errBound = errs.Errorf("misère quotient", errs.Limit, "bound")

// errFound stops the walk at a failure or at the bound.
var errFound = errs.Errorf("misère quotient", errs.Unknown, "found")

// check walks every sum (below c.bound, if set) and returns the least
// N-failure, or nil.
func (c *checker) check(ctx context.Context) (word, error) {
	c.failure = nil
	err := c.walk(ctx, len(c.r.moving)-1, 0, make([]uint64, c.words), c.bound != nil)
	if err == errFound {
		err = nil
	}
	return c.failure, err
}

// walk visits the sums with the counts of the heaps above moving[i] as
// c.exp has them; at is whether those counts are the bound's.
func (c *checker) walk(ctx context.Context, i int, x int32, moves []uint64, at bool) error {
	if i < 0 {
		if at {
			return errFound // the sum is the bound: no more below it
		}
		if !c.m.lost[x] && !empty(moves) && !intersects(moves, c.lostBy) {
			c.failure = c.current()
			return errFound
		}
		return nil
	}
	h := c.r.moving[i]
	b := int32(0)
	if at {
		b = c.bound.count(h)
	}
	if err := c.walk(ctx, i-1, x, moves, at && b == 0); err != nil {
		return err
	}
	for e := int32(1); ; e++ {
		if at && e > b {
			return errFound
		}
		if c.nodes++; c.nodes > c.limit {
			return errBound
		}
		if c.nodes&1023 == 0 {
			if err := stopped(ctx); err != nil {
				return err
			}
			if c.tick != nil && c.nodes&0xffff == 0 {
				c.tick(c.nodes)
			}
		}
		// moves is the other buffer of this heap's, or the caller's.
		next := c.bufs[i][e%2]
		if next == nil {
			next = make([]uint64, c.words)
			c.bufs[i][e%2] = next
		}
		clear(next)
		forEach(moves, func(t int32) { set(next, c.m.times(t, c.r.pre[h])) })
		for _, t := range c.r.tr[h] {
			set(next, c.m.times(x, t))
		}
		x = c.m.times(x, c.r.pre[h])
		moves = next
		if !c.incorporate(x, moves) {
			break
		}
		c.exp[h] = e
		if err := c.walk(ctx, i-1, x, moves, at && e == b); err != nil {
			return err
		}
	}
	c.exp[h] = 0
	return nil
}

// current returns the sum being visited.
func (c *checker) current() word {
	var w word
	for i := len(c.r.moving) - 1; i >= 0; i-- {
		if h := c.r.moving[i]; c.exp[h] > 0 {
			w = append(w, heapCount{h, c.exp[h]})
		}
	}
	return w
}

// incorporate adds moves to x's antichain, unless it includes a set
// there: then every sum from it fails only where one from that set does.
func (c *checker) incorporate(x int32, moves []uint64) bool {
	var fold uint64
	for _, w := range moves {
		fold |= w
	}
	chain := c.chains[x]
	for _, old := range chain {
		if old.within(moves, fold) {
			return false
		}
	}
	list := c.list[:0]
	for i, w := range moves {
		for w != 0 {
			list = append(list, int32(i*64+bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
	c.list = list
	set := optionSet{slices.Clone(list), fold}
	chain = slices.DeleteFunc(chain, func(old optionSet) bool { return set.subset(old) })
	c.chains[x] = append(chain, set)
	return true
}

func set(b []uint64, x int32) { b[x/64] |= 1 << (x % 64) }

func forEach(b []uint64, f func(int32)) {
	for i, w := range b {
		for w != 0 {
			f(int32(i*64 + bits.TrailingZeros64(w)))
			w &= w - 1
		}
	}
}

func empty(b []uint64) bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

func intersects(a, b []uint64) bool {
	for i := range a {
		if a[i]&b[i] != 0 {
			return true
		}
	}
	return false
}

// pFailure returns the least sum that the candidate has lost although
// one of its moves leads to a sum it has lost (a P-failure), or nil. Such
// a sum is a least sum of some class x plus a heap h, with x·h lost and
// x·t lost for some option class t of h; least sums are k.least.
func pFailure(ctx context.Context, r *rule, m *monoid, k *marking) (word, error) {
	var least word
	seen := map[string]bool{}
	for _, h := range r.moving {
		key := string(rowKey(append([]int32{r.pre[h]}, r.tr[h]...)))
		if seen[key] {
			continue // a smaller heap acts alike and gives smaller sums
		}
		seen[key] = true
		for x := range int32(m.n) {
			if x&1023 == 0 {
				if err := stopped(ctx); err != nil {
					return nil, err
				}
			}
			if !m.lost[m.times(x, r.pre[h])] {
				continue
			}
			for _, t := range r.tr[h] {
				if m.lost[m.times(x, t)] {
					if w := k.least[k.local[x]].plus(h); least == nil || w.compare(least) < 0 {
						least = w
					}
					break
				}
			}
		}
	}
	return least, nil
}
