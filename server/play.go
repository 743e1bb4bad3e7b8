package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// A playRequest is a game from its start (the request's position): the
// moves played so far, each an index into the moves of the position it
// was played in, and the human's next move, if any, an index into the
// moves of the position now. Positions are replayed, never parsed back
// from their strings, which not every game can read.
type playRequest struct {
	gameRequest
	History     []int `json:"history"`
	Move        *int  `json:"move"`
	NimberFirst bool  `json:"nimber_first"`
}

// A playAnswer is the game after the human's move and nimber's reply.
// Report analyses the position for the human to move (nil when over).
type playAnswer struct {
	Human    *game.MoveReport  `json:"human"`
	Reply    *game.MoveReport  `json:"reply"`
	History  []int             `json:"history"`
	Position []string          `json:"position"`
	Moves    []game.MoveReport `json:"moves"`
	Report   *game.Report      `json:"report"`
	Over     bool              `json:"over"`
	Winner   string            `json:"winner"`          // "you", "nimber", or "" while playing
	Noun     string            `json:"noun"`            // what to call the components: "heap", "tree", "token"…
	Games    []string          `json:"games,omitempty"` // each component's game, in a sum of several
}

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
	a := &playAnswer{History: append([]int{}, req.History...), Noun: game.ComponentNoun(f, game.Option(sum).Strings())}
	// play applies move k of the position's, or fails naming it.
	var moves []game.Move
	play := func(k int, what string) (*game.MoveReport, error) {
		if k < 0 || k >= len(moves) {
			return nil, errs.Errorf("", errs.Usage, "%s %d: want 0 to %d, an index into the position's moves", what, k, len(moves)-1)
		}
		m := moves[k].Report(sum)
		if names != nil { // the parts are of the game moved in
			names = slices.Concat(names[:m.Component], slices.Repeat(names[m.Component:m.Component+1], len(moves[k].To)), names[m.Component+1:])
		}
		sum = game.Apply(sum, moves[k])
		next, err := game.Moves(sum)
		moves = next
		return &m, err
	}
	if moves, err = game.Moves(sum); err != nil {
		return nil, err
	}
	for i, k := range req.History {
		if _, err := play(k, fmt.Sprintf("history[%d]", i)); err != nil {
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
		k := slices.IndexFunc(moves, m.Equal)
		if a.Reply, err = play(k, "reply"); err != nil {
			return nil, err
		}
		a.History = append(a.History, k)
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
	a.Position, a.Games, a.Moves, a.Over = game.Option(sum).Strings(), names, []game.MoveReport{}, true
	a.Winner = "nimber"
	if humanWins {
		a.Winner = "you"
	}
	return a
}
