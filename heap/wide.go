package heap

import (
	"math/bits"
	"slices"
	"unsafe"
)

// Wide stamps. Past the last rare heap, stamping a heap's rare ⊕ common
// splits costs one scattered store per rare heap (~1,300 on Grundy's
// game). But heaps n0+j of a block split at rare heap i have the
// consecutive partners n0+j−k−i: the heaps of the block that such a split
// gives r ^ w (r = G(i)) are the positions with value w in a run of
// wideLanes heaps from n0−k−i on. So, keeping one row of bits per common
// value w (bit m set when G(m) = w), one vector OR of a shifted run of a
// row stamps wideLanes heaps at once (lanes.go): ~1,200 rare heaps times
// ~120 common values per 512 heaps, against 1,200 stores per heap. The
// rows are kept by cosets of four values, with two planes of value bits
// to split a coset's run four ways: six runs for sixteen values.
//
// The rare heaps i with k+i < wideLanes have partners in the block: from
// shortFrom on they are done 64 heaps at a time (short.go), below it heap
// by heap. Those with k+i > wideWindow (past the rows) are stamped heap by
// heap too, as are all of them until the rows reach past the last rare
// heap: a rare partner's value is not in the rows, which hold common
// values only.

// wideFrom is the least heap at which wide stamps are used.
const wideFrom = 1 << 16

// wideBlock is the main goroutine's block of wide stamps.
type wideBlock struct {
	start, end int      // the block's heaps; end is 0 if there is none
	acc        []uint64 // acc[v*8+j/64] bit j%64: a kernel split of heap start+j gives v
	list       []uint32 // the common values, c.commonList[0] when built
	mask       rareMask // the state it was built in
	limit      uint32   // acc holds the values below it only
	nRare      int
	builds     int // blocks built, for tests
	past       int // and heaps stamped one by one for a value past the limit
	helped     int // blocks whose far part the verifier helped build

	rows      laneRows
	grouped   int          // len(c.rare) when the groups were made
	gmask     rareMask     // and the mask
	gen       int          // groups made so far
	mid       kernelSplits // the kernel's splits with k+i < farFrom
	far       kernelSplits // and the others (ahead.go)
	ahead     *farTask     // the far part of the next block, offered to the verifier
	spare     []uint64     // a far part's table back from the verifier, to reuse
	inner     []splitAt    // the rare splits with k+i < shortFrom
	innerK    innerSplits  // and in the permute kernels' form (inner.go)
	innerOn   bool         // whether the kernels check them, else they are stamped
	short     shortSplits  // those with shortFrom ≤ k+i < wideLanes (short.go)
	outer     []splitAt    // and those with k+i > wideWindow, stamped heap by heap
	outerPart any          // []T: the outer splits' partners of the block's heaps, wideLanes a split
	given     []uint32     // the rare-class values outer splits and marks give the heap

	// cand[j] is lane j's candidate, an index in list: the least common
	// value acc lacks and, with a short kernel, for the lanes of the 64
	// from heap sub on, that the short splits do not give either.
	shortOn bool
	cand    []int32
	sub     int
}

// A splitAt is a split done heap by heap rather than by the kernel: heap
// n, less k, splits into heap i = off−k, whose value is val, and n−off.
type splitAt struct {
	off, k int
	val    uint32
}

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
	gen        int     // resets so far
	bits       []uint64
	mask       rareMask
	maxVal     uint32
	block      []uint64 // addRows' words of a block, wideLanes/64 a row
}

// useWide reports whether heap n's rare splits are stamped a block at a
// time. Blocks start at multiples of wideLanes, as block tables do, so
// that both read the rows up to the same heap.
func (c *core) useWide(n int) bool {
	n0 := n / wideLanes * wideLanes
	return fastLanes != nil && c.mask.bits != 0 && !c.mask.pos && lanesHold(c.maxVal) && n0 >= wideFrom &&
		n0-c.maxSplit-wideWindow > c.lastRare
}

// lanesHold reports whether the kernels' stamps, xorBound(maxVal) values,
// hold every coset of the rows: the basis is below 8.
func lanesHold(maxVal uint32) bool { return maxVal >= 4 }

// wideLane returns heap n's lane in its block, building the block first
// if it is not the current one or the rare heaps or classes have changed.
func wideLane[T value](c *core, g []T) int {
	b := &c.wide
	n := len(g)
	list := c.commonList[0]
	if b.end == 0 || n < b.start || n >= b.end || b.mask != c.mask || b.nRare != len(c.rare) ||
		len(b.list) != len(list) || unsafe.SliceData(b.list) != unsafe.SliceData(list) {
		buildWide(c, g[:n/wideLanes*wideLanes])
	}
	return n - b.start
}

// buildWide builds the block of heaps from len(g) on.
func buildWide[T value](c *core, g []T) {
	b := &c.wide
	n0 := len(g)
	r := &b.rows
	if b.grouped != len(c.rare) || b.gmask != c.mask || b.gen == 0 {
		b.group(c)
	}
	stampBlock(c, g)
	copyOuter(b, g)

	// Each lane's least common value missing from acc, all lanes at once.
	list := c.commonList[0]
	b.cand = slices.Grow(b.cand[:0], wideLanes)[:wideLanes]
	var open [wideLanes / 64]uint64
	for i := range open {
		open[i] = ^uint64(0)
	}
	left := wideLanes
	for q, v := range list {
		if left == 0 || v >= r.limit {
			// Lanes still open are at q: wideLimit will see v ≥ limit.
			for i, w := range open {
				for ; w != 0; w &= w - 1 {
					b.cand[i*64+bits.TrailingZeros64(w)] = int32(q)
				}
				open[i] = 0
			}
			break
		}
		for i, w := range open {
			miss := w &^ b.acc[int(v)*8+i]
			open[i] = w &^ miss
			for ; miss != 0; miss &= miss - 1 {
				b.cand[i*64+bits.TrailingZeros64(miss)] = int32(q)
				left--
			}
		}
	}
	for i, w := range open {
		for ; w != 0; w &= w - 1 {
			b.cand[i*64+bits.TrailingZeros64(w)] = int32(len(list))
		}
	}
	b.start, b.end, b.list, b.mask, b.nRare, b.limit = n0, n0+wideLanes, list, c.mask, len(c.rare), r.limit
	b.shortOn, b.sub = len(b.short.splits) > 0 && shortKernelFor[T]() != nil, -1
	b.innerOn = fastInner && b.innerK.mask != 0 && unsafe.Sizeof(T(0)) <= 2
	b.builds++
}

// group sorts the rare splits into those the kernel does, by value, mid
// and far, and the rest. The far ones are new slices: a verifier may read
// the old.
func (b *wideBlock) group(c *core) {
	mid, far := make([][]int, len(c.stamp)), make([][]int, len(c.stamp))
	b.inner, b.outer = b.inner[:0], b.outer[:0]
	b.short.reset()
	for _, k := range c.split2 {
		for j, i := range c.rare {
			off, v := k+i, c.rareVal[j]
			switch {
			case off < shortFrom:
				b.inner = append(b.inner, splitAt{off, k, v})
			case off < wideLanes:
				b.short.add(splitAt{off, k, v})
			case off > wideWindow:
				b.outer = append(b.outer, splitAt{off, k, v})
			case off < farFrom:
				mid[v] = append(mid[v], off)
			default:
				far[v] = append(far[v], off)
			}
		}
	}
	b.innerK.set(b.inner)
	b.mid = groupStarts(b.mid.groups[:0], b.mid.starts[:0], mid)
	b.far = groupStarts(nil, nil, far)
	b.grouped, b.gmask = len(c.rare), c.mask
	b.gen++
}

// groupStarts appends to groups and starts the splits at offsets byVal[v]
// of each value v, as the kernel wants them; groups is not nil after.
func groupStarts(groups []laneGroup, starts []laneStart, byVal [][]int) kernelSplits {
	for v, offs := range byVal {
		for _, off := range offs {
			starts = append(starts, laneStart(-off))
		}
		if len(offs) > 0 {
			groups = append(groups, laneGroup{uint32(v), int32(len(starts))})
		}
	}
	if groups == nil {
		groups = []laneGroup{}
	}
	return splitsOf(groups, starts)
}

// copyOuter copies the partners of the outer splits for the block from
// heap len(g) on, one run of wideLanes a split. Read heap by heap, they
// were one stream through memory far back a split (14 streams on Grundy's
// game at 2^28), and those reads were 43% of stampFar's time there;
// copied, each run is read at once.
func copyOuter[T value](b *wideBlock, g []T) {
	n0 := len(g)
	part, _ := b.outerPart.([]T)
	part = slices.Grow(part[:0], len(b.outer)*wideLanes)[:len(b.outer)*wideLanes]
	for i, s := range b.outer {
		// Heap n0+j splits into n0+j−s.off, which is below n0 (s.off > wideLanes)
		// and at least 0 from lane s.off−n0 on; stampFar skips the lanes before.
		from := n0 - s.off
		skip := max(0, -from)
		if skip < wideLanes {
			copy(part[i*wideLanes+skip:(i+1)*wideLanes], g[from+skip:from+wideLanes])
		}
	}
	b.outerPart = part
}

// stampFar stamps heap n's rare splits that the block leaves out.
func stampFar[T value](c *core, stamp []uint64, cur uint64, g []T) {
	b := &c.wide
	n := len(g)
	// The inner splits are of heaps n ≥ wideFrom: every one is a split,
	// into unequal heaps.
	part := g[n-wideLanes : n]
	if !b.innerOn {
		stampNear(stamp, cur, part, b.inner)
	}
	if !b.shortOn {
		stampNear(stamp, cur, part, b.short.splits)
	}
	// Whether a value is rare is a coin toss to the branch predictor: the
	// values are kept whatever they are, and counted only if rare.
	outer, j := b.outerPart.([]T), n-b.start
	given := slices.Grow(b.given[:0], len(b.outer))[:len(b.outer)]
	k := 0
	for i, s := range b.outer {
		if s.off >= n || c.unequal && s.k == 0 && 2*s.off == n {
			continue // not a split of heap n, or into equal heaps
		}
		v := s.val ^ uint32(outer[i*wideLanes+j])
		stamp[v] = cur
		given[k] = v
		k += c.mask.rareBit(v)
	}
	b.given = given[:k]
}

// stampNear stamps the values of the splits whose partners are among
// part, the latest wideLanes heaps.
func stampNear[T value](stamp []uint64, cur uint64, part []T, splits []splitAt) {
	for _, s := range splits {
		stamp[s.val^uint32(part[wideLanes-s.off])] = cur
	}
}

// splitsGive reports whether one of splits gives v to heap len(g), one by
// one: the short splits past a lane's candidate, and the reference for
// the inner splits' permute kernels.
func splitsGive[T value](splits []splitAt, g []T, v uint32) bool {
	n := len(g)
	for _, sp := range splits {
		if sp.val^uint32(g[n-sp.off]) == v {
			return true
		}
	}
	return false
}

// wideLimit returns the least common value that neither the block's lane
// nor the stamps nor the short and inner splits give to heap len(g); ok
// is false if that may be past the block's limit, where the lane is not
// to be trusted. Its candidate is the first value to try: no short split
// gives that one.
func wideLimit[T value](b *wideBlock, g []T, lane int, stamp []uint64, cur uint64) (_ uint32, ok bool) {
	word, bit := lane>>6, uint(lane&63)
	q0 := int(b.cand[lane])
	for q := q0; q < len(b.list); q++ {
		v := b.list[q]
		if v >= b.limit {
			return 0, false
		}
		if b.acc[int(v)*8+word]>>bit&1 == 0 && stamp[v] != cur && (q == q0 || !b.shortOn || !splitsGive(b.short.splits, g, v)) &&
			!(b.innerOn && innerGives(&b.innerK, g, v)) {
			return v, true
		}
	}
	return uint32(len(stamp)), true
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

// kept reports whether fillRows keeps the rows (and their limit) for mask
// and maxVal.
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
	count := make([]int, maxVal+1)
	all := make([]int, maxVal+1)
	total := 0
	for _, v := range g[max(0, n0-wideWindow):] {
		if uint32(v) <= maxVal {
			all[v]++
			if !mask.rare(uint32(v), 0, 0) {
				count[v]++
				total++
			}
		}
	}
	r.limit = quantile(all, limitShare)
	r.mask, r.maxVal = mask, maxVal
	r.gen++
	r.basis = basisFor(mask)
	r.ws = r.ws[:0]
	r.row = make([]int32, maxVal+1)
	for v := range r.row {
		r.row[v] = -1
	}
	r.tableRows = -1
	sum := 0
	for u := range uint32(xorBound(maxVal)) { // a representative may be above maxVal
		if x, _ := r.basis.rep(u); x != u {
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
				sum += count[v]
			}
		}
		if k >= 0 && 100*sum >= tableShare*total && r.tableRows < 0 {
			r.tableRows = len(r.ws)
		}
	}
	if r.tableRows < 0 {
		r.tableRows = len(r.ws)
	}
	for len(r.ws)%4 != 0 {
		r.ws = append(r.ws, 0) // no value has this row
	}
	r.stride = 2*wideWindow/64 + 9 + wideLanes/64
	r.bits = make([]uint64, (len(r.ws)+2)*r.stride) // and the planes
	r.base = max(0, n0-wideWindow-wideLanes) &^ 63
	r.upTo, r.used = r.base, 0
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
	fastLanes(acc, r.bits, r.planes(), r.stride, ws, s.groups, s.starts, r.at(n0), limit, r.basis)
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
		for j, v := range g[m : m+n] {
			if k := r.rowOf(uint32(v)); k >= 0 {
				r.block[k*words+j/64] |= 1 << (j % 64)
				top = max(top, k)
			}
			// No branch: a coin toss.
			planes[j/64] |= uint64(uint32(v)>>p0&1) << (j % 64)
			planes[words+j/64] |= uint64(uint32(v)>>p1&1) << (j % 64)
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
