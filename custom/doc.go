// Package custom states impartial games in Go and gives them the whole of
// nimber: a Game over any comparable position type has the hooks of a
// rules file (Moves, and optionally Start, Terminal, Components, Parse,
// Format, Params), and Main runs nimber's command line with it, so that
// a short program gets analyze (sums, --misere, --batch, --json), table
// (with plots), play and serve for its game:
//
//	// corner: a token moves one square left or down, or any number
//	// of squares diagonally down-left.
//	func main() {
//		custom.Main(&custom.Game[[2]int]{
//			Name: "corner",
//			Moves: func(p [2]int, dst [][2]int) [][2]int {
//				x, y := p[0], p[1]
//				if x > 0 {
//					dst = append(dst, [2]int{x - 1, y})
//				}
//				if y > 0 {
//					dst = append(dst, [2]int{x, y - 1})
//				}
//				for k := 1; k <= min(x, y); k++ {
//					dst = append(dst, [2]int{x - k, y - k})
//				}
//				return dst
//			},
//			Key: func(p [2]int) uint64 { return uint64(p[0])<<32 | uint64(p[1]) },
//		})
//	}
//
//	$ go run ./examples/go/corner table corner --x 0..300 --y 0..300
//	$ go run ./examples/go/corner analyze corner 3,4 5,5 --misere
//
// Positions are searched by package solve at Go's speed: give Key, an
// injective numbering, and number them densely (x*width+y) when you can,
// for a memo that is a plain array. Games returns the games for a
// program that builds its own command line or server (cli.Options.Games,
// server.Options.Games). docs/go.md is the guide; examples/go has
// tested examples.
package custom
