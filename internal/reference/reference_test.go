package reference_test

import (
	"strings"
	"testing"

	"github.com/nimber/nimber/internal/reference"
)

func TestReadOEIS(t *testing.T) {
	s := reference.ReadOEIS(t, "A002186")
	if !strings.Contains(s.Title(), "Kayles") {
		t.Errorf("A002186 title = %q, want it to name Kayles", s.Title())
	}
	// Kayles: 0 1 2 3 1 4 3 2 1 4 ...
	for n, want := range []uint64{0, 1, 2, 3, 1, 4, 3, 2, 1, 4} {
		if got := s.Terms[n]; got != want {
			t.Errorf("A002186(%d) = %d, want %d", n, got, want)
		}
	}
	ids := reference.OEISIDs(t)
	if len(ids) < 10 {
		t.Errorf("OEISIDs() = %v, want at least 10 entries", ids)
	}
}
