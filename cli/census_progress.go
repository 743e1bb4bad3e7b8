package cli

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/internal/progress"
)

// censusProgress reports a census on standard error. Live (on a
// terminal, or with --progress given) a ticker reports the classes done,
// the time left and the games running, each with how far it has got: a
// game may run for an hour before any class is done. Otherwise a line
// comes as a class ends, at most every 2 s, as a log wants. Both end
// with a line of what was done. --progress=false (or 0): nothing.
//
// The time left is the cost left at the rate the cost done went, from
// the plan's costs: a census's games differ in cost by a factor of a
// million.
type censusProgress struct {
	e     *env
	what  string
	st    *progress.Line // live reports, or nil
	every time.Duration  // not live: the least time between lines; 0: none

	mu             sync.Mutex
	planned        bool
	total, classes int
	games          int
	cost, costDone float64
	start, last    time.Time
	running        map[*analysis.CensusClass]*gameRun
	kinds          map[string]int // games done by class: trivial, solved, …
	finished       bool
}

// gameRun is a class being computed: how far, since when.
type gameRun struct {
	n     int
	since time.Time
}

func newCensusProgress(e *env, p progress.Flag, fam analysis.CensusFamily, s analysis.CensusShard) *censusProgress {
	what := fam.String()
	if s.Count > 1 {
		what += " shard " + s.String()
	}
	now := time.Now()
	c := &censusProgress{e: e, what: what, start: now, last: now, running: map[*analysis.CensusClass]*gameRun{}, kinds: map[string]int{}}
	switch {
	case p.Given && !p.On:
	case p.Given || e.terminal(e.stderr):
		c.st = progress.New(e.stderr, e.terminal(e.stderr), true, e.interval(p, 2*time.Second), c.line)
		c.st.Tick()
	default:
		c.every = e.interval(p, 2*time.Second)
	}
	return c
}

// plan sets the classes to compute, once the plan has estimated them.
func (c *censusProgress) plan(todo []*analysis.CensusClass) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.planned, c.total = true, len(todo)
	for _, cl := range todo {
		c.cost += cl.Cost
	}
}

// started counts class cl as running.
func (c *censusProgress) started(cl *analysis.CensusClass) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.running[cl] = &gameRun{since: time.Now()}
}

// at hears that class cl's game is at n values (analysis.CensusLimits.Progress).
func (c *censusProgress) at(cl *analysis.CensusClass, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r := c.running[cl]; r != nil {
		r.n = n
	}
}

// done counts class cl finished with its games' records.
func (c *censusProgress) done(cl *analysis.CensusClass, recs []analysis.CensusRecord) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.running, cl)
	c.classes++
	c.games += len(recs)
	c.costDone += cl.Cost
	for _, r := range recs {
		c.kinds[r.Class]++
	}
	if c.st != nil || c.every <= 0 || time.Since(c.last) < c.every {
		return
	}
	c.last = time.Now()
	el := time.Since(c.start)
	fmt.Fprintf(c.e.stderr, "census %s: %d of %d classes done (%d games), %.1f classes a second, about %s left\n",
		c.what, c.classes, c.total, c.games, float64(c.classes)/el.Seconds(), c.left(el, "unknown"))
}

// left is the time left, from the costs, or unknown before any is done.
func (c *censusProgress) left(el time.Duration, unknown string) string {
	if c.costDone <= 0 {
		return unknown
	}
	return time.Duration(float64(el) * (c.cost - c.costDone) / c.costDone).Round(time.Second).String()
}

// line is the live report.
func (c *censusProgress) line(now time.Time) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	el := now.Sub(c.start)
	if !c.planned {
		return fmt.Sprintf("census %s: estimating the cost of each game, %s", c.what, el.Round(time.Second))
	}
	b := fmt.Sprintf("census %s: %d of %d classes done (%d games) in %s", c.what, c.classes, c.total, c.games, el.Round(time.Second))
	if left := c.left(el, ""); left != "" && c.classes < c.total {
		b += ", about " + left + " left"
	}
	runs := make([]*analysis.CensusClass, 0, len(c.running))
	for cl := range c.running {
		runs = append(runs, cl)
	}
	// The longest running first: those are the ones to wait for.
	slices.SortFunc(runs, func(a, b *analysis.CensusClass) int { return c.running[a].since.Compare(c.running[b].since) })
	const shown = 3
	var games []string
	for _, cl := range runs[:min(len(runs), shown)] {
		games = append(games, fmt.Sprintf("%s at n = %d", cl.Games[0], c.running[cl].n))
	}
	if len(games) > 0 {
		b += "; running " + strings.Join(games, ", ")
	}
	if len(runs) > shown {
		b += fmt.Sprintf(" and %d more", len(runs)-shown)
	}
	return b
}

// finish ends the reports with what was done: the games by class. Only
// the first call does.
func (c *censusProgress) finish() {
	c.mu.Lock()
	if c.finished {
		c.mu.Unlock()
		return
	}
	c.finished = true
	el := seconds(time.Since(c.start))
	line := fmt.Sprintf("census %s: %d games in %s", c.what, c.games, el)
	if c.classes < c.total {
		line = fmt.Sprintf("census %s: %d of %d classes done (%d games) in %s", c.what, c.classes, c.total, c.games, el)
	}
	var kinds []string
	for _, k := range []struct{ class, text string }{
		{analysis.CensusTrivial, "trivial"}, {analysis.CensusSolved, "solved"}, {analysis.CensusUnsolved, "unsolved"}, {analysis.CensusStopped, "stopped by a limit"},
	} {
		if n := c.kinds[k.class]; n > 0 {
			kinds = append(kinds, fmt.Sprintf("%d %s", n, k.text))
		}
	}
	if len(kinds) > 0 {
		line += ": " + strings.Join(kinds, ", ")
	}
	planned := c.planned
	c.mu.Unlock()
	switch {
	case !planned: // stopped before there was anything to do
		c.st.End()
	case c.st != nil:
		c.st.Finish(line)
	case c.every > 0:
		fmt.Fprintln(c.e.stderr, line)
	}
}
