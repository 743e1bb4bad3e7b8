package heap

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// laneCase is a random kernel input: rows of random bits in fours and two
// planes, a block's bit at (a multiple of 64), groups of starts anywhere
// in the first window bits, and values (coset representatives under h for
// the rows') whose XORs stay inside acc.
func laneCase(rng *rand.Rand, nws, ngroups, perGroup, stride, window int, h laneBasis) (acc, rows, planes []uint64, ws []uint32, groups []laneGroup, starts []laneStart, at int) {
	nws = (nws + 3) / 4 * 4
	rows = make([]uint64, (nws+2)*stride)
	for i := range rows {
		rows[i] = rng.Uint64()
	}
	rows, planes = rows[:nws*stride], rows[nws*stride:]
	for range nws {
		ws = append(ws, h.rep(rng.Uint32N(256)))
	}
	at = rng.IntN(stride) * 64
	for range ngroups {
		for range rng.IntN(2 * perGroup) {
			starts = append(starts, laneStart(rng.IntN(window)-at))
		}
		groups = append(groups, laneGroup{rng.Uint32N(256), int32(len(starts))})
	}
	acc = make([]uint64, 256*8)
	for i := range acc {
		acc[i] = rng.Uint64() & rng.Uint64()
	}
	return acc, rows, planes, ws, groups, starts, at
}

// randomBasis returns the basis of a random mask of eight bits.
func randomBasis(rng *rand.Rand) laneBasis {
	return basisFor(rareMask{bits: 1 + rng.Uint32N(255)})
}

// TestBasisFor checks, for every mask of eight bits, that the basis keeps
// the class, has its pivots, and that rep splits values into cosets.
func TestBasisFor(t *testing.T) {
	for m := uint32(1); m < 256; m++ {
		mask := rareMask{bits: m}
		h := basisFor(mask)
		for i, x := range h.h {
			if x == 0 || x >= 8 || mask.rare(x, 0, 0) != mask.rare(0, 0, 0) {
				t.Fatalf("mask %#x: basis %v: %d is 0, 8 or more, or changes the class", m, h.h, x)
			}
			if x>>h.pivots[i]&1 == 0 || h.h[1-i]>>h.pivots[i]&1 != 0 {
				t.Fatalf("mask %#x: basis %v, pivots %v: not a pivot of one only", m, h.h, h.pivots)
			}
		}
		for v := range uint32(64) {
			r := h.rep(v)
			i := v>>h.pivots[0]&1 | (v>>h.pivots[1]&1)<<1 // as the planes tell it
			if r^h.offsets()[i] != v {
				t.Fatalf("mask %#x: rep(%d) = %d: offset %d of %v does not give it back", m, v, r, i, h.offsets())
			}
			if r>>h.pivots[0]&1 != 0 || r>>h.pivots[1]&1 != 0 || h.rep(r) != r {
				t.Fatalf("mask %#x: rep(%d) = %d has a pivot bit, or is not its own representative", m, v, r)
			}
		}
	}
}

// TestOrLanes checks the portable kernel against the definition, bit by
// bit, and the fast one against the portable one: the same below the
// limit, and above it no bit that the splits do not give. In half the
// cases groups come in runs of one coset, which the fast kernel
// accumulates together.
func TestOrLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range 600 {
		stride := 9 + rng.IntN(30)
		h := randomBasis(rng)
		ngroups, perGroup := rng.IntN(6), 3
		if i%20 == 0 {
			ngroups, perGroup = 20+rng.IntN(30), 8 // more starts than a chunk of the AVX2 kernel
		}
		acc, rows, planes, ws, groups, starts, at := laneCase(rng, rng.IntN(13), ngroups, perGroup, stride, (stride-9)*64+1, h)
		for j := 1; j < len(groups) && i%2 == 1; j++ {
			if rng.IntN(4) > 0 {
				groups[j].val = groups[j-1].val ^ h.offsets()[rng.IntN(4)]
			}
		}
		limit := uint32(rng.IntN(300))
		checkLanes(acc, rows, planes, stride, ws, splitsOf(groups, starts), at, h)
		want := slices.Clone(acc)
		orLanes(want, rows, planes, stride, ws, groups, starts, at, limit, h, nil)
		all := slices.Clone(acc) // every split, whatever its value
		got := slices.Clone(acc)
		from := int32(0)
		for _, g := range groups {
			for k, w := range ws {
				for _, s := range starts[from:g.end] {
					for j := range wideLanes {
						b := at + int(s) + j
						if rows[k*stride+b/64]>>(b%64)&1 == 1 {
							a, c := planes[b/64]>>(b%64)&1, planes[stride+b/64]>>(b%64)&1
							v := g.val ^ w ^ h.offsets()[a|c<<1]
							all[int(v)*8+j/64] |= 1 << (j % 64)
							if v < limit {
								got[int(v)*8+j/64] |= 1 << (j % 64)
							}
						}
					}
				}
			}
			from = g.end
		}
		if !slices.Equal(got, want) {
			t.Fatalf("orLanes(ws %v, groups %v, starts %v, at %d, limit %d, basis %v) differs from the bit-by-bit OR", ws, groups, starts, at, limit, h.h)
		}
		for _, k := range fastLaneKernels {
			fast := slices.Clone(acc)
			k.k(fast, rows, planes, stride, ws, groups, starts, at, limit, h, nil)
			for i := range fast {
				if i < int(limit)*8 && fast[i] != want[i] || fast[i]&^all[i] != 0 {
					t.Fatalf("%s kernel (ws %v, groups %v, starts %v, at %d, limit %d, basis %v) differs from orLanes at value %d", k.name, ws, groups, starts, at, limit, h.h, i/8)
				}
			}
		}
	}
}

// TestCheckLanes checks that checkLanes refuses what the assembly kernels
// would read or write out of bounds: runs that start before the rows or
// end past them, a block not at a word, values outside the table, short
// planes.
func TestCheckLanes(t *testing.T) {
	const stride = 20 // runs may start at bits 0 to (stride−8)·64−1: a run reads 9 words
	rows, acc := make([]uint64, 6*stride), make([]uint64, 256*8)
	ws := []uint32{1, 2, 4, 8}
	for _, c := range []struct {
		name   string
		starts []laneStart
		at     int
		val    uint32
		h      uint32 // the basis' second value
		planes int    // their words
		ok     bool
	}{
		{"inside", []laneStart{-64, -3, -640}, 640, 5, 16, 2 * stride, true},
		{"at both ends", []laneStart{-640, (stride-8)*64 - 1 - 640}, 640, 5, 16, 2 * stride, true},
		{"before the rows", []laneStart{-3, -641}, 640, 5, 16, 2 * stride, false},
		{"past the rows", []laneStart{-3, (stride-8)*64 - 640}, 640, 5, 16, 2 * stride, false},
		{"not at a word", []laneStart{-3}, 600, 5, 16, 2 * stride, false},
		{"value outside the table", []laneStart{-3}, 640, 256, 16, 2 * stride, false},
		{"coset outside the table", []laneStart{-3}, 640, 5, 256, 2 * stride, false},
		{"planes short", []laneStart{-3}, 640, 5, 16, 2*stride - 1, false},
	} {
		groups := []laneGroup{{c.val, int32(len(c.starts))}}
		panicked := func() (p bool) {
			defer func() { p = recover() != nil }()
			h := laneBasis{h: [2]uint32{1, c.h}, pivots: [2]uint8{0, uint8(bits.TrailingZeros32(c.h))}}
			checkLanes(acc, rows[:4*stride], rows[4*stride:][:c.planes], stride, ws, splitsOf(groups, c.starts), c.at, h)
			return false
		}()
		if panicked == c.ok {
			t.Errorf("%s: checkLanes panicked %v, want %v", c.name, panicked, !c.ok)
		}
	}
}

// BenchmarkLanes compares the kernels on the shape of Grundy's game near
// 2^21: 116 common partner values (29 rows of four), 74 values of rare
// heaps with 16 rare heaps each on average, within wideWindow. It reports
// the time per value (four a row) and start.
func BenchmarkLanes(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	stride := 2*wideWindow/64 + 16
	h := basisFor(rareMask{bits: 254})
	acc, rows, planes, ws, groups, starts, at := laneCase(rng, 29, 74, 16, stride, wideWindow, h)
	for name, k := range kernelsByName[laneKernel](orLanes, fastLaneKernels) {
		b.Run(name, func(b *testing.B) {
			var m laneMasks
			for b.Loop() {
				m.made = false
				k(acc, rows, planes, stride, ws, groups, starts, at, 256, h, &m)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*4*len(ws)*len(starts)), "ns/value-start")
		})
	}
}

// BenchmarkLanesGroups runs the fast kernel on about 1,200 starts in
// groups of one size, to show what a group costs beside its runs; with
// "cosets", the values of four groups in a row make a coset, as the
// tables' values do (one group a common value), and the fast kernel
// accumulates them together.
func BenchmarkLanesGroups(b *testing.B) {
	if fastLanes == nil {
		b.Skip("no fast lane kernel on this machine")
	}
	for _, c := range []struct {
		size   int
		cosets bool
	}{{2, false}, {4, false}, {8, false}, {16, false}, {64, false}, {8, true}, {16, true}} {
		size := c.size
		rng := rand.New(rand.NewPCG(3, 4))
		stride := 2*wideWindow/64 + 16
		h := basisFor(rareMask{bits: 254})
		acc, rows, planes, ws, _, _, at := laneCase(rng, 29, 0, 0, stride, wideWindow, h)
		var groups []laneGroup
		var starts []laneStart
		for len(starts)+size <= 1200 {
			for range size {
				starts = append(starts, laneStart(rng.IntN(wideWindow)-at))
			}
			val := rng.Uint32N(256)
			if c.cosets && len(groups)%4 != 0 {
				val = groups[len(groups)-1].val ^ h.offsets()[len(groups)%4]
			}
			groups = append(groups, laneGroup{val, int32(len(starts))})
		}
		name := fmt.Sprint(size)
		if c.cosets {
			name += "/cosets"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				fastLanes(acc, rows, planes, stride, ws, groups, starts, at, 256, h, nil)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*4*len(ws)*len(starts)), "ns/value-start")
		})
	}
}
