package heap

import (
	"context"
	"testing"

	"github.com/nimber/nimber/internal/longtest"
)

// TestRecentSkipsHeapZero: heap 0 is never a part of a split. With heap 0
// among the latest heaps of value 0, a split (n−k, 0) would be read as a
// two-heap split, a move the code may not have (0.04 takes two and must
// leave two heaps), and with k = 0 (codes 4.…) read G(n) itself.
func TestRecentSkipsHeapZero(t *testing.T) {
	var r recent
	r.note(0, 0)
	r.note(0, 5)
	g := []uint32{0, 1, 2, 3, 4, 0, 6, 7} // G(5) = 0, heap 8 is next
	// Taking two: x = 6 = G(6) only as 6 + 0, no split.
	r.order = []uint32{6}
	if recentWitnessed(&r, splitMoves{split2: []int{2}}, g, len(g), 6, 1) {
		t.Errorf("value 6 witnessed for heap 8 taking two: by a split with a heap 0")
	}
	// Taking none: x = 3 = G(3) ^ G(5), the split (3, 5).
	r.order = []uint32{3}
	if !recentWitnessed(&r, splitMoves{split2: []int{0}}, g, len(g), 3, 1) {
		t.Errorf("value 3 not witnessed for heap 8: the split (3, 5) gives it")
	}
}

// TestRecentWitnessesLate computes 4.3762 past heap 57,539, where a heap
// 0 kept among the latest heaps of value 0 once made a split of n taking
// none read G(n) before it was known.
func TestRecentWitnessesLate(t *testing.T) {
	longtest.Only(t)
	r, err := Parse("4.3762")
	if err != nil {
		t.Fatal(err)
	}
	e := NewEngine(r, Options{Workers: 1})
	defer e.Close()
	if err := e.Extend(context.Background(), 57600); err != nil {
		t.Fatal(err)
	}
	if got, want := e.Values(nil, 0, 2000), Plain(r, 2000); !equalValues(got, want) {
		t.Errorf("4.3762: the first 2000 values differ from the plain mex")
	}
}

func equalValues(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
