package analysis

import (
	"context"
	"slices"
	"strings"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/display"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/loopy"
)

// An Answer is the analysis of one position, as both front ends give it:
// the report, and what to call the components in move descriptions
// ("heap 1: 3 → 1").
type Answer struct {
	*answer.Report
	Noun string `json:"noun"`
	// Boards says how to draw each component to play on (display.Boarder),
	// "" for one drawn as text; nil when none is drawn.
	Boards []string `json:"boards,omitempty"`
	// Drawings are the grids of characters of the components drawn so
	// (Boards "grid", display.Drawer), nil for the others.
	Drawings [][]string `json:"drawings,omitempty"`
	// Graph is the graph the tokens of a graph game move on, to draw,
	// when it is small enough (maxDrawnVertices).
	Graph *Graph `json:"graph,omitempty"`
	// Note, if set, warns that the position may not mean what was meant
	// (display.Noter).
	Note string `json:"note,omitempty"`
	// Compound, when the components are played as a compound other than
	// their sum, is its analysis; the report then gives its outcome only.
	Compound *sums.CompoundReport `json:"compound,omitempty"`
}

// DefaultListedMoves is how many winning moves an answer in JSON lists
// unless asked otherwise, on every front: the rest are counted.
const DefaultListedMoves = 1000

// A Graph is a graph game's graph: its vertices by name, its edges as
// pairs of indices into them, from and to.
type Graph struct {
	Vertices []string `json:"vertices"`
	Edges    [][2]int `json:"edges"`
}

// maxDrawnVertices bounds the graphs drawn: more would not be legible.
const maxDrawnVertices = 40

// Analyze loads the request's position and analyses it.
func Analyze(ctx context.Context, r *Request) (*Answer, error) {
	p, err := Load(ctx, r)
	if err != nil {
		return nil, err
	}
	return p.Analyze(ctx, r.Options())
}

// Analyze analyses the position: its outcome, Grundy value and winning
// moves, with the generalized value of a sum that mixes a loopy game with
// others, and the game of each component of a sum of several.
func (p *Position) Analyze(ctx context.Context, opt sums.Options) (*Answer, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if opt.Compound != "" && opt.Compound != sums.Disjunctive {
		return p.analyzeCompound(ctx, opt)
	}
	r, err := sums.AnalyzeContext(ctx, p.Family, p.Sum, opt)
	if err != nil {
		return nil, err
	}
	r.Games = p.Games
	if r.WinningMoves == nil {
		r.WinningMoves = []answer.MoveReport{} // [] in JSON, never null
	}
	loopy.AddSumValue(ctx, r, p.Family, p.Sum)
	a := &Answer{Report: r, Noun: p.Noun(), Boards: boards(p.Sum)}
	if a.Drawings, err = drawings(p.Sum, a.Boards); err != nil {
		return nil, err
	}
	if g, ok := p.Family.(display.GraphDrawer); ok {
		if vs, es := g.DrawGraph(); len(vs) <= maxDrawnVertices {
			a.Graph = &Graph{Vertices: vs, Edges: es}
		}
	}
	notes := []string{p.Note}
	if n, ok := p.Family.(display.Noter); ok {
		notes = append(notes, n.Note(p.Sum))
	}
	a.Note = strings.Join(slices.DeleteFunc(notes, func(s string) bool { return s == "" }), "; ")
	return a, nil
}

// drawings returns the grids of the components of sum drawn as grids
// (boards), or nil if none is.
func drawings(sum []game.Component, boards []string) ([][]string, error) {
	var out [][]string
	for i, b := range boards {
		d, ok := sum[i].(display.Drawer)
		if b != "grid" || !ok {
			continue
		}
		rows, err := d.Draw()
		if err != nil {
			return nil, err
		}
		if out == nil {
			out = make([][]string, len(sum))
		}
		out[i] = rows
	}
	return out, nil
}

// boards says how to draw each component of sum, or nil if none has a
// drawing.
func boards(sum []game.Component) []string {
	var out []string
	for i, c := range sum {
		if b, ok := c.(display.Boarder); ok && b.Board() != "" {
			if out == nil {
				out = make([]string, len(sum))
			}
			out[i] = b.Board()
		}
	}
	return out
}

// Noun names the components of the position in move
// descriptions: the family's own noun if it is a Nouner, else "heap"
// when every component is a plain count, as in Nim and the other heap
// games, else the neutral "component".
func (p *Position) Noun() string {
	f, position := p.Family, game.Option(p.Sum).Strings()
	if n, ok := f.(display.Nouner); ok {
		return n.ComponentNoun()
	}
	for _, p := range position {
		if !isDigits(p) {
			return "component"
		}
	}
	return "heap"
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
