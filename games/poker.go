// Poker Nim: Nim in which a move may instead add chips to a heap, from the
// chips the players hold.
//
// Berlekamp, Conway and Guy, Winning Ways ch. 2 ("Poker-Nim"): adding
// chips is reversible (the opponent removes them again), and the chips in
// hand are finite, so adding never helps the loser: the value is that of
// Nim, the XOR of the heaps. A position "n" is a heap with chips enough to
// add any number; "n,r" limits the chips that may still go on it to r, a
// bounded variant whose moves can be listed and checked by brute force.
package games

import "github.com/nimber/nimber/game"

func init() {
	Register(Info{
		Name:    "poker",
		Rule:    "take any number from one heap, or add chips to it; position n or n,r (r chips may be added)",
		Example: "poker 3,1 4,2 5,2",
		Offers:  []Offer{Values, Moves, Huge},
		New: func(_ string, cfg Config) (game.Family, error) {
			return &reversibleFamily{name: "poker", unit: "heap", reserve: "chips that may be added", unbounded: true, limit: maxPositions(cfg)}, nil
		},
	})
}
