package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"

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
	Unlisted []game.Unlisted `json:"unlisted,omitempty"`
	Report   *game.Report    `json:"report"`
	Over     bool            `json:"over"`
	Winner   string          `json:"winner"`          // "you", "nimber", or "" while playing
	Noun     string          `json:"noun"`            // what to call the components: "heap", "tree", "token"…
	Games    []string        `json:"games,omitempty"` // each component's game, in a sum of several
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
	f, sum, names, err := s.load(ctx, &req.gameRequest)
	if err != nil {
		return nil, err
	}
	a := &playAnswer{History: append([]playMove{}, req.History...), Noun: game.ComponentNoun(f, game.Option(sum).Strings())}
	var moves []game.Move
	list := func() (err error) {
		moves, a.Unlisted, err = game.PlayableMoves(sum, s.opt.MaxMoves, sampledMoves)
		return err
	}
	// play makes move pm in the position, or fails naming it.
	play := func(pm playMove, what string) (*game.MoveReport, error) {
		var m game.Move
		switch {
		case pm.Typed != nil:
			var err error
			if m, err = game.ReadMove(sum, pm.Typed.Component, pm.Typed.To); err != nil {
				return nil, errs.E(what, errs.Usage, err)
			}
		case pm.Index < 0 || pm.Index >= len(moves):
			return nil, errs.Errorf("", errs.Usage, "%s %d: want 0 to %d, an index into the position's moves", what, pm.Index, len(moves)-1)
		default:
			m = moves[pm.Index]
		}
		r := m.Report(sum)
		if names != nil { // the parts are of the game moved in
			names = slices.Concat(names[:m.Component], slices.Repeat(names[m.Component:m.Component+1], len(m.To)), names[m.Component+1:])
		}
		sum = game.Apply(sum, m)
		return &r, list()
	}
	if err := list(); err != nil {
		return nil, err
	}
	for i, pm := range req.History {
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
		if len(moves) == 0 { // the human moved last
			return gameOver(a, sum, names, !req.Misere), nil
		}
		m, err := game.Reply(f, sum, moves, s.analysis(&req.gameRequest))
		if err != nil {
			return nil, err
		}
		pm := playMove{Index: slices.IndexFunc(moves, m.Equal)}
		if pm.Index < 0 { // a move of a component with too many to list
			pm.Typed = &typedMove{Component: m.Component, To: m.To.Strings()}
		}
		if a.Reply, err = play(pm, "reply"); err != nil {
			return nil, err
		}
		a.History = append(a.History, pm)
	}
	if len(moves) == 0 { // nimber moved last, or no one could move
		return gameOver(a, sum, names, req.Misere), nil
	}
	if len(moves) > s.opt.MaxMoves {
		return nil, errs.Errorf("", errs.Limit, "the position has %d moves; play takes at most %d", len(moves), s.opt.MaxMoves)
	}
	a.Position, a.Games = game.Option(sum).Strings(), names
	if a.Report, err = s.report(f, sum, &req.gameRequest); err != nil {
		return nil, err
	}
	a.Moves = make([]game.MoveReport, len(moves))
	for i, m := range moves {
		a.Moves[i] = m.Report(sum)
	}
	return a, nil
}

// gameOver ends the game in a, at the position sum of games names.
func gameOver(a *playAnswer, sum []game.Component, names []string, humanWins bool) *playAnswer {
	a.Position, a.Games, a.Moves, a.Unlisted, a.Over = game.Option(sum).Strings(), names, []game.MoveReport{}, nil, true
	a.Winner = "nimber"
	if humanWins {
		a.Winner = "you"
	}
	return a
}
