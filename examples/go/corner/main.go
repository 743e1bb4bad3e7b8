// Corner: a token on a quarter plane moves one square left, one square
// down, or any number of squares diagonally down-left; the player who
// cannot move (at (0, 0)) loses. Every command of nimber, for it:
//
//	go run ./examples/go/corner table --x 0..300 --y 0..300 --plot corner.png
//	go run ./examples/go/corner analyze 3,4 5,5 --misere
//	go run ./examples/go/corner play 7,9
package main

import "github.com/nimber/nimber/custom"

// xy is a square of the board. A struct, not an array: Go keeps a small
// struct in registers, so Moves is several times faster (docs/go.md).
type xy struct{ x, y uint32 }

var corner = &custom.Game[xy]{
	Name: "corner",
	Rule: "move a token to (x−1, y), (x, y−1) or (x−k, y−k) for any k ≥ 1",
	Moves: func(p xy, dst []xy) []xy {
		if p.x > 0 {
			dst = append(dst, xy{p.x - 1, p.y})
		}
		if p.y > 0 {
			dst = append(dst, xy{p.x, p.y - 1})
		}
		for k := uint32(1); k <= min(p.x, p.y); k++ {
			dst = append(dst, xy{p.x - k, p.y - k})
		}
		return dst
	},
	Key:   func(p xy) uint64 { return custom.Pair(uint64(p.x), uint64(p.y)) },
	Start: []xy{{7, 9}},
}

func main() { custom.Main(corner) }
