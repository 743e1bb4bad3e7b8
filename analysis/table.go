package analysis

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/table"
)

// A TableRequest asks for a table: its ranges as the front read them,
// "A..B" (empty when not given), N for a 1-D table or X and Y for a 2-D
// one, and what to tabulate.
type TableRequest struct {
	N, X, Y                 string
	Outcome, Misere, Period bool
	Emit                    string // a language to write grundy(n) in; implies Period
	MaxPositions            int
	// MaxCells is a front's own bound on the cells, below table.MaxCells
	// (0: none); past it the error is errs.Limit.
	MaxCells int
	// Field names a field of the request in messages: "--n" on the
	// command line, "n" in the API.
	Field func(name string) string
	// Progress, if set, hears how many positions are valued as the table
	// is built.
	Progress func(valued int)
}

// A TableAnswer is a table of values or outcomes, with its period and
// P-positions.
type TableAnswer = table.Table

// CheckSpan checks a range "A..B" as a front reads it.
func CheckSpan(v string) error {
	_, err := table.ParseSpan(v)
	return err
}

// Spec checks req's ranges and returns the table's spec.
func (req TableRequest) Spec() (table.Spec, error) {
	field := named(req.Field)
	spec := table.Spec{Outcome: req.Outcome, Misere: req.Misere, Period: req.Period || req.Emit != "", MaxPositions: req.MaxPositions, Progress: req.Progress}
	hasX, hasY := req.X != "", req.Y != ""
	switch {
	case req.N != "" == (hasX || hasY):
		return spec, errs.Errorf("", errs.Usage, "give either %s A..B (1-D) or %s A..B %s C..D (2-D)", field("n"), field("x"), field("y"))
	case hasX != hasY:
		return spec, errs.Errorf("", errs.Usage, "a 2-D table needs both %s and %s", field("x"), field("y"))
	case hasX && spec.Period:
		return spec, errs.Errorf("", errs.Usage, "%s and %s are for 1-D tables (%s)", field("period"), field("emit"), field("n"))
	}
	if err := CheckLang(field("emit"), req.Emit); err != nil {
		return spec, err
	}
	var err error
	if spec.TwoD = hasX; spec.TwoD {
		if spec.X, err = span(field("x"), req.X); err == nil {
			spec.Y, err = span(field("y"), req.Y)
		}
	} else {
		spec.N, err = span(field("n"), req.N)
	}
	if err != nil {
		return spec, err
	}
	switch cells := spec.Cells(); {
	case cells > table.MaxCells:
		return spec, errs.Errorf("", errs.Usage, "table of %d positions: at most %d, narrow the range", cells, table.MaxCells)
	case req.MaxCells > 0 && cells > req.MaxCells:
		return spec, errs.Errorf("", errs.Limit, "table of %d positions: the server tabulates at most %d (nimber table: %d)", cells, req.MaxCells, table.MaxCells)
	}
	return spec, nil
}

// span parses the range of the field named name.
func span(name, v string) (table.Span, error) {
	s, err := table.ParseSpan(v)
	if err != nil {
		return s, errs.E(name, errs.Usage, err)
	}
	return s, nil
}

// Table checks req and tabulates f. Build f with the same ctx, so that a
// long cell stops too. Stopped by ctx, it returns with ctx's error the
// table of the positions valued before, if any (table.Build), for a
// front that shows what it has (TableStopped).
func Table(ctx context.Context, f game.Family, req TableRequest) (*TableAnswer, error) {
	spec, err := req.Spec()
	if err != nil {
		return nil, err
	}
	return table.Build(ctx, f, spec)
}

// TableStopped returns, for a table stopped by ctx with err (Table), why
// it stopped (StopCause) and, if there is t, the table valued before,
// where: a front prints t first, then this. Other errors it returns as
// they are.
func TableStopped(ctx context.Context, t *TableAnswer, err error) error {
	if !stoppedBy(ctx, err) {
		return err
	}
	err = StopCause(ctx, "")
	if t == nil {
		return err
	}
	next, _ := t.Stopped()
	return fmt.Errorf("%w (stopped at %s; the positions before it are above)", err, next)
}
