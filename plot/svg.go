package plot

import (
	"bufio"
	"fmt"
	"html"
	"image/color"
	"io"
	"math"
	"strconv"
)

// WriteSVG writes c as an SVG document.
func (c *Chart) WriteSVG(w io.Writer) error {
	b := bufio.NewWriter(w)
	fmt.Fprintf(b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" font-family="Go, Helvetica, Arial, sans-serif">`+"\n",
		c.Width, c.Height, c.Width, c.Height)
	for _, s := range c.shapes {
		switch s.kind {
		case rectShape:
			fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s" fill="%s"%s/>`+"\n",
				num(s.x), num(s.y), num(s.w), num(s.h), hex(s.fill), opacity("fill", s.fill))
		case lineShape:
			dash := ""
			if s.dashed {
				dash = ` stroke-dasharray="4 3"`
			}
			fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"%s/>`+"\n",
				num(s.x), num(s.y), num(s.x2), num(s.y2), hex(s.stroke), num(s.width), dash)
		case dotShape:
			fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s" fill="%s"%s/>`+"\n", num(s.x), num(s.y), num(s.w), hex(s.fill), opacity("fill", s.fill))
		case textShape:
			anchor := [...]string{"start", "middle", "end"}[s.anchor]
			rotate := ""
			if s.vertical {
				rotate = fmt.Sprintf(` transform="rotate(-90 %s %s)"`, num(s.x), num(s.y))
			}
			// No textLength: a browser would stretch the text to it, letter
			// by letter ("w y t h o f f"), where its font is narrower than
			// Go Regular, which the layout measures with.
			fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s" text-anchor="%s" fill="%s"%s>%s</text>`+"\n",
				num(s.x), num(s.y), num(s.size), anchor, hex(s.fill), rotate, html.EscapeString(s.text))
		}
	}
	fmt.Fprintln(b, "</svg>")
	return b.Flush()
}

// num formats a coordinate with at most one decimal, so output is stable.
func num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

func hex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

func opacity(attr string, c color.RGBA) string {
	if c.A == 255 {
		return ""
	}
	return fmt.Sprintf(` %s-opacity="%.2f"`, attr, float64(c.A)/255)
}
