package server

import (
	"context"
	"net/http"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/game"
)

// A gameRequest names a game and a position in it.
type gameRequest struct {
	Game     string   `json:"game"`
	Position string   `json:"position"`
	Misere   bool     `json:"misere"`
	Quotient bool     `json:"quotient"` // with Misere: by the misère quotient (analyze --quotient)
	Rules    string   `json:"rules"`    // a rules script's source, in place of a catalog game
	Set      []string `json:"set"`      // the script's parameters, NAME=VALUE
	Graph    string   `json:"graph"`    // an edge list, in place of a catalog game
}

// request is the analysis layer's request for req, within the server's
// bounds. A position may add other catalog games after a "+", each with
// its components: "3 4 + kayles 7" with game nim.
func (s *server) request(req *gameRequest) *analysis.Request {
	r := &analysis.Request{
		Game:     req.Game,
		Set:      req.Set,
		Position: analysis.Components(req.Position),
		Misere:   req.Misere,
		Quotient: req.Quotient,
		Limits:   analysis.Limits{MaxPositions: s.opt.MaxPositions, MaxDigits: s.opt.MaxDigits},
	}
	if req.Rules != "" {
		r.Rules = []byte(req.Rules)
	}
	if req.Graph != "" {
		r.Graph = []byte(req.Graph)
	}
	return r
}

func (s *server) analyze(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req gameRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	ar := s.request(&req)
	p, err := analysis.Load(ctx, ar)
	if err != nil {
		return nil, err
	}
	opt := ar.Options()
	opt.MaxMoves = maxAnalyzeMoves
	return p.Analyze(ctx, opt)
}

// maxAnalyzeMoves is the most winning moves an answer lists, as nimber
// analyze --json lists by default: the rest are counted, never built.
const maxAnalyzeMoves = 1000

// family loads the request's game alone.
func (s *server) family(ctx context.Context, req *gameRequest) (game.Family, error) {
	return analysis.Family(ctx, s.request(req))
}
