package misere

import (
	"cmp"
	"container/heap"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/period"
)

// DefaultQuotientHeaps is how many heaps front ends take the quotient of
// when not told: heaps 1 to 20. Kayles and Dawson's Kayles take 0.04 s
// to heap 20 (Zen 1); past it some codes stop at the search's bound, after
// about 7 s (0.16 and 0.64 before heap 21, Dawson's Kayles at heap 25).
const DefaultQuotientHeaps = 20

// DefaultQuotientElements bounds the elements of a quotient's candidate.
// The check (verify.go) takes time and memory that grow with it.
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

	// Checked is how many combinations the proof checked (verify.go),
	// Valued how many sums of heaps had their outcome searched.
	Checked, Valued int

	// Period is the pretending function's period (Heap from Preperiod
	// on), when one is apparent; if Proved, Q is the quotient of every
	// heap size and HeapClass gives the class of any heap.
	Period *period.Period

	mul [][]int
}

// A Word is a product of generators: the exponent of each.
type Word []int

// A Relation says two words are one element.
type Relation struct{ Left, Right Word }

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
		maxElements = DefaultQuotientElements
	}
	if n < 0 {
		return nil, errs.Errorf("misère quotient", errs.Usage, "heaps 1 to %d: want 0 heaps or more", n)
	}
	if int64(n) >= 1<<31 {
		return nil, TooLarge(fmt.Sprint(n))
	}
	var stop func(*learner) bool
	if solve {
		stop = h.periodProved
	}
	l, checked, err := h.learn(ctx, n, maxElements, stop)
	if err != nil {
		return nil, err
	}
	q := l.quotient()
	q.Game, q.Name, q.Checked, q.Valued = h.rules.String(), h.rules.Name(), checked, l.valued()
	if p, ok := PretendingPeriod(h.rules, q.Heap); ok {
		q.Period = &p
	}
	return q, nil
}

// learn returns the proved automaton for heaps 1 to n, or to the first
// heap at which stop, if set, says to stop, and the combinations its last
// check went through.
func (h *Heaps) learn(ctx context.Context, n, maxElements int, stop func(*learner) bool) (*learner, int, error) {
	h.ctx = ctx
	l := newLearner(ctx, h, 0, maxElements)
	if err := l.close(); err != nil {
		return nil, 0, err
	}
	checked := 0
	for m := 1; m <= n; m++ {
		// Heap by heap: a run stopped early (SolveQuotient, a bound) has
		// not listed the options of every heap to n.
		if err := h.prepare(uint32(m)); err != nil {
			return nil, 0, err
		}
		l.n, l.proved = m, len(l.paths)
		l.progress()
		var err error
		if checked, err = l.extend(h.limit); err != nil {
			return nil, 0, err
		}
		if checked < 0 && m > 1 {
			if l.oracle != nil {
				l.spent += l.oracle.memo.n
			}
			l.oracle = l.snapshot()
		}
		for checked < 0 {
			if err := l.close(); err != nil {
				return nil, 0, err
			}
			suspects, c, err := l.verify(h.limit)
			if err != nil {
				return nil, 0, err
			}
			if suspects == nil {
				checked = c
				break
			}
			if err := l.refuteAny(suspects...); err != nil {
				return nil, 0, err
			}
		}
		if stop != nil && stop(l) {
			break
		}
	}
	return l, checked, nil
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
func (l *learner) extend(limit int) (int, error) {
	h := uint32(l.n)
	for _, e := range l.candidates() {
		for x := range l.paths {
			l.delta[x] = append(l.delta[x][:h-1], l.times(int32(x), int32(e)))
		}
		suspects, checked, err := l.verify(limit)
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
// first: at most one passes the check (two that did would be one
// element), so the order changes only the time a wrong one takes, each
// costing a full check. First the class of heap n − p if the classes so
// far show an apparent period p, then those of heaps n−1, n−2, …, then
// the rest.
func (l *learner) candidates() []int32 {
	n := l.n
	classes := l.heapClasses(n - 1)
	var out []int32
	tried := make([]bool, len(l.paths))
	try := func(e int) {
		if !tried[e] {
			tried[e] = true
			out = append(out, int32(e))
		}
	}
	if p, ok := period.Find(classes, period.Options{NoSaltus: true}); ok && p.Period < n {
		try(classes[n-p.Period])
	}
	for h := n - 1; h >= 0; h-- {
		try(classes[h])
	}
	for e := range l.paths {
		try(e)
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
	q := &Quotient{N: l.n}
	// Generators: heaps whose class the heaps before them do not make.
	made := map[int32]bool{0: true}
	var gens []int32
	for h := 1; h <= l.n; h++ {
		s := l.delta[0][h-1]
		if made[s] {
			continue
		}
		q.Gens = append(q.Gens, h)
		gens = append(gens, s)
		for grew := true; grew; {
			grew = false
			for x := range made {
				for _, g := range gens {
					if y := l.times(x, g); !made[y] {
						made[y], grew = true, true
					}
				}
			}
		}
	}
	// Normal forms: each element's least word (by length, then
	// exponents), found as the least word of an element plus one letter.
	words := &wordQueue{}
	heap.Push(words, wordAt{Word(make([]int, len(gens))), 0})
	index := make([]int, len(l.paths)) // state → element
	for i := range index {
		index[i] = -1
	}
	var states []int32
	for words.Len() > 0 {
		w := heap.Pop(words).(wordAt)
		if index[w.state] >= 0 {
			continue
		}
		index[w.state] = len(q.Elements)
		q.Elements = append(q.Elements, w.word)
		states = append(states, w.state)
		for g, s := range gens {
			next := slices.Clone(w.word)
			next[g]++
			heap.Push(words, wordAt{next, l.times(w.state, s)})
		}
	}
	for _, s := range states {
		q.Lost = append(q.Lost, l.lost[s])
		row := make([]int, len(states))
		for j, t := range states {
			row[j] = index[l.times(s, t)]
		}
		q.mul = append(q.mul, row)
	}
	q.Heap = []int{0}
	for h := 1; h <= l.n; h++ {
		q.Heap = append(q.Heap, index[l.delta[0][h-1]])
	}
	q.Relations = q.relations()
	return q
}

// times is the product of two states: s plus t's access path.
func (l *learner) times(s, t int32) int32 { return l.run(s, l.paths[t]) }

// relations returns the least words that are not normal forms, each with
// its normal form: every word that is not one contains one of them.
func (q *Quotient) relations() []Relation {
	normal := map[string]bool{}
	for _, w := range q.Elements {
		normal[fmt.Sprint(w)] = true
	}
	var out []Relation
	seen := map[string]bool{}
	for e, w := range q.Elements {
		for g := range q.Gens {
			next := slices.Clone(w)
			next[g]++
			k := fmt.Sprint(next)
			if normal[k] || seen[k] {
				continue
			}
			seen[k] = true
			least := true
			for d := range next {
				if next[d] > 0 {
					prev := slices.Clone(next)
					prev[d]--
					least = least && normal[fmt.Sprint(prev)]
				}
			}
			if least {
				out = append(out, Relation{next, q.Elements[q.Mul(e, q.Heap[q.Gens[g]])]})
			}
		}
	}
	slices.SortFunc(out, func(a, b Relation) int { return compareWords(a.Left, b.Left) })
	return out
}

// Order returns the number of elements.
func (q *Quotient) Order() int { return len(q.Elements) }

// Mul returns the product of two elements.
func (q *Quotient) Mul(a, b int) int { return q.mul[a][b] }

// Product returns the product of elements.
func (q *Quotient) Product(elements ...int) int {
	e := 0
	for _, x := range elements {
		e = q.Mul(e, x)
	}
	return e
}

// Generators names each generator and the heap whose class it is.
func (q *Quotient) Generators() []game.Generator {
	out := []game.Generator{}
	for g, h := range q.Gens {
		out = append(out, game.Generator{Name: genName(g), Heap: h})
	}
	return out
}

// Sum returns the class of the sum of heaps of the given sizes, each at
// most N.
func (q *Quotient) Sum(sizes ...int) int {
	e := 0
	for _, s := range sizes {
		e = q.Mul(e, q.Heap[s])
	}
	return e
}

// ElementName returns an element's normal form as text: 1, a, b², ab²c.
func (q *Quotient) ElementName(e int) string { return q.wordText(q.Elements[e]) }

func (q *Quotient) wordText(w Word) string {
	var b strings.Builder
	for g, k := range w {
		if k == 0 {
			continue
		}
		b.WriteString(genName(g))
		if k > 1 {
			b.WriteString(superscript(k))
		}
	}
	if b.Len() == 0 {
		return "1"
	}
	return b.String()
}

func genName(g int) string {
	if g < 26 {
		return string(rune('a' + g))
	}
	return fmt.Sprintf("g%d", g+1)
}

func superscript(k int) string {
	const digits = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	var b strings.Builder
	for _, d := range fmt.Sprint(k) {
		b.WriteString(string([]rune(digits)[d-'0']))
	}
	return b.String()
}

// Presentation returns the monoid as generators and relations:
// ⟨a, b | a² = 1, b³ = b⟩.
func (q *Quotient) Presentation() string {
	var gens, rels []string
	for g := range q.Gens {
		gens = append(gens, genName(g))
	}
	for _, r := range q.Relations {
		rels = append(rels, q.wordText(r.Left)+" = "+q.wordText(r.Right))
	}
	if len(rels) == 0 {
		return "⟨" + strings.Join(gens, ", ") + "⟩"
	}
	return "⟨" + strings.Join(gens, ", ") + " | " + strings.Join(rels, ", ") + "⟩"
}

// PPortion returns the names of the elements lost for the player to move.
func (q *Quotient) PPortion() []string {
	var out []string
	for e, lost := range q.Lost {
		if lost {
			out = append(out, q.ElementName(e))
		}
	}
	return out
}

// QuotientReport is a quotient as nimber seq --misere --quotient --json
// prints it.
type QuotientReport struct {
	Game  string `json:"game"`
	Name  string `json:"name"`
	Play  string `json:"play"`  // "misère"
	Heaps int    `json:"heaps"` // the largest heap: the quotient is of heaps 1 to Heaps
	Order int    `json:"order"`
	// Presentation is the monoid as text: ⟨a, b | a² = 1, b³ = b⟩.
	Presentation string           `json:"presentation"`
	Generators   []game.Generator `json:"generators"`
	Relations    []string         `json:"relations"`
	PPortion     []string         `json:"p_portion"`
	Elements     []string         `json:"elements"`
	Pretending   []string         `json:"pretending"` // the class of heap 0, 1, …, Heaps
	Checked      int              `json:"checked"`    // combinations the proof checked
	// Period is the pretending function's (null if none is apparent);
	// proved, the quotient is of every heap size.
	Period *period.Period `json:"period"`
}

// Report describes q for JSON.
func (q *Quotient) Report() *QuotientReport {
	r := &QuotientReport{Game: q.Game, Name: q.Name, Play: "misère", Heaps: q.N, Order: q.Order(), Checked: q.Checked, Presentation: q.Presentation(),
		Relations: []string{}, PPortion: append([]string{}, q.PPortion()...), Period: q.Period}
	r.Generators = q.Generators()
	for _, rel := range q.Relations {
		r.Relations = append(r.Relations, q.wordText(rel.Left)+" = "+q.wordText(rel.Right))
	}
	for e := range q.Elements {
		r.Elements = append(r.Elements, q.ElementName(e))
	}
	for _, e := range q.Heap {
		r.Pretending = append(r.Pretending, q.ElementName(e))
	}
	return r
}

// compareWords orders words by length, then by their exponents from the
// last generator's down, so that a² comes before b.
func compareWords(a, b Word) int {
	if c := cmp.Compare(total(a), total(b)); c != 0 {
		return c
	}
	for g := len(a) - 1; g >= 0; g-- {
		if c := cmp.Compare(a[g], b[g]); c != 0 {
			return c
		}
	}
	return 0
}

func total(w Word) int {
	n := 0
	for _, k := range w {
		n += k
	}
	return n
}

type wordAt struct {
	word  Word
	state int32
}

// wordQueue is a priority queue of words, least first.
type wordQueue []wordAt

func (q wordQueue) Len() int           { return len(q) }
func (q wordQueue) Less(i, j int) bool { return compareWords(q[i].word, q[j].word) < 0 }
func (q wordQueue) Swap(i, j int)      { q[i], q[j] = q[j], q[i] }
func (q *wordQueue) Push(x any)        { *q = append(*q, x.(wordAt)) }
func (q *wordQueue) Pop() any {
	old := *q
	x := old[len(old)-1]
	*q = old[:len(old)-1]
	return x
}
