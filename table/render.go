package table

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/plot"
)

// jsonValues shapes the cells and P-positions for JSON.
func jsonValues(cells [][]cell, pPos [][]int, twoD bool) (values, ps any) {
	rows := make([][]any, len(cells))
	for i, row := range cells {
		rows[i] = make([]any, len(row))
		for j, c := range row {
			if c.text == "P" || c.text == "N" || c.text == "D" || c.infinite {
				rows[i][j] = c.text
			} else {
				rows[i][j] = c.value
			}
		}
	}
	if twoD {
		return rows, pPos
	}
	ns := make([]int, len(pPos))
	for i, p := range pPos {
		ns[i] = p[0]
	}
	return rows[0], ns
}

// Text renders the table for a terminal: the values, ten to a row in 1-D
// and a row per y in 2-D, the P-positions, and the period if asked for.
func (t *Table) Text() string {
	cfg := t.spec
	var b strings.Builder
	what := "Grundy values"
	switch {
	case t.Loopy && cfg.Outcome:
		what = "outcomes (positions repeat; D: a draw)"
	case t.Loopy:
		what = "generalized Sprague–Grundy values (positions repeat; ∞(K): play may go on forever, K the finite values of the options)"
	case cfg.Outcome:
		what = "outcomes"
	}
	if cfg.Misere {
		what = "misère outcomes"
		if !cfg.Outcome {
			what = "misère values G⁻"
		}
		if t.Loopy {
			what += " (positions repeat; D: a draw)"
		}
	}
	width := 1
	for _, row := range t.cells {
		for _, c := range row {
			width = max(width, utf8.RuneCountInString(c.text)) // ∞ is one column
		}
	}
	if cfg.TwoD {
		fmt.Fprintf(&b, "%s: %s, x = %v across, y = %v down\n", t.Game, what, cfg.X, cfg.Y)
		axis := max(len(strconv.Itoa(cfg.Y.From)), len(strconv.Itoa(cfg.Y.To)), 3)
		for x := cfg.X.From; x <= cfg.X.To; x++ {
			width = max(width, len(strconv.Itoa(x)))
		}
		fmt.Fprintf(&b, "%*s", axis, "y\\x")
		for x := cfg.X.From; x <= cfg.X.To; x++ {
			fmt.Fprintf(&b, " %*d", width, x)
		}
		b.WriteByte('\n')
		for i, row := range t.cells {
			fmt.Fprintf(&b, "%*d", axis, cfg.Y.From+i)
			writeCells(&b, row, width)
		}
	} else {
		fmt.Fprintf(&b, "%s: %s, n = %v\n", t.Game, what, cfg.N)
		axis := max(len(strconv.Itoa(cfg.N.From)), len(strconv.Itoa(cfg.N.To)), 1)
		width = max(width, 1)
		fmt.Fprintf(&b, "%*s", axis, "n")
		for i := range 10 {
			fmt.Fprintf(&b, " %*s", width, "+"+strconv.Itoa(i))
		}
		b.WriteByte('\n')
		row := t.cells[0]
		for i := 0; i < len(row); i += 10 {
			fmt.Fprintf(&b, "%*d", axis, cfg.N.From+i)
			writeCells(&b, row[i:min(i+10, len(row))], max(width, 2))
		}
	}
	writePPositions(&b, t, cfg)
	if cfg.Period {
		if p := t.Period; p != nil {
			fmt.Fprintf(&b, "Apparent period %d from n = %d, saltus %d (as far as n = %d shows; not a proof)\n", p.Period, p.Preperiod, p.Saltus, cfg.N.To)
		} else {
			fmt.Fprintf(&b, "No period visible in n = %v: widen the range\n", cfg.N)
		}
	}
	if t.Explored > 0 {
		fmt.Fprintf(&b, "Positions explored: %d.\n", t.Explored)
	}
	return b.String()
}

func writeCells(b *strings.Builder, row []cell, width int) {
	for _, c := range row {
		b.WriteString(strings.Repeat(" ", 1+max(0, width-utf8.RuneCountInString(c.text))))
		b.WriteString(c.text)
	}
	b.WriteByte('\n')
}

func writePPositions(b *strings.Builder, t *Table, cfg Spec) {
	var ps []string
	switch p := t.PPos.(type) {
	case []int:
		for _, n := range p {
			ps = append(ps, strconv.Itoa(n))
		}
	case [][]int:
		for _, xy := range p {
			ps = append(ps, fmt.Sprintf("%d,%d", xy[0], xy[1]))
		}
	}
	if len(ps) == 0 {
		b.WriteString("P-positions: none\n")
		return
	}
	sep := ", "
	if cfg.TwoD {
		sep = "  "
	}
	total, more := len(ps), ""
	if cfg.TwoD && total > maxListedP {
		// The grid above shows them all; a line of hundreds is noise.
		more = fmt.Sprintf(" … and %d more (--json lists them all)", total-maxListedP)
		ps = ps[:maxListedP]
	}
	fmt.Fprintf(b, "P-positions (%d): %s%s\n", total, strings.Join(ps, sep), more)
}

// maxListedP is the most P-positions the text lists after a 2-D table.
const maxListedP = 20

// Chart draws a 1-D table as a scatter plot, a 2-D one as a heat map. It
// fails on values that cannot be drawn: infinite ones, or beyond 32 bits
// in 1-D and 63 in 2-D.
func (t *Table) Chart() (*plot.Chart, error) {
	cfg := t.spec
	title := t.Game
	if cfg.TwoD {
		grid := make([][]int64, len(t.cells))
		for i, row := range t.cells {
			grid[i] = make([]int64, len(row))
			for j, c := range row {
				v, ok := c.value.Uint64()
				if c.infinite {
					return nil, errs.Errorf("plot", errs.Usage, "value %s at %d,%d is infinite: plot outcomes instead", c.text, cfg.X.From+j, cfg.Y.From+i)
				}
				if !ok {
					return nil, errs.Errorf("plot", errs.Usage, "value %v at %d,%d is too large to plot", c.value, cfg.X.From+j, cfg.Y.From+i)
				}
				grid[i][j] = int64(v)
			}
		}
		var xs, ys []string
		for x := cfg.X.From; x <= cfg.X.To; x++ {
			xs = append(xs, strconv.Itoa(x))
		}
		for y := cfg.Y.From; y <= cfg.Y.To; y++ {
			ys = append(ys, strconv.Itoa(y))
		}
		opt := plot.HeatmapOptions{Title: title, Subtitle: "Grundy values; P marks the P-positions, of value 0", XLabel: "x", YLabel: "y", MarkP: true}
		if cfg.Outcome {
			opt.Subtitle, opt.Names, opt.MarkP = "outcomes: P, the player to move loses; N, wins", []string{"P", "N", "D"}, false
			if t.Loopy {
				opt.Subtitle += "; D, a draw"
			}
		}
		return plot.Heatmap(grid, xs, ys, opt), nil
	}
	values := make([]uint32, len(t.cells[0]))
	for i, c := range t.cells[0] {
		v, ok := c.value.Uint64()
		if c.infinite {
			return nil, errs.Errorf("plot", errs.Usage, "value %s at n = %d is infinite: plot outcomes instead", c.text, cfg.N.From+i)
		}
		if !ok || v > 1<<32-1 {
			return nil, errs.Errorf("plot", errs.Usage, "value %v at n = %d is too large to plot", c.value, cfg.N.From+i)
		}
		values[i] = uint32(v)
	}
	opt := plot.ScatterOptions{Title: title, Subtitle: "n = " + cfg.N.String()}
	if cfg.Misere {
		opt.YLabel = "G⁻(n)"
	}
	if p := t.Period; p != nil {
		opt.Preperiod, opt.Period = p.Preperiod-cfg.N.From, p.Period
	}
	return plot.Scatter(values, opt), nil
}
