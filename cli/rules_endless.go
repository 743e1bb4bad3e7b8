package cli

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// rulesChild is what the child process of a rules file's command keeps
// (env.sandbox): the command's request, to explain a bound it met.
type rulesChild struct {
	req       *analysis.Request // set by familyOptions.request
	maxMemory int64             // the bound on the process's memory
	// met starts the command with its memory bound met: a child run
	// again after one that died out of memory (env.boundMet).
	met bool
}

// tooLong returns the memory bound as the error of p, a panic in a rules
// file's child, when p is a slice too long for the machine's int (a
// script's [0] * 10**9 on a 32-bit machine, where a 64-bit one runs out of
// memory); nil for any other panic, a bug.
func (c *rulesChild) tooLong(p any) error {
	re, ok := p.(runtime.Error)
	if c == nil || !ok || !strings.Contains(re.Error(), "len out of range") {
		return nil
	}
	return memoryBound(c.maxMemory)
}

// Bounds of the walk that looks for a line of play without end: a walk
// of the script's positions, a few seconds at most.
const (
	endlessMoves = 10_000
	endlessTime  = 5 * time.Second
)

// endless returns err, a bound met by a rules file's command, saying
// that the game may have no end when a line of play from its position
// passes endlessMoves distinct positions: a search of a game without end
// goes deeper until a bound stops it, whichever bound that is. Other
// errors, and an interrupt, it returns as they are.
func (c *rulesChild) endless(err error) error {
	if c != nil && c.met {
		// Whatever stopped this run at its start (the search, or the read
		// of a position, seeing the context cancelled), the child before it
		// met the memory bound.
		err = memoryBound(c.maxMemory)
	}
	if c == nil || c.req == nil || errs.KindOf(err) != errs.Limit || errors.Is(err, context.Canceled) {
		return err
	}
	from, ok := c.lineWithoutEnd()
	if !ok {
		return err
	}
	return &errs.Error{Kind: errs.Limit, Err: fmt.Errorf("the game may have no end: a line of play from %s passes %d positions without ending; %w", from, endlessMoves, err)}
}

// lineWithoutEnd walks from each component of the request's position (the
// start, if none) along first moves, in a game loaded afresh, and returns
// the first component whose walk passes endlessMoves distinct positions.
func (c *rulesChild) lineWithoutEnd() (string, bool) {
	if slices.Contains(c.req.Position, "-") {
		return "", false // standard input is read
	}
	// The search that met the bound is over: its memory, up to the bound,
	// is garbage, and the walk should not pay for collecting it nor
	// reserve past the address-space limit on top of it.
	debug.FreeOSMemory()
	req := *c.req
	req.Limits = analysis.Limits{MaxPositions: 4 * endlessMoves, MaxSteps: req.Limits.MaxSteps, MaxDigits: req.Limits.MaxDigits}
	req.Source.Print, req.Source.Progress = nil, nil
	ctx, cancel := context.WithTimeout(context.Background(), endlessTime)
	defer cancel()
	p, err := analysis.Load(ctx, &req)
	if err != nil {
		return "", false
	}
	for _, start := range p.Sum {
		if walk(start) {
			return start.String(), true
		}
	}
	return "", false
}

// walk reports whether the line of play from c along first moves passes
// endlessMoves distinct positions. A move to several components goes on
// in the first.
func walk(c game.Component) bool {
	seen := make(map[string]bool)
	for range endlessMoves {
		m, ok := c.(game.Mover)
		if !ok {
			return false
		}
		opts, err := m.Options()
		if err != nil || len(opts) == 0 || len(opts[0]) == 0 {
			return false
		}
		c = opts[0][0]
		k := c.String()
		if seen[k] {
			return false // a cycle: the engine calls it a draw
		}
		seen[k] = true
	}
	return true
}
