package rules

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"

	"go.starlark.net/starlark"
	"go.starlark.net/starlarkstruct"
	"go.starlark.net/syntax"

	"github.com/nimber/nimber/errs"
)

// Defaults for the zero fields of Options.
const (
	// DefaultMaxPositions bounds the distinct positions of one game. It is
	// lower than game.DefaultMaxPositions because each position is a
	// Starlark value (tens of bytes) rather than a machine word.
	DefaultMaxPositions = 10_000_000
	// DefaultMaxSteps bounds the Starlark steps of one call of a rules
	// function (about a tenth of a second of work).
	DefaultMaxSteps = 10_000_000
	// DefaultTimeout bounds the wall-clock time from Load to the last call
	// into the script.
	DefaultTimeout = 10 * time.Minute
)

// Options configure loading and the limits of every later search.
type Options struct {
	// Set overrides parameters, each "NAME=VALUE" with VALUE a Starlark
	// expression: "D=4", "VECTORS=[(1, 2), (2, 1)]".
	Set []string
	// MaxPositions stops a search with an errs.Limit error after this
	// many distinct positions; 0 means DefaultMaxPositions.
	MaxPositions int
	// MaxSteps stops any one call into the script after this many
	// Starlark steps; 0 means DefaultMaxSteps.
	MaxSteps uint64
	// Timeout stops the work after this much wall-clock time since Load,
	// a call into the script included; 0 means DefaultTimeout.
	Timeout time.Duration
	// Print receives the script's print output; nil discards it.
	Print func(msg string)
	// Progress, if set, is called now and then (every 2^20 positions)
	// during a long search with the number of positions explored.
	Progress func(explored int64)
}

// fileOptions is the Starlark dialect of rules files: Python-like enough
// for while loops and top-level loops, still without recursion.
var fileOptions = &syntax.FileOptions{Set: true, While: true, TopLevelControl: true}

// hooks are the names a rules file may define, with whether they must be
// functions; moves is the only required one.
var hooks = []string{"moves", "terminal", "components", "parse", "format", "draw"}

// Load reads the rules file filename (src, if not nil, is its contents),
// applies the parameter overrides in opt.Set, runs the file's top level
// and returns the game it defines. The game's work, a call into the
// script included, stops when ctx is done or opt.Timeout has passed,
// whichever comes first.
func Load(ctx context.Context, filename string, src []byte, opt Options) (*Game, error) {
	op := "load " + filename
	if src == nil {
		b, err := os.ReadFile(filename)
		if err != nil {
			return nil, errs.E(op, errs.IO, err)
		}
		src = b
	}
	f, err := fileOptions.Parse(filename, src, 0)
	if err != nil {
		return nil, errs.E(op, errs.Usage, err)
	}
	params := parameters(f)
	for _, set := range opt.Set {
		if err := override(f, params, set); err != nil {
			return nil, errs.E(op, errs.Usage, err)
		}
	}
	predeclared := starlark.StringDict{"struct": starlark.NewBuiltin("struct", starlarkstruct.Make)}
	prog, err := starlark.FileProgram(f, predeclared.Has)
	if err != nil {
		return nil, errs.E(op, errs.Usage, err)
	}
	g := newGame(ctx, filename, opt)
	g.params = params
	g.prog, g.predeclared = prog, predeclared
	var globals starlark.StringDict
	err = g.guard("top level of "+g.name, func() error {
		globals, err = prog.Init(g.thread, predeclared)
		return err
	})
	if err != nil {
		return nil, err
	}
	if err := g.bind(globals); err != nil {
		return nil, errs.E(op, errs.Usage, err)
	}
	return g, nil
}

// bind takes the hooks and the start position from the file's globals.
func (g *Game) bind(globals starlark.StringDict) error {
	fns := make(map[string]*starlark.Function)
	for _, name := range hooks {
		v, ok := globals[name]
		if !ok {
			continue
		}
		fn, ok := v.(*starlark.Function)
		if !ok || fn.NumParams() != 1 {
			return errs.Errorf("", errs.Usage, "%s must be a function of one position, def %s(p), not %s", name, name, describe(v))
		}
		fns[name] = fn
	}
	if fns["moves"] == nil {
		return errs.Errorf("", errs.Usage, "%s defines no moves(p) function: every rules file lists the moves from a position p", g.name)
	}
	g.moves, g.terminal, g.components = fns["moves"], fns["terminal"], fns["components"]
	g.parse, g.format, g.draw = fns["parse"], fns["format"], fns["draw"]
	g.start = globals["start"]
	return nil
}

// parameters returns the names assigned at top level that --set may
// override: the UPPERCASE ones, by the Python convention for constants.
func parameters(f *syntax.File) []string {
	var names []string
	for _, stmt := range f.Stmts {
		if id := paramAssign(stmt); id != nil && !slices.Contains(names, id.Name) {
			names = append(names, id.Name)
		}
	}
	return names
}

// paramAssign returns the assigned name if stmt is "NAME = expr" with an
// upper-case NAME.
func paramAssign(stmt syntax.Stmt) *syntax.Ident {
	a, ok := stmt.(*syntax.AssignStmt)
	if !ok || a.Op != syntax.EQ {
		return nil
	}
	id, ok := a.LHS.(*syntax.Ident)
	if !ok || strings.ToUpper(id.Name) != id.Name || !unicode.IsLetter(rune(id.Name[0])) {
		return nil
	}
	return id
}

// override replaces the right-hand side of "NAME = …" with the expression
// in set ("NAME=VALUE"), so everything the file computes from NAME sees
// the new value.
func override(f *syntax.File, params []string, set string) error {
	name, value, ok := strings.Cut(set, "=")
	name = strings.TrimSpace(name)
	if !ok || name == "" {
		return errs.Errorf("", errs.Usage, "%v: want NAME=VALUE, e.g. %v", errs.Flag{Name: "set", Value: strconv.Quote(set)}, errs.Flag{Name: "set", Value: "D=4"})
	}
	if !slices.Contains(params, name) {
		return errs.Errorf("", errs.Usage, "%v: %s has no parameter %s (parameters are upper-case top-level names: %s)",
			errs.Flag{Name: "set", Value: set}, filepath.Base(f.Path), name, listOrNone(params))
	}
	expr, err := fileOptions.ParseExpr(name, value, 0)
	if err != nil {
		return errs.Errorf("", errs.Usage, "%v: value is not a Starlark expression: %v", errs.Flag{Name: "set", Value: set}, err)
	}
	for _, stmt := range f.Stmts {
		if id := paramAssign(stmt); id != nil && id.Name == name {
			stmt.(*syntax.AssignStmt).RHS = expr
		}
	}
	return nil
}

func listOrNone(names []string) string {
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}
