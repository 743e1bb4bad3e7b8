package analysis

import (
	"context"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
	"github.com/nimber/nimber/period"
)

// A SeqRequest asks for the nim-sequence of a heap game.
type SeqRequest struct {
	// N is the number of values to compute; with UntilProved, the most.
	N int
	// UntilProved stops as soon as the period is proved, by the one
	// policy of heap.ExtendUntilProved.
	UntilProved bool
	// Period looks for the period of the values: proved, or apparent
	// where the values are convincing (period.Period.Convincing).
	Period bool
	// Steps let the front save the values as they come.
	Steps heap.Steps
}

// SeqLimit is the length of a sequence without a given length: to
// ProofLimit until the period is proved, else 100 values.
func SeqLimit(r *heap.Rules, untilProved bool) int {
	if untilProved {
		return heap.ProofLimit(r)
	}
	return DefaultSeqTo
}

// DefaultSeqTo is the length of a sequence that asks for no period.
const DefaultSeqTo = 100

// Sequence extends eng as req asks and returns the period found, or nil.
// When it stops early (ctx done, Steps.Each failing), the values computed
// so far stay in eng.
func Sequence(ctx context.Context, eng *heap.Engine, req SeqRequest) (*heap.Period, error) {
	if req.UntilProved {
		p, err := eng.ExtendUntilProved(ctx, req.N, req.Steps)
		if p != nil || err != nil {
			return p, err
		}
	} else if err := eng.ExtendEach(ctx, req.N, req.Steps); err != nil {
		return nil, err
	}
	if req.Period || req.UntilProved {
		if p, ok := eng.Period(); ok && p.Convincing(eng.Len()) {
			return &p, nil
		}
	}
	return nil, nil
}

// MaxMisereUntilProved is where misère values go to when asked to go on
// until the period of the genera is proved.
const MaxMisereUntilProved = 1 << 16

// A MisereRequest asks for the misère values and genera of heaps 0 to
// N−1 of a heap game.
type MisereRequest struct {
	N int
	// Period looks for the period of the genera.
	Period bool
	// UntilProved doubles N, up to MaxMisereUntilProved, until the period
	// is proved, where a proof can come (misere.Provable).
	UntilProved bool
	// Heap, if set, is called after each heap valued.
	Heap func(n int)
}

// MisereSequence values the heaps req asks for with h. On an error it
// returns the genera found before it, with the error.
func MisereSequence(ctx context.Context, h *misere.Heaps, r *heap.Rules, req MisereRequest) ([]misere.Genus, *period.Period, error) {
	n := req.N
	untilProved := req.UntilProved && misere.Provable(r)
	genera := make([]misere.Genus, 0, n)
	var p *period.Period
	for {
		for heapAt := len(genera); heapAt < n; heapAt++ {
			if req.Heap != nil {
				req.Heap(heapAt)
			}
			g, err := h.Genus(ctx, uint64(heapAt))
			if err != nil {
				return genera, p, err
			}
			genera = append(genera, g)
		}
		if req.Period || untilProved {
			if q, ok := misere.Period(r, genera); ok {
				p = &q
			}
		}
		if !untilProved || p != nil && p.Proved || n >= MaxMisereUntilProved {
			return genera, p, nil
		}
		n = min(2*n, MaxMisereUntilProved)
	}
}

// MaxQuotientUntilProved is the last heap a quotient that goes on until
// the period of its classes is proved goes to.
const MaxQuotientUntilProved = 1 << 10

// Quotient computes the misère quotient of heaps 1 to n−1 with h, or
// with solve, of heaps 1 to at most n−1 until the period of the classes
// is proved (misere.Heaps.SolveQuotient). When a bound stops it, it
// returns the quotient proved before the bound, if any, with the bound
// as stopped; err is then nil.
func Quotient(ctx context.Context, h *misere.Heaps, n int, solve bool) (q *misere.Quotient, stopped, err error) {
	quotient := h.Quotient
	if solve {
		quotient = h.SolveQuotient
	}
	q, err = quotient(ctx, n-1, 0)
	if stop, ok := err.(*misere.QuotientStop); ok {
		if proved, perr := stop.Proved(ctx); perr == nil {
			return proved, stop, nil
		}
	}
	if err != nil {
		return nil, nil, err
	}
	return q, nil, nil
}

// SeqReport computes the nim-sequence of r as req asks, on one worker,
// and reports it with its values.
func SeqReport(ctx context.Context, r *heap.Rules, req SeqRequest) (*heap.Report, error) {
	eng := heap.NewEngine(r, heap.Options{Workers: 1})
	defer eng.Close()
	p, err := Sequence(ctx, eng, req)
	if err != nil {
		return nil, err
	}
	return eng.Report(eng.Len(), p, true), nil
}

// MisereReport values the heaps of r req asks for, searching at most
// maxSums sums of heaps (0: the default), and reports them with their
// values, genera and the genera's period if asked for.
func MisereReport(ctx context.Context, r *heap.Rules, maxSums int, req MisereRequest) (*misere.Report, error) {
	h := misere.NewHeaps(r, maxSums)
	genera, p, err := MisereSequence(ctx, h, r, req)
	if err != nil {
		return nil, err
	}
	rep := h.Report(genera, true)
	rep.Period = p
	return rep, nil
}

// QuotientReport reports the misère quotient of r's heaps 1 to n−1, or
// with solve, until the period of the classes is proved (Quotient),
// searching at most maxSums sums of heaps (0: the default). Stopped at a
// bound, it reports the quotient proved before it, with the bound
// worded by stopped.
func QuotientReport(ctx context.Context, r *heap.Rules, maxSums, n int, solve bool, stopped func(error) string) (*misere.QuotientReport, error) {
	q, stop, err := Quotient(ctx, misere.NewHeaps(r, maxSums), n, solve)
	if err != nil {
		return nil, err
	}
	rep := q.Report()
	if stop != nil {
		rep.NoteStop(stop, stopped(stop))
	}
	return rep, nil
}
