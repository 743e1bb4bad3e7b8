package server

import (
	"context"
	"net/http"
	"strconv"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
	"github.com/nimber/nimber/plot"
)

// A seqRequest asks for a heap game's nim-sequence: To values, or
// without To, until its period is proved (or the server's cap).
type seqRequest struct {
	Game   string `json:"game"`
	To     int    `json:"to"`
	Plot   bool   `json:"plot"`   // add the scatter plot, as a data URL
	Misere bool   `json:"misere"` // misère values and genera instead
	// With Misere: the misère quotient of heaps 1 to To−1 instead, or
	// without To, until the period of its classes is proved (or heap 1024).
	Quotient bool   `json:"quotient"`
	Emit     string `json:"emit"` // add grundy(n) in this language, from the period
}

// A seqAnswer is nimber seq --json's object, with its plot and code if
// asked for.
type seqAnswer struct {
	*heap.Report
	Image string `json:"image,omitempty"`
	Code  string `json:"code,omitempty"`
}

// A misereAnswer is nimber seq --misere --json's object, with its plot
// and code if asked for.
type misereAnswer struct {
	*misere.Report
	Image string `json:"image,omitempty"`
	Code  string `json:"code,omitempty"`
}

func (s *server) seq(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req seqRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	if err := analysis.CheckQuotient(req.Quotient, req.Misere, nil); err != nil {
		return nil, err
	}
	if req.Quotient {
		return s.quotient(ctx, req)
	}
	if err := analysis.CheckLang("emit", req.Emit); err != nil {
		return nil, err
	}
	rules, err := s.seqRules(req)
	if err != nil {
		return nil, err
	}
	if req.Misere {
		a, err := s.misereSequence(ctx, rules, req)
		if err != nil {
			return nil, err
		}
		ans := misereAnswer{Report: a}
		if req.Emit != "" {
			if ans.Code, err = analysis.MisereCode(req.Emit, rules, a.Values, a.N, a.Period); err != nil {
				return nil, err
			}
		}
		if req.Plot {
			ans.Image, err = dataURL(analysis.MisereChart(rules, a.Values, a.Period), false)
		}
		return ans, err
	}
	a, err := s.sequence(ctx, rules, req)
	if err != nil {
		return nil, err
	}
	ans := seqAnswer{Report: a}
	if req.Emit != "" {
		if ans.Code, err = analysis.SeqCode(req.Emit, rules, a.Values, a.N, a.Period); err != nil {
			return nil, err
		}
	}
	if req.Plot {
		ans.Image, err = dataURL(analysis.SeqChart(rules, a.Values, a.N, a.Period), false)
	}
	return ans, err
}

func (s *server) seqSVG(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	req := seqRequest{Game: q.Get("game")}
	if to := q.Get("to"); to != "" {
		n, err := strconv.Atoi(to)
		if err != nil {
			return nil, errs.Errorf("", errs.Usage, "to=%s: want a number of values", to)
		}
		req.To = n
	}
	rules, err := s.seqRules(req)
	if err != nil {
		return nil, err
	}
	var chart *plot.Chart
	if req.Misere = q.Get("misere") == "1" || q.Get("misere") == "true"; req.Misere {
		a, err := s.misereSequence(ctx, rules, req)
		if err != nil {
			return nil, err
		}
		chart = analysis.MisereChart(rules, a.Values, a.Period)
	} else {
		a, err := s.sequence(ctx, rules, req)
		if err != nil {
			return nil, err
		}
		chart = analysis.SeqChart(rules, a.Values, a.N, a.Period)
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	return nil, chart.WriteSVG(w)
}

// seqRules checks req's game and length and parses the game.
func (s *server) seqRules(req seqRequest) (*heap.Rules, error) {
	switch {
	case req.Game == "":
		return nil, errs.Errorf("", errs.Usage, "no game given: want a heap game such as kayles, 0.6 or subtraction:2,5,7")
	case req.To < 0:
		return nil, errs.Errorf("", errs.Usage, "to %d: want a positive number of values", req.To)
	case req.To > s.opt.MaxSeq:
		return nil, errs.Errorf("", errs.Limit, "to %d: the server computes at most %d values (nimber seq has no such cap)", req.To, s.opt.MaxSeq)
	}
	return heap.Parse(req.Game)
}

// misereSequence values heaps 0 to req.To−1 in misère play, within the
// server's bound on the sums searched, with the period of their genera.
func (s *server) misereSequence(ctx context.Context, rules *heap.Rules, req seqRequest) (*misere.Report, error) {
	n := req.To
	if n == 0 {
		n = misere.DefaultHeaps(rules)
	}
	return analysis.MisereReport(ctx, rules, s.opt.MaxPositions, analysis.MisereRequest{N: n, Period: true})
}

// quotient computes the misère quotient of heaps 1 to req.To−1, or
// without To, until the period of its classes is proved, within the
// server's bound on the sums searched.
func (s *server) quotient(ctx context.Context, req seqRequest) (*misere.QuotientReport, error) {
	if req.Plot || req.Emit != "" {
		return nil, errs.Errorf("", errs.Usage, "quotient: a quotient has no plot or code; drop \"plot\" and \"emit\"")
	}
	rules, err := s.seqRules(req)
	if err != nil {
		return nil, err
	}
	n := req.To
	if n == 0 {
		n = analysis.MaxQuotientUntilProved + 1
	}
	// What was proved, and why it stops there, in the server's words.
	return analysis.QuotientReport(ctx, rules, s.opt.MaxPositions, n, req.To == 0, message)
}

// sequence computes what req asks for, within the server's cap.
func (s *server) sequence(ctx context.Context, rules *heap.Rules, req seqRequest) (*heap.Report, error) {
	sr := analysis.SeqRequest{N: req.To, Period: true}
	if req.To == 0 {
		sr.N, sr.UntilProved = min(analysis.SeqLimit(rules, true), s.opt.MaxSeq), true
	}
	return analysis.SeqReport(ctx, rules, sr)
}
