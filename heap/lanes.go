package heap

import "slices"

// Kernels of the wide stamps (wide.go). A row holds one bit per heap: bit
// m−base of row k is set when G(m) is ws[k] or ws[k]^bit, the values of a
// pair (ws[k] has bit clear), and bit m−base of the parity row par when
// G(m) has bit set. A block of wideLanes heaps is eight words, bit j of
// word i being heap start + 64i + j.
//
// Rows of pairs: bit is one the rare mask leaves out where it can (then
// both values of a pair are common, or both rare), so there are about half
// as many rows as common values. A run of a row and one of the parity row,
// ANDed and ANDed-not, give both values' stamps; with the parity run
// shared by four rows, a start costs five runs for eight values instead of
// eight runs (`go test ./heap -bench Lanes`: 0.62–0.66 ns a value and
// start against 0.81–0.93 with a row per value, on AMD Zen 4).

// Block shape: heaps per block, and how far back the rows reach.
const wideLanes = 512

var wideWindow = 1 << 16

// laneKernel ORs into acc[v*8:][:8], for each row k and group g and each
// value v of the pair g.val^ws[k], g.val^ws[k]^bit that is below limit,
// the OR over g's starts s of the wideLanes bits from bit at+s on of row k
// AND the parity row (v with bit set) or AND-NOT it (v with bit clear).
// It may do so for values at the limit or past it too (the fast one skips
// a group for four rows only when no value is below limit). Row k is
// rows[k*stride:][:stride]; group i's starts are
// starts[groups[i-1].end:groups[i].end]. Rows are taken four at a time,
// each through every group, so that they stay in the first-level cache.
// The assembly kernels read and write without bounds checks: callers
// check the sizes (checkLanes).
type laneKernel func(acc, rows, par []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, bit uint32)

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
func orLanes(acc, rows, par []uint64, stride int, ws []uint32, groups []laneGroup, starts []laneStart, at int, limit, bit uint32) {
	for k, w := range ws {
		row := rows[k*stride : (k+1)*stride]
		from := int32(0)
		for _, g := range groups {
			off, on := g.val^w, g.val^w^bit // the values of lanes whose parity bit is off, on
			if min(off, on) >= limit {
				from = g.end
				continue
			}
			var toff, ton [8]uint64
			for _, st := range starts[from:g.end] {
				s := at + int(st)
				src, p := row[s>>6:][:9], par[s>>6:][:9]
				sh := uint(s & 63)
				for i := range toff {
					// A shift by 64 gives 0, which is right for sh = 0.
					r, set := src[i]>>sh|src[i+1]<<(64-sh), p[i]>>sh|p[i+1]<<(64-sh)
					toff[i] |= r &^ set
					ton[i] |= r & set
				}
			}
			from = g.end
			orBelow(acc, off, limit, &toff)
			orBelow(acc, on, limit, &ton)
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
func checkLanes(acc, rows, par []uint64, stride int, ws []uint32, s kernelSplits, at int, bit uint32) {
	if len(ws)%4 != 0 || len(rows) < len(ws)*stride {
		panic("heap: lane rows not in fours")
	}
	if len(par) < stride {
		panic("heap: lane parity row short")
	}
	if at%64 != 0 {
		panic("heap: lane block not at a word")
	}
	// r^w ≤ r|w ≤ the OR of all the values.
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
	all |= bit
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
