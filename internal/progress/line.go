package progress

import (
	"fmt"
	"io"
	"sync"
	"time"
)

// A Line reports long work on a stream: on a terminal one line redrawn
// in place, elsewhere a line each time. Its methods may be called on a
// nil Line, which reports nothing.
type Line struct {
	w        io.Writer
	terminal bool
	always   bool                       // the final line even after a short run
	every    time.Duration              // between reports
	line     func(now time.Time) string // the report; called with mu held

	mu       sync.Mutex
	last     time.Time
	printed  bool // a report was
	open     bool // a redrawn report awaits its newline
	stopOnce sync.Once
	quit     chan struct{} // closed to stop the ticker
	stopped  chan struct{} // closed by the ticker as it returns
}

// New returns a Line writing line's report to w every interval. The
// final line is written after a short run too when always is set (the
// user asked for progress). line is called with the Line's lock held:
// what it reads is changed through Update, Report or Reset.
func New(w io.Writer, terminal, always bool, every time.Duration, line func(now time.Time) string) *Line {
	return &Line{w: w, terminal: terminal, always: always, every: max(every, time.Millisecond), line: line, last: time.Now()}
}

// Tick reports from a goroutine, whether or not the work has moved (a
// game's next values may take minutes): the first report after a second
// at most, then every interval unless one was printed in the last half.
func (s *Line) Tick() {
	if s == nil {
		return
	}
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
func (s *Line) print(now time.Time) {
	line := s.line(now)
	if s.terminal {
		fmt.Fprintf(s.w, "\r%s\x1b[K", line)
	} else {
		fmt.Fprintln(s.w, line)
	}
	s.last, s.printed, s.open = now, true, s.terminal
}

// Update runs f, which changes what the report reads, with the lock
// held. On a nil Line it runs f.
func (s *Line) Update(f func()) { s.locked(f, nil) }

// Report runs f as Update does, then reports if an interval has passed
// since the last report.
func (s *Line) Report(f func()) {
	s.locked(f, func(now time.Time) {
		if now.Sub(s.last) >= s.every {
			s.print(now)
		}
	})
}

// Reset runs f as Update does and counts the next interval from now.
func (s *Line) Reset(f func()) {
	s.locked(f, func(now time.Time) { s.last = now })
}

// locked runs f, then then (if not nil), with the lock held; on a nil
// Line it runs only f.
func (s *Line) locked(f func(), then func(now time.Time)) {
	if s == nil {
		f()
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	f()
	if then != nil {
		then(time.Now())
	}
}

// Say writes a line of its own between reports, in place of a redrawn
// report, which starts again on the next line.
func (s *Line) Say(format string, args ...any) {
	if s == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open {
		fmt.Fprintf(s.w, "\r"+format+"\x1b[K\n", args...)
		s.open = false
		return
	}
	fmt.Fprintf(s.w, format+"\n", args...)
}

// End stops the reports and ends a redrawn line, so that what is written
// next starts afresh. End may be called more than once.
func (s *Line) End() {
	if s == nil {
		return
	}
	if open, _ := s.stop(); open {
		fmt.Fprintln(s.w)
	}
}

// Finish ends the reports with a line saying what was done, in place of
// the redrawn line, if always is set or a report printed: a short run on
// a terminal stays quiet.
func (s *Line) Finish(final string) {
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
func (s *Line) stop() (open, printed bool) {
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
