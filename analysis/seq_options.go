package analysis

import (
	"path/filepath"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/count"
)

// The options of a front's seq runs (RunSeq, RunMisere, RunQuotient),
// checked here once: field names a request's field as the front does
// (nil: its own name).

const (
	// MaxSeqTo bounds the values of a run in normal play.
	MaxSeqTo = 1 << 36
	// MaxMisereTo bounds the heaps of a misère run or quotient: games
	// that do not split run long, but a heap costs a sum at least.
	MaxMisereTo = 1 << 20
)

// SeqTo returns the values a run in normal play computes: to, a count
// such as 1000, 1e6 or 2^28, or without it ("") the default, which
// depends on period.
func SeqTo(to string, period bool, r *HeapRules, field func(name string) string) (n int, given bool, err error) {
	if to == "" {
		return SeqLimit(r, period), false, nil
	}
	v, ok := count.Parse(to)
	if !ok || v > MaxSeqTo {
		return 0, false, errs.Errorf("", errs.Usage, "%s %q: want a number of values from 0 to 2^36, such as 1000, 1e6 or 2^28", named(field)("to"), to)
	}
	return int(v), true, nil
}

// MisereHeaps returns the heaps a misère run values: to, or without it
// ("") r's default.
func MisereHeaps(to string, r *HeapRules, field func(name string) string) (int, error) {
	if to == "" {
		return DefaultMisereHeaps(r), nil
	}
	v, ok := count.Parse(to)
	if !ok || v > MaxMisereTo {
		return 0, errs.Errorf("", errs.Usage, "%s %q: want a number of heaps from 0 to 2^20, such as 40 or 1000", named(field)("to"), to)
	}
	return int(v), nil
}

// QuotientHeaps returns N of a quotient run, the quotient of heaps 1 to
// N−1: to, or without it ("") the default, the most until the period is
// proved with period.
func QuotientHeaps(to string, period bool, field func(name string) string) (int, error) {
	if to == "" && period {
		return MaxQuotientUntilProved + 1, nil
	} else if to == "" {
		return DefaultQuotientHeaps + 1, nil
	}
	v, ok := count.Parse(to)
	if !ok || v < 1 || v > MaxMisereTo {
		return 0, errs.Errorf("", errs.Usage, "%s %q: want a number of heaps from 1 to 2^20 (the quotient of heaps 1 to N−1), such as 21", named(field)("to"), to)
	}
	return int(v), nil
}

// SeqOptions are the options of a seq run as a front gives them, to
// check how they go together.
type SeqOptions struct {
	Misere, Quotient     bool
	MaxSums, MaxElements int // 0: not given
	MaxMemory            int64
	Out, Resume, Spill   string
	Workers              int
	Emit, Plot           string
	NoValues, Stats      bool
}

// IsMisere reports whether the options ask for a misère run or quotient.
func (o SeqOptions) IsMisere() bool { return o.Misere || o.MaxSums != 0 || o.Quotient }

// Check reports an option that does not go with the others: a bound of
// the misère quotient without it; in misère play, the files and workers
// of runs in normal play; with the quotient, what a monoid does not have.
func (o SeqOptions) Check(field func(name string) string) error {
	field = named(field)
	for _, bound := range []struct {
		set  bool
		name string
	}{{o.MaxMemory != 0, "max-memory"}, {o.MaxElements != 0, "max-elements"}} {
		if bound.set && !o.Quotient {
			return errs.Errorf("", errs.Usage, "%s bounds a misère quotient: add %s %s", field(bound.name), field("misere"), field("quotient"))
		}
	}
	if !o.IsMisere() {
		return nil
	}
	const inMemory = "misère values are searched in memory, not kept in sequence files"
	for _, f := range []struct {
		set       bool
		name, why string
	}{
		{o.Out != "", "out", inMemory}, {o.Resume != "", "resume", inMemory}, {o.Spill != "", "spill", inMemory},
		{o.Workers != 0, "workers", "the misère search runs on one core"},
	} {
		if f.set {
			return errs.Errorf("", errs.Usage, "%s does not go with %s: %s", field(f.name), field("misere"), f.why)
		}
	}
	if err := CheckQuotient(o.Quotient, o.Misere, field); err != nil {
		return err
	}
	if !o.Misere {
		return errs.Errorf("", errs.Usage, "%s bounds the search of %s; add %s, or drop it", field("max-positions"), field("misere"), field("misere"))
	}
	if !o.Quotient {
		return nil
	}
	for _, f := range []struct {
		set  bool
		name string
	}{{o.Emit != "", "emit"}, {o.Plot != "", "plot"}, {o.NoValues, "no-values"}, {o.Stats, "stats"}} {
		if f.set {
			return errs.Errorf("", errs.Usage, "%s does not go with %s, which prints one monoid", field(f.name), field("quotient"))
		}
	}
	return nil
}

// CheckNormal reports an option that does not go with a run in normal
// play: workers below 0, an Out other than the Resume continued in
// place, a Plot that is not an SVG or PNG file.
func (o SeqOptions) CheckNormal(field func(name string) string) error {
	field = named(field)
	switch {
	case o.Workers < 0:
		return errs.Errorf("", errs.Usage, "%s %d: want 0 or a positive number", field("workers"), o.Workers)
	case o.Resume != "" && o.Out != "" && o.Out != o.Resume:
		return errs.Errorf("", errs.Usage, "%s %s continues that file in place; drop %s %s", field("resume"), o.Resume, field("out"), o.Out)
	}
	return CheckPlotName(o.Plot, field)
}

// CheckPlotName reports a plot file name, if one is given, that does not
// end in .svg or .png (in any case), the formats a chart is drawn in.
func CheckPlotName(path string, field func(name string) string) error {
	if ext := strings.ToLower(filepath.Ext(path)); path != "" && ext != ".svg" && ext != ".png" {
		return errs.Errorf("", errs.Usage, "%s %q: want a file name ending in .svg or .png", named(field)("plot"), path)
	}
	return nil
}

// Check reports a combination of options a record run cannot take;
// given says which of the front's options, by name, were given.
func (r RecordRun) Check(given func(name string) bool, field func(name string) string) error {
	field = named(field)
	if r.Window == 0 {
		for _, name := range []string{"checkpoint", "checkpoint-every"} {
			if given(name) {
				return errs.Errorf("", errs.Usage, "%s saves a %s run; add %s (e.g. %s 2^27)", field(name), field("window"), field("window"), field("window"))
			}
		}
	} else {
		for _, name := range []string{"out", "resume", "spill", "period", "emit", "plot"} {
			if given(name) {
				return errs.Errorf("", errs.Usage, "%s keeps only some values; %s needs them all (drop one of the two)", field("window"), field(name))
			}
		}
	}
	record := r.Record || r.Window > 0 // a window is kept only as a record
	switch {
	case record && (given("misere") || given("quotient")):
		return errs.Errorf("", errs.Usage, "%s and %s are for normal play's values; drop %s", field("record"), field("window"), field("misere"))
	case given("block") && !record:
		return errs.Errorf("", errs.Usage, "%s sizes the checksums of %s or %s; add one", field("block"), field("record"), field("window"))
	case r.Block <= 0:
		return errs.Errorf("", errs.Usage, "%s %d: want a positive number of values", field("block"), r.Block)
	case r.Every <= 0:
		return errs.Errorf("", errs.Usage, "%s %v: want a positive duration such as 5m", field("checkpoint-every"), r.Every)
	case r.Window > 0 && r.Window < MinWindow:
		return errs.Errorf("", errs.Usage, "%s %d: want at least %d values (2^27 for Grundy's game, whose last rare heap known is 48,399,022)", field("window"), r.Window, MinWindow)
	}
	return nil
}
