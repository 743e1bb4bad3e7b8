package status

import (
	"fmt"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/internal/progress"
)

// Seq reports a nim-sequence's run: n, the rate, the rare values and the
// time left, as the engine reports (Report) and, when the values come
// slowly, from a ticker (Start). Its fields are read and written with
// the Line's lock held.
type Seq struct {
	line          *progress.Line
	now           func() time.Time
	name          string
	first, target int // the run goes from n = first (kept by --resume) to target
	start         time.Time
	at            analysis.SeqProgress
}

// NewSeq returns the status of a run of the game named name, on out.
func NewSeq(name string, out Stream) *Seq {
	s := &Seq{now: out.clock(), name: name}
	s.start = s.now()
	s.line = out.line(s.Text)
	return s
}

// Start starts the clock of the rate and the time left, and the ticker:
// after --resume has read the values kept, which took 32 s for 2^30 of
// them and would otherwise count as time spent computing none.
func (s *Seq) Start(first, target int) {
	s.line.Reset(func() {
		s.first, s.target = first, target
		s.at = analysis.SeqProgress{N: first}
		s.start = s.now()
	})
	s.line.Tick()
}

// Report hears the engine's report.
func (s *Seq) Report(pr analysis.SeqProgress) {
	s.line.Report(func() { s.at = pr })
}

// Text is the report at time now.
func (s *Seq) Text(now time.Time) string {
	pr := s.at
	// The engine's target is that of one step; the run's is s.target.
	rate := float64(pr.N-s.first) / now.Sub(s.start).Seconds()
	eta := "?"
	if rate > 0 {
		eta = time.Duration(float64(max(s.target-pr.N, 0)) / rate * float64(time.Second)).Round(time.Second).String()
	}
	return fmt.Sprintf("n = %d of %d (%.1f%%), %.3g values/s, %d rare, ETA %s",
		pr.N, s.target, 100*float64(pr.N)/float64(max(s.target, 1)), rate, pr.Stats.RareCount, eta)
}

// Say writes a line of its own between reports.
func (s *Seq) Say(text string) { s.line.Say("%s", text) }

// Stop ends the reports of a run that failed.
func (s *Seq) Stop() { s.line.End() }

// Finish ends the reports with the final line of a run to n values.
func (s *Seq) Finish(n int) {
	var line string
	s.line.Update(func() {
		line = fmt.Sprintf("seq %s: %s values in %s", s.name, Count(n-s.first), Seconds(s.now().Sub(s.start)))
		if s.first > 0 {
			line += fmt.Sprintf(", n = %d to %d", s.first, n)
		}
	})
	s.line.Finish(line)
}

// Misere reports a run of seq --misere: the heap reached and the sums of
// heaps searched.
type Misere struct {
	line       *progress.Line
	now        func() time.Time
	name       string
	heaps      int // valued: heaps 0 to heaps-1
	start      time.Time
	heap, sums int
}

// NewMisere returns the status of the misère values of heaps 0 to
// heaps-1 of the game named name, on out, its ticker started.
func NewMisere(name string, heaps int, out Stream) *Misere {
	m := &Misere{now: out.clock(), name: name, heaps: heaps}
	m.start = m.now()
	m.line = out.line(m.Text)
	m.line.Tick()
	return m
}

// Sums hears the sums of heaps searched so far.
func (m *Misere) Sums(sums int) { m.line.Update(func() { m.sums = sums }) }

// Heap hears that heap n is valued after sums searched.
func (m *Misere) Heap(n, sums int) { m.line.Update(func() { m.heap, m.sums = n, sums }) }

// Text is the report at time now.
func (m *Misere) Text(now time.Time) string {
	return fmt.Sprintf("heap %d of %d, %d sums, %.1f s", m.heap, m.heaps-1, m.sums, now.Sub(m.start).Seconds())
}

// Finish ends the reports with what a should say was done: heaps valued
// and sums searched.
func (m *Misere) Finish(heaps, sums int) {
	m.line.Finish(fmt.Sprintf("seq %s --misere: %d heaps, %d sums of heaps searched, in %s", m.name, heaps, sums, Seconds(m.now().Sub(m.start))))
}

// End ends the reports, so that what is written next starts afresh.
func (m *Misere) End() { m.line.End() }

// Quotient reports a run of seq --misere --quotient: the heap reached,
// the elements proved and the sums walked.
type Quotient struct {
	line                 *progress.Line
	now                  func() time.Time
	name                 string
	heaps                int // the quotient of heaps 1 to heaps-1
	start                time.Time
	heap, elements, sums int
}

// NewQuotient returns the status of the quotient of heaps 1 to heaps-1
// of the game named name, on out, its ticker started.
func NewQuotient(name string, heaps int, out Stream) *Quotient {
	q := &Quotient{now: out.clock(), name: name, heaps: heaps, heap: 1, elements: 1}
	q.start = q.now()
	q.line = out.line(q.Text)
	q.line.Tick()
	return q
}

// Progress hears the heap reached, the elements proved and the sums
// walked (analysis.QuotientRun.Progress).
func (q *Quotient) Progress(heap, elements, sums int) {
	q.line.Update(func() { q.heap, q.elements, q.sums = heap, elements, sums })
}

// Text is the report at time now.
func (q *Quotient) Text(now time.Time) string {
	return fmt.Sprintf("heap %d of %d, %d elements so far, %d sums walked, %.1f s", q.heap, q.heaps-1, q.elements, q.sums, now.Sub(q.start).Seconds())
}

// Finish ends the reports with what was proved: the quotient mq.
func (q *Quotient) Finish(mq *analysis.MisereQuotient) {
	q.line.Finish(fmt.Sprintf("seq %s --misere --quotient: heaps 1 to %d, %d elements, %d sums walked, in %s", q.name, mq.N, mq.Order(), mq.Checked, Seconds(q.now().Sub(q.start))))
}

// End ends the reports, so that what is written next starts afresh.
func (q *Quotient) End() { q.line.End() }
