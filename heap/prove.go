package heap

import (
	"context"
	"math/big"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/period"
)

// Period is the ultimate period of a nim-sequence: G(n+Period) =
// G(n) + Saltus for n ≥ Preperiod, Proved when a theorem guarantees it.
type Period = period.Period

// ProvePeriod finds the apparent ultimate period of seq = G(0..len-1) for
// r and proves it when the data reach the bound of a periodicity theorem.
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
// games whose last digit repeats (t is unbounded): all-but subtraction
// games have their own criterion (see allButLength), and other such
// games the arithmetic-periodicity criterion for a saltus that is a power
// of two (see arithLength); their plain periods are only ever apparent.
func ProvePeriod(r *Rules, seq []uint32) (Period, bool) {
	if p, ok := provedPeriod(r, seq); ok {
		return p, true
	}
	return period.Find(seq, period.Options{NoSaltus: !r.repeat})
}

// provedPeriod returns the period a theorem proves for seq, if any: the
// engine's search, on its own values (1 or 2 bytes each, not copied) and
// without the second look for a merely apparent period.
func provedPeriod[T value](r *Rules, seq []T) (Period, bool) {
	if !mayProve(r, seq) {
		return Period{}, false
	}
	budget := arithBudget
	provable := func(p Period) bool {
		need, ok := lengthWithin(r, p, seq, &budget)
		return ok && need <= len(seq)
	}
	// The theorem is the evidence: any period it proves will do, however
	// few repeats the data show. Find's relation holds from the preperiod
	// to the end of seq, so the theorem's range is checked.
	p, ok := period.Find(seq, period.Options{MinRepeats: 1, MinChecks: 1, NoSaltus: !r.repeat, Accept: provable})
	if !ok {
		return Period{}, false
	}
	p.Proved = true
	budget = arithBudget
	p.ProvedAt, _ = lengthWithin(r, p, seq, &budget)
	if r.repeat && !r.allBut() {
		p = leastPeriod(p, seq)
	}
	return p, true
}

// leastPeriod returns the least period q dividing p's and its least
// preperiod, given that p holds forever: with P = c·q and S = c·s',
// D(n) = G(n+q) − G(n) − s' has D(n+P) = D(n) from p's preperiod on, so
// D = 0 over one period of p there holds it forever; below, the data
// decide. The arithmetic criterion may prove a multiple of the period
// only (its tests are coarser for a small saltus).
func leastPeriod[T value](p Period, seq []T) Period {
	n0, per, s := p.Preperiod, p.Period, p.Saltus
	holds := func(n, q, sq int) bool { return int64(seq[n+q])-int64(seq[n]) == int64(sq) }
	for q := 1; q < per; q++ {
		if per%q != 0 || s%(per/q) != 0 || n0+per+q > len(seq) {
			continue
		}
		sq, ok := s/(per/q), true
		for n := n0; n < n0+per && ok; n++ {
			ok = holds(n, q, sq)
		}
		if ok {
			p.Period, p.Saltus = q, sq
			break
		}
	}
	for p.Preperiod > 0 && holds(p.Preperiod-1, p.Period, p.Saltus) {
		p.Preperiod--
	}
	p.ProvedAt = max(p.ProvedAt, n0+per+p.Period)
	return p
}

// mayProve reports whether seq may be long enough to prove some period
// with the octal theorem; false means it is not. A proof of (n0, p) needs
// j·(n0+p) + t ≤ len(seq) values (proofLength), and from heap n0+p on
// each value repeats the one p back, so no value is new there: a value
// first seen at heap x or later, x = (len(seq)−t)/j, rules out every
// proof. Officers' largest value at 2^21 heaps is first seen at 1,274,955,
// and the search it saves took 17 ms there, on the main goroutine with
// the verifier idle. It costs a pass over the values; the search, 8 ns a
// value. All-but games are left to their own criterion: with a saltus,
// new values never stop.
func mayProve[T value](r *Rules, seq []T) bool {
	t, bounded := r.MaxTake()
	if r.allBut() || !bounded {
		return true
	}
	x := (len(seq) - t) / max(r.MaxHeaps(), 1)
	if x < 1 {
		return false // n0 + p ≥ 1
	}
	var seen []bool
	for _, v := range seq[:x] {
		if int(v) >= len(seen) {
			seen = append(seen, make([]bool, int(v)+1-len(seen))...)
		}
		seen[v] = true
	}
	for _, v := range seq[x:] {
		if int(v) >= len(seen) || !seen[v] {
			return false
		}
	}
	return true
}

// ProofLength returns how many values a proof of p for r needs: for the
// octal theorem j·max(n0,1) + j·p + t when moves leave at most j heaps and
// remove at most t tokens; for an all-but subtraction game the length
// allButLength finds from seq, the values so far (the octal theorem does
// not read them); for another code whose last digit repeats the length
// arithLength finds from seq. It reports false when no theorem applies
// (Grundy's game, a saltus outside codes whose last digit repeats, a
// period the criteria cannot prove from seq).
func ProofLength(r *Rules, p Period, seq []uint32) (int, bool) {
	return proofLength(r, p, seq)
}

func proofLength[T value](r *Rules, p Period, seq []T) (int, bool) {
	budget := arithBudget
	return lengthWithin(r, p, seq, &budget)
}

// lengthWithin is proofLength with the arithmetic criterion's budget.
func lengthWithin[T value](r *Rules, p Period, seq []T, budget *int) (int, bool) {
	if r.allBut() {
		return allButLength(r, p, seq)
	}
	if r.repeat {
		return arithLength(r, p, seq, budget)
	}
	t, bounded := r.MaxTake()
	if !bounded || p.Saltus != 0 {
		return 0, false
	}
	j := max(r.MaxHeaps(), 1)
	n0 := max(p.Preperiod, 1)
	bound := j*n0 + (j-1)*p.Period + t // check G(n+p) = G(n) for n < bound
	return bound + p.Period, true
}

// Provable reports whether some theorem can prove a period of r's
// nim-sequence: the octal theorem, the all-but criterion, or the
// arithmetic-periodicity criterion (which may still find no proof).
func Provable(r *Rules) bool {
	_, bounded := r.MaxTake()
	return bounded || r.repeat && !r.unequal
}

// AllBut reports whether r's periods are proved by the all-but criterion
// (allButLength) rather than the arithmetic one (arith.go) or the octal
// theorem.
func (r *Rules) AllBut() bool { return r.allBut() }

// allBut reports whether r is an all-but subtraction game in the wide
// sense allButLength needs: moves leave at most one heap, and every take
// beyond the written digits may leave one heap or none (a repeating 3).
func (r *Rules) allBut() bool {
	last := len(r.digits) - 1
	return r.repeat && !r.unequal && r.MaxHeaps() == 1 && r.digits[last] == leaveNone|leaveOne
}

// allButLength is the proof length of an arithmetic period (n0, p, s),
// s ≥ 1, of an all-but subtraction game whose takes k ≤ x have their own
// digits (x = len(digits)−1, so every take k > x is allowed, the whole heap
// included). Let M be the largest of G(0..n0+p−1). If G(n+p) = G(n) + s
// holds for n0 ≤ n < L−p, every G(n) with L−p ≤ n < L exceeds M, some
// G(n') with n' ≤ L−x exceeds M + s, and L−p > x, then it holds for every
// n ≥ n0. By induction on N ≥ L−p, with g = G(N) > M (true in the data,
// and G(N) = G(N−p) + s beyond):
//   - g+s is not an option of N+p: a heap m ≥ n0+p with G(m) = g+s, at an
//     allowed distance N+p−m, would put g = G(m−p) among N's options at
//     the same distance (N and N+p exceed x, so a take k ≤ x leaves a
//     heap from both and one k > x is always allowed); a heap m < n0+p
//     has G(m) ≤ M < g.
//   - every w < g+s is: if w ≥ s and w−s = G(m') is an option of N with
//     m' ≥ n0, then w = G(m'+p) is one of N+p. Otherwise w ≤ M + s <
//     G(n'), so w is the value of some heap below n' ≤ N+p−x, further
//     from N+p than any excluded take.
//
// The length returned takes k, the first period (from n0 + k·p) whose
// least value exceeds M, and L = n0 + (k+1)·p + x + 1: its last p values
// lie in periods k and k+1, and n' = n0 + (k+1)·p has a value of at least
// min + (k+1)·s > M + s. Values past seq follow the period.
func allButLength[T value](r *Rules, p Period, seq []T) (int, bool) {
	n0, per, s := p.Preperiod, p.Period, p.Saltus
	if s <= 0 || per <= 0 || len(seq) < n0+per {
		return 0, false
	}
	m := slices.Max(seq[:n0+per])
	low := slices.Min(seq[n0 : n0+per])
	k := 0
	if low <= m {
		k = int(uint32(m-low)/uint32(s)) + 1
	}
	return n0 + (k+1)*per + len(r.digits), true
}

// proved returns the period a theorem proves for the values computed so
// far, if any.
func (e *Engine) proved() (Period, bool) {
	switch e.width {
	case 1:
		return provedPeriod(e.rules, e.v8)
	case 2:
		return provedPeriod(e.rules, e.v16)
	}
	return provedPeriod(e.rules, e.v32)
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

// Solve computes r's nim-sequence until its period is proved, by
// ExtendUntilProved up to limit values. It fails with errs.Unknown when no
// proof is found within limit values (or the theorem does not apply), and
// with errs.Limit if ctx is done first.
func Solve(ctx context.Context, r *Rules, limit int, opt Options) (*Solution, error) {
	const op = "solve heap game"
	if !Provable(r) {
		return nil, errs.Errorf(op, errs.Unknown, "%s: no periodicity theorem applies (Grundy's rule of unequal splits)", r.Name())
	}
	e := NewEngine(r, opt)
	defer e.Close()
	p, err := e.ExtendUntilProved(ctx, limit, Steps{})
	if err != nil {
		return nil, err
	}
	if p == nil {
		return nil, errs.Errorf(op, errs.Unknown, "%s: no period proved within %d values", r.Name(), limit)
	}
	return &Solution{Rules: r, Period: *p, Prefix: e.Values(nil, 0, p.Preperiod+p.Period)}, nil
}

// At returns G(n) for any n ≥ 0 whose value fits in 64 bits (with a
// saltus s and period p, about n·s/p).
func (s *Solution) At(n uint64) uint64 {
	return period.AtUint64(s.Prefix, s.Period, n)
}

// AtBig returns G(n) for any n ≥ 0, however large; false if n < 0.
func (s *Solution) AtBig(n *big.Int) (*big.Int, bool) {
	return period.At(s.Prefix, s.Period, n)
}
