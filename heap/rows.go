package heap

import "slices"

// The lane kernels' rows (lanes.go): for each coset of four common values
// under the rare mask, a bit per heap of the latest wideWindow and a block
// more, set when the heap's value is in the coset, and two planes of value
// bits that tell a coset's values apart. The main goroutine's wide stamps
// (wide.go) and block tables (block.go) share one set; the verifier's
// tables keep their own.

// laneRows holds the rows of the common values up to maxVal over the
// heaps [base, upTo), stride words each, by cosets of basis, and the two
// planes after them (lanes.go).
type laneRows struct {
	base, upTo int
	stride     int
	ws         []uint32 // row k is the coset of ws[k]; padded to fours with rows never set
	basis      laneBasis
	row        []int32 // row[v]: the row of v; -1 if none
	used       int     // rows from used on have no bit set
	tableRows  int     // the first rows, of tableShare% of the latest heaps, for tables
	limit      uint32  // the kernels give the values below it only
	tunedAt    int     // the heap at which limit and tableRows were last set (tuneRows)
	gen        int     // resets so far
	bits       []uint64
	mask       rareMask
	maxVal     uint32
	block      []uint64  // addRows' words of a block, wideLanes/64 a row
	masks      laneMasks // the kernels' scratch
}

// fillRows brings r up to heap len(g) for the common values under mask up
// to maxVal, afresh if those have changed. Rows already past len(g) are
// left as they are: g is always the same sequence, and the kernels read
// below len(g) only.
func fillRows[T value](r *laneRows, mask rareMask, maxVal uint32, g []T) {
	if !r.kept(mask, maxVal) {
		resetRows(r, mask, maxVal, g)
	}
	if len(g) > r.upTo {
		addRows(r, g)
	}
}

// kept reports whether fillRows keeps the rows for mask and maxVal.
func (r *laneRows) kept(mask rareMask, maxVal uint32) bool {
	return r.bits != nil && r.mask == mask && r.maxVal == maxVal
}

// resetRows empties the rows, for the cosets of the common values under
// mask up to maxVal in ascending order of their representatives, to be
// filled from heap len(g) − wideWindow − wideLanes on. In that order (a
// coset's values differ in their three low bits only: basisFor's values
// are below 8) the kernels' fours of rows mostly have values all above
// the limit or all below, and the tables' rows, the first ones, are those
// of the most frequent values, the small ones.
func resetRows[T value](r *laneRows, mask rareMask, maxVal uint32, g []T) {
	n0 := len(g)
	r.mask, r.maxVal = mask, maxVal
	r.gen++
	r.basis = basisFor(mask)
	r.ws = r.ws[:0]
	r.row = make([]int32, maxVal+1)
	for v := range r.row {
		r.row[v] = -1
	}
	for u := range uint32(xorBound(maxVal)) { // a representative may be above maxVal
		if r.basis.rep(u) != u {
			continue
		}
		k := int32(-1)
		for _, d := range r.basis.offsets() {
			if v := u ^ d; v <= maxVal && !mask.rare(v, 0, 0) {
				if k < 0 {
					k = int32(len(r.ws))
					r.ws = append(r.ws, u)
				}
				r.row[v] = k
			}
		}
	}
	for len(r.ws)%4 != 0 {
		r.ws = append(r.ws, 0) // no value has this row
	}
	tuneRows(r, g)
	r.stride = 2*wideWindow/64 + 9 + wideLanes/64
	r.bits = make([]uint64, (len(r.ws)+2)*r.stride) // and the planes
	r.base = max(0, n0-wideWindow-wideLanes) &^ 63
	r.upTo, r.used = r.base, 0
}

// tuneRows sets the limit and the table rows from the values of the
// latest wideWindow heaps.
func tuneRows[T value](r *laneRows, g []T) {
	n := len(g)
	all := make([]int, r.maxVal+1)
	for _, v := range g[max(0, n-wideWindow):] {
		if uint32(v) <= r.maxVal {
			all[v]++
		}
	}
	r.limit, r.tunedAt = quantile(all, limitShare), n
	inRow := make([]int, len(r.ws))
	total := 0
	for v, k := range r.row {
		if k >= 0 {
			inRow[k] += all[v]
			total += all[v]
		}
	}
	sum := 0
	r.tableRows = len(r.ws)
	for k, c := range inRow {
		if sum += c; 100*sum >= tableShare*total {
			r.tableRows = k + 1
			break
		}
	}
}

// retuneRows tunes r afresh (tuneRows) once every wideWindow heaps, if r is
// kept for mask and maxVal (else fillRows resets it). Values drift: on
// Grundy's game from 2^30 + 44M to + 62M a tenth of the heaps were past a
// limit set at 2^30, and each of those stamped its rare splits one by one
// (1.7× the time a value). The rows hold every common value whatever the
// limit; what the kernels built for a block with another limit is not to
// be used with this one.
func retuneRows[T value](r *laneRows, mask rareMask, maxVal uint32, g []T) {
	if r.kept(mask, maxVal) && len(g) >= r.tunedAt+wideWindow {
		tuneRows(r, g)
	}
}

// limitShare is the share of the latest heaps whose values are below the
// kernels' limit. Lane j of a block of heaps needs the values below its
// own only, so the kernels skip the splits and rows whose values XOR to
// the limit or more: at 99.9% a quarter of them on Grundy's game near
// 2^21 (values up to 231, 99.9% below 160). The few heaps whose value may
// be past it are stamped heap by heap. 99.5% did 3–5% better than 99.9% on
// Grundy's game (from 2^21 and 2^25) and 1–2% on Officers; 99% was worse
// on Officers.
var limitShare = 0.995

// quantile returns the least v such that the counts below v make up at
// least share of all.
func quantile(count []int, share float64) uint32 {
	total := 0
	for _, c := range count {
		total += c
	}
	sum := 0
	for v, c := range count {
		if float64(sum) >= share*float64(total) {
			return uint32(v)
		}
		sum += c
	}
	return uint32(len(count))
}

// tableShare is the percentage of the latest heaps whose values have rows
// in the block tables: the rest, the largest values and the rarest, add
// little to a table (which may miss values) and cost as much as the others.
const tableShare = 98

// orRuns ORs into acc, with the lane kernel, the runs of the block of
// heaps from n0 that the splits s give: for the first tableRows rows only
// if table, and for the values below limit only (the others may be
// missing).
func (r *laneRows) orRuns(acc []uint64, table bool, s kernelSplits, n0 int, limit uint32) {
	ws := r.set(table)
	checkLanes(acc, r.bits, r.planes(), r.stride, ws, s, r.at(n0), r.basis)
	r.masks.made = false
	fastLanes(acc, r.bits, r.planes(), r.stride, ws, s.groups, s.starts, r.at(n0), limit, r.basis, &r.masks)
}

// planes returns the two planes: bit m−base of plane i set when G(m) has
// the basis' pivot bit i.
func (r *laneRows) planes() []uint64 { return r.bits[len(r.ws)*r.stride:][:2*r.stride] }

// at is the bit of the rows of heap n0, the kernels' at for its block.
func (r *laneRows) at(n0 int) int { return n0 - r.base }

// set returns the first k rows, k being at least the rows with bits set
// (so all the others are empty) and at most table rows if table, rounded
// up to fours for the kernels.
func (r *laneRows) set(table bool) []uint32 {
	k := r.used
	if table {
		k = min(k, r.tableRows)
	}
	return r.ws[:(k+3)/4*4]
}

// addRows brings the rows up to heap len(g), moving them along when full.
func addRows[T value](r *laneRows, g []T) {
	to := len(g)
	if to-r.base > (r.stride-9)*64 {
		base := max(r.base, (to-wideWindow-wideLanes)&^63)
		d, used := (base-r.base)/64, (r.upTo-r.base+63)/64
		for k := range len(r.ws) + 2 { // and the planes
			row := r.bits[k*r.stride : (k+1)*r.stride]
			if d < used {
				copy(row, row[d:used])
				clear(row[used-d:])
			} else {
				clear(row)
			}
		}
		r.base = base
	}
	m := max(r.upTo, r.base)
	for ; m < to && (m-r.base)%64 != 0; m++ {
		r.add(m, uint32(g[m]))
	}
	// Whole words a block at a time, the bits set in a block's words of
	// every row (in the first-level cache) and then copied: set one by one
	// in the rows, 16 KB apart and 2 MB in all, they took 1.4% of a
	// profile, on each goroutine that has rows.
	const words = wideLanes / 64
	p0, p1, p := r.basis.pivots[0], r.basis.pivots[1], len(r.ws)
	for to-m >= 64 {
		n := min(to-m, wideLanes) &^ 63
		r.block = slices.Grow(r.block[:0], (p+2)*words)[:(p+2)*words]
		clear(r.block)
		top := -1
		planes := r.block[p*words:]
		for w := range n / 64 {
			// The planes' words in registers: ORed into memory value by
			// value, each waited on the store before (4% of a profile
			// from 2^28, on both goroutines).
			var w0, w1 uint64
			for j, v := range g[m+w*64 : m+w*64+64] {
				if k := r.rowOf(uint32(v)); k >= 0 {
					r.block[k*words+w] |= 1 << j
					top = max(top, k)
				}
				// No branch: a coin toss.
				w0 |= uint64(uint32(v)>>p0&1) << j
				w1 |= uint64(uint32(v)>>p1&1) << j
			}
			planes[w], planes[words+w] = w0, w1
		}
		i := (m - r.base) / 64
		for k := range top + 1 {
			copy(r.bits[k*r.stride+i:][:n/64], r.block[k*words:])
		}
		copy(r.bits[p*r.stride+i:][:n/64], planes)
		copy(r.bits[(p+1)*r.stride+i:][:n/64], planes[words:])
		r.used = max(r.used, top+1)
		m += n
	}
	for ; m < to; m++ {
		r.add(m, uint32(g[m]))
	}
	r.upTo = to
}

// rowOf returns the row of value v, or −1 if it has none.
func (r *laneRows) rowOf(v uint32) int {
	if v < uint32(len(r.row)) {
		return int(r.row[v])
	}
	return -1
}

// add sets heap m's bit in the row of its value v, if it has one, and in
// the planes of the pivot bits v has.
func (r *laneRows) add(m int, v uint32) {
	i := m - r.base
	if k := r.rowOf(v); k >= 0 {
		r.bits[k*r.stride+i/64] |= 1 << (i % 64)
		r.used = max(r.used, k+1)
	}
	for j, p := range r.basis.pivots {
		r.bits[(len(r.ws)+j)*r.stride+i/64] |= uint64(v>>p&1) << (i % 64)
	}
}
