package server

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/nimber/nimber/analysis"
)

// playTo posts a play request and returns the answer.
func playTo(t *testing.T, h http.Handler, body map[string]any) analysis.TurnAnswer {
	t.Helper()
	b, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	var a analysis.TurnAnswer
	post(t, h, "/api/play", string(b), &a)
	return a
}

// From a P-position, nimber wins against any play: after each reply the
// human faces a P-position again, until the human has no move.
func TestPlayWinsFromPPosition(t *testing.T) {
	h := New(Options{})
	dot, err := os.ReadFile("../examples/dot.star")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		game, position string
		misere         bool
		rules          string // with nimber first: the start is an N-position
		quotient       bool
	}{
		{"kayles", "4 4", false, "", false},
		{"nim", "1 2 3", false, "", false},
		{"nim", "1 1 1", true, "", false}, // misère: an odd number of 1s loses
		{"octal:0.07", "7 7 4 4", false, "", false},
		{"wythoff", "3,5", false, "", false},
		{"nim", "2 5 + kayles 3 5", false, "", false}, // a sum of two games: 2 ^ 5 = 7 = 3 ^ 4
		{"kayles", "8 10 3", true, "", true},          // misère, by the quotient

		// Positions such as "(0, 0) r10" that the script cannot parse back:
		// play replays moves from the start.
		{"dot.star", "", false, string(dot), false},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, c := range cases {
		for round := range 5 {
			name := fmt.Sprintf("%s %s misère=%v round %d", c.game, c.position, c.misere, round)
			req := map[string]any{"game": c.game, "position": c.position, "misere": c.misere, "quotient": c.quotient}
			if c.rules != "" {
				req["rules"], req["nimber_first"] = c.rules, true
			}
			a := playTo(t, h, req)
			for turns := 0; !a.Over; turns++ {
				if len(a.Games) != 0 && len(a.Games) != len(a.Position) {
					t.Fatalf("%s: games %v for position %v; want one a component", name, a.Games, a.Position)
				}
				if a.Report == nil || a.Report.Outcome.String() != "P" {
					t.Fatalf("%s: the human faces %v, report %+v; want a P-position", name, a.Position, a.Report)
				}
				if turns > 100 {
					t.Fatalf("%s: no end after 100 turns", name)
				}
				req["history"] = a.History
				req["move"] = rng.IntN(len(a.Moves))
				a = playTo(t, h, req)
				if a.Human == nil || (!a.Over && a.Reply == nil) {
					t.Fatalf("%s: answer %+v lacks the human's move or nimber's reply", name, a)
				}
			}
			if a.Winner != "nimber" || len(a.Moves) != 0 {
				t.Errorf("%s: over with winner %q and moves %v; want nimber and none", name, a.Winner, a.Moves)
			}
		}
	}
}

// Who wins when the game ends, in normal and misère play, on either
// player's move.
func TestPlayWinner(t *testing.T) {
	h := New(Options{})
	cases := []struct {
		body        map[string]any
		human, over bool // whether a human move and a reply are in the answer
		reply       bool
		winner      string
		position    string
	}{
		// The human takes the last heap.
		{map[string]any{"game": "nim", "position": "1", "move": 0}, true, true, false, "you", "0"},
		{map[string]any{"game": "nim", "position": "1", "move": 0, "misere": true}, true, true, false, "nimber", "0"},
		// nimber takes it.
		{map[string]any{"game": "nim", "position": "1", "nimber_first": true}, false, true, true, "nimber", "0"},
		{map[string]any{"game": "nim", "position": "1 0", "nimber_first": true, "misere": true}, false, true, true, "you", "0 0"},
		// No one can move: the human, to move, has lost.
		{map[string]any{"game": "nim", "position": "0"}, false, true, false, "nimber", "0"},
		// The game goes on.
		{map[string]any{"game": "nim", "position": "2 2", "move": 1}, true, false, true, "", "1 1"},
		// A history is replayed first: 2 2 → 1 2 → 1 1, then the human
		// takes a heap, and nimber the other.
		{map[string]any{"game": "nim", "position": "2 2", "history": []int{1, 2}, "move": 0}, true, true, true, "nimber", "0 0"},
		// nimber's 2 2 → 1 2, the human's 1 2 → 0 2, nimber's 0 0.
		{map[string]any{"game": "nim", "position": "2 2", "history": []int{1}, "nimber_first": true, "move": 0}, true, true, true, "nimber", "0 0"},
	}
	for _, c := range cases {
		a := playTo(t, h, c.body)
		if (a.Human != nil) != c.human || (a.Reply != nil) != c.reply || a.Over != c.over || a.Winner != c.winner || strings.Join(a.Position, " ") != c.position {
			t.Errorf("%v: human %v, reply %v, over %v, winner %q, position %q; want %v, %v, %v, %q, %q",
				c.body, a.Human, a.Reply, a.Over, a.Winner, strings.Join(a.Position, " "), c.human, c.reply, c.over, c.winner, c.position)
		}
	}
}

// TestPlayUnlisted plays heaps too large to list: the answer lists a few
// of their moves and names them, a typed move is played, nimber's reply
// outside the list is typed in the history, and the history replays.
func TestPlayUnlisted(t *testing.T) {
	h := New(Options{MaxMoves: 100})
	req := map[string]any{"game": "nim", "position": "1000000000000 7"}
	a := playTo(t, h, req)
	if len(a.Unlisted) != 1 || a.Unlisted[0].Component != 0 || len(a.Moves) != 3+7 {
		t.Fatalf("nim 10^12 7: unlisted %+v, %d moves; want component 0, and 3 + 7 moves", a.Unlisted, len(a.Moves))
	}
	// A heap with more moves than the server lists plays the same way.
	if b := playTo(t, h, map[string]any{"game": "nim", "position": "3 500"}); len(b.Unlisted) != 1 || b.Unlisted[0].Component != 1 || len(b.Moves) != 3+3 {
		t.Errorf("nim 3 500, 100 moves listed at most: unlisted %+v, %d moves; want component 1, and 3 + 3 moves", b.Unlisted, len(b.Moves))
	}
	// 10^12 → 5, not listed; nimber answers 7 → 5, listed.
	req["move"] = map[string]any{"component": 0, "to": []string{"5"}}
	a = playTo(t, h, req)
	if got := strings.Join(a.Position, " "); got != "5 5" || a.Unlisted != nil {
		t.Errorf("after 10^12 → 5: position %q, unlisted %+v; want 5 5 and none", got, a.Unlisted)
	}
	hist, _ := json.Marshal(a.History)
	if string(hist) != `[{"component":0,"to":["5"]},10]` {
		t.Errorf("history %s, want the typed move, then the reply's index 10 (5 7: 7 → 5)", hist)
	}
	// 7 → 0: nimber's winning reply, 10^12 → 0, is not listed.
	req = map[string]any{"game": "nim", "position": "1000000000000 7", "move": 3}
	a = playTo(t, h, req)
	hist, _ = json.Marshal(a.History)
	if got := strings.Join(a.Position, " "); got != "0 0" || !a.Over || a.Winner != "nimber" || string(hist) != `[3,{"component":0,"to":["0"]}]` {
		t.Errorf("after 7 → 0: position %q, over %v, winner %q, history %s; want 0 0, nimber, [3,{…}]", got, a.Over, a.Winner, hist)
	}
	// The history replays, typed moves and all.
	var replay analysis.TurnAnswer
	post(t, h, "/api/play", `{"game":"nim","position":"1000000000000 7","history":`+string(hist)+`}`, &replay)
	if got := strings.Join(replay.Position, " "); got != "0 0" || !replay.Over {
		t.Errorf("replayed %s: position %q, over %v; want 0 0, over", hist, got, replay.Over)
	}
}

// In a loopy game nimber keeps the draw it cannot win: a D-position that
// comes up again with you to move ends the game drawn, and one you reach
// having kept the draw offers it.
func TestPlayDraw(t *testing.T) {
	h := New(Options{})
	// a and b shuttle forever; a → c loses.
	shuttle := map[string]any{"graph": "a b\nb a\na c\nc d\nstart: a\n", "nimber_first": true}
	a := playTo(t, h, shuttle)
	if g := a.Report.Graph; g == nil || len(g.Vertices) != 4 || len(g.Edges) != 4 {
		t.Errorf("the graph to draw: %+v, want 4 vertices and 4 edges", g)
	}
	for turn := 0; !a.Over; turn++ {
		if turn > 3 {
			t.Fatalf("no draw after %d moves: %+v", len(a.History), a)
		}
		if a.Draw != "" || a.Position[0] != "b" {
			t.Fatalf("after %d moves: position %v, draw %q; want b, no draw yet", len(a.History), a.Position, a.Draw)
		}
		shuttle["history"], shuttle["move"] = a.History, 0 // b → a, the only move
		a = playTo(t, h, shuttle)
	}
	if a.Winner != "draw" || a.Draw != "repetition" || len(a.History) != 3 {
		t.Errorf("game over after %d moves: winner %q, draw %q; want a draw by repetition after 3", len(a.History), a.Winner, a.Draw)
	}

	// Round a ring no one can leave: drawn from the start, offered once
	// you have moved.
	ring := map[string]any{"graph": "a b\nb c\nc d\nd a\nstart: a\n"}
	if a := playTo(t, h, ring); a.Draw != "" || a.Hint != "Neither of you can force a win: keep the draw." {
		t.Errorf("at the start: draw %q, hint %q; want no draw offered yet, and the hint to keep the draw", a.Draw, a.Hint)
	}
	ring["move"] = 0
	if a := playTo(t, h, ring); a.Draw != "offered" || a.Over {
		t.Errorf("after a move each: draw %q, over %v; want a draw offered and play going on", a.Draw, a.Over)
	}
}
