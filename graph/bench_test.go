package graph_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimber/nimber/graph"
)

// benchGraph returns the edge list of a random graph of n vertices, five
// edges from each but the first, to a vertex up to 1,000 below or, one
// time in upOneIn (0: never), above: with cycles then.
func benchGraph(n, upOneIn int) string {
	r := rand.New(rand.NewPCG(1, 2))
	var text strings.Builder
	for u := 1; u < n; u++ {
		for range 5 {
			w := max(0, u-1-r.IntN(1000))
			if upOneIn > 0 && r.IntN(upOneIn) == 0 {
				w = min(n-1, u+1+r.IntN(1000))
			}
			fmt.Fprintf(&text, "v%d v%d\n", u, w)
		}
	}
	return text.String()
}

// BenchmarkParseValues parses a random DAG of 100,000 vertices and
// 500,000 edges and values every vertex.
func BenchmarkParseValues(b *testing.B) {
	const n = 100_000
	in := benchGraph(n, 0)
	for b.Loop() {
		g, err := graph.Parse("bench", strings.NewReader(in))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Values(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "vertices/s")
}

// BenchmarkLoopyValues values a random graph of 100,000 vertices and
// 500,000 edges, cycles included, a fifth of the edges going up.
func BenchmarkLoopyValues(b *testing.B) {
	const n = 100_000
	g, err := graph.Parse("bench", strings.NewReader(benchGraph(n, 5)))
	if err != nil {
		b.Fatal(err)
	}
	infinite := 0
	for b.Loop() {
		infinite = 0
		for _, x := range g.LoopyValues() {
			if x.Infinite {
				infinite++
			}
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "vertices/s")
	b.ReportMetric(float64(infinite), "infinite")
}
