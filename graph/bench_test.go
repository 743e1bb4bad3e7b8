package graph_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/nimber/nimber/graph"
)

// BenchmarkParseValues parses a random DAG of 100,000 vertices and
// 500,000 edges and values every vertex.
func BenchmarkParseValues(b *testing.B) {
	const n = 100_000
	r := rand.New(rand.NewPCG(1, 2))
	var text strings.Builder
	for u := 1; u < n; u++ {
		for range 5 {
			fmt.Fprintf(&text, "v%d v%d\n", u, max(0, u-1-r.IntN(1000)))
		}
	}
	in := text.String()
	for b.Loop() {
		g, err := graph.Parse("bench", strings.NewReader(in))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Values(context.Background()); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "vertices/s")
}
