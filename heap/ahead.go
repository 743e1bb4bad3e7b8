package heap

import (
	"runtime"
	"slices"
	"sync/atomic"
)

// Stamps ahead. With two workers the main goroutine computes every heap in
// turn and hands the confirming of whole blocks to the verifier; building
// a block's wide stamps was then the largest part (two fifths) of the
// main goroutine's work, and the verifier was idle about half the time.
// The splits at offsets from farFrom on have partners below the block
// before, so that part of a block's stamps can be built while the main
// goroutine computes the block before, from the same rows (written to
// only when a block starts; a reset makes new ones and drops the part). The
// verifier helps: both take the rows four at a time, each into its own
// table, whenever the verifier is free and, for what is left, when the
// block starts. The main goroutine adds the splits below farFrom then.

// farFrom is the least offset of a far split.
const farFrom = 2 * wideLanes

// A farTask is the far part of the stamps of the block from heap n0, to
// be built as the fields up to limit say, from rows in the state the
// fields from gen to maxVal describe.
type farTask struct {
	n0     int
	bits   []uint64 // the rows, as laneRows has them
	planes []uint64 // and the planes
	stride int
	basis  laneBasis
	ws     []uint32
	far    kernelSplits
	at     int // the bit of the rows of heap n0
	limit  uint32
	gen    int // the block's groups
	rows   int // and rows
	mask   rareMask
	maxVal uint32

	next   atomic.Int32 // fours of rows taken
	done   atomic.Int32 // and built
	helped atomic.Bool  // whether the verifier built any, into acc
	acc    []uint64     // the verifier's table, cleared before its first
}

// quads returns the number of fours of rows.
func (t *farTask) quads() int32 { return int32(len(t.ws) / 4) }

// build takes fours of rows until none is left, ORing their stamps into
// acc, and calls first (if not nil) before the first it takes; m is the
// goroutine's scratch.
func (t *farTask) build(acc []uint64, m *laneMasks, first func()) {
	m.made = false
	for {
		q := t.next.Add(1) - 1
		if q >= t.quads() {
			return
		}
		if first != nil {
			first()
			first = nil
		}
		k := int(q) * 4
		fastLanes(acc, t.bits[k*t.stride:(k+4)*t.stride], t.planes, t.stride, t.ws[k:k+4], t.far.groups, t.far.starts, t.at, t.limit, t.basis, m)
		t.done.Add(1)
	}
}

// finish builds what is left of t into acc (nothing if acc is nil), with
// the scratch m, waits for the verifier to be done with t, and ORs in
// what it built; it reports whether it built any.
func (t *farTask) finish(acc []uint64, m *laneMasks) (helped bool) {
	taken := t.quads() // fours taken by someone, to be built
	if acc != nil {
		t.build(acc, m, nil)
	} else {
		taken = min(t.next.Swap(taken), taken) // none left for the verifier
	}
	for t.done.Load() < taken {
		runtime.Gosched() // the verifier is building its last four
	}
	if acc == nil || !t.helped.Load() {
		return false
	}
	for i, w := range stampsBelow(t.acc, t.limit) {
		acc[i] |= w
	}
	return true
}

// help is the verifier's share of t, with its scratch m.
func (t *farTask) help(m *laneMasks) {
	t.build(t.acc, m, func() {
		clear(stampsBelow(t.acc, t.limit))
		t.helped.Store(true)
	})
}

// stampBlock sets b.acc to the kernel's stamps of the block from heap
// len(g): the far part, prepared when the block before began if the state
// has not changed since, and the rest; then, with a verifier, it prepares
// the far part of the next block. The rows are brought up to len(g) after
// the far part is built: the verifier may read them until then.
func stampBlock[T value](c *core, g []T) {
	b, r := &c.wide, &c.wide.rows
	n0, size := len(g), xorBound(c.maxVal)
	b.acc = slices.Grow(b.acc[:0], size*8)[:size*8]
	retuneRows(r, c.mask, c.maxVal, g) // before the clear below and the far part's check, which read the limit
	if r.kept(c.mask, c.maxVal) {
		clear(stampsBelow(b.acc, r.limit))
	} else {
		clear(b.acc)
	}
	t := b.ahead
	b.ahead = nil
	if t != nil {
		if t.n0 != n0 || t.gen != b.gen || t.rows != r.gen || t.mask != c.mask || t.maxVal != c.maxVal || t.limit != r.limit || len(t.acc) != size*8 {
			t.finish(nil, nil) // the state changed: wait for the verifier, then drop it
			t = nil
		} else {
			if t.finish(b.acc, &b.masks) {
				b.helped++
			}
			b.spare = t.acc
		}
	}
	fillRows(r, c.mask, c.maxVal, g)
	if t == nil {
		r.orRuns(b.acc, false, b.far, n0, r.limit)
	}
	r.orRuns(b.acc, false, b.mid, n0, r.limit)
	if c.spec != nil && len(b.far.starts) > 0 {
		b.ahead = askFar(c, n0+wideLanes)
	}
}

// stampsBelow returns the stamps of acc for the values below limit: only
// those are read, though the kernels may write others. On Grundy's game
// from 2^25 (values up to 287, the limit near 200) clearing all 512 and
// ORing in the verifier's were 6% and 3% of a profile.
func stampsBelow(acc []uint64, limit uint32) []uint64 {
	return acc[:min(int(limit)*8, len(acc))]
}

// askFar prepares the far part of the block from heap n0 and offers it to
// the verifier, which takes it when it is free.
func askFar(c *core, n0 int) *farTask {
	b, r := &c.wide, &c.wide.rows
	size := xorBound(c.maxVal)
	t := &farTask{n0: n0, bits: r.bits, planes: r.planes(), stride: r.stride, basis: r.basis, ws: r.set(false), far: b.far, limit: r.limit,
		gen: b.gen, rows: r.gen, mask: c.mask, maxVal: c.maxVal, acc: b.spare, at: r.at(n0)}
	b.spare = nil
	t.acc = slices.Grow(t.acc[:0], size*8)[:size*8] // cleared by help
	checkLanes(t.acc, t.bits, t.planes, t.stride, t.ws, t.far, t.at, t.basis)
	select {
	case <-c.spec.far: // one it did not take in time: done since
	default:
	}
	c.spec.far <- t
	return t
}

// serveFar helps with the far part offered, if any, without waiting.
func (v *verifier) serveFar() {
	select {
	case t := <-v.far:
		t.help(&v.masks)
	default:
	}
}
