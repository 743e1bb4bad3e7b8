package heap

import (
	"math/bits"
	"unsafe"
)

// value is the storage type of a nim-sequence: 1 byte per value while all
// values fit, then 2, then 4.
type value interface{ ~uint8 | ~uint16 | ~uint32 }

// sparseFrom is the heap size from which the rare-value method is used;
// below it the full mex is cheap and the histogram too thin to choose a mask.
const sparseFrom = 256

// core holds what computing G(n) from G(0..n-1) needs besides the values:
// the moves sorted by kind, the option marks and the rare-value state.
type core struct {
	takeAll  []int // k: a heap of exactly k tokens may be removed
	leaveOne []int // k: remove k, leave one heap
	splitMoves
	split3 []int // k: remove k, split the rest into three heaps

	// The repeating digit applies to every k ≥ repK; union holds the
	// values it gives for all remainders 0..unionDone-1.
	repeat    bool
	repK      int
	repDigit  uint8
	union     []uint64
	unionDone int

	marks  []uint64        // option values seen for the current heap
	seen   *[1 << 16]uint8 // the same, a byte a value, for a dense game's splits (dense.go)
	direct []uint32        // scratch: the values of its options that leave no heap or one

	// Rare-value state (sparse), used when the game splits into at most two
	// heaps and no repeating digit splits.
	sparse     bool
	kpar       int // parity of the split k's, for the heap-parity bit
	mask       rareMask
	rare       []int    // rare positions a ≥ 1 under mask
	rareVal    []uint32 // G at those positions
	hist       histogram
	nRare      int         // rare positions among 0..n-1 under mask, heap 0 included
	stamp      []uint64    // stamp[v] == n+1 when v is an option of heap n
	commonList [2][]uint32 // common-class values at heap parity p, ascending
	rareList   [2][]uint32 // rare-class values at heap parity p, ascending
	rareBelow  [2][]int32  // rareBelow[p][v]: how many of rareList[p] are below v
	pend       []uint32    // scratch: rare-class values awaiting a split
	wit        *witnesses  // nil until the sequence is long enough
	recent     recent      // the latest heaps of each value
	spec       *verifier   // confirms speculated values on another goroutine; nil if none
	maxVal     uint32
	lastRare   int
	hole       int        // G(keep..hole−1) are dropped (Options.Window)
	halt       haltReason // why a window stops the run, if it does
	haltN      int        // and at which heap
	haltV      uint32     // with what value
	chosenAt   int        // the length at which the mask was last re-chosen
	picks      *picks     // small heaps to split at, once heaps reach blockFrom
	block      blockTable // the main goroutine's
	wide       wideBlock  // the main goroutine's wide stamps
	pairs      pairSplits // for splits into three heaps
}

// splitMoves are the two-heap splitting moves: remove k ∈ split2, split
// the rest into two heaps (unequal ones when k = 0 and unequal is set).
type splitMoves struct {
	split2   []int
	unequal  bool
	maxSplit int // the largest k in split2
	keep     int // with a window, splits are read at small parts below keep only; 0: all
}

// part returns the last small part of a split to read up to to: below
// keep with a window (window.go).
func (s splitMoves) part(to int) int {
	if s.keep > 0 {
		return min(to, s.keep-1)
	}
	return to
}

// reads reports whether the split (a, rest−a) may be read: with a window,
// its smaller part is below keep.
func (s splitMoves) reads(a, rest int) bool {
	return s.keep == 0 || min(a, rest-a) < s.keep
}

// A haltReason is why a window stops the run.
type haltReason uint8

const (
	haltRare   haltReason = 1 + iota // a rare value at keep or past it
	haltUnsure                       // a value no read split rules out
	haltMask                         // a new mask whose rare heaps are not all kept
)

// stop halts the run for reason at heap n of value v, unless halted.
func (c *core) stop(reason haltReason, n int, v uint32) {
	if c.halt == 0 {
		c.halt, c.haltN, c.haltV = reason, n, v
	}
}

// scansAll reports whether a scan of heap n's splits reads them all, as
// it does unless a window bounds it.
func (s splitMoves) scansAll(n int) bool {
	return s.keep == 0 || (n-s.split2[0])/2 < s.keep
}

// unsure reports whether v, missing among the splits of heap n that a
// window lets a scan read, might be given by others: unless no XOR of
// values up to maxVal reaches it.
func (s splitMoves) unsure(n int, v, maxVal uint32) bool {
	return !s.scansAll(n) && int(v) < xorBound(maxVal)
}

// halted reports whether the run must stop: a failure awaits settling, or
// a window cannot go on.
func (c *core) halted() bool { return c.spec.failed() || c.halt != 0 }

// half returns the largest small part a of a split (a, rest−a) of the
// rest of a heap less k: rest/2, less one when the parts must differ.
func (s splitMoves) half(k, rest int) int {
	if k == 0 && s.unequal && rest%2 == 0 {
		return rest/2 - 1
	}
	return rest / 2
}

func newCore(r *Rules) *core {
	c := &core{splitMoves: splitMoves{unequal: r.unequal}, marks: make([]uint64, 1)}
	finite := len(r.digits)
	if r.repeat {
		finite--
		c.repeat, c.repK, c.repDigit = true, finite, r.digits[finite]
	}
	for k := 0; k < finite; k++ {
		d := r.digits[k]
		if d&leaveNone != 0 {
			c.takeAll = append(c.takeAll, k)
		}
		if d&leaveOne != 0 && k > 0 {
			c.leaveOne = append(c.leaveOne, k)
		}
		if d&leaveTwo != 0 {
			c.split2 = append(c.split2, k)
			c.maxSplit = k
		}
		if d&leaveThree != 0 {
			c.split3 = append(c.split3, k)
		}
	}
	c.block.moves, c.block.rows = c.splitMoves, &c.wide.rows
	c.sparse = len(c.split2) > 0 && len(c.split3) == 0 && c.repDigit&(leaveTwo|leaveThree) == 0
	if c.sparse {
		c.kpar = c.split2[0] & 1
		c.hist.usePos = true
		for _, k := range c.split2 {
			if k&1 != c.kpar {
				c.hist.usePos = false
			}
		}
	}
	return c
}

// reserve sizes the marks for every XOR of two or three values and their mex.
func (c *core) reserve() {
	need := (2<<bits.Len32(c.maxVal))/64 + 1
	for len(c.marks) < need {
		c.marks = append(c.marks, 0)
	}
}

func (c *core) mark(v uint32) {
	for int(v>>6) >= len(c.marks) {
		c.marks = append(c.marks, 0)
	}
	c.marks[v>>6] |= 1 << (v & 63)
}

// directOptions returns, in c.direct, the values of heap len(g)'s options
// that leave no heap or one.
func directOptions[T value](c *core, g []T) []uint32 {
	n := len(g)
	d := c.direct[:0]
	for _, k := range c.takeAll {
		if n == k {
			d = append(d, 0)
		}
	}
	for _, k := range c.leaveOne {
		if n > k {
			d = append(d, uint32(g[n-k]))
		}
	}
	c.direct = d
	return d
}

// marked returns, in c.direct, the marked values.
func (c *core) marked() []uint32 {
	d := c.direct[:0]
	for i, w := range c.marks {
		for ; w != 0; w &= w - 1 {
			d = append(d, uint32(i*64+bits.TrailingZeros64(w)))
		}
	}
	c.direct = d
	return d
}

// mex returns the least unmarked value.
func (c *core) mex() uint32 {
	for i, w := range c.marks {
		if w != ^uint64(0) {
			return uint32(i*64 + bits.TrailingZeros64(^w))
		}
	}
	return uint32(len(c.marks) * 64)
}

// next computes G(n) given g = G(0..n-1).
func next[T value](c *core, g []T) uint32 {
	n := len(g)
	if c.pays(n) && !c.repeat {
		// A list, not the marks: Officers has one such option a heap, and
		// clearing and reading back the bitset was 4–5% of a profile.
		return sparseSplits(c, g, directOptions(c, g))
	}
	clear(c.marks)
	for _, v := range directOptions(c, g) {
		c.mark(v)
	}
	if c.repeat {
		addUnion(c, g, n-c.repK)
	}
	for _, k := range c.split3 {
		markThree(c, g, n-k)
	}
	if c.pays(n) {
		return sparseSplits(c, g, c.marked())
	}
	if n >= denseFrom && len(c.split2) > 0 && c.keep == 0 && unsafe.Sizeof(T(0)) <= 2 {
		return denseSplits(c, g)
	}
	for _, k := range c.split2 {
		markSplits(c, g, n-k, k == 0 && c.unequal, 1)
	}
	return c.mex()
}

// markSplits marks g[a]^g[rest-a] for from ≤ a ≤ rest/2.
func markSplits[T value](c *core, g []T, rest int, unequal bool, from int) {
	if rest < 2 {
		return
	}
	hi := rest / 2
	if unequal && rest%2 == 0 {
		hi--
	}
	c.reserve()
	marks := c.marks
	for a := from; a <= hi; a++ {
		v := uint32(g[a] ^ g[rest-a])
		marks[v>>6] |= 1 << (v & 63)
	}
}

// addUnion brings the repeating digit's union of option values up to
// remainder upTo (inclusive) and marks it.
func addUnion[T value](c *core, g []T, upTo int) {
	for ; c.unionDone <= upTo; c.unionDone++ {
		m := c.unionDone
		saved := c.marks
		c.marks = c.union
		if c.repDigit&leaveNone != 0 && m == 0 {
			c.mark(0)
		}
		if c.repDigit&leaveOne != 0 && m > 0 {
			c.mark(uint32(g[m]))
		}
		if c.repDigit&leaveTwo != 0 {
			for a := 1; 2*a <= m; a++ {
				c.mark(uint32(g[a] ^ g[m-a]))
			}
		}
		if c.repDigit&leaveThree != 0 {
			markThree(c, g, m) // O(m) words, not the O(m²) splits
		}
		c.union, c.marks = c.marks, saved
	}
	if upTo < 0 {
		return
	}
	for len(c.marks) < len(c.union) {
		c.marks = append(c.marks, 0)
	}
	for i, w := range c.union {
		c.marks[i] |= w
	}
}
