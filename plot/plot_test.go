package plot

import (
	"bytes"
	"flag"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"
)

var update = flag.Bool("update", false, "rewrite golden files")

// mexSequence returns G(0..n-1) of the subtraction game with the given moves,
// a real sequence with a period, computed here so the test needs no other
// package.
func mexSequence(n int, moves []int) []uint32 {
	g := make([]uint32, n)
	for i := range g {
		seen := map[uint32]bool{}
		for _, m := range moves {
			if m <= i {
				seen[g[i-m]] = true
			}
		}
		for seen[g[i]] {
			g[i]++
		}
	}
	return g
}

// thirds is ⌊i/3⌋, the values of allbut:1,2: period 3, saltus 1.
func thirds(n int) []uint32 {
	g := make([]uint32, n)
	for i := range g {
		g[i] = uint32(i / 3)
	}
	return g
}

func nimSumGrid(rows, cols int) [][]int64 {
	g := make([][]int64, rows)
	for i := range g {
		g[i] = make([]int64, cols)
		for j := range g[i] {
			g[i][j] = int64(i ^ j)
		}
	}
	return g
}

func charts() map[string]*Chart {
	return map[string]*Chart{
		"scatter.svg": Scatter(mexSequence(60, []int{2, 3, 7}), ScatterOptions{
			Title: "subtraction {2,3,7}", Subtitle: "period 5 — proved", Preperiod: 0, Period: 5}),
		"scatter_preperiod.svg": Scatter(mexSequence(40, []int{1, 4}), ScatterOptions{
			Title: "preperiod marked", Preperiod: 12, Period: 5, Width: 400, Height: 300}),
		"scatter_saltus.svg": Scatter(thirds(60), ScatterOptions{
			Title: "allbut:1,2", Preperiod: 0, Period: 3, Saltus: 1, Width: 400, Height: 300}),
		"heatmap.svg": Heatmap(nimSumGrid(6, 8), nil, []string{"a", "b", "c", "d", "e", "f"},
			HeatmapOptions{Title: "a xor b", XLabel: "column", YLabel: "row"}),
		"heatmap_ramp.svg":  Heatmap(nimSumGrid(20, 20), nil, nil, HeatmapOptions{Title: "20×20 nim sums"}),
		"heatmap_markp.svg": Heatmap(nimSumGrid(6, 6), nil, nil, HeatmapOptions{Title: "P marked", MarkP: true}),
		"heatmap_outcome.svg": Heatmap([][]int64{{0, 1, 1}, {1, 1, 0}, {1, 0, 2}}, nil, nil,
			HeatmapOptions{Title: "outcomes", Names: []string{"P", "N", "D"}}),
		// The glyphs a caption of a theorem needs, drawn as themselves.
		"caption.svg": Scatter(thirds(30), ScatterOptions{
			Title: "G(n) ≥ n/3 → x₁₂ + y²", Subtitle: "G⁻(n) ≤ n, 1 · 2 … ∞", Width: 400, Height: 200}),
	}
}

// TestGoldenPNG compares the pixels of charts with testdata/*.png, within
// a tolerance: the caption's less common glyphs (a ≥ drawn as > fails
// it), a heat map's cells and a scatter plot of the default size.
func TestGoldenPNG(t *testing.T) {
	for _, name := range []string{"caption", "heatmap_outcome", "scatter"} {
		var buf bytes.Buffer
		if err := charts()[name+".svg"].WritePNG(&buf); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", name+".png")
		if *update {
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := png.Decode(&buf)
		if err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(path)
		if err != nil {
			t.Fatalf("%v (run go test ./plot -update)", err)
		}
		want, err := png.Decode(f)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		if got.Bounds() != want.Bounds() {
			t.Fatalf("PNG of %s is %v, want %v", name, got.Bounds(), want.Bounds())
		}
		// Anti-aliased text may shift a shade with the rasteriser's
		// version: a few pixels a little off pass, a glyph changed does not.
		diff, total := 0, want.Bounds().Dx()*want.Bounds().Dy()
		for y := want.Bounds().Min.Y; y < want.Bounds().Max.Y; y++ {
			for x := want.Bounds().Min.X; x < want.Bounds().Max.X; x++ {
				if !near(got.At(x, y), want.At(x, y), 48) {
					diff++
				}
			}
		}
		if diff > total/1000 {
			t.Errorf("PNG of %s differs from %s in %d pixels of %d, over 0.1%% (run go test ./plot -update and look at it)", name, path, diff, total)
		}
	}
}

// TestSVGTextNotStretched: a textLength would have browsers spread the
// letters of a title to the width the bitmap font gives it.
// near reports whether colours a and b differ by at most tol in each
// channel, of 255.
func near(a, b color.Color, tol uint32) bool {
	ar, ag, ab, aa := a.RGBA()
	br, bg, bb, ba := b.RGBA()
	d := func(x, y uint32) uint32 { return max(x, y) - min(x, y) }
	return d(ar, br)>>8 <= tol && d(ag, bg)>>8 <= tol && d(ab, bb)>>8 <= tol && d(aa, ba)>>8 <= tol
}

func TestSVGTextNotStretched(t *testing.T) {
	for name, c := range charts() {
		var buf bytes.Buffer
		if err := c.WriteSVG(&buf); err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(buf.Bytes(), []byte("textLength")) || bytes.Contains(buf.Bytes(), []byte("lengthAdjust")) {
			t.Errorf("SVG of %s sets the length of its text", name)
		}
	}
}

// TestScatterDensity: in a scatter of many values, the dots where many
// values fall are more opaque than those of a few, and the densest solid.
func TestScatterDensity(t *testing.T) {
	values := make([]uint32, 20000)
	for i := range values {
		values[i] = uint32(i % 3)
		if i%1000 == 0 {
			values[i] = 7 // a rare value
		}
	}
	alphas := map[uint8]int{}
	for _, s := range Scatter(values, ScatterOptions{}).shapes {
		if s.kind == dotShape {
			alphas[s.fill.A]++
		}
	}
	if len(alphas) < 2 || alphas[255] == 0 {
		t.Errorf("dot opacities %v: want several, the densest 255", alphas)
	}
	lone := Scatter([]uint32{1, 2, 3}, ScatterOptions{}).shapes
	if last := lone[len(lone)-1]; last.kind != dotShape || last.fill.A != 255 {
		t.Errorf("a scatter of lone values ends with %+v, want a solid dot", last)
	}
}

func TestGoldenSVG(t *testing.T) {
	for name, c := range charts() {
		var buf bytes.Buffer
		if err := c.WriteSVG(&buf); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join("testdata", name)
		if *update {
			if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run go test ./plot -update)", err)
		}
		if !bytes.Equal(buf.Bytes(), want) {
			t.Errorf("WriteSVG(%s) differs from %s (run go test ./plot -update and review the diff)", name, path)
		}
	}
}

// TestPNG decodes each chart's PNG and checks its size, that it is not
// blank, and that it holds the colours of its marks.
func TestPNG(t *testing.T) {
	for name, c := range charts() {
		var buf bytes.Buffer
		if err := c.WritePNG(&buf); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&buf)
		if err != nil {
			t.Fatalf("png.Decode(%s): %v", name, err)
		}
		if b := img.Bounds(); b.Dx() != c.Width || b.Dy() != c.Height {
			t.Errorf("PNG of %s is %dx%d, want %dx%d", name, b.Dx(), b.Dy(), c.Width, c.Height)
		}
		colours := map[uint32]int{}
		for y := 0; y < c.Height; y++ {
			for x := 0; x < c.Width; x++ {
				r, g, b, _ := img.At(x, y).RGBA()
				colours[r>>8<<16|g>>8<<8|b>>8]++
			}
		}
		if len(colours) < 4 || colours[0] == 0 {
			t.Errorf("PNG of %s has %d colours and %d black pixels, want ≥ 4 and some black text", name, len(colours), colours[0])
		}
	}
}

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	c := Scatter([]uint32{0, 1, 2, 0}, ScatterOptions{Title: "tiny"})
	for _, name := range []string{"a.svg", "a.PNG"} {
		if err := WriteFile(filepath.Join(dir, name), c); err != nil {
			t.Errorf("WriteFile(%s): %v", name, err)
		}
	}
	if err := WriteFile(filepath.Join(dir, "a.pdf"), c); err == nil {
		t.Errorf("WriteFile(a.pdf) succeeded, want an error naming the extensions")
	}
	// A plot is replaced whole, readable by others, and leaves no
	// temporary file behind; a directory that is not there is an error.
	if err := WriteFile(filepath.Join(dir, "a.svg"), Scatter([]uint32{5}, ScatterOptions{Title: "again"})); err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "a.PNG a.svg" {
		t.Errorf("files after writing = %s, want a.PNG a.svg", got)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "a.svg")); err != nil || !bytes.Contains(b, []byte("again")) {
		t.Errorf("a.svg after a second write: %.40q, %v; want the new plot", b, err)
	}
	if st, err := os.Stat(filepath.Join(dir, "a.svg")); err != nil || st.Mode().Perm() != 0o644 {
		t.Errorf("a.svg mode %v, %v; want 0644", st.Mode(), err)
	}
	if err := WriteFile(filepath.Join(dir, "missing", "b.svg"), c); err == nil {
		t.Errorf("WriteFile into a missing directory succeeded, want an error")
	}
}

func TestNiceStep(t *testing.T) {
	tests := []struct {
		span  float64
		ticks int
		want  float64
	}{
		{10, 10, 1}, {100, 10, 10}, {199, 10, 20}, {1000, 4, 500}, {3, 10, 1}, {0, 5, 1}, {2.6e8, 10, 5e7},
	}
	for _, test := range tests {
		if got := niceStep(test.span, test.ticks); got != test.want {
			t.Errorf("niceStep(%v, %d) = %v, want %v", test.span, test.ticks, got, test.want)
		}
	}
}

// TestLineHasNoGaps draws solid lines whose steps land between pixels and
// checks that every pixel along them is painted.
func TestLineHasNoGaps(t *testing.T) {
	tests := []struct{ x, y, x2, y2 float64 }{
		{10, 48, 10, 424},
		{5, 7.3, 5, 101.9},
		{3.5, 20, 97.2, 20},
	}
	for _, test := range tests {
		c := &Chart{Width: 120, Height: 440}
		c.line(test.x, test.y, test.x2, test.y2, 1, black, false)
		img := c.Image()
		for y := int(math.Round(test.y)); y <= int(math.Round(test.y2)); y++ {
			for x := int(math.Round(test.x)); x <= int(math.Round(test.x2)); x++ {
				if img.RGBAAt(x, y) != black {
					t.Errorf("line(%v, %v, %v, %v) leaves pixel (%d, %d) unpainted", test.x, test.y, test.x2, test.y2, x, y)
				}
			}
		}
	}
}

// TestEmpty draws charts of nothing: they must still render.
func TestEmpty(t *testing.T) {
	for name, c := range map[string]*Chart{
		"Scatter(nil)":            Scatter(nil, ScatterOptions{Preperiod: 5, Period: 3}),
		"Heatmap(nil)":            Heatmap(nil, nil, nil, HeatmapOptions{}),
		"Heatmap(ragged)":         Heatmap([][]int64{{1}, {}, {2, 3, -4}}, []string{"only one"}, nil, HeatmapOptions{}),
		"Heatmap(many values)":    Heatmap([][]int64{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1 << 40}}, nil, nil, HeatmapOptions{}),
		"Scatter(one huge value)": Scatter([]uint32{1 << 31}, ScatterOptions{}),
	} {
		var svg, png bytes.Buffer
		if err := c.WriteSVG(&svg); err != nil || c.WritePNG(&png) != nil || c.Width <= 0 || c.Height <= 0 {
			t.Errorf("%s: %dx%d chart, SVG error %v", name, c.Width, c.Height, err)
		}
	}
}

// TestHeatmapRuns checks that a row of equal values is one rectangle.
func TestHeatmapRuns(t *testing.T) {
	grid := make([][]int64, 50)
	for i := range grid {
		grid[i] = make([]int64, 50) // all zero
		grid[i][49] = 1
	}
	c := Heatmap(grid, nil, nil, HeatmapOptions{})
	rects := 0
	for _, s := range c.shapes {
		if s.kind == rectShape {
			rects++
		}
	}
	// Background, two runs a row, two legend swatches.
	if want := 1 + 2*50 + 2; rects != want {
		t.Errorf("Heatmap(50×50 of two runs a row) drew %d rectangles, want %d", rects, want)
	}
}

// Letters the font lacks are drawn as their look-alikes, not as boxes.
func TestGlyphLookalikes(t *testing.T) {
	var ts typesetter
	for _, c := range []struct{ r, want rune }{{'⟨', '<'}, {'⟩', '>'}} {
		if !sameInk(&ts, string(c.r), string(c.want)) {
			t.Errorf("%q is not drawn as %q", c.r, c.want)
		}
	}
}

// The signs that change what a caption says are drawn as themselves:
// "G(n) ≥ n" is not "G(n) > n", an em dash no hyphen, nor x₁ x1.
func TestGlyphsOwn(t *testing.T) {
	var ts typesetter
	var b sfnt.Buffer
	for _, c := range []struct{ r, not rune }{
		{'≥', '>'}, {'≤', '<'}, {'→', '-'}, {'—', '-'}, {'—', '–'}, {'⁻', '-'}, {'∞', '8'}, {'₁', '1'}, {'₁', '¹'}, {'²', '2'}, {'₀', '0'}, {'⁹', '9'}, {'è', 'e'}, {'×', 'x'},
	} {
		if i, err := goRegular().GlyphIndex(&b, c.r); err != nil || i == 0 {
			t.Errorf("%q is not in the font", c.r)
		}
		if sameInk(&ts, string(c.r), string(c.not)) {
			t.Errorf("%q is drawn as %q", c.r, c.not)
		}
	}
	if em, hyphen := textWidth("—", labelSize), textWidth("-", labelSize); em < 1.5*hyphen {
		t.Errorf("an em dash is %.1f pixels wide, a hyphen %.1f: want it half as wide again at least", em, hyphen)
	}
}

// sameInk reports whether a and b draw the same pixels at 24 pixels.
func sameInk(ts *typesetter, a, b string) bool {
	ma, _ := ts.mask(a, 24)
	mb, _ := ts.mask(b, 24)
	if ma.Bounds() != mb.Bounds() {
		return false
	}
	return bytes.Equal(ma.Pix, mb.Pix)
}

// TestTextSize: every label of a chart of the default size is set at 12
// pixels or more, and its capitals are drawn 8 pixels high at least.
func TestTextSize(t *testing.T) {
	for name, c := range map[string]*Chart{
		"scatter": Scatter(mexSequence(60, []int{2, 3, 7}), ScatterOptions{Title: "t", Subtitle: "s", Period: 5}),
		"heatmap": Heatmap(nimSumGrid(6, 8), nil, nil, HeatmapOptions{Title: "t", Subtitle: "s", XLabel: "x", YLabel: "y"}),
	} {
		for _, s := range c.shapes {
			if s.kind == textShape && s.size < 12 {
				t.Errorf("%s: %q at %v pixels, want 12 at least", name, s.text, s.size)
			}
		}
	}
	var ts typesetter
	m, _ := ts.mask("H", labelSize)
	top, bottom := -1, -1
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			if m.AlphaAt(x, y).A > 128 {
				if top < 0 {
					top = y
				}
				bottom = y
			}
		}
	}
	if h := bottom - top + 1; top < 0 || h < 8 {
		t.Errorf("an H of a label is %d pixels high, want 8 at least", h)
	}
}
