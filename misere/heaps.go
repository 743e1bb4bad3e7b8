package misere

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
)

// DefaultLimit is the default bound on the sums a Heaps memoizes: the
// generic misère search's.
const DefaultLimit = game.DefaultMisereSums

// DefaultHeaps is how many heaps front ends value when not told: 40 for
// games whose moves split heaps, where the sums searched grow like the
// partitions (Kayles to heap 40 searches 13,397 sums in 60 ms, to 60
// 290k in 2 s), and 100 for the others, whose sums are single heaps.
func DefaultHeaps(r *heap.Rules) int {
	if r.MaxHeaps() >= 2 {
		return 40
	}
	return 100
}

// Heaps values sums of heaps of one heap game in misère play, remembering
// every sum it has valued. It is not safe for concurrent use.
type Heaps struct {
	rules *heap.Rules
	limit int
	kinds []kind   // by heap size, for the sizes prepared
	optAt []uint32 // heap s's options are opts[optAt[s]:optAt[s+1]]
	opts  []stored // every heap's options, reduced and without repeats
	parts []uint32 // the heaps the options leave
	warm  int      // single heaps valued, 0 to warm−1, bottom up
	memo  sumTable // sum → the id of its genus

	// Genera by id, each once: far fewer than the sums.
	genera []Genus
	ids    map[string]uint32 // genus as text → id
	xor1   []int32           // id → the id of the genus XOR 1, or −1 if not yet known
	seen   []int             // id → the number of the last sum whose options had it

	stack []uint32 // the options' genus ids of the sums being valued
	gbuf  []Genus
	work  int // heaps read since the context was last asked
	deep  int // heaps held by the sums being valued, nested: their bytes count too

	// Progress, if set, is called with the number of sums valued every
	// 65,536 sums: one heap may take many.
	Progress func(sums int)
	// QuotientProgress, if set, is called by Quotient as each heap
	// starts, and every 65,536 sums it values, with the heap being added,
	// the elements of the quotient of the heaps before it and the sums
	// valued.
	QuotientProgress func(heap, elements, sums int)
	// MaxElements, if set, bounds the elements of a quotient's candidate
	// where Quotient is given none (DefaultQuotientElements if neither).
	MaxElements int

	// MaxMemory, if set, bounds the bytes of memory the process holds
	// while Quotient and SolveQuotient run (memory.go): past it they stop
	// with a limit error, the heaps before it proved (QuotientStop).
	MaxMemory uint64
	memoryNow func() uint64 // reads the memory in use; processMemory if nil
}

// A kind says how a heap size enters a sum.
type kind uint8

const (
	live  kind = iota
	dead       // no move, or its only move is to *1: equal to 0, dropped
	star1      // its only move is to a sum equal to 0: played as *1, dropped with XOR 1
)

// An option of a heap: the live heaps it leaves, largest first, and 1 if
// it also leaves an odd number of heaps that play as *1.
type option struct {
	parts []uint32
	flip  uint32
}

// stored is an option as kept: its parts are parts[at:at+n].
type stored struct {
	at      uint32
	n, flip uint8
}

// NewHeaps returns a Heaps for r's game that memoizes at most limit sums
// (DefaultLimit if limit ≤ 0).
func NewHeaps(r *heap.Rules, limit int) *Heaps {
	if limit <= 0 {
		limit = DefaultLimit
	}
	h := &Heaps{rules: r, limit: limit, optAt: []uint32{0}, ids: map[string]uint32{}}
	h.intern(Nim(0)) // id 0: the empty sum
	return h
}

// Sums returns the number of sums valued so far.
func (h *Heaps) Sums() int { return h.memo.n }

// Genus returns the genus of the sum of heaps of the given sizes.
func (h *Heaps) Genus(ctx context.Context, sizes ...uint64) (Genus, error) {
	var sum []uint32
	var flip uint32
	for _, n := range sizes {
		if n >= 1<<31 {
			return Genus{}, TooLarge(strconv.FormatUint(n, 10))
		}
		if err := h.prepare(ctx, uint32(n)); err != nil {
			return Genus{}, err
		}
		switch h.kinds[n] {
		case live:
			sum = append(sum, uint32(n))
		case star1:
			flip ^= 1
		}
	}
	slices.SortFunc(sum, func(a, b uint32) int { return int(b) - int(a) })
	if len(sum) > 0 {
		// Single heaps first, bottom up: then no search recurses deeper
		// than a heap's splits (a heap of 10^6 of a subtraction game
		// would otherwise recurse 10^6 calls deep).
		for ; h.warm <= int(sum[0]); h.warm++ {
			if h.kinds[h.warm] != live {
				continue
			}
			if _, err := h.genus(ctx, []uint32{uint32(h.warm)}); err != nil {
				return Genus{}, err
			}
		}
	}
	id, err := h.genus(ctx, sum)
	if err != nil {
		return Genus{}, err
	}
	return h.genera[id].Xor(flip), nil
}

// TooLarge is the error for a heap (its size as text) too large to search
// the sums its play reaches: an unknown value, for normal play may have a
// period to answer from, but misère play has no theorem.
func TooLarge(heap string) error {
	return errs.Errorf("misère analysis", errs.Unknown, "heap %s: too large to search the sums of heaps its play reaches", errs.Quote(heap))
}

// Sequence returns the genera of heaps 0 to n−1.
func (h *Heaps) Sequence(ctx context.Context, n int) ([]Genus, error) {
	out := make([]Genus, 0, n)
	for i := range n {
		g, err := h.Genus(ctx, uint64(i))
		if err != nil {
			return out, err
		}
		out = append(out, g)
	}
	return out, nil
}

// prepare reduces the options of every heap size up to n. A move leaves
// heaps smaller than the one it is made in, so each size needs only the
// kinds of the sizes before it.
func (h *Heaps) prepare(ctx context.Context, n uint32) error {
	for s := uint32(len(h.kinds)); s <= n; s++ {
		if s%64 == 0 {
			if err := stopped(ctx); err != nil {
				return err
			}
		}
		var opts []option
		h.rules.Options(uint64(s), func(parts ...uint64) bool {
			var o option
			for _, p := range parts {
				if p >= uint64(s) {
					panic(fmt.Sprintf("misere: heap %d has an option with a heap of %d", s, p))
				}
				switch h.kinds[p] {
				case live:
					o.parts = append(o.parts, uint32(p))
				case star1:
					o.flip ^= 1
				}
			}
			slices.SortFunc(o.parts, func(a, b uint32) int { return int(b) - int(a) })
			opts = append(opts, o)
			return true
		})
		slices.SortFunc(opts, compareOptions)
		opts = slices.CompactFunc(opts, func(a, b option) bool { return compareOptions(a, b) == 0 })
		// A heap of n has O(n) options: they count against a bound too,
		// four to a sum (they take about 12 bytes, a sum 50).
		if len(h.opts)+len(opts) > 4*h.limit {
			return errs.Boundf("misère analysis", "max-positions", "heap %d: more than %d options of heaps listed", n, 4*h.limit)
		}
		k := live
		switch {
		case len(opts) == 0:
			k = dead
		case len(opts) == 1 && len(opts[0].parts) == 0:
			// {0} is *1. {*1} is *1 + *1, which is 0 in misère play
			// (G⁻(H + *1 + *1) = G⁻(H) for every H).
			k = [2]kind{star1, dead}[opts[0].flip]
		}
		h.kinds = append(h.kinds, k)
		for _, o := range opts {
			h.opts = append(h.opts, stored{at: uint32(len(h.parts)), n: uint8(len(o.parts)), flip: uint8(o.flip)})
			h.parts = append(h.parts, o.parts...)
		}
		h.optAt = append(h.optAt, uint32(len(h.opts)))
	}
	return nil
}

func compareOptions(a, b option) int {
	if c := slices.Compare(a.parts, b.parts); c != 0 {
		return c
	}
	return int(a.flip) - int(b.flip)
}

// genus values a sum of live heaps, largest first, returning its genus's
// id.
func (h *Heaps) genus(ctx context.Context, sum []uint32) (uint32, error) {
	if len(sum) == 0 {
		return 0, nil
	}
	// A sum of thousands of heaps costs as much to look up as thousands of
	// small sums: the context is asked by the heaps read, not by the sums.
	if h.work += len(sum); h.work >= askEvery {
		h.work = 0
		if err := stopped(ctx); err != nil {
			return 0, err
		}
	}
	if id, ok := h.memo.get(sum); ok {
		return id, nil
	}
	if h.deep += len(sum); h.full() {
		err := h.boundErr()
		h.deep -= len(sum)
		return 0, err
	}
	defer func() { h.deep -= len(sum) }()
	base := len(h.stack) // the sums this one reaches push theirs after these
	next := make([]uint32, 0, len(sum)+2)
	for i, n := range sum {
		if i > 0 && n == sum[i-1] {
			continue // the same moves as the heap before
		}
		for _, o := range h.opts[h.optAt[n]:h.optAt[n+1]] {
			next = merge(next[:0], sum[:i], sum[i+1:], h.parts[o.at:o.at+uint32(o.n)])
			id, err := h.genus(ctx, next)
			if err != nil {
				h.stack = h.stack[:base]
				return 0, err
			}
			if o.flip != 0 {
				id = h.flipped(id)
			}
			h.stack = append(h.stack, id)
		}
	}
	this := h.memo.n + 1 // this sum's number: it is the next held
	h.gbuf = h.gbuf[:0]
	for _, id := range h.stack[base:] {
		if h.seen[id] != this { // each genus once
			h.seen[id] = this
			h.gbuf = append(h.gbuf, h.genera[id])
		}
	}
	h.stack = h.stack[:base]
	id := h.intern(FromOptions(h.gbuf))
	h.memo.put(sum, id)
	if h.memo.n >= h.limit || h.full() {
		return 0, h.boundErr()
	}
	if h.memo.n%256 == 0 {
		if err := stopped(ctx); err != nil {
			return 0, err
		}
		if h.Progress != nil && h.memo.n%65536 == 0 {
			h.Progress(h.memo.n)
		}
	}
	return id, nil
}

// full reports whether the sums valued and those being valued hold more
// bytes than the bound on sums allows.
func (h *Heaps) full() bool {
	return len(h.memo.keys)+4*h.deep > bytesPerSum*h.limit
}

func (h *Heaps) boundErr() error {
	if h.full() {
		return errs.Boundf("misère analysis", "max-positions", "the sums of heaps valued and being valued fill more than %d MB (%d sums, of as many heaps as %d sums of a few)",
			bytesPerSum*h.limit>>20, h.memo.n, h.limit)
	}
	return errs.Boundf("misère analysis", "max-positions", "more than %d sums of heaps valued", h.limit)
}

const (
	// bytesPerSum is what a sum of a few heaps takes in the memo: a sum
	// of thousands takes thousands of bytes, and the bound on sums is one
	// on their bytes too.
	bytesPerSum = 16
	// askEvery is how many heaps genus reads between two looks at its
	// context.
	askEvery = 1 << 16
)

// intern returns g's id, giving it one if it has none.
func (h *Heaps) intern(g Genus) uint32 {
	k := g.String()
	if id, ok := h.ids[k]; ok {
		return id
	}
	id := uint32(len(h.genera))
	h.ids[k] = id
	h.genera = append(h.genera, g)
	h.xor1 = append(h.xor1, -1)
	h.seen = append(h.seen, 0)
	return id
}

// flipped returns the id of genus id's XOR 1.
func (h *Heaps) flipped(id uint32) uint32 {
	if h.xor1[id] < 0 {
		x := h.intern(h.genera[id].Xor(1))
		h.xor1[id], h.xor1[x] = int32(x), int32(id)
	}
	return uint32(h.xor1[id])
}

// merge appends to dst the heaps of a, b and parts (each largest first)
// in one list, largest first.
func merge(dst, a, b, parts []uint32) []uint32 {
	dst = append(append(dst, a...), b...)
	for _, p := range parts {
		i := len(dst)
		dst = append(dst, p)
		for i > 0 && dst[i-1] < p {
			dst[i] = dst[i-1]
			i--
		}
		dst[i] = p
	}
	return dst
}

// Report is a misère sequence as nimber seq --misere --json prints it.
type Report struct {
	Game   string   `json:"game"` // the normalised code
	Name   string   `json:"name"`
	Play   string   `json:"play"` // "misère"
	N      int      `json:"n"`    // heaps valued: 0 to N−1
	Values []uint32 `json:"misere_values,omitempty"`
	Genus  []Genus  `json:"genus,omitempty"`
	Sums   int      `json:"sums"` // sums of heaps searched
	// Period is the genera's period (see Period), when asked for.
	Period *period.Period `json:"period,omitempty"`
}

// Report describes the genera of heaps 0, 1, …, as Sequence returns
// them, with their misère values unless values is false.
func (h *Heaps) Report(genera []Genus, values bool) *Report {
	r := &Report{Game: h.rules.String(), Name: h.rules.Name(), Play: "misère", N: len(genera), Sums: h.Sums()}
	if values {
		r.Values, r.Genus = Values(genera), genera
	}
	return r
}
