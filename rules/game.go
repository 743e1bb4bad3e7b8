package rules

import (
	"context"
	"math"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"go.starlark.net/starlark"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/solve"
)

// A Game is the game defined by a rules file. It is a game.Family whose
// components are the file's positions; it also implements analysis.Starter
// (from the file's start), game.Counter and game.MisereFamily. A Game is
// not safe for concurrent use: it owns one Starlark thread.
type Game struct {
	name   string
	opt    Options
	params []string

	thread        *starlark.Thread
	arg           starlark.Tuple            // the one argument of every hook call, reused
	stopped       atomic.Pointer[stopCause] // the time limit passed or the context is done
	stepsExceeded bool

	moves, terminal, components, parse, format, draw *starlark.Function
	start                                            starlark.Value

	ids    *interner
	pos    []position // per id
	edges  []uint32   // the options and components of all positions
	stamp  uint32     // numbers the calls of collect, for position.seen
	normal *solve.Solver[uint32]
	misere *solve.Sums

	loopy loopyGraph // the positions loopy analyses have explored (loopy.go)

	// The helper, a second instance of the script on its own thread,
	// expands positions ahead of the search, from a shared queue (ahead.go).
	prog        *starlark.Program
	predeclared starlark.StringDict
	helper      *helper
	noHelper    bool                            // making the helper failed: search alone
	helperTh    atomic.Pointer[starlark.Thread] // cancelled with the game's thread
	keepFresh   bool                            // intern lists the new positions in fresh
	fresh       []job
	printMu     sync.Mutex // both threads print
}

// position is what is known of a position id: how it ends (terminal) and
// its options and components, each computed once and kept as a range of
// edges.
type position struct {
	options, splits span
	end             ending
	seen            uint32 // the last stamp of collect that listed this id
}

// ending is what terminal(p) said of a position.
type ending uint8

const (
	playOn  ending = iota // not terminal: the moves decide
	winNow                // the player to move has won
	loseNow               // the player to move has lost
)

// span is a range of edges; count < 0 means not yet computed.
type span struct {
	first uint32
	count int32
}

var unknown = span{count: -1}

// endID is the position reached by "taking" an immediate win; it has no
// moves and no Starlark value of the script's.
const endID = 0

// gameOver is the value of endID.
type gameOver struct{}

func (gameOver) String() string        { return "end" }
func (gameOver) Type() string          { return "end" }
func (gameOver) Freeze()               {}
func (gameOver) Truth() starlark.Bool  { return starlark.False }
func (gameOver) Hash() (uint32, error) { return 0, nil }

// stopCause is why a game's work stopped: ctxErr is the error of the done
// context, nil for the game's own time limit.
type stopCause struct{ ctxErr error }

func newGame(ctx context.Context, filename string, opt Options) *Game {
	if opt.MaxPositions <= 0 {
		opt.MaxPositions = DefaultMaxPositions
	}
	if opt.MaxSteps == 0 {
		opt.MaxSteps = DefaultMaxSteps
	}
	if opt.Timeout <= 0 {
		opt.Timeout = DefaultTimeout
	}
	g := &Game{
		name: filepath.Base(filename),
		opt:  opt,
		arg:  make(starlark.Tuple, 1),
		ids:  newInterner(),
	}
	g.thread = &starlark.Thread{
		Name:  g.name,
		Print: g.print,
		Load: func(_ *starlark.Thread, module string) (starlark.StringDict, error) {
			return nil, errs.Errorf("", errs.Usage, "cannot load %q: a rules file is self-contained", module)
		},
		OnMaxSteps: func(th *starlark.Thread) {
			g.stepsExceeded = true
			th.Cancel("too many steps")
		},
	}
	g.thread.SetMaxExecutionSteps(opt.MaxSteps)
	// One timer for one deadline. A context whose deadline comes no
	// later than the timeout stops the work itself, and the error is then
	// its own (g.timeout): a timer of the time left to it, as a server
	// passes, could run first and name that instead of the server's
	// timeout. Else a timer of the timeout's, stopped when the context is
	// done, so that it keeps no finished game alive.
	var timer *time.Timer
	if d, ok := ctx.Deadline(); !ok || d.After(time.Now().Add(opt.Timeout)) {
		timer = time.AfterFunc(opt.Timeout, func() { g.stop(nil) })
	}
	context.AfterFunc(ctx, func() {
		if timer != nil {
			timer.Stop()
		}
		g.stop(ctx.Err())
	})
	g.intern(gameOver{})
	g.pos[endID].options, g.pos[endID].splits = span{}, span{}
	g.normal = solve.New(solve.Game[uint32]{
		Moves:  g.normalMoves,
		Split:  g.split,
		Key:    func(id uint32) uint64 { return uint64(id) },
		Format: g.formatID,
	}, solve.Options{MaxPositions: opt.MaxPositions, Progress: opt.Progress})
	return g
}

// intern returns the id of the position v.
func (g *Game) intern(v starlark.Value) (uint32, error) {
	id, added, err := g.ids.id(v)
	if err != nil {
		return 0, unhashable(v)
	}
	if added {
		g.pos = append(g.pos, position{options: unknown, splits: unknown})
		if g.keepFresh {
			g.fresh = append(g.fresh, job{id, v})
		}
		if g.ids.len() > g.opt.MaxPositions+1 { // +1: endID
			return 0, errs.Boundf(g.name, "max-positions", "more than %d positions", g.opt.MaxPositions)
		}
	}
	return id, nil
}

// expand calls terminal and moves on position id, once.
func (g *Game) expand(id uint32) error {
	if g.pos[id].options.count >= 0 {
		return nil
	}
	return g.expandValue(id, g.ids.value(id))
}

// expandValue is expand of position id, whose value is v.
func (g *Game) expandValue(id uint32, v starlark.Value) error {
	var end starlark.Value
	if g.terminal != nil {
		var err error
		if end, err = g.call(g.terminal, v); err != nil {
			return err
		}
	}
	return g.settle(id, v, end, func() (starlark.Value, error) { return g.call(g.moves, v) })
}

// settle records what terminal(v) said (end; nil without terminal) of
// position id, whose value is v, and else the options that moves(v)
// returns, which it calls.
func (g *Game) settle(id uint32, v, end starlark.Value, moves func() (starlark.Value, error)) error {
	if g.terminal != nil {
		switch end {
		case starlark.None, starlark.False:
		case starlark.String("win"):
			g.pos[id].end = winNow
		case starlark.String("lose"):
			g.pos[id].end = loseNow
		default:
			return g.hookError(g.terminal, v, `returned %s, want "win", "lose" or None`, end)
		}
		if g.pos[id].end != playOn {
			g.pos[id].options = span{}
			return nil
		}
	}
	res, err := moves()
	if err != nil {
		return err
	}
	s, err := g.collectFrom(g.moves, v, res, true)
	if err != nil {
		return err
	}
	g.pos[id].options = s
	return nil
}

// collect calls fn(v) and interns the positions it returns as a new span
// of edges (collectFrom).
func (g *Game) collect(fn *starlark.Function, v starlark.Value, distinct bool) (span, error) {
	res, err := g.call(fn, v)
	if err != nil {
		return unknown, err
	}
	return g.collectFrom(fn, v, res, distinct)
}

// collectFrom interns the positions in res, what fn(v) returned, as a
// new span of edges. With distinct, a position listed twice is kept
// once: two moves to the same position are one option (but two equal
// components are two games).
func (g *Game) collectFrom(fn *starlark.Function, v, res starlark.Value, distinct bool) (span, error) {
	g.stamp++
	if g.stamp == 0 { // wrapped: forget every old stamp
		for i := range g.pos {
			g.pos[i].seen = 0
		}
		g.stamp = 1
	}
	first := len(g.edges)
	err := g.positions(fn, v, res, func(p starlark.Value) error {
		id, err := g.intern(p)
		if err != nil {
			if errs.Is(err, errs.Usage) {
				return g.hookError(fn, v, "returned a bad position: %v", err)
			}
			return err
		}
		if distinct {
			if g.pos[id].seen == g.stamp {
				return nil
			}
			g.pos[id].seen = g.stamp
		}
		g.edges = append(g.edges, id)
		return nil
	})
	if err == nil && uint64(len(g.edges)) > math.MaxUint32 {
		err = errs.Errorf(g.name, errs.Limit, "more than %d moves in all: the game is too large to hold", uint32(math.MaxUint32))
	}
	if err != nil {
		g.edges = g.edges[:first]
		return unknown, err
	}
	return span{first: uint32(first), count: int32(len(g.edges) - first)}, nil
}

// normalMoves lists the options of id in normal play: an immediate win is
// one move to the end of the game (worth 0), so its value is mex{0} = 1.
func (g *Game) normalMoves(id uint32, dst []uint32) ([]uint32, error) {
	if err := g.expand(id); err != nil {
		return dst, err
	}
	if g.pos[id].end == winNow {
		return append(dst, endID), nil
	}
	s := g.pos[id].options
	return append(dst, g.edges[s.first:s.first+uint32(s.count)]...), nil
}

// misereMoves lists the options of id in misère play, where a player with
// no move wins: an immediate win is then no move, an immediate loss one
// move to the end of the game.
func (g *Game) misereMoves(id uint32, dst []uint32) ([]uint32, error) {
	if err := g.expand(id); err != nil {
		return dst, err
	}
	switch g.pos[id].end {
	case winNow:
		return dst, nil
	case loseNow:
		return append(dst, endID), nil
	}
	s := g.pos[id].options
	return append(dst, g.edges[s.first:s.first+uint32(s.count)]...), nil
}

// split lists the components of id from components(p), once.
func (g *Game) split(id uint32, dst []uint32) ([]uint32, error) {
	if g.components == nil {
		return dst, nil
	}
	if g.pos[id].splits.count < 0 {
		s, err := g.collect(g.components, g.ids.value(id), false)
		if err != nil {
			return dst, err
		}
		g.pos[id].splits = s
	}
	s := g.pos[id].splits
	return append(dst, g.edges[s.first:s.first+uint32(s.count)]...), nil
}

// formatID renders a position with the file's format, or as Starlark
// would print it.
func (g *Game) formatID(id uint32) string {
	s, err := g.formatValue(g.ids.value(id))
	if err != nil {
		return g.ids.value(id).String()
	}
	return s
}

func (g *Game) formatValue(v starlark.Value) (string, error) {
	if g.format == nil || v == (gameOver{}) {
		return v.String(), nil
	}
	res, err := g.call(g.format, v)
	if err != nil {
		return "", err
	}
	s, ok := starlark.AsString(res)
	if !ok {
		return "", g.hookError(g.format, v, "returned %s, want a string", describe(res))
	}
	return s, nil
}

// stop ends the work: ctxErr is the done context's error, nil for the
// time limit; the first stop is the one reported. The threads are
// cancelled from outside, so that a long call into the script stops too,
// not only the next one.
func (g *Game) stop(ctxErr error) {
	if !g.stopped.CompareAndSwap(nil, &stopCause{ctxErr}) {
		return
	}
	g.thread.Cancel("time limit")
	if th := g.helperTh.Load(); th != nil {
		th.Cancel("time limit")
	}
}

// done reports whether the work has stopped (stop).
func (g *Game) done() bool { return g.stopped.Load() != nil }
