package analysis

import (
	"testing"

	"github.com/nimber/nimber/heap"
)

// TestProvedBy checks the bound named for each number of heaps a move may
// leave against heap.ProofLength: the coefficients of n0 and p in the text
// are those the proof length grows by.
func TestProvedBy(t *testing.T) {
	tests := []struct{ code, want string }{
		{"0.03", "Guy–Smith: n ≥ n0 + p + t"},
		{"0.77", "Guy–Smith: n ≥ 2·n0 + 2p + t"},
		{"hex:0.8", "Guy–Smith: n ≥ 3·n0 + 3p + t"},
	}
	for _, test := range tests {
		r, err := heap.Parse(test.code)
		if err != nil {
			t.Fatal(err)
		}
		if got := provedBy(r); got != test.want {
			t.Errorf("provedBy(%s) = %q, want %q", test.code, got, test.want)
		}
		base, _ := heap.ProofLength(r, heap.Period{Preperiod: 1, Period: 1}, nil)
		n0, _ := heap.ProofLength(r, heap.Period{Preperiod: 2, Period: 1}, nil)
		p, _ := heap.ProofLength(r, heap.Period{Preperiod: 1, Period: 2}, nil)
		if j := max(r.MaxHeaps(), 1); n0-base != j || p-base != j {
			t.Errorf("heap.ProofLength(%s) grows by %d per n0 and %d per p, want %d as provedBy says", test.code, n0-base, p-base, j)
		}
	}
}
