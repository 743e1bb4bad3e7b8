package misere

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimber/nimber/heap"
)

// The closure that proves the N-side of a tame candidate agrees with the
// general check's search on every code 0.d₁d₂ and 0.d₁d₂d₃ with d₃ ≤ 3,
// heaps 1 to 9 and 1 to 14.
func TestTameMatchesVerify(t *testing.T) {
	var codes []string
	for d1 := range 8 {
		for d2 := range 8 {
			codes = append(codes, fmt.Sprintf("0.%d%d", d1, d2))
			for d3 := 1; d3 <= 3; d3++ {
				codes = append(codes, fmt.Sprintf("0.%d%d%d", d1, d2, d3))
			}
		}
	}
	tame, compared := 0, 0
	for _, code := range codes {
		r, err := heap.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range []int{9, 14} {
			values := heap.Plain(r, n+1)
			fast, err := NewHeaps(r, 0).tame(context.Background(), n, values, false)
			if err != nil {
				t.Fatalf("%s to %d: %v", code, n, err)
			}
			slow, err := NewHeaps(r, 0).tame(context.Background(), n, values, true)
			if err != nil {
				continue // past the search's bound: nothing to compare
			}
			compared++
			if fast != slow {
				t.Errorf("%s, heaps 1 to %d: tame %v by the closure, %v by the search", code, n, fast, slow)
			}
			if fast && n == 14 {
				tame++
			}
		}
	}
	if compared < len(codes) {
		t.Errorf("only %d comparisons with the search: want most codes at both sizes", compared)
	}
	if tame == 0 || tame == len(codes) {
		t.Errorf("%d of %d codes tame to heap 14: want some of each", tame, len(codes))
	}
}

// Published classifications: Winning Ways and Plambeck–Siegel's tables.
func TestTame(t *testing.T) {
	for _, c := range []struct {
		code string
		n    int
		want bool
	}{
		{"0.[3]", 60, true},  // Nim
		{"0.[7]", 100, true}, // take a run of apples from a row, splitting it or not
		{"0.22", 40, true},   // tame by its quotient (docs/misere.md)
		{"0.33", 40, true},   // the same
		{"0.77", 10, false},  // Kayles is wild from heap 5
		{"0.75", 10, false},  // R8
		{"0.15", 20, false},  // 42 elements
		{"0.07", 10, false},  // Dawson's Kayles
		{"4.[3]", 40, true},  // Lasker's Nim: its quotient to heap 11 is misère Nim's (18 elements)
		{"0.333", 40, true},  // Bash, take 1 to 3
	} {
		r, err := heap.Parse(c.code)
		if err != nil {
			t.Fatal(err)
		}
		got, err := TameRules(context.Background(), r, c.n, 0)
		if err != nil || got != c.want {
			t.Errorf("Tame(%s, heaps 1 to %d) = %v, %v; want %v", c.code, c.n, got, err, c.want)
		}
	}
}

// Heaps of a wild game before the first that breaks the rule are tame:
// Kayles to heap 4 (its quotient to heap 4 is misère Nim's).
func TestTameUpTo(t *testing.T) {
	r, _ := heap.Parse("kayles")
	for n, want := range []bool{true, true, true, true, true, false} {
		got, err := TameRules(context.Background(), r, n, 0)
		if err != nil || got != want {
			t.Errorf("Kayles heaps 1 to %d: tame %v, %v; want %v", n, got, err, want)
		}
	}
}
