package plot

import (
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
)

// WritePNG rasterises c and writes it as a PNG image.
func (c *Chart) WritePNG(w io.Writer) error {
	return png.Encode(w, c.Image())
}

// Image rasterises c.
func (c *Chart) Image() *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, c.Width, c.Height))
	r := raster{img, &typesetter{}}
	for _, s := range c.shapes {
		switch s.kind {
		case rectShape:
			r.fillRect(s.x, s.y, s.x+s.w, s.y+s.h, s.fill)
		case lineShape:
			r.line(s)
		case dotShape:
			r.disc(s.x, s.y, s.w, s.fill)
		case textShape:
			r.text(s)
		}
	}
	return img
}

type raster struct {
	img   *image.RGBA
	types *typesetter
}

// blend paints pixel (x, y) with c over what is there.
func (r raster) blend(x, y int, c color.RGBA) {
	if !(image.Point{x, y}).In(r.img.Rect) {
		return
	}
	if c.A == 255 {
		r.img.SetRGBA(x, y, c)
		return
	}
	old := r.img.RGBAAt(x, y)
	a := uint32(c.A)
	mix := func(o, n uint8) uint8 { return uint8((uint32(o)*(255-a) + uint32(n)*a) / 255) }
	r.img.SetRGBA(x, y, color.RGBA{mix(old.R, c.R), mix(old.G, c.G), mix(old.B, c.B), 255})
}

// fillRect fills the pixels whose centres lie in [x0,x1)×[y0,y1).
func (r raster) fillRect(x0, y0, x1, y1 float64, c color.RGBA) {
	for y := int(math.Round(y0)); y < int(math.Round(y1)); y++ {
		for x := int(math.Round(x0)); x < int(math.Round(x1)); x++ {
			r.blend(x, y, c)
		}
	}
}

// line steps along the segment one pixel at a time with a square brush of
// the stroke width; dashes are 4 on, 3 off, as in the SVG. Each step paints
// whole pixels around its rounded centre, so no step falls between pixels.
func (r raster) line(s shape) {
	dx, dy := s.x2-s.x, s.y2-s.y
	steps := int(math.Ceil(max(math.Abs(dx), math.Abs(dy))))
	brush := max(1, int(math.Round(s.width)))
	for i := 0; i <= steps; i++ {
		if s.dashed && i%7 >= 4 {
			continue
		}
		t := 0.0
		if steps > 0 {
			t = float64(i) / float64(steps)
		}
		cx, cy := int(math.Round(s.x+t*dx))-brush/2, int(math.Round(s.y+t*dy))-brush/2
		for y := cy; y < cy+brush; y++ {
			for x := cx; x < cx+brush; x++ {
				r.blend(x, y, s.stroke)
			}
		}
	}
}

func (r raster) disc(cx, cy, radius float64, c color.RGBA) {
	for y := int(cy - radius); y <= int(cy+radius)+1; y++ {
		for x := int(cx - radius); x <= int(cx+radius)+1; x++ {
			if dx, dy := float64(x)+0.5-cx, float64(y)+0.5-cy; dx*dx+dy*dy <= radius*radius {
				r.blend(x, y, c)
			}
		}
	}
}

// text draws s with its baseline at the anchor point, turned a quarter
// left when vertical: its mask, blended in with the fill's colour.
func (r raster) text(s shape) {
	m, ascent := r.types.mask(s.text, s.size)
	width := textWidth(s.text, s.size)
	offset := [...]float64{0, width / 2, width}[s.anchor]
	ax, ay := int(math.Round(s.x)), int(math.Round(s.y))
	shift := int(math.Round(offset))
	b := m.Bounds()
	for v := b.Min.Y; v < b.Max.Y; v++ {
		for u := b.Min.X; u < b.Max.X; u++ {
			a := m.AlphaAt(u, v).A
			if a == 0 {
				continue
			}
			c := s.fill
			c.A = uint8(uint32(c.A) * uint32(a) / 255)
			// u along the text from its anchor, v down from the baseline.
			du, dv := u-shift, v-ascent
			if s.vertical {
				r.blend(ax+dv, ay-du, c)
			} else {
				r.blend(ax+du, ay+dv, c)
			}
		}
	}
}
