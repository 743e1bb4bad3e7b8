package plot

import (
	"fmt"
	"math"
	"slices"
)

// ScatterOptions label and size a scatter plot. Zero values get defaults.
type ScatterOptions struct {
	Title    string
	Subtitle string
	XLabel   string // default "n"
	YLabel   string // default "G(n)"
	// Preperiod and Period mark where the sequence turns periodic:
	// a dashed line at the preperiod and shaded bands one period wide.
	// Period 0 marks nothing. A non-zero Saltus (values grow by it each
	// period) is named in the label.
	Preperiod, Period, Saltus int
	Width, Height             int // pixels; default 800×480
}

// Scatter plots values[i] against i. Points that would land on the same
// pixel are drawn once, so a sequence of millions of values makes a small
// file.
func Scatter(values []uint32, opt ScatterOptions) *Chart {
	c := &Chart{Width: cmp0(opt.Width, 800), Height: cmp0(opt.Height, 480)}
	c.rect(0, 0, float64(c.Width), float64(c.Height), white)
	top := 58.0
	f := frame{left: 64, top: top, width: float64(c.Width) - 64 - 24, height: float64(c.Height) - top - 56}
	f.xMax = float64(max(len(values)-1, 1))
	f.yMax = float64(max(slices.Max(append([]uint32{1}, values...)), 1)) * 1.05
	c.text(float64(c.Width)/2, 24, opt.Title, headSize, anchorMiddle, black)
	c.text(float64(c.Width)/2, 44, opt.Subtitle, subSize, anchorMiddle, grey)
	c.markPeriod(f, len(values), opt.Preperiod, opt.Period, opt.Saltus)
	c.axes(f, orDefault(opt.XLabel, "n"), orDefault(opt.YLabel, "G(n)"))

	radius := 2.5
	switch {
	case len(values) > 3000:
		radius = 1
	case len(values) > 300:
		radius = 1.5
	}
	// One dot a half-pixel cell, in the order first met, so that a
	// sequence of millions of values makes a small file; its opacity
	// grows with the values in it, so that a dense band of values shows
	// as dense and a lone value as faint, not all as one solid blue.
	type point struct {
		x, y  float64
		count int
	}
	var points []point
	at := make(map[[2]int]int)
	most := 0
	for i, v := range values {
		x, y := f.px(float64(i)), f.py(float64(v))
		cell := [2]int{int(x * 2), int(y * 2)}
		k, ok := at[cell]
		if !ok {
			k = len(points)
			at[cell] = k
			points = append(points, point{x: x, y: y})
		}
		points[k].count++
		most = max(most, points[k].count)
	}
	for _, p := range points {
		col := blue
		if most > 1 {
			col.A = uint8(255 * (0.45 + 0.55*math.Log(float64(p.count))/math.Log(float64(most))))
		}
		c.dot(p.x, p.y, radius, col)
	}
	return c
}

// markPeriod shades every other period after the preperiod and draws a
// dashed line where the periodic part begins.
func (c *Chart) markPeriod(f frame, n, preperiod, period, saltus int) {
	if period <= 0 || preperiod >= n {
		return
	}
	if bandWidth := f.width * float64(period) / f.xMax; bandWidth >= 2 {
		for start := preperiod; start < n; start += 2 * period {
			x0 := f.px(float64(start))
			x1 := min(f.px(float64(start+period)), f.left+f.width)
			c.rect(x0, f.top, x1-x0, f.height, band)
		}
	}
	x := f.px(float64(preperiod))
	c.line(x, f.top, x, f.top+f.height, 1.5, red, true)
	label := fmt.Sprintf("preperiod %d, period %d", preperiod, period)
	if saltus != 0 {
		label += fmt.Sprintf(", saltus %d", saltus)
	}
	anchor, dx := anchorStart, 4.0
	if x+textWidth(label, labelSize)+dx > f.left+f.width {
		anchor, dx = anchorEnd, -4
	}
	c.text(x+dx, f.top+14, label, labelSize, anchor, red)
}

func cmp0(v, def int) int {
	if v <= 0 {
		return def
	}
	return v
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
