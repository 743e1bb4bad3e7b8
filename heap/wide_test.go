package heap

import (
	"context"
	"slices"
	"testing"

	"github.com/nimber/nimber/internal/longtest"
)

// TestWideStamps checks the engine with wide stamps against the engine
// without them or scans, which the other tests check against the plain
// mex, with each lane kernel, with and without the scan kernels, and with
// one and two workers. A small window brings the wide stamps in early:
// from heap 2^16 (wideFrom) on, or past the last rare heap, Grundy's at
// 82,860. In the fast tier each run goes on from the values of the engine
// without wide stamps shortly before they start (TestWideLimit runs them
// from heap 0), and Grundy's game and Officers stop a few dozen blocks of
// stamps later.
func TestWideStamps(t *testing.T) {
	kernels := laneKernels(t)
	scans := scanSwitches(t)
	for _, tc := range []struct {
		spec    string
		from, n int
	}{
		{"grundy", longtest.Pick(80_000, 0), longtest.Pick(96_000, 1<<17)},
		{"officers", longtest.Pick(64_000, 0), longtest.Pick(88_000, 1<<17)},
		{"0.015", longtest.Pick(60_000, 0), 1 << 17},
	} {
		r, err := Parse(tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		fastLanes = nil
		scans["no scan"]()
		plain := NewEngine(r, Options{})
		if err := plain.Extend(context.Background(), tc.n); err != nil {
			t.Fatal(err)
		}
		prefix := plain.Values(nil, 0, tc.from)
		for name, k := range kernels {
			fastLanes = k
			for scan, set := range scans {
				set()
				for _, workers := range []int{1, 2} {
					e := NewEngine(r, Options{Workers: workers})
					if tc.from > 0 {
						e.Restore(prefix)
					}
					if err := e.Extend(context.Background(), tc.n); err != nil {
						t.Fatal(err)
					}
					if workers == 1 && e.c.wide.builds == 0 {
						t.Errorf("%s, %s kernel: no block of wide stamps built (last rare heap %d)", tc.spec, name, e.c.lastRare)
					}
					if workers == 1 && scan == "scan" && e.c.wide.outerBlocks == 0 {
						t.Errorf("%s, %s kernel: the short kernels never checked the outer splits (%d blocks, last rare heap %d)", tc.spec, name, e.c.wide.builds, e.c.lastRare)
					}
					// Whether the verifier got to help depends on the scheduler:
					// with few blocks, on a loaded machine, it may not.
					if workers == 2 && longtest.Enabled && e.c.wide.helped == 0 {
						t.Errorf("%s, %s kernel, %s: the verifier never helped build the stamps ahead (%d blocks)", tc.spec, name, scan, e.c.wide.builds)
					}
					for i := range tc.n {
						if got, want := e.At(i), plain.At(i); got != want {
							t.Fatalf("%s, %s kernel, %s, %d workers: G(%d) = %d with wide stamps, %d without", tc.spec, name, scan, workers, i, got, want)
						}
					}
				}
			}
		}
	}
}

// TestResetRows checks that every common value up to maxVal has a row
// whose coset holds it and no rare one has, for masks of nine bits and
// values up to maxVal, including representatives above it (291 under
// Officers' mask 0x1ee is in the coset of 292).
func TestResetRows(t *testing.T) {
	for _, m := range []uint32{0x1ee, 0xfe, 0x1, 0x3, 0x100, 0x1ff, 0x155} {
		mask := rareMask{bits: m}
		for _, maxVal := range []uint32{4, 7, 100, 255, 291, 319} {
			g := make([]uint16, 3*int(maxVal))
			for i := range g {
				g[i] = uint16(i % int(maxVal+1))
			}
			var r laneRows
			resetRows(&r, mask, maxVal, g)
			offs := r.basis.offsets()
			for v := range maxVal + 1 {
				k := r.rowOf(v)
				if mask.rare(v, 0, 0) {
					if k >= 0 {
						t.Fatalf("mask %#x, max %d: rare value %d has row %d", m, maxVal, v, k)
					}
					continue
				}
				if k < 0 || !slices.Contains(offs[:], v^r.ws[k]) {
					t.Fatalf("mask %#x, max %d: value %d has row %d, not one whose coset holds it", m, maxVal, v, k)
				}
			}
			if len(r.ws)%4 != 0 || r.tableRows > len(r.ws) || len(r.bits) != (len(r.ws)+2)*r.stride {
				t.Fatalf("mask %#x, max %d: %d rows, %d for tables, %d words", m, maxVal, len(r.ws), r.tableRows, len(r.bits))
			}
		}
	}
}

// TestWideLimit checks the heaps whose values are past the kernels'
// limit, made low so that many are, and that a limit tuned afresh every
// wideWindow heaps moves, with one worker and with two (which build a
// block's far stamps ahead, with the limit of the time).
func TestWideLimit(t *testing.T) {
	kernels := laneKernels(t)
	share := limitShare
	defer func() { limitShare = share }()
	r, err := Parse("grundy")
	if err != nil {
		t.Fatal(err)
	}
	// Past Grundy's rare heap at 82,860 the stamps start; the limit is tuned
	// every 2^12 heaps (laneKernels), a few times by the fast tier's end.
	n := longtest.Pick(106_496, 1<<17)
	fastLanes = nil
	plain := NewEngine(r, Options{})
	if err := plain.Extend(context.Background(), n); err != nil {
		t.Fatal(err)
	}
	limitShare = 0.3
	for name, k := range kernels {
		fastLanes = k
		for workers := 1; workers <= 2; workers++ {
			e := NewEngine(r, Options{Workers: workers})
			limits := map[uint32]bool{}
			for m := n / 2; m <= n; m += n / 16 {
				if err := e.Extend(context.Background(), m); err != nil {
					t.Fatal(err)
				}
				limits[e.c.wide.rows.limit] = true
			}
			e.Close()
			if e.c.wide.past == 0 || e.c.wide.past > n/2 {
				t.Errorf("%s kernel, %d workers: %d heaps past the limit of %d, want some", name, workers, e.c.wide.past, e.c.wide.rows.limit)
			}
			if len(limits) < 2 {
				t.Errorf("%s kernel, %d workers: the limit stayed at %v from heap %d to %d", name, workers, limits, n/2, n)
			}
			if at := e.c.wide.rows.tunedAt; at < n-2*wideWindow {
				t.Errorf("%s kernel, %d workers: limit last tuned at heap %d of %d", name, workers, at, n)
			}
			for i := range n {
				if got, want := e.At(i), plain.At(i); got != want {
					t.Fatalf("%s kernel, %d workers: G(%d) = %d with a low limit, %d without wide stamps", name, workers, i, got, want)
				}
			}
		}
	}
}

// TestTuneRows: the limit and the table rows follow the latest heaps'
// values, once every wideWindow heaps and not before.
func TestTuneRows(t *testing.T) {
	mask := rareMask{bits: 0xfe}
	const maxVal = 255
	g := make([]uint16, 0, 4*wideWindow)
	for range 2 * wideWindow {
		g = append(g, uint16(len(g)%32)) // values below 32
	}
	var r laneRows
	resetRows(&r, mask, maxVal, g)
	low, lowRows := r.limit, r.tableRows
	if low > 32 {
		t.Fatalf("limit %d over values below 32", low)
	}
	for range wideWindow - 1 {
		g = append(g, uint16(100+len(g)%100)) // values from 100 to 199
	}
	retuneRows(&r, mask, maxVal, g)
	if r.limit != low {
		t.Errorf("limit tuned after %d heaps: %d, was %d", wideWindow-1, r.limit, low)
	}
	g = append(g, 150)
	retuneRows(&r, mask, maxVal, g)
	if r.limit < 190 || r.limit > 200 || r.tableRows <= lowRows {
		t.Errorf("after %d heaps of values 100 to 199: limit %d, %d table rows (were %d, %d), want a limit in [190, 200] and more rows", wideWindow, r.limit, r.tableRows, low, lowRows)
	}
	high := r.limit
	for range wideWindow {
		g = append(g, uint16(len(g)%10))
	}
	retuneRows(&r, mask, maxVal+1, g) // rows for another maxVal: fillRows resets them
	if r.limit != high {
		t.Errorf("limit tuned for rows not kept: %d, was %d", r.limit, high)
	}
}

// scanKernels are the scan, short and inner kernels in use; the
// zero value has none.
type scanKernels struct {
	s8  scanKernel[uint8]
	s16 scanKernel[uint16]
	h8  shortKernel[uint8]
	h16 shortKernel[uint16]
	i8  innerKernel8
	i16 innerKernel16
}

func scanKernelsInUse() scanKernels {
	return scanKernels{fastScan8, fastScan16, fastShort8, fastShort16, fastInner8, fastInner16}
}

func (k scanKernels) use() {
	fastScan8, fastScan16, fastShort8, fastShort16 = k.s8, k.s16, k.h8, k.h16
	fastInner8, fastInner16 = k.i8, k.i16
}

// scanSwitches returns functions that turn the scan kernels off and, if
// the machine has them, on; they are restored when the test ends.
func scanSwitches(t *testing.T) map[string]func() {
	on := scanKernelsInUse()
	t.Cleanup(on.use)
	switches := map[string]func(){"no scan": scanKernels{}.use}
	if on.s8 != nil && on.h8 != nil {
		switches["scan"] = on.use
	}
	return switches
}

// laneKernels returns the lane kernels to test, by name, and brings wide
// stamps and tables in early with a small window until the test ends,
// when it restores the window and fastLanes.
func laneKernels(t *testing.T) map[string]laneKernel {
	window, kernel := wideWindow, fastLanes
	t.Cleanup(func() { wideWindow, fastLanes = window, kernel })
	wideWindow = 1 << 12
	return kernelsByName[laneKernel](orLanes, fastLaneKernels)
}

// TestStampFarEqualSplit: a rare heap i beyond the window is not a split
// of heap 2i into equal heaps when splits must be unequal (Grundy's game),
// but is one of heap 2i+1.
func TestStampFarEqualSplit(t *testing.T) {
	const i = 100_000
	c := &core{splitMoves: splitMoves{split2: []int{0}, unequal: true}}
	c.wide.outer.addAt(splitAt{off: i, k: 0, val: 5}, 0)
	g := make([]uint8, 2*i+1)
	g[i], g[i+1] = 5, 7
	stamp := make([]uint64, 16)
	c.wide.start = 2 * i / wideLanes * wideLanes // the block of both heaps
	copyOuter(&c.wide, g[:c.wide.start])
	stampFar(c, stamp, 1, g[:2*i])
	if stamp[0] == 1 {
		t.Errorf("heap %d: the split into two heaps of %d was stamped", 2*i, i)
	}
	stampFar(c, stamp, 2, g)
	if stamp[5^7] != 2 {
		t.Errorf("heap %d: the split (%d, %d) was not stamped", 2*i+1, i, i+1)
	}
}
