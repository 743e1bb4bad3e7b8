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
// reachable from a position first, on two threads: this one and a
// helper, a second instance of the script, loaded again, on its own
// thread and goroutine. The search that follows finds the options listed
// and values them bottom up.
//
// The helper's script is its own, globals and all, so the two threads
// share no Starlark value; a script that keeps state across calls (a
// counter it prints) sees two partial states, and its prints come in
// another order. A hook that fails on the helper is not reported: the
// position is left for the search, which calls the hook again and
// reports it as ever.

// minAhead is the fewest positions waiting that are worth a helper.
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

// A job is a position to expand: its id and value.
type job struct {
	id uint32
	v  starlark.Value
}

// A result is what the helper's hooks returned for a job.
type result struct {
	job
	called
}

// queue holds the positions waiting to be expanded, shared by the two
// threads: each takes the oldest (breadth first), so neither waits for
// the other while some are left. Only this thread interns: it settles
// the helper's results, and queues the new positions of both.
type queue struct {
	mu      sync.Mutex
	changed sync.Cond // a job or a result came, or the work is over
	jobs    []job     // jobs[head:] wait
	head    int
	results []result // the helper's successes, not yet settled here
	busy    bool     // the helper is calling its hooks
	over    bool     // no more jobs: the helper returns
}

// ahead expands the positions reachable from root, if it has not been,
// on both threads. It stops quietly at the first failure.
func (g *Game) ahead(root uint32) {
	if g.components != nil || g.pos[root].options.count >= 0 || runtime.GOMAXPROCS(0) < 2 {
		return
	}
	q := &queue{jobs: []job{{root, g.ids.value(root)}}}
	q.changed.L = &q.mu
	started, done := false, make(chan struct{})
	g.keepFresh = true
	defer func() {
		g.keepFresh = false
		clear(g.fresh)
		g.fresh = g.fresh[:0]
		q.mu.Lock()
		q.over = true
		q.changed.Broadcast()
		q.mu.Unlock()
		if started {
			<-done // the helper's thread is not used again before it returns
		}
	}()
	var settled []result
	for {
		q.mu.Lock()
		for q.head == len(q.jobs) && len(q.results) == 0 && q.busy {
			q.changed.Wait()
		}
		settled, q.results = q.results, settled[:0]
		var j job
		have := q.head < len(q.jobs)
		if have {
			j = q.take()
		}
		waiting := len(q.jobs) - q.head
		q.mu.Unlock()
		if !have && len(settled) == 0 {
			return // nothing waits, and the helper is idle
		}
		if !started && waiting >= minAhead {
			if h := g.getHelper(); h != nil {
				started = true
				go func() {
					defer close(done)
					h.run(q, g)
				}()
			}
		}
		for i := range settled {
			r := &settled[i]
			if g.settle(r.id, r.v, r.end, func() (starlark.Value, error) { return r.moves, nil }) != nil {
				return
			}
			*r = result{}
		}
		if have && g.expandValue(j.id, j.v) != nil {
			return
		}
		g.enqueue(q)
	}
}

// take returns the oldest waiting job, of which there is one; the
// caller holds q.mu.
func (q *queue) take() job {
	j := q.jobs[q.head]
	q.jobs[q.head] = job{} // for the collector
	q.head++
	if q.head == len(q.jobs) {
		q.jobs, q.head = q.jobs[:0], 0
	}
	return j
}

// enqueue queues the positions interned since the last call, with the
// values they were interned from (reading them back would cost more).
func (g *Game) enqueue(q *queue) {
	if len(g.fresh) == 0 {
		return
	}
	q.mu.Lock()
	q.jobs = append(q.jobs, g.fresh...)
	q.changed.Broadcast()
	q.mu.Unlock()
	clear(g.fresh)
	g.fresh = g.fresh[:0]
}

// run takes the newest jobs of q and calls the hooks on them until the
// work is over or a call fails.
func (h *helper) run(q *queue, g *Game) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for {
		for q.head == len(q.jobs) && !q.over {
			q.changed.Wait()
		}
		if q.over {
			return
		}
		j := q.take()
		q.busy = true
		q.mu.Unlock()
		r := result{job: j}
		ok := h.one(j.v, &r.called, g)
		q.mu.Lock()
		q.busy = false
		if ok {
			q.results = append(q.results, r)
		}
		q.changed.Broadcast()
		if !ok && r.err == errStopped {
			return
		}
	}
}

// one calls the hooks on v, and reports whether they succeeded.
func (h *helper) one(v starlark.Value, r *called, g *Game) bool {
	if g.done() {
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
	if g.done() {
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
