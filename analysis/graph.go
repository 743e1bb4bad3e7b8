package analysis

import (
	"context"
	"strings"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/graph"
)

// A Vertex is a vertex of a graph with its value.
type Vertex = graph.VertexValue

// GraphOf returns f, the family of an edge list, as a graph of at most
// maxVertices vertices (0: any number): a front that sends back every
// vertex bounds them.
func GraphOf(f game.Family, maxVertices int) (*graph.Graph, error) {
	g, ok := f.(*graph.Graph)
	if !ok {
		return nil, errs.Errorf("", errs.Usage, "%s is not a graph: want an edge list", f.Name())
	}
	if n := len(g.Vertices()); maxVertices > 0 && n > maxVertices {
		return nil, errs.Errorf("", errs.Limit, "%d vertices: the server values at most %d (nimber graph has no such cap)", n, maxVertices)
	}
	return g, nil
}

// A GraphAnswer is the answer to a graph request (nimber graph, POST
// /api/graph): the value of every vertex, and the analysis of the
// tokens placed on it.
type GraphAnswer struct {
	Vertices []Vertex `json:"vertices"`
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
	if a.Vertices, a.Cyclic, err = g.VertexValues(ctx); err != nil {
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
