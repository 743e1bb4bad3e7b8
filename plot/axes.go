package plot

import (
	"math"
	"strconv"
)

// niceStep returns a tick step of 1, 2 or 5 times a power of ten that cuts
// span into at most about maxTicks pieces, never below 1 (values are
// integers).
func niceStep(span float64, maxTicks int) float64 {
	if span <= 0 {
		return 1
	}
	raw := span / float64(maxTicks)
	pow := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*pow >= raw {
			return max(1, m*pow)
		}
	}
	return max(1, 10*pow)
}

// frame is a plot area: data ranges mapped onto a pixel rectangle.
type frame struct {
	left, top, width, height float64 // pixels
	xMax, yMax               float64 // data ranges start at 0
}

func (f frame) px(x float64) float64 { return f.left + x/f.xMax*f.width }
func (f frame) py(y float64) float64 { return f.top + f.height - y/f.yMax*f.height }

// axes draws the grid, the axis lines, ticks and their labels, and the
// axis titles.
func (c *Chart) axes(f frame, xLabel, yLabel string) {
	const tickSize = 5
	bottom := f.top + f.height
	xStep := niceStep(f.xMax, max(2, int(f.width/70)))
	for x := 0.0; x <= f.xMax+1e-9; x += xStep {
		p := f.px(x)
		c.line(p, f.top, p, bottom, 1, lightGrey, false)
		c.line(p, bottom, p, bottom+tickSize, 1, black, false)
		c.text(p, bottom+tickSize+15, strconv.FormatFloat(x, 'f', -1, 64), labelSize, anchorMiddle, black)
	}
	yStep := niceStep(f.yMax, max(2, int(f.height/40)))
	for y := 0.0; y <= f.yMax+1e-9; y += yStep {
		p := f.py(y)
		c.line(f.left, p, f.left+f.width, p, 1, lightGrey, false)
		c.line(f.left-tickSize, p, f.left, p, 1, black, false)
		c.text(f.left-tickSize-3, p+4, strconv.FormatFloat(y, 'f', -1, 64), labelSize, anchorEnd, black)
	}
	c.line(f.left, bottom, f.left+f.width, bottom, 1, black, false)
	c.line(f.left, f.top, f.left, bottom, 1, black, false)
	c.text(f.left+f.width/2, bottom+42, xLabel, titleSize, anchorMiddle, black)
	c.verticalText(18, f.top+f.height/2, yLabel, titleSize, black)
}
