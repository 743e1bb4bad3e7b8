package solve_test

import (
	"context"
	"errors"
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
	for _, k := range keys {
		s := solve.New(solve.Game[int]{Moves: subtraction(1, 3, 4), Key: k.key}, solve.Options{})
		for _, n := range []int{99, 0, 50, 98, 20000} {
			got, err := s.Grundy(context.Background(), n)
			if err != nil {
				t.Fatal(err)
			}
			if got != want[n%7] {
				t.Errorf("%s: Grundy(%d) = %d, want %d", k.name, n, got, want[n%7])
			}
		}
	}
}

// identity is the Key of games on small integers.
func identity(n int) uint64 { return uint64(n) }

// keys are the Key functions every test runs with: none (a map), dense
// keys, and keys too sparse for a dense array (a hash table).
var keys = []struct {
	name string
	key  func(int) uint64
}{
	{"no key", nil},
	{"dense key", identity},
	{"sparse key", func(n int) uint64 { return uint64(n) << 32 }},
}

func TestLongChain(t *testing.T) {
	const n = 10_000_000
	s := solve.New(solve.Game[int]{Moves: subtraction(1), Key: identity}, solve.Options{})
	got, err := s.Grundy(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	if got != n%2 {
		t.Errorf("Grundy(%d) on a chain = %d, want %d", n, got, n%2)
	}
}

func TestMisere(t *testing.T) {
	// Misère take-1-or-2: P-positions are n ≡ 1 (mod 3).
	for _, k := range keys {
		s := solve.New(solve.Game[int]{Moves: subtraction(1, 2), Key: k.key}, solve.Options{Misere: true})
		for n := 0; n < 50; n++ {
			got, err := s.Outcome(context.Background(), n)
			if err != nil {
				t.Fatal(err)
			}
			want := game.N
			if n%3 == 1 {
				want = game.P
			}
			if got != want {
				t.Errorf("%s: misère Outcome(%d) = %v, want %v", k.name, n, got, want)
			}
		}
	}
}

func TestLargeValues(t *testing.T) {
	// In Nim a heap of n has value n: values past 64 take the slow mex.
	nim := func(n int, dst []int) ([]int, error) {
		for m := range n {
			dst = append(dst, m)
		}
		return dst, nil
	}
	for _, k := range keys {
		s := solve.New(solve.Game[int]{Moves: nim, Key: k.key}, solve.Options{})
		for _, n := range []int{300, 63, 64, 65, 130, 0} {
			if got, err := s.Grundy(context.Background(), n); err != nil || got != uint64(n) {
				t.Errorf("%s: Nim Grundy(%d) = %d, %v; want %d", k.name, n, got, err, n)
			}
		}
	}
}

func TestMovesTo(t *testing.T) {
	// S = {1,3,4} from 10 (value 1): to 9 (*0), 7 (*0) or 6 (*2).
	tests := []struct {
		target uint64
		want   []int
	}{{0, []int{9, 7}}, {2, []int{6}}, {1, nil}}
	for _, k := range keys {
		s := solve.New(solve.Game[int]{Moves: subtraction(1, 3, 4), Key: k.key}, solve.Options{})
		for _, test := range tests {
			got, err := s.MovesTo(context.Background(), 10, test.target)
			if err != nil || fmt.Sprint(got) != fmt.Sprint(test.want) {
				t.Errorf("%s: MovesTo(10, %d) = %v, %v; want %v", k.name, test.target, got, err, test.want)
			}
		}
		if got, _ := s.WinningMoves(context.Background(), 10); fmt.Sprint(got) != "[9 7]" {
			t.Errorf("%s: WinningMoves(10) = %v, want [9 7]", k.name, got)
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
	key := func(p rows) uint64 { return uint64(p.a)<<32 | uint64(p.b) }
	kayles := []uint64{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1}
	for _, key := range []func(rows) uint64{nil, key} {
		s := solve.New(solve.Game[rows]{Moves: moves, Split: split, Key: key}, solve.Options{})
		for n, want := range kayles {
			got, err := s.Grundy(context.Background(), rows{n, 0})
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Errorf("Kayles(%d) (key %v) = %d, want %d", n, key != nil, got, want)
			}
		}
		for _, p := range []rows{{3, 4}, {7, 5}} {
			got, err := s.Grundy(context.Background(), p)
			if want := kayles[p.a] ^ kayles[p.b]; err != nil || got != want {
				t.Errorf("Kayles(%d+%d) (key %v) = %d, %v; want %d", p.a, p.b, key != nil, got, err, want)
			}
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
	for _, k := range keys {
		s := solve.New(solve.Game[int]{Moves: moves, Key: k.key}, solve.Options{})
		for range 2 { // the failed search leaves nothing in progress behind
			_, err := s.Grundy(context.Background(), 3)
			if !errs.Is(err, errs.Cycle) {
				t.Fatalf("%s: Grundy on a cycle: err = %v, want a cycle error", k.name, err)
			}
			if !strings.Contains(err.Error(), "0 → 1 → 2 → 0") {
				t.Errorf("%s: cycle error = %q, want it to name 0 → 1 → 2 → 0", k.name, err)
			}
			var ce *solve.CycleError[int]
			if !errors.As(err, &ce) || fmt.Sprint(ce.Cycle) != "[0 1 2 0]" {
				t.Errorf("%s: cycle error %v holds cycle %v, want [0 1 2 0]", k.name, err, ce)
			}
		}
		if n := s.Explored(); n != 0 {
			t.Errorf("%s: Explored() after a cycle = %d, want 0", k.name, n)
		}
	}
}

func TestLimit(t *testing.T) {
	for _, k := range keys {
		s := solve.New(solve.Game[int]{Moves: subtraction(1), Key: k.key}, solve.Options{MaxPositions: 100})
		if _, err := s.Grundy(context.Background(), 1000); !errs.Is(err, errs.Limit) {
			t.Fatalf("%s: Grundy(1000) with limit 100: err = %v, want a limit error", k.name, err)
		}
		// The solver stays usable after a failed search.
		if got, err := s.Grundy(context.Background(), 10); err != nil || got != 0 {
			t.Errorf("%s: Grundy(10) after limit = %d, %v; want 0, nil", k.name, got, err)
		}
		if n := s.Explored(); n != 11 {
			t.Errorf("%s: Explored() = %d, want 11", k.name, n)
		}
	}
}

func TestMovesError(t *testing.T) {
	bad := errs.Errorf("moves", errs.Usage, "bad position")
	moves := func(n int, dst []int) ([]int, error) {
		if n == 5 {
			return dst, bad
		}
		return subtraction(1)(n, dst)
	}
	s := solve.New(solve.Game[int]{Moves: moves, Key: identity}, solve.Options{})
	if _, err := s.Grundy(context.Background(), 8); err != bad {
		t.Errorf("Grundy(8) through a failing position = %v, want %v", err, bad)
	}
	if got, err := s.Grundy(context.Background(), 4); err != nil || got != 0 {
		t.Errorf("Grundy(4) after an error = %d, %v; want 0, nil", got, err)
	}
}

func TestProgress(t *testing.T) {
	var calls []int64
	opt := solve.Options{Progress: func(n int64) { calls = append(calls, n) }}
	s := solve.New(solve.Game[int]{Moves: subtraction(1), Key: identity}, opt)
	if _, err := s.Grundy(context.Background(), 3<<20); err != nil {
		t.Fatal(err)
	}
	if want := []int64{1 << 20, 2 << 20, 3 << 20}; fmt.Sprint(calls) != fmt.Sprint(want) {
		t.Errorf("Progress calls = %v, want %v", calls, want)
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
		g, _ := s.Grundy(context.Background(), n)
		fmt.Print(g, " ")
	}
	fmt.Println()
	// Output: 0 1 0 1 2 3 2 0 1 0
}

// TestDeepAbort fails searches deeper than one block of the frame stack
// and checks that they leave nothing behind.
func TestDeepAbort(t *testing.T) {
	const depth = 100_000
	for _, k := range keys {
		s := solve.New(solve.Game[int]{Moves: subtraction(1), Key: k.key}, solve.Options{MaxPositions: depth / 2})
		if _, err := s.Grundy(context.Background(), depth); !errs.Is(err, errs.Limit) {
			t.Fatalf("%s: Grundy(%d) with limit %d: err = %v, want a limit error", k.name, depth, depth/2, err)
		}
		if n := s.Explored(); n != 0 {
			t.Errorf("%s: Explored() after the limit = %d, want 0", k.name, n)
		}
		// 0 → depth closes a cycle through every position.
		loop := func(n int, dst []int) ([]int, error) {
			if n == 0 {
				return append(dst, depth), nil
			}
			return append(dst, n-1), nil
		}
		s = solve.New(solve.Game[int]{Moves: loop, Key: k.key}, solve.Options{})
		_, err := s.Grundy(context.Background(), depth)
		var ce *solve.CycleError[int]
		if !errors.As(err, &ce) || len(ce.Cycle) != depth+2 || ce.Cycle[0] != depth || ce.Cycle[depth+1] != depth {
			t.Fatalf("%s: Grundy(%d) around a loop: err %.60v, want a cycle of %d positions from %d", k.name, depth, err, depth+1, depth)
		}
		if n := s.Explored(); n != 0 {
			t.Errorf("%s: Explored() after a cycle = %d, want 0", k.name, n)
		}
	}
}

// A search stops within 4096 positions of its context being done.
func TestSolveContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	calls := 0
	moves := func(n int, dst []int) ([]int, error) {
		if calls++; calls == 10_000 {
			cancel()
		}
		for _, k := range []int{1, 3, 4} {
			if k <= n {
				dst = append(dst, n-k)
			}
		}
		return dst, nil
	}
	s := solve.New(solve.Game[int]{Moves: moves}, solve.Options{MaxPositions: 1 << 22})
	_, err := s.Grundy(ctx, 1<<20)
	if !errors.Is(err, context.Canceled) || !errs.Is(err, errs.Limit) {
		t.Fatalf("Grundy after cancel: %v, want a limit error wrapping context.Canceled", err)
	}
	if calls > 10_000+4096 {
		t.Errorf("the search went on for %d positions after its context was cancelled", calls-10_000)
	}
}

// A search asked with a context already done does no work.
func TestSolveContextDone(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	calls := 0
	moves := func(n int, dst []int) ([]int, error) {
		calls++
		if n > 0 {
			dst = append(dst, n-1)
		}
		return dst, nil
	}
	s := solve.New(solve.Game[int]{Moves: moves}, solve.Options{})
	if _, err := s.Grundy(context.Background(), 5000); err != nil {
		t.Fatal(err)
	}
	calls = 0
	_, err := s.Grundy(ctx, 10_000)
	if !errors.Is(err, context.Canceled) || !errs.Is(err, errs.Limit) {
		t.Fatalf("Grundy with a done context: %v, want a limit error wrapping context.Canceled", err)
	}
	if calls > 0 {
		t.Errorf("the search listed the moves of %d positions with its context done", calls)
	}
}
