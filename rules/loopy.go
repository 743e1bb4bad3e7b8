package rules

import (
	"context"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

var (
	_ interface {
		game.Counter
		answer.LoopyFamily
		game.MisereFamily
	} = (*Game)(nil)
	_ interface {
		game.ValueMover
		game.Mover
		game.Outcomer
	} = component{}
)

// loopyGraph is the graph of whole positions that loopy analyses have
// explored, kept across them: a position's value depends only on the
// positions it reaches, so the values over the whole graph hold for each,
// and no position is explored twice. Every vertex's moves are in out.
type loopyGraph struct {
	index map[uint32]int32 // vertex by position id
	ids   []uint32         // position id by vertex
	out   [][]int32        // moves by vertex
	vals  []loopy.Value    // the values of every vertex
}

// AnalyzeLoopy analyses a sum of positions that can repeat (sums.Analyze
// calls it when the search for Grundy values meets a cycle) from the
// generalized Sprague–Grundy values of every position reachable from
// them (package loopy), so that the report may be a draw.
func (g *Game) AnalyzeLoopy(ctx context.Context, sum []game.Component) (*answer.Report, error) {
	at, err := g.loopyVertices(ctx, sum)
	if err != nil {
		return nil, err
	}
	lg := &g.loopy
	r := loopy.Analyze(lg.out, lg.vals, at, func(u int) string { return g.formatID(lg.ids[u]) })
	r.Game = g.Name()
	return r, nil
}

// LoopyValuesOf returns the generalized Sprague–Grundy value of each
// position of ps.
func (g *Game) LoopyValuesOf(ctx context.Context, ps []game.Component) ([]loopy.Value, error) {
	at, err := g.loopyVertices(ctx, ps)
	if err != nil {
		return nil, err
	}
	return loopy.Pick(g.loopy.vals, at), nil
}

// loopyVertices adds to the loopy graph every position reachable from
// those of ps, values the graph again if it grew, and returns the vertex
// of each of ps. A position that terminal(p) says is won has a move to
// the end, as in the acyclic search. components(p) is not used: the graph
// is of whole positions, as moves(p) gives them (a shortcut of the
// labelling does not take). If exploring fails or ctx is done, the graph is as it was.
func (g *Game) loopyVertices(ctx context.Context, ps []game.Component) (at []int, err error) {
	lg := &g.loopy
	if lg.index == nil {
		lg.index = map[uint32]int32{}
	}
	old := len(lg.ids)
	defer func() {
		if err != nil { // drop the positions whose moves are not all in
			for _, id := range lg.ids[old:] {
				delete(lg.index, id)
			}
			lg.ids, lg.out = lg.ids[:old], lg.out[:old]
		}
	}()
	vertex := func(id uint32) int32 {
		v, ok := lg.index[id]
		if !ok {
			v = int32(len(lg.ids))
			lg.index[id] = v
			lg.ids = append(lg.ids, id)
			lg.out = append(lg.out, nil)
		}
		return v
	}
	at = make([]int, len(ps))
	for i, c := range ps {
		cc, ok := c.(component)
		if !ok || cc.g != g {
			return nil, errs.Errorf("analyze", errs.Internal, "%v is not a position of %s", c, g.name)
		}
		at[i] = int(vertex(cc.id))
	}
	var opts []uint32
	for v := old; v < len(lg.ids); v++ {
		if (v-old)%4096 == 0 && ctx.Err() != nil {
			return nil, errs.E(g.name, errs.Limit, ctx.Err())
		}
		if opts, err = g.normalMoves(lg.ids[v], opts[:0]); err != nil { // interns: the position limit holds
			return nil, err
		}
		for _, o := range opts {
			w := vertex(o)
			lg.out[v] = append(lg.out[v], w)
		}
	}
	if len(lg.ids) > old || lg.vals == nil {
		lg.vals = loopy.Values(lg.out)
	}
	return at, nil
}
