package sums

import (
	"context"
	"errors"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/misere"
)

// errNotThisWay is misereNim's answer for a sum it cannot value by the
// rule after all (a value past 64 bits, a component that cannot list its
// moves): Analyze values it another way.
var errNotThisWay = errors.New("not by misère Nim's rule")

// misereNim answers a misère sum whose components are tame
// (game.TameFamily) by misère Nim's rule on their normal values: lost iff
// every value is 0 or 1 and their XOR is 1, or some value is 2 or more
// and their XOR is 0. It fills in r's misère value and genus (those of
// the nim heaps), and returns the winning moves: the moves to a lost sum,
// each option's heaps read by their values too.
func misereNim(ctx context.Context, sum []game.Component, r *answer.Report) (game.Outcome, []game.Move, error) {
	values := make([]uint64, len(sum))
	var x uint64
	big := 0
	for i, c := range sum {
		v, err := c.Value(ctx)
		if err != nil {
			return 0, nil, err
		}
		n, ok := v.Uint64()
		if !ok {
			return 0, nil, errNotThisWay
		}
		values[i], x = n, x^n
		if n >= 2 {
			big++
		}
	}
	lost := func(x uint64, big bool) bool { return big && x == 0 || !big && x == 1 }
	g := tameGenus(x, big > 0)
	value := game.Star(uint64(g.Misere()))
	r.MisereValue, r.Genus = &value, g.String()
	var moves []game.Move
	for i, c := range sum {
		m, ok := c.(game.Mover)
		if !ok {
			return 0, nil, errNotThisWay
		}
		opts, err := m.Options(ctx)
		if err != nil {
			return 0, nil, err
		}
		othersBig := big-b2i(values[i] >= 2) > 0
		for _, o := range opts {
			y, partBig := x^values[i], false
			for _, part := range o {
				v, err := part.Value(ctx)
				if err != nil {
					return 0, nil, err
				}
				n, _ := v.Uint64()
				y ^= n
				partBig = partBig || n >= 2
			}
			if lost(y, othersBig || partBig) {
				moves = append(moves, game.Move{Component: i, To: o})
			}
		}
	}
	if lost(x, big > 0) {
		return game.P, nil, nil
	}
	return game.N, moves, nil
}

// tameGenus is the genus of a sum of nim heaps of XOR x, with a heap of
// 2 or more if big: 0^120 or 1^031 without, x^(x, x⊕2) with.
func tameGenus(x uint64, big bool) misere.Genus {
	if !big {
		return misere.Nim(uint32(x))
	}
	return misere.Genus{G: uint32(x), Sup: []uint32{uint32(x), uint32(x) ^ 2}}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
