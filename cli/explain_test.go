package cli

import (
	"math/big"
	"strings"
	"testing"

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

// The explanation's bits line up, and a report without values says why
// there is nothing to explain.
func TestAppendExplanation(t *testing.T) {
	r := &game.Report{Position: []string{"1", "6"}, Grundy: star(7), Values: []game.Nimber{game.Star(1), game.Star(6)},
		WinningMoves: []game.MoveReport{{Component: 1, From: "6", To: []string{"1"}}}}
	got := string(appendExplanation(nil, r, "heap"))
	for _, want := range []string{"  heap 1: 1  001  1\n", "  heap 2: 6  110  6\n", "  XOR        111  7\n", "heap 2: 6 → 1, value 6 → 6 XOR 7 = 1\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("explanation\n%s\nlacks %q", got, want)
		}
	}
	if got := string(appendExplanation(nil, &game.Report{Position: []string{"1"}, Misere: true}, "heap")); !strings.HasPrefix(got, "Why: no explanation") {
		t.Errorf("explanation without values = %q, want one saying there is none", got)
	}
}

func star(v uint64) *game.Nimber {
	n := game.Star(v)
	return &n
}
