package server

import (
	"context"
	"net/http"

	"github.com/nimber/nimber/analysis"
)

// A playRequest is a game request and one turn of it (analysis.Turn).
type playRequest struct {
	gameRequest
	analysis.Turn
}

// sampledMoves is how many moves are listed of a component with too many.
const sampledMoves = 3

func (s *server) play(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req playRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	return analysis.PlayTurn(ctx, s.request(&req.gameRequest), req.Turn, s.opt.MaxMoves, sampledMoves)
}
