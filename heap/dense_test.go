package heap

import (
	"fmt"
	"testing"
)

// withDenseFrom runs f with the seen bytes of dense.go used from heap n.
func withDenseFrom(n int, f func()) {
	old := denseFrom
	denseFrom = n
	defer func() { denseFrom = old }()
	f()
}

// TestDenseAllShortCodes compares every octal code of up to three digits
// (and each with a 4 before it) against Plain, the seen bytes used from
// heap 8 on: every heap the rare-value method does not take.
func TestDenseAllShortCodes(t *testing.T) {
	withDenseFrom(8, func() {
		for code := 1; code < 8*8*8; code++ {
			for _, d0 := range []string{"0", "4"} {
				engineMatchesPlain(t, fmt.Sprintf("%s.%03o", d0, code), 400)
			}
		}
	})
}

func TestDenseMatchesPlain(t *testing.T) {
	tests := []struct {
		spec string
		n    int
	}{
		{"0.76", 6000},   // dense: a third of the heaps rare, two splitting moves
		{"0.06", 6000},   // one splitting move, values past 255
		{"0.004", 4000},  // a split after removing two
		{"4.0", 3000},    // splits without removal
		{"0.7777", 3000}, // four splitting moves
		{"grundy", 3000}, // unequal parts
		{"hex:0.3F", 400},
		{"hex:4.9", 300},
		{"0.1[5]", 400},
		{"0.13[3]", 2000},
	}
	withDenseFrom(8, func() {
		for _, test := range tests {
			engineMatchesPlain(t, test.spec, test.n)
		}
	})
}
