package games

import (
	"context"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
)

// maxTameHeap bounds the heaps whose tameness is proved before a misère
// sum is valued: the proof lists every option of heaps 1 to the largest.
const maxTameHeap = 256

// tameHeaps reports whether heaps 1 to the largest in sizes are tame,
// proved (misere.Heaps.Tame), remembering the longest run proved tame and
// the shortest proved wild: a sum of heaps below one is tame, and one
// with a heap past the other is not (tameness of heaps 1 to n holds for
// fewer).
func (m *misereHeaps) tameHeaps(ctx context.Context, r *heap.Rules, sizes []uint64) (bool, error) {
	n := uint64(0)
	for _, s := range sizes {
		n = max(n, s)
	}
	switch {
	case n <= m.tameTo:
		return true, nil
	case m.wildFrom > 0 && n >= m.wildFrom, n > maxTameHeap:
		return false, nil
	}
	tame, err := misere.NewHeaps(r, m.limit).Tame(ctx, int(n), heap.Plain(r, int(n)+1))
	if err != nil {
		return false, err
	}
	if tame {
		m.tameTo = n
	} else {
		m.wildFrom = n
	}
	return tame, nil
}

// MisereTame reports whether the heaps of sum are tame (game.TameFamily).
func (f *octalFamily) MisereTame(ctx context.Context, sum []game.Component) (bool, error) {
	sizes, err := f.sizes(sum)
	if err != nil {
		return false, nil // heaps past 2^64: not for this proof
	}
	return f.misere.tameHeaps(ctx, f.rules, sizes)
}

// MisereTame reports whether the heaps of sum are tame (game.TameFamily).
func (f *subtractionFamily) MisereTame(ctx context.Context, sum []game.Component) (bool, error) {
	r, err := f.heapRules()
	if err != nil {
		return false, nil
	}
	sizes, err := f.sizes(sum)
	if err != nil {
		return false, nil
	}
	return f.misere.tameHeaps(ctx, r, sizes)
}
