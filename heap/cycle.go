package heap

import "math"

// Two guards keep the engine from being slower than the plain mex.
//
// A proved period ends the work: once a periodicity theorem holds for the
// values so far (ProvePeriod), every later value repeats the one a period
// back, plus the saltus in an all-but game (whose marks would otherwise
// grow with its values, O(n) words a heap). Games like Dawson's Kayles
// (0.07), periodic early but with a third of their positions rare under
// any mask, would otherwise pay the rare-value method's O(#rare) per value
// for nothing.
//
// A dense sequence gets the full mex: when the rare positions are more than
// a denseShare of the heap, stamping them and confirming the rare-class
// values costs more than marking every split.

// denseShare: the rare-value method is used while #rare·denseShare < n.
const denseShare = 8

// cycleFrom is the first length at which a period is looked for; the
// search then runs each time the sequence doubles, so it costs O(1)
// amortized per value. It needs searchBytes per value for a moment, so it
// stops at cycleUpTo values and within Options.MaxMemory, and at
// spillCycleUpTo values with Options.Spill.
const cycleFrom, cycleUpTo, spillCycleUpTo = 256, 1 << 27, 1 << 24

// searchBytes is what the period search takes per value besides the
// values: a Z-function of 4 bytes, and with a saltus the 8-byte
// differences it is computed on (period.Find).
func searchBytes(r *Rules) int64 {
	if r.repeat {
		return 12
	}
	return 4
}

// pays reports whether the rare-value method beats the full mex at heap n.
func (c *core) pays(n int) bool {
	return c.sparse && c.mask.bits != 0 && c.nRare*denseShare < n
}

// findCycle proves a period of the values so far when one is due to be
// looked for and the theorem applies; afterwards values are copied.
func (e *Engine) findCycle() {
	if e.cycle > 0 || e.Len() < e.cycleAt {
		return
	}
	e.cycleAt = max(2*e.Len(), cycleFrom)
	tooBig := e.Len() > cycleUpTo || e.opt.MaxMemory > 0 && searchBytes(e.rules)*int64(e.Len()) > e.opt.MaxMemory ||
		e.sp != nil && e.Len() > spillCycleUpTo || e.dropped()
	if !Provable(e.rules) || tooBig {
		e.cycleAt = math.MaxInt // never: no theorem for this game, or too long
		return
	}
	if p, ok := e.proved(); ok {
		e.cycle, e.saltus = p.Period, p.Saltus
	}
}

// repeatCycle appends G(n−p) + s for each heap n up to stop: the proved
// period p with saltus s says G(n) = G(n−p) + s from the preperiod on, and
// the proof only exists once n is past it. It stops early, returning the
// value and false, at a value T cannot hold.
func repeatCycle[T value](c *core, g []T, p, s, stop int) (_ []T, v uint64, ok bool) {
	top := uint64(^T(0))
	for len(g) < stop {
		v = uint64(g[len(g)-p]) + uint64(s)
		if v > top {
			return g, v, false
		}
		g = append(g, T(v))
		observe(c, g)
	}
	return g, 0, true
}
