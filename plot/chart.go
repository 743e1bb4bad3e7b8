package plot

import (
	"image/color"
	"os"
	"path/filepath"
	"strings"

	"github.com/nimber/nimber/errs"
)

// A Chart is a picture of Width×Height pixels made of shapes, drawn in
// order. Build one with Scatter or Heatmap; render it with WriteSVG,
// WritePNG or WriteFile.
type Chart struct {
	Width, Height int
	shapes        []shape
}

type shapeKind uint8

const (
	rectShape shapeKind = iota // x, y, w, h
	lineShape                  // x, y to x2, y2
	dotShape                   // centre x, y, radius w
	textShape                  // anchor point x, y (baseline)
)

// Text anchors: where the anchor point sits on the text.
const (
	anchorStart = iota
	anchorMiddle
	anchorEnd
)

type shape struct {
	kind         shapeKind
	x, y, w, h   float64 // rect: corner and size; dot: centre and radius in w
	x2, y2       float64 // line end
	fill, stroke color.RGBA
	width        float64 // stroke width
	dashed       bool
	text         string
	size         float64 // text height in pixels
	anchor       int
	vertical     bool // text reads bottom to top
}

func (c *Chart) rect(x, y, w, h float64, fill color.RGBA) {
	c.shapes = append(c.shapes, shape{kind: rectShape, x: x, y: y, w: w, h: h, fill: fill})
}

func (c *Chart) line(x, y, x2, y2, width float64, stroke color.RGBA, dashed bool) {
	c.shapes = append(c.shapes, shape{kind: lineShape, x: x, y: y, x2: x2, y2: y2, width: width, stroke: stroke, dashed: dashed})
}

func (c *Chart) dot(x, y, r float64, fill color.RGBA) {
	c.shapes = append(c.shapes, shape{kind: dotShape, x: x, y: y, w: r, fill: fill})
}

func (c *Chart) text(x, y float64, s string, size float64, anchor int, fill color.RGBA) {
	c.shapes = append(c.shapes, shape{kind: textShape, x: x, y: y, text: s, size: size, anchor: anchor, fill: fill})
}

func (c *Chart) verticalText(x, y float64, s string, size float64, fill color.RGBA) {
	c.shapes = append(c.shapes, shape{kind: textShape, x: x, y: y, text: s, size: size, anchor: anchorMiddle, fill: fill, vertical: true})
}

// WriteFile writes c to path as SVG or PNG, chosen by the extension.
func WriteFile(path string, c *Chart) error {
	const op = "write plot"
	var write func(*os.File) error
	switch strings.ToLower(filepath.Ext(path)) {
	case ".svg":
		write = func(f *os.File) error { return c.WriteSVG(f) }
	case ".png":
		write = func(f *os.File) error { return c.WritePNG(f) }
	default:
		return errs.Errorf(op, errs.Usage, "plot file %q: want a name ending in .svg or .png", path)
	}
	// A temporary file renamed into place: a failed write leaves no half
	// plot, and an earlier plot of that name stays whole until then.
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*")
	if err != nil {
		return errs.E(op, errs.IO, err)
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(f.Name(), 0o644) // CreateTemp makes it private
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
		return errs.E(op, errs.IO, err)
	}
	return nil
}

// Text sizes in pixels (the font's em): none under 12, legible at a
// chart's default size.
const (
	headSize  = 18 // a chart's title
	subSize   = 13 // its subtitle
	titleSize = 14 // an axis's title
	labelSize = 12 // ticks, legends, the period's label
)

// Colours.
var (
	white     = color.RGBA{255, 255, 255, 255}
	black     = color.RGBA{0, 0, 0, 255}
	grey      = color.RGBA{110, 110, 110, 255}
	lightGrey = color.RGBA{225, 225, 225, 255}
	blue      = color.RGBA{31, 90, 180, 255}
	red       = color.RGBA{200, 40, 40, 255}
	band      = color.RGBA{255, 200, 80, 60} // period shading, translucent
)
