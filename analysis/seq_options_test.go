package analysis

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/nimber/nimber/errs"
)

func TestSeqOptionsCheck(t *testing.T) {
	tests := []struct {
		opt  SeqOptions
		want string // "" for none
	}{
		{SeqOptions{Out: "k.seq", Workers: 2}, ""},
		{SeqOptions{Misere: true, Quotient: true, MaxElements: 10, MaxMemory: 1 << 30}, ""},
		{SeqOptions{MaxMemory: 1 << 30}, "--max-memory bounds a misère quotient: add --misere --quotient"},
		{SeqOptions{Misere: true, MaxElements: 10}, "--max-elements bounds a misère quotient: add --misere --quotient"},
		{SeqOptions{Misere: true, Resume: "k.seq"}, "--resume does not go with --misere: misère values are searched in memory, not kept in sequence files"},
		{SeqOptions{MaxSums: 10, Workers: 2}, "--workers does not go with --misere: the misère search runs on one core"},
		{SeqOptions{Quotient: true}, "--quotient goes with --misere: the misère quotient is of misère play"},
		{SeqOptions{MaxSums: 10}, "--max-positions bounds the search of --misere; add --misere, or drop it"},
		{SeqOptions{Misere: true, Plot: "k.svg", Stats: true}, ""},
		{SeqOptions{Misere: true, Quotient: true, Plot: "k.svg"}, "--plot does not go with --quotient, which prints one monoid"},
		{SeqOptions{Misere: true, Quotient: true, NoValues: true}, "--no-values does not go with --quotient, which prints one monoid"},
	}
	for _, test := range tests {
		err := test.opt.Check(dashed)
		if got := errText(err); got != test.want || err != nil && errs.KindOf(err) != errs.Usage {
			t.Errorf("%+v: %v, want %q, a usage error", test.opt, err, test.want)
		}
	}
}

func TestSeqLengths(t *testing.T) {
	r, err := ParseHeap("kayles")
	if err != nil {
		t.Fatal(err)
	}
	heaps := func(f func() (int, error)) func() (int, bool, error) {
		return func() (int, bool, error) { n, err := f(); return n, false, err }
	}
	tests := []struct {
		name   string
		length func() (int, bool, error)
		want   int
		err    string
	}{
		{"seq", func() (int, bool, error) { return SeqTo("", false, r, dashed) }, DefaultSeqTo, ""},
		{"seq 2^28", func() (int, bool, error) { return SeqTo("2^28", false, r, dashed) }, 1 << 28, ""},
		{"seq 2^37", func() (int, bool, error) { return SeqTo("2^37", false, r, dashed) }, 0,
			`--to "2^37": want a number of values from 0 to 2^36, such as 1000, 1e6 or 2^28`},
		{"misère", heaps(func() (int, error) { return MisereHeaps("", r, dashed) }), DefaultMisereHeaps(r), ""},
		{"misère 1e3", heaps(func() (int, error) { return MisereHeaps("1e3", r, dashed) }), 1000, ""},
		{"misère 2^21", heaps(func() (int, error) { return MisereHeaps("2^21", r, dashed) }), 0,
			`--to "2^21": want a number of heaps from 0 to 2^20, such as 40 or 1000`},
		{"quotient", heaps(func() (int, error) { return QuotientHeaps("", false, dashed) }), DefaultQuotientHeaps + 1, ""},
		{"quotient --period", heaps(func() (int, error) { return QuotientHeaps("", true, dashed) }), MaxQuotientUntilProved + 1, ""},
		{"quotient 0", heaps(func() (int, error) { return QuotientHeaps("0", false, dashed) }), 0,
			`--to "0": want a number of heaps from 1 to 2^20 (the quotient of heaps 1 to N−1), such as 21`},
	}
	for _, test := range tests {
		n, _, err := test.length()
		if n != test.want || errText(err) != test.err {
			t.Errorf("%s: %d, %v; want %d, %q", test.name, n, err, test.want, test.err)
		}
	}
}

// TestRunsInterrupted checks that a misère run or quotient interrupted
// says so, as a limit.
func TestRunsInterrupted(t *testing.T) {
	r, err := ParseHeap("kayles")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = RunMisere(ctx, MisereRun{Rules: r, MisereRequest: MisereRequest{N: 40}})
	if errText(err) != "misère values: interrupted" || errs.KindOf(err) != errs.Limit {
		t.Errorf("RunMisere interrupted: %v, want misère values: interrupted, a limit", err)
	}
	_, _, err = RunQuotient(ctx, QuotientRun{Rules: r, N: 20})
	if errText(err) != "misère quotient: interrupted" || errs.KindOf(err) != errs.Limit {
		t.Errorf("RunQuotient interrupted: %v, want misère quotient: interrupted, a limit", err)
	}
}

func TestSeqOptionsCheckNormal(t *testing.T) {
	tests := []struct {
		opt  SeqOptions
		want string
	}{
		{SeqOptions{Out: "k.seq", Resume: "k.seq", Plot: "k.png"}, ""},
		{SeqOptions{Workers: -1}, "--workers -1: want 0 or a positive number"},
		{SeqOptions{Out: "a.seq", Resume: "k.seq"}, "--resume k.seq continues that file in place; drop --out a.seq"},
		{SeqOptions{Plot: "k.pdf"}, `--plot "k.pdf": want a file name ending in .svg or .png`},
	}
	for _, test := range tests {
		err := test.opt.CheckNormal(dashed)
		if got := errText(err); got != test.want || err != nil && errs.KindOf(err) != errs.Usage {
			t.Errorf("%+v: %v, want %q, a usage error", test.opt, err, test.want)
		}
	}
}

func TestRecordRunCheck(t *testing.T) {
	ok := RecordRun{Block: 1 << 20, Every: time.Minute}
	window := ok
	window.Window = MinWindow
	tests := []struct {
		run   RecordRun
		given []string
		want  string
	}{
		{ok, nil, ""},
		{window, []string{"window", "checkpoint"}, ""},
		{ok, []string{"checkpoint-every"}, "--checkpoint-every saves a --window run; add --window (e.g. --window 2^27)"},
		{window, []string{"window", "emit"}, "--window keeps only some values; --emit needs them all (drop one of the two)"},
		{window, []string{"window", "quotient"}, "--record and --window are for normal play's values; drop --misere"},
		{ok, []string{"block"}, "--block sizes the checksums of --record or --window; add one"},
		{window, []string{"block"}, ""}, // a window is a record
		{RecordRun{Every: time.Minute}, nil, "--block 0: want a positive number of values"},
		{RecordRun{Block: 1}, nil, "--checkpoint-every 0s: want a positive duration such as 5m"},
		{RecordRun{Block: 1, Every: time.Minute, Window: MinWindow - 1}, nil, fmt.Sprintf("--window %d: want at least %d values (2^27 for Grundy's game, whose last rare heap known is 48,399,022)", MinWindow-1, MinWindow)},
	}
	for _, test := range tests {
		err := test.run.Check(func(name string) bool { return slices.Contains(test.given, name) }, dashed)
		if got := errText(err); got != test.want || err != nil && errs.KindOf(err) != errs.Usage {
			t.Errorf("%+v given %q: %v, want %q, a usage error", test.run, test.given, err, test.want)
		}
	}
}

func TestCheckPlotName(t *testing.T) {
	for _, c := range []struct{ path, want string }{
		{"", ""}, {"a.svg", ""}, {"a.PNG", ""}, {"dir.svg/a.Svg", ""},
		{"a.pdf", `--plot "a.pdf": want a file name ending in .svg or .png`},
		{"svg", `--plot "svg": want a file name ending in .svg or .png`},
	} {
		got := ""
		if err := CheckPlotName(c.path, func(name string) string { return "--" + name }); err != nil {
			got = err.Error()
		}
		if got != c.want {
			t.Errorf("CheckPlotName(%q) = %q, want %q", c.path, got, c.want)
		}
	}
}
