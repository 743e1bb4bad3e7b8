package games

import (
	"context"
	"iter"
	"sync"

	"github.com/nimber/nimber/errs"
)

// maxSpecCoins bounds the coins a rule by patterns values, whatever its
// budget: one word each.
const maxSpecCoins = 1 << 22

// specRule is the coinRule of coins:SPEC. Coin n is worth the mex of
// the nim-sums of the other coins each fitting pattern turns (they are
// all below n), so the coins are valued in order and kept as prefix
// nim-sums. Every coin a component names is valued when it is read
// (ensure); a move at n names coins below n only.
type specRule struct {
	op       string
	start    uint64
	patterns []pattern
	budget   int // the moves looked at to value coins, at most

	mu   sync.RWMutex
	pre  []uint64 // pre[i]: the nim-sum of the values of coins start to start+i
	work int      // the moves looked at to value the coins in pre
	seen []bool   // scratch for the mex
	xs   []uint64 // scratch: the values of a coin's moves
}

func (r *specRule) first() uint64 { return r.start }
func (r *specRule) last() uint64  { return 1<<64 - 1 }

// table is the prefix nim-sums valued so far: appends never change them.
func (r *specRule) table() valued {
	r.mu.RLock()
	defer r.mu.RUnlock()
	return valued{r.start, r.pre}
}

func (r *specRule) value(n uint64) uint64  { return r.table().value(n) }
func (r *specRule) prefix(n uint64) uint64 { return r.table().prefix(n) }

// ensure values every coin up to b, or says why it cannot; it stops when
// ctx is done (looked at every 1024 coins, the first included).
func (r *specRule) ensure(ctx context.Context, b uint64) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	for next := r.start + uint64(len(r.pre)); next <= b; next++ {
		if len(r.pre)%1024 == 0 {
			if err := ctx.Err(); err != nil {
				return errs.E(r.op, errs.Limit, err)
			}
		}
		if len(r.pre) == maxSpecCoins {
			return errs.Errorf(r.op, errs.Unknown, "coin %d: not known; coins are valued one by one from the rule, and only the first %d (up to coin %d)", b, maxSpecCoins, next-1)
		}
		t := valued{r.start, r.pre}
		xs, work, over := r.xs[:0], r.work, false
		for i := range r.patterns {
			t.instances(next, &r.patterns[i], func(x uint64, _ []span) bool {
				if work++; work > r.budget {
					over = true
					return false
				}
				xs = append(xs, x)
				return true
			})
		}
		r.xs = xs
		if over {
			return errs.Boundf(r.op, "max-positions", "coin %d: valuing the coins up to it looks at more than %d moves; coins up to %d are valued", b, r.budget, next-1)
		}
		r.work = work
		v := r.mex(xs)
		if n := len(r.pre); n > 0 {
			v ^= r.pre[n-1]
		}
		r.pre = append(r.pre, v)
	}
	return nil
}

// mex is the least value not in xs.
func (r *specRule) mex(xs []uint64) uint64 {
	if cap(r.seen) < len(xs)+1 {
		r.seen = make([]bool, len(xs)+1)
	}
	seen := r.seen[:len(xs)+1]
	clear(seen)
	for _, x := range xs {
		if x < uint64(len(seen)) {
			seen[x] = true
		}
	}
	var m uint64
	for seen[m] {
		m++
	}
	return m
}

// count is the number of moves at n.
func (r *specRule) count(n uint64) uint64 {
	var k uint64
	for range r.moves(n) {
		k++
	}
	return k
}

// moves yields each move at n once: patterns may give the same coins,
// and the first pattern that gives them owns them.
func (r *specRule) moves(n uint64) iter.Seq2[uint64, []span] {
	return func(yield func(uint64, []span) bool) {
		t := r.table()
		v := t.value(n)
		for i := range r.patterns {
			if !t.instances(n, &r.patterns[i], func(x uint64, others []span) bool {
				m, _ := mergeSpans(others)
				if i > 0 && r.owner(n, m) != i {
					return true
				}
				return yield(v^x, m)
			}) {
				return
			}
		}
	}
}

func (r *specRule) movesTo(n, c uint64) iter.Seq[[]span] {
	return func(yield func([]span) bool) {
		for v, others := range r.moves(n) {
			if v == c && !yield(others) {
				return
			}
		}
	}
}

func (r *specRule) countTo(n, c uint64) uint64 {
	var k uint64
	for range r.movesTo(n, c) {
		k++
	}
	return k
}

func (r *specRule) canon(n uint64, spans []span) ([]span, bool) {
	return spans, r.owner(n, spans) >= 0
}

// owner is the first pattern whose move at n turns the coins of spans
// (sorted, disjoint, merged) besides n, or −1.
func (r *specRule) owner(n uint64, spans []span) int {
	if len(spans) > 0 && (spans[0].a < r.start || spans[len(spans)-1].b >= n) {
		return -1
	}
	// The offsets n−b..n−a of the spans, lowest first.
	offs := make([]span, len(spans))
	for k, s := range spans {
		offs[len(spans)-1-k] = span{n - s.b, n - s.a}
	}
	for i, p := range r.patterns {
		if p.matches(offs) {
			return i
		}
	}
	return -1
}

// matches says whether p turns exactly the offsets offs (sorted,
// disjoint, merged): its fixed offsets among them, then its open run
// from p.run and its wildcards the rest.
func (p *pattern) matches(offs []span) bool {
	rest := offs
	for _, f := range p.fixed {
		var ok bool
		if rest, ok = remove(rest, f); !ok {
			return false
		}
	}
	var size uint64
	for _, s := range rest {
		size += s.size()
	}
	if p.run == 0 {
		return size == uint64(p.any)
	}
	// The run is p.run..k and leaves p.any coins: k = p.run+size−any−1,
	// inside the offsets' span that holds p.run.
	for _, s := range rest {
		if s.a <= p.run && p.run <= s.b {
			return size > uint64(p.any) && size-uint64(p.any)-1 <= s.b-p.run
		}
	}
	return false
}

// remove takes the offsets f out of offs, if offs holds them all.
func remove(offs []span, f span) ([]span, bool) {
	for k, s := range offs {
		if s.a <= f.a && f.b <= s.b {
			out := append([]span(nil), offs[:k]...)
			if s.a < f.a {
				out = append(out, span{s.a, f.a - 1})
			}
			if f.b < s.b {
				out = append(out, span{f.b + 1, s.b})
			}
			return append(out, offs[k+1:]...), true
		}
	}
	return nil, false
}

// valued is the prefix nim-sums of the coins from start valued so far.
type valued struct {
	start uint64
	pre   []uint64
}

func (t valued) prefix(n uint64) uint64 { return t.pre[n-t.start] }

func (t valued) value(n uint64) uint64 {
	if n == t.start {
		return t.pre[0]
	}
	return t.pre[n-t.start] ^ t.pre[n-t.start-1]
}

func (t valued) spanValue(s span) uint64 {
	if s.a == t.start {
		return t.prefix(s.b)
	}
	return t.prefix(s.b) ^ t.prefix(s.a-1)
}

// instances yields each move of pattern p at n, every coin at least
// start: the nim-sum x of the values of the coins it turns besides n,
// and those coins (a buffer the caller must copy to keep).
func (t valued) instances(n uint64, p *pattern, yield func(x uint64, others []span) bool) bool {
	room := n - t.start // the most an offset may be
	var buf []span
	var x uint64
	for _, f := range p.fixed {
		if f.b > room {
			return true
		}
		s := span{n - f.b, n - f.a}
		buf = append(buf, s)
		x ^= t.spanValue(s)
	}
	if p.run == 0 {
		return t.wild(n, p.any, t.start, buf, x, yield)
	}
	for k := p.run; k <= room; k++ {
		s := span{n - k, n - p.run}
		if !t.wild(n, p.any, t.start, append(buf, s), x^t.spanValue(s), yield) {
			return false
		}
	}
	return true
}

// wild chooses w more coins from lo to n−1, in increasing order, none
// of them in taken.
func (t valued) wild(n uint64, w int, lo uint64, taken []span, x uint64, yield func(uint64, []span) bool) bool {
	if w == 0 {
		return yield(x, taken)
	}
	for m := lo; m < n; m++ {
		if s, in := holding(taken, m); in {
			m = s.b
			continue
		}
		if !t.wild(n, w-1, m+1, append(taken, one(m)), x^t.value(m), yield) {
			return false
		}
	}
	return true
}

// holding is the span of spans that holds coin m, if any.
func holding(spans []span, m uint64) (span, bool) {
	for _, s := range spans {
		if s.a <= m && m <= s.b {
			return s, true
		}
	}
	return span{}, false
}
