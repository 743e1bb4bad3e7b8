package main

import (
	"fmt"
	"testing"

	"github.com/nimber/nimber/game"
)

// TestPlay runs the golden games of testdata/play, moves on stdin; go test
// -update rewrites them.
func TestPlay(t *testing.T) { runGoldenDir(t, "play", maskExplored) }

func TestFindMove(t *testing.T) {
	moves := []game.Move{
		{Component: 0, To: game.Option{named("1")}},
		{Component: 1, To: game.Option{named("1"), named("3")}},
		{Component: 1, To: game.Option{}},
	}
	tests := []struct {
		line string
		want int // index in moves, -1 for none
	}{
		{"1", 0},
		{"3", 2},
		{"4", -1},
		{"0", -1},
		{"1 → 1", 0},
		{"1 -> 1", 0},
		{"1:1", 0},
		{"1 1", 0},
		{"2 → 1 + 3", 1},
		{"2->1+3", 1},
		{"2   1  +  3", 1},
		{"2 nothing", 2},
		{"2 → 1", -1},
		{"1 → 1 + 3", -1},
		{"x → 1", -1},
		{"→", -1},
	}
	for _, test := range tests {
		m, ok := findMove(test.line, moves)
		got := -1
		if ok {
			for i := range moves {
				if moves[i].Component == m.Component && fmt.Sprint(moves[i].To) == fmt.Sprint(m.To) {
					got = i
				}
			}
		}
		if got != test.want {
			t.Errorf("findMove(%q) = move %d, want %d", test.line, got, test.want)
		}
	}
}

// named is a component that is only its name, for move reading.
type named string

func (n named) String() string              { return string(n) }
func (n named) Value() (game.Nimber, error) { return game.Nimber{}, nil }
