package errs_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
)

func TestKindOf(t *testing.T) {
	base := errors.New("boom")
	tests := []struct {
		err  error
		want errs.Kind
	}{
		{nil, errs.Other},
		{base, errs.Other},
		{errs.E("parse", errs.Usage, base), errs.Usage},
		{fmt.Errorf("wrapped: %w", errs.E("solve", errs.Limit, base)), errs.Limit},
		{errs.E("outer", errs.Other, errs.E("inner", errs.Cycle, base)), errs.Cycle},
	}
	for _, test := range tests {
		if got := errs.KindOf(test.err); got != test.want {
			t.Errorf("KindOf(%v) = %v, want %v", test.err, got, test.want)
		}
	}
	if errs.E("x", errs.Usage, nil) != nil {
		t.Errorf("E with nil error = non-nil, want nil")
	}
}

func ExampleErrorf() {
	err := errs.Errorf("parse heap", errs.Usage, "%q is not a non-negative integer", "-3")
	fmt.Println(err)
	fmt.Println(errs.KindOf(err))
	// Output:
	// parse heap: "-3" is not a non-negative integer
	// usage
}

func TestMessage(t *testing.T) {
	web := func(bound string) string { return "the server's " + bound + " bound" }
	bounded := errs.Boundf("solve", "max-positions", "more than %d positions", 10)
	tests := []struct {
		err       error
		cli, want string
	}{
		{bounded, "solve: more than 10 positions; raise --max-positions", "solve: more than 10 positions; the server's max-positions bound"},
		{fmt.Errorf("%w (stopped at heap 3)", bounded),
			"solve: more than 10 positions; raise --max-positions (stopped at heap 3)",
			"solve: more than 10 positions; the server's max-positions bound (stopped at heap 3)"},
		{errs.E("outer", errs.Other, bounded),
			"outer: solve: more than 10 positions; raise --max-positions",
			"outer: solve: more than 10 positions; the server's max-positions bound"},
		{errs.Errorf("parse", errs.Usage, "bad"), "parse: bad", "parse: bad"},
	}
	for _, test := range tests {
		if got := test.err.Error(); got != test.cli {
			t.Errorf("Error() = %q, want %q", got, test.cli)
		}
		if got := errs.Message(test.err, web); got != test.want {
			t.Errorf("Message(%q) = %q, want %q", test.err, got, test.want)
		}
	}
	if !errs.Is(bounded, errs.Limit) {
		t.Errorf("Boundf's kind = %v, want limit", errs.KindOf(bounded))
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ s, want string }{
		{"7", `"7"`},
		{"x y", `"x y"`},
		{strings.Repeat("1", 40), `"` + strings.Repeat("1", 40) + `"`},
		{strings.Repeat("1", 1000000), `"` + strings.Repeat("1", 40) + `"… (1000000 characters)`},
		{strings.Repeat("é", 41), `"` + strings.Repeat("é", 40) + `"… (41 characters)`},
	}
	for _, test := range tests {
		if got := errs.Quote(test.s); got != test.want {
			t.Errorf("Quote(%.50q) = %.80s, want %.80s", test.s, got, test.want)
		}
	}
}
