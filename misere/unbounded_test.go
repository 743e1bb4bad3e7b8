package misere

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// TestQuotientLowerBound proves lower bounds on the quotients at which the
// repairs grow without passing (docs/misere.md, "Why the hard heaps
// stop"). The sums base + j·g, j = from to k, are told apart pairwise:
// base + j·g + witness(j) is lost and base + i·g + witness(j) won for
// every i > j, where witness(j) is (j+shift)·x, and one heap y too when j
// is odd (if y is set). So the quotient of the heaps up to the largest of
// them has more than k−from elements, and the powers of g beside base do
// not repeat up to the k-th, as they would from some power on in a finite
// quotient. The witnesses' heaps x grow with j: the outcome compares two
// counts.
//
// Two referees value the sums: the plain search of outcomes (Heaps.Genus),
// which shares nothing with the engine but the rules, and the engine's
// own candidate at heap n once its least counterexample has more than k
// heaps g (k+shift heaps x, if x is the larger heap): every smaller sum
// is right in it, by the walks that prove the engine's quotients.
func TestQuotientLowerBound(t *testing.T) {
	for _, tc := range []struct {
		code          string
		n             int // the heap whose repairs do not end
		base          []uint64
		g, x, y       uint64
		from, shift   int
		plain, engine int // the k each referee checks to (0: none)
	}{
		// 17 + j·12 + m·5 is lost iff m ≥ j+1 and m − j is odd.
		{code: "0.06", n: 17, base: []uint64{17}, g: 12, x: 5, shift: 1,
			plain: longtest.Pick(6, 11), engine: longtest.Pick(6, 9)},
		{code: "0.37", n: 16, base: []uint64{16, 11, 10}, g: 6, x: 5, y: 1, shift: 1,
			plain: longtest.Pick(2, 5)},
		// 1 + 12·j + 7·m, j ≥ 2, is lost iff m ≥ j.
		{code: "0.76", n: 12, base: []uint64{1}, g: 12, x: 7, from: 2,
			plain: longtest.Pick(4, 7), engine: longtest.Pick(10, 80)},
		// 17 + 12 + 11 + 7·j + 3·m, with a heap 2 just for odd j, is lost
		// iff m − j is odd and m > j, or even and m < j; with the heap 2
		// for even j or without it for odd j it is won. 0.36 likewise.
		{code: "0.61", n: 17, base: []uint64{17, 12, 11}, g: 7, x: 3, y: 2, shift: 1,
			plain: longtest.Pick(3, 10)},
		{code: "0.36", n: 22, base: []uint64{22, 15, 13}, g: 8, x: 3, y: 1, shift: 1,
			plain: longtest.Pick(3, 6)},
		// 27 + 10·j + 16·m, j ≥ 2, is lost iff m > j and m − j is odd.
		{code: "0.45", n: 27, base: []uint64{27}, g: 10, x: 16, shift: 1, from: 2,
			engine: longtest.Pick(0, 5)},
		// 34·j + 30·m + 25, j ≥ 2, is lost iff m ≥ j and m − j is even
		// (34 + 25 is lost).
		{code: "0.07", n: 34, base: []uint64{25}, g: 34, x: 30, from: 2,
			engine: longtest.Pick(0, 14)},
	} {
		r, err := heap.Parse(tc.code)
		if err != nil {
			t.Fatal(err)
		}
		var referees []referee
		if tc.plain > 0 {
			referees = append(referees, referee{"plain search", tc.plain, plainOutcomes(r)})
		}
		if tc.engine > 0 {
			// The candidate must be right on every sum asked of it: to k
			// heaps g, or to k+shift heaps x where x is the larger.
			h, k := tc.g, tc.engine
			if tc.x > tc.g {
				h, k = tc.x, k+tc.shift
			}
			referees = append(referees, referee{"engine", tc.engine, engineOutcomes(t, r, tc.n, int32(k), uint32(h))})
		}
		for _, ref := range referees {
			name := ref.name
			sum := func(j, i int) []uint64 {
				s := slices.Clone(tc.base)
				s = append(s, slices.Repeat([]uint64{tc.g}, i)...)
				s = append(s, slices.Repeat([]uint64{tc.x}, j+tc.shift)...)
				if tc.y != 0 && j%2 == 1 {
					s = append(s, tc.y)
				}
				return s
			}
			for j := tc.from; j < ref.k; j++ {
				if s := sum(j, j); !ref.lost(t, s) {
					t.Errorf("%s, by the %s: %v is won, want lost", tc.code, name, s)
				}
				for i := j + 1; i <= ref.k; i++ {
					if s := sum(j, i); ref.lost(t, s) {
						t.Errorf("%s, by the %s: %v is lost, want won", tc.code, name, s)
					}
				}
			}
			t.Logf("%s, by the %s: the quotient of heaps 1 to %d has more than %d elements", tc.code, name, tc.n, ref.k-tc.from)
		}
	}
}

// A referee values sums of heaps, to k heaps g.
type referee struct {
	name string
	k    int
	lost func(t *testing.T, sum []uint64) bool
}

// plainOutcomes values sums by the plain search.
func plainOutcomes(r *heap.Rules) func(t *testing.T, sum []uint64) bool {
	h := NewHeaps(r, 1e8)
	return func(t *testing.T, sum []uint64) bool {
		g, err := h.Genus(context.Background(), sum...)
		if err != nil {
			t.Fatalf("%v: %v", sum, err)
		}
		return g.Misere() == 0
	}
}

// engineOutcomes values sums by the engine's candidate at heap n whose
// least counterexample is the first with more than k heaps g: it values
// every sum before that one as the game does.
func engineOutcomes(t *testing.T, r *heap.Rules, n int, k int32, g uint32) func(t *testing.T, sum []uint64) bool {
	e := newEngine(r, math.MaxInt32, 1e7)
	ctx := context.Background()
	for range n - 1 {
		if err := e.add(ctx); err != nil {
			t.Fatal(err)
		}
	}
	var q *monoid
	var pre []int32
	var least word
	found := errors.New("found")
	e.failed = func(m *monoid, r *rule, w word) error {
		if w.count(int32(g)) <= k {
			return nil
		}
		q, pre, least = m, r.pre, w
		return found
	}
	if err := e.add(ctx); err != found {
		t.Fatalf("%s heap %d: got %v, want a repair at a sum with more than %d heaps %d", r, n, err, k, g)
	}
	return func(t *testing.T, sum []uint64) bool {
		var w word
		for _, h := range slices.Sorted(slices.Values(sum)) {
			w = w.plus(int32(h))
		}
		if w.compare(least) >= 0 {
			t.Fatalf("%v is not before the least counterexample %v", sum, least)
		}
		return q.lost[phi(q, pre, w)]
	}
}
