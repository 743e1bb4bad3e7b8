package server

import (
	"context"
	"net/http"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
)

// maxVertices bounds a graph request: each vertex is sent back.
const maxVertices = 100_000

func (s *server) graph(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req gameRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	if req.Graph == "" || req.Rules != "" {
		return nil, errs.Errorf("", errs.Usage, "want an edge list in graph, a line \"u v\" for each move (and no rules)")
	}
	f, err := s.family(ctx, &req)
	if err != nil {
		return nil, err
	}
	g, err := analysis.GraphOf(f, maxVertices)
	if err != nil {
		return nil, err
	}
	ar := s.request(&req)
	return analysis.AnalyzeGraph(ctx, g, ar.Position, ar.Limits, ar.Options())
}
