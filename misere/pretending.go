package misere

import (
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
)

// PretendingPeriod finds the apparent ultimate period of a pretending
// function, the classes of heaps 0 to N in the quotient of heaps 1 to N
// (Quotient.Heap), and proves it when N reaches the bound of the octal
// periodicity theorem for r (heap.ProofLength): j·max(n0,1) + j·p + t
// classes for moves that take at most t tokens and leave at most j heaps.
//
// The theorem's proof carries over from nim-values to classes. Its
// pairing of options, (a, b) of n with (a, b−p) of n−p, pairs options of
// equal class, as a split's class is the product of its heaps' classes.
// So past the bound every heap n has the same set of option classes as
// heap n−p, and sets its class to that of n−p. A sum with such heaps then
// meets the quotient's check (verify.go) exactly when the sum with each
// heap n cut to n−p (repeatedly, into the range proved) does: it has the
// same class, the same option classes from each heap, and a move exactly
// when that one does. So the check holds for every sum of heaps of any
// size, and by induction on the game tree the quotient gives every
// outcome: it is the quotient of every heap size. Grundy's game and games
// whose last digit repeats have no such theorem (heap.Rules.MaxTake):
// their periods are apparent.
func PretendingPeriod(r *heap.Rules, classes []int) (period.Period, bool) {
	if PretendingProvable(r) {
		// As for nim-values, the theorem is the evidence: any period it
		// proves will do, however few repeats the classes show.
		proved := func(p period.Period) bool {
			need, _ := PretendingProofLength(r, p)
			return need <= len(classes)
		}
		if p, ok := period.Find(classes, period.Options{MinRepeats: 1, MinChecks: 1, NoSaltus: true, Accept: proved}); ok {
			p.Proved = true
			p.ProvedAt, _ = PretendingProofLength(r, p)
			return p, true
		}
	}
	p, ok := period.Find(classes, period.Options{NoSaltus: true})
	return p, ok && p.Convincing(len(classes))
}

// PretendingProvable reports whether PretendingPeriod can prove a period
// for r: its moves take at most a bounded number of tokens, and splits
// need not be unequal.
func PretendingProvable(r *heap.Rules) bool {
	_, bounded := r.MaxTake()
	return bounded
}

// PretendingProofLength returns how many classes, of heaps 0 on, a proof
// of p for r needs, or false if no theorem covers r.
func PretendingProofLength(r *heap.Rules, p period.Period) (int, bool) {
	if !PretendingProvable(r) {
		return 0, false
	}
	return heap.ProofLength(r, p, nil)
}

// periodProved reports whether the pretending function of e's quotient
// has a proved period. It looks at every heap up to
// 4096, so that a proof there is found at the first heap it holds, then
// at steps of 1/64 of the heaps, so that the search costs little beside
// the quotient's. Either way the heaps looked at do not depend on how far
// the quotient is asked for.
func (h *Heaps) periodProved(e *engine) bool {
	n := e.heaps()
	if step := n / 64; n > 4096 && n%step != 0 {
		return false
	}
	classes := make([]int, n+1)
	for i, x := range e.pre {
		classes[i] = int(x)
	}
	p, ok := PretendingPeriod(h.rules, classes)
	return ok && p.Proved
}

// HeapClass returns the class of a heap of any size: from Heap up to N,
// and past N from the proved period of the pretending function. It
// reports false for a heap past N when no period is proved.
func (q *Quotient) HeapClass(n uint64) (int, bool) {
	if n <= uint64(q.N) {
		return q.Heap[n], true
	}
	if q.Period == nil || !q.Period.Proved {
		return 0, false
	}
	n0, p := uint64(q.Period.Preperiod), uint64(q.Period.Period)
	return q.Heap[n0+(n-n0)%p], true
}
