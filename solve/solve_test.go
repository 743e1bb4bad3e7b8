package solve_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
)

// subtraction returns the moves of the subtraction game with set S.
func subtraction(set ...int) func(int, []int) ([]int, error) {
	return func(n int, dst []int) ([]int, error) {
		for _, s := range set {
			if s <= n {
				dst = append(dst, n-s)
			}
		}
		return dst, nil
	}
}

func TestGrundySubtraction(t *testing.T) {
	// S = {1,3,4}: values 0 1 0 1 2 3 2, period 7.
	want := []uint64{0, 1, 0, 1, 2, 3, 2}
	for _, key := range []func(int) uint64{nil, func(n int) uint64 { return uint64(n) }} {
		s := solve.New(solve.Game[int]{Moves: subtraction(1, 3, 4), Key: key}, solve.Options{})
		for n := 0; n < 100; n++ {
			got, err := s.Grundy(n)
			if err != nil {
				t.Fatal(err)
			}
			if got != want[n%7] {
				t.Errorf("Grundy(%d) = %d, want %d", n, got, want[n%7])
			}
		}
	}
}

func TestLongChain(t *testing.T) {
	const n = 10_000_000
	s := solve.New(solve.Game[int]{Moves: subtraction(1), Key: func(n int) uint64 { return uint64(n) }}, solve.Options{})
	got, err := s.Grundy(n)
	if err != nil {
		t.Fatal(err)
	}
	if got != n%2 {
		t.Errorf("Grundy(%d) on a chain = %d, want %d", n, got, n%2)
	}
}

func TestMisere(t *testing.T) {
	// Misère take-1-or-2: P-positions are n ≡ 1 (mod 3).
	s := solve.New(solve.Game[int]{Moves: subtraction(1, 2)}, solve.Options{Misere: true})
	for n := 0; n < 50; n++ {
		got, err := s.Outcome(n)
		if err != nil {
			t.Fatal(err)
		}
		want := game.N
		if n%3 == 1 {
			want = game.P
		}
		if got != want {
			t.Errorf("misère Outcome(%d) = %v, want %v", n, got, want)
		}
	}
}

func TestSplit(t *testing.T) {
	// Kayles on rows encoded as a pair (a, b) of rows: value = K(a) xor K(b).
	type rows struct{ a, b int }
	moves := func(p rows, dst []rows) ([]rows, error) {
		n := p.a // p is a single row here (b == 0)
		for take := 1; take <= 2 && take <= n; take++ {
			for left := 0; left <= n-take; left++ {
				dst = append(dst, rows{left, n - take - left})
			}
		}
		return dst, nil
	}
	split := func(p rows, dst []rows) ([]rows, error) {
		if p.b == 0 {
			return append(dst, p), nil
		}
		return append(dst, rows{p.a, 0}, rows{p.b, 0}), nil
	}
	s := solve.New(solve.Game[rows]{Moves: moves, Split: split}, solve.Options{})
	kayles := []uint64{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}
	for n, want := range kayles {
		got, err := s.Grundy(rows{n, 0})
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("Kayles(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestCycle(t *testing.T) {
	// 0 → 1 → 2 → 0 is a cycle; 3 → 0.
	moves := func(n int, dst []int) ([]int, error) {
		if n == 3 {
			return append(dst, 0), nil
		}
		return append(dst, (n+1)%3), nil
	}
	s := solve.New(solve.Game[int]{Moves: moves}, solve.Options{})
	_, err := s.Grundy(3)
	if !errs.Is(err, errs.Cycle) {
		t.Fatalf("Grundy on a cycle: err = %v, want a cycle error", err)
	}
	if !strings.Contains(err.Error(), "0 → 1 → 2 → 0") {
		t.Errorf("cycle error = %q, want it to name 0 → 1 → 2 → 0", err)
	}
}

func TestLimit(t *testing.T) {
	s := solve.New(solve.Game[int]{Moves: subtraction(1)}, solve.Options{MaxPositions: 100})
	if _, err := s.Grundy(1000); !errs.Is(err, errs.Limit) {
		t.Fatalf("Grundy(1000) with limit 100: err = %v, want a limit error", err)
	}
	// The solver stays usable after a failed search.
	if got, err := s.Grundy(10); err != nil || got != 0 {
		t.Errorf("Grundy(10) after limit = %d, %v; want 0, nil", got, err)
	}
}

func ExampleSolver_Grundy() {
	moves := func(n int, dst []int) ([]int, error) { // S = {1, 3, 4}
		for _, s := range []int{1, 3, 4} {
			if s <= n {
				dst = append(dst, n-s)
			}
		}
		return dst, nil
	}
	s := solve.New(solve.Game[int]{Moves: moves}, solve.Options{})
	for n := 0; n < 10; n++ {
		g, _ := s.Grundy(n)
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output: 0 1 0 1 2 3 2 0 1 0
}
