package misere

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
	"github.com/nimber/nimber/period"
)

// SolveQuotient proves the period of the pretending function of games
// whose quotients stay small, and the quotient of every heap size it
// claims gives the outcome of sums with heaps past those it computed:
// checked against the search of those sums. 0.75's quotient is R8
// (Plambeck and Siegel); the other figures are nimber's.
func TestSolveQuotient(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, tc := range []struct {
		game                   string
		order, n0, p, provedAt int
	}{
		{"0.75", 8, 8, 2, 21},
		{"subtraction:1,3,4", 6, 0, 7, 11},
		{"0.52", 6, 6, 4, 21},
		{"0.31", 6, 3, 2, 6},
		{"0.73", 6, 2, 4, 13},
		{"0.333", 6, 0, 4, 7}, // subtraction:1,2,3
	} {
		r, err := heap.Parse(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		q, err := NewHeaps(r, 0).SolveQuotient(context.Background(), 300, 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.game, err)
		}
		p := q.Period
		if q.Order() != tc.order || p == nil || !p.Proved || p.Preperiod != tc.n0 || p.Period != tc.p || q.N != tc.provedAt || p.ProvedAt != q.N+1 {
			t.Errorf("%s: %d elements, period %+v, heaps 1 to %d; want %d elements, preperiod %d, period %d, proved at heap %d", tc.game, q.Order(), p, q.N, tc.order, tc.n0, tc.p, tc.provedAt)
		}
		// Sums of one or two heaps past N (and a small one), within a
		// period and two heaps (every class of the period), or in the long
		// tier two periods and four, as searching them costs.
		search := NewHeaps(r, 0)
		span := longtest.Pick(tc.p+2, 2*tc.p+4)
		for range 25 {
			sizes := []uint64{uint64(rng.IntN(6))}
			for range 1 + rng.IntN(2) {
				sizes = append(sizes, uint64(q.N+1+rng.IntN(span)))
			}
			e := 0
			for _, n := range sizes {
				c, ok := q.HeapClass(n)
				if !ok {
					t.Fatalf("%s: no class for heap %d (heaps 1 to %d, period %+v)", tc.game, n, q.N, p)
				}
				e = q.Mul(e, c)
			}
			g, err := search.Genus(context.Background(), sizes...)
			if err != nil {
				t.Fatalf("%s %v: %v", tc.game, sizes, err)
			}
			if lost := g.Misere() == 0; lost != q.Lost[e] {
				t.Errorf("%s %v: class %s lost = %v, the search says %v", tc.game, sizes, q.ElementName(e), q.Lost[e], lost)
			}
		}
	}
}

// A pretending function is proved periodic only when its classes reach
// the theorem's bound; short of it, or for a game with no theorem, the
// period is apparent, and a break at the end is no period at all.
func TestPretendingPeriod(t *testing.T) {
	kayles, _ := heap.Parse("0.77")   // t = 2, two heaps: 2·max(n0,1) + 2p + 2 classes
	grundy, _ := heap.Parse("grundy") // no theorem
	repeat := func(prefix []int, cycle []int, n int) []int {
		out := append([]int(nil), prefix...)
		for len(out) < n {
			out = append(out, cycle[(len(out)-len(prefix))%len(cycle)])
		}
		return out
	}
	pre := []int{0, 1, 2, 1, 3}
	for _, tc := range []struct {
		name    string
		r       *heap.Rules
		classes []int
		want    period.Period
		found   bool
	}{
		// n0 = 5, p = 3: the proof needs 2·5 + 2·3 + 2 = 18 classes.
		{"at the bound", kayles, repeat(pre, []int{4, 5, 6}, 18), period.Period{Preperiod: 5, Period: 3, Proved: true, ProvedAt: 18}, true},
		{"one short", kayles, repeat(pre, []int{4, 5, 6}, 17), period.Period{Preperiod: 5, Period: 3}, true},
		{"no theorem", grundy, repeat(pre, []int{4, 5, 6}, 60), period.Period{Preperiod: 5, Period: 3}, true},
		{"broken at the end", kayles, append(repeat(pre, []int{4, 5, 6}, 40), 7), period.Period{}, false},
	} {
		got, ok := PretendingPeriod(tc.r, tc.classes)
		if ok != tc.found || (ok && got != tc.want) {
			t.Errorf("%s: %+v, %v; want %+v, %v", tc.name, got, ok, tc.want, tc.found)
		}
	}
}

// Past N, a heap has a class only from a proved period.
func TestHeapClassUnproved(t *testing.T) {
	r, _ := heap.Parse("0.77")
	q, err := NewHeaps(r, 0).Quotient(context.Background(), 12, 0)
	if err != nil {
		t.Fatal(err)
	}
	if q.Period != nil && q.Period.Proved {
		t.Fatalf("Kayles heaps 1 to 12: period %+v proved", q.Period)
	}
	if c, ok := q.HeapClass(12); !ok || c != q.Heap[12] {
		t.Errorf("HeapClass(12) = %d, %v; want %d, true", c, ok, q.Heap[12])
	}
	if _, ok := q.HeapClass(13); ok {
		t.Errorf("HeapClass(13) of heaps 1 to 12 with no proved period: ok, want none")
	}
}

func ExampleHeaps_SolveQuotient() {
	r, _ := heap.Parse("0.75")
	q, err := NewHeaps(r, 0).SolveQuotient(context.Background(), 1000, 0)
	if err != nil {
		panic(err)
	}
	c, _ := q.HeapClass(1_000_000_000_000)
	fmt.Println(q.Presentation(), q.Period.Preperiod, q.Period.Period, q.N)
	fmt.Println("heap 10^12:", q.ElementName(c))
	// Output:
	// ⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩ 8 2 21
	// heap 10^12: b
}
