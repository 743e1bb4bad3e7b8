package graph

import (
	"context"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/display"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

var (
	_ interface {
		game.Counter
		display.Nouner
		answer.LoopyFamily
	} = (*Graph)(nil)
	_ game.Mover = token{}
)

// LoopyValues returns the generalized Sprague–Grundy value of every
// vertex (package loopy), in the order of Vertices. Unlike Values it
// accepts cycles; on an acyclic graph the two agree.
func (g *Graph) LoopyValues() []loopy.Value {
	if g.loopy == nil {
		g.loopy = loopy.Values(g.out)
	}
	return g.loopy
}

// LoopyValuesOf returns the generalized value of each token of ps.
func (g *Graph) LoopyValuesOf(ctx context.Context, ps []game.Component) ([]loopy.Value, error) {
	at, err := g.vertices(ps)
	if err != nil {
		return nil, err
	}
	return loopy.Pick(g.LoopyValues(), at), nil
}

// AnalyzeLoopy analyses tokens of g from their generalized values: the
// value and outcome of their sum, and the moves that win or, in a draw,
// keep it a draw (loopy.Analyze). sums.Analyze calls it when g has a
// cycle.
func (g *Graph) AnalyzeLoopy(ctx context.Context, sum []game.Component) (*answer.Report, error) {
	at, err := g.vertices(sum)
	if err != nil {
		return nil, err
	}
	r := loopy.Analyze(g.out, g.LoopyValues(), at, func(u int) string { return g.names[u] })
	r.Game = g.Name()
	return r, nil
}

// vertices returns the vertex of each token of ps.
func (g *Graph) vertices(ps []game.Component) ([]int, error) {
	at := make([]int, len(ps))
	for i, c := range ps {
		t, ok := c.(token)
		if !ok || t.g != g {
			return nil, errs.Errorf("analyze", errs.Internal, "%v is not a token of %s", c, g.Name())
		}
		at[i] = t.v
	}
	return at, nil
}

// A VertexValue is a vertex's value as front ends list it: its Grundy
// value, or on a graph with cycles its generalized value (Grundy nil
// when that is infinite).
type VertexValue struct {
	Name   string  `json:"name"`
	Grundy *uint64 `json:"grundy"`
	Value  string  `json:"value,omitempty"` // the generalized value, on a graph with cycles
}

// VertexValues values every vertex, by its Grundy value where the graph
// has no cycle and by its generalized value where it has one; cyclic
// says which.
func (g *Graph) VertexValues(ctx context.Context) (vs []VertexValue, cyclic bool, err error) {
	vals, err := g.Values(ctx)
	cyclic = errs.Is(err, errs.Cycle)
	if err != nil && !cyclic {
		return nil, false, err
	}
	vs = make([]VertexValue, len(g.names))
	for i, name := range g.names {
		vs[i].Name = name
		if !cyclic {
			vs[i].Grundy = &vals[i]
			continue
		}
		x := g.LoopyValues()[i]
		vs[i].Value = x.String()
		if !x.Infinite {
			vs[i].Grundy = &x.N
		}
	}
	return vs, cyclic, nil
}
