package rules

import (
	"errors"
	"runtime"
	"sync"

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
//
// This thread takes a frontier's positions from the front, calling the
// hooks and interning what they return; the helper takes them from the
// back, only calling the hooks, and this thread interns its results once
// the two meet. Where they meet adapts to the time each thread gets.
func (g *Game) ahead(root uint32) {
	if g.components != nil || g.pos[root].options.count >= 0 || runtime.GOMAXPROCS(0) < 2 {
		return
	}
	frontier := []uint32{root}
	for len(frontier) > 0 {
		var h *helper
		if len(frontier) >= minAhead {
			h = g.getHelper()
		}
		before := g.ids.len()
		if !g.share(frontier, h) {
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

// share expands the positions of frontier, with h if it is not nil, and
// reports whether all went well.
func (g *Game) share(frontier []uint32, h *helper) bool {
	var (
		mu     sync.Mutex
		lo, hi = 0, len(frontier) // this thread's next, the helper's last
	)
	// The helper's values are read back here: the interner is this
	// thread's. Reading them all costs little next to a call.
	values := make([]starlark.Value, len(frontier))
	results := make([]called, len(frontier))
	done := make(chan struct{})
	if h != nil {
		for i, id := range frontier {
			values[i] = g.ids.value(id)
		}
		go func() {
			defer close(done)
			for {
				mu.Lock()
				if lo >= hi {
					mu.Unlock()
					return
				}
				hi--
				j := hi
				mu.Unlock()
				if !h.one(values[j], &results[j], g) {
					return
				}
			}
		}()
	} else {
		close(done)
	}
	ok := true
	for {
		mu.Lock()
		if lo >= hi {
			mu.Unlock()
			break
		}
		i := lo
		lo++
		mu.Unlock()
		if g.expand(frontier[i]) != nil {
			ok = false
			mu.Lock()
			hi = lo // the helper stops too
			mu.Unlock()
			break
		}
	}
	<-done
	for i := lo; ok && i < len(frontier); i++ {
		r := results[i]
		ok = r.err == nil && g.settle(frontier[i], values[i], r.end, func() (starlark.Value, error) { return r.moves, nil }) == nil
	}
	return ok
}

// one calls the hooks on v, and reports whether they succeeded.
func (h *helper) one(v starlark.Value, r *called, g *Game) bool {
	if g.expiredFlag.Load() {
		r.err = errStopped
		return false
	}
	if h.terminal != nil {
		if r.end, r.err = h.call(h.terminal, v); r.err != nil {
			return false
		}
		if r.end == starlark.String("win") || r.end == starlark.String("lose") {
			return true
		}
	}
	r.moves, r.err = h.call(h.moves, v)
	return r.err == nil
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
