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
// by heap. Those with k+i > wideWindow (past the rows, the outer splits)
// are done by the same short kernels once all their partners are past
// the last rare heap, so that they give common values only (on Grundy's
// game from about 2·48,399,022 on: 6% of a profile at 2^28 heap by heap),
// and stamped heap by heap before, as are all of them until the rows
// reach past the last rare heap: a rare partner's value is not in the
// rows, which hold common values only.

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
	masks     laneMasks    // the scratch the main goroutine builds the far part with
	inner     []splitAt    // the rare splits with k+i < shortFrom
	innerK    innerSplits  // and in the permute kernels' form (inner.go)
	innerOn   bool         // whether the kernels check them, else they are stamped
	short     shortSplits  // those with shortFrom ≤ k+i < wideLanes (short.go)
	outer     shortSplits  // and those with k+i > wideWindow, split i's partners at outerPart[i*wideLanes:]
	outerMax  int          // their largest offset
	outerPart any          // []T: the outer splits' partners of the block's heaps, wideLanes a split
	given     []uint32     // the rare-class values outer splits and marks give the heap

	// outerOn: the short kernels check the outer splits too, else they
	// are stamped heap by heap. Only when all their partners are past the
	// last rare heap: then they give common values only, which no heap
	// needs confirmed.
	outerOn     bool
	outerBlocks int // blocks built with outerOn, for tests

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
	b.outerOn = len(b.outer.splits) > 0 && shortKernelFor[T]() != nil && n0-b.outerMax > c.lastRare
	if b.outerOn {
		b.outerBlocks++
	}
	b.innerOn = fastInner8 != nil && b.innerK.mask != 0 && unsafe.Sizeof(T(0)) <= 2
	b.builds++
}

// group sorts the rare splits into those the kernel does, by value, mid
// and far, and the rest. The far ones are new slices: a verifier may read
// the old.
func (b *wideBlock) group(c *core) {
	mid, far := make([][]int, len(c.stamp)), make([][]int, len(c.stamp))
	b.inner, b.outerMax = b.inner[:0], 0
	b.short.reset()
	b.outer.reset()
	for _, k := range c.split2 {
		for j, i := range c.rare {
			off, v := k+i, c.rareVal[j]
			switch {
			case off < shortFrom:
				b.inner = append(b.inner, splitAt{off, k, v})
			case off < wideLanes:
				b.short.add(splitAt{off, k, v})
			case off > wideWindow:
				b.outer.addAt(splitAt{off, k, v}, int32(len(b.outer.splits)*wideLanes))
				b.outerMax = max(b.outerMax, off)
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
	outer := b.outer.splits
	part = slices.Grow(part[:0], len(outer)*wideLanes)[:len(outer)*wideLanes]
	for i, s := range outer {
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
	if b.outerOn {
		b.given = b.given[:0]
		return
	}
	// Whether a value is rare is a coin toss to the branch predictor: the
	// values are kept whatever they are, and counted only if rare.
	outer, j := b.outerPart.([]T), n-b.start
	given := slices.Grow(b.given[:0], len(b.outer.splits))[:len(b.outer.splits)]
	k := 0
	for i, s := range b.outer.splits {
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
// nor the stamps nor the short, outer and inner splits give to heap
// len(g); ok is false if that may be past the block's limit, where the
// lane is not to be trusted. Its candidate is the first value to try: no
// split the short kernels check gives that one.
func wideLimit[T value](b *wideBlock, g []T, lane int, stamp []uint64, cur uint64) (_ uint32, ok bool) {
	word, bit := lane>>6, uint(lane&63)
	q0 := int(b.cand[lane])
	for q := q0; q < len(b.list); q++ {
		v := b.list[q]
		if v >= b.limit {
			return 0, false
		}
		if b.acc[int(v)*8+word]>>bit&1 == 0 && stamp[v] != cur && (q == q0 || !kernelsGive(b, g, v)) &&
			!(b.innerOn && innerGives(&b.innerK, g, v)) {
			return v, true
		}
	}
	return uint32(len(stamp)), true
}

// kernelsGive reports whether a split the short kernels check, short or
// outer, gives v to heap len(g).
func kernelsGive[T value](b *wideBlock, g []T, v uint32) bool {
	return b.shortOn && splitsGive(b.short.splits, g, v) || b.outerOn && splitsGive(b.outer.splits, g, v)
}
