package analysis

import (
	"context"
	"strings"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/graph"
)

// A GraphAnswer is the answer to a graph request (nimber graph, POST
// /api/graph): the value of every vertex, and the analysis of the
// tokens placed on it.
type GraphAnswer struct {
	Vertices []graph.VertexValue `json:"vertices"`
	// Cyclic says the graph has cycles: its vertices then have
	// generalized values, ∞(K) where play can go on forever.
	Cyclic bool `json:"cyclic"`
	// Analysis is the analysis of the tokens, nil when there are none.
	Analysis *Answer `json:"analysis"`
}

// AnalyzeGraph values every vertex of g and analyses the tokens on the
// vertices words names (the graph's start line when words is empty)
// under opt.
func AnalyzeGraph(ctx context.Context, g *graph.Graph, words []string, l Limits, opt sums.Options) (*GraphAnswer, error) {
	a := &GraphAnswer{}
	var err error
	if a.Vertices, a.Cyclic, err = g.VertexValues(); err != nil {
		return nil, err
	}
	if strings.TrimSpace(strings.Join(words, " ")) == "" && len(g.StartVertices()) == 0 {
		return a, nil // no tokens
	}
	p, err := In(g, words, l)
	if err != nil {
		return nil, err
	}
	if a.Analysis, err = p.Analyze(ctx, opt); err != nil {
		return nil, err
	}
	return a, nil
}
