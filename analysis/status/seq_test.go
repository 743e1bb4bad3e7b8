package status

import (
	"bytes"
	"testing"
	"time"

	"github.com/nimber/nimber/analysis"
)

// clock is a fixed clock that a test moves on.
type clock struct{ t time.Time }

func newClock() *clock                 { return &clock{time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)} }
func (c *clock) now() time.Time        { return c.t }
func (c *clock) after(d time.Duration) { c.t = c.t.Add(d) }

// stream is a stream to b that asked for progress but never reports from
// its ticker in a test's time: only the final line is written to b.
func stream(b *bytes.Buffer, c *clock) Stream {
	return Stream{W: b, Always: true, Every: time.Hour, Now: c.now}
}

// TestSeq feeds a run's events to Seq and checks the report then and
// the final line. The rate counts from Start, not from NewSeq: a long
// --resume read made the first lines say hundreds of values a second and
// an ETA of hours.
func TestSeq(t *testing.T) {
	tests := []struct {
		read          time.Duration // from NewSeq to Start: the file read
		first, target int
		after         time.Duration // from Start to the report
		report        analysis.SeqProgress
		end           time.Duration // from the report to Finish
		want, final   string
	}{
		{time.Hour, 1000, 2000, 2 * time.Second, analysis.SeqProgress{N: 1500, Stats: analysis.SeqStats{RareCount: 3}}, 2 * time.Second,
			"n = 1500 of 2000 (75.0%), 250 values/s, 3 rare, ETA 2s", "seq Kayles: 1000 values in 4.0 s, n = 1000 to 2000\n"},
		{0, 0, 1 << 20, 8 * time.Second, analysis.SeqProgress{N: 1 << 19}, 8 * time.Second,
			"n = 524288 of 1048576 (50.0%), 6.55e+04 values/s, 0 rare, ETA 8s", "seq Kayles: 2^20 values in 16.0 s\n"},
		{0, 0, 100, time.Second, analysis.SeqProgress{}, time.Second,
			"n = 0 of 100 (0.0%), 0 values/s, 0 rare, ETA ?", "seq Kayles: 100 values in 2.0 s\n"},
	}
	for _, test := range tests {
		var b bytes.Buffer
		c := newClock()
		s := NewSeq("Kayles", stream(&b, c))
		c.after(test.read)
		s.Start(test.first, test.target)
		c.after(test.after)
		s.Report(test.report)
		if got := s.Text(c.now()); got != test.want {
			t.Errorf("report at n = %d: got %q, want %q", test.report.N, got, test.want)
		}
		c.after(test.end)
		s.Finish(test.target)
		if got := b.String(); got != test.final {
			t.Errorf("final line of a run to %d: got %q, want %q", test.target, got, test.final)
		}
	}
}

// TestSeqOff checks that a Seq on a stream that prints nothing hears the
// run and writes nowhere.
func TestSeqOff(t *testing.T) {
	s := NewSeq("Kayles", Stream{})
	s.Start(0, 10)
	s.Report(analysis.SeqProgress{N: 5})
	s.Say("a note")
	s.Finish(10)
	s.Stop()
	if got, want := s.Text(s.start.Add(time.Second)), "n = 5 of 10 (50.0%), 5 values/s, 0 rare, ETA 1s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestMisere(t *testing.T) {
	var b bytes.Buffer
	c := newClock()
	m := NewMisere("Kayles", 45, stream(&b, c))
	c.after(1500 * time.Millisecond)
	if got, want := m.Text(c.now()), "heap 0 of 44, 0 sums, 1.5 s"; got != want {
		t.Errorf("before any heap: got %q, want %q", got, want)
	}
	m.Sums(70)
	m.Heap(12, 80)
	if got, want := m.Text(c.now()), "heap 12 of 44, 80 sums, 1.5 s"; got != want {
		t.Errorf("at heap 12: got %q, want %q", got, want)
	}
	m.Finish(45, 300)
	m.End()
	if got, want := b.String(), "seq Kayles --misere: 45 heaps, 300 sums of heaps searched, in 1.5 s\n"; got != want {
		t.Errorf("final line: got %q, want %q", got, want)
	}
}

func TestQuotient(t *testing.T) {
	var b bytes.Buffer
	c := newClock()
	q := NewQuotient("octal game 0.07", 27, stream(&b, c))
	c.after(2 * time.Second)
	if got, want := q.Text(c.now()), "heap 1 of 26, 1 elements so far, 0 sums walked, 2.0 s"; got != want {
		t.Errorf("before any heap: got %q, want %q", got, want)
	}
	q.Progress(9, 6, 1234)
	if got, want := q.Text(c.now()), "heap 9 of 26, 6 elements so far, 1234 sums walked, 2.0 s"; got != want {
		t.Errorf("at heap 9: got %q, want %q", got, want)
	}
	q.End()
}

func TestCount(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{0, "0"}, {512, "512"}, {1000, "1000"}, {1024, "2^10"}, {1025, "1025"}, {1 << 30, "2^30"},
	}
	for _, test := range tests {
		if got := Count(test.n); got != test.want {
			t.Errorf("Count(%d) = %q, want %q", test.n, got, test.want)
		}
	}
}
