package heap

import (
	"context"
	"math/big"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/period"
)

// Period is the ultimate period of a nim-sequence: G(n+Period) =
// G(n) + Saltus for n ≥ Preperiod, Proved when a theorem guarantees it.
type Period = period.Period

// ProvePeriod finds the apparent ultimate period of seq = G(0..len-1) for
// r and proves it when the data reach the bound of the periodicity theorem.
// It reports false when no period is apparent.
//
// The octal periodicity theorem (Guy and Smith 1956; Winning Ways, ch. 4):
// if a game's moves remove at most t tokens and leave at most two heaps,
// and G(n+p) = G(n) for n0 ≤ n < 2·n0 + p + t, then it holds for every
// n ≥ n0. The proof pairs each split (a, b) of n+p−k with (a, b−p) when
// b ≥ n0+p, which fails only while n+p−k < 2(n0+p)−1; the same pairing
// gives the bound n0 + t when moves leave at most one heap (subtraction
// games: every option of n+p is some G(n+p−k) with n−k ≥ n0), and
// 3·n0 + 2p + t when they may leave three (hexadecimal games). We use
// max(n0, 1) for n0, so that no paired heap is empty. The theorem does not
// cover Grundy's game (the pairing can make an unequal split equal) nor
// games whose last digit repeats (t is unbounded): their periods are only
// ever apparent.
func ProvePeriod(r *Rules, seq []uint32) (Period, bool) {
	provable := func(p Period) bool {
		need, ok := ProofLength(r, p)
		return ok && need <= len(seq)
	}
	// The theorem is the evidence: any period it proves will do, however
	// few repeats the data show. Find's relation holds from the preperiod
	// to the end of seq, so the theorem's range is checked.
	if p, ok := period.Find(seq, period.Options{MinRepeats: 1, MinChecks: 1, NoSaltus: true, Accept: provable}); ok {
		p.Proved, p.ProvedAt = true, 0
		p.ProvedAt, _ = ProofLength(r, p)
		return p, true
	}
	return period.Find(seq, period.Options{NoSaltus: !r.repeat})
}

// ProofLength returns how many values the periodicity theorem needs to
// prove p for r: j·max(n0,1) + j·p + t for moves leaving at most j heaps
// and removing at most t tokens. It reports false when the theorem does
// not apply (Grundy's game, a repeating digit, a saltus).
func ProofLength(r *Rules, p Period) (int, bool) {
	t, bounded := r.MaxTake()
	if !bounded || p.Saltus != 0 {
		return 0, false
	}
	j := max(r.MaxHeaps(), 1)
	n0 := max(p.Preperiod, 1)
	bound := j*n0 + (j-1)*p.Period + t // check G(n+p) = G(n) for n < bound
	return bound + p.Period, true
}

// Period returns the period of the values computed so far (see
// ProvePeriod).
func (e *Engine) Period() (Period, bool) {
	return ProvePeriod(e.rules, e.Values(nil, 0, e.Len()))
}

// A Solution is a heap game whose nim-sequence has a proved period, so
// that G(n) is known for every n.
type Solution struct {
	Rules  *Rules
	Period Period
	Prefix []uint32 // G(0..Preperiod+Period-1)
}

// Solve computes r's nim-sequence in steps of a quarter up to limit values
// until its period is proved. It fails with errs.Unknown when no proof is
// found within limit values (or the theorem does not apply), and with the
// context's error if ctx is cancelled.
func Solve(ctx context.Context, r *Rules, limit int, opt Options) (*Solution, error) {
	const op = "solve heap game"
	if _, bounded := r.MaxTake(); !bounded {
		return nil, errs.Errorf(op, errs.Unknown, "%s: the periodicity theorem does not apply (no largest move)", r.Name())
	}
	e := NewEngine(r, opt)
	for n := min(1024, limit); ; n = min(n+n/4, limit) {
		if err := e.Extend(ctx, n); err != nil {
			return nil, err
		}
		if p, ok := e.Period(); ok && p.Proved {
			return &Solution{Rules: r, Period: p, Prefix: e.Values(nil, 0, p.Preperiod+p.Period)}, nil
		}
		if n == limit {
			return nil, errs.Errorf(op, errs.Unknown, "%s: no period proved within %d values", r.Name(), limit)
		}
	}
}

// At returns G(n) for any n ≥ 0.
func (s *Solution) At(n uint64) uint32 {
	if n < uint64(len(s.Prefix)) {
		return s.Prefix[n]
	}
	n0, p := uint64(s.Period.Preperiod), uint64(s.Period.Period)
	return s.Prefix[n0+(n-n0)%p]
}

// AtBig returns G(n) for any n ≥ 0, however large; false if n < 0.
func (s *Solution) AtBig(n *big.Int) (uint32, bool) {
	v, ok := period.At(s.Prefix, s.Period, n)
	if !ok {
		return 0, false
	}
	return uint32(v.Uint64()), true
}
