package rules

import (
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

var _ game.LoopyFamily = (*Game)(nil)

// AnalyzeLoopy analyses a sum of positions that can repeat (game.Analyze
// calls it when the search for Grundy values meets a cycle) from the
// generalized Sprague–Grundy values of every position reachable from
// them (package loopy), so that the report may be a draw.
func (g *Game) AnalyzeLoopy(sum []game.Component) (*game.Report, error) {
	out, ids, at, err := g.loopyGraph(sum)
	if err != nil {
		return nil, err
	}
	r := loopy.Analyze(out, loopy.Values(out), at, func(u int) string { return g.formatID(ids[u]) })
	r.Game = g.Name()
	return r, nil
}

// LoopyValuesOf returns the generalized Sprague–Grundy value of each
// position of ps, from one graph of every position reachable from them.
func (g *Game) LoopyValuesOf(ps []game.Component) ([]loopy.Value, error) {
	out, _, at, err := g.loopyGraph(ps)
	if err != nil {
		return nil, err
	}
	all := loopy.Values(out)
	vals := make([]loopy.Value, len(at))
	for i, v := range at {
		vals[i] = all[v]
	}
	return vals, nil
}

// loopyGraph explores every position reachable from those of ps: out
// are the moves between them by vertex, ids[v] the position of vertex v,
// at[i] the vertex of ps[i]. A position that terminal(p) says is won has
// a move to the end, as in the acyclic search. components(p) is not used:
// the graph is of whole positions, as moves(p) gives them (a shortcut for
// acyclic search, splitting would make the followers sums, which Smith's
// labelling does not take).
func (g *Game) loopyGraph(ps []game.Component) (out [][]int32, ids []uint32, at []int, err error) {
	index := map[uint32]int32{}
	vertex := func(id uint32) int32 {
		v, ok := index[id]
		if !ok {
			v = int32(len(ids))
			index[id] = v
			ids = append(ids, id)
			out = append(out, nil)
		}
		return v
	}
	at = make([]int, len(ps))
	for i, c := range ps {
		cc, ok := c.(component)
		if !ok || cc.g != g {
			return nil, nil, nil, errs.Errorf("analyze", errs.Internal, "%v is not a position of %s", c, g.name)
		}
		at[i] = int(vertex(cc.id))
	}
	var opts []uint32
	for v := 0; v < len(ids); v++ {
		id := ids[v]
		if opts, err = g.normalMoves(id, opts[:0]); err != nil { // interns: the position limit holds
			return nil, nil, nil, err
		}
		for _, o := range opts {
			w := vertex(o)
			out[v] = append(out[v], w)
		}
	}
	g.loopyExplored += int64(len(ids))
	return out, ids, at, nil
}
