package period

import (
	"math"
	"math/big"
	"slices"
)

// Period describes an ultimately arithmetic-periodic sequence:
// a(n+Period) = a(n) + Saltus for all n ≥ Preperiod.
type Period struct {
	Preperiod int `json:"preperiod"`
	Period    int `json:"period"`
	Saltus    int `json:"saltus"`
	// Proved is true when a theorem guarantees the relation forever, not
	// just over the data; ProvedAt is then the number of values the proof
	// needed. Find never sets them.
	Proved   bool `json:"proved"`
	ProvedAt int  `json:"proved_at"`
}

// Convincing reports whether p, found in n values, is worth showing:
// proved, or unproved with its periodic part spanning three periods and a
// quarter of the data, so that a few repeats at the very end do not pass
// for a period.
func (p Period) Convincing(n int) bool {
	tail := n - p.Preperiod
	return p.Proved || (tail >= 3*p.Period && 4*tail >= n)
}

// Integer is any integer type a sequence may hold.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Options tune Find.
type Options struct {
	// MinRepeats is how many whole periods the periodic part must span;
	// 0 means 2 (each value of a period seen again once).
	MinRepeats int
	// MinChecks is how many comparisons a(n+p) = a(n) + s the data must
	// support at least; 0 means 6. It keeps short runs that happen to
	// repeat, or to climb steadily, from passing for a period.
	MinChecks int
	// MaxPeriod bounds the periods tried; 0 means len/MinRepeats.
	MaxPeriod int
	// NoSaltus accepts only plain periods (Saltus 0).
	NoSaltus bool
	// Accept, if set, must also approve a period for it to count; a
	// prover passes its theorem here.
	Accept func(Period) bool
}

// Find returns the apparent ultimate period of values: among the periods p
// whose relation holds from some n0 to the end of the data over at least
// MinRepeats·p values, MinChecks comparisons and a quarter of the data,
// the one with the smallest n0 + p (the earliest point at which the
// periodicity is visible), the smaller p on ties. It reports false when no
// period has enough evidence, or the data hold 2^31 values or more.
//
// Find runs in linear time: the longest run from the end over which
// a(n+p) = a(n) holds, for every p at once, is the Z-function of the
// reversed sequence; with a saltus, of its reversed differences (a(n+p) −
// a(n) is constant exactly where the differences repeat with period p).
func Find[T Integer](values []T, opt Options) (Period, bool) {
	n := len(values)
	reps := max(opt.MinRepeats, 1)
	if opt.MinRepeats <= 0 {
		reps = 2
	}
	checks := opt.MinChecks
	if checks <= 0 {
		checks = 6
	}
	maxP := min(n/reps, n-1)
	if opt.MaxPeriod > 0 {
		maxP = min(maxP, opt.MaxPeriod)
	}
	if maxP < 1 || n > math.MaxInt32 { // runs are counted in int32
		return Period{}, false
	}
	// run(p): how many n counted back from the end satisfy the relation.
	var run func(p int) int
	if opt.NoSaltus {
		z := zOfReversed(values)
		run = func(p int) int { return min(int(z[p]), n-p) }
	} else {
		diffs := make([]int64, n-1)
		for i := range diffs {
			diffs[i] = int64(values[i+1]) - int64(values[i])
		}
		z := zOfReversed(diffs)
		// Differences repeating over k positions give k+1 values.
		run = func(p int) int { return min(int(z[p])+1, n-p) }
	}
	best, bestEnd := Period{}, n+1
	for p := 1; p <= maxP && p < bestEnd; p++ {
		n0 := n - p - run(p)
		if n-n0 < reps*p || n-n0-p < checks || 4*(n-n0) < n {
			continue
		}
		cand := Period{Preperiod: n0, Period: p, Saltus: int(int64(values[n0+p]) - int64(values[n0]))}
		if opt.Accept != nil && !opt.Accept(cand) {
			continue
		}
		if n0+p < bestEnd {
			best, bestEnd = cand, n0+p
		}
	}
	return best, bestEnd <= n
}

// zOfReversed returns the Z-function of x read backwards: z[p] is the
// length of the longest common prefix of reverse(x) and reverse(x)[p:],
// that is, how many i counted down from len(x)−1−p have x[i] = x[i+p].
func zOfReversed[T comparable](x []T) []int32 {
	n := len(x)
	at := func(j int) T { return x[n-1-j] }
	z := make([]int32, n+1)
	if n == 0 {
		return z
	}
	z[0] = int32(n)
	l, r := 0, 0 // the rightmost match window [l, r) found so far
	for i := 1; i < n; i++ {
		k := 0
		if i < r {
			k = min(int(z[i-l]), r-i)
		}
		for i+k < n && at(k) == at(i+k) {
			k++
		}
		z[i] = int32(k)
		if i+k > r {
			l, r = i, i+k
		}
	}
	return z
}

// Holds reports whether values satisfy p's relation from p.Preperiod to
// the end, and if not, the first n where a(n+Period) ≠ a(n) + Saltus.
func Holds[T Integer](values []T, p Period) (ok bool, first int) {
	for i := p.Preperiod; i+p.Period < len(values); i++ {
		if int64(values[i+p.Period])-int64(values[i]) != int64(p.Saltus) {
			return false, i
		}
	}
	return true, 0
}

// At returns a(n) for any n ≥ 0 from a period and a prefix of the
// sequence that covers its preperiod and one period. It returns false if
// the prefix is too short.
func At[T Integer](prefix []T, p Period, n *big.Int) (*big.Int, bool) {
	if n.Sign() < 0 || len(prefix) < p.Preperiod+p.Period || p.Period <= 0 {
		return nil, false
	}
	if n.IsInt64() && n.Int64() < int64(len(prefix)) {
		return big.NewInt(int64(prefix[n.Int64()])), true
	}
	q, m := new(big.Int).QuoRem(new(big.Int).Sub(n, big.NewInt(int64(p.Preperiod))), big.NewInt(int64(p.Period)), new(big.Int))
	v := big.NewInt(int64(prefix[p.Preperiod+int(m.Int64())]))
	return v.Add(v, q.Mul(q, big.NewInt(int64(p.Saltus)))), true
}

// AtUint64 is At for an n and a value within 64 bits; the prefix must
// cover the preperiod and one period.
func AtUint64[T Integer](prefix []T, p Period, n uint64) uint64 {
	if n < uint64(len(prefix)) {
		return uint64(prefix[n])
	}
	n0, per := uint64(p.Preperiod), uint64(p.Period)
	return uint64(prefix[n0+(n-n0)%per]) + (n-n0)/per*uint64(p.Saltus)
}

// Positions returns, ascending, every n < below with a(n) = v, for a
// sequence with an arithmetic period (Saltus > 0), from a prefix that
// covers its preperiod and one period: the indices the prefix holds are
// read from it, the later ones solve a(n0+r) + j·Saltus = v. With a
// positive saltus a value recurs at most once per residue r past the
// prefix. It returns nil for a period without saltus (the positions never
// end) or a prefix too short.
func Positions[T Integer](prefix []T, p Period, v, below uint64) []uint64 {
	if p.Saltus <= 0 || p.Period <= 0 || len(prefix) < p.Preperiod+p.Period {
		return nil
	}
	var out []uint64
	for m, a := range prefix {
		if uint64(m) >= below {
			break
		}
		if a >= 0 && uint64(a) == v {
			out = append(out, uint64(m))
		}
	}
	n0, per, s := uint64(p.Preperiod), uint64(p.Period), uint64(p.Saltus)
	if below <= uint64(len(prefix)) {
		return out
	}
	start := len(out)
	for r := range per {
		base := prefix[n0+r]
		if base < 0 || v < uint64(base) || (v-uint64(base))%s != 0 {
			continue
		}
		j := (v - uint64(base)) / s
		if j > (below-1-n0-r)/per {
			continue // at or past below (and j·per might overflow)
		}
		if m := n0 + r + j*per; m >= uint64(len(prefix)) {
			out = append(out, m)
		}
	}
	slices.Sort(out[start:])
	return out
}
