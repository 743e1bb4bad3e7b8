package server

import (
	"context"
	"net/http"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// A gameRequest names a game and a position in it.
type gameRequest struct {
	Game     string `json:"game"`
	Position string `json:"position"`
	Misere   bool   `json:"misere"`
	Quotient bool   `json:"quotient"` // with Misere: by the misère quotient (analyze --quotient)
	// Remoteness asks for the position's remoteness (analyze --remoteness).
	Remoteness bool     `json:"remoteness"`
	Rules      string   `json:"rules"` // a rules script's source, in place of a catalog game
	Set        []string `json:"set"`   // the script's parameters, NAME=VALUE
	Graph      string   `json:"graph"` // an edge list, in place of a catalog game
}

// request is the analysis layer's request for req, within the server's
// bounds. A position may add other catalog games after a "+", each with
// its components: "3 4 + kayles 7" with game nim.
func (s *server) request(req *gameRequest) *analysis.Request {
	r := &analysis.Request{
		Game:       req.Game,
		Set:        req.Set,
		Position:   analysis.Components(req.Position),
		Misere:     req.Misere,
		Quotient:   req.Quotient,
		Remoteness: req.Remoteness,
		Limits:     analysis.Limits{MaxPositions: s.opt.MaxPositions, MaxDigits: s.opt.MaxDigits},
		Source:     analysis.Source{Games: s.opt.Games},
	}
	if req.Rules != "" {
		r.Rules = []byte(req.Rules)
	}
	if req.Graph != "" {
		r.Graph = []byte(req.Graph)
	}
	return r
}

// An analyzeRequest is a game request with how many winning moves to
// list: as analyze --json's --moves, 1000 by default, at most
// maxListedMoves; and how to write and count them (--full-moves, and
// the count of a --batch line without --count).
type analyzeRequest struct {
	gameRequest
	Moves      int  `json:"moves"`
	FullMoves  bool `json:"full_moves"`
	CheapCount bool `json:"cheap_count"`
	// Compound plays the components as a compound (analyze --compound).
	Compound string `json:"compound"`
}

func (s *server) analyze(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req analyzeRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	ar := s.request(&req.gameRequest)
	ar.FullMoves, ar.CheapCount, ar.Compound = req.FullMoves, req.CheapCount, req.Compound
	switch {
	case req.Moves < 0:
		return nil, errs.Errorf("", errs.Usage, "moves %d: want how many winning moves to list, 1 to %d (0: %d)", req.Moves, maxListedMoves, analysis.DefaultListedMoves)
	case req.Moves == 0:
		ar.MaxMoves = analysis.DefaultListedMoves
	default:
		ar.MaxMoves = min(req.Moves, maxListedMoves)
	}
	return analysis.Analyze(ctx, ar)
}

// maxListedMoves is the most winning moves an answer lists: the rest are
// counted, never built.
const maxListedMoves = 100_000

// family loads the request's game alone.
func (s *server) family(ctx context.Context, req *gameRequest) (game.Family, error) {
	return analysis.Family(ctx, s.request(req))
}
