package heap

import (
	"math/bits"
	"slices"
)

// Kernels of the wide stamps (wide.go). Rows hold one bit per heap, by
// cosets: with a laneBasis h, bit m−base of row k is set when G(m) is one
// of ws[k], ws[k]^h[0], ws[k]^h[1], ws[k]^h[0]^h[1], and the two planes
// after the rows tell which: bit m−base of plane i is set when G(m) has
// h's pivot bit i (ws[k] has neither). A block of wideLanes heaps is eight
// words, bit j of word i being heap start + 64i + j.
//
// Why cosets: a start then costs a run of each plane and one of each row,
// and each row's run is split four ways by masks made of the planes'
// runs: six runs for sixteen values (four rows abreast), where a row per
// value took sixteen and a row per pair (one plane) ten. Runs are most of
// the kernel's time (loads that mostly span two cache lines, a funnel
// shift); the masks' ANDs cost less. The fast kernel makes a start's
// masks once for all its rows (laneMasks). `go test ./heap -bench Lanes`
// on AMD Zen 4: 0.81–0.93 ns a value and start with a row a value, 0.58
// with pairs, 0.47–0.48 with cosets, 0.42–0.43 with masks made once.

// Block shape: heaps per block, and how far back the rows reach.
const wideLanes = 512

var wideWindow = 1 << 16

// A laneBasis is two values that keep a value's class under the rare mask
// (each has an even number of the mask's bits), so that a coset of the
// common values they span holds common values only; pivots[i] is a bit
// of h[i] that the other lacks.
type laneBasis struct {
	h      [2]uint32
	pivots [2]uint8
}

// basisFor returns the least basis for mask: the two least independent
// values that keep the class, made to have a pivot each. Both are below 8:
// the values below 8 that keep the class are at least four.
func basisFor(mask rareMask) laneBasis {
	var b laneBasis
	for c, k := uint32(1), 0; k < 2; c++ {
		if bits.OnesCount32(c&mask.bits)%2 != 0 {
			continue
		}
		x := c
		for i := range k {
			if x>>b.pivots[i]&1 != 0 {
				x ^= b.h[i]
			}
		}
		if x == 0 {
			continue
		}
		p := uint8(bits.TrailingZeros32(x))
		for i := range k {
			if b.h[i]>>p&1 != 0 {
				b.h[i] ^= x
			}
		}
		b.h[k], b.pivots[k] = x, p
		k++
	}
	return b
}

// rep returns v's coset representative, its pivot bits cleared.
func (b laneBasis) rep(v uint32) uint32 {
	return v ^ (v>>b.pivots[0]&1)*b.h[0] ^ (v>>b.pivots[1]&1)*b.h[1]
}

// offsets returns the values XORed into a coset's representative for the
// four values, indexed as the planes tell them: bit i of the index set
// when the value has pivot bit i.
func (b laneBasis) offsets() [4]uint32 {
	return [4]uint32{0, b.h[0], b.h[1], b.h[0] ^ b.h[1]}
}

// cosetTable gives, in byte v of its value for each v below 8, the index
// d of v's offset in its coset (as offsets orders them) and, from bit 2
// on, that offset: v ^ offsets()[d] is v's representative. For a basis
// below 8 it holds for every value by its three low bits.
func (b laneBasis) cosetTable() uint64 {
	var t uint64
	offs := b.offsets()
	for v := range uint32(8) {
		d := v>>b.pivots[0]&1 | (v>>b.pivots[1]&1)<<1
		t |= uint64(d|offs[d]<<2) << (8 * v)
	}
	return t
}

// laneKernel ORs into acc[v*8:][:8], for each row k, group g and each
// value v = g.val^ws[k]^d (d one of h.offsets()) below limit, the OR over
// g's starts s of the wideLanes bits from bit at+s on of row k ANDed with
// the planes' runs (or their complements) that pick the lanes whose
// partner's value is ws[k]^d. It may do so for values at the limit or past
// it too (the fast one skips a group for four rows only when no value is
// below limit). Row k is rows[k*stride:][:stride], plane i
// planes[i*stride:][:stride]; group i's starts are
// starts[groups[i-1].end:groups[i].end]. Rows are taken four at a time,
// each through every group, so that they stay in the first-level cache.
// The assembly kernels read and write without bounds checks: callers
// check the sizes (checkLanes).
type laneKernel func(acc, rows, planes []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit uint32, h laneBasis, m *laneMasks)

// laneMasks is a kernel's scratch, one per goroutine: the lanes each
// start's planes pick out, made by the first of the calls for a block's
// fours of rows and read by the others (made), rather than made afresh
// for each four. A caller sets made to false when the block or the
// starts change. The portable kernel does not use it; nil is a scratch
// for one call.
type laneMasks struct {
	words []uint64
	runs  []laneGroup // the AVX2 kernel's runs of groups of one coset
	d     []uint8     // and its starts' offset indices
	made  bool
}

// A laneGroup is a run of starts whose splits XOR the same value.
type laneGroup struct {
	val uint32
	end int32 // the run ends before starts[end]
}

// A laneStart is where a split's run starts, relative to the block's bit
// at of the rows: −k−i for the split at heap i by k tokens, the same for
// every block, so that the starts are made once for all blocks. at is a
// multiple of 64, and so the kernels take the shift within a word from
// the start's six low bits (VPSHRDVQ reads those only).
type laneStart int64

// orLanes is the portable laneKernel.
func orLanes(acc, rows, planes []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit uint32, h laneBasis, _ *laneMasks) {
	p0, p1 := planes[:stride], planes[stride:2*stride]
	span, offs := h.h[0]|h.h[1], h.offsets()
	for k, w := range ws {
		row := rows[k*stride : (k+1)*stride]
		from := int32(0)
		for _, g := range groups {
			x := g.val ^ w
			if x&^span >= limit { // at most the least value of the coset
				from = g.end
				continue
			}
			var t [4][8]uint64
			for _, st := range starts[from:g.end] {
				s := at + int(st)
				sh := uint(s & 63)
				src, a, b := row[s>>6:][:9], p0[s>>6:][:9], p1[s>>6:][:9]
				for i := range 8 {
					// A shift by 64 gives 0, which is right for sh = 0.
					r := src[i]>>sh | src[i+1]<<(64-sh)
					pa, pb := a[i]>>sh|a[i+1]<<(64-sh), b[i]>>sh|b[i+1]<<(64-sh)
					t[0][i] |= r &^ pa &^ pb
					t[1][i] |= r & pa &^ pb
					t[2][i] |= r &^ pa & pb
					t[3][i] |= r & pa & pb
				}
			}
			from = g.end
			for c, d := range offs {
				orBelow(acc, x^d, limit, &t[c])
			}
		}
	}
}

// orBelow ORs t into acc's words of value v if v is below limit.
func orBelow(acc []uint64, v, limit uint32, t *[8]uint64) {
	if v >= limit {
		return
	}
	dst := acc[v*8:][:8]
	for i := range t {
		dst[i] |= t[i]
	}
}

// kernelSplits are a kernel's groups and starts, with the least and the
// greatest start, so that checking them costs nothing per start.
type kernelSplits struct {
	groups []laneGroup
	starts []laneStart // −(k+i) of the splits, in group order
	lo, hi laneStart
}

// splitsOf returns groups and starts as kernelSplits.
func splitsOf(groups []laneGroup, starts []laneStart) kernelSplits {
	s := kernelSplits{groups: groups, starts: starts}
	if len(starts) > 0 {
		s.lo, s.hi = slices.Min(starts), slices.Max(starts)
	}
	return s
}

// checkLanes panics unless a kernel may run on these arguments: the
// assembly ones also want the rows in fours.
func checkLanes(acc, rows, planes []uint64, stride int, ws []uint32, s kernelSplits, at int, h laneBasis) {
	if len(ws)%4 != 0 || len(rows) < len(ws)*stride {
		panic("heap: lane rows not in fours")
	}
	if len(planes) < 2*stride {
		panic("heap: lane planes short")
	}
	if at%64 != 0 {
		panic("heap: lane block not at a word")
	}
	// r^w^d ≤ r|w|d ≤ the OR of all the values.
	var all uint32
	from := int32(0)
	for _, g := range s.groups {
		if g.end < from || int(g.end) > len(s.starts) {
			panic("heap: lane groups out of order")
		}
		from = g.end
		all |= g.val
	}
	for _, w := range ws {
		all |= w
	}
	all |= h.h[0] | h.h[1]
	if int(all)*8+8 > len(acc) {
		panic("heap: lane value outside the table")
	}
	if len(s.starts) > 0 && (at+int(s.lo) < 0 || (at+int(s.hi))>>6+9 > stride) {
		panic("heap: lane start outside its row")
	}
}

// fastLanes is the fastest laneKernel of this machine; nil if it has none
// that beats stamping heap by heap.
var fastLanes laneKernel

// fastLaneKernels are this machine's fast kernels (kernels.go).
var fastLaneKernels []named[laneKernel]
