package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// A playRequest is a game from its start (the request's position): the
// moves played so far and the human's next move, if any. Positions are
// replayed, never parsed back from their strings, which not every game
// can read.
type playRequest struct {
	gameRequest
	History     []playMove `json:"history"`
	Move        *playMove  `json:"move"`
	NimberFirst bool       `json:"nimber_first"`
}

// A playMove is an index into the moves listed for the position it is
// played in; or, for a component with too many moves to list (a Nim heap
// of 10^12: playAnswer.Unlisted), the move itself, as JSON
// {"component": 0, "to": ["12345"]}: the component's index and what
// replaces it.
type playMove struct {
	Index int
	Typed *typedMove
}

type typedMove struct {
	Component int      `json:"component"`
	To        []string `json:"to"`
}

func (m playMove) MarshalJSON() ([]byte, error) {
	if m.Typed != nil {
		return json.Marshal(m.Typed)
	}
	return json.Marshal(m.Index)
}

func (m *playMove) UnmarshalJSON(b []byte) error {
	if len(b) > 0 && b[0] == '{' {
		m.Typed = new(typedMove)
		d := json.NewDecoder(bytes.NewReader(b))
		d.DisallowUnknownFields()
		return d.Decode(m.Typed)
	}
	return json.Unmarshal(b, &m.Index)
}

// A playAnswer is the game after the human's move and nimber's reply.
// Report analyses the position for the human to move (nil when over).
type playAnswer struct {
	Human    *game.MoveReport  `json:"human"`
	Reply    *game.MoveReport  `json:"reply"`
	History  []playMove        `json:"history"`
	Position []string          `json:"position"`
	Moves    []game.MoveReport `json:"moves"`
	// Unlisted are the components with too many moves to list: Moves
	// has a few of theirs, and any other is played as a typed playMove.
	Unlisted []game.Unlisted  `json:"unlisted,omitempty"`
	Report   *analysis.Answer `json:"report"`
	// Hint says whether you can win and how, in words (Answer.Hint).
	Hint string `json:"hint,omitempty"`
	// Draw is "repetition" when the game ends drawn as its position came
	// up again, "offered" when you kept a draw and may take it.
	Draw   string   `json:"draw,omitempty"`
	Over   bool     `json:"over"`
	Winner string   `json:"winner"`          // "you", "nimber", "draw", or "" while playing
	Noun   string   `json:"noun"`            // what to call the components: "heap", "tree", "token"…
	Games  []string `json:"games,omitempty"` // each component's game, in a sum of several
}

// sampledMoves is how many moves are listed of a component with too many.
const sampledMoves = 3

// maxHistory bounds the moves replayed, as loopy games may go on forever.
const maxHistory = 10_000

func (s *server) play(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req playRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	if len(req.History) > maxHistory {
		return nil, errs.Errorf("", errs.Limit, "history of %d moves: play replays at most %d", len(req.History), maxHistory)
	}
	g, err := analysis.Play(ctx, s.request(&req.gameRequest), s.opt.MaxMoves, sampledMoves)
	if err != nil {
		return nil, err
	}
	a := &playAnswer{History: append([]playMove{}, req.History...), Noun: g.Noun()}
	// play makes move pm in the position, or fails naming it.
	play := func(pm playMove, what string) (*game.MoveReport, error) {
		var m game.Move
		switch {
		case pm.Typed != nil:
			var err error
			if m, err = g.Read(pm.Typed.Component, pm.Typed.To); err != nil {
				kind := errs.Usage // a bound reached stays one
				if errs.Is(err, errs.Limit) {
					kind = errs.Limit
				}
				return nil, errs.E(what, kind, err)
			}
		case pm.Index < 0 || pm.Index >= len(g.Moves):
			return nil, errs.Errorf("", errs.Usage, "%s %d: want 0 to %d, an index into the position's moves", what, pm.Index, len(g.Moves)-1)
		default:
			m = g.Moves[pm.Index]
		}
		r, err := g.Move(m)
		return &r, err
	}
	for i, pm := range req.History {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if _, err := play(pm, fmt.Sprintf("history[%d]", i)); err != nil {
			return nil, err
		}
	}
	nimberToMove := len(req.History)%2 == 1 != req.NimberFirst
	if req.Move != nil {
		if nimberToMove {
			return nil, errs.Errorf("", errs.Usage, "move given after a history of %d moves, where it is nimber's turn", len(req.History))
		}
		if a.Human, err = play(*req.Move, "move"); err != nil {
			return nil, err
		}
		a.History = append(a.History, *req.Move)
		nimberToMove = true
	}
	if nimberToMove {
		if g.Over() { // the human moved last
			return gameOver(a, g, !req.Misere), nil
		}
		m, err := g.Reply(ctx)
		if err != nil {
			return nil, err
		}
		pm := playMove{Index: slices.IndexFunc(g.Moves, m.Equal)}
		if pm.Index < 0 { // a move of a component with too many to list
			pm.Typed = &typedMove{Component: m.Component, To: m.To.Strings()}
		}
		if a.Reply, err = play(pm, "reply"); err != nil {
			return nil, err
		}
		a.History = append(a.History, pm)
	}
	if g.Over() { // nimber moved last, or no one could move
		return gameOver(a, g, req.Misere), nil
	}
	if len(g.Moves) > s.opt.MaxMoves {
		return nil, errs.Errorf("", errs.Limit, "the position has %d moves; play takes at most %d", len(g.Moves), s.opt.MaxMoves)
	}
	a.Position, a.Games, a.Unlisted = game.Option(g.Sum).Strings(), g.Games, g.Unlisted
	if a.Report, err = g.Analyze(ctx); err != nil {
		return nil, err
	}
	a.Hint = a.Report.Hint()
	switch g.Draw(a.Report) {
	case analysis.Repetition:
		a.Draw = "repetition"
		over := gameOver(a, g, false)
		over.Winner = "draw"
		return over, nil
	case analysis.Offered:
		a.Draw = "offered"
	}
	a.Moves = make([]game.MoveReport, len(g.Moves))
	for i, m := range g.Moves {
		a.Moves[i] = m.Report(g.Sum)
	}
	return a, nil
}

// gameOver ends the game in a, at the position sum of games names.
func gameOver(a *playAnswer, g *analysis.Game, humanWins bool) *playAnswer {
	a.Position, a.Games, a.Moves, a.Unlisted, a.Over = game.Option(g.Sum).Strings(), g.Games, []game.MoveReport{}, nil, true
	a.Winner = "nimber"
	if humanWins {
		a.Winner = "you"
	}
	return a
}
