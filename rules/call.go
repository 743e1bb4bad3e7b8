package rules

import (
	"errors"
	"fmt"
	"strings"

	"go.starlark.net/starlark"

	"github.com/nimber/nimber/errs"
)

// call calls the hook fn with the position v. It is the hot path: the
// text of the call is built only for an error.
func (g *Game) call(fn *starlark.Function, v starlark.Value) (starlark.Value, error) {
	if g.expired() {
		return nil, g.timeout(g.callString(fn, v))
	}
	g.arg[0] = v
	res, err := starlark.Call(g.thread, fn, g.arg, nil)
	if err != nil {
		return nil, g.failure(g.callString(fn, v), err)
	}
	return res, nil
}

// guard runs f, a call into the script described by what, under the
// same limits as call.
func (g *Game) guard(what string, f func() error) error {
	if g.expired() {
		return g.timeout(what)
	}
	if err := f(); err != nil {
		return g.failure(what, err)
	}
	return nil
}

// expired starts a call into the script: it resets the step count and
// reports whether the time limit has passed or the context is done.
func (g *Game) expired() bool {
	g.thread.Steps = 0
	g.stepsExceeded = false
	return g.done()
}

func (g *Game) timeout(what string) error {
	if s := g.stopped.Load(); s != nil && s.ctxErr != nil {
		return errs.E(g.name, errs.Limit, fmt.Errorf("%s: stopped: %w", what, s.ctxErr))
	}
	return errs.Boundf(g.name, "timeout", "%s: stopped after the %v time limit", what, g.opt.Timeout)
}

// failure turns a failed call described by what into an error of ours
// that points at file:line:col and carries the Starlark traceback.
func (g *Game) failure(what string, err error) error {
	if g.done() { // the thread was cancelled, maybe mid-call
		return g.timeout(what)
	}
	if g.stepsExceeded {
		g.thread.Uncancel()
		return errs.Boundf(g.name, "max-steps", "%s: more than %d Starlark steps in one call", what, g.opt.MaxSteps)
	}
	var ee *starlark.EvalError
	if !errors.As(err, &ee) {
		return errs.E(what, errs.Usage, err)
	}
	pos := ""
	for i := len(ee.CallStack) - 1; i >= 0; i-- {
		if p := ee.CallStack[i].Pos; p.Filename() != "<builtin>" {
			pos = p.String() + ": "
			break
		}
	}
	return errs.Errorf("", errs.Usage, "%s%s: %s\n%s", pos, what, ee.Msg, strings.TrimRight(ee.CallStack.String(), "\n"))
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
	switch l := res.(type) {
	case *starlark.List, starlark.Tuple: // the usual results, without an iterator
		seq := l.(starlark.Indexable)
		for i := range seq.Len() {
			if err := each(seq.Index(i)); err != nil {
				return err
			}
		}
		return nil
	}
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
