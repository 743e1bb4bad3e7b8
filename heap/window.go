package heap

import (
	"context"
	"os"
	"runtime/debug"
	"unsafe"

	"github.com/nimber/nimber/errs"
)

// A window (Options.Window = K) keeps G(0..K−1) and the latest K values
// (and a little more) and drops the rest: Grundy's game past 2^35 would
// otherwise take 137 GB. Where the engine reads old values, and why
// that stays inside what is kept, or stops the run:
//
//   - rare ⊕ common splits read G(n−k−r) for the rare heaps r: all below
//     K, since a rare heap at K or later stops the run (observe), its
//     partners being anywhere later;
//   - the confirming scans, witnesses, remembered splits and picks read
//     splits (a, n−k−a) with a small: splitMoves.keep bounds a below K, so
//     the partner is among the latest K. A value no such split confirms is
//     a new rare value or one only later splits give: the window cannot
//     tell which, and stops;
//   - a roll-back of the verifier rebuilds the state from every value: it
//     happens at a new rare value, which stops the run once values are
//     dropped (settle);
//   - a new rare mask needs the rare heaps under it, a scan of every value,
//     unless only the newest heap changes class (a new value with a higher
//     bit: rechoose); otherwise, once values are dropped, the run stops;
//   - the period search reads every value: it is not run once values are
//     dropped (findCycle).
//
// The values live in an anonymous mapping as long as the run, reserved but
// not committed; the pages of dropped values are given back and made
// unreadable, so that a read this analysis missed faults, and Extend turns
// the fault into an error instead of a wrong value.

// MinWindow is the least Options.Window: the engine's tables read the
// latest 2^16 heaps and the small heaps below 2^16.
const MinWindow = 1 << 16

// dropSlack is how many values before the latest K are kept besides: a
// split removing k tokens reads heap n−k−a.
const dropSlack = 1 << 12

// dropEvery is the least number of values dropped at once.
const dropEvery = 1 << 16

// windowed reports whether values may be dropped (Options.Window).
func (e *Engine) windowed() bool { return e.opt.Window > 0 }

// dropped reports whether any value has been dropped.
func (e *Engine) dropped() bool { return e.hole > e.opt.Window }

// keptRanges returns the ranges of G(0..n−1) the engine still holds.
func (e *Engine) keptRanges(n int) [][2]int {
	if !e.dropped() {
		return [][2]int{{0, n}}
	}
	return [][2]int{{0, e.opt.Window}, {e.hole, n}}
}

// checkKept panics if G(i) was dropped: a caller's mistake, which would
// otherwise fault.
func (e *Engine) checkKept(from, to int) {
	if e.dropped() && from < e.hole && to > e.opt.Window {
		panic(errs.Errorf("heap engine", errs.Internal, "G(%d..%d) asked for, but the window keeps only G(0..%d) and from G(%d) on", from, to-1, e.opt.Window-1, e.hole))
	}
}

// newVerifier starts a verifier, which turns faults on dropped values into
// failures with a window.
func (e *Engine) newVerifier() *verifier {
	return newVerifier(e.c.splitMoves, e.windowed())
}

// checkHalt turns a halt of the core (a new rare value or mask the
// window cannot follow) into the engine's error.
func (e *Engine) checkHalt() {
	switch {
	case e.err != nil:
	case e.c.halt == haltRare, e.c.halt == haltUnsure:
		e.err = e.pastPrefix(e.c.haltN, e.c.haltV)
	case e.c.halt == haltMask:
		e.err = e.newMask(e.c.haltN)
	}
}

// dropOld drops the values between the first K and the latest K, when
// that drops at least dropEvery of them. Extend calls it before it starts
// the verifier, so that no one reads them meanwhile.
func (e *Engine) dropOld() {
	k := e.opt.Window
	to := e.Len() - k - dropSlack
	if !e.windowed() || to < max(e.hole, k)+dropEvery || e.err != nil {
		return
	}
	e.hole = to
	e.c.hole = to
	e.sp.drop(k*e.width, to*e.width)
}

// drop gives back the pages of bytes [from, to) of the mapping and makes
// them unreadable; the part of a page beyond either end stays.
func (s *spill) drop(from, to int) {
	page := os.Getpagesize()
	from = max((from+page-1)/page*page, s.droppedTo)
	to = to / page * page
	if s.mem == nil || from >= to || to > len(s.mem) {
		return
	}
	protectPages(s.mem[from:to])
	s.droppedTo = to
}

// holds reports whether the address is in one of the spill's mappings.
func (s *spill) holds(addr uintptr) bool {
	for _, m := range append([][]byte{s.mem}, s.retired...) {
		if len(m) > 0 {
			base := uintptr(unsafe.Pointer(unsafe.SliceData(m)))
			if addr >= base && addr < base+uintptr(len(m)) {
				return true
			}
		}
	}
	return false
}

// faultAddr returns the address of a memory fault that r, a recovered
// panic, reports.
func faultAddr(r any) (uintptr, bool) {
	f, ok := r.(interface{ Addr() uintptr })
	if !ok {
		return 0, false
	}
	return f.Addr(), true
}

// inValues reports whether addr is in the array of g, a []T.
func inValues(g any, addr uintptr) bool {
	switch g := g.(type) {
	case []uint8:
		return inArray(g, addr)
	case []uint16:
		return inArray(g, addr)
	case []uint32:
		return inArray(g, addr)
	}
	return false
}

func inArray[T value](g []T, addr uintptr) bool {
	base := uintptr(unsafe.Pointer(unsafe.SliceData(g)))
	return addr >= base && addr-base < uintptr(cap(g))*unsafe.Sizeof(T(0))
}

// extendWindowed is Extend with a window: it drops old values first, and
// turns a fault on a dropped one into an error.
func (e *Engine) extendWindowed(ctx context.Context, n int) error {
	if e.opt.Window < MinWindow {
		return errs.Errorf("extend nim-sequence", errs.Usage, "a window of %d values: want at least %d", e.opt.Window, MinWindow)
	}
	if e.err != nil {
		return e.err
	}
	e.dropOld()
	return e.guarded(func() error { return e.extend(ctx, n) })
}

// guarded runs f, turning a fault on a dropped value into an error.
func (e *Engine) guarded(f func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer e.guardFault(&err)
	return f()
}

// guardFault, deferred with panics on faults enabled, turns a fault on a
// dropped value into the engine's error; other panics go on.
func (e *Engine) guardFault(err *error) {
	r := recover()
	if r == nil {
		return
	}
	if addr, ok := faultAddr(r); ok && e.sp != nil && e.sp.holds(addr) {
		e.err = e.droppedRead()
		*err = e.err
		return
	}
	panic(r)
}

// droppedRead is the error of a read of a dropped value.
func (e *Engine) droppedRead() error {
	return errs.Errorf("extend nim-sequence", errs.Limit,
		"at n = %d the engine read a value the window no longer keeps (it keeps G(0..%d) and the latest %d): stopped rather than guess; a larger window, run from the start, may pass",
		e.Len(), e.opt.Window-1, e.opt.Window)
}

// pastPrefix is the error of a rare value at heap n ≥ K, or of one no
// split with a part below K rules out.
func (e *Engine) pastPrefix(n int, v uint32) error {
	return errs.Errorf("extend nim-sequence", errs.Limit,
		"G(%d) = %d is a new rare value, or one only splits with both parts past the window's first %d values would rule out: the window cannot go on from it; stopped (a larger window, run from the start, can)",
		n, v, e.opt.Window)
}

// newMask is the error of a new rare mask that moves rare heaps.
func (e *Engine) newMask(n int) error {
	return errs.Errorf("extend nim-sequence", errs.Limit,
		"at n = %d the rare mask changes and its rare heaps would have to be found among values the window has dropped: stopped (a larger window, run from the start, can go on)", n)
}

// copyKept copies the values the engine holds from one slice to another
// of the same length, converting them.
func copyKept[F, T value](e *Engine, to []T, from []F) {
	for _, r := range e.keptRanges(len(from)) {
		for i, v := range from[r[0]:r[1]] {
			to[r[0]+i] = T(v)
		}
	}
}
