package rules_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/display"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/rules"
)

// chain is a game of n+1 positions in a line, for limits.
const chain = `
def moves(n):
    return [n - 1] if n > 0 else []
`

// TestErrorKinds checks that each failure has the kind the CLI maps to
// an exit status: the user's script or input is Usage, a limit is Limit.
func TestErrorKinds(t *testing.T) {
	tests := []struct {
		name string
		src  string
		opt  rules.Options
		pos  string
		kind errs.Kind
		msg  string
	}{
		{"bad result", "def moves(p):\n    return 1\n", rules.Options{}, "0", errs.Usage, "returned an int"},
		{"script failure", "def moves(p):\n    return [1 // 0]\n", rules.Options{}, "0", errs.Usage, "division by zero"},
		{"loopy", "def moves(p):\n    return [1 - p]\n", rules.Options{}, "0", errs.Cycle, "cycle: 0 → 1 → 0"},
		{"positions", chain, rules.Options{MaxPositions: 100}, "1000", errs.Limit, "more than 100 positions"},
		{"steps", "def moves(p):\n    return [i for i in range(10000)][:0]\n", rules.Options{MaxSteps: 100}, "0", errs.Limit, "more than 100 Starlark steps"},
		// Long enough that the timer fires before the last call, however
		// late a loaded machine runs it.
		{"time", chain, rules.Options{Timeout: time.Nanosecond}, "200000", errs.Limit, "stopped after the 1ns time limit; raise --timeout"},
	}
	for _, test := range tests {
		// A time limit may stop Load's run of the top level already.
		g, err := rules.Load(context.Background(), test.name+".star", []byte(test.src), test.opt)
		if err != nil && test.name != "time" {
			t.Fatalf("%s: Load: %v", test.name, err)
		}
		if err == nil {
			var c game.Component
			if c, err = g.Parse(test.pos); err == nil {
				_, err = c.Value(context.Background())
			}
		}
		if err == nil || errs.KindOf(err) != test.kind || !strings.Contains(err.Error(), test.msg) {
			t.Errorf("%s: value of %s = error %v (kind %v), want kind %v containing %q", test.name, test.pos, err, errs.KindOf(err), test.kind, test.msg)
		}
	}
}

func TestLoadErrorKinds(t *testing.T) {
	if _, err := rules.Load(context.Background(), "testdata/no-such-file.star", nil, rules.Options{}); errs.KindOf(err) != errs.IO {
		t.Errorf("Load(missing file) = %v (kind %v), want an I/O error", err, errs.KindOf(err))
	}
	if _, err := rules.Load(context.Background(), "bad.star", []byte("def moves(p)"), rules.Options{}); errs.KindOf(err) != errs.Usage {
		t.Errorf("Load(syntax error) = %v (kind %v), want a usage error", err, errs.KindOf(err))
	}
}

// TestPrint checks that a script's print goes to Options.Print.
func TestPrint(t *testing.T) {
	var got []string
	src := "print('loaded')\ndef moves(p):\n    print('moves', p)\n    return []\n"
	g, err := rules.Load(context.Background(), "p.star", []byte(src), rules.Options{Print: func(msg string) { got = append(got, msg) }})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := g.Parse("3")
	if _, err := c.Value(context.Background()); err != nil {
		t.Fatal(err)
	}
	if want := "loaded|moves 3"; strings.Join(got, "|") != want {
		t.Errorf("printed %q, want %q", strings.Join(got, "|"), want)
	}
}

// TestMovesCalledOnce checks the memo: however often the solver and the
// analysis ask, moves(p) runs once per position.
func TestMovesCalledOnce(t *testing.T) {
	calls := 0
	src := "def moves(n):\n    print(n)\n    return [n - k for k in (1, 2, 3) if k <= n]\n"
	g, err := rules.Load(context.Background(), "c.star", []byte(src), rules.Options{Print: func(string) { calls++ }})
	if err != nil {
		t.Fatal(err)
	}
	var sum []game.Component
	for _, s := range []string{"30", "20", "30"} {
		c, err := g.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		sum = append(sum, c)
	}
	for _, misere := range []bool{false, true} {
		if _, err := sums.Analyze(g, sum, sums.Options{Misere: misere}); err != nil {
			t.Fatal(err)
		}
	}
	if calls != 31 {
		t.Errorf("moves called %d times for positions 0..30, want 31", calls)
	}
}

// One call that never ends stops at the time limit or when the context is
// done, not at the next call: without them it would not return at all.
// The error says which bound stopped it.
func TestLongCallStops(t *testing.T) {
	const forever = "def moves(p):\n    while True:\n        pass\n"
	const limit = 200 * time.Millisecond
	for _, byContext := range []bool{false, true} {
		// Each bound starts afresh: a context made before the first case
		// would be spent by the time the second loads.
		ctx, opt := context.Background(), rules.Options{Timeout: limit}
		if byContext {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, limit)
			defer cancel()
			opt = rules.Options{}
		}
		opt.MaxSteps = 1 << 62
		g, err := rules.Load(ctx, "forever.star", []byte(forever), opt)
		if err != nil {
			t.Fatal(err)
		}
		c, err := g.Parse("0")
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.Value(ctx)
		stopped := err != nil && strings.Contains(err.Error(), "stopped after the 200ms time limit")
		if byContext {
			stopped = errors.Is(err, context.DeadlineExceeded)
		}
		if errs.KindOf(err) != errs.Limit || !stopped {
			t.Errorf("value with %+v: %v, want a limit error: the time limit, or the context's deadline", opt, err)
		}
	}
}

// lateContext has a deadline, but is done only some time after it, as a
// context may be: its timer has yet to run when the deadline passes.
type lateContext struct {
	context.Context // done late
	deadline        time.Time
}

func (c lateContext) Deadline() (time.Time, bool) { return c.deadline, true }

// When a Timeout ends no sooner than the context's deadline, as when a
// server passes what is left of its own timeout (analysis does), the
// context stops the work and the error is the context's, not a time
// limit of what was left: a server answered a request of its 500 ms
// timeout with "stopped after the 299.9412ms time limit" when its
// Timeout's timer ran before the context's. A shorter Timeout stops the
// work first and names itself.
func TestTimeoutOrDeadline(t *testing.T) {
	const forever = "def moves(p):\n    while True:\n        pass\n"
	const limit, late = 50 * time.Millisecond, 100 * time.Millisecond
	tests := []struct {
		name     string
		timeout  time.Duration // 0: the context's time left
		deadline bool          // else a context without one
		want     string        // "deadline": the context's error
	}{
		{"the time left as the timeout", 0, true, "deadline"},
		{"a timeout past the deadline", time.Hour, true, "deadline"},
		{"a timeout before the deadline", limit / 2, true, "stopped after the 25ms time limit"},
		{"no deadline", limit, false, "stopped after the 50ms time limit"},
	}
	for _, test := range tests {
		ctx, cancel := context.WithTimeout(context.Background(), limit+late)
		defer cancel()
		opt := rules.Options{Timeout: test.timeout, MaxSteps: 1 << 62}
		load := context.Background()
		if test.deadline {
			lc := lateContext{ctx, time.Now().Add(limit)}
			load = lc
			if opt.Timeout == 0 {
				opt.Timeout = time.Until(lc.deadline)
			}
		}
		g, err := rules.Load(load, "forever.star", []byte(forever), opt)
		if err != nil {
			t.Fatal(err)
		}
		c, err := g.Parse("0")
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.Value(ctx)
		got := "other"
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			got = "deadline"
		case err != nil && strings.Contains(err.Error(), test.want):
			got = test.want
		}
		if got != test.want || errs.KindOf(err) != errs.Limit {
			t.Errorf("%s: %v (%s), want a limit error: %s", test.name, err, got, test.want)
		}
	}
}

// TestDraw: a file's draw(p) pictures a position for a board, and one that
// returns no list of short strings says so at its line.
func TestDraw(t *testing.T) {
	tests := []struct {
		draw, want, err string
	}{
		{`return ["#" * n, "." * (3 - n)]`, "##|.", ""},
		{`return "##"`, "", "returned a string, want a list"},
		{`return [n]`, "", "returned row 0 an int"},
		{`return ["x"] * 21`, "", "at most 20 strings"},
		{`return ["x" * 41]`, "", "at most 40 characters"},
	}
	for _, test := range tests {
		src := chain + "\ndef draw(n):\n    " + test.draw + "\n"
		g, err := rules.Load(context.Background(), "d.star", []byte(src), rules.Options{})
		if err != nil {
			t.Fatal(err)
		}
		c, err := g.Parse("2")
		if err != nil {
			t.Fatal(err)
		}
		if b := c.(display.Boarder).Board(); b != "grid" {
			t.Errorf("Board() = %q with draw(p), want grid", b)
		}
		rows, err := c.(display.Drawer).Draw()
		if got := strings.Join(rows, "|"); got != test.want || test.err == "" && err != nil || test.err != "" && (err == nil || !strings.Contains(err.Error(), test.err) || !strings.Contains(err.Error(), "d.star:5")) {
			t.Errorf("%s: Draw() = %q, %v; want %q, an error at d.star:5 (def draw) containing %q", test.draw, got, err, test.want, test.err)
		}
	}
	g, err := rules.Load(context.Background(), "c.star", []byte(chain), rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := g.Parse("2"); err != nil || c.(display.Boarder).Board() != "" {
		t.Errorf("without draw(p): Board() of 2 = %q (%v), want none", c.(display.Boarder).Board(), err)
	}
}
