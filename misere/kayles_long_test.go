package misere

import (
	"context"
	"flag"
	"testing"

	"github.com/nimber/nimber/heap"
)

var long = flag.Bool("long", false, "run the long tests (the misère quotient of every Kayles heap: 15 s, 600 MB)")

// TestSolveQuotientKayles proves the misère quotient of every Kayles heap
// size, as docs/misere.md shows: 40 elements, classes of preperiod 71 and
// period 12, proved at heap 167, within 10,000,000 sums. Sums past heap
// 27 (where the quotient last grows) get the outcome the genus search
// gives them.
func TestSolveQuotientKayles(t *testing.T) {
	if !*long {
		t.Skip("takes 15 s and 600 MB; run with -long")
	}
	r, err := heap.Parse("kayles")
	if err != nil {
		t.Fatal(err)
	}
	q, err := NewHeaps(r, 10_000_000).SolveQuotient(context.Background(), 300, 0)
	if err != nil {
		t.Fatal(err)
	}
	if p := q.Period; q.Order() != 40 || p == nil || !p.Proved || p.Preperiod != 71 || p.Period != 12 || q.N != 167 || p.ProvedAt != q.N+1 {
		t.Errorf("Kayles: %d elements, period %+v, heaps 1 to %d; want 40 elements, preperiod 71, period 12, proved at heap 167", q.Order(), p, q.N)
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
