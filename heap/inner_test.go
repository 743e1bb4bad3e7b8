package heap

import (
	"math/rand/v2"
	"testing"
)

// TestInnerGives checks the permute kernels against splitsGive on random
// values and splits, in bytes and in words.
func TestInnerGives(t *testing.T) {
	if !fastInner {
		t.Skip("no permute kernel on this machine")
	}
	testInnerGives[uint8](t, "bytes", 0xff)
	testInnerGives[uint16](t, "words", 0x3ff)
}

func testInnerGives[T value](t *testing.T, name string, top int) {
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
		got, want := innerGives(&s, g, v), splitsGive(splits, g, v)
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
