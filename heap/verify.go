package heap

import "runtime/debug"

// With two workers the engine speculates. Past the last rare position a
// heap's value is almost always its least missing common value; what makes
// that certain is finding a split for each smaller rare-class value, and
// that search is most of the work. So the main goroutine hands whole blocks
// of heaps to a verifier goroutine: it records the values still to be found
// and goes on as if they were, and the verifier finds them, in heap order.
// A block goes to the verifier when it has room; otherwise the main
// goroutine confirms it itself, so both stay busy: at the block's end for
// the heaps it sends limits for (misses.go), heap by heap for the others.
// If a value is truly missing — a new rare value, which happens a handful
// of times in millions — the engine rolls back to that heap and
// recomputes from there (Engine.settle), so the values it returns are
// exactly those of one worker.
type verifier struct {
	moves    splitMoves
	window   bool          // whether a fault on the values is a read of a dropped one
	work     chan *batch   // to the verifier, in heap order
	done     chan *batch   // back, verified (or skipped after a failure)
	far      chan *farTask // stamps to help build ahead (ahead.go), first
	masks    laneMasks     // the scratch it builds them with
	exited   chan struct{}
	filling  *batch // the batch the main goroutine is adding to
	spare    []*batch
	inFlight int
	sent     int // batches sent or kept

	// The heaps of the current block kept for the main goroutine to
	// confirm at its end, and what it confirms them with.
	own       *batch
	ownTable  *blockTable // the main goroutine's, c.block
	ownMisses misses
	ownStamp  []uint64
	ownCur    uint64
	failure   verified // the first failure taken back, not yet collected

	// Heaps below decidedUntil belong to the block last decided: the
	// verifier's if taken.
	decidedUntil int
	taken        bool
}

// batch is a run of speculated heaps with the values to confirm for each.
type batch struct {
	g      any // []T, the values when the batch was sent; heap n reads g[:n]
	wit    *witnesses
	picks  *picks
	maxVal uint32   // the largest value below the batch's heaps
	tops   []uint32 // and below each of them
	mask   rareMask // the classes they were found in
	last   int      // the last rare heap below them
	stamps int      // values range below this
	heaps  []int    // the speculated heaps, ascending
	limits []uint32 // heap i needs the rare-class values below limits[i], or belowLimit
	ends   []int32  // pend[ends[i-1]:ends[i]] are heap i's values to confirm, or given with a limit
	pend   []uint32 // those values, heap after heap
	below  rareMask // the classes of the heaps with limits
	limit  bool     // whether there is one
	seq    int      // batches sent before it and it
	failed bool     // some value has no split: failN's value is failV
	fault  bool     // or it read a value a window had dropped
	unsure bool     // or failV is missing only among the splits a window lets it read
	failN  int
	failV  uint32
}

const (
	maxInFlight = 8  // batches sent and not yet back
	farPoll     = 32 // heaps verified between looks for stamps to build
)

// Speculation starts at heap specFrom, and past the last rare position by
// as much again or by specGap, whichever is less (variables so that a
// test can force many roll-backs). Rare positions thin out as heaps grow:
// Grundy's game had 1,274 below 2^21 and 13 more up to 2^32, the last at
// 48,399,022; a roll-back rebuilds the engine's state from the values, a
// fraction of a second there.
var specFrom, specGap = 1 << 14, 1 << 22

func newVerifier(s splitMoves, window bool) *verifier {
	v := &verifier{
		moves:  s,
		window: window,
		work:   make(chan *batch, maxInFlight),
		done:   make(chan *batch, maxInFlight),
		far:    make(chan *farTask, 1),
		exited: make(chan struct{}),
	}
	go v.loop()
	return v
}

// speculating reports whether heap n's confirmation may be left to the
// verifier: only well past the last rare position, where values that turn
// out missing are rare enough that rolling back pays.
func (c *core) speculating(n int) bool {
	return c.spec != nil && n >= specFrom && n-c.lastRare >= min(c.lastRare, specGap) && c.wit != nil
}

// takes reports whether heap n, in its block of tableLanes heaps (that of
// a block table), is the verifier's to confirm. A block is given to
// it when fewer than maxInFlight batches are out; the batch of the block
// before is sent first, with the values g. Generic so that g is made an
// interface once a block, not once a heap: that allocated (5% of Grundy's
// game with two workers).
func takes[T value](v *verifier, n int, g []T) bool {
	if n < v.decidedUntil {
		return v.taken
	}
	confirmOwn(v, g)
	v.flush(g)
	v.receiveDone()
	v.decidedUntil = (n/tableLanes + 1) * tableLanes
	v.taken = v.inFlight < maxInFlight
	return v.taken
}

// confirmOwn confirms the heaps the main goroutine kept (addBelow). If one
// has a value missing, it takes back every batch out first: those are of
// earlier heaps, and one may fail before it.
func confirmOwn[T value](v *verifier, g []T) {
	b := v.own
	if b == nil {
		return
	}
	v.own = nil
	v.sent++
	b.seq = v.sent
	if len(v.ownStamp) < b.stamps {
		v.ownStamp, v.ownCur = make([]uint64, b.stamps), 0
	}
	v.ownCur = verifyBatch(nil, v.ownTable, &v.ownMisses, b, g, v.ownStamp, v.ownCur)
	if b.failed {
		for v.inFlight > 0 {
			v.receive(<-v.done)
		}
		if !v.failure.failed {
			v.failure = verified{true, b.fault, b.unsure, b.failN, b.failV}
		}
	}
	b.g, b.wit, b.picks = nil, nil, nil
	v.spare = append(v.spare, b)
}

// add records that heap n assumed every value of pend to be an option.
func (v *verifier) add(c *core, n int, pend []uint32) {
	v.addHeap(&v.filling, c, n, belowLimit, pend)
}

// addBelow records that heap n assumed every rare-class value below limit
// to be an option, those of given being options: for the verifier, or
// if own for the main goroutine itself at the block's end (confirmOwn).
// It reports false, and records nothing, if the batch has limits in
// other classes.
func (v *verifier) addBelow(c *core, n int, limit uint32, given []uint32, own bool) bool {
	at := &v.filling
	if own {
		at, v.ownTable = &v.own, &c.block
	}
	if b := *at; b != nil && b.limit && b.below != c.mask {
		return false
	}
	b := v.addHeap(at, c, n, limit, given)
	b.below, b.limit = c.mask, true
	return true
}

// addHeap adds heap n to the batch at, with limit and vals.
func (v *verifier) addHeap(at **batch, c *core, n int, limit uint32, vals []uint32) *batch {
	b := *at
	if b == nil {
		if k := len(v.spare); k > 0 {
			b, v.spare = v.spare[k-1], v.spare[:k-1]
			*b = batch{heaps: b.heaps[:0], limits: b.limits[:0], ends: b.ends[:0], pend: b.pend[:0], tops: b.tops[:0]}
		} else {
			b = &batch{}
		}
		*at = b
	}
	b.heaps, b.limits, b.tops = append(b.heaps, n), append(b.limits, limit), append(b.tops, c.maxVal)
	b.pend = append(b.pend, vals...)
	b.ends = append(b.ends, int32(len(b.pend)))
	b.wit, b.stamps = c.wit, max(b.stamps, len(c.stamp))
	b.picks, b.maxVal = c.picks, max(b.maxVal, c.maxVal)
	b.mask, b.last = c.mask, max(b.last, c.lastRare)
	return b
}

// flush sends the filling batch with the values g (a []T holding at least
// its heaps' values), first taking back verified ones if too many are out.
func (v *verifier) flush(g any) {
	if v.filling == nil {
		return
	}
	v.sent++
	v.filling.g, v.filling.seq = g, v.sent
	for v.inFlight >= maxInFlight {
		v.receive(<-v.done)
	}
	v.work <- v.filling
	v.filling = nil
	v.inFlight++
	v.receiveDone() // to hear of a failure soon
}

// receiveDone takes back the batches already verified, without waiting.
func (v *verifier) receiveDone() {
	for v.inFlight > 0 {
		select {
		case b := <-v.done:
			v.receive(b)
		default:
			return
		}
	}
}

// failed reports whether a failure has been taken back and awaits
// collect: the engine should stop and settle.
func (v *verifier) failed() bool { return v != nil && v.failure.failed }

// verified is the outcome of the batches taken back.
type verified struct {
	failed bool
	fault  bool // a read of a dropped value, not a missing one
	unsure bool // a value missing among the splits a window lets it read
	n      int
	v      uint32
}

// collect takes back verified batches, all of them if wait, and reports
// the first failure among those taken back since the last collect.
func (v *verifier) collect(wait bool, g any) verified {
	if wait {
		switch g := g.(type) {
		case []uint8:
			confirmOwn(v, g)
		case []uint16:
			confirmOwn(v, g)
		case []uint32:
			confirmOwn(v, g)
		}
		v.flush(g)
	}
	if wait {
		for v.inFlight > 0 {
			v.receive(<-v.done)
		}
	}
	v.receiveDone()
	out := v.failure
	v.failure = verified{}
	return out
}

// receive notes a returned batch's failure and keeps it for reuse.
func (v *verifier) receive(b *batch) {
	v.inFlight--
	if b.failed && !v.failure.failed {
		v.failure = verified{true, b.fault, b.unsure, b.failN, b.failV}
	}
	b.g, b.wit, b.picks = nil, nil, nil
	v.spare = append(v.spare, b)
}

// stop ends the verifier goroutine once it has seen all sent batches.
func (v *verifier) stop() {
	close(v.work)
	<-v.exited
}

// loop verifies batches in order; after a failure it skips the rest, whose
// values rest on the wrong one.
func (v *verifier) loop() {
	defer close(v.exited)
	if v.window {
		debug.SetPanicOnFault(true) // this goroutine's, ended with it
	}
	var stamp []uint64
	var cur uint64
	table := blockTable{moves: v.moves, rows: &laneRows{}}
	var m misses
	failed := false
	for {
		var b *batch
		select {
		case t := <-v.far:
			t.help(&v.masks)
			continue
		case w, ok := <-v.work:
			if !ok {
				return
			}
			b = w
		}
		if !failed {
			if len(stamp) < b.stamps {
				stamp, cur = make([]uint64, b.stamps), 0
			}
			cur = v.verify(&table, &m, b, stamp, cur)
			failed = b.failed
		}
		v.done <- b
	}
}

// verify runs verifyBatch on b, turning a fault on a value a window
// dropped into a failure of b.
func (v *verifier) verify(table *blockTable, m *misses, b *batch, stamp []uint64, cur uint64) (next uint64) {
	next = cur + uint64(len(b.heaps)) + 1 // past any stamp a faulted batch used
	defer func() {
		if r := recover(); r != nil {
			if addr, ok := faultAddr(r); !ok || !v.window || !inValues(b.g, addr) {
				panic(r)
			}
			b.failed, b.fault = true, true
		}
	}()
	switch g := b.g.(type) {
	case []uint8:
		return verifyBatch(v, table, m, b, g, stamp, cur)
	case []uint16:
		return verifyBatch(v, table, m, b, g, stamp, cur)
	case []uint32:
		return verifyBatch(v, table, m, b, g, stamp, cur)
	}
	return cur
}

// verifyBatch confirms each heap's values the way the main goroutine
// would (block table, witnesses, then every split), recording the first
// heap with one missing. cur numbers the stamps; it returns the last one
// used. v is nil when the main goroutine confirms its own heaps.
func verifyBatch[T value](v *verifier, table *blockTable, m *misses, b *batch, g []T, stamp []uint64, cur uint64) uint64 {
	s := table.moves
	start := int32(0)
	for i, n := range b.heaps {
		if i%farPoll == 0 && v != nil {
			v.serveFar() // the main goroutine may be waiting for it
		}
		pend := b.pend[start:b.ends[i]:b.ends[i]] // filtered in place
		start = b.ends[i]
		cur++
		table.mask, table.lastRare = b.mask, b.last
		if lim := b.limits[i]; lim == belowLimit {
			pend = confirmBlock(table, b.picks, b.maxVal, stamp, cur, g[:n], pend)
		} else {
			pend = confirmBelow(table, m, b, stamp, cur, g[:n], lim, pend)
		}
		if len(pend) > 0 {
			pend = findWitnesses(b.wit, s, g[:n], pend)
		}
		if len(pend) > 0 {
			pend = confirmRare(s, stamp, cur, g[:n], pend, blockLanes, n)
		}
		if len(pend) > 0 {
			b.failed, b.failN, b.failV = true, n, pend[0]
			b.unsure = !s.scansAll(n) && s.unsure(n, pend[0], b.tops[i])
			return cur
		}
	}
	return cur
}
