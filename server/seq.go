package server

import (
	"context"
	"net/http"
	"strconv"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
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

// seqRequest is req as analysis takes it, within the server's bounds; the
// quotient's bound, if one stops it, in the server's words.
func (s *server) seqRequest(req seqRequest) analysis.HeapSeqRequest {
	hr := analysis.HeapSeqRequest{
		Game: req.Game, To: req.To, Misere: req.Misere, Quotient: req.Quotient, Emit: req.Emit,
		MaxTo: s.opt.MaxSeq, MaxSums: s.opt.MaxPositions, Stopped: message,
	}
	if req.Plot {
		hr.Chart = func(c *plot.Chart) (string, error) { return dataURL(c, false) }
	}
	return hr
}

func (s *server) seq(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	var req seqRequest
	if err := decode(w, r, &req); err != nil {
		return nil, err
	}
	return analysis.HeapSeq(ctx, s.seqRequest(req))
}

func (s *server) seqSVG(ctx context.Context, w http.ResponseWriter, r *http.Request) (any, error) {
	q := r.URL.Query()
	req := seqRequest{Game: q.Get("game"), Misere: q.Get("misere") == "1" || q.Get("misere") == "true"}
	if to := q.Get("to"); to != "" {
		n, err := strconv.Atoi(to)
		if err != nil {
			return nil, errs.Errorf("", errs.Usage, "to=%s: want a number of values", to)
		}
		req.To = n
	}
	hr := s.seqRequest(req)
	var chart *plot.Chart
	hr.Chart = func(c *plot.Chart) (string, error) { chart = c; return "", nil }
	if _, err := analysis.HeapSeq(ctx, hr); err != nil {
		return nil, err
	}
	w.Header().Set("Content-Type", "image/svg+xml")
	return nil, chart.WriteSVG(w)
}
