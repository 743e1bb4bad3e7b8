package render

import (
	"math/big"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

func TestBinaryDigits(t *testing.T) {
	huge := new(big.Int).Lsh(big.NewInt(1), 70) // 2^70
	cases := []struct {
		v    game.Nimber
		want string
	}{
		{game.Star(0), "0"},
		{game.Star(5), "101"},
		{game.BigStar(huge), "1" + strings.Repeat("0", 70)},
	}
	for _, c := range cases {
		if got := binary(c.v); got != c.want {
			t.Errorf("binary(%v) = %s, want %s", c.v, got, c.want)
		}
	}
}

// TestAppendExplanation explains each kind of report: a nim sum won (its
// bits line up, each winning move reaches value 0), one lost, a misère
// value, a quotient class, and a report without values.
func TestAppendExplanation(t *testing.T) {
	cases := []struct {
		name string
		r    *answer.Report
		want string
	}{
		{"nim sum", &answer.Report{Position: []string{"1", "6"}, Grundy: star(7), Values: []game.Nimber{game.Star(1), game.Star(6)},
			WinningMoves: []answer.MoveReport{{Component: 1, From: "6", To: []string{"1"}}}},
			"Why: a sum is worth the XOR of its components' Grundy values (Sprague–Grundy).\n" +
				"  heap 1: 1  001  1\n" +
				"  heap 2: 6  110  6\n" +
				"  XOR        111  7\n" +
				"The XOR is 7, not 0: a winning move takes one component of value v to one of value v XOR 7.\n" +
				"  heap 2: 6 → 1, value 6 → 6 XOR 7 = 1\n"},
		{"P-position", &answer.Report{Position: []string{"1", "2", "3"}, Outcome: game.P, Grundy: star(0),
			Values: []game.Nimber{game.Star(1), game.Star(2), game.Star(3)}},
			"Why: a sum is worth the XOR of its components' Grundy values (Sprague–Grundy).\n" +
				"  heap 1: 1  01  1\n" +
				"  heap 2: 2  10  2\n" +
				"  heap 3: 3  11  3\n" +
				"  XOR        00  0\n" +
				"The XOR is 0: any move changes one value and makes it non-zero, so the player to move loses.\n"},
		{"misère value", &answer.Report{Position: []string{"4", "5"}, Misere: true, Outcome: game.P, MisereValue: star(0), Genus: "0^120"},
			"Why: in misère play values do not add up as XOR; searching every sum of heaps that play reaches gives this sum misère value 0 (genus 0^120), and 0 means the player to move loses.\n"},
		{"quotient", &answer.Report{Position: []string{"1", "2"}, Misere: true, Outcome: game.N, Quotient: &answer.QuotientClass{
			Heaps: 3, Elements: 6, Presentation: "⟨a, b | a² = 1, b³ = b⟩", Class: "ab", PPortion: []string{"a", "b²"},
			Generators: []answer.Generator{{Name: "a", Heap: 1}, {Name: "b", Heap: 2}}, Components: []string{"a", "b"}}},
			"Why: in misère play values do not add up as XOR; the misère quotient of heaps 1 to 3, proved, has 6 elements, Q = ⟨a, b | a² = 1, b³ = b⟩ (a = heap 1, b = heap 2), and P = {a, b²} are the classes of lost sums.\n" +
				"  heap 1: 1 is in class a\n" +
				"  heap 2: 2 is in class b\n" +
				"Their product is ab, not in P, so the player to move wins: each winning move leaves a sum whose class is in P.\n"},
		{"no values", &answer.Report{Position: []string{"1"}, Misere: true},
			"Why: no explanation by values here: misère play, a game whose positions repeat, or a value not known.\n"},
	}
	for _, c := range cases {
		if got := string(AppendExplanation(nil, c.r, "heap")); got != c.want {
			t.Errorf("%s: AppendExplanation =\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}
