package heap

import "testing"

// TestHardSplits checks that a remembered split is tried moved along in
// both ways, never as a split into equal heaps when those are not
// allowed, and not for values it did not give.
func TestHardSplits(t *testing.T) {
	s := splitMoves{split2: []int{0}, unequal: true}
	g := make([]uint8, 200)
	g[10], g[90] = 6, 3 // heap 100 = 10 + 90 gives 6^3 = 5
	var h hardSplits
	noteHard(&h, s, g[:100], 5, []int{7, 10, 12})
	if got, want := h.last[5][0], (hardSplit{100, 0, 10}); got != want {
		t.Fatalf("noted %+v, want %+v", got, want)
	}

	// Heap 103: (13, 90) keeps the large part, (10, 93) the small one.
	for _, tc := range []struct {
		set  func()
		want bool
	}{
		{func() {}, false},
		{func() { g[13] = 6 }, true},
		{func() { g[13], g[93] = 0, 3 }, true},
	} {
		tc.set()
		left := tryHard(&h, s, g[:103], []uint32{5, 9})
		if got := len(left) == 1; got != tc.want || left[len(left)-1] != 9 {
			t.Errorf("heap 103: left %v, want 5 found = %v and 9 left", left, tc.want)
		}
	}

	// Heap 180 = 90 + 90 moved from (10, 90) by d = 80: equal heaps.
	clear(g)
	g[10] = 1 // (10, 170) gives 1; (90, 90) would give 0
	h = hardSplits{}
	h.note(0, hardSplit{100, 0, 10})
	if left := tryHard(&h, s, g[:180], []uint32{0}); len(left) != 1 {
		t.Errorf("heap 180: the split into two heaps of 90 was taken")
	}
}
