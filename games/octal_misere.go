package games

import (
	"context"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/misere"
)

// MisereGenus values a misère sum of heaps by its genus (game.GenusFamily),
// searching the sums of heaps its play reaches (package misere). The
// family keeps what it has searched, for the next sum.
func (f *octalFamily) MisereGenus(sum []game.Component) (string, uint64, error) {
	sizes := make([]uint64, len(sum))
	for i, c := range sum {
		h, ok := c.(octalHeap)
		if !ok || h.f != f {
			return "", 0, errs.Errorf(f.name, errs.Internal, "component %s is not a heap of %s", c, f.name)
		}
		if h.big != nil {
			return "", 0, errs.Errorf("misère analysis", errs.Unknown, "heap %s: too large to search the sums of heaps its play reaches", h)
		}
		sizes[i] = h.n
	}
	if f.misere == nil {
		f.misere = misere.NewHeaps(f.rules, f.misereLimit)
	}
	g, err := f.misere.Genus(context.Background(), sizes...)
	if err != nil {
		// A search stopped at its bound is full: the next sum (another
		// --batch line) starts afresh.
		f.misere = nil
		return "", 0, err
	}
	return g.String(), uint64(g.Misere()), nil
}
