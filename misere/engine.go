package misere

import (
	"context"
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
	rules       *heap.Rules
	limit       int // the most sums the walks visit in all, and elements a candidate has
	maxElements int

	// moves[h]: heap h has a move. Its options are listed again when
	// needed: kept, they would take memory quadratic in the heaps.
	moves []bool

	q   *monoid   // the quotient of heaps 1 to len(moves)−1
	pre []int32   // heap → its class in q
	tr  [][]int32 // heap → the classes in q of its options, if it has a move
	// What stays the same while q does: the option sets of sums of each
	// class (checker.chains), or nil, and for each element x the elements
	// y with x·y lost, made as they are asked for.
	chains [][]optionSet
	beside [][]uint64
	// classer makes option classes in q.
	classer *optionClasser

	visited  int // sums every walk visited
	progress func(heap, elements, sums int)

	// The repairs at the heap being added: how many, and the last
	// candidate's size and least counterexample, for a stop to report.
	repairs   int
	candidate int
	failure   word
	// failed, if set, is told of each least counterexample before its
	// repair (tests): an error stops the engine with it.
	failed func(q *monoid, r *rule, least word) error
}

func newEngine(r *heap.Rules, limit, maxElements int) *engine {
	return &engine{rules: r, limit: limit, maxElements: maxElements,
		moves: []bool{false}, q: trivial(), pre: []int32{0}, tr: [][]int32{nil}}
}

// check walks the sums of r for the least N-failure below bound (if
// set), within what is left of the engine's bound.
func (e *engine) check(ctx context.Context, r *rule, q *monoid, bound word) (*checker, word, error) {
	c := newChecker(r, q, e.limit-e.visited)
	c.bound = bound
	if e.progress != nil {
		c.tick = func(nodes int) { e.progress(e.heaps(), q.n, e.visited+nodes) }
	}
	w, err := c.check(ctx)
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

// ruleFrom returns the walks' view of a candidate whose heaps 1 to from−1
// have the option classes tr: those of heaps from on are made afresh.
func (e *engine) ruleFrom(ctx context.Context, a algebra, pre []int32, tr [][]int32, from int) (*rule, error) {
	r := &rule{a: a, pre: pre, tr: make([][]int32, len(pre))}
	var c *optionClasser
	for h := 1; h < len(pre); h++ {
		if !e.moves[h] {
			continue
		}
		r.moving = append(r.moving, int32(h))
		if h < from {
			r.tr[h] = tr[h]
			continue
		}
		if c == nil {
			c = newOptionClasser(e.rules, a, pre)
		}
		if h%256 == 0 {
			if err := stopped(ctx); err != nil {
				return nil, err
			}
		}
		r.tr[h] = c.classes(h)
	}
	return r, nil
}

// current returns the walks' view of the quotient of the heaps so far.
func (e *engine) current() *rule {
	r, _ := e.ruleFrom(context.Background(), e.q, e.pre, e.tr, len(e.pre)) // nothing made afresh: no error
	return r
}

// image returns r's view in the algebra a of which f is a homomorphism
// from r's: each heap's class and option classes are f's images.
func (r *rule) image(a algebra, f func(int32) int32) *rule {
	out := &rule{a: a, pre: make([]int32, len(r.pre)), tr: make([][]int32, len(r.tr)), moving: r.moving}
	for h, x := range r.pre {
		out.pre[h] = f(x)
	}
	for _, h := range r.moving {
		tr := make([]int32, len(r.tr[h]))
		for i, t := range r.tr[h] {
			tr[i] = f(t)
		}
		slices.Sort(tr)
		out.tr[h] = slices.Compact(tr)
	}
	return out
}

// add computes the quotient of heaps 1 to n, n = e.heaps()+1.
func (e *engine) add(ctx context.Context) error {
	n := e.heaps() + 1
	e.repairs, e.candidate, e.failure = 0, 0, nil
	if e.progress != nil {
		e.progress(n, e.q.n, e.visited)
	}
	if err := stopped(ctx); err != nil {
		return err
	}
	e.noteMoves(n)
	if !e.moves[n] {
		e.pre, e.tr = append(e.pre, 0), append(e.tr, nil)
		return nil
	}
	if e.classer == nil {
		e.classer = newOptionClasser(e.rules, e.q, nil)
	}
	e.classer.pre = e.pre
	tr := e.classer.classes(n)
	if x, err := e.stays(ctx, n, tr); err != nil || x >= 0 {
		if err == nil {
			e.pre, e.tr = append(e.pre, x), append(e.tr, tr)
		}
		return err
	}
	return e.expand(ctx, n, tr)
}

// stays returns the element of the quotient of the heaps before n that is
// heap n's class, or −1 if none is.
func (e *engine) stays(ctx context.Context, n int, tr []int32) (int32, error) {
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
		if err := stopped(ctx); err != nil {
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
		c, w, err := e.check(ctx, e.current(), q, nil)
		if err != nil {
			return -1, err
		}
		if w != nil {
			panic("misere: a proved quotient fails its check")
		}
		e.chains = c.chains
	}
	trSet := newOptionSet(tr) // ascending and distinct, as classes makes it
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
	r, _ := e.ruleFrom(ctx, q, pre, append(slices.Clip(e.tr), tr), len(pre)) // nothing made afresh
	for _, x := range fits {
		pre[n] = x
		_, w, err := e.check(ctx, r, q, nil)
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
// first, from the classes of the last recentHeaps heaps before it.
func (e *engine) candidates(n int) []int32 {
	from := max(0, n-recentHeaps)
	classes := make([]int, n-from)
	for h := from; h < n; h++ {
		classes[h-from] = int(e.pre[h])
	}
	return likelyClasses(classes, e.q.n)
}

// recentHeaps is how many heaps before a new one the engine looks at to
// guess its class: the order of the guesses only changes the time a
// wrong one takes, and looking at every heap would take time quadratic
// in the heaps.
const recentHeaps = 1024

// expand finds the quotient of heaps 1 to n when it is larger than that
// of the heaps before n: a new generator for heap n, then repairs at each
// least counterexample. tr is heap n's option classes in e.q.
func (e *engine) expand(ctx context.Context, n int, tr []int32) error {
	p := newProduct(e.q, cyclic(2, 2))
	// The first factor's elements keep their numbers in p, and the heaps
	// before n their option classes.
	pre := append(slices.Clone(e.pre), p.embed(1, 1))
	q, r, err := e.build(ctx, p, pre, append(slices.Clip(e.tr), tr), len(pre))
	if err != nil {
		return err
	}
	for {
		least, err := e.leastFailure(ctx, r, q)
		if err != nil {
			return err
		}
		if least == nil {
			e.q, e.pre, e.tr, e.chains, e.beside, e.classer = q, r.pre, r.tr, nil, nil, nil
			return nil
		}
		if e.progress != nil {
			e.progress(n, q.n, e.visited)
		}
		e.repairs, e.candidate, e.failure = e.repairs+1, q.n, least
		if e.failed != nil {
			if err := e.failed(q, r, least); err != nil {
				return err
			}
		}
		if q, r, err = e.repair(ctx, q, r, least); err != nil {
			return err
		}
	}
}

// leastFailure returns the least sum at which the candidate q breaks the
// rule of play, or nil if there is none and q is proved.
func (e *engine) leastFailure(ctx context.Context, r *rule, q *monoid) (word, error) {
	if q.lost[0] {
		return word{}, nil // the empty sum: the player to move has won
	}
	k, err := mark(ctx, r, true, q.n+1)
	if err != nil {
		return nil, err
	}
	least, err := pFailure(ctx, r, q, k)
	if err != nil {
		return nil, err
	}
	_, nf, err := e.check(ctx, r, q, least)
	if err != nil || nf != nil {
		return nf, err
	}
	return least, nil
}

// build marks the P-portion of the candidate a with heaps of classes pre
// and reduces it. Heaps 1 to from−1 have the option classes tr in a.
func (e *engine) build(ctx context.Context, a algebra, pre []int32, tr [][]int32, from int) (*monoid, *rule, error) {
	r, err := e.ruleFrom(ctx, a, pre, tr, from)
	if err != nil {
		return nil, nil, err
	}
	k, err := mark(ctx, r, false, e.limit)
	if err != nil {
		return nil, nil, err
	}
	q, class, err := reduce(ctx, a, k.elems, k.local, k.lost, pre)
	if err != nil {
		return nil, nil, err
	}
	if q.n > e.maxElements {
		return nil, nil, errs.Errorf("misère quotient", errs.Limit, "heaps 1 to %d: more than %d elements in the quotient's candidate (seq --max-elements raises it)", len(pre)-1, e.maxElements)
	}
	// The class of a sum is a homomorphism of the sums to q.
	return q, r.image(q, func(x int32) int32 { return class[k.local[x]] }), nil
}

// maxProduct bounds the elements of a product a repair builds from: the
// marking indexes every one (4 bytes each), and products number them in
// int32.
const maxProduct = 1 << 25

// repair rebuilds the candidate q so that it gets the sum w right: with
// some of w's heaps made new generators, each a cyclic monoid of powers
// long enough to count its copies in w, the fewest heaps first.
func (e *engine) repair(ctx context.Context, q *monoid, r *rule, w word) (*monoid, *rule, error) {
	pre := r.pre
	want := !q.lost[phi(q, pre, w)]
	var heaps []int32
	for i := len(w) - 1; i >= 0; i-- {
		heaps = append(heaps, w[i].heap)
	}
	skipped := false
	for size := 1; size <= len(heaps); size++ {
		var err error
		var out *monoid
		var outRule *rule
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
			// q's elements keep their numbers in p, and the heaps up to
			// the least made a generator their option classes.
			next := slices.Clone(pre)
			least := len(pre)
			for j, i := range subset {
				next[heaps[i]] = p.embed(1+j, 1)
				least = min(least, int(heaps[i]))
			}
			var m *monoid
			var mr *rule
			if m, mr, err = e.build(ctx, p, next, r.tr, least+1); err != nil {
				return false
			}
			if m.lost[phi(m, mr.pre, w)] == want {
				out, outRule = m, mr
				return false
			}
			err = stopped(ctx)
			return err == nil
		})
		if err != nil {
			return nil, nil, err
		}
		if out != nil {
			return out, outRule, nil
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
func (e *engine) referee(ctx context.Context, h *Heaps, limit int) (int, error) {
	k, err := mark(ctx, e.current(), true, e.q.n+1)
	if err != nil {
		return 0, err
	}
	n := e.heaps()
	l := newLearner(h, n, e.q.n)
	for x := range int32(e.q.n) {
		l.paths = append(l.paths, k.least[k.local[x]].heaps())
		row := make([]int32, n)
		for j := 1; j <= n; j++ {
			row[j-1] = e.q.times(x, e.pre[j])
		}
		l.delta = append(l.delta, row)
	}
	l.lost = e.q.lost
	suspects, checked, err := l.verify(ctx, limit)
	if err != nil {
		return 0, err
	}
	if suspects != nil {
		return 0, errs.Errorf("misère quotient", errs.Internal, "heaps 1 to %d: the check refutes the quotient found, at the sums %v", n, suspects)
	}
	return checked, nil
}
