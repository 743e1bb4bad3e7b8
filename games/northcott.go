// Northcott's game: each row of a board holds a white and a black checker;
// a player moves one of their checkers along its row, forward or back, as
// far as they like without jumping the other checker or leaving the board.
//
// A row is worth the Nim heap of its gap, the empty squares between the
// checkers (Berlekamp, Conway and Guy, Winning Ways ch. 2, "Northcott's
// game"). Moving forward shrinks the gap: a Nim move. Retreating widens it,
// but the opponent can advance by as much, restoring the gap, and the board
// edge bounds retreats, so retreating is reversible and never helps the
// loser. A position "g" is a row by its gap, whose moves shrink it; "g,r"
// also allows retreats widening it by up to r in all (the room behind the
// checkers), so the equivalence with Nim can be checked by brute force.
package games

import "github.com/nimber/nimber/game"

func init() {
	Register(Info{
		Name:    "northcott",
		Rule:    "move a checker towards or away from the other in its row; a row is its gap g (or g,r with r room to retreat)",
		Example: "northcott 3 5 6",
		Offers:  []Offer{Values, Moves, Huge},
		New: func(_ string, cfg Config) (game.Family, error) {
			return &reversibleFamily{name: "northcott", unit: "gap", reserve: "room to retreat", limit: maxPositions(cfg)}, nil
		},
	})
}
