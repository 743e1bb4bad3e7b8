package main

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/plot"
)

// tableJSONValues shapes the cells and P-positions for --json.
func tableJSONValues(cells [][]tableCell, pPos [][]int, twoD bool) (values, ps any) {
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

// tableText renders the table for a terminal.
func tableText(t *tableResult, cfg tableConfig) string {
	var b strings.Builder
	what := "Grundy values"
	switch {
	case t.Loopy && cfg.outcome:
		what = "outcomes (positions repeat; D: a draw)"
	case t.Loopy:
		what = "generalized Sprague–Grundy values (positions repeat; ∞(K): play may go on forever, K the finite values of the options)"
	case cfg.outcome:
		what = "outcomes"
	}
	if cfg.misere {
		what = "misère outcomes"
	}
	width := 1
	for _, row := range t.cells {
		for _, c := range row {
			width = max(width, utf8.RuneCountInString(c.text)) // ∞ is one column
		}
	}
	if cfg.twoD {
		fmt.Fprintf(&b, "%s: %s, x = %v across, y = %v down\n", t.Game, what, cfg.x, cfg.y)
		axis := max(len(strconv.Itoa(cfg.y.from)), len(strconv.Itoa(cfg.y.to)), 3)
		for x := cfg.x.from; x <= cfg.x.to; x++ {
			width = max(width, len(strconv.Itoa(x)))
		}
		fmt.Fprintf(&b, "%*s", axis, "y\\x")
		for x := cfg.x.from; x <= cfg.x.to; x++ {
			fmt.Fprintf(&b, " %*d", width, x)
		}
		b.WriteByte('\n')
		for i, row := range t.cells {
			fmt.Fprintf(&b, "%*d", axis, cfg.y.from+i)
			writeTableCells(&b, row, width)
		}
	} else {
		fmt.Fprintf(&b, "%s: %s, n = %v\n", t.Game, what, cfg.n)
		axis := max(len(strconv.Itoa(cfg.n.from)), len(strconv.Itoa(cfg.n.to)), 1)
		width = max(width, 1)
		fmt.Fprintf(&b, "%*s", axis, "n")
		for i := range 10 {
			fmt.Fprintf(&b, " %*s", width, "+"+strconv.Itoa(i))
		}
		b.WriteByte('\n')
		row := t.cells[0]
		for i := 0; i < len(row); i += 10 {
			fmt.Fprintf(&b, "%*d", axis, cfg.n.from+i)
			writeTableCells(&b, row[i:min(i+10, len(row))], max(width, 2))
		}
	}
	writeTablePPositions(&b, t, cfg)
	if cfg.period {
		if p := t.Period; p != nil {
			fmt.Fprintf(&b, "Apparent period %d from n = %d, saltus %d (as far as n = %d shows; not a proof)\n", p.Period, p.Preperiod, p.Saltus, cfg.n.to)
		} else {
			fmt.Fprintf(&b, "No period visible in n = %v: widen the range\n", cfg.n)
		}
	}
	if t.Explored > 0 {
		fmt.Fprintf(&b, "Positions explored: %d.\n", t.Explored)
	}
	return b.String()
}

func writeTableCells(b *strings.Builder, row []tableCell, width int) {
	for _, c := range row {
		b.WriteString(strings.Repeat(" ", 1+max(0, width-utf8.RuneCountInString(c.text))))
		b.WriteString(c.text)
	}
	b.WriteByte('\n')
}

func writeTablePPositions(b *strings.Builder, t *tableResult, cfg tableConfig) {
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
	if cfg.twoD {
		sep = "  "
	}
	fmt.Fprintf(b, "P-positions (%d): %s\n", len(ps), strings.Join(ps, sep))
}

// plotTable draws a 1-D table as a scatter plot, a 2-D one as a heat map.
func plotTable(t *tableResult, cfg tableConfig) error {
	title := t.Game
	if cfg.twoD {
		grid := make([][]int64, len(t.cells))
		for i, row := range t.cells {
			grid[i] = make([]int64, len(row))
			for j, c := range row {
				v, ok := c.value.Uint64()
				if c.infinite {
					return errs.Errorf("plot", errs.Usage, "value %s at %d,%d is infinite: plot outcomes instead (--outcome)", c.text, cfg.x.from+j, cfg.y.from+i)
				}
				if !ok {
					return errs.Errorf("plot", errs.Usage, "value %v at %d,%d is too large to plot", c.value, cfg.x.from+j, cfg.y.from+i)
				}
				grid[i][j] = int64(v)
			}
		}
		var xs, ys []string
		for x := cfg.x.from; x <= cfg.x.to; x++ {
			xs = append(xs, strconv.Itoa(x))
		}
		for y := cfg.y.from; y <= cfg.y.to; y++ {
			ys = append(ys, strconv.Itoa(y))
		}
		sub := "Grundy values"
		switch {
		case t.Loopy && cfg.outcome:
			sub = "outcomes: 0 = P, 1 = N, 2 = D (a draw)"
		case cfg.outcome:
			sub = "outcomes: 0 = P, 1 = N"
		}
		return plot.WriteFile(cfg.plot, plot.Heatmap(grid, xs, ys, plot.HeatmapOptions{Title: title, Subtitle: sub, XLabel: "x", YLabel: "y"}))
	}
	values := make([]uint32, len(t.cells[0]))
	for i, c := range t.cells[0] {
		v, ok := c.value.Uint64()
		if c.infinite {
			return errs.Errorf("plot", errs.Usage, "value %s at n = %d is infinite: plot outcomes instead (--outcome)", c.text, cfg.n.from+i)
		}
		if !ok || v > 1<<32-1 {
			return errs.Errorf("plot", errs.Usage, "value %v at n = %d is too large to plot", c.value, cfg.n.from+i)
		}
		values[i] = uint32(v)
	}
	opt := plot.ScatterOptions{Title: title, Subtitle: "n = " + cfg.n.String()}
	if p := t.Period; p != nil {
		opt.Preperiod, opt.Period = p.Preperiod-cfg.n.from, p.Period
	}
	return plot.WriteFile(cfg.plot, plot.Scatter(values, opt))
}
