package plot_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/nimber/nimber/plot"
)

func ExampleScatter() {
	// Subtraction game {1,2}: G(n) = n mod 3, period 3 from the start.
	values := []uint32{0, 1, 2, 0, 1, 2, 0, 1, 2, 0}
	c := plot.Scatter(values, plot.ScatterOptions{Title: "subtraction:1,2", Period: 3})
	var svg bytes.Buffer
	c.WriteSVG(&svg)
	fmt.Println(strings.SplitN(svg.String(), "\n", 2)[0])
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" width="800" height="480" viewBox="0 0 800 480" font-family="Go, Helvetica, Arial, sans-serif">
}

func ExampleHeatmap() {
	grid := [][]int64{{0, 1}, {1, 0}}
	c := plot.Heatmap(grid, []string{"0", "1"}, []string{"0", "1"}, plot.HeatmapOptions{Title: "a xor b"})
	img := c.Image()
	fmt.Println(img.Bounds().Dx() == c.Width, img.Bounds().Dy() == c.Height)
	// Output: true true
}
