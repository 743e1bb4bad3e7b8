package games

import (
	"math/big"
	"strings"

	"github.com/nimber/nimber/errs"
)

// Moves typed by a player (game.OptionReader) and a few moves of a heap
// too large to list (game.OptionSampler), for the heap games that play
// heaps of any size: the helpers their readers share.

// readSizes reads the heaps a typed move leaves: each part a non-negative
// integer of any size. op names the game in errors.
func readSizes(op string, parts []string) ([]*big.Int, error) {
	sizes := make([]*big.Int, len(parts))
	for i, p := range parts {
		n, err := parseBig(op, "heap", p)
		if err != nil {
			return nil, err
		}
		sizes[i] = n
	}
	return sizes, nil
}

// readSmaller reads a move that leaves one heap smaller than n, the only
// kind of move of a game like Nim, and returns its size.
func readSmaller(op string, n *big.Int, parts []string) (*big.Int, error) {
	if len(parts) != 1 {
		return nil, errs.Errorf(op, errs.Usage, "a move leaves one heap in place of %s, not %s", n, moveText(parts))
	}
	sizes, err := readSizes(op, parts)
	if err != nil {
		return nil, err
	}
	switch sizes[0].Cmp(n) {
	case 0:
		return nil, errs.Errorf(op, errs.Usage, "%s → %s takes no counter: a move takes at least one", n, sizes[0])
	case 1:
		return nil, errs.Errorf(op, errs.Usage, "%s → %s adds counters: a move takes at least one", n, sizes[0])
	}
	return sizes[0], nil
}

// moveText renders the parts of a typed move.
func moveText(parts []string) string {
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " + ")
}
