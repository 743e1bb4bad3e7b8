package heap

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMissesFind checks find against the values listed one by one: the
// rare-class values below each lane's limit whose bit the table lacks,
// for both table layouts and lanes with no limit or one past the table.
func TestMissesFind(t *testing.T) {
	kernel := fastMisses
	defer func() { fastMisses = kernel }()
	for name, k := range missKernelsByName() {
		fastMisses = k
		testMissesFind(t, name)
	}
}

// missKernelsByName returns this machine's fast miss kernels by name, and
// nil, for missesOf, as "portable".
func missKernelsByName() map[string]missKernel {
	return kernelsByName(nil, fastMissKernels)
}

func testMissesFind(t *testing.T, kernel string) {
	rng := rand.New(rand.NewPCG(1, 2))
	const size = 256
	for _, byLane := range []bool{false, true} {
		tab := &blockTable{found: make([]uint64, size*8), byLane: byLane, mask: rareMask{bits: 0x5a}, start: 1 << 20, builds: 1}
		for i := range tab.found {
			tab.found[i] = rng.Uint64() | rng.Uint64() | rng.Uint64() // a few bits clear
		}
		b := &batch{seq: 7}
		for j := 0; j < tableLanes; j += 1 + rng.IntN(3) {
			lim := uint32(rng.IntN(size + 1))
			switch rng.IntN(10) {
			case 0:
				lim = belowLimit
			case 1:
				lim = size + 1 // past the table: left to confirmBelow
			}
			b.heaps, b.limits = append(b.heaps, tab.start+j), append(b.limits, lim)
		}
		b.heaps, b.limits = append(b.heaps, tab.start+tableLanes), append(b.limits, size) // the next block's
		var m misses
		m.find(tab, b)
		total := 0
		for i, n := range b.heaps[:len(b.heaps)-1] {
			j := n - tab.start
			var want []uint32
			if lim := b.limits[i]; lim <= size {
				for x := range lim {
					if tab.mask.rare(x, 0, 0) && !tab.has(x, uint(j)) {
						want = append(want, x)
					}
				}
			}
			if got := m.vals[m.at[j]:m.at[j+1]]; !slices.Equal(got, want) {
				t.Fatalf("byLane %v, %s kernel: lane %d, limit %d: find lists %v, want %v", byLane, kernel, j, b.limits[i], got, want)
			}
			total += len(want)
		}
		if total == 0 || int(m.at[tableLanes]) != total {
			t.Errorf("byLane %v, %s kernel: find lists %d values in all, want %d (> 0)", byLane, kernel, m.at[tableLanes], total)
		}
	}
}

// TestConfirmBelow checks that a batch sent with limits confirms the true
// values of a block of Grundy's game, and fails at the first heap that
// claims a limit past its value, with the least value no split gives.
func TestConfirmBelow(t *testing.T) {
	const n1 = 1<<16 + 1<<12
	_, e := extendTo(t, "grundy", n1, Options{})
	c, g := e.c, e.v8
	n0 := n1 - tableLanes
	pickSmall(c, g[:n0])
	newBatch := func() *batch {
		b := &batch{g: g, picks: c.picks, maxVal: c.maxVal, mask: c.mask, last: c.lastRare, stamps: len(c.stamp), seq: 1}
		for n := n0; n < n1; n++ {
			if c.mask.rare(uint32(g[n]), n, c.kpar) {
				t.Fatalf("heap %d has a rare value: past the last rare heap %d?", n, c.lastRare)
			}
			b.heaps, b.limits, b.ends = append(b.heaps, n), append(b.limits, uint32(g[n])), append(b.ends, 0)
		}
		return b
	}
	// The table in use from the start or measuring first; the batch the
	// verifier's or the main goroutine's own.
	for _, tables := range []bool{false, true} {
		for _, own := range []bool{false, true} {
			verify := func(b *batch) {
				tab := &blockTable{moves: c.splitMoves, rows: &laneRows{}, useTable: tables, probeGap: maxProbeGap}
				if !own {
					verifyBatch(nil, tab, &misses{}, b, g, make([]uint64, b.stamps), 0)
					return
				}
				v := &verifier{own: b, ownTable: tab}
				confirmOwn(v, g)
				b.failed, b.failN, b.failV = v.failure.failed, v.failure.n, v.failure.v
			}
			b := newBatch()
			verify(b)
			if b.failed {
				t.Fatalf("tables %v, own %v: the true values of heaps %d to %d: failed at heap %d, value %d",
					tables, own, n0, n1-1, b.failN, b.failV)
			}
			claimPast(t, c, g, n0, n1, newBatch, verify)
		}
	}
}

// claimPast checks that the first heap of [n0, n1) with a rare-class value
// below the table's size that no split gives fails, when it claims that
// size as its limit.
func claimPast(t *testing.T, c *core, g []uint8, n0, n1 int, newBatch func() *batch, verify func(*batch)) {
	t.Helper()

	size := uint32(xorBound(c.maxVal))
	for n := n0; n < n1; n++ {
		var missing []uint32
		for x := range size {
			if c.mask.rare(x, 0, 0) && !splitGives(c.splitMoves, g[:n], x) {
				missing = append(missing, x)
			}
		}
		if len(missing) == 0 {
			continue
		}
		b := newBatch()
		b.limits[n-n0] = size
		verify(b)
		if !b.failed || b.failN != n || b.failV != missing[0] {
			t.Errorf("heap %d claiming limit %d: failed %v at heap %d, value %d; want heap %d, value %d",
				n, size, b.failed, b.failN, b.failV, n, missing[0])
		}
		return
	}
	t.Fatalf("no heap from %d to %d misses a rare-class value below %d", n0, n1-1, size)
}

// splitGives reports whether some split of heap len(g) gives x.
func splitGives[T value](s splitMoves, g []T, x uint32) bool {
	n := len(g)
	for _, k := range s.split2 {
		for a := 1; a <= s.half(k, n-k); a++ {
			if uint32(g[a]^g[n-k-a]) == x {
				return true
			}
		}
	}
	return false
}

// TestMissKernel checks each fast missKernel against missesOf on random
// tables, ends and open lanes: what it appends, the ends it clears and
// open after.
func TestMissKernel(t *testing.T) {
	if len(fastMissKernels) == 0 {
		t.Skip("no fast miss kernel on this machine")
	}
	for _, k := range fastMissKernels {
		testMissKernel(t, k.name, k.k)
	}
}

func testMissKernel(t *testing.T, name string, kernel missKernel) {
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := range 200 {
		size := 1 + rng.IntN(300)
		tab := &blockTable{found: make([]uint64, size*8)}
		for i := range tab.found {
			tab.found[i] = rng.Uint64() | rng.Uint64() | rng.Uint64()
		}
		ends := make([]uint64, (size+1)*8)
		for i := range ends {
			if rng.IntN(4) == 0 {
				ends[i] = rng.Uint64() & rng.Uint64()
			}
		}
		var rare []uint32
		for x := range uint32(size) {
			if rng.IntN(2) == 0 {
				rare = append(rare, x)
			}
		}
		var open [8]uint64
		for w := range open {
			open[w] = rng.Uint64() | rng.Uint64()
		}
		wantEnds, gotEnds := slices.Clone(ends), slices.Clone(ends)
		wantOpen, gotOpen := open, open
		wantXs, gotXs := make([]uint32, len(rare)), make([]uint32, len(rare))
		wantWords, gotWords := make([]uint64, 8*len(rare)), make([]uint64, 8*len(rare))
		wc, wk := missesOf(tab, wantEnds, rare, &wantOpen, wantXs, wantWords)
		gc, gk := kernel(gotEnds, tab.found, rare, &gotOpen, gotXs, gotWords)
		if gc != wc || gk != wk || !slices.Equal(gotXs[:gk], wantXs[:wk]) || !slices.Equal(gotWords[:8*gk], wantWords[:8*wk]) ||
			!slices.Equal(gotEnds, wantEnds) || gotOpen != wantOpen {
			t.Fatalf("%s, trial %d (size %d, %d rare): cleared %d and appended %d %v, want %d and %d %v (or differs in words, ends or open)",
				name, trial, size, len(rare), gc, gk, gotXs[:gk], wc, wk, wantXs[:wk])
		}
	}
}

// BenchmarkMissesFind measures find on a block of 512 lanes with limits
// up to 280 and a table with about one bit in 200 clear (the shape of
// Grundy's game near 2^28), with each fast kernel and without.
func BenchmarkMissesFind(b *testing.B) {
	kernel := fastMisses
	defer func() { fastMisses = kernel }()
	rng := rand.New(rand.NewPCG(7, 8))
	const size = 512
	tab := &blockTable{found: make([]uint64, size*8), mask: rareMask{bits: 0x1fe}, start: 1 << 28, builds: 1}
	for i := range tab.found {
		tab.found[i] = ^(rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64() & rng.Uint64())
	}
	bt := &batch{seq: 1}
	for j := range tableLanes {
		bt.heaps, bt.limits = append(bt.heaps, tab.start+j), append(bt.limits, uint32(rng.IntN(280)))
	}
	for name, k := range missKernelsByName() {
		b.Run(name, func(b *testing.B) {
			fastMisses = k
			var m misses
			for b.Loop() {
				bt.seq++
				m.find(tab, bt)
			}
		})
	}
}
