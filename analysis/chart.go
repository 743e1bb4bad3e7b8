package analysis

import (
	"fmt"
	"strings"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
	"github.com/nimber/nimber/plot"
)

// SeqChart plots the values of a heap game given, the first of n
// computed, with their period p marked and described (SeqPeriodText).
func SeqChart(r *heap.Rules, values []uint32, n int, p *heap.Period) *plot.Chart {
	opt := plot.ScatterOptions{Title: r.Name()}
	if p != nil {
		opt.Preperiod, opt.Period, opt.Saltus = p.Preperiod, p.Period, p.Saltus
		opt.Subtitle = SeqPeriodText(r, p, values, n, false)
	}
	if len(values) < n {
		opt.Subtitle = strings.TrimPrefix(opt.Subtitle+"; ", "; ") + fmt.Sprintf("first %d values", len(values))
	}
	return plot.Scatter(values, opt)
}

// MisereChart plots the misère values of a heap game's heaps, with the
// period p of their genera marked and described (MiserePeriodText).
func MisereChart(r *heap.Rules, values []uint32, p *period.Period) *plot.Chart {
	opt := plot.ScatterOptions{Title: r.Name() + ", misère values", YLabel: "G⁻(n)"}
	if p != nil {
		opt.Preperiod, opt.Period = p.Preperiod, p.Period
		opt.Subtitle = MiserePeriodText(r, p, len(values))
	}
	return plot.Scatter(values, opt)
}
