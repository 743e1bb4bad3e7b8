package rules

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"go.starlark.net/starlark"

	"github.com/nimber/nimber/errs"
)

// guard runs f, a call into the script described by what (e.g.
// "moves((0, 0))"), under the step limit and the deadline, and turns a
// Starlark failure into an error of ours that points at file:line:col and
// carries the traceback.
// The description is built only on failure: what is on the hot path.
func (g *Game) guard(what func() string, f func() error) error {
	g.calls++
	if g.calls&1023 == 0 && time.Now().After(g.deadline) {
		return errs.Errorf(g.name, errs.Limit, "%s: stopped after the %v time limit (raise it with --timeout)", what(), g.opt.Timeout)
	}
	g.thread.Steps = 0
	g.stepsExceeded = false
	err := f()
	if err == nil {
		return nil
	}
	if g.stepsExceeded {
		g.thread.Uncancel()
		return errs.Errorf(g.name, errs.Limit, "%s: more than %d Starlark steps in one call (raise the limit with --max-steps)", what(), g.opt.MaxSteps)
	}
	var ee *starlark.EvalError
	if !errors.As(err, &ee) {
		return errs.E(what(), errs.Usage, err)
	}
	pos := ""
	for i := len(ee.CallStack) - 1; i >= 0; i-- {
		if p := ee.CallStack[i].Pos; p.Filename() != "<builtin>" {
			pos = p.String() + ": "
			break
		}
	}
	return errs.Errorf("", errs.Usage, "%s%s: %s\n%s", pos, what(), ee.Msg, strings.TrimRight(ee.CallStack.String(), "\n"))
}

// call calls the hook fn with the position v.
func (g *Game) call(fn *starlark.Function, v starlark.Value) (starlark.Value, error) {
	var res starlark.Value
	g.arg[0] = v
	err := g.guard(func() string { return g.callString(fn, v) }, func() (err error) {
		res, err = starlark.Call(g.thread, fn, g.arg, nil)
		return err
	})
	return res, err
}

// callString renders a call for messages: moves((0, 0)).
func (g *Game) callString(fn *starlark.Function, v starlark.Value) string {
	return fmt.Sprintf("%s(%s)", fn.Name(), v)
}

// hookError is a misuse of the rules API found in what a hook returned; it
// points at the hook's definition.
func (g *Game) hookError(fn *starlark.Function, v starlark.Value, format string, args ...any) error {
	return errs.Errorf("", errs.Usage, "%s: %s %s", fn.Position(), g.callString(fn, v), fmt.Sprintf(format, args...))
}

// positions iterates over the positions in res, the result of fn(v).
func (g *Game) positions(fn *starlark.Function, v, res starlark.Value, each func(p starlark.Value) error) error {
	it, ok := res.(starlark.Iterable)
	if !ok {
		return g.hookError(fn, v, "returned %s, want a list of positions", describe(res))
	}
	iter := it.Iterate()
	defer iter.Done()
	var p starlark.Value
	for iter.Next(&p) {
		if err := each(p); err != nil {
			return err
		}
	}
	return nil
}

// describe names the type of v with an article: "an int", "a list", "None".
func describe(v starlark.Value) string {
	if v == starlark.None {
		return "None"
	}
	t := v.Type()
	if strings.ContainsRune("aeiou", rune(t[0])) {
		return "an " + t
	}
	return "a " + t
}

// unhashable explains why v cannot be a position.
func unhashable(v starlark.Value) error {
	hint := "positions are ints, strings, tuples or structs"
	switch v.(type) {
	case *starlark.List:
		hint = "use a tuple"
	case starlark.Tuple:
		hint = "everything inside a position must be hashable too: tuples, not lists"
	case *starlark.Dict:
		hint = "use a tuple of (key, value) pairs or a struct"
	case *starlark.Set:
		hint = "use a sorted tuple"
	}
	return errs.Errorf("", errs.Usage, "position %s is not hashable: %s", v, hint)
}
