// Octal and hexadecimal games (Guy and Smith 1956; Winning Ways ch. 4):
// digit k of the code says what a move removing k tokens from one heap may
// leave behind — nothing (1), one heap (2), two heaps (4), three (8, in
// hexadecimal games) — and Kayles, Dawson's Kayles, Officers and Grundy's
// game are named ones. The values come from package heap's engine for the
// heaps it has computed, and from a proved period for heaps of any size.
package games

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/period"
)

// heapOffers is what an octal game offers.
var heapOffers = []Offer{Values, Moves, Huge, Genus, Quotient, Period, Board}

func init() {
	Register(Info{
		Name:    "octal",
		Params:  "CODE (an octal code such as 0.77 or 4.7)",
		Rule:    "digit k of CODE says whether taking k tokens may leave no heap (1), one (2) or two (4)",
		Example: "octal:0.16 9 14",
		Offers:  heapOffers,
		New:     func(code string, cfg Config) (game.Family, error) { return newOctal("octal:"+code, cfg) },
	})
	Register(Info{
		Name:    "hex",
		Params:  "CODE (a hexadecimal code such as 0.3F)",
		Rule:    "as octal, and digit bit 8 lets a move leave three heaps",
		Example: "hex:0.3F 10 11",
		// Codes whose moves may leave three heaps have no board.
		Offers: []Offer{Values, Moves, Huge, Genus, Quotient, Period},
		New:    func(code string, cfg Config) (game.Family, error) { return newOctal("hex:"+code, cfg) },
	})
	for _, named := range []struct{ name, rule, example string }{
		{"kayles", "knock down one pin or two adjacent pins from a row (octal 0.77)", "kayles 7"},
		{"dawson", "Dawson's Kayles: knock down two adjacent pins (octal 0.07)", "dawson 1000000000000 14"},
		{"officers", "take one token, leaving one or two non-empty heaps (octal 0.6)", "officers 10 12"},
		{"grundy", "Grundy's game: split a heap into two unequal heaps (4!.0)", "grundy 20"},
	} {
		Register(Info{
			Name: named.name, Rule: named.rule, Example: named.example, Offers: heapOffers,
			New: func(_ string, cfg Config) (game.Family, error) { return newOctal(named.name, cfg) },
		})
	}
}

// octalFamily is one heap game. Its engine grows as larger heaps are asked
// for, up to limit values; larger heaps need the period proved.
type octalFamily struct {
	name    string
	rules   *heap.Rules
	engine  *heap.Engine
	limit   int
	period  heap.Period // the proved period, once prefix is set
	prefix  []uint32    // G(0..Preperiod+Period-1), once the period is proved
	noProof bool        // the search for a proof has run to limit and failed

	misere misereHeaps // misère sums, by genus
}

func newOctal(spec string, cfg Config) (*octalFamily, error) {
	r, err := heap.Parse(spec)
	if err != nil {
		return nil, err
	}
	name := spec
	if base, _, ok := strings.Cut(spec, ":"); ok {
		name = base + ":" + r.String()
	}
	return &octalFamily{
		name:   name,
		rules:  r,
		engine: heap.NewEngine(r, heap.Options{}),
		limit:  maxPositions(cfg),
		misere: newMisereHeaps(cfg),
	}, nil
}

func (f *octalFamily) Name() string { return f.name }

// Explored is the number of heap values computed, and of misère sums.
func (f *octalFamily) Explored() int64 { return int64(f.engine.Len()) + f.misere.sums() }

// Parse reads a heap size of any size.
func (f *octalFamily) Parse(s string) (game.Component, error) {
	b, err := parseBig(f.name, "heap", s)
	if err != nil {
		return nil, err
	}
	if b.IsUint64() {
		return octalHeap{f: f, n: b.Uint64()}, nil
	}
	return octalHeap{f: f, big: b}, nil
}

// value returns G(n) for any heap: from the values computed so far, else
// from the proved period, else by computing values up to n if n is within
// the limit. Heaps past the period search's reach try the period first.
func (f *octalFamily) value(ctx context.Context, n *big.Int) (game.Nimber, error) {
	small := n.IsUint64() && n.Uint64() < uint64(f.limit)
	if small && n.Uint64() < uint64(f.engine.Len()) {
		return game.Star(uint64(f.engine.At(int(n.Uint64())))), nil
	}
	if f.prefix == nil && !(small && n.Uint64() < uint64(f.periodLimit())) {
		if err := f.prove(ctx); err != nil && !small {
			return game.Nimber{}, errs.Errorf(f.name, errs.KindOf(err), "heap %s: %w", n, err)
		}
	}
	if f.prefix != nil {
		v, ok := period.At(f.prefix, f.period, n)
		if !ok {
			return game.Nimber{}, errs.Errorf(f.name, errs.Internal, "heap %s: period %+v does not fit %d values", n, f.period, len(f.prefix))
		}
		return game.BigStar(v), nil
	}
	if err := f.engine.Extend(ctx, int(n.Uint64())+1); err != nil {
		return game.Nimber{}, err
	}
	return game.Star(uint64(f.engine.At(int(n.Uint64())))), nil
}

// at returns G(m) for a heap whose value is known and below 2^32:
// computed, or given by the proved period (with its saltus, for all-but
// codes).
func (f *octalFamily) at(m uint64) uint32 {
	if m < uint64(f.engine.Len()) {
		return f.engine.At(int(m))
	}
	return uint32(period.AtUint64(f.prefix, f.period, m))
}

// prove computes values until the period is proved (heap.ExtendUntilProved);
// then values of heaps of any size follow from it.
func (f *octalFamily) prove(ctx context.Context) error {
	if f.prefix != nil {
		return nil
	}
	if !heap.Provable(f.rules) {
		return errs.Errorf("", errs.Unknown, "beyond the first %d heaps only a proved period would tell, and the periodicity theorem does not apply to %s (--max-positions N computes N heaps)", f.limit, f.rules.Name())
	}
	if !f.noProof {
		p, err := f.engine.ExtendUntilProved(ctx, f.periodLimit(), heap.Steps{})
		if err != nil {
			return err
		}
		if p != nil {
			f.period, f.prefix = *p, f.engine.Values(nil, 0, p.Preperiod+p.Period)
			return nil
		}
		f.noProof = true
	}
	return errs.Errorf("", errs.Limit, "no period of %s proved within the first %d values", f.rules.Name(), f.periodLimit())
}

func (f *octalFamily) periodLimit() int { return min(f.limit, heap.ProofLimit(f.rules)) }

// octalHeap is a heap of an octal game; big holds sizes beyond 64 bits.
type octalHeap struct {
	f   *octalFamily
	n   uint64
	big *big.Int
}

func (h octalHeap) size() *big.Int {
	if h.big != nil {
		return h.big
	}
	return new(big.Int).SetUint64(h.n)
}

// Key tells heaps of different codes apart (game.Keyer).
func (h octalHeap) Key() string { return h.f.name + ":" + h.String() }

// Board draws the heap as a row of pins knocked down, or, in a game that
// only splits heaps (Grundy's), as a heap to cut; a game that splits a
// heap in three has no drawing (display.Boarder).
func (h octalHeap) Board() string {
	d := h.f.rules.Digits()
	switch {
	case d[0] != 0 && !slices.ContainsFunc(d[1:], func(x uint8) bool { return x != 0 }):
		return "cut"
	case d[0] == 0 && h.f.rules.MaxHeaps() <= 2:
		return "pins"
	}
	return ""
}

func (h octalHeap) String() string {
	if h.big != nil {
		return h.big.String()
	}
	return strconv.FormatUint(h.n, 10)
}

func (h octalHeap) Value(ctx context.Context) (game.Nimber, error) { return h.f.value(ctx, h.size()) }

// listable checks that the heap's options can be listed: its value and
// those of all smaller heaps are in the engine.
func (h octalHeap) listable(ctx context.Context) error {
	if h.big == nil && h.n < uint64(h.f.limit) {
		_, err := h.Value(ctx) // every smaller heap's value is known after it
		return err
	}
	// Such a heap has about n/2 splits: its value may follow from the
	// period, but its options cannot be listed.
	v, err := h.Value(ctx)
	if err != nil {
		return err
	}
	n, _ := new(big.Float).SetInt(h.size()).Float64()
	saltus := ""
	if s := h.f.period.Saltus; s != 0 {
		saltus = fmt.Sprintf(", saltus %d", s)
	}
	return errs.Errorf(h.f.name, errs.Unknown, "heap %s, worth *%v by its period (preperiod %d, period %d%s), has about %.1e moves: too many to list",
		h, v, h.f.period.Preperiod, h.f.period.Period, saltus, h.f.rules.OptionCount(n))
}

func (h octalHeap) option(parts []uint64) game.Option {
	o := make(game.Option, len(parts))
	for i, p := range parts {
		o[i] = octalHeap{f: h.f, n: p}
	}
	return o
}

// sampleBound bounds the small parts SomeMovesTo tries per take.
const sampleBound = 1 << 16

// SomeMovesTo finds up to max options worth target of a heap too large to
// list, from the proved period (game.Sampler): taking k tokens and
// leaving one heap, or splitting off small heaps. A split whose small
// parts are past the preperiod plus a period repeats one with smaller
// parts, so trying parts up to that bound finds one of every kind there
// is; it returns none if there is no period.
func (h octalHeap) SomeMovesTo(ctx context.Context, target game.Nimber, max int) ([]game.Option, error) {
	if err := h.f.prove(ctx); err != nil {
		return nil, err
	}
	want, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	bound := uint64(min(h.f.period.Preperiod+2*h.f.period.Period, sampleBound))
	size := h.size()
	var out []game.Option
	worth := func(parts ...*big.Int) bool {
		var v uint64
		for _, p := range parts {
			if p.Sign() <= 0 {
				return false
			}
			pv, err := h.f.value(ctx, p)
			if err != nil {
				return false
			}
			x, _ := pv.Uint64()
			v ^= x
		}
		return v == want
	}
	add := func(parts ...*big.Int) {
		o := make(game.Option, len(parts))
		for i, p := range parts {
			o[i] = heapOf(h.f, p)
		}
		out = append(out, o)
	}
	digits := h.f.rules.Digits()
	for k := 0; k < len(digits) && len(out) < max; k++ {
		d := digits[k]
		rest := new(big.Int).Sub(size, big.NewInt(int64(k)))
		if d&2 != 0 && k > 0 && worth(rest) {
			add(rest)
		}
		for a := uint64(1); d&4 != 0 && a <= bound && len(out) < max; a++ {
			small := new(big.Int).SetUint64(a)
			large := new(big.Int).Sub(rest, small)
			if large.Cmp(small) > 0 && worth(small, large) {
				add(small, large)
			}
		}
		for a := uint64(1); d&8 != 0 && a <= min(bound, 256) && len(out) < max; a++ {
			for b := a; b <= min(bound, 256) && len(out) < max; b++ {
				sa, sb := new(big.Int).SetUint64(a), new(big.Int).SetUint64(b)
				large := new(big.Int).Sub(rest, new(big.Int).Add(sa, sb))
				if large.Cmp(sb) > 0 && worth(sa, sb, large) {
					add(sa, sb, large)
				}
			}
		}
	}
	return out, nil
}

// heapOf returns the heap of n tokens of family f.
func heapOf(f *octalFamily, n *big.Int) octalHeap {
	if n.IsUint64() {
		return octalHeap{f: f, n: n.Uint64()}
	}
	return octalHeap{f: f, big: new(big.Int).Set(n)}
}

// maxOptions bounds the options a heap lists, which are held in memory at
// once (a heap of n has about n/2 of them).
const maxOptions = 1 << 20

func (h octalHeap) Options(ctx context.Context) ([]game.Option, error) {
	if err := h.listable(ctx); err != nil {
		return nil, err
	}
	bound := min(h.f.limit, maxOptions)
	count := 0
	h.f.rules.Options(h.n, func(...uint64) bool { count++; return count <= bound })
	if count > bound {
		return nil, errs.Errorf(h.f.name, errs.Limit, "heap %d has more than %d options, too many to list (a misère analysis would need them all)", h.n, bound)
	}
	out := make([]game.Option, 0, count)
	h.f.rules.Options(h.n, func(parts ...uint64) bool {
		out = append(out, h.option(parts))
		return true
	})
	return out, nil
}

// MovesTo scans the options against the engine's values, building only
// the matches.
func (h octalHeap) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if err := h.listable(ctx); err != nil {
		if moves, ok := h.periodicMovesTo(target); ok {
			return moves, nil
		}
		return nil, err
	}
	want, ok := target.Uint64()
	if !ok || want > 1<<32 {
		return nil, nil
	}
	var out []game.Option
	h.f.rules.Options(h.n, func(parts ...uint64) bool {
		var v uint32
		for _, p := range parts {
			v ^= h.f.at(p)
		}
		if uint64(v) == want {
			out = append(out, h.option(parts))
		}
		return true
	})
	return out, nil
}

// periodicMovesTo lists every move to target of a heap too large to list
// in a game whose moves leave one heap and whose values grow by a saltus
// (an all-but code): each value is held by a few heaps only, which the
// proved period gives. It reports false for other games.
func (h octalHeap) periodicMovesTo(target game.Nimber) ([]game.Option, bool) {
	f := h.f
	if h.big != nil || f.prefix == nil || f.period.Saltus <= 0 || f.rules.MaxHeaps() != 1 {
		return nil, false
	}
	want, ok := target.Uint64()
	if !ok {
		return nil, true // no heap is worth that much
	}
	var out []game.Option
	ms := period.Positions(f.prefix, f.period, want, h.n)
	for i := len(ms) - 1; i >= 0; i-- { // smallest take first
		if f.rules.MayLeave(h.n, ms[i]) {
			out = append(out, game.Option{octalHeap{f: f, n: ms[i]}})
		}
	}
	return out, true
}
