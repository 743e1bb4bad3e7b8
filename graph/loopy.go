package graph

import (
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

// LoopyValues returns the generalized Sprague–Grundy value of every
// vertex (package loopy), in the order of Vertices. Unlike Values it
// accepts cycles; on an acyclic graph the two agree.
func (g *Graph) LoopyValues() []loopy.Value { return loopy.Values(g.out) }

// AnalyzeLoopy analyses a token on each vertex of tokens, given every
// vertex's value (LoopyValues): the value and outcome of their sum, and
// the moves that win or, in a draw, keep it a draw (loopy.Analyze).
func (g *Graph) AnalyzeLoopy(vals []loopy.Value, tokens []string) (*game.Report, error) {
	at := make([]int, len(tokens))
	for i, name := range tokens {
		v, ok := g.index[name]
		if !ok {
			return nil, g.noVertex(name)
		}
		at[i] = v
	}
	r := loopy.Analyze(g.out, vals, at, func(u int) string { return g.names[u] })
	r.Game = g.Name()
	return r, nil
}
