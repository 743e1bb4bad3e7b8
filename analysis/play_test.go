package analysis

import (
	"context"
	"testing"
)

// TestGameDraw plays round a ring of four vertices, which no one can
// leave: drawn from the start, offered once each player has moved, and
// declared when a position comes back with the same player to move; a
// move taken back forgets the positions it reached.
func TestGameDraw(t *testing.T) {
	ctx := context.Background()
	g, err := Play(ctx, &Request{Graph: []byte("a b\nb c\nc d\nd a\nstart: a\n")}, 10, 3)
	if err != nil {
		t.Fatal(err)
	}
	var turns []Position // the position before each move
	draws := []Draw{}
	for range 6 {
		a, err := g.Analyze(ctx)
		if err != nil {
			t.Fatal(err)
		}
		draws = append(draws, g.Draw(a))
		turns = append(turns, *g.Position)
		if _, err := g.Move(context.Background(), g.Moves[0]); err != nil {
			t.Fatal(err)
		}
	}
	// a b c d a b: a comes back with the first player to move after 4
	// moves, b with the second.
	want := []Draw{NoDraw, NoDraw, Offered, Offered, Repetition, Repetition}
	for i := range want {
		if draws[i] != want[i] {
			t.Errorf("after %d moves: Draw = %v, want %v (all: %v)", i, draws[i], want[i], draws)
			break
		}
	}
	// Back three moves, from a b c d a b c to a b c d: no repetition there.
	if err := g.Back(context.Background(), turns[4], 2); err != nil {
		t.Fatal(err)
	}
	if err := g.Back(context.Background(), turns[3], 1); err != nil {
		t.Fatal(err)
	}
	a, err := g.Analyze(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if d := g.Draw(a); d != Offered {
		t.Errorf("taken back to d: Draw = %v, want Offered", d)
	}
	if a.Hint() != "Neither of you can force a win: keep the draw." {
		t.Errorf("Hint = %q, want the draw kept", a.Hint())
	}
}
