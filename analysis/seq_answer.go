package analysis

import (
	"context"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
	"github.com/nimber/nimber/plot"
)

// A HeapSeqRequest asks for a heap game's nim-sequence as a whole: To
// values, or without To, until its period is proved (within MaxTo), in
// normal or misère play or as the misère quotient, with the code of
// grundy(n) and the chart if asked for.
type HeapSeqRequest struct {
	Game string
	To   int
	// Misere asks for misère values and genera; with Quotient, for the
	// misère quotient of heaps 1 to To−1, or without To, until the period
	// of its classes is proved.
	Misere, Quotient bool
	Emit             string // a language to write grundy(n) in
	// Chart, if set, renders the chart of the values as the answer's
	// Image.
	Chart func(*plot.Chart) (string, error)
	// MaxTo is the front's cap on the values (0: none); past it the error
	// is errs.Limit.
	MaxTo int
	// MaxSums bounds the sums of heaps searched in misère play (0: the
	// default).
	MaxSums int
	// Field names a field of the request in messages; Stopped words the
	// bound that stopped a quotient.
	Field   func(name string) string
	Stopped func(error) string
}

// A SeqAnswer is a nim-sequence's report, with its chart and code if
// asked for.
type SeqAnswer struct {
	*heap.Report
	Image string `json:"image,omitempty"`
	Code  string `json:"code,omitempty"`
}

// A MisereSeqAnswer is a misère sequence's report, with its chart and
// code if asked for.
type MisereSeqAnswer struct {
	*misere.Report
	Image string `json:"image,omitempty"`
	Code  string `json:"code,omitempty"`
}

// HeapSeq answers req: a *SeqAnswer, a *MisereSeqAnswer or, for the
// quotient, a *misere.QuotientReport. When only the chart fails, it
// returns the answer with the chart's error.
func HeapSeq(ctx context.Context, req HeapSeqRequest) (any, error) {
	field := named(req.Field)
	if err := CheckQuotient(req.Quotient, req.Misere, req.Field); err != nil {
		return nil, err
	}
	if req.Quotient {
		return heapQuotient(ctx, req)
	}
	if err := CheckLang(field("emit"), req.Emit); err != nil {
		return nil, err
	}
	rules, err := req.rules()
	if err != nil {
		return nil, err
	}
	if req.Misere {
		n := req.To
		if n == 0 {
			n = misere.DefaultHeaps(rules)
		}
		a, err := MisereReport(ctx, rules, req.MaxSums, MisereRequest{N: n, Period: true})
		if err != nil {
			return nil, err
		}
		ans := &MisereSeqAnswer{Report: a}
		if req.Emit != "" {
			if ans.Code, err = MisereCode(req.Emit, rules, a.Values, a.N, a.Period); err != nil {
				return nil, err
			}
		}
		if req.Chart != nil {
			ans.Image, err = req.Chart(MisereChart(rules, a.Values, a.Period))
		}
		return ans, err
	}
	sr := SeqRequest{N: req.To, Period: true}
	if req.To == 0 {
		sr.N, sr.UntilProved = SeqLimit(rules, true), true
		if req.MaxTo > 0 {
			sr.N = min(sr.N, req.MaxTo)
		}
	}
	a, err := SeqReport(ctx, rules, sr)
	if err != nil {
		return nil, err
	}
	ans := &SeqAnswer{Report: a}
	if req.Emit != "" {
		if ans.Code, err = SeqCode(req.Emit, rules, a.Values, a.N, a.Period); err != nil {
			return nil, err
		}
	}
	if req.Chart != nil {
		ans.Image, err = req.Chart(SeqChart(rules, a.Values, a.N, a.Period))
	}
	return ans, err
}

// rules checks req's game and length and parses the game.
func (req HeapSeqRequest) rules() (*heap.Rules, error) {
	field := named(req.Field)
	switch {
	case req.Game == "":
		return nil, errs.Errorf("", errs.Usage, "no game given: want a heap game such as kayles, 0.6 or subtraction:2,5,7")
	case req.To < 0:
		return nil, errs.Errorf("", errs.Usage, "%s %d: want a positive number of values", field("to"), req.To)
	case req.MaxTo > 0 && req.To > req.MaxTo:
		return nil, errs.Errorf("", errs.Limit, "%s %d: the server computes at most %d values (nimber seq has no such cap)", field("to"), req.To, req.MaxTo)
	}
	return heap.Parse(req.Game)
}

// heapQuotient computes the misère quotient of heaps 1 to req.To−1, or
// without To, until the period of its classes is proved.
func heapQuotient(ctx context.Context, req HeapSeqRequest) (*misere.QuotientReport, error) {
	field := named(req.Field)
	if req.Chart != nil || req.Emit != "" {
		return nil, errs.Errorf("", errs.Usage, "%s: a quotient has no plot or code; drop %q and %q", field("quotient"), field("plot"), field("emit"))
	}
	rules, err := req.rules()
	if err != nil {
		return nil, err
	}
	n := req.To
	if n == 0 {
		n = MaxQuotientUntilProved + 1
	}
	stopped := req.Stopped
	if stopped == nil {
		stopped = func(err error) string { return err.Error() }
	}
	return QuotientReport(ctx, rules, req.MaxSums, n, req.To == 0, stopped)
}
