package games

import (
	"context"
	"fmt"
	"math"
	"math/big"
	"slices"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
	"github.com/nimber/nimber/period"
)

// misereHeaps values misère sums of heaps of one heap game by their genus
// (game.GenusFamily), searching the sums of heaps their play reaches
// (package misere) and keeping what it searched for the next sum. The
// octal and the subtraction families embed one.
type misereHeaps struct {
	search *misere.Heaps // made when first asked
	limit  int           // its bound on sums: --max-positions, or misere's default

	// For single heaps too large to search in a game that does not split:
	// the genera up to a proved period, once tried (nil if none came).
	periodic []misere.Genus
	period   period.Period
	tried    bool

	// The misère quotients computed, by their largest heap; the quotient
	// of every heap size, once one is proved; the sums of heaps their
	// proofs walked.
	quotients map[uint64]*misere.Quotient
	solved    *misere.Quotient
	valued    int64

	// Heaps 1 to tameTo are proved tame, heaps 1 to wildFrom not (0:
	// not yet known).
	tameTo, wildFrom uint64
}

// maxQuotientHeap bounds the heaps of a sum valued by its misère quotient,
// as nimber seq --misere --quotient bounds its heaps.
const maxQuotientHeap = 1 << 20

// largeHeap is where a single heap of a game that does not split is
// valued from the proved period of the genera rather than searched.
const largeHeap = 1 << 16

// fromPeriod returns the genus of a single heap of n from the proved
// period of the genera, if r's genera have one within 2^16 heaps.
func (m *misereHeaps) fromPeriod(ctx context.Context, r *heap.Rules, n uint64) (misere.Genus, bool, error) {
	if !m.tried {
		m.tried = true
		h := misere.NewHeaps(r, m.limit)
		for size := 256; size <= largeHeap; size *= 2 {
			genera, err := h.Sequence(ctx, size)
			if err != nil {
				return misere.Genus{}, false, err
			}
			if p, ok := misere.Period(r, genera); ok && p.Proved {
				m.periodic, m.period = genera, p
				break
			}
		}
	}
	if m.periodic == nil {
		return misere.Genus{}, false, nil
	}
	if n < uint64(len(m.periodic)) {
		return m.periodic[n], true, nil
	}
	n0, per := uint64(m.period.Preperiod), uint64(m.period.Period)
	return m.periodic[n0+(n-n0)%per], true, nil
}

func newMisereHeaps(cfg Config) misereHeaps {
	return misereHeaps{limit: cfg.MaxPositions} // limit 0: misere's default
}

// genus values the sum of heaps of the given sizes.
func (m *misereHeaps) genus(ctx context.Context, r *heap.Rules, sizes []uint64) (string, uint64, error) {
	if m.search == nil {
		m.search = misere.NewHeaps(r, m.limit)
	}
	g, err := m.search.Genus(ctx, sizes...)
	if err != nil {
		// A search stopped at its bound is full: the next sum (another
		// --batch line) starts afresh.
		m.search = nil
		return "", 0, err
	}
	return g.String(), uint64(g.Misere()), nil
}

// sums is the number of sums searched so far.
func (m *misereHeaps) sums() int64 {
	n := m.valued
	if m.search != nil {
		n += int64(m.search.Sums())
	}
	return n
}

// byQuotient analyses a misère sum by the misère quotient of heaps 1 to
// its largest heap, or of every heap size once its pretending function's
// period is proved (answer.QuotientFamily); sizes reads the heaps of a sum.
func (m *misereHeaps) byQuotient(ctx context.Context, r *heap.Rules, sum []game.Component, sizes func([]game.Component) ([]uint64, error)) (*answer.QuotientAnalysis, error) {
	at, err := sizes(sum)
	if err != nil {
		return nil, err
	}
	q, err := m.quotient(ctx, r, slices.Max(at))
	if err != nil {
		return nil, err
	}
	classes := make([]int, len(at))
	for i, n := range at {
		classes[i], _ = q.HeapClass(n)
	}
	e := q.Product(classes...)
	class := &answer.QuotientClass{Class: q.ElementName(e), Heaps: q.N, AllHeaps: q.Period != nil && q.Period.Proved,
		Elements: q.Order(), Presentation: q.Presentation(), Generators: q.Generators(), PPortion: q.PPortion()}
	for _, c := range classes {
		class.Components = append(class.Components, q.ElementName(c))
	}
	a := &answer.QuotientAnalysis{Outcome: game.P, Class: class}
	if q.Lost[e] {
		return a, nil
	}
	a.Outcome = game.N
	// The product of the classes after each heap, so that the rest of the
	// sum but heap i is before·after[i+1]: linear in the heaps, not
	// quadratic (the quotient is commutative).
	after := make([]int, len(classes)+1)
	for i := len(classes) - 1; i >= 0; i-- {
		after[i] = q.Mul(classes[i], after[i+1])
	}
	before := 0 // the identity
	for i, c := range sum {
		if i%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		// The rest of the sum, times each option's class.
		rest := q.Mul(before, after[i+1])
		before = q.Mul(before, classes[i])
		opts, err := c.(game.Mover).Options(ctx)
		if k := errs.KindOf(err); k == errs.Limit || k == errs.Unknown {
			// Its normal-play message would name its nim-value.
			a.Unlisted = append(a.Unlisted, answer.Unlisted{Component: i, Reason: fmt.Sprintf("heap %s has too many moves to list", c)})
			continue
		} else if err != nil {
			return nil, err
		}
		for _, o := range opts {
			parts, err := sizes(o)
			if err != nil {
				return nil, err
			}
			x := rest
			for _, n := range parts {
				h, _ := q.HeapClass(n) // smaller than heap i
				x = q.Mul(x, h)
			}
			if q.Lost[x] {
				a.Moves = append(a.Moves, game.Move{Component: i, To: o})
			}
		}
	}
	return a, nil
}

// maxSolveHeap is how far a sum with a heap past maxQuotientHeap has the
// quotient computed, looking for a proved period of its pretending
// function.
const maxSolveHeap = 1 << 12

// quotient returns a quotient for sums of heaps up to n: the quotient of
// every heap size, if one was proved at a heap up to n, else that of
// heaps 1 to n, computed the first time. It goes heap by heap and stops
// at a proof of the pretending function's period.
func (m *misereHeaps) quotient(ctx context.Context, r *heap.Rules, n uint64) (*misere.Quotient, error) {
	if m.solved != nil && n >= uint64(m.solved.N) {
		return m.solved, nil
	}
	if q, ok := m.quotients[n]; ok {
		return q, nil
	}
	to := n
	if n > maxQuotientHeap {
		if !misere.PretendingProvable(r) {
			return nil, errs.Errorf("misère quotient", errs.Unknown, "a heap past 2^20 needs the quotient of every heap size, and no periodicity theorem covers the classes of the heaps of %s", r.Name())
		}
		to = maxSolveHeap
	}
	q, err := misere.NewHeaps(r, m.limit).SolveQuotient(ctx, int(to), 0)
	if err != nil {
		// A misere.QuotientStop says at which heap.
		return nil, errs.E(fmt.Sprintf("the misère quotient of heaps 1 to %d", to), errs.KindOf(err), err)
	}
	m.valued += int64(q.Checked)
	if q.Period != nil && q.Period.Proved {
		m.solved = q
		return q, nil
	}
	if n > maxQuotientHeap {
		return nil, errs.Errorf("misère quotient", errs.Unknown, "a heap past 2^20 needs the quotient of every heap size, and the classes of heaps 1 to %d show no proved period", to)
	}
	if m.quotients == nil {
		m.quotients = map[uint64]*misere.Quotient{}
	}
	m.quotients[n] = q
	return q, nil
}

// MisereGenus values a misère sum of heaps by its genus (game.GenusFamily).
func (f *octalFamily) MisereGenus(ctx context.Context, sum []game.Component) (string, uint64, error) {
	sizes, err := f.sizes(sum)
	if err != nil {
		return "", 0, err
	}
	return f.misere.genus(ctx, f.rules, sizes)
}

// MisereByQuotient analyses a misère sum of heaps by its misère quotient
// (answer.QuotientFamily).
func (f *octalFamily) MisereByQuotient(ctx context.Context, sum []game.Component) (*answer.QuotientAnalysis, error) {
	sizes := func(sum []game.Component) ([]uint64, error) { return f.quotientSizes(ctx, sum) }
	return f.misere.byQuotient(ctx, f.rules, sum, sizes)
}

// quotientSizes is sizes, but a heap past 2^64 is given as a heap of its
// class past maxQuotientHeap, from the proved period of the classes: a
// sum with it is valued by the quotient of every heap size.
func (f *octalFamily) quotientSizes(ctx context.Context, sum []game.Component) ([]uint64, error) {
	return f.heapSizes(sum, func(h octalHeap) (uint64, error) {
		q, err := f.misere.quotient(ctx, f.rules, math.MaxUint64)
		if err != nil {
			return 0, err
		}
		n0, p := big.NewInt(int64(q.Period.Preperiod)), big.NewInt(int64(q.Period.Period))
		r := new(big.Int).Mod(new(big.Int).Sub(h.big, n0), p) // h ≥ 2^64 > n0
		return n0.Uint64() + r.Uint64() + p.Uint64()*(maxQuotientHeap/p.Uint64()+1), nil
	})
}

// sizes returns the sizes of a sum of the family's heaps: ErrNoGenus if
// another game's component is in it.
func (f *octalFamily) sizes(sum []game.Component) ([]uint64, error) {
	return f.heapSizes(sum, func(h octalHeap) (uint64, error) { return 0, misere.TooLarge(h.String()) })
}

// heapSizes returns the sizes of a sum of the family's heaps, those past
// 2^64 as large gives them: ErrNoGenus if another game's component is in
// it.
func (f *octalFamily) heapSizes(sum []game.Component, large func(octalHeap) (uint64, error)) ([]uint64, error) {
	sizes := make([]uint64, len(sum))
	for i, c := range sum {
		h, ok := c.(octalHeap)
		if !ok || h.f != f {
			return nil, game.ErrNoGenus
		}
		if h.big == nil {
			sizes[i] = h.n
			continue
		}
		n, err := large(h)
		if err != nil {
			return nil, err
		}
		sizes[i] = n
	}
	return sizes, nil
}

// sizes returns the sizes of a sum of the family's heaps: ErrNoGenus if
// another game's component is in it.
func (f *subtractionFamily) sizes(sum []game.Component) ([]uint64, error) {
	sizes := make([]uint64, len(sum))
	for i, c := range sum {
		h, ok := c.(subtractionHeap)
		if !ok || h.f != f {
			return nil, game.ErrNoGenus
		}
		sizes[i] = h.n
	}
	return sizes, nil
}

// MisereByQuotient analyses a misère sum of heaps by its misère quotient
// (answer.QuotientFamily).
func (f *subtractionFamily) MisereByQuotient(ctx context.Context, sum []game.Component) (*answer.QuotientAnalysis, error) {
	r, err := f.heapRules()
	if err != nil {
		return nil, err
	}
	return f.misere.byQuotient(ctx, r, sum, f.sizes)
}

// MisereGenus values a misère sum of heaps by its genus (game.GenusFamily).
func (f *subtractionFamily) MisereGenus(ctx context.Context, sum []game.Component) (string, uint64, error) {
	r, err := f.heapRules()
	if err != nil {
		return "", 0, err
	}
	sizes, err := f.sizes(sum)
	if err != nil {
		return "", 0, err
	}
	if len(sizes) == 1 && sizes[0] >= largeHeap {
		// One large heap: its genus repeats with the proved period.
		g, ok, err := f.misere.fromPeriod(ctx, r, sizes[0])
		if err != nil {
			return "", 0, err
		}
		if ok {
			return g.String(), uint64(g.Misere()), nil
		}
	}
	return f.misere.genus(ctx, r, sizes)
}
