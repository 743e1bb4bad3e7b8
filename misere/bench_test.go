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
