package analysis

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// TestPlayTurn plays turns of Nim 1 2 as a front end without state does:
// nimber moving first takes 2 → 1; after that move, replayed from the
// history, the human's typed move and nimber's reply end the game; a
// move out of turn and a bad index are refused by name.
func TestPlayTurn(t *testing.T) {
	ctx := context.Background()
	req := func() *Request { return &Request{Game: "nim", Position: []string{"1", "2"}} }
	for _, test := range []struct {
		turn string // the Turn as JSON
		want string // position, winner, then the reply's move if any
		err  string // a part of the error, if the turn is refused
	}{
		{`{"nimber_first":true}`, "1 1 /  / heap 2: 2 → 1", ""},
		{`{"history":[{"component":1,"to":["1"]}],"nimber_first":true,"move":{"component":0,"to":["0"]}}`, "0 0 / nimber / heap 2: 1 → 0", ""},
		{`{"nimber_first":true,"move":0}`, "", "where it is nimber's turn"},
		{`{"move":7}`, "", "move 7: want 0 to"},
	} {
		var turn Turn
		if err := json.Unmarshal([]byte(test.turn), &turn); err != nil {
			t.Fatalf("%s: %v", test.turn, err)
		}
		a, err := PlayTurn(ctx, req(), turn, 100, 3)
		if test.err != "" {
			if err == nil || !strings.Contains(err.Error(), test.err) {
				t.Errorf("PlayTurn(%s) = %v, want an error with %q", test.turn, err, test.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("PlayTurn(%s): %v", test.turn, err)
		}
		got := strings.Join(a.Position, " ") + " / " + a.Winner + " / "
		if a.Reply != nil {
			got += a.Reply.Text("heap")
		}
		if got != test.want {
			t.Errorf("PlayTurn(%s) = %q, want %q", test.turn, got, test.want)
		}
	}
}
