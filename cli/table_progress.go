package cli

import (
	"context"
	"fmt"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/internal/progress"
)

// buildTable tabulates the family r asks for as req asks, reporting
// progress as it goes (on a terminal, or with --progress): the positions
// valued and, in a long search of a rules file, the positions searched. A large table runs for minutes.
func buildTable(ctx context.Context, e *env, r *analysis.Request, req analysis.TableRequest, p progress.Flag) (*analysis.TableAnswer, error) {
	spec, err := req.Spec()
	if err != nil {
		return nil, err
	}
	start := time.Now()
	total := spec.Cells()
	name, valued, searched := "", 0, int64(0)
	st := e.startStatus(p, time.Second, func(now time.Time) string {
		line := fmt.Sprintf("table %s: %d of %d positions valued (%.1f%%) in %s", name, valued, total, 100*float64(valued)/float64(max(total, 1)), now.Sub(start).Round(time.Second))
		if searched > 0 {
			line += fmt.Sprintf("; %d positions searched", searched)
		}
		return line
	})
	defer st.End()
	switch {
	case st != nil:
		// One line for both: the search's own lines would break it.
		r.Source.Progress = func(n int64) { st.Update(func() { searched = n }) }
		req.Progress = func(n int) { st.Update(func() { valued = n }) }
	case p.Given:
		r.Source.Progress = nil // --progress=false
	}
	f, err := analysis.Family(ctx, r)
	if err != nil {
		return nil, err
	}
	st.Update(func() { name = f.Name() })
	t, err := analysis.Table(ctx, f, req)
	if err != nil {
		return nil, err
	}
	st.Finish(fmt.Sprintf("table %s: %d positions in %s", f.Name(), total, seconds(time.Since(start))))
	return t, nil
}
