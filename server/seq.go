package server

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
	"github.com/nimber/nimber/period"
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

// A misereAnswer is nimber seq --misere --json's object, with its plot if
// asked for.
type misereAnswer struct {
	*misere.Report
	Image string `json:"image,omitempty"`
}

func (s *server) seq(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req seqRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	if req.Quotient {
		return s.quotient(ctx, req)
	}
	if req.Misere {
		if req.Emit != "" {
			return nil, errs.Errorf("", errs.Usage, "emit: misère values have no period to write code from")
		}
		a, err := s.misereSequence(ctx, req)
		if err != nil || !req.Plot {
			return a, err
		}
		img, err := dataURL(misereChart(a), false)
		return misereAnswer{a, img}, err
	}
	a, err := s.sequence(ctx, req)
	if err != nil || !req.Plot && req.Emit == "" {
		return a, err
	}
	ans := seqAnswer{Report: a}
	if req.Emit != "" {
		if ans.Code, err = seqCode(a, req.Emit); err != nil {
			return nil, err
		}
	}
	if req.Plot {
		ans.Image, err = dataURL(seqChart(a), false)
	}
	return ans, err
}

// seqCode writes grundy(n) in lang from a's period, saying whether the
// period is proved.
func seqCode(a *heap.Report, lang string) (string, error) {
	p := a.Period
	if p == nil {
		return "", errs.Errorf("", errs.Limit, "no period found in %d values: no code to write", a.N)
	}
	what := fmt.Sprintf("preperiod %d, period %d", p.Preperiod, p.Period)
	if p.Saltus != 0 {
		what += fmt.Sprintf(", saltus %d", p.Saltus)
	}
	comment := []string{fmt.Sprintf("%s: G(n) for every n ≥ 0.", a.Name)}
	if p.Proved {
		comment = append(comment, fmt.Sprintf("Proved: %s, by the periodicity theorem at n = %d.", what, p.ProvedAt))
	} else {
		comment = append(comment, fmt.Sprintf("Apparent %s in %d values, NOT PROVED: check it before relying on it.", what, a.N))
	}
	comment = append(comment, "Written by nimber.")
	var b strings.Builder
	if err := period.WriteCode(&b, period.Code{Lang: lang, Name: "grundy", Comment: comment}, a.Values, *p); err != nil {
		return "", errs.E("emit", errs.Usage, err)
	}
	return b.String(), nil
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
	var chart *plot.Chart
	if req.Misere = q.Get("misere") == "1" || q.Get("misere") == "true"; req.Misere {
		a, err := s.misereSequence(ctx, req)
		if err != nil {
			return nil, err
		}
		chart = misereChart(a)
	} else {
		a, err := s.sequence(ctx, req)
		if err != nil {
			return nil, err
		}
		chart = seqChart(a)
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	return nil, chart.WriteSVG(w)
}

// seqChart plots a sequence with its period marked.
func seqChart(a *heap.Report) *plot.Chart {
	opt := plot.ScatterOptions{Title: a.Name}
	if p := a.Period; p != nil {
		opt.Preperiod, opt.Period, opt.Saltus = p.Preperiod, p.Period, p.Saltus
		opt.Subtitle = fmt.Sprintf("preperiod %d, period %d", p.Preperiod, p.Period)
		if p.Proved {
			opt.Subtitle += fmt.Sprintf(", proved at n = %d", p.ProvedAt)
		} else {
			opt.Subtitle = "apparent " + opt.Subtitle
		}
	}
	return plot.Scatter(a.Values, opt)
}

// misereChart plots a sequence's misère values.
func misereChart(a *misere.Report) *plot.Chart {
	opt := plot.ScatterOptions{Title: a.Name + ", misère values", YLabel: "G⁻(n)"}
	if p := a.Period; p != nil {
		opt.Preperiod, opt.Period = p.Preperiod, p.Period
	}
	return plot.Scatter(a.Values, opt)
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
// server's bound on the sums searched.
func (s *server) misereSequence(ctx context.Context, req seqRequest) (*misere.Report, error) {
	rules, err := s.seqRules(req)
	if err != nil {
		return nil, err
	}
	n := req.To
	if n == 0 {
		n = misere.DefaultHeaps(rules)
	}
	h := misere.NewHeaps(rules, s.opt.MaxPositions)
	genera, p, err := analysis.MisereSequence(ctx, h, rules, analysis.MisereRequest{N: n, Period: true})
	if err != nil {
		return nil, err
	}
	r := h.Report(genera, true)
	r.Period = p
	return r, nil
}

// quotient computes the misère quotient of heaps 1 to req.To−1, or
// without To, until the period of its classes is proved, within the
// server's bound on the sums searched.
func (s *server) quotient(ctx context.Context, req seqRequest) (*misere.QuotientReport, error) {
	switch {
	case !req.Misere:
		return nil, errs.Errorf("", errs.Usage, "quotient: the misère quotient needs \"misere\": true")
	case req.Plot || req.Emit != "":
		return nil, errs.Errorf("", errs.Usage, "quotient: a quotient has no plot or code; drop \"plot\" and \"emit\"")
	}
	rules, err := s.seqRules(req)
	if err != nil {
		return nil, err
	}
	h := misere.NewHeaps(rules, s.opt.MaxPositions)
	n := req.To
	if n == 0 {
		n = analysis.MaxQuotientUntilProved + 1
	}
	q, stopped, err := analysis.Quotient(ctx, h, n, req.To == 0)
	if err != nil {
		return nil, err
	}
	r := q.Report()
	if stopped != nil {
		// What was proved, and why it stops there, in the server's words.
		r.Stopped = message(stopped)
	}
	return r, nil
}

// sequence computes what req asks for, within the server's cap.
func (s *server) sequence(ctx context.Context, req seqRequest) (*heap.Report, error) {
	rules, err := s.seqRules(req)
	if err != nil {
		return nil, err
	}
	// One worker: the server runs a request a CPU.
	eng := heap.NewEngine(rules, heap.Options{Workers: 1})
	defer eng.Close()
	sr := analysis.SeqRequest{N: req.To, Period: true}
	if req.To == 0 {
		sr.N, sr.UntilProved = min(analysis.SeqLimit(rules, true), s.opt.MaxSeq), true
	}
	p, err := analysis.Sequence(ctx, eng, sr)
	if err != nil {
		return nil, err
	}
	return eng.Report(eng.Len(), p, true), nil
}
