package heap

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// laneCase is a random kernel input: rows of random bits in fours and a
// parity row, a block's bit at (a multiple of 64), groups of starts
// anywhere in the first window bits, and values (bit clear in the rows')
// whose XORs stay inside acc.
func laneCase(rng *rand.Rand, nws, ngroups, perGroup, stride, window int, bit uint32) (acc, rows, par []uint64, ws []uint32, groups []laneGroup, starts []laneStart, at int) {
	nws = (nws + 3) / 4 * 4
	rows = make([]uint64, (nws+1)*stride)
	for i := range rows {
		rows[i] = rng.Uint64()
	}
	rows, par = rows[:nws*stride], rows[nws*stride:]
	for range nws {
		ws = append(ws, rng.Uint32N(256)&^bit)
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
	return acc, rows, par, ws, groups, starts, at
}

// TestOrLanes checks the portable kernel against the definition, bit by
// bit, and the fast one against the portable one: the same below the
// limit, and above it no bit that the splits do not give.
func TestOrLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		stride := 9 + rng.IntN(30)
		bit := uint32(1) << rng.IntN(8)
		acc, rows, par, ws, groups, starts, at := laneCase(rng, rng.IntN(13), rng.IntN(4), 3, stride, (stride-9)*64+1, bit)
		limit := uint32(rng.IntN(300))
		checkLanes(acc, rows, par, stride, ws, splitsOf(groups, starts), at, bit)
		want := slices.Clone(acc)
		orLanes(want, rows, par, stride, ws, groups, starts, at, limit, bit)
		all := slices.Clone(acc) // every split, whatever its value
		got := slices.Clone(acc)
		from := int32(0)
		for _, g := range groups {
			for k, w := range ws {
				for _, s := range starts[from:g.end] {
					for j := range wideLanes {
						b := at + int(s) + j
						if rows[k*stride+b/64]>>(b%64)&1 == 1 {
							v := g.val ^ w ^ bit*uint32(par[b/64]>>(b%64)&1)
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
			t.Fatalf("orLanes(ws %v, groups %v, starts %v, at %d, limit %d, bit %d) differs from the bit-by-bit OR", ws, groups, starts, at, limit, bit)
		}
		if fastLanes != nil {
			fast := slices.Clone(acc)
			fastLanes(fast, rows, par, stride, ws, groups, starts, at, limit, bit)
			for i := range fast {
				if i < int(limit)*8 && fast[i] != want[i] || fast[i]&^all[i] != 0 {
					t.Fatalf("fast kernel (ws %v, groups %v, starts %v, at %d, limit %d, bit %d) differs from orLanes at value %d", ws, groups, starts, at, limit, bit, i/8)
				}
			}
		}
	}
}

// TestCheckLanes checks that checkLanes refuses what the assembly kernels
// would read or write out of bounds: runs that start before the rows or
// end past them, a block not at a word, values outside the table, a
// short parity row.
func TestCheckLanes(t *testing.T) {
	const stride = 20 // runs may start at bits 0 to (stride−8)·64−1: a run reads 9 words
	rows, acc := make([]uint64, 5*stride), make([]uint64, 256*8)
	ws := []uint32{1, 2, 4, 8}
	for _, c := range []struct {
		name   string
		starts []laneStart
		at     int
		val    uint32
		bit    uint32
		par    int // words of the parity row
		ok     bool
	}{
		{"inside", []laneStart{-64, -3, -640}, 640, 5, 16, stride, true},
		{"at both ends", []laneStart{-640, (stride-8)*64 - 1 - 640}, 640, 5, 16, stride, true},
		{"before the rows", []laneStart{-3, -641}, 640, 5, 16, stride, false},
		{"past the rows", []laneStart{-3, (stride-8)*64 - 640}, 640, 5, 16, stride, false},
		{"not at a word", []laneStart{-3}, 600, 5, 16, stride, false},
		{"value outside the table", []laneStart{-3}, 640, 256, 16, stride, false},
		{"pair outside the table", []laneStart{-3}, 640, 5, 256, stride, false},
		{"parity row short", []laneStart{-3}, 640, 5, 16, stride - 1, false},
	} {
		groups := []laneGroup{{c.val, int32(len(c.starts))}}
		panicked := func() (p bool) {
			defer func() { p = recover() != nil }()
			checkLanes(acc, rows[:4*stride], rows[4*stride:][:c.par], stride, ws, splitsOf(groups, c.starts), c.at, c.bit)
			return false
		}()
		if panicked == c.ok {
			t.Errorf("%s: checkLanes panicked %v, want %v", c.name, panicked, !c.ok)
		}
	}
}

// BenchmarkLanes compares the kernels on the shape of Grundy's game near
// 2^21: 116 common partner values (58 rows of pairs), 74 values of rare
// heaps with 16 rare heaps each on average, within wideWindow. It reports
// the time per value (two a row) and start.
func BenchmarkLanes(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	stride := 2*wideWindow/64 + 16
	acc, rows, par, ws, groups, starts, at := laneCase(rng, 58, 74, 16, stride, wideWindow, 1)
	kernels := map[string]laneKernel{"portable": orLanes, "fast": fastLanes}
	for name, k := range kernels {
		if k == nil {
			continue
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				k(acc, rows, par, stride, ws, groups, starts, at, 256, 1)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*2*len(ws)*len(starts)), "ns/value-start")
		})
	}
}

// BenchmarkLanesGroups runs the fast kernel on about 1,200 starts in
// groups of one size, to show what a group costs beside its runs.
func BenchmarkLanesGroups(b *testing.B) {
	if fastLanes == nil {
		b.Skip("no fast lane kernel on this machine")
	}
	for _, size := range []int{2, 4, 8, 16, 64} {
		rng := rand.New(rand.NewPCG(3, 4))
		stride := 2*wideWindow/64 + 16
		acc, rows, par, ws, _, _, at := laneCase(rng, 58, 0, 0, stride, wideWindow, 1)
		var groups []laneGroup
		var starts []laneStart
		for len(starts)+size <= 1200 {
			for range size {
				starts = append(starts, laneStart(rng.IntN(wideWindow)-at))
			}
			groups = append(groups, laneGroup{rng.Uint32N(256), int32(len(starts))})
		}
		b.Run(fmt.Sprint(size), func(b *testing.B) {
			for b.Loop() {
				fastLanes(acc, rows, par, stride, ws, groups, starts, at, 256, 1)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*2*len(ws)*len(starts)), "ns/value-start")
		})
	}
}
