package games

import (
	"context"

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
	ctx    context.Context

	// For single heaps too large to search in a game that does not split:
	// the genera up to a proved period, once tried (nil if none came).
	periodic []misere.Genus
	period   period.Period
	tried    bool
}

// largeHeap is where a single heap of a game that does not split is
// valued from the proved period of the genera rather than searched.
const largeHeap = 1 << 16

// fromPeriod returns the genus of a single heap of n from the proved
// period of the genera, if r's genera have one within 2^16 heaps.
func (m *misereHeaps) fromPeriod(r *heap.Rules, n uint64) (misere.Genus, bool, error) {
	if !m.tried {
		m.tried = true
		h := misere.NewHeaps(r, m.limit)
		for size := 256; size <= largeHeap; size *= 2 {
			genera, err := h.Sequence(m.ctx, size)
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
	ctx := cfg.Context
	if ctx == nil {
		ctx = context.Background()
	}
	return misereHeaps{limit: cfg.MaxPositions, ctx: ctx} // limit 0: misere's default
}

// genus values the sum of heaps of the given sizes.
func (m *misereHeaps) genus(r *heap.Rules, sizes []uint64) (string, uint64, error) {
	if m.search == nil {
		m.search = misere.NewHeaps(r, m.limit)
	}
	g, err := m.search.Genus(m.ctx, sizes...)
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
	if m.search == nil {
		return 0
	}
	return int64(m.search.Sums())
}

// MisereGenus values a misère sum of heaps by its genus (game.GenusFamily).
func (f *octalFamily) MisereGenus(sum []game.Component) (string, uint64, error) {
	sizes := make([]uint64, len(sum))
	for i, c := range sum {
		h, ok := c.(octalHeap)
		if !ok || h.f != f {
			return "", 0, game.ErrNoGenus // another game's component
		}
		if h.big != nil {
			return "", 0, misere.TooLarge(h.String())
		}
		sizes[i] = h.n
	}
	return f.misere.genus(f.rules, sizes)
}

// MisereGenus values a misère sum of heaps by its genus (game.GenusFamily).
func (f *subtractionFamily) MisereGenus(sum []game.Component) (string, uint64, error) {
	r, err := f.heapRules()
	if err != nil {
		return "", 0, err
	}
	sizes := make([]uint64, len(sum))
	for i, c := range sum {
		h, ok := c.(subtractionHeap)
		if !ok || h.f != f {
			return "", 0, game.ErrNoGenus // another game's component
		}
		sizes[i] = h.n
	}
	if len(sizes) == 1 && sizes[0] >= largeHeap {
		// One large heap: its genus repeats with the proved period.
		g, ok, err := f.misere.fromPeriod(r, sizes[0])
		if err != nil {
			return "", 0, err
		}
		if ok {
			return g.String(), uint64(g.Misere()), nil
		}
	}
	return f.misere.genus(r, sizes)
}
