package misere

import (
	"context"
	"testing"

	"github.com/nimber/nimber/heap"
)

// BenchmarkKayles50 values Kayles heaps 0 to 50 from an empty memo
// (66,417 sums).
func BenchmarkKayles50(b *testing.B) {
	r, _ := heap.Parse("kayles")
	for b.Loop() {
		if _, err := NewHeaps(r, 0).Sequence(context.Background(), 51); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkQuotientKayles24 computes and proves the quotient of Kayles
// heaps 1 to 24 (24 elements; it grows at heaps 2, 5, 9 and 12).
func BenchmarkQuotientKayles24(b *testing.B) {
	r, _ := heap.Parse("kayles")
	for b.Loop() {
		if _, err := NewHeaps(r, 0).Quotient(context.Background(), 24, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSolveQuotient053 goes heap by heap until the classes of 0.53's
// heaps are proved periodic: 16 elements, preperiod 21 and period 9,
// proved at heap 61.
func BenchmarkSolveQuotient053(b *testing.B) {
	r, _ := heap.Parse("0.53")
	for b.Loop() {
		q, err := NewHeaps(r, 0).SolveQuotient(context.Background(), 300, 0)
		if err != nil {
			b.Fatal(err)
		}
		if q.N != 61 {
			b.Fatalf("proved at heap %d, want 61", q.N)
		}
	}
}
