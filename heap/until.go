package heap

import "context"

// Steps say how a long extension proceeds.
type Steps struct {
	// Chunk bounds the values one call of Extend adds (0: no bound), so
	// that Each runs at least that often.
	Chunk int
	// Each, if set, is called after each call of Extend, e.g. to save
	// the new values; its error stops the extension.
	Each func() error
}

// ExtendEach extends e to n values in calls of Extend that at most
// double the values (from 256) and add at most s.Chunk, calling s.Each
// after each: a file written as the values come starts small.
func (e *Engine) ExtendEach(ctx context.Context, n int, s Steps) error {
	for e.Len() < n {
		next := min(n, e.Len()+max(e.Len(), firstProofStep))
		if s.Chunk > 0 {
			next = min(next, e.Len()+s.Chunk)
		}
		if err := e.Extend(ctx, next); err != nil {
			return err
		}
		if s.Each != nil {
			if err := s.Each(); err != nil {
				return err
			}
		}
	}
	return nil
}

// firstProofStep is the length ExtendUntilProved first looks for a
// proof at.
const firstProofStep = 256

// ExtendUntilProved extends e until a theorem proves the period of its
// values, or to limit values, and returns the proved period, or nil when
// none is proved within limit values (which e then holds). This is the
// one policy of every "until the period is proved" (nimber seq --period,
// /api/seq, the values of a huge heap): the length doubles, from 256 or
// from the values e already holds, up to limit, and the period is looked
// for at each length reached, so that looking costs in all about what
// computing does. ProofLimit is the cap that fits the game.
func (e *Engine) ExtendUntilProved(ctx context.Context, limit int, s Steps) (*Period, error) {
	for {
		if e.Len() > 0 {
			if p, ok := e.proved(); ok {
				return &p, nil
			}
		}
		if e.Len() >= limit {
			return nil, nil
		}
		if err := e.ExtendEach(ctx, min(max(2*e.Len(), firstProofStep), limit), s); err != nil {
			return nil, err
		}
	}
}

// The caps of ExtendUntilProved's doubling (ProofLimit).
const (
	// ProvableLimit is the cap for games the octal theorem or the all-but
	// criterion covers: 0.16 is proved at n = 509,622, 0.106 needs about
	// 1.3 million values.
	ProvableLimit = 1 << 22
	// ApparentLimit is the cap for games no theorem covers (Grundy's game)
	// and for other codes whose last digit repeats: the arithmetic
	// criterion proves what it proves early, and a repeating split costs
	// O(n) a heap.
	ApparentLimit = 1 << 16
	// ThreeHeapLimit is the cap for games whose moves may leave three
	// heaps: their values grow with n in most such games, and a value
	// costs O(n) words of that size (hex:0.3F takes about 3 s to 2^13,
	// 20 s to 2^14).
	ThreeHeapLimit = 1 << 13
)

// ProofLimit is where extending r's values until the period is proved
// stops by default (ProvableLimit, ApparentLimit or ThreeHeapLimit).
func ProofLimit(r *Rules) int {
	_, bounded := r.MaxTake()
	switch {
	case r.MaxHeaps() >= 3:
		return ThreeHeapLimit
	case bounded || r.allBut():
		return ProvableLimit
	}
	return ApparentLimit
}
