// Moore's Nim_K: heaps of counters; a move takes counters (at least one,
// any number) from at least one and at most K of the heaps.
//
// Moore's theorem (E. H. Moore, "A generalization of the game called Nim",
// Annals of Math. 1910; Winning Ways ch. 15): write the heaps in binary; a
// position is lost for the player to move iff every column of binary digits
// sums to a multiple of K+1. Nim_1 is Nim. The Grundy values have no closed
// form for K ≥ 2 and are searched, so only small positions have them
// (--max-positions bounds the options the search visits); the outcome of a
// lone position is known at any size.
package games

import (
	"context"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
)

func init() {
	Register(Info{
		Name:    "moore",
		Params:  "K (the most heaps one move may take from, K ≥ 1)",
		Rule:    "take any number of counters from each of 1 to K heaps",
		Example: "moore:2 1,2,3",
		Offers:  []Offer{Values, Moves, Outcome},
		New:     newMoore,
	})
}

type mooreFamily struct {
	k      uint64
	name   string
	search *searcher[string] // positions are sorted heap lists in parseList syntax
}

func newMoore(params string, cfg Config) (game.Family, error) {
	k, err := parseParam("moore", "K", params)
	if err != nil {
		return nil, err
	}
	// K beyond the number of heaps changes nothing; the cap keeps K+1
	// from overflowing.
	f := &mooreFamily{k: min(k, 1<<62), name: "moore:" + strconv.FormatUint(k, 10)}
	g := solve.Game[string]{
		Moves: func(p string, dst []string) ([]string, error) {
			heaps, _ := parseList(f.name, "heap", "", p, 0)
			f.moves(heaps, func(next []uint64) {
				sorted := slices.Clone(next)
				slices.Sort(sorted)
				dst = append(dst, formatList(sorted))
			})
			return dst, nil
		},
	}
	f.search = newSearcher(f.name, g, cfg)
	return f, nil
}

func (f *mooreFamily) Name() string    { return f.name }
func (f *mooreFamily) Explored() int64 { return f.search.Explored() }

func (f *mooreFamily) Parse(s string) (game.Component, error) {
	heaps, err := parseList(f.name, "heap", "heaps such as 1,2,3", s, 0)
	if err != nil {
		return nil, err
	}
	return moorePos{heaps: heaps, f: f}, nil
}

// mulCap returns x·y, or cap+1 if that exceeds cap.
func mulCap(x, y, cap uint64) uint64 {
	if hi, lo := bits.Mul64(x, y); hi == 0 && lo <= cap {
		return lo
	}
	return cap + 1
}

// countMoves returns the number of moves from heaps, saturating at cap+1:
// the sum over j ≤ K of the j-th elementary symmetric sum of the sizes.
func (f *mooreFamily) countMoves(heaps []uint64, cap uint64) uint64 {
	e := []uint64{1} // e[j]: ways to reduce j of the heaps seen so far
	for _, h := range heaps {
		if uint64(len(e)) <= f.k {
			e = append(e, 0)
		}
		for j := len(e) - 1; j >= 1; j-- {
			e[j] = min(e[j]+mulCap(e[j-1], h, cap), cap+1)
		}
	}
	var total uint64
	for _, c := range e[1:] {
		total = min(total+c, cap+1)
	}
	return total
}

// moves calls yield with each position reachable from heaps (a reused
// slice, in the same heap order).
func (f *mooreFamily) moves(heaps []uint64, yield func([]uint64)) {
	next := slices.Clone(heaps)
	var rec func(i int, touched uint64)
	rec = func(i int, touched uint64) {
		if i == len(heaps) {
			if touched > 0 {
				yield(next)
			}
			return
		}
		rec(i+1, touched) // leave heap i alone
		if touched == f.k {
			return
		}
		for v := range heaps[i] {
			next[i] = v
			rec(i+1, touched+1)
		}
		next[i] = heaps[i]
	}
	rec(0, 0)
}

// lost is Moore's criterion: every binary column sums to 0 mod K+1.
func (f *mooreFamily) lost(heaps []uint64) bool {
	for bit := range 64 {
		var sum uint64
		for _, h := range heaps {
			sum += h >> bit & 1
		}
		if sum%(f.k+1) != 0 {
			return false
		}
	}
	return true
}

type moorePos struct {
	heaps []uint64 // never modified
	f     *mooreFamily
}

func (p moorePos) String() string { return formatList(p.heaps) }

// Key tells positions of different K apart (game.Keyer).
func (p moorePos) Key() string { return p.f.name + ":" + p.String() }

// key is the sorted heap list the search memoizes.
func (p moorePos) key() string {
	sorted := slices.Clone(p.heaps)
	slices.Sort(sorted)
	return formatList(sorted)
}

// searchable refuses positions whose search would visit more options than
// the limit: at most the positions below p times p's options.
func (p moorePos) searchable() error {
	limit := uint64(p.f.search.limit)
	work := p.f.countMoves(p.heaps, limit)
	for _, h := range p.heaps {
		if h == ^uint64(0) {
			work = limit + 1
			break
		}
		work = mulCap(work, h+1, limit)
	}
	return p.f.search.check(work, "position "+p.String())
}

func (p moorePos) Value(ctx context.Context) (game.Nimber, error) {
	if err := p.searchable(); err != nil {
		return game.Nimber{}, err
	}
	return p.f.search.grundy(ctx, p.key(), "position "+p.String())
}

func (p moorePos) Outcome(ctx context.Context) (game.Outcome, error) {
	if p.f.lost(p.heaps) {
		return game.P, nil
	}
	return game.N, nil
}

// options lists the moves, filtered by keep, refusing too many.
func (p moorePos) options(keep func([]uint64) bool) ([]game.Option, error) {
	limit := uint64(p.f.search.limit)
	if p.f.countMoves(p.heaps, limit) > limit {
		return nil, tooManyOptions(p.f.name, "position", p, p.f.search.limit)
	}
	var out []game.Option
	p.f.moves(p.heaps, func(next []uint64) {
		if keep(next) {
			out = append(out, game.Option{moorePos{heaps: slices.Clone(next), f: p.f}})
		}
	})
	return out, nil
}

func (p moorePos) Options(ctx context.Context) ([]game.Option, error) {
	return p.options(func([]uint64) bool { return true })
}

// MovesTo checks every option by Moore's criterion for target 0, else by
// searched values.
func (p moorePos) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	if target.IsZero() {
		return p.options(p.f.lost)
	}
	if err := p.searchable(); err != nil {
		return nil, err
	}
	to, err := p.f.search.movesTo(ctx, p.key(), target, "position "+p.String())
	if err != nil {
		return nil, err
	}
	// The search answers in sorted keys; map them back to moves in order.
	want := map[string]bool{}
	for _, k := range to {
		want[k] = true
	}
	return p.options(func(next []uint64) bool {
		sorted := slices.Clone(next)
		slices.Sort(sorted)
		return want[formatList(sorted)]
	})
}

// Note says that components of one heap each are games of their own:
// a position of several heaps is written with commas.
func (f *mooreFamily) Note(sum []game.Component) string {
	if len(sum) < 2 {
		return ""
	}
	for _, c := range sum {
		if p, ok := c.(moorePos); !ok || len(p.heaps) > 1 {
			return ""
		}
	}
	heaps := game.Option(sum).Strings()
	if len(heaps) > 6 {
		heaps = append(heaps[:3], "…")
	}
	return "each component is a game of one heap; one position of several heaps is written with commas, as " + strings.Join(heaps, ",")
}
