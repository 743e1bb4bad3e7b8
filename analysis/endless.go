package analysis

import (
	"context"
	"errors"
	"fmt"
	"runtime/debug"
	"slices"
	"time"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Bounds of the walk that looks for a line of play without end: a walk
// of the game's positions, a few seconds at most.
const (
	EndlessMoves = 10_000
	EndlessTime  = 5 * time.Second
)

// Endless returns err, a bound met by the work on r, saying that the game
// may have no end when a line of play from r's position passes
// EndlessMoves distinct positions: a search of a game without end goes
// deeper until a bound stops it, whichever bound that is. Other errors,
// and a cancellation, it returns as they are. The walk runs within ctx,
// which must not be the context whose bound was met, and EndlessTime.
func Endless(ctx context.Context, r *Request, err error) error {
	if r == nil || errs.KindOf(err) != errs.Limit || errors.Is(err, context.Canceled) {
		return err
	}
	from, ok := lineWithoutEnd(ctx, r)
	if !ok {
		return err
	}
	return &errs.Error{Kind: errs.Limit, Err: fmt.Errorf("the game may have no end: a line of play from %s passes %d positions without ending; %w", from, EndlessMoves, err)}
}

// lineWithoutEnd walks from each component of r's position (the start,
// if none) along first moves, in a game loaded afresh, and returns the
// first component whose walk passes EndlessMoves distinct positions.
func lineWithoutEnd(ctx context.Context, r *Request) (string, bool) {
	if slices.Contains(r.Position, "-") {
		return "", false // standard input is read
	}
	// The search that met the bound is over: its memory, up to the bound,
	// is garbage, and the walk should not pay for collecting it nor
	// reserve past the address-space limit on top of it.
	debug.FreeOSMemory()
	req := *r
	req.Limits = Limits{MaxPositions: 4 * EndlessMoves, MaxSteps: req.Limits.MaxSteps, MaxDigits: req.Limits.MaxDigits}
	req.Source.Print, req.Source.Progress = nil, nil
	ctx, cancel := context.WithTimeout(ctx, EndlessTime)
	defer cancel()
	p, err := Load(ctx, &req)
	if err != nil {
		return "", false
	}
	for _, start := range p.Sum {
		if walkEndless(ctx, start) {
			return start.String(), true
		}
	}
	return "", false
}

// walkEndless reports whether the line of play from c along first moves
// passes EndlessMoves distinct positions. A move to several components
// goes on in the first.
func walkEndless(ctx context.Context, c game.Component) bool {
	seen := make(map[string]bool)
	for range EndlessMoves {
		m, ok := c.(game.Mover)
		if !ok {
			return false
		}
		opts, err := m.Options(ctx)
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
