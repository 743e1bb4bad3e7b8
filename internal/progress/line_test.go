package progress

import (
	"bytes"
	"testing"
	"time"
)

// TestLine checks the two ways a report is written: redrawn in place on
// a terminal, the final line in its place; a line each elsewhere.
func TestLine(t *testing.T) {
	tests := []struct {
		terminal, always, report bool
		want                     string
	}{
		{true, false, true, "\rat 1\x1b[K\rdone\x1b[K\n"},
		{false, false, true, "at 1\ndone\n"},
		{true, false, false, ""}, // a short run stays quiet
		{true, true, false, "done\n"},
	}
	for _, test := range tests {
		var b bytes.Buffer
		s := New(&b, test.terminal, test.always, time.Hour, func(time.Time) string { return "at 1" })
		s.Tick()
		if test.report {
			s.Update(func() { s.print(time.Now()) })
		}
		s.Finish("done")
		if b.String() != test.want {
			t.Errorf("terminal %v, always %v, report %v: %q, want %q", test.terminal, test.always, test.report, b.String(), test.want)
		}
	}
}

// TestSay checks that a line said between reports takes a redrawn
// report's place and the next report starts a line of its own.
func TestSay(t *testing.T) {
	var b bytes.Buffer
	s := New(&b, true, false, time.Hour, func(time.Time) string { return "at 1" })
	s.Update(func() { s.print(time.Now()) })
	s.Say("found %d", 7)
	s.Say("found %d", 8)
	s.End()
	if want := "\rat 1\x1b[K\rfound 7\x1b[K\nfound 8\n"; b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}
