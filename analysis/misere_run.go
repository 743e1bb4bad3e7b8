package analysis

import (
	"context"
	"errors"
	"fmt"

	"github.com/nimber/nimber/misere"
	"github.com/nimber/nimber/plot"
)

// DefaultMisereHeaps is how many heaps of r a misère sequence values
// when not told.
func DefaultMisereHeaps(r *HeapRules) int { return misere.DefaultHeaps(r) }

// A MisereRun asks for the misère values and genera of a heap game's
// heaps as the command line's seq --misere does, reporting as it goes.
type MisereRun struct {
	Rules *HeapRules
	// MaxSums bounds the sums of heaps searched (0: the default).
	MaxSums int
	MisereRequest
	// Sums, if set, hears the sums searched so far as the search goes;
	// Heap, as each heap starts, which heap and the sums searched so far.
	Sums func(sums int)
	Heap func(n, sums int)
}

// A MisereRunAnswer is what a misère run found: the genera of heaps 0 to
// len(Genera)−1, their period if asked for and found, and the sums of
// heaps searched.
type MisereRunAnswer struct {
	Rules  *HeapRules
	Genera []misere.Genus
	Period *Period
	Sums   int
	heaps  *misere.Heaps
}

// RunMisere runs req. On an error it returns what was found before it,
// with the error, which says at which heap it stopped: the heaps before
// it are found, and a front shows them first.
func RunMisere(ctx context.Context, req MisereRun) (*MisereRunAnswer, error) {
	h := misere.NewHeaps(req.Rules, req.MaxSums)
	h.Progress = req.Sums
	mr := req.MisereRequest
	if req.Heap != nil {
		mr.Heap = func(n int) { req.Heap(n, h.Sums()) }
	}
	genera, p, err := MisereSequence(ctx, h, req.Rules, mr)
	if errors.Is(err, context.Canceled) {
		err = Interrupted("misère values")
	}
	if err != nil && len(genera) > 0 {
		err = fmt.Errorf("%w (stopped at heap %d; the heaps before it are above)", err, len(genera))
	}
	return &MisereRunAnswer{Rules: req.Rules, Genera: genera, Period: p, Sums: h.Sums(), heaps: h}, err
}

// Values are the misère values of the heaps.
func (a *MisereRunAnswer) Values() []uint32 { return misere.Values(a.Genera) }

// Report is the answer as an object, with the values if values.
func (a *MisereRunAnswer) Report(values bool) *misere.Report {
	r := a.heaps.Report(a.Genera, values)
	r.Period = a.Period
	return r
}

// PeriodText says what was found of the period of the genera.
func (a *MisereRunAnswer) PeriodText() string {
	return MiserePeriodText(a.Rules, a.Period, len(a.Genera))
}

// Code writes misere_grundy(n) in lang from the period of the genera.
func (a *MisereRunAnswer) Code(lang string) (string, error) {
	return MisereCode(lang, a.Rules, a.Values(), len(a.Genera), a.Period)
}

// Chart is the scatter plot of the misère values.
func (a *MisereRunAnswer) Chart() *plot.Chart {
	return MisereChart(a.Rules, a.Values(), a.Period)
}
