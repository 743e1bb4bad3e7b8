package analysis

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
)

func TestReadTypedMove(t *testing.T) {
	p, err := Load(context.Background(), &Request{Game: "kayles", Position: []string{"3", "+", "nim", "1000000000000"}})
	if err != nil {
		t.Fatal(err)
	}
	f, sum := p.Family, p.Sum
	// Kayles 3 lists 3 → 2, 1 + 1, 1; the Nim heap its first three.
	moves, unlisted, err := sums.PlayableMoves(context.Background(), sum, 0, 3)
	if err != nil || len(moves) != 6 || len(unlisted) != 1 {
		t.Fatalf("PlayableMoves(%s) = %d moves, %d unlisted, %v; want 6, 1, nil", f.Name(), len(moves), len(unlisted), err)
	}
	tests := []struct {
		line string
		want string // the move, as component: parts, or "" for none
	}{
		{"1", "1: 2"},
		{"2", "1: 1 + 1"},
		{"6", "2: 999999999997"},
		{"7", ""},
		{"0", ""},
		{"1 → 2", "1: 2"},
		{"1 -> 2", "1: 2"},
		{"1:2", "1: 2"},
		{"1 2", "1: 2"},
		{"1 → 1 + 1", "1: 1 + 1"},
		{"1->1+1", "1: 1 + 1"},
		{"1   1  +  1", "1: 1 + 1"},
		{"2 → 5", "2: 5"}, // not listed, read by Nim
		{"2 → 1000000000000", ""},
		{"2 → 1 + 2", ""},
		{"1 → 1 + 2", ""}, // Kayles takes one or two
		{"1 → 0", ""},
		{"1 nothing", ""},
		{"3 → 1", ""},
		{"x → 1", ""},
		{"→", ""},
	}
	for _, test := range tests {
		m, err := ReadTypedMove(context.Background(), test.line, sum, moves)
		got := ""
		if err == nil {
			got = fmt.Sprintf("%d: %s", m.Component+1, game.PartsText(m.To.Strings()))
		}
		if got != test.want {
			t.Errorf("ReadTypedMove(%q) = %q (%v), want %q", test.line, got, err, test.want)
		}
	}
}
