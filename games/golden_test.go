package games_test

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/internal/reference"
)

// oeis reads an OEIS extract from the shared reference data.
func oeis(t *testing.T, id string) map[int]uint64 { return reference.ReadOEIS(t, id).Terms }

func value(t *testing.T, f game.Family, pos string) game.Nimber {
	t.Helper()
	v, err := mustParse(t, f, pos).Value(context.Background())
	if err != nil {
		t.Fatalf("Value(%s %s): %v", f.Name(), pos, err)
	}
	return v
}

// TestWythoffPairsOEIS checks every position whose smaller heap is at
// most a_N, N the number of listed pairs (A000201(n), A001950(n)): all its
// P-positions are listed, and every number up to a_N is in one of them.
func TestWythoffPairsOEIS(t *testing.T) {
	lower, upper := oeis(t, "A000201"), oeis(t, "A001950")
	partner := map[uint64]uint64{0: 0}
	for n, b := range upper {
		a, ok := lower[n]
		if !ok {
			t.Fatalf("A000201(%d) missing", n)
		}
		partner[a], partner[b] = b, a
	}
	most := lower[len(upper)]
	f := mustLookup(t, "wythoff")
	for a := uint64(0); a <= most; a++ {
		for b := uint64(0); b <= 2*most; b++ {
			want := game.N
			if p, ok := partner[a]; !ok {
				t.Fatalf("%d is in no listed pair", a)
			} else if p == b {
				want = game.P
			}
			for _, pos := range []string{fmt.Sprintf("%d,%d", a, b), fmt.Sprintf("%d,%d", b, a)} {
				got, err := mustParse(t, f, pos).(game.Outcomer).Outcome(context.Background())
				if err != nil || got != want {
					t.Errorf("Outcome(wythoff %s) = %v, %v; want %v", pos, got, err, want)
				}
			}
		}
	}
}

// TestWythoffGrundyOEIS checks the table against A004481 (by antidiagonals)
// and its diagonal A047708.
func TestWythoffGrundyOEIS(t *testing.T) {
	f := mustLookup(t, "wythoff")
	table := oeis(t, "A004481")
	i := 0
	for k := 0; i < len(table); k++ {
		for a := k; a >= 0 && i < len(table); a, i = a-1, i+1 {
			if got, want := value(t, f, fmt.Sprintf("%d,%d", a, k-a)), game.Star(table[i]); got != want {
				t.Errorf("Value(wythoff %d,%d) = %v, want %v (A004481(%d))", a, k-a, got, want, i)
			}
		}
	}
	for n, want := range oeis(t, "A047708") {
		if got := value(t, f, fmt.Sprintf("%d,%d", n, n)); got != game.Star(want) {
			t.Errorf("Value(wythoff %d,%d) = %v, want %d (A047708)", n, n, got, want)
		}
	}
}

func numbers(t *testing.T, s string) []uint64 {
	var out []uint64
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.ParseUint(f, 10, 64)
		if err != nil {
			t.Fatalf("bad number %q in %q", f, s)
		}
		out = append(out, n)
	}
	return out
}

// TestHeapGamesCGSuite checks Grundy values of heaps 1..20, misère
// outcomes of heaps 0..20 (lost iff the misère value is 0) and the number
// of options of heap 20.
func TestHeapGamesCGSuite(t *testing.T) {
	for _, test := range []struct{ row, spec string }{
		{"Nim", "nim"},
		{"Subtraction {2,3,7}", "subtraction:2,3,7"},
		{"Subtraction all-but {2,3,7}", "allbut:2,3,7"},
	} {
		f := mustLookup(t, test.spec)
		row := reference.CGSuiteRow(t, test.row) // name, code, options at 20, values 1..20, misère values 0..20, period
		opts, err := mustParse(t, f, "20").(game.Mover).Options(context.Background())
		if want := numbers(t, row[2])[0]; err != nil || uint64(len(opts)) != want {
			t.Errorf("%s heap 20: %d options (%v), want %d", test.spec, len(opts), err, want)
		}
		for i, want := range numbers(t, row[3]) {
			if got := value(t, f, strconv.Itoa(i+1)); got != game.Star(want) {
				t.Errorf("Value(%s %d) = %v, want %d", test.spec, i+1, got, want)
			}
		}
		for n, misereValue := range numbers(t, row[4]) {
			r, err := sums.Analyze(f, []game.Component{mustParse(t, f, strconv.Itoa(n))}, sums.Options{Misere: true})
			if want := outcomeOf(game.Star(misereValue)); err != nil || r.Outcome != want {
				t.Errorf("misère outcome of %s %d = %v (%v), want %v", test.spec, n, r.Outcome, err, want)
			}
		}
	}
}

// TestTwoHeapGamesCGSuite checks row 10, G(10, n) for n = 0..20, of
// Wythoff and of Fibonacci Nim, and the number of options at (10, 10).
// CGSuite's Fibonacci Nim coordinates are (heap, previous take), so the
// state is (10, 2n) in ours.
func TestTwoHeapGamesCGSuite(t *testing.T) {
	for _, test := range []struct {
		row, spec string
		state     func(n int) string
	}{
		{"Wythoff", "wythoff", func(n int) string { return fmt.Sprintf("10,%d", n) }},
		{"FibonacciNim (CGSuite coordinate form)", "fibonacci", func(n int) string { return fmt.Sprintf("10,%d", 2*n) }},
	} {
		f := mustLookup(t, test.spec)
		row := reference.CGSuiteRow(t, test.row) // name, options at (10,10), G(10,n)
		for n, want := range numbers(t, row[2]) {
			if got := value(t, f, test.state(n)); got != game.Star(want) {
				t.Errorf("Value(%s %s) = %v, want %d", test.spec, test.state(n), got, want)
			}
		}
		opts, err := mustParse(t, f, test.state(10)).(game.Mover).Options(context.Background())
		if want := numbers(t, row[1])[0]; err != nil || uint64(len(opts)) != want {
			t.Errorf("%s %s: %d options (%v), want %d", test.spec, test.state(10), len(opts), err, want)
		}
	}
}
