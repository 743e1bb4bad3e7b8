// Package benchgames holds the games written in Go that bench/gogame
// times, so that the command and custom's benchmarks run the same code.
package benchgames

import "github.com/nimber/nimber/custom"

// XY is a position of both games: a struct, not an array, since Go
// builds a small struct in registers (docs/go.md).
type XY struct{ X, Y uint32 }

// Corner is examples/go/corner's game.
var Corner = &custom.Game[XY]{
	Name: "corner",
	Moves: func(p XY, dst []XY) []XY {
		if p.X > 0 {
			dst = append(dst, XY{p.X - 1, p.Y})
		}
		if p.Y > 0 {
			dst = append(dst, XY{p.X, p.Y - 1})
		}
		for k := uint32(1); k <= min(p.X, p.Y); k++ {
			dst = append(dst, XY{p.X - k, p.Y - k})
		}
		return dst
	},
	Key: key,
}

// Queen is rules/bench_test.go's queen game: one step left, down or
// diagonally down-left.
var Queen = &custom.Game[XY]{
	Name: "queen",
	Moves: func(p XY, dst []XY) []XY {
		if p.X > 0 {
			dst = append(dst, XY{p.X - 1, p.Y})
		}
		if p.Y > 0 {
			dst = append(dst, XY{p.X, p.Y - 1})
		}
		if p.X > 0 && p.Y > 0 {
			dst = append(dst, XY{p.X - 1, p.Y - 1})
		}
		return dst
	},
	Key: key,
}

func key(p XY) uint64 { return custom.Pair(uint64(p.X), uint64(p.Y)) }
