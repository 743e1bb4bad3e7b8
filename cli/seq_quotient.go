package cli

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/analysis/status"
)

// This file is seq --misere --quotient: the misère quotient of a heap
// game's sums of heaps, proved (package misere).

func runSeqQuotient(ctx context.Context, e *env, cfg *seqConfig, to string) error {
	n, err := analysis.QuotientHeaps(to, cfg.period, flagName)
	if err != nil {
		return err
	}
	ctx, stop := interruptContext(ctx)
	defer stop()
	st := status.NewQuotient(cfg.rules.Name(), n, e.stream(cfg.prog, time.Second))
	q, stopped, err := analysis.RunQuotient(ctx, analysis.QuotientRun{
		Rules: cfg.rules, N: n, UntilProved: cfg.period,
		MaxSums: cfg.maxSums, MaxElements: cfg.maxElems, MaxMemory: uint64(cfg.maxMem),
		Progress: st.Progress,
	})
	if err == nil && stopped == nil {
		st.Finish(q)
	}
	st.End() // before what is written next
	switch {
	case err != nil:
		return err
	case stopped != nil:
		// What was proved before the bound is printed, then the error.
		if werr := writeQuotient(e, cfg, q, stopped); werr != nil {
			return werr
		}
		return stopped
	}
	return writeQuotient(e, cfg, q, nil)
}

// writeQuotient prints q, as text or in JSON with stopped, if set, saying
// why it stops short of the heaps asked for.
func writeQuotient(e *env, cfg *seqConfig, q *analysis.MisereQuotient, stopped error) error {
	if cfg.json {
		r := q.Report()
		if stopped != nil {
			r.NoteStop(stopped, stopped.Error())
		}
		return writeJSON(e.stdout, "seq", r)
	}
	return write(e.stdout, appendQuotientText(nil, q, cfg.rules, cfg.period))
}

// appendQuotientText renders a quotient: its order and proof, the
// period of its pretending function (if one was asked for or found), the
// presentation, the P-portion, the generators and the class of each heap,
// ten to a row.
func appendQuotientText(out []byte, q *analysis.MisereQuotient, rules *analysis.HeapRules, period bool) []byte {
	r := q.Report()
	out = fmt.Appendf(out, "%s in misère play: the quotient of heaps 1 to %d\n", q.Name, q.N)
	out = fmt.Appendf(out, "%d elements, %d in P, proved (%d sums walked)\n", q.Order(), len(r.PPortion), q.Checked)
	if q.Tame != nil && *q.Tame {
		out = append(out, "tame: misère Nim's quotient on the heaps' normal values, and sums play as misère Nim\n"...)
	} else if q.Tame != nil {
		out = append(out, "wild: not misère Nim's quotient\n"...)
	}
	if q.Period != nil || period {
		out = fmt.Appendf(out, "%s\n", analysis.QuotientPeriodText(q, rules))
	}
	out = fmt.Appendf(out, "Q = %s\n", q.Presentation())
	out = fmt.Appendf(out, "P = {%s}\n", strings.Join(r.PPortion, ", "))
	if len(r.Generators) > 0 {
		var gens []string
		for _, g := range r.Generators {
			gens = append(gens, fmt.Sprintf("%s = heap %d", g.Name, g.Heap))
		}
		out = fmt.Appendf(out, "generators: %s\n", strings.Join(gens, ", "))
	}
	out = fmt.Appendf(out, "class of heaps 0..%d:\n", q.N)
	width := len(fmt.Sprint(q.N))
	for start := 0; start <= q.N; start += 10 {
		out = fmt.Appendf(out, "%*d:", width, start)
		for _, name := range r.Pretending[start:min(start+10, q.N+1)] {
			out = fmt.Appendf(out, " %s", name)
		}
		out = append(out, '\n')
	}
	return out
}
