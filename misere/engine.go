package misere

import (
	"context"
	"fmt"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

// This file is the quotient engine: it computes the misère quotient of
// heaps 1 to n heap by heap from a candidate and its least
// counterexample, as Plambeck and Siegel's solver does, so its cost
// follows the size of the quotient rather than the number of sums.
//
// The quotient of the heaps before heap n and their classes is known. If
// some element x of it can be heap n's class — its outcome alone and
// beside every element agree with heap n's options, and no sum with heap
// n breaks the rule of play — the quotient stays. Otherwise a larger
// candidate is built: the product of the quotient and the powers of a new
// generator for heap n, its P-portion marked by the rule of play on the
// least sum of each element, then reduced. The walk (walk.go) finds the
// least sum the candidate gets wrong, if any; its options are smaller
// sums, which the candidate gets right, so its true outcome is the
// opposite of the candidate's. The candidate is rebuilt with the heaps of
// that sum as new generators, one at a time, then two, …, until it gets
// that sum right, and the walk goes on. A candidate that passes both
// walks is proved: every sum's outcome follows by induction on the sums.

// engine computes the quotient of heaps 1 to n, one heap at a time.
type engine struct {
	ctx         context.Context
	rules       *heap.Rules
	limit       int // the most sums the walks visit in all, and elements a candidate has
	maxElements int

	// moves[h]: heap h has a move. Its options are listed again when
	// needed: kept, they would take memory quadratic in the heaps.
	moves []bool

	q   *monoid // the quotient of heaps 1 to len(moves)−1
	pre []int32 // heap → its class in q
	// What stays the same while q does: the option sets of sums of each
	// class (checker.chains), or nil, and for each element x the elements
	// y with x·y lost, made as they are asked for.
	chains [][]optionSet
	beside [][]uint64

	visited  int // sums every walk visited
	progress func(heap, elements, sums int)
}

func newEngine(ctx context.Context, r *heap.Rules, limit, maxElements int) *engine {
	return &engine{ctx: ctx, rules: r, limit: limit, maxElements: maxElements,
		moves: []bool{false}, q: trivial(), pre: []int32{0}}
}

// check walks the sums of r for the least N-failure below bound (if
// set), within what is left of the engine's bound.
func (e *engine) check(r *rule, q *monoid, bound word) (*checker, word, error) {
	c := newChecker(r, q, e.limit-e.visited, e.ctx)
	c.bound = bound
	if e.progress != nil {
		c.tick = func(nodes int) { e.progress(e.heaps(), q.n, e.visited+nodes) }
	}
	w, err := c.check()
	e.visited += c.nodes
	if err == errBound {
		err = errs.Boundf("misère quotient", "max-positions", "heaps 1 to %d: more than %d sums visited", e.heaps(), e.limit)
	}
	return c, w, err
}

// heaps returns the number of heaps the quotient is of.
func (e *engine) heaps() int { return len(e.moves) - 1 }

// noteMoves notes whether heap n, the next heap, has a move.
func (e *engine) noteMoves(n int) {
	moves := false
	e.rules.Options(uint64(n), func(...uint64) bool {
		moves = true
		return false
	})
	e.moves = append(e.moves, moves)
}

// images returns the classes of heap h's options in a, the heaps having
// the classes pre (a heap without a move has the identity's).
func (e *engine) images(a algebra, pre []int32, h int) []int32 {
	var out []int32
	e.rules.Options(uint64(h), func(parts ...uint64) bool {
		x := int32(0)
		for _, p := range parts {
			if p >= uint64(h) {
				panic(fmt.Sprintf("misere: heap %d has an option with a heap of %d", h, p))
			}
			if p > 0 {
				x = a.times(x, pre[p])
			}
		}
		out = append(out, x)
		return true
	})
	slices.Sort(out)
	return slices.Compact(out)
}

// rule returns the walks' view of a candidate.
func (e *engine) rule(a algebra, pre []int32) *rule {
	r := &rule{a: a, pre: pre, tr: make([][]int32, len(pre))}
	for h := 1; h < len(pre); h++ {
		if e.moves[h] {
			r.moving = append(r.moving, int32(h))
			r.tr[h] = e.images(a, pre, h)
		}
	}
	return r
}

// add computes the quotient of heaps 1 to n, n = e.heaps()+1.
func (e *engine) add() error {
	n := e.heaps() + 1
	if e.progress != nil {
		e.progress(n, e.q.n, e.visited)
	}
	if err := e.ctx.Err(); err != nil {
		return err
	}
	e.noteMoves(n)
	if !e.moves[n] {
		e.pre = append(e.pre, 0)
		return nil
	}
	tr := e.images(e.q, e.pre, n)
	if x, err := e.stays(n, tr); err != nil || x >= 0 {
		if err == nil {
			e.pre = append(e.pre, x)
		}
		return err
	}
	return e.expand(n)
}

// stays returns the element of the quotient of the heaps before n that is
// heap n's class, or −1 if none is.
func (e *engine) stays(n int, tr []int32) (int32, error) {
	q := e.q
	alone := true // heap n alone is lost: it has moves, none to a lost sum
	for _, t := range tr {
		alone = alone && !q.lost[t]
	}
	// Heap n may be x only if no y has both x·y and t·y lost for an
	// option class t (a P-failure).
	if e.beside == nil {
		e.beside = make([][]uint64, q.n)
	}
	besideOf := func(x int32) []uint64 {
		if e.beside[x] == nil {
			b := make([]uint64, (q.n+63)/64)
			for y := range int32(q.n) {
				if q.lost[q.times(x, y)] {
					set(b, y)
				}
			}
			e.beside[x] = b
		}
		return e.beside[x]
	}
	var fits []int32
	for _, x := range e.candidates(n) {
		if err := e.ctx.Err(); err != nil {
			return -1, err
		}
		if q.lost[x] != alone {
			continue
		}
		if slices.ContainsFunc(tr, func(t int32) bool { return intersects(besideOf(x), besideOf(t)) }) {
			continue
		}
		fits = append(fits, x)
	}
	if len(fits) == 0 {
		return -1, nil
	}
	// The quick proof: a sum of the heaps before n of class x whose
	// option classes are among heap n's. A sum with heap n that fails the
	// rule fails it with that sum in heap n's place.
	if e.chains == nil {
		c, w, err := e.check(e.rule(q, e.pre), q, nil)
		if err != nil {
			return -1, err
		}
		if w != nil {
			panic("misere: a proved quotient fails its check")
		}
		e.chains = c.chains
	}
	trBits := make([]uint64, (q.n+63)/64)
	for _, t := range tr {
		set(trBits, t)
	}
	trSet := newOptionSet(trBits)
	for _, x := range fits {
		for _, moves := range e.chains[x] {
			if moves.subset(trSet) {
				return x, nil
			}
		}
	}
	// The full proof: the walk over every sum with heap n as x. Heap n's
	// class changes no option classes of the heaps before it, nor its own.
	pre := append(slices.Clip(e.pre), fits[0])
	r := e.rule(q, pre)
	for _, x := range fits {
		pre[n] = x
		_, w, err := e.check(r, q, nil)
		if err != nil {
			return -1, err
		}
		if w == nil {
			e.chains = nil
			return x, nil
		}
	}
	return -1, nil
}

// candidates orders the elements to try as heap n's class, likeliest
// first.
func (e *engine) candidates(n int) []int32 {
	classes := make([]int, n)
	for h := range n {
		classes[h] = int(e.pre[h])
	}
	return likelyClasses(classes, e.q.n)
}

// expand finds the quotient of heaps 1 to n when it is larger than that
// of the heaps before n: a new generator for heap n, then repairs at each
// least counterexample.
func (e *engine) expand(n int) error {
	p := newProduct(e.q, cyclic(2, 2))
	pre := make([]int32, n+1)
	for h := range n {
		pre[h] = p.embed(0, e.pre[h])
	}
	pre[n] = p.embed(1, 1)
	q, qpre, err := e.build(p, pre)
	if err != nil {
		return err
	}
	for {
		r := e.rule(q, qpre)
		least, err := e.leastFailure(r, q)
		if err != nil {
			return err
		}
		if least == nil {
			e.q, e.pre, e.chains, e.beside = q, qpre, nil, nil
			return nil
		}
		if e.progress != nil {
			e.progress(n, q.n, e.visited)
		}
		if q, qpre, err = e.repair(q, qpre, least); err != nil {
			return err
		}
	}
}

// leastFailure returns the least sum at which the candidate q breaks the
// rule of play, or nil if there is none and q is proved.
func (e *engine) leastFailure(r *rule, q *monoid) (word, error) {
	if q.lost[0] {
		return word{}, nil // the empty sum: the player to move has won
	}
	k, err := mark(r, true, q.n+1, e.ctx)
	if err != nil {
		return nil, err
	}
	least := pFailure(r, q, k)
	_, nf, err := e.check(r, q, least)
	if err != nil || nf != nil {
		return nf, err
	}
	return least, nil
}

// build marks the P-portion of the candidate a with heaps of classes pre
// and reduces it.
func (e *engine) build(a algebra, pre []int32) (*monoid, []int32, error) {
	k, err := mark(e.rule(a, pre), false, e.limit, e.ctx)
	if err != nil {
		return nil, nil, err
	}
	q, class, err := reduce(e.ctx, a, k.elems, k.local, k.lost, pre)
	if err != nil {
		return nil, nil, err
	}
	if q.n > e.maxElements {
		return nil, nil, errs.Errorf("misère quotient", errs.Limit, "heaps 1 to %d: more than %d elements in the quotient's candidate (seq --max-elements raises it)", len(pre)-1, e.maxElements)
	}
	out := make([]int32, len(pre))
	for h, x := range pre {
		out[h] = class[k.local[x]]
	}
	return q, out, nil
}

// maxProduct bounds the elements of a product a repair builds from: the
// marking indexes every one (4 bytes each), and products number them in
// int32.
const maxProduct = 1 << 25

// repair rebuilds the candidate q so that it gets the sum w right: with
// some of w's heaps made new generators, each a cyclic monoid of powers
// long enough to count its copies in w, the fewest heaps first.
func (e *engine) repair(q *monoid, pre []int32, w word) (*monoid, []int32, error) {
	want := !q.lost[phi(q, pre, w)]
	var heaps []int32
	for i := len(w) - 1; i >= 0; i-- {
		heaps = append(heaps, w[i].heap)
	}
	skipped := false
	for size := 1; size <= len(heaps); size++ {
		var err error
		var out *monoid
		var outPre []int32
		eachSubset(len(heaps), size, func(subset []int) bool {
			factors := []*monoid{q}
			for _, i := range subset {
				h := heaps[i]
				index := max(indexOf(q, pre[h]), int(w.count(h))-1)
				factors = append(factors, cyclic(index, max(2, 2*((index-4)/2))))
			}
			p := newProduct(factors...)
			if p.n > maxProduct {
				skipped = true
				return true // its index alone would take gigabytes
			}
			next := make([]int32, len(pre))
			for h, x := range pre {
				next[h] = p.embed(0, x)
			}
			for j, i := range subset {
				next[heaps[i]] = p.embed(1+j, 1)
			}
			var m *monoid
			var mpre []int32
			if m, mpre, err = e.build(p, next); err != nil {
				return false
			}
			if m.lost[phi(m, mpre, w)] == want {
				out, outPre = m, mpre
				return false
			}
			return e.ctx.Err() == nil
		})
		if err != nil {
			return nil, nil, err
		}
		if err := e.ctx.Err(); err != nil {
			return nil, nil, err
		}
		if out != nil {
			return out, outPre, nil
		}
	}
	if skipped {
		return nil, nil, errs.Errorf("misère quotient", errs.Limit, "heaps 1 to %d: the candidates that could get the sum %v right are too large to build here", len(pre)-1, w.heaps())
	}
	return nil, nil, errs.Errorf("misère quotient", errs.Internal, "heaps 1 to %d: no candidate gets the sum %v right", len(pre)-1, w.heaps())
}

// eachSubset calls f with each subset of size k of 0 to n−1, in
// increasing order of its largest index, then the next, …, until f
// returns false.
func eachSubset(n, k int, f func([]int) bool) {
	subset := make([]int, k)
	// Build the subsets with subset[k−1] the largest: choose it, then the
	// others below it.
	var choose func(i, limit int) bool
	choose = func(i, limit int) bool {
		if i < 0 {
			return f(slices.Clone(subset))
		}
		for j := i; j < limit; j++ {
			subset[i] = j
			if !choose(i-1, j) {
				return false
			}
		}
		return true
	}
	choose(k-1, n)
}

// phi returns the class of the sum w.
func phi(m *monoid, pre []int32, w word) int32 {
	x := int32(0)
	for _, hc := range w {
		for range hc.count {
			x = m.times(x, pre[hc.heap])
		}
	}
	return x
}

// quotient names the elements of the engine's quotient.
func (e *engine) quotient() *Quotient {
	return newQuotient(e.heaps(), e.q.n, e.q.times, e.q.lost, func(h int) int32 { return e.pre[h] })
}

// referee proves the engine's quotient again by the check of the learned
// automata (verify.go), which shares nothing with the walks but the
// rules: it returns the combinations that check went through.
func (e *engine) referee(h *Heaps, limit int) (int, error) {
	k, err := mark(e.rule(e.q, e.pre), true, e.q.n+1, e.ctx)
	if err != nil {
		return 0, err
	}
	n := e.heaps()
	l := newLearner(e.ctx, h, n, e.q.n)
	for x := range int32(e.q.n) {
		l.paths = append(l.paths, k.least[k.local[x]].heaps())
		row := make([]int32, n)
		for j := 1; j <= n; j++ {
			row[j-1] = e.q.times(x, e.pre[j])
		}
		l.delta = append(l.delta, row)
	}
	l.lost = e.q.lost
	suspects, checked, err := l.verify(limit)
	if err != nil {
		return 0, err
	}
	if suspects != nil {
		return 0, errs.Errorf("misère quotient", errs.Internal, "heaps 1 to %d: the check refutes the quotient found, at the sums %v", n, suspects)
	}
	return checked, nil
}
