package rules

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"go.starlark.net/starlark"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// What a Game and its positions offer the rest of nimber.
var (
	_ game.Family       = (*Game)(nil)
	_ game.Counter      = (*Game)(nil)
	_ game.MisereFamily = (*Game)(nil)
	_ game.Mover        = component{}
	_ game.ValueMover   = component{}
	_ game.Outcomer     = component{}
)

// Name returns the rules file's base name, e.g. "dot.star".
func (g *Game) Name() string { return g.name }

// Parameters returns the names --set may override, in file order.
func (g *Game) Parameters() []string { return slices.Clone(g.params) }

// Parse reads a position: with the file's parse(s) if it defines one,
// else as a Starlark literal such as 7, (0, 0) or "abc".
func (g *Game) Parse(s string) (game.Component, error) {
	var v starlark.Value
	var err error
	if g.parse != nil {
		v, err = g.call(g.parse, starlark.String(s))
	} else {
		v, err = g.literal(s)
	}
	if err != nil {
		return nil, err
	}
	return g.component(v)
}

// component makes a component of the position v and checks that format
// can render it.
func (g *Game) component(v starlark.Value) (game.Component, error) {
	id, err := g.intern(v)
	if err != nil {
		return nil, err
	}
	if _, err := g.formatValue(v); err != nil {
		return nil, err
	}
	return component{g, id}, nil
}

// Start returns the file's start: one position, or a list of positions
// played as a sum.
func (g *Game) Start() ([]game.Component, error) {
	if g.start == nil {
		return nil, errs.Errorf(g.name, errs.Usage, "%s defines no start position; give one on the command line", g.name)
	}
	values := []starlark.Value{g.start}
	if l, ok := g.start.(*starlark.List); ok {
		values = values[:0]
		for v := range l.Elements() {
			values = append(values, v)
		}
	}
	sum := make([]game.Component, len(values))
	for i, v := range values {
		c, err := g.component(v)
		if err != nil {
			return nil, errs.E("start", errs.KindOf(err), err)
		}
		sum[i] = c
	}
	return sum, nil
}

// Explored returns the number of positions valued so far.
func (g *Game) Explored() int64 {
	n := g.normal.Explored() + int64(len(g.loopy.ids))
	if g.misere != nil {
		n += g.misere.Explored()
	}
	return n
}

// A component is a position of a Game.
type component struct {
	g  *Game
	id uint32
}

func (c component) String() string { return c.g.formatID(c.id) }

// Board draws the position as the file's draw(p) does, if it has one
// (display.Boarder).
func (c component) Board() string {
	if c.g.draw == nil {
		return ""
	}
	return "grid"
}

// Bounds of a drawing, for a board to show it whole.
const (
	maxDrawRows    = 20
	maxDrawColumns = 40
)

// Draw returns the rows of characters the file's draw(p) returns
// (display.Drawer).
func (c component) Draw() ([]string, error) {
	v := c.g.ids.value(c.id)
	if c.g.draw == nil || v == (gameOver{}) {
		return nil, nil
	}
	res, err := c.g.call(c.g.draw, v)
	if err != nil {
		return nil, err
	}
	var rows []string
	want := "want a list of at most %d strings, the rows of a grid of at most %d characters"
	seq, ok := res.(starlark.Indexable)
	if _, isString := res.(starlark.String); !ok || isString || seq.Len() > maxDrawRows {
		return nil, c.g.hookError(c.g.draw, v, "returned %s, "+want, describe(res), maxDrawRows, maxDrawColumns)
	}
	for i := range seq.Len() {
		row, ok := starlark.AsString(seq.Index(i))
		if !ok || utf8.RuneCountInString(row) > maxDrawColumns {
			return nil, c.g.hookError(c.g.draw, v, "returned row %d %s, "+want, i, describe(seq.Index(i)), maxDrawRows, maxDrawColumns)
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// Value returns the Grundy value, searching the positions below c.
func (c component) Value(ctx context.Context) (game.Nimber, error) {
	c.g.ahead(c.id)
	v, err := c.g.normal.Grundy(ctx, c.id)
	return game.Star(v), err
}

// Outcome returns the normal-play outcome class.
func (c component) Outcome(ctx context.Context) (game.Outcome, error) {
	c.g.ahead(c.id)
	return c.g.normal.Outcome(ctx, c.id)
}

// Options lists the moves from c in normal play.
func (c component) Options(ctx context.Context) ([]game.Option, error) {
	ids, err := c.g.normalMoves(c.id, nil)
	return c.g.asOptions(ids), err
}

// MovesTo lists the moves from c to positions of value target.
func (c component) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	ids, err := c.g.normal.MovesTo(ctx, c.id, t)
	return c.g.asOptions(ids), err
}

func (g *Game) asOptions(ids []uint32) []game.Option {
	opts := make([]game.Option, len(ids))
	for i, id := range ids {
		opts[i] = game.Option{component{g, id}}
	}
	return opts
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
