package heap

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestFarTask checks that a far part comes out whole however the verifier
// helps: not at all, first, or while the main goroutine builds; and that
// dropping one waits for the verifier without building.
func TestFarTask(t *testing.T) {
	kernel := fastLanes
	defer func() { fastLanes = kernel }()
	if fastLanes == nil {
		fastLanes = orLanes
	}
	rng := rand.New(rand.NewPCG(7, 8))
	const stride = 40
	var mine, theirs laneMasks // scratch kept from block to block, as the engine does
	for trial := range 50 {
		h := randomBasis(rng)
		_, rows, planes, ws, groups, starts, at := laneCase(rng, 4+rng.IntN(40), 1+rng.IntN(8), 8, stride, (stride-9)*64+1, h)
		want := make([]uint64, 256*8)
		orLanes(want, rows, planes, stride, ws, groups, starts, at, 1<<20, h, nil)
		for _, mode := range []string{"alone", "help first", "help meanwhile", "dropped"} {
			task := &farTask{bits: rows, planes: planes, stride: stride, basis: h, ws: ws, far: splitsOf(groups, starts), at: at,
				limit: 1 << 20, acc: make([]uint64, len(want))}
			done := make(chan bool)
			switch mode {
			case "help first":
				task.help(&theirs)
			case "help meanwhile", "dropped":
				go func() { task.help(&theirs); close(done) }()
			}
			var got []uint64
			if mode != "dropped" {
				got = make([]uint64, len(want))
			}
			helped := task.finish(got, &mine)
			if mode == "help meanwhile" || mode == "dropped" {
				<-done
			}
			switch {
			case mode == "alone" && helped, mode == "help first" && !helped, mode == "dropped" && helped:
				t.Errorf("trial %d, %s: helped = %v", trial, mode, helped)
			case mode != "dropped" && !slices.Equal(got, want):
				t.Fatalf("trial %d, %s: the far part differs from the kernel's over all rows", trial, mode)
			}
		}
	}
}
