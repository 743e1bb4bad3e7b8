package rules

import (
	"errors"
	"runtime"

	"go.starlark.net/starlark"
)

// A search calls moves once per position, one call after another: a
// depth-first search cannot call ahead, since it learns the next
// positions from the call it is in. ahead expands the positions
// reachable from a position breadth first instead, a frontier at a time,
// and hands about half of each frontier to a helper: a second instance
// of the script, loaded again, on its own thread and goroutine. The
// search that follows finds the options listed and values them bottom
// up.
//
// The helper's script is its own, globals and all, so the two threads
// share no Starlark value; a script that keeps state across calls (a
// counter it prints) sees two partial states, and its prints come in
// another order. A hook that fails on the helper is not reported: the
// position is left for the search, which calls the hook again and
// reports it as ever.

// minAhead is the smallest frontier worth sharing.
const minAhead = 32

// helper is the second instance of the script.
type helper struct {
	thread          *starlark.Thread
	arg             starlark.Tuple
	moves, terminal *starlark.Function
}

// called is what the helper's hooks returned for one position.
type called struct {
	end, moves starlark.Value
	err        error
}

var errStopped = errors.New("stopped")

// ahead expands the positions reachable from root, if it has not been,
// on both threads. It stops quietly at the first failure.
func (g *Game) ahead(root uint32) {
	if g.components != nil || g.pos[root].options.count >= 0 || runtime.GOMAXPROCS(0) < 2 {
		return
	}
	frontier := []uint32{root}
	for len(frontier) > 0 {
		mine, theirs := frontier, frontier[:0]
		if len(frontier) >= minAhead {
			if h := g.getHelper(); h != nil {
				half := len(frontier) / 2
				mine, theirs = frontier[:half], frontier[half:]
			}
		}
		// The helper's values are read back here: the interner is
		// this thread's.
		values := make([]starlark.Value, len(theirs))
		for i, id := range theirs {
			values[i] = g.ids.value(id)
		}
		results := make([]called, len(theirs))
		done := make(chan struct{})
		go func() {
			defer close(done)
			if len(theirs) > 0 {
				g.helper.run(values, results, g)
			}
		}()
		before, ok := g.ids.len(), true
		for _, id := range mine {
			if g.expand(id) != nil {
				ok = false
				break
			}
		}
		<-done
		for i, id := range theirs {
			if !ok {
				break
			}
			r := results[i]
			ok = r.err == nil && g.settle(id, values[i], r.end, func() (starlark.Value, error) { return r.moves, nil }) == nil
		}
		if !ok {
			return
		}
		frontier = frontier[:0]
		for id := before; id < g.ids.len(); id++ {
			if g.pos[id].options.count < 0 {
				frontier = append(frontier, uint32(id))
			}
		}
	}
}

// run calls the hooks on each value, until one fails.
func (h *helper) run(values []starlark.Value, out []called, g *Game) {
	for i, v := range values {
		if g.expiredFlag.Load() {
			out[i].err = errStopped
			return
		}
		r := &out[i]
		if h.terminal != nil {
			if r.end, r.err = h.call(h.terminal, v); r.err != nil {
				return
			}
			if r.end == starlark.String("win") || r.end == starlark.String("lose") {
				continue
			}
		}
		if r.moves, r.err = h.call(h.moves, v); r.err != nil {
			return
		}
	}
}

func (h *helper) call(fn *starlark.Function, v starlark.Value) (starlark.Value, error) {
	h.thread.Steps = 0
	h.arg[0] = v
	res, err := starlark.Call(h.thread, fn, h.arg, nil)
	if err != nil {
		h.thread.Uncancel() // after too many steps; a time limit cancels it again
	}
	return res, err
}

// getHelper returns the helper, loading it the first time: nil if the
// script cannot be loaded again (it then searches alone).
func (g *Game) getHelper() *helper {
	if g.helper != nil || g.noHelper {
		return g.helper
	}
	g.noHelper = true
	th := &starlark.Thread{
		Name:  g.name + " (helper)",
		Load:  g.thread.Load,
		Print: func(*starlark.Thread, string) {}, // the top level printed once already
		OnMaxSteps: func(th *starlark.Thread) {
			th.Cancel("too many steps")
		},
	}
	th.SetMaxExecutionSteps(g.opt.MaxSteps)
	g.helperTh.Store(th)
	if g.expiredFlag.Load() {
		return nil
	}
	globals, err := g.prog.Init(th, g.predeclared)
	if err != nil {
		return nil
	}
	th.Print = g.print
	moves, _ := globals["moves"].(*starlark.Function)
	terminal, _ := globals["terminal"].(*starlark.Function)
	if moves == nil || (terminal == nil) != (g.terminal == nil) {
		return nil
	}
	g.helper = &helper{thread: th, arg: make(starlark.Tuple, 1), moves: moves, terminal: terminal}
	g.noHelper = false
	return g.helper
}

// print passes the script's print to Options.Print, from either thread.
func (g *Game) print(_ *starlark.Thread, msg string) {
	if g.opt.Print == nil {
		return
	}
	g.printMu.Lock()
	defer g.printMu.Unlock()
	g.opt.Print(msg)
}
