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
