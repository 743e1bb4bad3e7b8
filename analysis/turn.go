package analysis

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// A Turn is one turn of a game whose front end keeps no state (POST
// /api/play): the moves played from the request's position so far, the
// human's move now, if any, and who moved first. Positions are replayed,
// never parsed back from their strings, which not every game can read.
type Turn struct {
	History     []TurnMove `json:"history"`
	Move        *TurnMove  `json:"move"`
	NimberFirst bool       `json:"nimber_first"`
}

// A TurnMove is an index into the moves listed for the position it is
// played in; or, for a component with too many moves to list (a Nim heap
// of 10^12: TurnAnswer.Unlisted), the move itself, as JSON
// {"component": 0, "to": ["12345"]}: the component's index and what
// replaces it.
type TurnMove struct {
	Index int
	Typed *TypedMove
}

// A TypedMove is a move written out: the component's index and the
// strings of what replaces it.
type TypedMove struct {
	Component int      `json:"component"`
	To        []string `json:"to"`
}

// MarshalJSON writes the index, or the typed move.
func (m TurnMove) MarshalJSON() ([]byte, error) {
	if m.Typed != nil {
		return json.Marshal(m.Typed)
	}
	return json.Marshal(m.Index)
}

// UnmarshalJSON reads an index or a typed move, whose unknown fields are
// errors.
func (m *TurnMove) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '{' {
		m.Typed = new(TypedMove)
		d := json.NewDecoder(bytes.NewReader(b))
		d.DisallowUnknownFields()
		return d.Decode(m.Typed)
	}
	return json.Unmarshal(b, &m.Index)
}

// A TurnAnswer is the game after the human's move and nimber's reply.
// Report analyses the position for the human to move (nil when over).
type TurnAnswer struct {
	Human    *answer.MoveReport  `json:"human"`
	Reply    *answer.MoveReport  `json:"reply"`
	History  []TurnMove          `json:"history"`
	Position []string            `json:"position"`
	Moves    []answer.MoveReport `json:"moves"`
	// Unlisted are the components with too many moves to list: Moves
	// has a few of theirs, and any other is played as a typed TurnMove.
	Unlisted []answer.Unlisted `json:"unlisted,omitempty"`
	Report   *Answer           `json:"report"`
	// Hint says whether you can win and how, in words (Answer.Hint).
	Hint string `json:"hint,omitempty"`
	// Draw is "repetition" when the game ends drawn as its position came
	// up again, "offered" when you kept a draw and may take it.
	Draw   string   `json:"draw,omitempty"`
	Over   bool     `json:"over"`
	Winner string   `json:"winner"`          // "you", "nimber", "draw", or "" while playing
	Noun   string   `json:"noun"`            // what to call the components: "heap", "token", "picture"… (Answer.Noun)
	Games  []string `json:"games,omitempty"` // each component's game, in a sum of several
}

// MaxHistory bounds the moves a Turn replays, as loopy games may go on
// forever.
const MaxHistory = 10_000

// PlayTurn plays turn t of the game r asks for: it replays the history,
// plays the human's move and nimber's reply, and answers the position
// for the human to move. A position with more than most moves is
// refused; a component with too many moves to list lists sample of them.
func PlayTurn(ctx context.Context, r *Request, t Turn, most, sample int) (*TurnAnswer, error) {
	if len(t.History) > MaxHistory {
		return nil, errs.Errorf("", errs.Limit, "history of %d moves: play replays at most %d", len(t.History), MaxHistory)
	}
	g, err := Play(ctx, r, most, sample)
	if err != nil {
		return nil, err
	}
	a := &TurnAnswer{History: append([]TurnMove{}, t.History...), Noun: g.Noun()}
	// play makes move tm in the position, or fails naming it.
	play := func(tm TurnMove, what string) (*answer.MoveReport, error) {
		var m game.Move
		switch {
		case tm.Typed != nil:
			var err error
			if m, err = g.Read(ctx, tm.Typed.Component, tm.Typed.To); err != nil {
				kind := errs.Usage // a bound reached stays one
				if errs.Is(err, errs.Limit) {
					kind = errs.Limit
				}
				return nil, errs.E(what, kind, err)
			}
		case tm.Index < 0 || tm.Index >= len(g.Moves):
			return nil, errs.Errorf("", errs.Usage, "%s %d: want 0 to %d, an index into the position's moves", what, tm.Index, len(g.Moves)-1)
		default:
			m = g.Moves[tm.Index]
		}
		r, err := g.Move(ctx, m)
		return &r, err
	}
	for i, tm := range t.History {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if _, err := play(tm, fmt.Sprintf("history[%d]", i)); err != nil {
			return nil, err
		}
	}
	nimberToMove := len(t.History)%2 == 1 != t.NimberFirst
	if t.Move != nil {
		if nimberToMove {
			return nil, errs.Errorf("", errs.Usage, "move given after a history of %d moves, where it is nimber's turn", len(t.History))
		}
		if a.Human, err = play(*t.Move, "move"); err != nil {
			return nil, err
		}
		a.History = append(a.History, *t.Move)
		nimberToMove = true
	}
	if nimberToMove {
		if g.Over() { // the human moved last
			return a.over(g, !r.Misere), nil
		}
		m, err := g.Reply(ctx)
		if err != nil {
			return nil, err
		}
		tm := TurnMove{Index: slices.IndexFunc(g.Moves, m.Equal)}
		if tm.Index < 0 { // a move of a component with too many to list
			tm.Typed = &TypedMove{Component: m.Component, To: m.To.Strings()}
		}
		if a.Reply, err = play(tm, "reply"); err != nil {
			return nil, err
		}
		a.History = append(a.History, tm)
	}
	if g.Over() { // nimber moved last, or no one could move
		return a.over(g, r.Misere), nil
	}
	if len(g.Moves) > most {
		return nil, errs.Errorf("", errs.Limit, "the position has %d moves; play takes at most %d", len(g.Moves), most)
	}
	a.Position, a.Games, a.Unlisted = game.Option(g.Sum).Strings(), g.Games, g.Unlisted
	if a.Report, err = g.Analyze(ctx); err != nil {
		return nil, err
	}
	a.Hint = a.Report.Hint()
	switch g.Draw(a.Report) {
	case Repetition:
		a.Draw = "repetition"
		over := a.over(g, false)
		over.Winner = "draw"
		return over, nil
	case Offered:
		a.Draw = "offered"
	}
	a.Moves = make([]answer.MoveReport, len(g.Moves))
	for i, m := range g.Moves {
		a.Moves[i] = answer.MoveOf(m, g.Sum)
	}
	return a, nil
}

// over ends the game in a at g's position.
func (a *TurnAnswer) over(g *Game, humanWins bool) *TurnAnswer {
	a.Position, a.Games, a.Moves, a.Unlisted, a.Over = game.Option(g.Sum).Strings(), g.Games, []answer.MoveReport{}, nil, true
	a.Winner = "nimber"
	if humanWins {
		a.Winner = "you"
	}
	return a
}
