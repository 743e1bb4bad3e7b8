package server

import (
	"context"
	"net/http"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/graph"
)

// A graphAnswer is nimber graph --json's object: every vertex's value,
// and the analysis of the position (by default the graph's start line),
// if there is one.
type graphAnswer struct {
	Vertices []graph.VertexValue `json:"vertices"`
	Cyclic   bool                `json:"cyclic"`
	Analysis *analysis.Answer    `json:"analysis"`
}

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
	g := f.(*graph.Graph)
	if n := len(g.Vertices()); n > maxVertices {
		return nil, errs.Errorf("", errs.Limit, "%d vertices: the server values at most %d (nimber graph has no such cap)", n, maxVertices)
	}
	a := &graphAnswer{}
	if a.Vertices, a.Cyclic, err = g.VertexValues(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(req.Position) == "" && len(g.StartVertices()) == 0 {
		return a, nil // nothing to analyse
	}
	p, err := analysis.In(g, analysis.Components(req.Position), s.request(&req).Limits)
	if err != nil {
		return nil, err
	}
	if a.Analysis, err = p.Analyze(ctx, s.request(&req).Options()); err != nil {
		return nil, err
	}
	return a, nil
}
