package cli

import (
	"fmt"
	"io"
	"strconv"
	"sync"
	"time"

	"github.com/nimber/nimber/analysis"
)

// progressFlag is --progress of the commands whose work may be long.
// Not given, progress shows when standard error is a terminal, so that
// scripts and logs stay as they were; --progress shows it anywhere,
// --progress=false (or 0) nowhere, and --progress 5s sets how often.
type progressFlag struct {
	set   bool          // given on the command line
	on    bool          // as given
	every time.Duration // as given; 0: the command's own
}

func (p *progressFlag) String() string {
	switch {
	case p == nil || !p.set:
		return ""
	case p.on && p.every > 0:
		return p.every.String()
	}
	return strconv.FormatBool(p.on)
}

func (p *progressFlag) Set(s string) error {
	if b, err := strconv.ParseBool(s); err == nil {
		p.set, p.on, p.every = true, b, 0
		return nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return fmt.Errorf("want true, false or how often, such as 5s")
	}
	p.set, p.on, p.every = true, d > 0, d
	return nil
}

func (p *progressFlag) IsBoolFlag() bool { return true }

// takes reports whether word, after a bare --progress, is its value.
func (p *progressFlag) takes(word string) bool {
	if _, err := strconv.ParseBool(word); err == nil {
		return true
	}
	_, err := time.ParseDuration(word)
	return err == nil
}

// shows reports whether progress shows on e's standard error.
func (p progressFlag) shows(e *env) bool {
	if p.set {
		return p.on
	}
	return e.terminal(e.stderr)
}

// interval is how often progress is reported: as p gives, else def
// (or what a test set in e).
func (e *env) interval(p progressFlag, def time.Duration) time.Duration {
	switch {
	case p.every > 0:
		return p.every
	case e.progressEvery > 0:
		return e.progressEvery
	}
	return def
}

const progressUsage = "report progress on standard error (default: when it is a terminal); =false: never; =5s: this often"

// A status reports long work on standard error: on a terminal one line
// redrawn in place, elsewhere a line each time.
type status struct {
	w        io.Writer
	terminal bool
	always   bool                       // --progress given: the final line even after a short run
	every    time.Duration              // between reports
	line     func(now time.Time) string // the report; called with mu held

	mu          sync.Mutex
	start, last time.Time
	printed     bool // a report was
	open        bool // a redrawn report awaits its newline
	stopOnce    sync.Once
	quit        chan struct{} // closed to stop the ticker
	stopped     chan struct{} // closed by the ticker as it returns
}

func newStatus(w io.Writer, terminal bool, every time.Duration) *status {
	now := time.Now()
	return &status{w: w, terminal: terminal, every: max(every, time.Millisecond), start: now, last: now}
}

// startStatus returns a status of e's standard error that reports line
// from a ticker every interval (p's, else def), or nil when progress
// does not show.
func (e *env) startStatus(p progressFlag, def time.Duration, line func(now time.Time) string) *status {
	if !p.shows(e) {
		return nil
	}
	s := newStatus(e.stderr, e.terminal(e.stderr), e.interval(p, def))
	s.always, s.line = p.set, line
	s.tick()
	return s
}

// tick reports from a goroutine, whether or not the work has moved (a
// game's next values may take minutes): the first report after a second
// at most, then every interval unless one was printed in the last half.
func (s *status) tick() {
	s.quit, s.stopped = make(chan struct{}), make(chan struct{})
	go func() {
		defer close(s.stopped)
		t := time.NewTimer(min(s.every, time.Second))
		defer t.Stop()
		for {
			select {
			case <-s.quit:
				return
			case <-t.C:
			}
			s.mu.Lock()
			if now := time.Now(); now.Sub(s.last) >= s.every/2 {
				s.print(now)
			}
			s.mu.Unlock()
			t.Reset(s.every)
		}
	}()
}

// print writes the report; mu is held.
func (s *status) print(now time.Time) {
	line := s.line(now)
	if s.terminal {
		fmt.Fprintf(s.w, "\r%s\x1b[K", line)
	} else {
		fmt.Fprintln(s.w, line)
	}
	s.last, s.printed, s.open = now, true, s.terminal
}

// update runs f, which changes what the report reads, with the lock
// held. s may be nil.
func (s *status) update(f func()) {
	if s == nil {
		f()
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	f()
}

// end stops the reports and ends a redrawn line, so that what is written
// next starts afresh. s may be nil; end may be called more than once.
func (s *status) end() {
	if s == nil {
		return
	}
	if open, _ := s.stop(); open {
		fmt.Fprintln(s.w)
	}
}

// finish ends the reports with a line saying what was done, in place of
// the redrawn line, if --progress was given or a report printed: a
// short run on a terminal stays quiet. s may be nil.
func (s *status) finish(final string) {
	if s == nil {
		return
	}
	switch open, printed := s.stop(); {
	case open:
		fmt.Fprintf(s.w, "\r%s\x1b[K\n", final)
	case s.always || printed:
		fmt.Fprintln(s.w, final)
	}
}

// stop stops the ticker, once, and reports whether a redrawn line is
// open (it is then closed) and whether any report was printed.
func (s *status) stop() (open, printed bool) {
	s.stopOnce.Do(func() {
		if s.quit != nil {
			close(s.quit)
			<-s.stopped
		}
	})
	s.mu.Lock()
	defer s.mu.Unlock()
	open, s.open = s.open, false
	return open, s.printed
}

// seconds writes an elapsed time as the final lines do: "3.1 s".
func seconds(d time.Duration) string { return fmt.Sprintf("%.1f s", d.Seconds()) }

// progressLine reports a nim-sequence's run: n, the rate, the rare
// values and the time left, as the engine reports (report) and, when the
// values come slowly, from a ticker (tick).
type progressLine struct {
	*status
	first, target int // the run goes from n = first (kept by --resume) to target
	pr            analysis.SeqProgress
}

func newProgressLine(w io.Writer) *progressLine {
	return newSeqProgress(w, isTerminal(w), time.Second)
}

func newSeqProgress(w io.Writer, terminal bool, every time.Duration) *progressLine {
	p := &progressLine{status: newStatus(w, terminal, every)}
	p.line = p.text
	return p
}

// seqProgress returns the progress line of cfg's run, or nil.
func (e *env) seqProgress(cfg *seqConfig) *progressLine {
	if !cfg.progress {
		return nil
	}
	p := newSeqProgress(e.stderr, e.terminal(e.stderr), e.interval(cfg.prog, time.Second))
	p.always = cfg.prog.set
	return p
}

// setTarget starts the clock of the rate and ETA: after --resume has
// read the values kept, which took 32 s for 2^30 of them and would
// otherwise count as time spent computing none.
func (p *progressLine) setTarget(first, target int) {
	if p != nil {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.first, p.target = first, target
		p.pr = analysis.SeqProgress{N: first}
		p.start, p.last = time.Now(), time.Now()
	}
}

// watch starts the ticker, for the times the engine reports seldom.
// p may be nil.
func (p *progressLine) watch() {
	if p != nil {
		p.tick()
	}
}

func (p *progressLine) report(pr analysis.SeqProgress) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.pr = pr
	if now := time.Now(); now.Sub(p.last) >= p.every {
		p.print(now)
	}
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
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.open {
		fmt.Fprintf(p.w, "\r"+format+"\x1b[K\n", args...)
		p.open = false // the next report starts a line
		return
	}
	fmt.Fprintf(p.w, format+"\n", args...)
}

// done ends the reports. p may be nil.
func (p *progressLine) done() {
	if p != nil {
		p.end()
	}
}

// finished ends the reports with the final line of a run of name to n
// values. p may be nil.
func (p *progressLine) finished(name string, n int) {
	if p == nil {
		return
	}
	p.mu.Lock()
	line := fmt.Sprintf("seq %s: %s values in %s", name, countText(n-p.first), seconds(time.Since(p.start)))
	if p.first > 0 {
		line += fmt.Sprintf(", n = %d to %d", p.first, n)
	}
	p.mu.Unlock()
	p.finish(line)
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
