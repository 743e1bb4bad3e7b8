package cli

import (
	"context"
	"fmt"
	"testing"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/game"
)

// TestPlay runs the golden games of testdata/play, moves on stdin; go test
// -update rewrites them.
func TestPlay(t *testing.T) { runGoldenDir(t, "play", maskExplored) }

func TestFindMove(t *testing.T) {
	p, err := analysis.Load(context.Background(), familyOptions{}.request(nil, "kayles", []string{"3", "+", "nim", "1000000000000"}))
	if err != nil {
		t.Fatal(err)
	}
	f, sum := p.Family, p.Sum
	// Kayles 3 lists 3 → 2, 1 + 1, 1; the Nim heap its first three.
	moves, unlisted, err := game.PlayableMoves(sum, 0, 3)
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
		m, err := findMove(test.line, sum, moves)
		got := ""
		if err == nil {
			got = fmt.Sprintf("%d: %s", m.Component+1, game.PartsText(m.To.Strings()))
		}
		if got != test.want {
			t.Errorf("findMove(%q) = %q (%v), want %q", test.line, got, err, test.want)
		}
	}
}
