package status

import (
	"bytes"
	"testing"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/census"
)

func family(t *testing.T) analysis.CensusFamily {
	t.Helper()
	fam, err := analysis.ParseCensusFamily("octal", 2)
	if err != nil {
		t.Fatal(err)
	}
	return fam
}

func records(classes ...string) []analysis.CensusRecord {
	var recs []analysis.CensusRecord
	for _, c := range classes {
		recs = append(recs, analysis.CensusRecord{Class: c})
	}
	return recs
}

// TestCensusLog checks the lines of a census not shown live: one as a
// class ends, at most every Every, with the time left from the costs,
// then what was done.
func TestCensusLog(t *testing.T) {
	var b bytes.Buffer
	c := newClock()
	s := NewCensus(family(t), analysis.CensusShard{Index: 1, Count: 4}, Stream{W: &b, Every: 2 * time.Second, Now: c.now}, false)
	cheap, dear := &analysis.CensusClass{Games: []string{"0.1"}, Cost: 1}, &analysis.CensusClass{Games: []string{"0.07"}, Cost: 3}
	s.Plan([]*analysis.CensusClass{cheap, dear})
	s.Started(cheap)
	s.Started(dear)
	c.after(3 * time.Second)
	s.Done(cheap, records(analysis.CensusTrivial, analysis.CensusSolved))
	c.after(time.Second)
	s.Done(dear, records(analysis.CensusUnsolved)) // within 2 s of the last line
	s.Finish()
	s.Finish()
	want := "census octal --digits 2 shard 1/4: 1 of 2 classes done (2 games), 0.3 classes a second, about 9s left\n" +
		"census octal --digits 2 shard 1/4: 3 games in 4.0 s: 1 trivial, 1 solved, 1 unsolved\n"
	if s.Live() || b.String() != want {
		t.Errorf("live %v, lines:\n%s\nwant not live and:\n%s", s.Live(), b.String(), want)
	}
}

// TestCensusLive checks the live report as a census goes, and the final
// line of one stopped short.
func TestCensusLive(t *testing.T) {
	var b bytes.Buffer
	c := newClock()
	s := NewCensus(family(t), analysis.CensusShard{}, stream(&b, c), true)
	var classes []*analysis.CensusClass
	for _, g := range []string{"0.01", "0.02", "0.03", "0.04", "0.05", "0.06"} {
		classes = append(classes, &analysis.CensusClass{Games: []string{g}, Cost: 1})
	}
	type event func()
	tests := []struct {
		events []event
		at     time.Duration // since the last step
		want   string
	}{
		{nil, 5 * time.Second, "census octal --digits 2: estimating the cost of each game, 5s"},
		{[]event{func() { s.Plan(classes) }}, 0, "census octal --digits 2: 0 of 6 classes done (0 games) in 5s"},
		{[]event{
			func() { s.Started(classes[0]) }, func() { c.after(time.Second) }, func() { s.Started(classes[1]) },
			func() { c.after(time.Second) }, func() { s.Started(classes[2]) }, func() { s.At(classes[0], 4096) },
		}, time.Second, "census octal --digits 2: 0 of 6 classes done (0 games) in 8s; running 0.01 at n = 4096, 0.02 at n = 0, 0.03 at n = 0"},
		{[]event{
			func() { s.Started(classes[3]) }, func() { s.Started(classes[4]) },
			func() { s.Done(classes[1], records(analysis.CensusStopped)) },
		}, 4 * time.Second, "census octal --digits 2: 1 of 6 classes done (1 games) in 12s, about 1m0s left; running 0.01 at n = 4096, 0.03 at n = 0, 0.04 at n = 0 and 1 more"},
	}
	for i, test := range tests {
		for _, ev := range test.events {
			ev()
		}
		c.after(test.at)
		if got := s.Text(c.now()); got != test.want {
			t.Errorf("step %d: got %q, want %q", i, got, test.want)
		}
	}
	s.Finish()
	if want := "census octal --digits 2: 1 of 6 classes done (1 games) in 12.0 s: 1 stopped by a limit\n"; !s.Live() || b.String() != want {
		t.Errorf("live %v, final line %q, want live and %q", s.Live(), b.String(), want)
	}
}

// TestCensusOff checks that a census stopped before its plan, or on a
// stream that prints nothing, writes nothing.
func TestCensusOff(t *testing.T) {
	var b bytes.Buffer
	c := newClock()
	NewCensus(family(t), analysis.CensusShard{}, stream(&b, c), true).Finish()
	s := NewCensus(family(t), analysis.CensusShard{}, Stream{}, false)
	s.Plan(nil)
	s.Finish()
	if b.Len() > 0 {
		t.Errorf("got %q, want nothing", b.String())
	}
}

func TestVerifyText(t *testing.T) {
	tests := []struct {
		p    analysis.CensusVerifyProgress
		want string
	}{
		{analysis.CensusVerifyProgress{Done: 3, Total: 10}, "census verify: 3 of 10 records in 2s"},
		{analysis.CensusVerifyProgress{Done: 3, Total: 10, Running: []census.VerifyRun{{Game: "4.406", N: 4096, Of: 588285}, {Game: "0.45", N: 8192, Of: 9000}}},
			"census verify: 3 of 10 records in 2s; 4.406 at n = 4096 of 588285, 0.45 at n = 8192 of 9000"},
	}
	for _, test := range tests {
		if got := VerifyText(test.p, 2*time.Second); got != test.want {
			t.Errorf("VerifyText(%v) = %q, want %q", test.p, got, test.want)
		}
	}
}

func TestVerify(t *testing.T) {
	var b bytes.Buffer
	c := newClock()
	v := NewVerify(1023, stream(&b, c))
	v.Progress(analysis.CensusVerifyProgress{Done: 1000, Total: 1023})
	c.after(7 * time.Second)
	if got, want := v.Text(c.now()), "census verify: 1000 of 1023 records in 7s"; got != want {
		t.Errorf("report %q, want %q", got, want)
	}
	v.Finish()
	v.End()
	if got, want := b.String(), "census verify: 1023 records in 7.0 s\n"; got != want {
		t.Errorf("final line %q, want %q", got, want)
	}
}

func TestTable(t *testing.T) {
	var b bytes.Buffer
	c := newClock()
	s := NewTable(100, stream(&b, c))
	tests := []struct {
		event func()
		want  string
	}{
		{func() {}, "table : 0 of 100 positions valued (0.0%) in 3s"},
		{func() { s.Named("kayles"); s.Valued(25) }, "table kayles: 25 of 100 positions valued (25.0%) in 3s"},
		{func() { s.Searched(1234) }, "table kayles: 25 of 100 positions valued (25.0%) in 3s; 1234 positions searched"},
	}
	c.after(3 * time.Second)
	for _, test := range tests {
		test.event()
		if got := s.Text(c.now()); got != test.want {
			t.Errorf("got %q, want %q", got, test.want)
		}
	}
	c.after(300 * time.Millisecond)
	s.Finish()
	s.End()
	if got, want := b.String(), "table kayles: 100 positions in 3.3 s\n"; got != want {
		t.Errorf("final line %q, want %q", got, want)
	}
}
