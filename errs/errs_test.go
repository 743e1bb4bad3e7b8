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
	web := errs.Words{
		Hint: func(bound string) string { return "the server's " + bound + " bound" },
		Flag: func(f errs.Flag) string { return "field " + f.Name + " " + f.Value },
	}
	bounded := errs.Boundf("solve", "max-positions", "more than %d positions", 10)
	set := errs.Errorf("", errs.Usage, "%v: no parameter D (e.g. %v)", errs.Flag{Name: "set", Value: "D=4"}, errs.Flag{Name: "set", Value: "E=1"})
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
		{set, "--set D=4: no parameter D (e.g. --set E=1)", "field set D=4: no parameter D (e.g. field set E=1)"},
		{errs.Errorf("load", errs.Usage, "in x.star: %w", set),
			"load: in x.star: --set D=4: no parameter D (e.g. --set E=1)",
			"load: in x.star: field set D=4: no parameter D (e.g. field set E=1)"},
		{errs.Boundf("", "to", "no period; %v needs one", errs.Flag{Name: "emit"}),
			"no period; --emit needs one; raise --to", "no period; field emit  needs one; the server's to bound"},
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
