// Package custom states impartial games in Go and gives them the whole of
// nimber: a Game over any comparable position type has the hooks of a
// rules file (Moves, and optionally Start, Terminal, Components, Parse,
// Format, Params), and Main runs nimber's command line with it, so that
// a short program gets analyze (sums, --misere, --batch, --json), table
// (with plots), play and serve for its game:
//
//	// corner: a token moves one square left or down, or any number
//	// of squares diagonally down-left.
//	type xy struct{ x, y int }
//
//	func main() {
//		custom.Main(&custom.Game[xy]{
//			Name: "corner",
//			Moves: func(p xy, dst []xy) []xy {
//				if p.x > 0 {
//					dst = append(dst, xy{p.x - 1, p.y})
//				}
//				if p.y > 0 {
//					dst = append(dst, xy{p.x, p.y - 1})
//				}
//				for k := 1; k <= min(p.x, p.y); k++ {
//					dst = append(dst, xy{p.x - k, p.y - k})
//				}
//				return dst
//			},
//			Key: func(p xy) uint64 { return uint64(p.x)<<32 | uint64(p.y) },
//		})
//	}
//
//	$ go run ./examples/go/corner table corner --x 0..300 --y 0..300
//	$ go run ./examples/go/corner analyze corner 3,4 5,5 --misere
//
// Positions are searched by package solve at Go's speed: make a position
// of several numbers a struct (Go keeps it in registers; Moves over an
// array is several times slower), give Key, an injective numbering, and
// number them densely (x*width+y) when you can, for a memo that is a
// plain array. Games returns the games for a
// program that builds its own command line or server (cli.Options.Games,
// server.Options.Games). docs/go.md is the guide; examples/go has
// tested examples.
package custom
