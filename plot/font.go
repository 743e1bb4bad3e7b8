package plot

import (
	"image"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// The PNG's text is set in Go Regular, which has the signs captions use
// (≥, →, ∞, —, ⁻, subscripts and superscripts); the SVG's layout
// measures with it too, so that both renderings agree.

// goRegular is the parsed font; an *sfnt.Font is safe for concurrent use,
// its Buffers and faces are not.
var goRegular = sync.OnceValue(func() *sfnt.Font {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		panic(err) // cannot happen: the font is embedded
	}
	return f
})

// lookalikes stand in for the few characters the font lacks.
var lookalikes = map[rune]rune{'⟨': '<', '⟩': '>'}

// glyphRune is the rune drawn for r: r itself, or its look-alike.
func glyphRune(r rune) rune {
	if l, ok := lookalikes[r]; ok {
		return l
	}
	return r
}

// textWidth is the width of s in pixels at size, kerning included.
func textWidth(s string, size float64) float64 {
	f := goRegular()
	var b sfnt.Buffer
	ppem := fixed.Int26_6(math.Round(size * 64))
	var width fixed.Int26_6
	prev, started := sfnt.GlyphIndex(0), false
	for _, r := range s {
		i, err := f.GlyphIndex(&b, glyphRune(r))
		if err != nil {
			continue
		}
		if started {
			if k, err := f.Kern(&b, prev, i, ppem, font.HintingNone); err == nil {
				width += k
			}
		}
		if adv, err := f.GlyphAdvance(&b, i, ppem, font.HintingNone); err == nil {
			width += adv
		}
		prev, started = i, true
	}
	return float64(width) / 64
}

// A typesetter draws text into alpha masks, a face a size; it is not
// safe for concurrent use, so each rasterisation has its own.
type typesetter struct {
	faces map[float64]font.Face
}

func (t *typesetter) face(size float64) font.Face {
	if f, ok := t.faces[size]; ok {
		return f
	}
	f, err := opentype.NewFace(goRegular(), &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err) // cannot happen: a positive size of a parsed font
	}
	if t.faces == nil {
		t.faces = map[float64]font.Face{}
	}
	t.faces[size] = f
	return f
}

// mask draws s at size into an alpha mask, its baseline at y = ascent.
func (t *typesetter) mask(s string, size float64) (m *image.Alpha, ascent int) {
	face := t.face(size)
	metrics := face.Metrics()
	ascent, descent := metrics.Ascent.Ceil(), metrics.Descent.Ceil()
	m = image.NewAlpha(image.Rect(0, 0, int(math.Ceil(textWidth(s, size)))+2, ascent+descent))
	text := []rune(s)
	for i, r := range text {
		text[i] = glyphRune(r)
	}
	d := font.Drawer{Dst: m, Src: image.Opaque, Face: face, Dot: fixed.P(0, ascent)}
	d.DrawString(string(text))
	return m, ascent
}
