package heap

import (
	"math/rand/v2"
	"testing"
)

// TestShortKernels checks the fast short kernels against shortPairs on
// random values, few of them so that splits give many candidates.
func TestShortKernels(t *testing.T) {
	if len(fastShortKernels) == 0 {
		t.Skip("no fast short kernel on this machine")
	}
	for _, k := range fastShortKernels {
		testShortKernel(t, k.name+" bytes", k.k8)
		testShortKernel(t, k.name+" words", k.k16)
	}
}

func testShortKernel[T value](t *testing.T, name string, k shortKernel[T]) {
	rng := rand.New(rand.NewPCG(5, 6))
	hits := 0
	for trial := range 1000 {
		spread := 1 + rng.IntN(300)
		part := make([]T, wideLanes)
		for i := range part {
			part[i] = T(rng.IntN(spread))
		}
		var idx []int32
		var vals []T
		for range rng.IntN(120) {
			idx = append(idx, int32(wideLanes-shortFrom-rng.IntN(wideLanes-shortFrom)))
			vals = append(vals, T(rng.IntN(spread)))
		}
		cand := make([]T, 64)
		for j := range cand {
			cand[j] = T(rng.IntN(spread))
		}
		got, want := k(part, idx, vals, cand), shortPairs(part, idx, vals, cand)
		if got != want {
			t.Fatalf("%s, trial %d (%d splits): lanes %#x, want %#x", name, trial, len(idx), got, want)
		}
		if want != 0 && want != ^uint64(0) {
			hits++
		}
	}
	if hits < 100 {
		t.Errorf("%s: %d trials with some lanes given, want more", name, hits)
	}
}

// TestNextMissingStopsAtLimit checks that a lane's next candidate stops at
// the block's limit: acc holds the values below xorBound(maxVal) only,
// and the common values listed go beyond.
func TestNextMissingStopsAtLimit(t *testing.T) {
	b := &wideBlock{list: []uint32{1, 2, 4, 7, 8, 11}, limit: 8, acc: make([]uint64, xorBound(7)*8)}
	for _, v := range []uint32{1, 2, 4, 7} {
		b.acc[v*8] |= 1 << 5 // lane 5 has every value below the limit
	}
	b.acc[1*8] |= 1 << 6 // lane 6 has 1 only
	tests := []struct {
		lane int
		from int32
		want int32
	}{
		{5, 0, 4}, // stops at 8, the limit, past acc's end
		{5, 3, 4},
		{6, 0, 1}, // lacks 2
		{7, 0, 0}, // lacks 1
		{6, 4, 4}, // already at the limit
	}
	for _, test := range tests {
		if got := b.nextMissing(test.lane, test.from); got != test.want {
			t.Errorf("nextMissing(lane %d, from %d) = %d, want %d", test.lane, test.from, got, test.want)
		}
	}
}

// BenchmarkShortKernels times the portable short kernel and each fast one
// on 64 lanes and 80 splits (Grundy's game near 2^21 has 85, Officers 67),
// none giving a candidate.
func BenchmarkShortKernels(b *testing.B) {
	kernels := pairsByName[shortKernel[uint8], shortKernel[uint16]](shortPairs[uint8], shortPairs[uint16], fastShortKernels)
	for name, k := range kernels {
		b.Run("bytes/"+name, func(b *testing.B) { benchmarkShortKernel(b, k.k8) })
		b.Run("words/"+name, func(b *testing.B) { benchmarkShortKernel(b, k.k16) })
	}
}

func benchmarkShortKernel[T value](b *testing.B, k shortKernel[T]) {
	rng := rand.New(rand.NewPCG(7, 8))
	part := make([]T, wideLanes)
	for i := range part {
		part[i] = T(rng.IntN(128))
	}
	idx, vals := make([]int32, 80), make([]T, 80)
	for s := range idx {
		idx[s] = int32(wideLanes - shortFrom - rng.IntN(wideLanes-shortFrom))
		vals[s] = T(rng.IntN(128))
	}
	cand := make([]T, 64)
	for j := range cand {
		cand[j] = T(128 + rng.IntN(100)) // no XOR below 128 is one
	}
	for b.Loop() {
		if hit := k(part, idx, vals, cand); hit != 0 {
			b.Fatalf("lanes %#x given a candidate no split gives", hit)
		}
	}
}
