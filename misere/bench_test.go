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

// BenchmarkQuotient computes and proves quotients with the quotient
// engine and with the plain one, which learns from the outcomes of sums,
// on the same heaps: Kayles and Dawson's Kayles 0.07 to heap 24 (24
// elements each). bench/misere/run.sh prints the ratio.
func BenchmarkQuotient(b *testing.B) {
	for _, code := range []string{"kayles", "0.07"} {
		r, _ := heap.Parse(code)
		b.Run(code+"/engine", func(b *testing.B) {
			for b.Loop() {
				if _, err := NewHeaps(r, 0).Quotient(context.Background(), 24, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(code+"/plain", func(b *testing.B) {
			for b.Loop() {
				if _, err := NewHeaps(r, 10_000_000).plainQuotient(context.Background(), 24); err != nil {
					b.Fatal(err)
				}
			}
		})
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
