package plot

import (
	"image/color"
	"math"
	"slices"
	"strconv"
)

// HeatmapOptions label and size a heat map. Zero values get defaults.
type HeatmapOptions struct {
	Title    string
	Subtitle string
	XLabel   string
	YLabel   string
	Cell     int // cell size in pixels; default fits the grid in about 600 pixels
	// Names, if set, name values 0, 1, … in the cells and the legend: "P",
	// "N", "D" in a map of outcomes.
	Names []string
	// MarkP marks the cells of value 0, the P-positions of a map of
	// Grundy values: "P" in the cell, or a dot where that does not fit.
	MarkP bool
}

// Heatmap draws grid[row][col] as coloured cells, row 0 at the top, with
// the rows labelled by ys and the columns by xs (either may be nil for
// 0, 1, 2, …) and a legend of values. Up to a dozen distinct values get
// distinct colours, zero darkest (the P-positions of a table of nimbers);
// more get a colour ramp by rank.
func Heatmap(grid [][]int64, xs, ys []string, opt HeatmapOptions) *Chart {
	rows, cols := len(grid), 0
	for _, r := range grid {
		cols = max(cols, len(r))
	}
	xs, ys = labels(xs, cols), labels(ys, rows)
	cell := float64(opt.Cell)
	if cell <= 0 {
		cell = float64(min(40, max(2, 600/max(rows, cols, 1))))
	}
	yLabelWidth := 0.0
	for _, y := range ys {
		yLabelWidth = max(yLabelWidth, textWidth(y, labelSize))
	}
	left, top := 38+yLabelWidth, 60.0
	gridW, gridH := cell*float64(cols), cell*float64(rows)
	colour, legend := palette(grid)
	// name writes a value in a cell and in the legend.
	name := func(v int64) string {
		switch {
		case v >= 0 && v < int64(len(opt.Names)):
			return opt.Names[v]
		case v == 0 && opt.MarkP:
			return "P"
		}
		return strconv.FormatInt(v, 10)
	}
	for k, e := range legend {
		legend[k].label = name(e.value)
		if e.value == 0 && opt.MarkP {
			legend[k].label = "0 = P"
		}
	}
	legendW := 30.0
	for _, e := range legend {
		legendW = max(legendW, 24+textWidth(e.label, labelSize))
	}
	c := &Chart{
		Width:  int(left + max(gridW, textWidth(opt.Title, headSize)) + 24 + legendW + 12),
		Height: int(top + max(gridH, float64(len(legend))*18) + 56),
	}
	c.rect(0, 0, float64(c.Width), float64(c.Height), white)
	c.text(float64(c.Width)/2, 24, opt.Title, headSize, anchorMiddle, black)
	c.text(float64(c.Width)/2, 44, opt.Subtitle, subSize, anchorMiddle, grey)

	for i, r := range grid {
		y := top + cell*float64(i)
		// One rectangle per run of equal values keeps big tables small.
		for start := 0; start < len(r); {
			end := start + 1
			for end < len(r) && r[end] == r[start] {
				end++
			}
			c.rect(left+cell*float64(start), y, cell*float64(end-start), cell, colour(r[start]))
			start = end
		}
		for j, v := range r {
			x := left + cell*(float64(j)+0.5)
			// A value fits in a cell at up to 12 pixels, at least 8.
			size := min(labelSize, math.Floor(cell*0.6))
			if s := name(v); size >= 8 && textWidth(s, size)+4 <= cell {
				c.text(x, y+cell/2+size*0.36, s, size, anchorMiddle, contrast(colour(v)))
			} else if v == 0 && opt.MarkP && cell >= 4 {
				c.dot(x, y+cell/2, cell/5, contrast(colour(v)))
			}
		}
	}
	// Label every k-th row and column, so that neighbours never overlap.
	widest := 0.0
	for _, x := range xs {
		widest = max(widest, textWidth(x, labelSize))
	}
	xEvery := int(math.Ceil((widest + 6) / cell))
	yEvery := int(math.Ceil(16 / cell))
	for j := 0; j < cols; j += xEvery {
		c.text(left+cell*(float64(j)+0.5), top+gridH+16, xs[j], labelSize, anchorMiddle, black)
	}
	for i := 0; i < rows; i += yEvery {
		c.text(left-4, top+cell*(float64(i)+0.5)+4, ys[i], labelSize, anchorEnd, black)
	}
	c.text(left+gridW/2, top+gridH+40, opt.XLabel, titleSize, anchorMiddle, black)
	c.verticalText(18, top+gridH/2, opt.YLabel, titleSize, black)

	lx := left + gridW + 24
	for k, e := range legend {
		y := top + float64(k)*18
		c.rect(lx, y, 12, 12, e.colour)
		c.text(lx+18, y+11, e.label, labelSize, anchorStart, black)
	}
	return c
}

func labels(given []string, n int) []string {
	out := make([]string, n)
	for i := range out {
		if i < len(given) {
			out[i] = given[i]
		} else {
			out[i] = strconv.Itoa(i)
		}
	}
	return out
}

type legendEntry struct {
	value  int64
	label  string
	colour color.RGBA
}

// categorical colours distinct values; zero gets the darkest.
var categorical = []color.RGBA{
	{32, 32, 32, 255}, {31, 119, 180, 255}, {255, 127, 14, 255}, {44, 160, 44, 255},
	{214, 39, 40, 255}, {148, 103, 189, 255}, {140, 86, 75, 255}, {227, 119, 194, 255},
	{127, 127, 127, 255}, {188, 189, 34, 255}, {23, 190, 207, 255}, {174, 199, 232, 255},
}

// ramp is a perceptually even dark-to-light scale (viridis' anchors).
var ramp = []color.RGBA{
	{68, 1, 84, 255}, {59, 82, 139, 255}, {33, 145, 140, 255}, {94, 201, 98, 255}, {253, 231, 37, 255},
}

// palette maps the grid's values to colours and returns a legend.
func palette(grid [][]int64) (func(int64) color.RGBA, []legendEntry) {
	var distinct []int64
	for _, r := range grid {
		distinct = append(distinct, r...)
	}
	slices.Sort(distinct)
	distinct = slices.Compact(distinct)
	index := make(map[int64]int, len(distinct))
	for i, v := range distinct {
		index[v] = i
	}
	if len(distinct) <= len(categorical) {
		// Zero keeps the darkest colour wherever it sorts.
		colours := slices.Clone(categorical[1:])
		byValue := make(map[int64]color.RGBA, len(distinct))
		var legend []legendEntry
		for _, v := range distinct {
			col := categorical[0]
			if v != 0 {
				col, colours = colours[0], colours[1:]
			}
			byValue[v] = col
			legend = append(legend, legendEntry{v, strconv.FormatInt(v, 10), col})
		}
		return func(v int64) color.RGBA { return byValue[v] }, legend
	}
	last := float64(len(distinct) - 1)
	colour := func(v int64) color.RGBA { return rampAt(float64(index[v]) / last) }
	var legend []legendEntry
	for k := 0; k <= 8; k++ {
		v := distinct[int(float64(k)/8*last)]
		legend = append(legend, legendEntry{v, strconv.FormatInt(v, 10), colour(v)})
	}
	return colour, slices.CompactFunc(legend, func(a, b legendEntry) bool { return a.label == b.label })
}

// rampAt interpolates the ramp at t in [0, 1].
func rampAt(t float64) color.RGBA {
	pos := t * float64(len(ramp)-1)
	i := min(int(pos), len(ramp)-2)
	f := pos - float64(i)
	mix := func(a, b uint8) uint8 { return uint8(float64(a) + f*(float64(b)-float64(a)) + 0.5) }
	a, b := ramp[i], ramp[i+1]
	return color.RGBA{mix(a.R, b.R), mix(a.G, b.G), mix(a.B, b.B), 255}
}

// contrast returns black or white, whichever reads better on c.
func contrast(c color.RGBA) color.RGBA {
	if 299*int(c.R)+587*int(c.G)+114*int(c.B) > 128_000 {
		return black
	}
	return white
}
