// Package plot draws the charts nimber writes beside its numbers: a
// scatter plot of a nim-sequence (heap size against value, with the
// preperiod and period marked) and a heat map of a grid of values (a
// two-heap game's table) with a legend.
//
// A Chart is a list of shapes in pixel coordinates; it renders to SVG, or
// to PNG through a small rasteriser that sets text in the Go fonts' Go
// Regular (golang.org/x/image/font/gofont):
//
//	c := plot.Scatter(values, plot.ScatterOptions{Title: "Kayles", Preperiod: 71, Period: 12})
//	err := plot.WriteFile("kayles.svg", c) // or "kayles.png"
package plot
