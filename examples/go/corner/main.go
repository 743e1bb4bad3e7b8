// Corner: a token on a quarter plane moves one square left, one square
// down, or any number of squares diagonally down-left; the player who
// cannot move (at (0, 0)) loses. Every command of nimber, for it:
//
//	go run ./examples/go/corner table --x 0..300 --y 0..300 --plot corner.png
//	go run ./examples/go/corner analyze 3,4 5,5 --misere
//	go run ./examples/go/corner play 7,9
package main

import "github.com/nimber/nimber/custom"

var corner = &custom.Game[[2]uint32]{
	Name: "corner",
	Rule: "move a token to (x−1, y), (x, y−1) or (x−k, y−k) for any k ≥ 1",
	Moves: func(p [2]uint32, dst [][2]uint32) [][2]uint32 {
		x, y := p[0], p[1]
		if x > 0 {
			dst = append(dst, [2]uint32{x - 1, y})
		}
		if y > 0 {
			dst = append(dst, [2]uint32{x, y - 1})
		}
		for k := uint32(1); k <= min(x, y); k++ {
			dst = append(dst, [2]uint32{x - k, y - k})
		}
		return dst
	},
	Key:   func(p [2]uint32) uint64 { return custom.Pair(uint64(p[0]), uint64(p[1])) },
	Start: [][2]uint32{{7, 9}},
}

func main() { custom.Main(corner) }
