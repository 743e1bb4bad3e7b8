package status

import (
	"fmt"
	"time"

	"github.com/nimber/nimber/internal/progress"
)

// Table reports a table being tabulated: the positions valued and, in a
// long search of a rules file, the positions searched. A large table
// runs for minutes.
type Table struct {
	line     *progress.Line
	now      func() time.Time
	start    time.Time
	total    int // positions to value
	name     string
	valued   int
	searched int64
}

// NewTable returns the status of a table of total positions, on out, its
// ticker started.
func NewTable(total int, out Stream) *Table {
	t := &Table{now: out.clock(), total: total}
	t.start = t.now()
	t.line = out.line(t.Text)
	t.line.Tick()
	return t
}

// Named hears the name of the family, once it is loaded.
func (t *Table) Named(name string) { t.line.Update(func() { t.name = name }) }

// Valued hears the positions valued so far.
func (t *Table) Valued(n int) { t.line.Update(func() { t.valued = n }) }

// Searched hears the positions searched so far.
func (t *Table) Searched(n int64) { t.line.Update(func() { t.searched = n }) }

// Text is the report at time now.
func (t *Table) Text(now time.Time) string {
	line := fmt.Sprintf("table %s: %d of %d positions valued (%.1f%%) in %s", t.name, t.valued, t.total, 100*float64(t.valued)/float64(max(t.total, 1)), now.Sub(t.start).Round(time.Second))
	if t.searched > 0 {
		line += fmt.Sprintf("; %d positions searched", t.searched)
	}
	return line
}

// Finish ends the reports with the table done.
func (t *Table) Finish() {
	t.line.Finish(fmt.Sprintf("table %s: %d positions in %s", t.name, t.total, Seconds(t.now().Sub(t.start))))
}

// End ends the reports, so that what is written next starts afresh.
func (t *Table) End() { t.line.End() }
