package misere

import (
	pq "container/heap"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/nimber/nimber/heap"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/period"
)

// DefaultQuotientHeaps is how many heaps front ends take the quotient of
// when not told: heaps 1 to 21, where 0.75's quotient (R8) is proved to
// be that of every heap size. Some codes stop at a bound before it (0.64
// at heap 15, where its candidates pass DefaultQuotientElements).
const DefaultQuotientHeaps = 21

// DefaultQuotientElements bounds the elements of a quotient's candidate:
// its table takes 4·n² bytes, 64 MB at 4096.
const DefaultQuotientElements = 4096

// A Quotient is the misère quotient of the sums of heaps 1 to N of a heap
// game (Plambeck and Siegel): the sums taken up to indistinguishability,
// G ≡ H when G + X and H + X have the same misère outcome for every sum X
// of such heaps. It is a commutative monoid; its P-portion is the classes
// of sums lost for the player to move, and its pretending function maps
// each heap to its class. Element 0 is the identity.
type Quotient struct {
	Game, Name string // the game's normalised code and its name
	N          int
	Gens       []int      // the heap whose class each generator is: a, b, c, …
	Elements   []Word     // each element's normal form
	Lost       []bool     // the P-portion: Lost[e] if e's sums are lost for the player to move
	Heap       []int      // Heap[n]: the class of heap n, for n = 0 to N
	Relations  []Relation // a presentation: every word rewrites to its normal form by these

	// Checked is how many sums the proof walked (walk.go).
	Checked int

	// Period is the pretending function's period (Heap from Preperiod
	// on), when one is apparent; if Proved, Q is the quotient of every
	// heap size and HeapClass gives the class of any heap.
	Period *period.Period

	// Tame is whether the heaps are tame: the quotient is misère Nim's on
	// their normal values (Tame), known for heaps 1 to maxTameHeaps.
	Tame *bool

	mul [][]int
}

// maxTameHeaps is the most heaps a quotient says are tame or wild.
const maxTameHeaps = 256

// A Word is a product of generators: the exponent of each.
type Word []int

// A Relation says two words are one element.
type Relation struct{ Left, Right Word }

// A QuotientStop is the error of a quotient stopped at heap Heap by a
// bound (of the sums valued, the combinations checked, the elements or
// the memory), an interrupt or the request's time limit; the quotient of
// the heaps before it, proved, has Elements elements.
type QuotientStop struct {
	Heap, Elements int
	Err            error

	// Repairs is how many candidates for heap Heap were repaired before
	// the stop; the last, of Candidate elements, got the sum of heaps
	// Failure (largest first) wrong. None if the stop came before one.
	Repairs, Candidate int
	Failure            []uint32

	again func(context.Context) (*Quotient, error) // heaps 1 to Heap−1 afresh
}

func (e *QuotientStop) Error() string {
	repairs := ""
	if e.Repairs > 0 {
		repairs = fmt.Sprintf("; at repair %d a candidate of %d elements got %s wrong", e.Repairs, e.Candidate, sumText(e.Failure))
	}
	return fmt.Sprintf("%v (stopped at heap %d: the quotient of heaps 1 to %d has %d elements%s)", e.Err, e.Heap, e.Heap-1, e.Elements, repairs)
}

func (e *QuotientStop) Unwrap() error { return e.Err }

// sumText writes a sum of heaps, largest first, as 34×3 + 30 + 25.
func sumText(heaps []uint32) string {
	var b strings.Builder
	for i := 0; i < len(heaps); {
		j := i
		for j < len(heaps) && heaps[j] == heaps[i] {
			j++
		}
		if i > 0 {
			b.WriteString(" + ")
		}
		fmt.Fprint(&b, heaps[i])
		if j-i > 1 {
			fmt.Fprintf(&b, "×%d", j-i)
		}
		i = j
	}
	return b.String()
}

// Proved computes the quotient of heaps 1 to Heap−1 again, for front ends
// that show what was proved: it took fewer sums than the run that
// stopped, so it stays within the bound.
func (e *QuotientStop) Proved(ctx context.Context) (*Quotient, error) { return e.again(ctx) }

// Quotient computes the misère quotient of the sums of heaps 1 to n and
// proves it. It goes heap by heap: the quotient of heaps 1 to m−1 with
// heap m as one of its elements, if that passes the check against the
// rules of the game for every sum (verify.go); otherwise a larger one
// learned from the outcomes of sums, which h values. It fails with a
// limit error when a candidate passes maxElements elements, and names
// the bound (errs.Boundf) when the sums valued or the combinations
// checked pass h's limit.
func (h *Heaps) Quotient(ctx context.Context, n, maxElements int) (*Quotient, error) {
	return h.quotient(ctx, n, maxElements, false)
}

// SolveQuotient goes heap by heap as Quotient does, to heap n at most,
// but stops at the first heap at which the pretending function's period
// is proved (PretendingPeriod): the quotient is then the misère quotient
// of every heap size, and q.HeapClass gives the class of any heap.
func (h *Heaps) SolveQuotient(ctx context.Context, n, maxElements int) (*Quotient, error) {
	return h.quotient(ctx, n, maxElements, true)
}

func (h *Heaps) quotient(ctx context.Context, n, maxElements int, solve bool) (*Quotient, error) {
	if maxElements <= 0 {
		maxElements = h.MaxElements
	}
	if maxElements <= 0 {
		maxElements = DefaultQuotientElements
	}
	if n < 0 {
		return nil, errs.Errorf("misère quotient", errs.Usage, "heaps 1 to %d: want 0 heaps or more", n)
	}
	if int64(n) >= 1<<31 {
		return nil, TooLarge(fmt.Sprint(n))
	}
	e := newEngine(h.rules, h.limit, maxElements)
	bounded := boundMemory(ctx, h.MaxMemory, h.memoryNow)
	e.progress = h.QuotientProgress
	visited := 0 // by the heaps proved
	for m := 1; m <= n; m++ {
		if err := e.add(bounded); err != nil {
			// The engine still holds the quotient of heaps 1 to m−1.
			interrupted, stop, err := asStop(ctx, err)
			if m > 1 && stop {
				q, proved := e.q, e.pre[:m]
				again := func(ctx context.Context) (*Quotient, error) {
					p := newQuotient(m-1, q.n, q.times, q.lost, func(h int) int32 { return proved[h] })
					p.Checked = visited
					if interrupted {
						// The context that stopped the run is done: what was
						// proved is finished as a run to heap m−1 would be
						// (tameness, at most maxTameHeaps heaps, is quick).
						ctx = context.WithoutCancel(ctx)
					}
					return h.finish(ctx, p)
				}
				failure := e.failure.heaps()
				slices.Reverse(failure)
				err = &QuotientStop{Heap: m, Elements: q.n, Err: err, again: again,
					Repairs: e.repairs, Candidate: e.candidate, Failure: failure}
			}
			return nil, err
		}
		visited = e.visited
		if solve && h.periodProved(e) {
			break
		}
	}
	q := e.quotient()
	q.Checked = e.visited
	return h.finish(ctx, q)
}

// asStop tells whether err, which stopped a quotient run under ctx, is a
// stop to report with the heaps before it proved: a bound, an interrupt
// or the request's time limit (a deadline whose cause is a limit,
// analysis.Deadline's; a bare deadline is a caller's try, to be made
// again). It returns whether ctx is done, so what was proved must be
// finished without it, and err, or the time limit in its place.
func asStop(ctx context.Context, err error) (interrupted, stop bool, _ error) {
	timedOut := errors.Is(err, context.DeadlineExceeded) && errs.KindOf(context.Cause(ctx)) == errs.Limit
	if timedOut {
		err = context.Cause(ctx)
	}
	interrupted = errors.Is(err, context.Canceled) || timedOut
	return interrupted, interrupted || errs.Is(err, errs.Limit), err
}

// finish names q's game and finds the period of its classes and whether
// its heaps are tame.
func (h *Heaps) finish(ctx context.Context, q *Quotient) (*Quotient, error) {
	q.Game, q.Name = h.rules.String(), h.rules.Name()
	if p, ok := PretendingPeriod(h.rules, q.Heap); ok {
		q.Period = &p
	}
	if q.N <= maxTameHeaps && ctx.Err() == nil {
		tame, err := h.Tame(ctx, q.N, heap.Plain(h.rules, q.N+1))
		switch {
		case err == nil:
			q.Tame = &tame
		case ctx.Err() != nil:
			// Stopped after the quotient asked for was proved: it
			// stands, whether its heaps are tame unsaid.
		default:
			return nil, err
		}
	}
	return q, nil
}

// learn returns the automaton for heaps 1 to n learned from the outcomes
// of sums and proved by the check (verify.go): the plain engine, which
// the tests hold the quotient engine to, and the check is its referee.
func (h *Heaps) learn(ctx context.Context, n, maxElements int) (*learner, int, error) {
	bounded := boundMemory(ctx, h.MaxMemory, h.memoryNow)
	l := newLearner(h, 0, maxElements)
	if err := l.close(bounded); err != nil {
		return nil, 0, err
	}
	checked := 0
	for m := 1; m <= n; m++ {
		proved := len(l.paths) // the elements of the quotient of heaps 1 to m−1
		err := h.prepare(bounded, uint32(m))
		if err == nil {
			l.n, l.proved = m, proved
			l.progress()
			checked, err = l.addHeap(bounded, h.limit)
		}
		if err != nil {
			interrupted, stop, err := asStop(ctx, err)
			if m > 1 && stop {
				rules, limit := h.rules, h.limit // not h: its memo may be large
				again := func(ctx context.Context) (*Quotient, error) {
					if interrupted {
						// Heaps 1 to m−1 took less than the run that stopped.
						ctx = context.WithoutCancel(ctx)
					}
					return NewHeaps(rules, limit).plainQuotient(ctx, m-1)
				}
				err = &QuotientStop{Heap: m, Elements: proved, Err: err, again: again}
			}
			return nil, 0, err
		}
	}
	return l, checked, nil
}

// plainQuotient is Quotient by the plain engine, learn.
func (h *Heaps) plainQuotient(ctx context.Context, n int) (*Quotient, error) {
	l, _, err := h.learn(ctx, n, DefaultQuotientElements)
	if err != nil {
		return nil, err
	}
	return h.finish(ctx, l.quotient())
}

// addHeap proves the quotient with heap l.n added: its class an element
// the heaps before it have, or a larger quotient learned and checked. It
// returns the combinations the last check went through.
func (l *learner) addHeap(ctx context.Context, limit int) (int, error) {
	checked, err := l.extend(ctx, limit)
	if err != nil {
		return 0, err
	}
	if checked >= 0 {
		return checked, nil
	}
	if l.n > 1 {
		if l.oracle != nil {
			l.spent += l.oracle.memo.n
		}
		l.oracle = l.snapshot()
	}
	for {
		if err := l.close(ctx); err != nil {
			return 0, err
		}
		suspects, c, err := l.verify(ctx, limit)
		if err != nil {
			return 0, err
		}
		if suspects == nil {
			return c, nil
		}
		if err := l.refuteAny(ctx, suspects...); err != nil {
			return 0, err
		}
	}
}

// progress reports the heap being added, the elements of the quotient of
// the heaps before it and the sums valued, if asked to.
func (l *learner) progress() {
	if l.h.QuotientProgress != nil {
		l.h.QuotientProgress(l.n, l.proved, l.valued())
	}
}

// valued returns how many sums h and the oracles have valued.
func (l *learner) valued() int {
	n := l.h.Sums() + l.spent
	if l.oracle != nil {
		n += l.oracle.memo.n
	}
	return n
}

// extend tries each element as the class of heap l.n, the heaps before
// it having their classes. It returns the combinations the check of the
// first that passes went through, or −1 if none passes.
func (l *learner) extend(ctx context.Context, limit int) (int, error) {
	h := uint32(l.n)
	for _, e := range l.candidates() {
		for x := range l.paths {
			l.delta[x] = append(l.delta[x][:h-1], l.times(int32(x), int32(e)))
		}
		suspects, checked, err := l.verify(ctx, limit)
		if err != nil {
			return 0, err
		}
		if suspects == nil {
			return checked, nil
		}
	}
	return -1, nil
}

// candidates orders the elements to try as heap l.n's class, likeliest
// first (likelyClasses): at most one passes the check (two that did would
// be one element), so the order changes only the time a wrong one takes,
// each costing a full check.
func (l *learner) candidates() []int32 {
	return likelyClasses(l.heapClasses(l.n-1), len(l.paths))
}

// likelyClasses orders the elements 0 to size−1 as a next heap's class,
// likeliest first, from the classes of the heaps before it: the class of
// heap n − p if those show an apparent period p, then the classes of
// heaps n−1, n−2, …, then the rest.
func likelyClasses(classes []int, size int) []int32 {
	n := len(classes)
	var out []int32
	tried := make([]bool, size)
	try := func(x int) {
		if !tried[x] {
			tried[x] = true
			out = append(out, int32(x))
		}
	}
	if p, ok := period.Find(classes, period.Options{NoSaltus: true}); ok && p.Period < n {
		try(classes[n-p.Period])
	}
	for h := n - 1; h >= 0; h-- {
		try(classes[h])
	}
	for x := range size {
		try(x)
	}
	return out
}

// heapClasses returns the states of heaps 0 to n, the pretending function
// as far as the automaton has it.
func (l *learner) heapClasses(n int) []int {
	classes := make([]int, n+1)
	for h := 1; h <= n; h++ {
		classes[h] = int(l.delta[0][h-1])
	}
	return classes
}

// quotient names the learned automaton's states. They are the quotient's
// elements: each state's access path is a sum, so the automaton is onto,
// and any two states differ beside some test, which is a sum too.
func (l *learner) quotient() *Quotient {
	return newQuotient(l.n, len(l.paths), l.times, l.lost, func(h int) int32 { return l.delta[0][h-1] })
}

// newQuotient names the elements of a quotient of heaps 1 to n given by
// its product, P-portion and the class of each heap (from 1), its
// elements 0 to size−1, 0 the identity.
func newQuotient(n, size int, times func(a, b int32) int32, lost []bool, class func(h int) int32) *Quotient {
	q := &Quotient{N: n}
	// Generators: heaps whose class the heaps before them do not make.
	made := map[int32]bool{0: true}
	var gens []int32
	for h := 1; h <= n; h++ {
		s := class(h)
		if made[s] {
			continue
		}
		q.Gens = append(q.Gens, h)
		gens = append(gens, s)
		for grew := true; grew; {
			grew = false
			for x := range made {
				for _, g := range gens {
					if y := times(x, g); !made[y] {
						made[y], grew = true, true
					}
				}
			}
		}
	}
	// Normal forms: each element's least word (by length, then
	// exponents), found as the least word of an element plus one letter.
	words := &wordQueue{}
	pq.Push(words, wordAt{Word(make([]int, len(gens))), 0})
	index := make([]int, size) // state → element
	for i := range index {
		index[i] = -1
	}
	var states []int32
	for words.Len() > 0 {
		w := pq.Pop(words).(wordAt)
		if index[w.state] >= 0 {
			continue
		}
		index[w.state] = len(q.Elements)
		q.Elements = append(q.Elements, w.word)
		states = append(states, w.state)
		for g, s := range gens {
			next := slices.Clone(w.word)
			next[g]++
			pq.Push(words, wordAt{next, times(w.state, s)})
		}
	}
	for _, s := range states {
		q.Lost = append(q.Lost, lost[s])
		row := make([]int, len(states))
		for j, t := range states {
			row[j] = index[times(s, t)]
		}
		q.mul = append(q.mul, row)
	}
	q.Heap = []int{0}
	for h := 1; h <= n; h++ {
		q.Heap = append(q.Heap, index[class(h)])
	}
	q.Relations = q.relations()
	return q
}

// times is the product of two states: s plus t's access path.
func (l *learner) times(s, t int32) int32 { return l.run(s, l.paths[t]) }
