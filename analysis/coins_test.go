package analysis

import (
	"context"
	"slices"
	"strings"
	"testing"
)

// TestCoinsListedTwice checks that a coin game's position as typed is
// its set of heads coins, on every front's path: the analysis values
// the row with a coin listed twice as one heads coin, lists its moves in
// the merged position and says in a note what it merged; a sum keeps
// another game's components and each row apart.
func TestCoinsListedTwice(t *testing.T) {
	tests := []struct {
		position string
		want     []string // the position analysed
		grundy   string
		note     bool
		games    []string
	}{
		{"3 3 7", []string{"3", "7"}, "4", true, nil},
		{"3 7", []string{"3", "7"}, "4", false, nil},
		{"5 5", []string{"5"}, "5", true, nil},
		{"3 3 + nim 3 3", []string{"3", "3", "3"}, "3", true, []string{"turning-turtles", "nim", "nim"}},
		{"3 + turning-turtles 3", []string{"3", "3"}, "0", false, []string{"turning-turtles", "turning-turtles"}},
	}
	for _, test := range tests {
		a, err := Analyze(context.Background(), &Request{Game: "turning-turtles", Position: strings.Fields(test.position)})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(a.Position, test.want) || a.Grundy.String() != test.grundy || !slices.Equal(a.Games, test.games) {
			t.Errorf("turning-turtles %s: position %v, games %v, Grundy %s; want %v, %v, %s", test.position, a.Position, a.Games, a.Grundy, test.want, test.games, test.grundy)
		}
		if got := strings.Contains(a.Note, "listed twice"); got != test.note {
			t.Errorf("turning-turtles %s: note %q, want one: %v", test.position, a.Note, test.note)
		}
		c, err := Analyze(context.Background(), &Request{Game: "turning-turtles", Position: strings.Fields(test.position), Compound: "selective"})
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(c.Position, test.want) || c.Note != a.Note {
			t.Errorf("turning-turtles %s as a selective compound: position %v, note %q; want %v, %q", test.position, c.Position, c.Note, test.want, a.Note)
		}
	}
}

// TestCoinsPlaySettles checks that play shows the row a move leaves: a
// heads coin turned over is tails, not listed twice, and the names of
// the components' games stay in step in a sum.
func TestCoinsPlaySettles(t *testing.T) {
	tests := []struct {
		game, position string
		component      int
		to             []string
		want, games    []string
	}{
		{"turning-turtles", "3 7", 1, []string{"3"}, []string{}, nil},
		{"turning-turtles", "3 7", 1, []string{"4"}, []string{"3", "4"}, nil},
		{"ruler", "1..5 9", 1, []string{"3..8"}, []string{"1..2", "6..8"}, nil},
		{"turning-turtles*turning-turtles", "2,3 3,5", 1, []string{"2,3", "2,5", "3,3"}, []string{"2,5", "3,3"}, nil},
		{"nim", "4 + ruler 2 6", 2, []string{"2..5"}, []string{"4", "3..5"}, []string{"nim", "ruler"}},
	}
	for _, test := range tests {
		ctx := context.Background()
		g, err := Play(ctx, &Request{Game: test.game, Position: strings.Fields(test.position)}, 100, 3)
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.Read(context.Background(), test.component, test.to)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Move(context.Background(), m); err != nil {
			t.Fatal(err)
		}
		got := []string{}
		for _, c := range g.Sum {
			got = append(got, c.String())
		}
		if !slices.Equal(got, test.want) || !slices.Equal(g.Games, test.games) {
			t.Errorf("%s %s, %d → %v: position %v, games %v; want %v, %v", test.game, test.position, test.component, test.to, got, g.Games, test.want, test.games)
		}
	}
}
