package heap

import (
	"math/rand/v2"
	"testing"
)

// innerKernelsByName returns the portable inner kernels and this
// machine's fast ones, by name.
func innerKernelsByName() map[string]named2[innerKernel8, innerKernel16] {
	return pairsByName[innerKernel8, innerKernel16](innerPairs8, innerPairs16, fastInnerKernels)
}

func innerPairs8(part []uint8, idx *[64]uint8, vals *[64]uint8, mask uint64, v uint8) bool {
	return innerPairs(part, idx[:], vals[:], mask, v)
}

func innerPairs16(part []uint16, idx *[32]uint16, vals *[32]uint16, mask uint64, v uint16) bool {
	return innerPairs(part, idx[:], vals[:], mask, v)
}

// TestInnerGives checks each inner kernel against splitsGive on random
// values and splits, in bytes and in words.
func TestInnerGives(t *testing.T) {
	for name, k := range innerKernelsByName() {
		testInnerGives[uint8](t, name+" bytes", k, 0xff)
		testInnerGives[uint16](t, name+" words", k, 0x3ff)
	}
}

func testInnerGives[T value](t *testing.T, name string, k named2[innerKernel8, innerKernel16], top int) {
	rng := rand.New(rand.NewPCG(11, 12))
	given := 0
	for trial := range 3000 {
		spread := 1 + rng.IntN(top)
		g := make([]T, 64+rng.IntN(100))
		for i := range g {
			g[i] = T(rng.IntN(spread))
		}
		var splits []splitAt
		for range rng.IntN(33) {
			splits = append(splits, splitAt{off: 1 + rng.IntN(shortFrom-1), val: uint32(rng.IntN(spread))})
		}
		var s innerSplits
		s.set(splits)
		v := uint32(rng.IntN(spread))
		got, want := innerGivesBy(k.k8, k.k16, &s, g, v), splitsGive(splits, g, v)
		if got != want {
			t.Fatalf("%s, trial %d (%d splits): gives %d = %v, want %v", name, trial, len(splits), v, got, want)
		}
		if want {
			given++
		}
	}
	if given < 100 {
		t.Errorf("%s: %d trials given, want more", name, given)
	}
}

// TestInnerBytesAllLanes checks the byte kernels on all 64 lanes, which
// innerSplits does not fill (it takes 32 splits at most), against the
// portable kernel.
func TestInnerBytesAllLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	part := make([]uint8, 64)
	for name, k := range innerKernelsByName() {
		given := 0
		for trial := range 3000 {
			spread := 1 + rng.IntN(0xff)
			for i := range part {
				part[i] = uint8(rng.IntN(spread))
			}
			var idx, vals [64]uint8
			for j := range idx {
				idx[j], vals[j] = uint8(rng.IntN(64)), uint8(rng.IntN(spread))
			}
			mask := rng.Uint64() & rng.Uint64() & rng.Uint64()
			if trial%2 == 0 {
				mask &^= 1<<32 - 1 // only the high lanes
			}
			v := uint8(rng.IntN(spread))
			got, want := k.k8(part, &idx, &vals, mask, v), innerPairs(part, idx[:], vals[:], mask, v)
			if got != want {
				t.Fatalf("%s, trial %d (mask %#x): gives %d = %v, want %v", name, trial, mask, v, got, want)
			}
			if want {
				given++
			}
		}
		if given < 100 {
			t.Errorf("%s: %d trials given, want more", name, given)
		}
	}
}

// BenchmarkInnerGives times the portable inner kernels and each fast one
// with 27 splits in bytes and 20 in words (Grundy's game and Officers
// near 2^21), none giving the value.
func BenchmarkInnerGives(b *testing.B) {
	for name, k := range innerKernelsByName() {
		b.Run("bytes/"+name, func(b *testing.B) { benchmarkInnerGives[uint8](b, k, 27) })
		b.Run("words/"+name, func(b *testing.B) { benchmarkInnerGives[uint16](b, k, 20) })
	}
}

func benchmarkInnerGives[T value](b *testing.B, k named2[innerKernel8, innerKernel16], n int) {
	rng := rand.New(rand.NewPCG(15, 16))
	g := make([]T, 64)
	for i := range g {
		g[i] = T(rng.IntN(128))
	}
	var splits []splitAt
	for range n {
		splits = append(splits, splitAt{off: 1 + rng.IntN(shortFrom-1), val: uint32(rng.IntN(128))})
	}
	var s innerSplits
	s.set(splits)
	for b.Loop() {
		if innerGivesBy(k.k8, k.k16, &s, g, 200) {
			b.Fatal("a split gives 200, above every XOR")
		}
	}
}
