package loopy_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/nimber/nimber/loopy"
)

// BenchmarkValues values a random graph of 100,000 vertices and 500,000
// edges, five from each but the first to a vertex up to 1,000 below or, one
// time in five, above: cycles everywhere.
func BenchmarkValues(b *testing.B) {
	const n = 100_000
	r := rand.New(rand.NewPCG(1, 2))
	out := make([][]int32, n)
	for u := 1; u < n; u++ {
		for range 5 {
			w := max(0, u-1-r.IntN(1000))
			if r.IntN(5) == 0 {
				w = min(n-1, u+1+r.IntN(1000))
			}
			if !slices.Contains(out[u], int32(w)) {
				out[u] = append(out[u], int32(w))
			}
		}
	}
	infinite := 0
	for b.Loop() {
		infinite = 0
		for _, x := range loopy.Values(out) {
			if x.Infinite {
				infinite++
			}
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "vertices/s")
	b.ReportMetric(float64(infinite), "infinite")
}
