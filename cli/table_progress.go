package cli

import (
	"context"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/status"
	"github.com/nimber/nimber/internal/progress"
)

// buildTable tabulates the family r asks for as req asks, reporting
// progress as it goes (on a terminal, or with --progress). Stopped short,
// it returns the table of the positions valued, if any, with the error
// (analysis.Table).
func buildTable(ctx context.Context, e *env, r *analysis.Request, req analysis.TableRequest, p progress.Flag) (*analysis.TableAnswer, error) {
	spec, err := req.Spec()
	if err != nil {
		return nil, err
	}
	out := e.stream(p, time.Second)
	st := status.NewTable(spec.Cells(), out)
	defer st.End()
	switch {
	case out.Shows():
		// One line for both: the search's own lines would break it.
		r.Source.Progress = st.Searched
		req.Progress = st.Valued
	case p.Given:
		r.Source.Progress = nil // --progress=false
	}
	f, err := analysis.Family(ctx, r)
	if err != nil {
		return nil, analysis.Stopped(ctx, err) // a script stopped as it loads
	}
	st.Named(f.Name())
	t, err := analysis.Table(ctx, f, req)
	if err == nil {
		st.Finish()
	}
	return t, analysis.TableStopped(ctx, t, err)
}
