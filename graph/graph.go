package graph

import (
	"context"
	"errors"
	"strings"

	"github.com/nimber/nimber/display"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
	"github.com/nimber/nimber/solve"
)

// A Graph is a directed graph whose vertices are positions of a token.
// It is a game.Family: its components are tokens on vertices. A Graph is
// not safe for concurrent use (its solver memoizes as it goes).
type Graph struct {
	name   string
	names  []string       // vertex names by number, in order of first appearance
	index  map[string]int // vertex number by name
	out    [][]int32      // out[u]: the vertices a token on u may move to
	start  []int          // the start: vertices
	solver *solve.Solver[int]
	loopy  []loopy.Value // the generalized values, once computed
}

// vertex returns the number of the vertex called name, adding it if new.
func (g *Graph) vertex(name []byte) int {
	if v, ok := g.index[string(name)]; ok { // no allocation
		return v
	}
	v := len(g.names)
	s := string(name)
	g.index[s] = v
	g.names = append(g.names, s)
	g.out = append(g.out, nil)
	return v
}

// finish drops repeated edges and sets up the solver.
func (g *Graph) finish() {
	seen := make([]int32, len(g.names)) // seen[w] == u+1: edge u→w kept
	for u, ws := range g.out {
		kept := ws[:0]
		for _, w := range ws {
			if seen[w] != int32(u+1) {
				seen[w] = int32(u + 1)
				kept = append(kept, w)
			}
		}
		g.out[u] = kept
	}
	moves := func(u int, dst []int) ([]int, error) {
		for _, w := range g.out[u] {
			dst = append(dst, int(w))
		}
		return dst, nil
	}
	g.solver = solve.New(solve.Game[int]{
		Moves:  moves,
		Key:    func(u int) uint64 { return uint64(u) },
		Format: func(u int) string { return g.names[u] },
	}, solve.Options{MaxPositions: len(g.names) + 1})
}

// Vertices returns the vertex names in order of first appearance.
func (g *Graph) Vertices() []string { return g.names }

// Edges returns the number of distinct edges.
func (g *Graph) Edges() int {
	n := 0
	for _, ws := range g.out {
		n += len(ws)
	}
	return n
}

// StartVertices returns the names on the start: line, nil if none.
func (g *Graph) StartVertices() []string {
	var s []string
	for _, v := range g.start {
		s = append(s, g.names[v])
	}
	return s
}

// Values returns the Grundy value of every vertex, in the order of
// Vertices. A cycle is an errs.Cycle error naming its vertices.
func (g *Graph) Values(ctx context.Context) ([]uint64, error) {
	vals := make([]uint64, len(g.names))
	for v := range g.names {
		x, err := g.grundy(ctx, v)
		if err != nil {
			return nil, err
		}
		vals[v] = x
	}
	return vals, nil
}

func (g *Graph) grundy(ctx context.Context, v int) (uint64, error) {
	x, err := g.solver.Grundy(ctx, v)
	var ce *solve.CycleError[int]
	if errors.As(err, &ce) {
		names := make([]string, len(ce.Cycle))
		for i, u := range ce.Cycle {
			names[i] = g.names[u]
		}
		return 0, errs.Errorf(g.name, errs.Cycle, "graph has a cycle: %s; Grundy values need an acyclic graph (LoopyValues gives generalized ones)", strings.Join(names, " → "))
	}
	return x, err
}

// Name returns "graph:" and the file name, as the game of reports.
func (g *Graph) Name() string { return "graph:" + g.name }

// ComponentNoun names the graph's components, tokens on vertices, for
// move descriptions (display.Nouner).
func (g *Graph) ComponentNoun() string { return "token" }

// Parse returns a token on the vertex called s.
func (g *Graph) Parse(s string) (game.Component, error) {
	v, ok := g.index[s]
	if !ok {
		return nil, errs.Errorf("position", errs.Usage, "no vertex %q in %s", s, g.name)
	}
	return token{g, v}, nil
}

// Start returns tokens on the vertices of the start: line.
func (g *Graph) Start() ([]game.Component, error) {
	if len(g.start) == 0 {
		return nil, errs.Errorf("position", errs.Usage, "%s has no start: line; give the vertices of the tokens", g.name)
	}
	sum := make([]game.Component, len(g.start))
	for i, v := range g.start {
		sum[i] = token{g, v}
	}
	return sum, nil
}

// Explored returns the number of vertices valued so far.
func (g *Graph) Explored() int64 { return g.solver.Explored() }

// token is a token on vertex v: a component of a sum.
type token struct {
	g *Graph
	v int
}

func (t token) String() string { return t.g.names[t.v] }

// Board draws the token on its graph (display.Boarder).
func (t token) Board() string { return "graph" }

// DrawGraph returns the vertices and the edges, to draw (display.GraphDrawer).
func (g *Graph) DrawGraph() (vertices []string, edges [][2]int) {
	for u, ws := range g.out {
		for _, w := range ws {
			edges = append(edges, [2]int{u, int(w)})
		}
	}
	return g.names, edges
}

func (t token) Value(ctx context.Context) (game.Nimber, error) {
	x, err := t.g.grundy(ctx, t.v)
	return game.Star(x), err
}

// Options returns the moves of the token, one per out-edge.
func (t token) Options(ctx context.Context) ([]game.Option, error) {
	ws := t.g.out[t.v]
	opts := make([]game.Option, len(ws))
	for i, w := range ws {
		opts[i] = game.Option{token{t.g, int(w)}}
	}
	return opts, nil
}

var (
	_ game.Family         = (*Graph)(nil)
	_ game.Counter        = (*Graph)(nil)
	_ display.GraphDrawer = (*Graph)(nil)
	_ display.Boarder     = token{}
	_ game.Mover          = token{}
	_ game.Component      = token{}
)

// String returns g in the format Parse reads: every vertex on a line of
// its own, in order, then the edges, then the start: line if any.
func (g *Graph) String() string {
	var b strings.Builder
	for _, name := range g.names {
		b.WriteString(name)
		b.WriteByte('\n')
	}
	for u, ws := range g.out {
		for _, w := range ws {
			b.WriteString(g.names[u])
			b.WriteByte(' ')
			b.WriteString(g.names[w])
			b.WriteByte('\n')
		}
	}
	if len(g.start) > 0 {
		b.WriteString(startPrefix)
		for _, s := range g.StartVertices() {
			b.WriteByte(' ')
			b.WriteString(s)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
