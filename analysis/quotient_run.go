package analysis

import (
	"context"
	"errors"
	"fmt"

	"github.com/nimber/nimber/misere"
)

// A MisereQuotient is the misère quotient of a heap game's sums of heaps.
type MisereQuotient = misere.Quotient

// DefaultQuotientHeaps is how many heaps front ends take the quotient of
// when not told.
const DefaultQuotientHeaps = misere.DefaultQuotientHeaps

// A QuotientRun asks for the misère quotient of a heap game's heaps 1 to
// N−1, or with UntilProved, of at most those until the period of the
// classes is proved, as the command line's seq --misere --quotient does.
type QuotientRun struct {
	Rules       *HeapRules
	N           int
	UntilProved bool
	// MaxSums bounds the sums of heaps searched, MaxElements the elements
	// of a candidate quotient and MaxMemory the bytes the process holds
	// (0: the defaults, none for memory).
	MaxSums, MaxElements int
	MaxMemory            uint64
	// Progress, if set, hears the heap reached, the elements proved and
	// the sums walked as the quotient grows.
	Progress func(heap, elements, sums int)
}

// RunQuotient computes the quotient req asks for (Quotient): stopped at a
// bound, it returns the quotient proved before the bound, if any, with
// the bound as stopped. Interrupted, the bound is a limit error saying
// so, as err is when nothing was proved yet.
func RunQuotient(ctx context.Context, req QuotientRun) (q *MisereQuotient, stopped, err error) {
	why := Interrupted("misère quotient")
	h := misere.NewHeaps(req.Rules, req.MaxSums)
	h.MaxElements = req.MaxElements
	h.MaxMemory = req.MaxMemory
	h.QuotientProgress = req.Progress
	q, stopped, err = Quotient(ctx, h, req.N, req.UntilProved)
	if stop, ok := stopped.(*misere.QuotientStop); ok && errors.Is(stop.Err, context.Canceled) {
		stop.Err = why
	}
	if errors.Is(err, context.Canceled) {
		err = why // before heap 1: nothing proved
	}
	return q, stopped, err
}

// QuotientPeriodText describes the period of q's pretending function,
// proved or apparent, or its absence.
func QuotientPeriodText(q *MisereQuotient, rules *HeapRules) string {
	p := q.Period
	switch {
	case p == nil:
		return fmt.Sprintf("no period of the classes found in heaps 0 to %d", q.N)
	case p.Proved:
		return fmt.Sprintf("classes of preperiod %d, period %d — proved at heap %d (the octal periodicity theorem): this is the quotient of every heap size", p.Preperiod, p.Period, p.ProvedAt-1)
	}
	if need, ok := misere.PretendingProofLength(rules, *p); ok {
		return fmt.Sprintf("classes of apparent preperiod %d, period %d (not proved: the theorem needs the quotient of heaps 1 to %d)", p.Preperiod, p.Period, need-1)
	}
	return fmt.Sprintf("classes of apparent preperiod %d, period %d (not proved: no periodicity theorem for this game)", p.Preperiod, p.Period)
}
