package misere

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSumTable holds many random sums, through several growths, and finds
// each one again with its id, and none it does not hold.
func TestSumTable(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var tab sumTable
	held := map[string]uint32{}
	var sums [][]uint32
	for len(sums) < 20000 {
		sum := make([]uint32, 1+rng.IntN(6))
		for i := range sum {
			sum[i] = rng.Uint32N(300) // some past one byte as uvarints
		}
		slices.SortFunc(sum, func(a, b uint32) int { return int(b) - int(a) })
		k := fmt.Sprint(sum)
		if _, ok := held[k]; ok {
			continue
		}
		if _, ok := tab.get(sum); ok {
			t.Fatalf("get(%v) found a sum never put", sum)
		}
		id := uint32(len(sums))
		tab.put(sum, id)
		held[k] = id
		sums = append(sums, sum)
	}
	for i, sum := range sums {
		if id, ok := tab.get(sum); !ok || id != uint32(i) {
			t.Fatalf("get(%v) = %d, %v; want %d", sum, id, ok, i)
		}
	}
	if tab.n != len(sums) {
		t.Errorf("n = %d, want %d", tab.n, len(sums))
	}
	// A sum that is a prefix of a held one is not held.
	if _, ok := tab.get(sums[0][:len(sums[0])-1]); ok && len(sums[0]) > 1 {
		if _, held := held[fmt.Sprint(sums[0][:len(sums[0])-1])]; !held {
			t.Errorf("get found a prefix of a held sum")
		}
	}
}
