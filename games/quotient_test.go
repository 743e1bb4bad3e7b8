package games_test

import (
	"fmt"
	"maps"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/internal/longtest"
)

// TestMisereQuotient checks misère analyses by quotient against the
// analyses by genus of the same sums, each family fresh: outcome and
// every winning move. The class reported must be in the P-portion
// exactly when the sum is lost.
func TestMisereQuotient(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	// Heaps below 13, or fewer where the quotient grows large soon after
	// (Officers: 48 elements at heap 12; hex:0.3F: 172 at heap 11).
	for _, tc := range []struct {
		spec  string
		heaps int
	}{{"kayles", 13}, {"dawson", 13}, {"grundy", 13}, {"officers", 12}, {"octal:0.137", 13}, {"octal:4.7", 13}, {"hex:0.3F", 10}, {"subtraction:1,3,4", 13}, {"allbut:2,3", 13}} {
		spec := tc.spec
		byQuotient, byGenus := mustLookup(t, spec), mustLookup(t, spec)
		if _, ok := byQuotient.(answer.QuotientFamily); !ok {
			t.Fatalf("%s is not an answer.QuotientFamily", spec)
		}
		for range 30 {
			var sum []game.Component
			for range 1 + rng.IntN(5) {
				sum = append(sum, mustParse(t, byQuotient, fmt.Sprint(rng.IntN(tc.heaps))))
			}
			got, err := sums.Analyze(byQuotient, sum, sums.Options{Misere: true, Quotient: true})
			if err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			want, err := sums.Analyze(byGenus, sum, sums.Options{Misere: true})
			if err != nil {
				t.Fatal(err)
			}
			if got.Outcome != want.Outcome || !slices.Equal(moves(got), moves(want)) {
				t.Errorf("%s %v misère: %v %v by quotient, want %v %v (by genus)", spec, got.Position, got.Outcome, moves(got), want.Outcome, moves(want))
			}
			q := got.Quotient
			if q == nil {
				t.Fatalf("%s %v: no quotient reported", spec, got.Position)
			}
			if lost := slices.Contains(q.PPortion, q.Class); lost != (got.Outcome == game.P) {
				t.Errorf("%s %v: class %s, P-portion %v, outcome %v", spec, got.Position, q.Class, q.PPortion, got.Outcome)
			}
			largest := 0
			for _, p := range got.Position {
				var n int
				fmt.Sscan(p, &n)
				largest = max(largest, n)
			}
			// Heaps 1 to the largest, or every heap size once proved.
			if (q.Heaps != largest && !(q.AllHeaps && q.Heaps < largest)) || len(q.Components) != len(sum) || q.Elements < len(q.PPortion) || !strings.HasPrefix(q.Presentation, "⟨") {
				t.Errorf("%s %v: quotient %+v, want one of heaps 1 to %d (or of all heaps) with a class for each heap", spec, got.Position, q, largest)
			}
			if got.MisereValue != nil || got.Genus != "" {
				t.Errorf("%s %v: misère value %v and genus %q by quotient, want none", spec, got.Position, got.MisereValue, got.Genus)
			}
		}
	}
}

// The quotient puts a sum of many heaps within reach of the default
// bounds, where the search for its genus is not: Kayles heaps 1 to 24.
func TestMisereQuotientManyHeaps(t *testing.T) {
	f := mustLookup(t, "kayles")
	var sum []game.Component
	for n := 1; n <= 24; n++ {
		sum = append(sum, mustParse(t, f, fmt.Sprint(n)))
	}
	r, err := sums.Analyze(f, sum, sums.Options{Misere: true, Quotient: true})
	if err != nil {
		t.Fatal(err)
	}
	// Kayles's quotient of heaps 1 to 24 has 24 elements (Plambeck and
	// Siegel's table of misère Kayles).
	if r.Quotient.Elements != 24 || r.Quotient.Heaps != 24 {
		t.Errorf("kayles 1 … 24: quotient of %d elements, heaps 1 to %d; want 24, 24", r.Quotient.Elements, r.Quotient.Heaps)
	}
	// Every winning move must reach a lost sum (the quotient of the
	// heaps left, or the same one if heap 24 is still there).
	for _, m := range r.WinningMoves[:min(5, len(r.WinningMoves))] {
		var next []game.Component
		for i, c := range sum {
			if i != m.Component {
				next = append(next, c)
			}
		}
		for _, s := range m.To {
			next = append(next, mustParse(t, f, s))
		}
		after, err := sums.Analyze(f, next, sums.Options{Misere: true, Quotient: true})
		if err != nil {
			t.Fatal(err)
		}
		if after.Outcome != game.P {
			t.Errorf("kayles 1 … 24: winning move %v leaves %v", m, after.Outcome)
		}
	}
}

// TestMisereQuotientHugeSum analyses a sum of 20,000 heaps by the
// quotient: linear in the heaps, each winning move checked against the
// product of the sum it leaves.
func TestMisereQuotientHugeSum(t *testing.T) {
	f := mustLookup(t, "kayles")
	var sum []game.Component
	sizes := make([]int, 20_000)
	for i := range sizes {
		sizes[i] = 1 + (i*7919)%30
		sum = append(sum, mustParse(t, f, fmt.Sprint(sizes[i])))
	}
	r, err := sums.Analyze(f, sum, sums.Options{Misere: true, Quotient: true, MaxMoves: 50})
	if err != nil {
		t.Fatal(err)
	}
	if r.Outcome != game.N || r.Count == 0 {
		t.Fatalf("kayles, 20,000 heaps: %v with %d winning moves; want N with some", r.Outcome, r.Count)
	}
	// The sum a move leaves, written anew: one heap of its size fewer,
	// and the parts it leaves.
	count := map[int]int{}
	for _, s := range sizes {
		count[s]++
	}
	for _, m := range r.WinningMoves[:min(5, len(r.WinningMoves))] {
		after := maps.Clone(count)
		after[sizes[m.Component]]--
		var next []game.Component
		for s, k := range after {
			for range k {
				next = append(next, mustParse(t, f, fmt.Sprint(s)))
			}
		}
		for _, p := range m.To {
			next = append(next, mustParse(t, f, p))
		}
		a, err := sums.Analyze(f, next, sums.Options{Misere: true, Quotient: true, MaxMoves: 1})
		if err != nil {
			t.Fatal(err)
		}
		if a.Outcome != game.P {
			t.Errorf("kayles, 20,000 heaps: winning move in heap %d (%s) leaves %v", m.Component+1, m.From, a.Outcome)
		}
	}
}

func TestMisereQuotientErrors(t *testing.T) {
	kayles := mustLookup(t, "kayles")
	small, err := games.Lookup("kayles", games.Config{MaxPositions: 1000})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		f    game.Family
		sum  []string
		opt  sums.Options
		kind errs.Kind
		text string
	}{
		{"normal play", kayles, []string{"5"}, sums.Options{Quotient: true}, errs.Usage, "misère play"},
		{"not a heap game", plainFamily{kayles}, []string{"5"}, sums.Options{Misere: true, Quotient: true}, errs.Usage, "not a heap game"},
		{"heap past 2^64, no theorem", mustLookup(t, "grundy"), []string{"100000000000000000000"}, sums.Options{Misere: true, Quotient: true}, errs.Unknown, "no periodicity theorem"},
		{"heap past 2^64, no period within reach", small, []string{"100000000000000000000"}, sums.Options{Misere: true, Quotient: true}, errs.Limit, "stopped at heap"},
		{"bound reached", small, []string{"20", "7"}, sums.Options{Misere: true, Quotient: true}, errs.Limit, "quotient of heaps 1 to 20: misère quotient: heaps 1 to 17: more than 1000 sums visited"},
		{"huge heap, no theorem", mustLookup(t, "grundy"), []string{"1000000000000"}, sums.Options{Misere: true, Quotient: true}, errs.Unknown, "no periodicity theorem"},
		{"huge heap, no period within reach", small, []string{"1000000000000"}, sums.Options{Misere: true, Quotient: true}, errs.Limit, "quotient of heaps 1 to 4096: misère quotient: heaps 1 to 17: more than 1000 sums visited"},
	} {
		var sum []game.Component
		for _, s := range tc.sum {
			sum = append(sum, mustParse(t, tc.f, s))
		}
		_, err := sums.Analyze(tc.f, sum, tc.opt)
		if !errs.Is(err, tc.kind) || !strings.Contains(fmt.Sprint(err), tc.text) {
			t.Errorf("%s: %v, want a %v error containing %q", tc.name, err, tc.kind, tc.text)
		}
	}
}

// A heap too large for a quotient of heaps 1 to it, 10^12 or past 2^64,
// is valued from the proved period of the pretending function: the
// outcome and class are those of the heap cut to a small one of the same
// class (searched for its genus), and each winning move listed reaches a
// lost sum. 0.75's classes have period 2 from heap 8, 0.53's period 9
// from heap 21, subtraction:1,3,4's period 7 from heap 0. The fast tier
// takes 0.53's two heaps past 2^64 that are cut to heaps 30 and 31 only:
// the search of the others, cut to 37 and 38, takes seconds.
func TestMisereQuotientHugeHeap(t *testing.T) {
	fit := []string{"1000000000000", "1000000000001", "123456789012345", fmt.Sprint(uint64(1) << 40)}
	past := []string{"1000000000000000000000000000000", "1000000000000000000000000000001", "1000000000000000000000000000002", "1000000000000000000000000000003"}
	for _, tc := range []struct {
		spec     string
		n0, p    int64
		unlisted bool // the huge heap's moves are too many to list
		heaps    []string
	}{
		{"octal:0.75", 8, 2, true, slices.Concat(fit, past)},
		{"octal:0.53", 21, 9, true, longtest.Pick(past[2:], past)},
		{"subtraction:1,3,4", 0, 7, false, fit},
	} {
		f := mustLookup(t, tc.spec)
		for _, heap := range tc.heaps {
			huge, _ := new(big.Int).SetString(heap, 10)
			// The same class, past the preperiod.
			cut := tc.n0 + new(big.Int).Mod(new(big.Int).Sub(huge, big.NewInt(tc.n0)), big.NewInt(tc.p)).Int64() + tc.p
			for _, small := range [][]string{{"5", "7"}, {"2"}, {"1"}, {"3", "3", "6"}} {
				position := append([]string{heap}, small...)
				got, err := sums.Analyze(f, parseAll(t, f, position), sums.Options{Misere: true, Quotient: true})
				if err != nil {
					t.Fatalf("%s %v: %v", tc.spec, position, err)
				}
				cutPosition := append([]string{fmt.Sprint(cut)}, small...)
				want, err := sums.Analyze(mustLookup(t, tc.spec), parseAll(t, f, cutPosition), sums.Options{Misere: true})
				if err != nil {
					t.Fatalf("%s %v: %v", tc.spec, cutPosition, err)
				}
				if got.Outcome != want.Outcome || !got.Quotient.AllHeaps || got.Quotient.Components[0] != mustClass(t, f, cut) {
					t.Errorf("%s %v: %v, class %s (quotient of every heap size: %v); want %v and the class of heap %d, as %v", tc.spec, position, got.Outcome, got.Quotient.Components[0], got.Quotient.AllHeaps, want.Outcome, cut, cutPosition)
				}
				if unlisted := len(got.Unlisted) == 1 && got.Unlisted[0].Component == 0; got.Outcome == game.N && unlisted != tc.unlisted {
					t.Errorf("%s %v: unlisted moves %+v, want the huge heap's: %v", tc.spec, position, got.Unlisted, tc.unlisted)
				}
				for _, m := range got.WinningMoves {
					next := slices.Concat(position[:m.Component], m.To, position[m.Component+1:])
					after, err := sums.Analyze(f, parseAll(t, f, next), sums.Options{Misere: true, Quotient: true})
					if err != nil || after.Outcome != game.P {
						t.Errorf("%s %v: winning move %v leaves %v, %v", tc.spec, position, m, after, err)
					}
				}
			}
		}
	}
}

func parseAll(t *testing.T, f game.Family, position []string) []game.Component {
	t.Helper()
	var sum []game.Component
	for _, s := range position {
		sum = append(sum, mustParse(t, f, s))
	}
	return sum
}

// mustClass returns the class of one heap in the quotient of every heap
// size.
func mustClass(t *testing.T, f game.Family, n int64) string {
	t.Helper()
	r, err := sums.Analyze(f, parseAll(t, f, []string{fmt.Sprint(n), "100"}), sums.Options{Misere: true, Quotient: true})
	if err != nil {
		t.Fatal(err)
	}
	return r.Quotient.Components[0]
}
