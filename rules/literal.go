package rules

import (
	"errors"
	"fmt"
	"strconv"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"github.com/nimber/nimber/errs"
)

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
	switch {
	case err != nil && g.done():
		return nil, err // the work stopped (g.timeout), not a misread position
	case err != nil:
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
