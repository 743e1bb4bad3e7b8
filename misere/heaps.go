package misere

import (
	"context"
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

// DefaultLimit is the default bound on the sums a Heaps memoizes.
const DefaultLimit = 2_000_000

// Heaps values sums of heaps of one heap game in misère play, remembering
// every sum it has valued. It is not safe for concurrent use.
type Heaps struct {
	rules *heap.Rules
	limit int
	kinds []kind     // by heap size, for the sizes prepared
	opts  [][]option // by heap size: the options, reduced and without repeats
	memo  map[string]Genus
	key   []byte
	ctx   context.Context

	// Progress, if set, is called with the number of sums valued every
	// 65,536 sums: one heap may take many.
	Progress func(sums int)
}

// A kind says how a heap size enters a sum.
type kind uint8

const (
	live  kind = iota
	dead       // no move: the game 0, dropped
	star1      // every move leads to a sum equal to 0: played as *1, dropped with XOR 1
)

// An option of a heap: the live heaps it leaves, largest first, and 1 if
// it also leaves an odd number of heaps that play as *1.
type option struct {
	parts []uint32
	flip  uint32
}

// NewHeaps returns a Heaps for r's game that memoizes at most limit sums
// (DefaultLimit if limit ≤ 0).
func NewHeaps(r *heap.Rules, limit int) *Heaps {
	if limit <= 0 {
		limit = DefaultLimit
	}
	return &Heaps{rules: r, limit: limit, memo: map[string]Genus{}, ctx: context.Background()}
}

// Sums returns the number of sums valued so far.
func (h *Heaps) Sums() int { return len(h.memo) }

// Genus returns the genus of the sum of heaps of the given sizes.
func (h *Heaps) Genus(ctx context.Context, sizes ...uint64) (Genus, error) {
	h.ctx = ctx
	var sum []uint32
	var flip uint32
	for _, n := range sizes {
		if n >= 1<<31 {
			return Genus{}, errs.Errorf("misère analysis", errs.Limit, "heap %d: sums of heaps that large cannot be searched", n)
		}
		if err := h.prepare(uint32(n)); err != nil {
			return Genus{}, err
		}
		switch h.kinds[n] {
		case live:
			sum = append(sum, uint32(n))
		case star1:
			flip ^= 1
		}
	}
	slices.SortFunc(sum, func(a, b uint32) int { return int(b) - int(a) })
	g, err := h.genus(sum)
	return g.Xor(flip), err
}

// Sequence returns the genera of heaps 0 to n−1.
func (h *Heaps) Sequence(ctx context.Context, n int) ([]Genus, error) {
	out := make([]Genus, 0, n)
	for i := range n {
		g, err := h.Genus(ctx, uint64(i))
		if err != nil {
			return out, err
		}
		out = append(out, g)
	}
	return out, nil
}

// prepare reduces the options of every heap size up to n. A move leaves
// heaps smaller than the one it is made in, so each size needs only the
// kinds of the sizes before it.
func (h *Heaps) prepare(n uint32) error {
	for s := uint32(len(h.kinds)); s <= n; s++ {
		if s%1024 == 0 {
			if err := h.ctx.Err(); err != nil {
				return err
			}
		}
		var opts []option
		h.rules.Options(uint64(s), func(parts ...uint64) bool {
			var o option
			for _, p := range parts {
				if p >= uint64(s) {
					panic(fmt.Sprintf("misere: heap %d has an option with a heap of %d", s, p))
				}
				switch h.kinds[p] {
				case live:
					o.parts = append(o.parts, uint32(p))
				case star1:
					o.flip ^= 1
				}
			}
			slices.SortFunc(o.parts, func(a, b uint32) int { return int(b) - int(a) })
			opts = append(opts, o)
			return true
		})
		slices.SortFunc(opts, compareOptions)
		opts = slices.CompactFunc(opts, func(a, b option) bool { return compareOptions(a, b) == 0 })
		k := live
		switch {
		case len(opts) == 0:
			k = dead
		case len(opts) == 1 && len(opts[0].parts) == 0 && opts[0].flip == 0:
			k = star1
		}
		h.kinds = append(h.kinds, k)
		h.opts = append(h.opts, opts)
	}
	return nil
}

func compareOptions(a, b option) int {
	if c := slices.Compare(a.parts, b.parts); c != 0 {
		return c
	}
	return int(a.flip) - int(b.flip)
}

// genus values a sum of live heaps, largest first.
func (h *Heaps) genus(sum []uint32) (Genus, error) {
	if len(sum) == 0 {
		return Nim(0), nil
	}
	h.key = h.key[:0]
	for _, n := range sum {
		h.key = binary.AppendUvarint(h.key, uint64(n))
	}
	if g, ok := h.memo[string(h.key)]; ok {
		return g, nil
	}
	key := string(h.key)
	var gs []Genus
	next := make([]uint32, 0, len(sum)+2)
	for i, n := range sum {
		if i > 0 && n == sum[i-1] {
			continue // the same moves as the heap before
		}
		for _, o := range h.opts[n] {
			next = merge(next[:0], sum[:i], sum[i+1:], o.parts)
			g, err := h.genus(next)
			if err != nil {
				return Genus{}, err
			}
			gs = append(gs, g.Xor(o.flip))
		}
	}
	g := FromOptions(gs)
	h.memo[key] = g
	if len(h.memo) >= h.limit {
		return Genus{}, errs.Errorf("misère analysis", errs.Limit, "more than %d sums of heaps valued; raise --max-positions", h.limit)
	}
	if len(h.memo)%4096 == 0 {
		if err := h.ctx.Err(); err != nil {
			return Genus{}, err
		}
		if h.Progress != nil && len(h.memo)%65536 == 0 {
			h.Progress(len(h.memo))
		}
	}
	return g, nil
}

// merge appends to dst the heaps of a, b and parts (each largest first)
// in one list, largest first.
func merge(dst, a, b, parts []uint32) []uint32 {
	dst = append(append(dst, a...), b...)
	for _, p := range parts {
		i := len(dst)
		dst = append(dst, p)
		for i > 0 && dst[i-1] < p {
			dst[i] = dst[i-1]
			i--
		}
		dst[i] = p
	}
	return dst
}
