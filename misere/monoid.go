package misere

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/period"
)

// This file is the quotient as a monoid: products, the names of its
// elements, its presentation and its report.

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
func (q *Quotient) Generators() []answer.Generator {
	out := []answer.Generator{}
	for g, h := range q.Gens {
		out = append(out, answer.Generator{Name: genName(g), Heap: h})
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
	Presentation string             `json:"presentation"`
	Generators   []answer.Generator `json:"generators"`
	Relations    []string           `json:"relations"`
	PPortion     []string           `json:"p_portion"`
	Elements     []string           `json:"elements"`
	Pretending   []string           `json:"pretending"` // the class of heap 0, 1, …, Heaps
	Checked      int                `json:"checked"`    // sums the proof walked
	// Period is the pretending function's (null if none is apparent);
	// proved, the quotient is of every heap size, and ProvedAt is the
	// heap where the proof was complete.
	Period *period.Period `json:"period"`
	// Tame says whether the heaps are tame (the quotient is misère
	// Nim's), for quotients of up to 256 heaps.
	Tame *bool `json:"tame,omitempty"`
	// Stopped, if set, says why the quotient stops short of the heaps
	// asked for: a bound reached at the next heap (QuotientStop).
	Stopped string `json:"stopped,omitempty"`
	// Repair, if the stop came within the repairs at the next heap, says
	// how far they went.
	Repair *RepairReport `json:"repair,omitempty"`
}

// A RepairReport says how far the repairs of a stopped quotient went at
// heap Heap: Repairs of them, the last of a candidate of Candidate
// elements that got the sum of heaps Failure (largest first) wrong.
type RepairReport struct {
	Heap      int      `json:"heap"`
	Repairs   int      `json:"repairs"`
	Candidate int      `json:"candidate"`
	Failure   []uint32 `json:"failure"`
}

// NoteStop says in r that the quotient stopped short at stop, worded as
// text: Stopped, and Repair if stop is a QuotientStop within the repairs.
func (r *QuotientReport) NoteStop(stop error, text string) {
	r.Stopped = text
	var qs *QuotientStop
	if errors.As(stop, &qs) && qs.Repairs > 0 {
		r.Repair = &RepairReport{Heap: qs.Heap, Repairs: qs.Repairs, Candidate: qs.Candidate, Failure: qs.Failure}
	}
}

// Report describes q for JSON.
func (q *Quotient) Report() *QuotientReport {
	r := &QuotientReport{Game: q.Game, Name: q.Name, Play: "misère", Heaps: q.N, Order: q.Order(), Checked: q.Checked, Presentation: q.Presentation(),
		Relations: []string{}, PPortion: append([]string{}, q.PPortion()...), Period: q.Period, Tame: q.Tame}
	if p := q.Period; p != nil && p.Proved {
		// proved_at names the heap the proof reached, as the text does,
		// not the count of classes from heap 0.
		heapAt := *p
		heapAt.ProvedAt--
		r.Period = &heapAt
	}
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
