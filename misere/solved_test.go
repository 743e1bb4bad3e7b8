package misere

import (
	"context"
	"testing"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// TestSolveQuotientPublished proves the misère quotients of every heap size that
// Plambeck and Siegel's MisereSolver reports: Kayles, 40 elements, 9 in
// P, classes of preperiod 71 and period 12, proved at heap 167; and
// Duplicate Kayles 0.1377, 40 elements, 9 in P, preperiod 141, period 24,
// proved at heap 333.
func TestSolveQuotientPublished(t *testing.T) {
	for _, c := range []struct {
		code                         string
		order, lost, pre, per, heaps int
	}{
		{"kayles", 40, 9, 71, 12, 167},
		{"0.1377", 40, 9, 141, 24, 333},
	} {
		r, err := heap.Parse(c.code)
		if err != nil {
			t.Fatal(err)
		}
		q, err := NewHeaps(r, 0).SolveQuotient(context.Background(), 1000, 0)
		if err != nil {
			t.Fatal(err)
		}
		lost := 0
		for _, l := range q.Lost {
			lost += b2i(l)
		}
		if p := q.Period; q.Order() != c.order || lost != c.lost || p == nil || !p.Proved || p.Preperiod != c.pre || p.Period != c.per || q.N != c.heaps || p.ProvedAt != q.N+1 {
			t.Errorf("%s: %d elements, %d in P, period %+v, heaps 1 to %d; want %d, %d, preperiod %d, period %d, proved at heap %d",
				c.code, q.Order(), lost, p, q.N, c.order, c.lost, c.pre, c.per, c.heaps)
		}
	}
}

// TestQuotientReach checks the partial quotients MisereSolver reports
// where no period is proved: Dawson's Kayles 0.07 to heap 25 (144
// elements, 23 in P), 30 (360) and, in the long tier, 33 (638); 0.54 to
// heap 108 (640) in the long tier. The referee checks those of up to 400
// elements.
func TestQuotientReach(t *testing.T) {
	type reach struct {
		code            string
		heaps, order, p int
	}
	cases := []reach{
		{"0.07", 25, 144, 23},
		{"0.07", 30, 360, -1},
	}
	if longtest.Enabled {
		cases = append(cases, reach{"0.07", 33, 638, -1}, reach{"0.54", 108, 640, -1})
	}
	for _, c := range cases {
		_, q := engineTo(t, c.code, c.heaps)
		lost := 0
		for _, l := range q.Lost {
			lost += b2i(l)
		}
		if q.Order() != c.order || c.p >= 0 && lost != c.p {
			t.Errorf("%s to heap %d: %d elements, %d in P; want %d, %d", c.code, c.heaps, q.Order(), lost, c.order, c.p)
		}
	}
}

// TestSolvedKaylesSums checks the quotient of every Kayles heap against
// the search of sums, past the heaps it was proved with: sums of heaps to
// 45, 15 s and 600 MB, so long tier only.
func TestSolvedKaylesSums(t *testing.T) {
	longtest.Only(t)
	r, _ := heap.Parse("kayles")
	q, err := NewHeaps(r, 0).SolveQuotient(context.Background(), 300, 0)
	if err != nil {
		t.Fatal(err)
	}
	search := NewHeaps(r, 10_000_000)
	for _, sizes := range [][]uint64{{27, 27}, {28, 20, 9}, {45, 1}} {
		e := 0
		for _, n := range sizes {
			c, ok := q.HeapClass(n)
			if !ok {
				t.Fatalf("no class for heap %d", n)
			}
			e = q.Mul(e, c)
		}
		g, err := search.Genus(context.Background(), sizes...)
		if err != nil {
			t.Fatalf("%v: %v", sizes, err)
		}
		if lost := g.Misere() == 0; lost != q.Lost[e] {
			t.Errorf("Kayles %v: class %s lost = %v, the search says %v", sizes, q.ElementName(e), q.Lost[e], lost)
		}
	}
}
