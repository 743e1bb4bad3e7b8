package cli

import (
	"fmt"
	"io"
	"strconv"

	"github.com/nimber/nimber/analysis"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/plot"
)

// This file renders what the seq command computed: the text rows and
// period line, the --json object and the --plot scatter plot.

// periodLine renders the period as the text output's last line.
func periodLine(cfg *seqConfig, res *analysis.SeqRunAnswer) string {
	return cfg.rules.Name() + ": " + res.PeriodText(cfg.rules)
}

// appendSeqText renders the values, the stats and the period as text.
func appendSeqText(out []byte, cfg *seqConfig, res *analysis.SeqRunAnswer) []byte {
	n := res.Len()
	if !cfg.noValues && n > 0 {
		out = fmt.Appendf(out, "%s, G(0..%d):\n", cfg.rules.Name(), n-1)
		out = appendValueRows(out, res.Values(n), res.Period)
	}
	if res.Tally != nil {
		out = appendRecordText(out, cfg, res)
	} else if cfg.stats {
		s := res.Stats()
		mask, last := rareText(s)
		out = fmt.Appendf(out, "largest value %d (first at n = %d); rare mask %s, %d rare values, last rare at n = %s\n",
			s.MaxValue, s.MaxValueAt, mask, s.RareCount, last)
	}
	if cfg.period {
		out = append(out, periodLine(cfg, res)...)
		out = append(out, '\n')
	} else if cfg.noValues && !cfg.stats && res.Tally == nil || n == 0 {
		out = fmt.Appendf(out, "%s: %d values computed\n", cfg.rules.Name(), n)
	}
	return out
}

// rareText renders the rare-value columns: the mask ("none" when the
// engine uses none), and the last rare heap.
func rareText(s analysis.SeqStats) (mask, last string) {
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
func appendValueRows(out []byte, values []uint32, p *analysis.Period) []byte {
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

func writeSeqJSON(w io.Writer, cfg *seqConfig, res *analysis.SeqRunAnswer) error {
	return writeJSON(w, "seq", res.Report(!cfg.noValues))
}

// plotSeq draws the values computed (at most the first maxPlotted).
func plotSeq(cfg *seqConfig, res *analysis.SeqRunAnswer) error {
	return plot.WriteFile(cfg.plotPath, res.Chart(cfg.rules, maxPlotted))
}

// checkEmit checks an --emit language, if one is given, and that the
// output is not also asked for as JSON.
func checkEmit(lang string, asJSON bool) error {
	if err := analysis.CheckLang("--emit", lang); err != nil {
		return err
	}
	if lang != "" && asJSON {
		return errs.Errorf("", errs.Usage, "--emit writes code, --json an object: choose one")
	}
	return nil
}

// emitSeq writes G(n) as a function in --emit's language, from the
// period: a proved one, or else an apparent one, which the code's comment
// and a line on stderr call unproved.
func emitSeq(e *env, cfg *seqConfig, res *analysis.SeqRunAnswer) error {
	code, err := res.Code(cfg.emit, cfg.rules)
	return printCode(e, "seq", res.Period != nil && res.Period.Proved, code, err)
}

// printCode writes code that analysis wrote, or its error, and says on
// stderr when the period it comes from is not proved.
func printCode(e *env, command string, proved bool, code string, err error) error {
	if err != nil {
		return err
	}
	if !proved {
		e.printf(e.stderr, "nimber %s: the period is apparent, not proved: the code says so\n", command)
	}
	return write(e.stdout, []byte(code))
}
