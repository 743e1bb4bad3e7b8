package cli

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
	"github.com/nimber/nimber/plot"
)

// This file renders what the seq command computed: the text rows and
// period line, the --json object and the --plot scatter plot.

// periodLine renders the period as the text output's last line.
func periodLine(cfg *seqConfig, res *seqResult) string {
	name := cfg.rules.Name()
	p := res.period
	switch {
	case p == nil && res.capped:
		return fmt.Sprintf("%s: no period found up to n = %d (the default limit; raise it with --to)", name, res.engine.Len())
	case p == nil:
		return fmt.Sprintf("%s: no period found up to n = %d", name, res.engine.Len())
	}
	saltus := ""
	if p.Saltus != 0 {
		saltus = fmt.Sprintf(", saltus %d", p.Saltus)
	}
	if p.Proved {
		return fmt.Sprintf("%s: preperiod %d, period %d%s — proved at n = %d (%s)", name, p.Preperiod, p.Period, saltus, p.ProvedAt, provedBy(cfg.rules))
	}
	why := "not proved: no periodicity theorem applies"
	prefix := res.engine.Values(nil, 0, min(res.engine.Len(), p.Preperiod+p.Period))
	if need, ok := heap.ProofLength(cfg.rules, *p, prefix); ok {
		why = fmt.Sprintf("not proved: needs values up to n = %d", need)
	}
	return fmt.Sprintf("%s: apparent preperiod %d, period %d%s (%s)", name, p.Preperiod, p.Period, saltus, why)
}

// provedBy names the theorem behind a proof and the bound heap.ProofLength
// applies: the values must reach j·n0 + j·p + t for moves leaving at most
// j heaps, or for an all-but game n0 + (k+1)·p + x + 1, k periods after n0
// being the first whose values all exceed the values below n0 + p and x
// the largest take with a digit of its own.
func provedBy(r *heap.Rules) string {
	if _, bounded := r.MaxTake(); !bounded { // proved, so an all-but game
		return "all-but criterion: n ≥ n0 + (k+1)p + x + 1"
	}
	if j := r.MaxHeaps(); j > 1 {
		return fmt.Sprintf("Guy–Smith: n ≥ %d·n0 + %dp + t", j, j)
	}
	return "Guy–Smith: n ≥ n0 + p + t"
}

// appendSeqText renders the values, the stats and the period as text.
func appendSeqText(out []byte, cfg *seqConfig, res *seqResult) []byte {
	eng := res.engine
	n := min(res.n, eng.Len())
	if !cfg.noValues && n > 0 {
		out = fmt.Appendf(out, "%s, G(0..%d):\n", cfg.rules.Name(), n-1)
		out = appendValueRows(out, eng.Values(nil, 0, n), res.period)
	}
	if res.tally != nil {
		out = appendRecordText(out, cfg, res)
	} else if cfg.stats {
		s := eng.Stats()
		mask, last := rareText(s)
		out = fmt.Appendf(out, "largest value %d (first at n = %d); rare mask %s, %d rare values, last rare at n = %s\n",
			s.MaxValue, s.MaxValueAt, mask, s.RareCount, last)
	}
	if cfg.period {
		out = append(out, periodLine(cfg, res)...)
		out = append(out, '\n')
	} else if cfg.noValues && !cfg.stats && res.tally == nil || n == 0 {
		out = fmt.Appendf(out, "%s: %d values computed\n", cfg.rules.Name(), n)
	}
	return out
}

// rareText renders the rare-value columns: the mask ("none" when the
// engine uses none), and the last rare heap.
func rareText(s heap.Stats) (mask, last string) {
	if s.RareMask == 0 {
		return "none", "-"
	}
	mask = strconv.FormatUint(uint64(s.RareMask), 10)
	if s.RarePos {
		mask += "+pos"
	}
	return mask, strconv.Itoa(s.LastRare)
}

// appendValueRows prints values in rows headed by the index of their first
// value. Single digits run together in groups; with a short period a row
// holds whole periods so that the pattern lines up in columns.
func appendValueRows(out []byte, values []uint32, p *heap.Period) []byte {
	var top uint32
	for _, v := range values {
		top = max(top, v)
	}
	width := len(strconv.FormatUint(uint64(top), 10))
	row, group := 20, 10
	if width == 1 {
		row = 50
	}
	if p != nil && p.Period >= 2 && p.Period <= 60/(width+min(width-1, 1)) {
		group = p.Period
		row = p.Period * max(1, row/p.Period)
	}
	indexWidth := len(strconv.Itoa(max(len(values)-1, 0)))
	for start := 0; start < len(values); start += row {
		out = fmt.Appendf(out, "%*d:", indexWidth, start)
		for i, v := range values[start:min(start+row, len(values))] {
			if width > 1 || i%group == 0 {
				out = append(out, ' ')
			}
			out = fmt.Appendf(out, "%*d", width, v)
		}
		out = append(out, '\n')
	}
	return out
}

func writeSeqJSON(w io.Writer, cfg *seqConfig, res *seqResult) error {
	report := res.engine.Report(res.n, res.period, !cfg.noValues)
	if res.tally == nil {
		return writeJSON(w, "seq", report)
	}
	return writeJSON(w, "seq", struct {
		*heap.Report
		Record *recordJSON `json:"record"`
	}{report, newRecordJSON(res.tally)})
}

// plotSeq draws the values computed (at most the first maxPlotted).
func plotSeq(cfg *seqConfig, res *seqResult) error {
	n := min(res.n, res.engine.Len(), maxPlotted)
	opt := plot.ScatterOptions{Title: cfg.rules.Name()}
	if p := res.period; p != nil {
		opt.Preperiod, opt.Period, opt.Saltus = p.Preperiod, p.Period, p.Saltus
		opt.Subtitle = strings.TrimPrefix(periodLine(cfg, res), cfg.rules.Name()+": ")
	}
	if n < res.engine.Len() {
		opt.Subtitle = strings.TrimPrefix(opt.Subtitle+"; ", "; ") + fmt.Sprintf("first %d values", n)
	}
	return plot.WriteFile(cfg.plotPath, plot.Scatter(res.engine.Values(nil, 0, n), opt))
}

// checkEmit checks an --emit language, if one is given, and that the
// output is not also asked for as JSON.
func checkEmit(lang string, asJSON bool) error {
	switch {
	case lang == "":
		return nil
	case !slices.Contains(period.Languages, lang):
		return errs.Errorf("", errs.Usage, "--emit %q: want one of %s", lang, strings.Join(period.Languages, ", "))
	case asJSON:
		return errs.Errorf("", errs.Usage, "--emit writes code, --json an object: choose one")
	}
	return nil
}

// emitSeq writes G(n) as a function in --emit's language, from the
// period: a proved one, or else an apparent one, which the code's comment
// and a line on stderr call unproved.
func emitSeq(e *env, cfg *seqConfig, res *seqResult) error {
	p := res.period
	if p == nil {
		return errs.Errorf("", errs.Limit, "%s; --emit needs a period (raise --to to look further)", periodLine(cfg, res))
	}
	return writeCode(e, cfg, "grundy", fmt.Sprintf("%s: G(n) for every n ≥ 0.", cfg.rules.Name()),
		strings.TrimPrefix(periodLine(cfg, res), cfg.rules.Name()+": "), res.engine.Values(nil, 0, p.Preperiod+p.Period), *p)
}

// writeCode writes fn(n) in --emit's language from prefix and p, with a
// comment: what the function gives, the period line capitalised, a
// warning unless p is proved (said on stderr too), and the command.
func writeCode(e *env, cfg *seqConfig, fn, what, periodText string, prefix []uint32, p period.Period) error {
	comment := []string{what, strings.ToUpper(periodText[:1]) + periodText[1:] + "."}
	if !p.Proved {
		comment = append(comment, period.Unproved)
		e.printf(e.stderr, "nimber seq: the period is apparent, not proved: the code says so\n")
	}
	command := "Written by nimber seq --emit " + cfg.emit + "."
	if cfg.misere {
		command = "Written by nimber seq --misere --emit " + cfg.emit + "."
	}
	comment = append(comment, command)
	var b strings.Builder
	if err := period.WriteCode(&b, period.Code{Lang: cfg.emit, Name: fn, Comment: comment}, prefix, p); err != nil {
		return errs.E("emit", errs.Internal, err)
	}
	return write(e.stdout, []byte(b.String()))
}
