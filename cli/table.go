package cli

import (
	"cmp"
	"context"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/internal/progress"
	"github.com/nimber/nimber/plot"
)

var tableCommand = &command{
	name:    "table",
	usage:   "table [flags] GAME --n A..B | --x A..B --y C..D",
	summary: "tabulate Grundy values or outcomes over a range of positions, with periods and heat maps",
	help:    helpText("table"),
}

func init() {
	tableCommand.run = runTable
	register(tableCommand)
}

// spanFlag keeps A..B in s when the flag is given, checked now so that
// the flag package names the flag in the error.
func spanFlag(s *string) func(string) error {
	return func(v string) error {
		if err := analysis.CheckSpan(v); err != nil {
			return err
		}
		*s = v
		return nil
	}
}

// flagName names a request's field as the command line's flag, in
// analysis's messages.
func flagName(name string) string { return "--" + name }

func runTable(ctx context.Context, e *env, args []string) error {
	var (
		req      analysis.TableRequest
		family   familyOptions
		asJSON   bool
		plotPath string
		prog     progress.Flag
	)
	fs := newFlags(tableCommand, e)
	fs.Func("n", "1-D range of positions `A..B` (ends such as 1e9 or 2^20 too)", spanFlag(&req.N))
	fs.Func("x", "2-D range of x, `A..B`", spanFlag(&req.X))
	fs.Func("y", "2-D range of y, `C..D`", spanFlag(&req.Y))
	fs.BoolVar(&req.Outcome, "outcome", false, "tabulate outcomes (P or N) instead of Grundy values")
	fs.BoolVar(&req.Misere, "misere", false, "misère play: the player who makes the last move loses (misère values of heap games, else outcomes)")
	fs.BoolVar(&req.Period, "period", false, "report the apparent period of a 1-D table")
	fs.BoolVar(&asJSON, "json", false, "print JSON")
	fs.StringVar(&plotPath, "plot", "", "draw the table to `FILE`.png or FILE.svg")
	fs.StringVar(&req.Emit, "emit", "", "write a function grundy(n) in `LANG` (c, go or python) from the apparent period; implies --period")
	fs.Var(&prog, "progress", progress.Usage)
	family.addFlags(fs)
	pos, err := parseFlags(fs, tableCommand, e, args)
	if err != nil {
		return err
	}
	if ctx, err = e.bound(ctx, family.Timeout); err != nil {
		return err
	}
	pos = e.withGame(pos)
	if len(pos) != 1 {
		return errs.Errorf("", errs.Usage, "want one GAME and a range, e.g. nimber table rules.star --n 0..100; got %d arguments", len(pos))
	}
	req.Field = flagName
	req.MaxPositions = family.MaxPositions
	if _, err := req.Spec(); err != nil {
		return err
	}
	if err := checkEmit(req.Emit, asJSON); err != nil {
		return err
	}
	if plotPath != "" {
		if err := checkPlot(plotPath); err != nil {
			return err
		}
	}
	ctx, stop := interruptContext(ctx)
	defer stop()
	t, err := buildTable(ctx, e, family.request(e.withoutStdin(), pos[0], nil), req, prog)
	if err != nil && req.Emit == "" {
		return stoppedTable(e, t, err, asJSON)
	}
	if err != nil {
		return err // code is for the whole range
	}
	if plotPath != "" {
		c, err := t.Chart()
		if err != nil {
			return err
		}
		if err := plot.WriteFile(plotPath, c); err != nil {
			return err
		}
	}
	if req.Emit != "" {
		code, err := analysis.TableCode(req.Emit, t)
		return printCode(e, "table", false, code, err) // a table's period is apparent
	}
	if asJSON {
		return writeJSON(e.stdout, "table", t)
	}
	return write(e.stdout, []byte(t.Text()))
}

// stoppedTable ends a table stopped short with err: the positions valued
// before, if t has any, stay found and are printed first, in text or
// JSON, but not drawn (a plot file is of the whole range).
func stoppedTable(e *env, t *analysis.TableAnswer, err error, asJSON bool) error {
	if t == nil {
		return err
	}
	var werr error
	if asJSON {
		werr = writeJSON(e.stdout, "table", t)
	} else {
		werr = write(e.stdout, []byte(t.Text()))
	}
	return cmp.Or(err, werr)
}
