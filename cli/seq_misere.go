package cli

import (
	"context"
	"fmt"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/status"
	"github.com/nimber/nimber/internal/pathflag"
	"github.com/nimber/nimber/plot"
)

// This file is seq --misere: each heap's misère value and genus, found by
// searching the sums of heaps its play reaches (package misere).

func runSeqMisere(ctx context.Context, e *env, cfg *seqConfig, to string) error {
	if cfg.quotient {
		return runSeqQuotient(ctx, e, cfg, to)
	}
	n, err := analysis.MisereHeaps(to, cfg.rules, flagName)
	if err != nil {
		return err
	}
	if err := analysis.CheckPlotName(cfg.plotPath, flagName); err != nil {
		return err
	}
	if cfg.plotPath != "" {
		if err := pathflag.Out("--plot", cfg.plotPath, "a file to draw to"); err != nil {
			return err
		}
	}
	ctx, stop := interruptContext(ctx)
	defer stop()
	st := status.NewMisere(cfg.rules.Name(), n, e.stream(cfg.prog, time.Second))
	// --period without --to goes on until a period is proved, where a
	// proof can come.
	a, err := analysis.RunMisere(ctx, analysis.MisereRun{
		Rules: cfg.rules, MaxSums: cfg.maxSums,
		MisereRequest: analysis.MisereRequest{N: n, Period: cfg.period, UntilProved: cfg.period && to == ""},
		Sums:          st.Sums,
		Heap:          st.Heap,
	})
	if err == nil {
		st.Finish(len(a.Genera), a.Sums)
	}
	st.End() // before what is written next
	if cfg.plotPath != "" && err == nil {
		if perr := plot.WriteFile(cfg.plotPath, a.Chart()); perr != nil {
			return perr
		}
	}
	if cfg.emit != "" && err == nil {
		code, cerr := a.Code(cfg.emit)
		return printCode(e, "seq", a.Period != nil && a.Period.Proved, code, cerr)
	}
	// What was found stays found: print it, then the error.
	var werr error
	if cfg.json {
		werr = writeJSON(e.stdout, "seq", a.Report(!cfg.noValues))
	} else {
		out := appendMisereText(nil, cfg, a)
		if cfg.period {
			out = fmt.Appendf(out, "%s in misère play: %s\n", cfg.rules.Name(), a.PeriodText())
		}
		werr = write(e.stdout, out)
	}
	if err != nil {
		return err
	}
	return werr
}

// appendMisereText renders the misère values in rows, as seq does the
// normal ones (by whole periods of the genera, if there is one), then the
// genera ten to a row.
func appendMisereText(out []byte, cfg *seqConfig, a *analysis.MisereRunAnswer) []byte {
	genera, sums := a.Genera, a.Sums
	name, n := cfg.rules.Name(), len(genera)
	if !cfg.noValues && n > 0 {
		out = fmt.Appendf(out, "%s in misère play, G⁻(0..%d):\n", name, n-1)
		out = appendValueRows(out, a.Values(), a.Period)
		out = fmt.Appendf(out, "genus g^λ0λ1… of heaps 0..%d (g: normal value; λk: misère value beside k heaps of 2):\n", n-1)
		width := len(fmt.Sprint(n - 1))
		for start := 0; start < n; start += 10 {
			out = fmt.Appendf(out, "%*d:", width, start)
			for _, g := range genera[start:min(start+10, n)] {
				out = fmt.Appendf(out, " %s", g)
			}
			out = append(out, '\n')
		}
	}
	if cfg.stats || cfg.noValues || n == 0 {
		out = fmt.Appendf(out, "%s in misère play: %d heaps valued, %d sums of heaps searched\n", name, n, sums)
	}
	return out
}
