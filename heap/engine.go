package heap

import (
	"cmp"
	"context"
	"math"
	"slices"
	"time"

	"github.com/nimber/nimber/errs"
)

// Options tune an Engine.
type Options struct {
	// Workers is the number of goroutines to use; 0 or 1 means one. With
	// two or more, a second goroutine confirms speculated values (see
	// verify.go); the values are the same.
	Workers int
	// Progress, if set, is called about every ProgressEvery values.
	Progress func(Progress)
	// ProgressEvery is the number of values between Progress calls;
	// 0 means 1<<20.
	ProgressEvery int
	// MaxMemory bounds the bytes used to store values; 0 means no bound.
	// Extend fails with errs.Limit rather than exceed it.
	MaxMemory int64
	// Spill, if set, is a directory in which Extend keeps the values in a
	// memory-mapped file rather than in the Go heap, letting the kernel
	// drop the pages of values it has moved past, so that resident memory
	// stays bounded on very long runs (see spill.go). Linux only. Call
	// Close when done.
	Spill string
	// Window, if not 0, is a number K of values (at least MinWindow): the
	// engine then keeps only G(0..K−1) and the latest K values, in memory,
	// and stops with errs.Limit where it would need another, as at a rare
	// value at K or past it (see window.go). Extend drops values only as it
	// starts, so the values one call computed stay readable until the
	// next: read them then (Values), in calls of at most K values. Linux
	// only; Spill is then ignored. Call Close when done.
	Window int
}

// Progress reports a running Extend.
type Progress struct {
	// N is the number of values computed so far, and Target the goal.
	// With two workers the latest values may still await confirmation:
	// in the rare case one turns out wrong, a later N is smaller.
	N, Target int
	Stats     Stats // as of N, under the engine's working mask
}

// Stats describes a computed prefix, with the columns of the published
// tables of octal games (largest value, rare mask, number of rare
// positions, last rare position).
type Stats struct {
	N          int    `json:"-"`            // values computed
	MaxValue   uint32 `json:"max_value"`    // largest value seen
	MaxValueAt int    `json:"max_value_at"` // the first heap with that value
	RareMask   uint32 `json:"rare_mask"`    // the value bits of the best rare mask; 0 if none is used
	RarePos    bool   `json:"rare_pos"`     // whether the mask also uses the heap parity ("+pos")
	RareCount  int    `json:"rare_count"`   // positions (heap 0 included) whose value is rare
	LastRare   int    `json:"last_rare"`    // the largest such position
}

// An Engine computes the nim-sequence of a heap game incrementally. Values
// are stored compactly: one byte each while all are below 256, two bytes
// while below 65536, four after. It is not safe for concurrent use.
type Engine struct {
	rules *Rules
	opt   Options
	c     *core
	v8    []uint8
	v16   []uint16
	v32   []uint32
	width int // bytes per stored value
	maxAt int
	maxes []maxRecord // each new largest value, for a windowed roll-back

	cycle   int // a proved period, values are copied from then on; 0 if none
	saltus  int // and its saltus
	cycleAt int // the length at which to look for one next (cycle.go)

	sp         *spill // nil unless Options.Spill or Options.Window is set
	releasedAt int    // the length at which pages were last released
	hole       int    // with Options.Window, G(Window..hole−1) are dropped
	err        error  // a failure to store a value: the spill file, or 32 bits
}

// NewEngine returns an engine for r with no values computed yet.
func NewEngine(r *Rules, opt Options) *Engine {
	e := &Engine{rules: r, opt: opt, width: 1}
	e.c = e.newCore()
	switch {
	case opt.Window > 0:
		e.sp = &spill{anon: true}
	case opt.Spill != "":
		e.sp = &spill{dir: opt.Spill}
	}
	return e
}

// newCore returns a fresh core, its splits bounded by the window.
func (e *Engine) newCore() *core {
	c := newCore(e.rules)
	c.keep, c.block.moves.keep = e.opt.Window, e.opt.Window
	c.hole = e.hole
	return c
}

// Close releases the file or mapping the values are kept in with
// Options.Spill or Options.Window; the engine must not be used after.
// Without either it does nothing.
func (e *Engine) Close() {
	if e.sp != nil {
		e.sp.close()
	}
}

// NewEngineFrom returns an engine that continues from the saved values
// G(0..len(values)-1) of r. The values are trusted: continuing gives
// exactly the values an uninterrupted run gives, provided they are right.
func NewEngineFrom(r *Rules, opt Options, values []uint32) *Engine {
	e := NewEngine(r, opt)
	e.Restore(values)
	return e
}

// Restore replaces the engine's values by a saved prefix.
func (e *Engine) Restore(values []uint32) {
	e.RestoreEach(func(add func([]uint32) error) error { return add(values) })
}

// RestoreEach replaces the engine's values by a saved prefix that read
// passes, piece by piece, to the add function it is given: a prefix too
// long to hold as 4-byte values is stored compactly as it comes (in the
// spill file with Options.Spill). It returns read's error, or one of
// storing the values; the values added before it stay.
func (e *Engine) RestoreEach(read func(add func([]uint32) error) error) error {
	e.v8, e.v16, e.v32, e.width = nil, nil, nil, 1
	err := read(func(values []uint32) error {
		e.store(values)
		return e.err
	})
	e.rebuild(-1)
	return err
}

// store appends saved values, widening the storage first if one does not
// fit. A piece at a time, not a value: value by value, reading 2^28
// values back took 5.9 s, half of it here.
func (e *Engine) store(values []uint32) {
	if len(values) == 0 {
		return
	}
	e.widenFor(slices.Max(values))
	switch e.width {
	case 1:
		e.v8 = storeValues(e, e.v8, values)
	case 2:
		e.v16 = storeValues(e, e.v16, values)
	default:
		e.v32 = storeValues(e, e.v32, values)
	}
}

// storeValues appends values to g, which holds each, making room in the
// spill file first if there is one and g is too small: twice as much.
func storeValues[T value](e *Engine, g []T, values []uint32) []T {
	if n := len(g) + len(values); n > cap(g) && e.sp != nil && e.err == nil {
		if g, e.err = moveTo(e, g, max(n, 2*len(g))); e.err != nil {
			return g
		}
	}
	for _, v := range values {
		g = append(g, T(v))
	}
	return g
}

// widenFor widens the storage so that it holds v.
func (e *Engine) widenFor(v uint32) {
	if e.width == 1 && v > math.MaxUint8 {
		e.v16 = widen[uint8, uint16](e, e.v8)
		e.v8, e.width = nil, 2
	}
	if e.width == 2 && v > math.MaxUint16 {
		e.v32 = widen[uint16, uint32](e, e.v16)
		e.v16, e.width = nil, 4
	}
}

func convert[F, T value](from []F) []T {
	to := make([]T, len(from), max(cap(from), 1024))
	for i, v := range from {
		to[i] = T(v)
	}
	return to
}

// Rules returns the game the engine computes.
func (e *Engine) Rules() *Rules { return e.rules }

// Len returns the number of values computed.
func (e *Engine) Len() int {
	switch e.width {
	case 1:
		return len(e.v8)
	case 2:
		return len(e.v16)
	}
	return len(e.v32)
}

// At returns G(i) for 0 ≤ i < Len() (and i among the values a window
// keeps).
func (e *Engine) At(i int) uint32 {
	e.checkKept(i, i+1)
	switch e.width {
	case 1:
		return uint32(e.v8[i])
	case 2:
		return uint32(e.v16[i])
	}
	return e.v32[i]
}

// Values appends G(from..to-1) to dst and returns it; a file writer can
// stream a long sequence out in chunks this way. Every value below Len()
// is final, with any number of workers. With a window, the values must be
// among those it keeps.
func (e *Engine) Values(dst []uint32, from, to int) []uint32 {
	e.checkKept(from, to)
	switch e.width {
	case 1:
		return appendValues(dst, e.v8[from:to])
	case 2:
		return appendValues(dst, e.v16[from:to])
	}
	return append(dst, e.v32[from:to]...)
}

func appendValues[T value](dst []uint32, src []T) []uint32 {
	for _, v := range src {
		dst = append(dst, uint32(v))
	}
	return dst
}

// Extend computes values until Len() ≥ n, making room for n values first
// (as Grow does) when MaxMemory allows. It stops early with the context's
// error if ctx is cancelled (the values computed so far stay valid), and
// with errs.Limit if MaxMemory would be exceeded. With two workers each
// call starts the verifier and waits for it to confirm everything: about
// 1.2 ms a call on Grundy's game to 2^27 (steps of 2^16 values against
// steps of 2^20 in nimber seq), so small steps cost several percent.
func (e *Engine) Extend(ctx context.Context, n int) error {
	if e.windowed() {
		return e.extendWindowed(ctx, n)
	}
	return e.extend(ctx, n)
}

func (e *Engine) extend(ctx context.Context, n int) error {
	every := e.opt.ProgressEvery
	if every <= 0 {
		every = 1 << 20
	}
	const checkEvery = 1 << 12
	if e.sp != nil {
		if err := e.reserve(n); err != nil {
			return err
		}
		defer e.sp.unmapRetired() // after the verifier has stopped
	} else if e.opt.MaxMemory == 0 || int64(n)*int64(e.width) <= e.opt.MaxMemory {
		// Room for n at once: appended, megabytes of values grow by a
		// quarter at a time, each time copied (2.1% of a profile from 2^21).
		e.Grow(n)
	}
	if e.opt.Workers > 1 && e.c.sparse {
		e.c.spec = e.newVerifier()
		defer func() { e.c.spec.stop(); e.c.spec = nil }()
	}
	for {
		err := e.extendSpeculating(ctx, n, every, checkEvery)
		if !e.settle(true) || err != nil {
			return cmp.Or(err, e.err)
		}
	}
}

// extendSpeculating is Extend's loop; with a verifier, the last values
// may still await confirmation when it returns.
func (e *Engine) extendSpeculating(ctx context.Context, n, every, checkEvery int) error {
	// ctx is looked at every step values, which grow to checkEvery only
	// while they take little time: hex:0.3F's values from 4096 to 8192
	// take 3 s in all.
	step := 1 << 6
	for e.Len() < n {
		if err := ctx.Err(); err != nil {
			return errs.E("extend nim-sequence", errs.Limit, err)
		}
		if e.err != nil {
			return e.err
		}
		if e.opt.MaxMemory > 0 && int64(e.Len()+checkEvery)*int64(e.width) > e.opt.MaxMemory {
			return errs.Errorf("extend nim-sequence", errs.Limit,
				"storing %d values of %s needs more than the %d bytes allowed", e.Len()+checkEvery, e.rules, e.opt.MaxMemory)
		}
		if e.cycle == 0 && e.Len() >= e.cycleAt {
			if e.settle(true) {
				continue
			}
			e.findCycle() // on confirmed values only
		}
		stop := min(n, (e.Len()/step+1)*step)
		if e.cycle == 0 && e.cycleAt > e.Len() {
			stop = min(stop, e.cycleAt)
		}
		start := time.Now()
		e.run(stop)
		switch d := time.Since(start); {
		case d > 20*time.Millisecond && step > 1:
			step /= 2
		case d < 5*time.Millisecond && step < checkEvery:
			step *= 2
		}
		e.releaseSpill()
		if e.settle(false) {
			continue
		}
		if e.opt.Progress != nil && (e.Len()%every == 0 || e.Len() == n) {
			// Not waiting for the verifier: that emptied the pipeline of
			// blocks each time, and the command line asks every 2^14 values
			// (Grundy's game to 2^32 ran on 1.74 cores of 2).
			e.opt.Progress(Progress{N: e.Len(), Target: n, Stats: e.workingStats()})
		}
	}
	return nil
}

// settle takes back what the verifier has confirmed (waiting for all of it
// if wait) and, if a speculated heap turns out to have a missing value,
// rolls back to it: the values before it stand, it gets the missing value,
// and the engine state is rebuilt. It reports whether it rolled back.
func (e *Engine) settle(wait bool) bool {
	spec := e.c.spec
	if spec == nil {
		return false
	}
	f := spec.collect(wait, e.valueSlice())
	if !f.failed {
		return false
	}
	spec.stop() // it skips what follows the failure; let it finish
	switch {
	case f.fault:
		e.err = e.droppedRead()
	case f.unsure:
		e.err = e.pastPrefix(f.n, f.v)
	case e.dropped(): // no values to rebuild from
		e.err = e.rollBackWindowed(f.n)
	default:
		e.truncate(f.n)
	}
	if e.err != nil {
		e.c.spec = e.newVerifier() // for Extend to stop
		return false
	}
	e.push(f.v)
	e.c.spec = e.newVerifier()
	return true
}

// run computes values up to stop, widening the storage when a value does
// not fit.
func (e *Engine) run(stop int) {
	defer e.checkHalt()
	for e.cycle > 0 && e.Len() < stop && e.err == nil && e.c.halt == 0 {
		var v uint64
		var ok bool
		switch e.width {
		case 1:
			e.v8, v, ok = repeatCycle(e.c, e.v8, e.cycle, e.saltus, stop)
		case 2:
			e.v16, v, ok = repeatCycle(e.c, e.v16, e.cycle, e.saltus, stop)
		default:
			e.v32, v, ok = repeatCycle(e.c, e.v32, e.cycle, e.saltus, stop)
		}
		switch {
		case ok:
		case v > math.MaxUint32:
			e.err = errs.Errorf("heap engine", errs.Limit, "G(%d) = %d does not fit the 32 bits a value is stored in", e.Len(), v)
		default:
			e.push(uint32(v)) // too wide for the storage: push widens it
		}
	}
	if e.cycle > 0 {
		return
	}
	for e.Len() < stop && !e.c.halted() && e.err == nil {
		var v uint32
		var ok bool
		switch e.width {
		case 1:
			e.v8, v, ok = extend(e, e.v8, stop)
		case 2:
			e.v16, v, ok = extend(e, e.v16, stop)
		default:
			e.v32, v, ok = extend(e, e.v32, stop)
		}
		if !ok {
			e.push(v) // too wide for the storage: push widens it
		}
	}
}

// extend appends values to g until stop or until a value does not fit in
// T, which it returns with ok false.
func extend[T value](e *Engine, g []T, stop int) (_ []T, v uint32, ok bool) {
	top := uint32(^T(0))
	for len(g) < stop && !e.c.halted() {
		v = next(e.c, g)
		if v > top {
			return g, v, false
		}
		if v > e.c.maxVal {
			e.noteMax(v, len(g))
		}
		g = append(g, T(v))
		observe(e.c, g)
	}
	return g, 0, true
}

// push stores v as the next value, widening the storage if it does not
// fit.
func (e *Engine) push(v uint32) {
	if v > e.c.maxVal {
		e.noteMax(v, e.Len())
	}
	e.widenFor(v)
	switch e.width {
	case 1:
		e.v8 = append(e.v8, uint8(v))
		observe(e.c, e.v8)
	case 2:
		e.v16 = append(e.v16, uint16(v))
		observe(e.c, e.v16)
	default:
		e.v32 = append(e.v32, v)
		observe(e.c, e.v32)
	}
}

// valueSlice returns the stored values as their typed slice.
func (e *Engine) valueSlice() any {
	switch e.width {
	case 1:
		return e.v8
	case 2:
		return e.v16
	}
	return e.v32
}

// workingStats returns Stats under the mask the engine is using.
func (e *Engine) workingStats() Stats {
	s := Stats{N: e.Len(), MaxValue: e.c.maxVal, MaxValueAt: e.maxAt}
	if e.c.mask.bits != 0 {
		s.RareMask, s.RarePos = e.c.mask.bits, e.c.mask.pos
		s.RareCount, s.LastRare = e.c.nRare, e.c.lastRare
	}
	return s
}

// Stats returns the statistics of the values computed so far. The rare
// mask is the best one for the whole prefix; games that are not split by
// the rare-value method report none.
func (e *Engine) Stats() Stats {
	if e.c.sparse && e.c.mask.bits != 0 {
		switch e.width {
		case 1:
			rechoose(e.c, e.v8)
		case 2:
			rechoose(e.c, e.v16)
		default:
			rechoose(e.c, e.v32)
		}
	}
	return e.workingStats()
}
