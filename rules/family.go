package rules

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
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

// literal reads s as a Starlark literal: ints, strings, floats, None,
// True, False, and tuples (or, to be told they are not hashable, lists
// and dicts) of literals. Nothing is computed, so no text is costly.
func (g *Game) literal(s string) (starlark.Value, error) {
	bad := func(why string) error {
		return errs.Errorf("", errs.Usage, "position %q: %s; a position is a literal such as 7, (0, 0) or \"abc\" (or define parse(s) in %s to read your own notation)",
			s, why, g.name)
	}
	expr, err := fileOptions.ParseExpr("position", s, 0)
	if err != nil {
		var se syntax.Error
		if errors.As(err, &se) {
			return nil, bad(se.Msg)
		}
		return nil, bad(err.Error())
	}
	if e := nonLiteral(expr); e != nil {
		return nil, bad(fmt.Sprintf("%s is not a literal", snippet(s, e)))
	}
	var v starlark.Value
	err = g.guard("position "+strconv.Quote(s), func() (err error) {
		v, err = starlark.EvalExprOptions(fileOptions, g.thread, expr, nil)
		return err
	})
	if err != nil {
		return nil, bad(firstLine(err))
	}
	return v, nil
}

// snippet returns the text of e within s, a one-line expression.
func snippet(s string, e syntax.Expr) string {
	start, end := e.Span()
	r := []rune(s)
	if start.Line != 1 || end.Line != 1 || start.Col < 1 || int(end.Col-1) > len(r) || start.Col > end.Col {
		return "an expression"
	}
	return string(r[start.Col-1 : end.Col-1])
}

// nonLiteral returns the first part of e that is not a literal, or nil.
func nonLiteral(e syntax.Expr) syntax.Expr {
	var sub []syntax.Expr
	switch e := e.(type) {
	case *syntax.Literal:
		return nil
	case *syntax.Ident:
		if e.Name == "None" || e.Name == "True" || e.Name == "False" {
			return nil
		}
		return e
	case *syntax.ParenExpr:
		sub = []syntax.Expr{e.X}
	case *syntax.UnaryExpr:
		if e.Op != syntax.MINUS && e.Op != syntax.PLUS {
			return e
		}
		if _, ok := e.X.(*syntax.Literal); !ok {
			return e
		}
		return nil
	case *syntax.TupleExpr:
		sub = e.List
	case *syntax.ListExpr:
		sub = e.List
	case *syntax.DictExpr:
		for _, entry := range e.List {
			kv := entry.(*syntax.DictEntry)
			sub = append(sub, kv.Key, kv.Value)
		}
	default:
		return e
	}
	for _, x := range sub {
		if bad := nonLiteral(x); bad != nil {
			return bad
		}
	}
	return nil
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
	n := g.normal.Explored()
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

// Value returns the Grundy value, searching the positions below c.
func (c component) Value() (game.Nimber, error) {
	v, err := c.g.normal.Grundy(c.id)
	return game.Star(v), err
}

// Outcome returns the normal-play outcome class.
func (c component) Outcome() (game.Outcome, error) { return c.g.normal.Outcome(c.id) }

// Options lists the moves from c in normal play.
func (c component) Options() ([]game.Option, error) {
	ids, err := c.g.normalMoves(c.id, nil)
	return c.g.asOptions(ids), err
}

// MovesTo lists the moves from c to positions of value target.
func (c component) MovesTo(target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	ids, err := c.g.normal.MovesTo(c.id, t)
	return c.g.asOptions(ids), err
}

func (g *Game) asOptions(ids []uint32) []game.Option {
	opts := make([]game.Option, len(ids))
	for i, id := range ids {
		opts[i] = game.Option{component{g, id}}
	}
	return opts
}

// MisereAnalyze decides a sum under misère play by searching sums of
// positions (misère play has no Sprague–Grundy shortcut, so components are
// not split) and lists the moves to lost sums.
func (g *Game) MisereAnalyze(sum []game.Component) (game.Outcome, []game.Move, error) {
	ids := make([]uint32, len(sum))
	for i, c := range sum {
		pc, ok := c.(component)
		if !ok || pc.g != g {
			return 0, nil, errs.Errorf("misère analysis", errs.Internal, "component %s is not a position of %s", c, g.name)
		}
		ids[i] = pc.id
	}
	if g.misere == nil {
		g.misere = solve.New(solve.Game[string]{Moves: g.sumMoves, Format: g.formatSum},
			solve.Options{MaxPositions: g.opt.MaxPositions, Misere: true})
	}
	key, err := g.sumKey(ids)
	if err != nil {
		return 0, nil, err
	}
	o, err := g.misere.Outcome(key)
	if err != nil || o == game.P {
		return o, nil, err
	}
	var moves []game.Move
	for i, id := range ids {
		opts, err := g.misereMoves(id, nil)
		if err != nil {
			return 0, nil, err
		}
		for _, to := range opts {
			next, err := g.sumKey(replaced(ids, i, to))
			if err != nil {
				return 0, nil, err
			}
			if w, err := g.misere.Outcome(next); err != nil {
				return 0, nil, err
			} else if w == game.P {
				moves = append(moves, game.Move{Component: i, To: game.Option{component{g, to}}})
			}
		}
	}
	return o, moves, nil
}

// sumKey encodes a sum as the sorted ids of its components that still
// have a move (the others never matter again).
func (g *Game) sumKey(ids []uint32) (string, error) {
	live := make([]uint32, 0, len(ids))
	for _, id := range ids {
		opts, err := g.misereMoves(id, nil)
		if err != nil {
			return "", err
		}
		if len(opts) > 0 {
			live = append(live, id)
		}
	}
	slices.Sort(live)
	b := make([]byte, 4*len(live))
	for i, id := range live {
		binary.LittleEndian.PutUint32(b[4*i:], id)
	}
	return string(b), nil
}

func decodeSum(key string) []uint32 {
	ids := make([]uint32, len(key)/4)
	for i := range ids {
		ids[i] = binary.LittleEndian.Uint32([]byte(key[4*i : 4*i+4]))
	}
	return ids
}

// sumMoves lists the sums one misère move away from key.
func (g *Game) sumMoves(key string, dst []string) ([]string, error) {
	ids := decodeSum(key)
	for i, id := range ids {
		opts, err := g.misereMoves(id, nil)
		if err != nil {
			return dst, err
		}
		for _, to := range opts {
			next, err := g.sumKey(replaced(ids, i, to))
			if err != nil {
				return dst, err
			}
			dst = append(dst, next)
		}
	}
	return dst, nil
}

func (g *Game) formatSum(key string) string {
	ids := decodeSum(key)
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = g.formatID(id)
	}
	return strings.Join(parts, " + ")
}

// replaced returns a copy of ids with ids[i] replaced by to.
func replaced(ids []uint32, i int, to uint32) []uint32 {
	next := slices.Clone(ids)
	next[i] = to
	return next
}

func firstLine(err error) string {
	s, _, _ := strings.Cut(err.Error(), "\n")
	return s
}
