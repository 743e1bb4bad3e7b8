package rules_test

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"go.starlark.net/starlark"
	"go.starlark.net/starlarkstruct"
	"go.starlark.net/starlarktest"
	"go.starlark.net/syntax"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/rules"
)

// TestScripts runs the testdata/*.star scripts, in the style of
// go.starlark.net's own tests: each script loads rules with
// load_rules(name, src, set=[...]) and checks them with assert.eq and
// assert.fails. A failing assertion reports the script's line.
func TestScripts(t *testing.T) {
	files, err := filepath.Glob("testdata/*.star")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test scripts: %v", err)
	}
	assert, err := starlarktest.LoadAssertModule()
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			thread := &starlark.Thread{Name: file, Load: func(*starlark.Thread, string) (starlark.StringDict, error) {
				return assert, nil
			}}
			starlarktest.SetReporter(thread, t)
			predeclared := starlark.StringDict{"load_rules": starlark.NewBuiltin("load_rules", loadRules)}
			if _, err := starlark.ExecFileOptions(scriptOptions, thread, file, nil, predeclared); err != nil {
				if ee, ok := err.(*starlark.EvalError); ok {
					t.Fatal(ee.Backtrace())
				}
				t.Fatal(err)
			}
		})
	}
}

// scriptOptions let test scripts rebind names and loop at top level.
var scriptOptions = &syntax.FileOptions{GlobalReassign: true, TopLevelControl: true, While: true, Set: true}

// loadRules is load_rules(name, src, set=[], max_positions=100000,
// max_steps=0): the game of a rules file.
func loadRules(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var name, src string
	var set *starlark.List
	maxPositions, maxSteps := 100_000, 0
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "name", &name, "src", &src, "set?", &set,
		"max_positions?", &maxPositions, "max_steps?", &maxSteps); err != nil {
		return nil, err
	}
	opt := rules.Options{MaxPositions: maxPositions, MaxSteps: uint64(maxSteps)}
	if set != nil {
		for v := range set.Elements() {
			s, _ := starlark.AsString(v)
			opt.Set = append(opt.Set, s)
		}
	}
	g, err := rules.Load(context.Background(), name, []byte(src), opt)
	if err != nil {
		return nil, err
	}
	return gameValue(g), nil
}

// gameValue exposes a loaded game to test scripts:
//
//	g.grundy(ctx, pos)                 Grundy value of one position (a string to parse)
//	g.analyze(pos..., misere=False)  struct(outcome, grundy, value, moves,
//	                              draws) of a sum; no position means the
//	                              file's start; value (generalized) and draws
//	                              (moves that keep a draw) are set when
//	                              positions repeat
//	g.parameters()                the names --set overrides
func gameValue(g *rules.Game) starlark.Value {
	grundy := func(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
		var pos string
		if err := starlark.UnpackPositionalArgs(b.Name(), args, kwargs, 1, &pos); err != nil {
			return nil, err
		}
		c, err := g.Parse(pos)
		if err != nil {
			return nil, err
		}
		v, err := c.Value(context.Background())
		if err != nil {
			return nil, err
		}
		n, _ := v.Uint64()
		return starlark.MakeUint64(n), nil
	}
	analyze := func(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
		var misere bool
		if err := starlark.UnpackArgs(b.Name(), nil, kwargs, "misere?", &misere); err != nil {
			return nil, err
		}
		r, err := analyzeSum(g, args, misere)
		if err != nil {
			return nil, err
		}
		moveList := func(ms []answer.MoveReport) *starlark.List {
			var l []starlark.Value
			for _, m := range ms {
				l = append(l, starlark.String(fmt.Sprintf("%s -> %s", m.From, strings.Join(m.To, " + "))))
			}
			return starlark.NewList(l)
		}
		grundy := starlark.Value(starlark.None)
		if r.Grundy != nil {
			n, _ := r.Grundy.Uint64()
			grundy = starlark.MakeUint64(n)
		}
		return starlarkstruct.FromStringDict(starlark.String("report"), starlark.StringDict{
			"outcome": starlark.String(r.Outcome.String()),
			"grundy":  grundy,
			"value":   starlark.String(r.Value),
			"moves":   moveList(r.WinningMoves),
			"draws":   moveList(r.DrawingMoves),
		}), nil
	}
	parameters := func(*starlark.Thread, *starlark.Builtin, starlark.Tuple, []starlark.Tuple) (starlark.Value, error) {
		var names []starlark.Value
		for _, p := range g.Parameters() {
			names = append(names, starlark.String(p))
		}
		return starlark.NewList(names), nil
	}
	return starlarkstruct.FromStringDict(starlark.String("game"), starlark.StringDict{
		"grundy":     starlark.NewBuiltin("grundy", grundy),
		"analyze":    starlark.NewBuiltin("analyze", analyze),
		"parameters": starlark.NewBuiltin("parameters", parameters),
	})
}

// analyzeSum analyses the sum of the parsed positions, or the start.
func analyzeSum(g *rules.Game, args starlark.Tuple, misere bool) (*answer.Report, error) {
	var sum []game.Component
	if len(args) == 0 {
		start, err := g.Start()
		if err != nil {
			return nil, err
		}
		sum = start
	}
	for _, a := range args {
		s, ok := starlark.AsString(a)
		if !ok {
			return nil, fmt.Errorf("analyze: position %s is not a string", a)
		}
		c, err := g.Parse(s)
		if err != nil {
			return nil, err
		}
		sum = append(sum, c)
	}
	return sums.Analyze(g, sum, sums.Options{Misere: misere})
}
