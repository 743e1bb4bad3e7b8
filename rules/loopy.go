package rules

import (
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

var _ game.LoopyFamily = (*Game)(nil)

// AnalyzeLoopy analyses a sum of positions that can repeat (game.Analyze
// calls it when the search for Grundy values meets a cycle): it explores
// every position reachable from the sum's, builds their graph and values
// it with generalized Sprague–Grundy values (package loopy), so that the
// report may be a draw. A position that terminal(p) says is won has a move
// to the end, as in the acyclic search. Positions that components(p)
// splits are not supported here: their moves would lead to sums.
func (g *Game) AnalyzeLoopy(sum []game.Component) (*game.Report, error) {
	index := map[uint32]int32{}
	var ids []uint32
	var out [][]int32
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
	at := make([]int, len(sum))
	for i, c := range sum {
		cc, ok := c.(component)
		if !ok || cc.g != g {
			return nil, errs.Errorf("analyze", errs.Internal, "%v is not a position of %s", c, g.name)
		}
		at[i] = int(vertex(cc.id))
	}
	var opts, parts []uint32
	for v := 0; v < len(ids); v++ {
		id := ids[v]
		var err error
		if parts, err = g.split(id, parts[:0]); err != nil {
			return nil, err
		}
		if len(parts) > 1 || len(parts) == 1 && parts[0] != id {
			return nil, errs.Errorf(g.name, errs.Cycle, "positions can repeat, and components(%s) splits a position: loopy games are analysed without components", g.formatID(id))
		}
		if opts, err = g.normalMoves(id, opts[:0]); err != nil {
			return nil, err
		}
		for _, o := range opts {
			w := vertex(o) // ids are interned: the position limit holds
			out[v] = append(out[v], w)
		}
	}
	r := loopy.Analyze(out, loopy.Values(out), at, func(u int) string { return g.formatID(ids[u]) })
	r.Game = g.Name()
	return r, nil
}
