package dialogue

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
)

// nim loads nim at position, misère or not, for play.
func nim(t *testing.T, position string, misere bool) *analysis.Game {
	t.Helper()
	r := &analysis.Request{Game: "nim", Position: strings.Fields(position), Misere: misere}
	g, err := analysis.Play(context.Background(), r, 200, 3)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestPlay drives short games of nim 1 2 through each thing a person can
// type, and checks the whole transcript; the end of the input is no
// error.
func TestPlay(t *testing.T) {
	cases := []struct {
		name   string
		misere bool
		in     string
		opt    Options
		want   string
	}{
		{"winning line", false, "2 → 1\n2 0\n", Options{Echo: true}, `Nim 1 2 — you move first. A player who cannot move loses.
Position: 1 2
Your move? 2 → 1
You: heap 2: 2 → 1
Me: heap 1: 1 → 0
Position: 0 1
Your move? 2 0
You: heap 2: 1 → 0
I cannot move: you win.
`},
		{"no echo", false, "2 → 1\n2 0\n", Options{}, `Nim 1 2 — you move first. A player who cannot move loses.
Position: 1 2
Your move? You: heap 2: 2 → 1
Me: heap 1: 1 → 0
Position: 0 1
Your move? You: heap 2: 1 → 0
I cannot move: you win.
`},
		{"take back", false, "2 → 1\nu\nu\n1\n", Options{Echo: true}, `Nim 1 2 — you move first. A player who cannot move loses.
Position: 1 2
Your move? 2 → 1
You: heap 2: 2 → 1
Me: heap 1: 1 → 0
Position: 0 1
Your move? u
Taken back: your move again.
Position: 1 2
Your move? u
Nothing to take back yet.
Your move? 1
You: heap 1: 1 → 0
Me: heap 2: 2 → 0
You cannot move: I win.
`},
		{"invalid moves, list, draw, quit", false, "9\n2 → 5\n?\ndraw\nquit\n", Options{Echo: true}, `Nim 1 2 — you move first. A player who cannot move loses.
Position: 1 2
Your move? 9
No such move: "9": the list has moves 1 to 3. Type ? to list your moves.
Your move? 2 → 5
No such move: "2 → 5": nim: 2 → 5 adds counters: a move takes at least one. Type ? to list your moves.
Your move? ?
  1. heap 1: 1 → 0
  2. heap 2: 2 → 0
  3. heap 2: 2 → 1
Your move? draw
No draw is offered: play on.
Your move? quit
The game is left unfinished.
`},
		{"hints, why", false, "?\nwhy\nq\n", Options{Echo: true, Hints: true}, `Nim 1 2 — you move first. A player who cannot move loses.
Position: 1 2
Hint: You can win in 3 moves: make the XOR of the heaps 0, as heap 2: 2 → 1 does.
Your move? ?
  1. heap 1: 1 → 0
  2. heap 2: 2 → 0
  3. heap 2: 2 → 1  (winning)
Your move? why
In the theory's terms: N-position: the player to move wins.
Why: a sum is worth the XOR of its components' Grundy values (Sprague–Grundy).
  heap 1: 1  01  1
  heap 2: 2  10  2
  XOR        11  3
The XOR is 3, not 0: a winning move takes one component of value v to one of value v XOR 3.
  heap 2: 2 → 1, value 2 → 2 XOR 3 = 1
Your move? q
The game is left unfinished.
`},
		{"second, misère", true, "1\n", Options{Echo: true, Second: true}, `Nim 1 2 — I move first. Misère play: a player who cannot move wins.
Me: heap 2: 2 → 0
Position: 1 0
Your move? 1
You: heap 1: 1 → 0
I cannot move: I win (misère play).
`},
		{"input ends", false, "", Options{}, `Nim 1 2 — you move first. A player who cannot move loses.
Position: 1 2
Your move? 
The game is left unfinished.
`},
	}
	for _, c := range cases {
		var out strings.Builder
		if err := Play(context.Background(), nim(t, "1 2", c.misere), strings.NewReader(c.in), &out, c.opt); err != nil {
			t.Errorf("%s: Play: %v", c.name, err)
		}
		if got := out.String(); got != c.want {
			t.Errorf("%s: transcript\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

// An input that cannot be read stops the game with an I/O error.
func TestPlayReadError(t *testing.T) {
	var out strings.Builder
	err := Play(context.Background(), nim(t, "1 2", false), failingReader{}, &out, Options{})
	if errs.KindOf(err) != errs.IO {
		t.Errorf("Play with an unreadable input = %v, want an I/O error", err)
	}
	if got := out.String(); !strings.HasSuffix(got, "\nThe game is left unfinished.\n") {
		t.Errorf("transcript %q does not say the game is unfinished", got)
	}
}
