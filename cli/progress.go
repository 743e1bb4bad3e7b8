package cli

import (
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/internal/progress"
)

// interval is how often progress is reported: as p gives, else def
// (or what a test set in e).
func (e *env) interval(p progress.Flag, def time.Duration) time.Duration {
	switch {
	case p.Every > 0:
		return p.Every
	case e.progressEvery > 0:
		return e.progressEvery
	}
	return def
}

// startStatus returns a progress line of e's standard error that reports
// line from a ticker every interval (p's, else def), or nil when
// progress does not show.
func (e *env) startStatus(p progress.Flag, def time.Duration, line func(now time.Time) string) *progress.Line {
	if !p.Shows(e.terminal(e.stderr)) {
		return nil
	}
	s := progress.New(e.stderr, e.terminal(e.stderr), p.Given, e.interval(p, def), line)
	s.Tick()
	return s
}

// seconds writes an elapsed time as the final lines do: "3.1 s".
func seconds(d time.Duration) string { return fmt.Sprintf("%.1f s", d.Seconds()) }

// progressLine reports a nim-sequence's run: n, the rate, the rare
// values and the time left, as the engine reports (report) and, when the
// values come slowly, from a ticker (watch). Its fields are read and
// written with the Line's lock held.
type progressLine struct {
	*progress.Line
	first, target int // the run goes from n = first (kept by --resume) to target
	start         time.Time
	pr            analysis.SeqProgress
}

func newSeqProgress(w io.Writer, terminal, always bool, every time.Duration) *progressLine {
	p := &progressLine{start: time.Now()}
	p.Line = progress.New(w, terminal, always, every, p.text)
	return p
}

// seqProgress returns the progress line of cfg's run, or nil.
func (e *env) seqProgress(cfg *seqConfig) *progressLine {
	if !cfg.progress {
		return nil
	}
	return newSeqProgress(e.stderr, e.terminal(e.stderr), cfg.prog.Given, e.interval(cfg.prog, time.Second))
}

// setTarget starts the clock of the rate and ETA: after --resume has
// read the values kept, which took 32 s for 2^30 of them and would
// otherwise count as time spent computing none.
func (p *progressLine) setTarget(first, target int) {
	if p != nil {
		p.Reset(func() {
			p.first, p.target = first, target
			p.pr = analysis.SeqProgress{N: first}
			p.start = time.Now()
		})
	}
}

// watch starts the ticker, for the times the engine reports seldom.
// p may be nil.
func (p *progressLine) watch() {
	if p != nil {
		p.Tick()
	}
}

func (p *progressLine) report(pr analysis.SeqProgress) {
	p.Report(func() { p.pr = pr })
}

func (p *progressLine) text(now time.Time) string {
	pr := p.pr
	// The engine's target is that of one step; the run's is p.target.
	rate := float64(pr.N-p.first) / now.Sub(p.start).Seconds()
	eta := "?"
	if rate > 0 {
		eta = time.Duration(float64(max(p.target-pr.N, 0)) / rate * float64(time.Second)).Round(time.Second).String()
	}
	return fmt.Sprintf("n = %d of %d (%.1f%%), %.3g values/s, %d rare, ETA %s",
		pr.N, p.target, 100*float64(pr.N)/float64(max(p.target, 1)), rate, pr.Stats.RareCount, eta)
}

// say writes a line of its own to w, p's stream, between reports. p may
// be nil.
func (p *progressLine) say(w io.Writer, format string, args ...any) {
	if p == nil {
		fmt.Fprintf(w, format+"\n", args...)
		return
	}
	p.Say(format, args...)
}

// done ends the reports. p may be nil.
func (p *progressLine) done() {
	if p != nil {
		p.End()
	}
}

// finished ends the reports with the final line of a run of name to n
// values. p may be nil.
func (p *progressLine) finished(name string, n int) {
	if p == nil {
		return
	}
	var line string
	p.Update(func() {
		line = fmt.Sprintf("seq %s: %s values in %s", name, countText(n-p.first), seconds(time.Since(p.start)))
		if p.first > 0 {
			line += fmt.Sprintf(", n = %d to %d", p.first, n)
		}
	})
	p.Finish(line)
}

// countText writes a count as a power of two where it is one ("2^20"),
// else in digits.
func countText(n int) string {
	if n >= 1024 && n&(n-1) == 0 {
		k := 0
		for 1<<k < n {
			k++
		}
		return fmt.Sprintf("2^%d", k)
	}
	return strconv.Itoa(n)
}
