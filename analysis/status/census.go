package status

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/internal/progress"
)

// Census reports a census. Live, a ticker reports the classes done, the
// time left and the games running, each with how far it has got: a game
// may run for an hour before any class is done. Otherwise a line comes
// as a class ends, at most every Every, as a log wants. Both end with a
// line of what was done.
//
// The time left is the cost left at the rate the cost done went, from
// the plan's costs: a census's games differ in cost by a factor of a
// million.
type Census struct {
	what  string
	now   func() time.Time
	live  *progress.Line // live reports, or nil
	log   io.Writer      // not live: where the lines go, or nil
	every time.Duration  // not live: the least time between lines

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

// NewCensus returns the status of the census of shard s of fam, on out:
// live (its ticker started) or, if not, a line as classes end.
func NewCensus(fam analysis.CensusFamily, s analysis.CensusShard, out Stream, live bool) *Census {
	what := fam.String()
	if s.Count > 1 {
		what += " shard " + s.String()
	}
	c := &Census{what: what, now: out.clock(), running: map[*analysis.CensusClass]*gameRun{}, kinds: map[string]int{}}
	c.start = c.now()
	c.last = c.start
	switch {
	case live:
		c.live = out.line(c.Text)
		c.live.Tick()
	case out.W != nil:
		c.log, c.every = out.W, out.Every
	}
	return c
}

// Live reports whether c reports from a ticker, which shows how far each
// running game has got (At).
func (c *Census) Live() bool { return c.live != nil }

// Plan sets the classes to compute, once the plan has estimated them.
func (c *Census) Plan(todo []*analysis.CensusClass) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.planned, c.total = true, len(todo)
	for _, cl := range todo {
		c.cost += cl.Cost
	}
}

// Started counts class cl as running.
func (c *Census) Started(cl *analysis.CensusClass) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.running[cl] = &gameRun{since: c.now()}
}

// At hears that class cl's game is at n values (analysis.CensusLimits.Progress).
func (c *Census) At(cl *analysis.CensusClass, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if r := c.running[cl]; r != nil {
		r.n = n
	}
}

// Done counts class cl finished with its games' records.
func (c *Census) Done(cl *analysis.CensusClass, recs []analysis.CensusRecord) {
	c.mu.Lock()
	defer c.mu.Unlock()
	delete(c.running, cl)
	c.classes++
	c.games += len(recs)
	c.costDone += cl.Cost
	for _, r := range recs {
		c.kinds[r.Class]++
	}
	now := c.now()
	if c.log == nil || c.every <= 0 || now.Sub(c.last) < c.every {
		return
	}
	c.last = now
	el := now.Sub(c.start)
	fmt.Fprintf(c.log, "census %s: %d of %d classes done (%d games), %.1f classes a second, about %s left\n",
		c.what, c.classes, c.total, c.games, float64(c.classes)/el.Seconds(), c.left(el, "unknown"))
}

// left is the time left, from the costs, or unknown before any is done.
func (c *Census) left(el time.Duration, unknown string) string {
	if c.costDone <= 0 {
		return unknown
	}
	return time.Duration(float64(el) * (c.cost - c.costDone) / c.costDone).Round(time.Second).String()
}

// Text is the live report at time now.
func (c *Census) Text(now time.Time) string {
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
	// Those started together in the order of their games, not of the map.
	slices.SortFunc(runs, func(a, b *analysis.CensusClass) int {
		return cmp.Or(c.running[a].since.Compare(c.running[b].since), cmp.Compare(a.Games[0], b.Games[0]))
	})
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

// Finish ends the reports with what was done: the games by class. Only
// the first call does.
func (c *Census) Finish() {
	c.mu.Lock()
	if c.finished {
		c.mu.Unlock()
		return
	}
	c.finished = true
	el := Seconds(c.now().Sub(c.start))
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
		c.live.End()
	case c.live != nil:
		c.live.Finish(line)
	case c.log != nil && c.every > 0:
		fmt.Fprintln(c.log, line)
	}
}

// Verify reports a census verification: the records checked and the
// games running, each with how far it has got.
type Verify struct {
	line    *progress.Line
	now     func() time.Time
	start   time.Time
	records int
	at      analysis.CensusVerifyProgress
}

// NewVerify returns the status of the verification of records records,
// on out, its ticker started.
func NewVerify(records int, out Stream) *Verify {
	v := &Verify{now: out.clock(), records: records}
	v.start = v.now()
	v.line = out.line(v.Text)
	v.line.Tick()
	return v
}

// Progress hears how far the verification has got.
func (v *Verify) Progress(p analysis.CensusVerifyProgress) { v.line.Update(func() { v.at = p }) }

// Text is the report at time now.
func (v *Verify) Text(now time.Time) string { return VerifyText(v.at, now.Sub(v.start)) }

// Finish ends the reports with the records verified.
func (v *Verify) Finish() {
	v.line.Finish(fmt.Sprintf("census verify: %d records in %s", v.records, Seconds(v.now().Sub(v.start))))
}

// End ends the reports, so that what is written next starts afresh.
func (v *Verify) End() { v.line.End() }

// VerifyText is the live report of a verification at p, el after it began.
func VerifyText(p analysis.CensusVerifyProgress, el time.Duration) string {
	b := fmt.Sprintf("census verify: %d of %d records in %s", p.Done, p.Total, el.Round(time.Second))
	var runs []string
	for _, r := range p.Running {
		runs = append(runs, fmt.Sprintf("%s at n = %d of %d", r.Game, r.N, r.Of))
	}
	if len(runs) > 0 {
		b += "; " + strings.Join(runs, ", ")
	}
	return b
}
