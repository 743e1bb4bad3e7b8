package games

import (
	"fmt"
	"math/big"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Moves typed by a player (answer.OptionReader) and a few moves of a heap
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
	if _, err := onePart(op, "heap", n, parts); err != nil {
		return nil, err
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

// onePart returns the one part of a move in a game whose moves leave one
// component (what: "heap", "position") in place of from.
func onePart(op, what string, from fmt.Stringer, parts []string) (string, error) {
	if len(parts) != 1 {
		return "", errs.Errorf(op, errs.Usage, "a move leaves one %s in place of %s, not %s", what, from, game.PartsText(parts))
	}
	return parts[0], nil
}

// readOne reads the one component a move leaves in place of from, with
// its family's parse.
func readOne(f game.Family, what string, from fmt.Stringer, parts []string) (game.Component, error) {
	part, err := onePart(f.Name(), what, from, parts)
	if err != nil {
		return nil, err
	}
	return f.Parse(part)
}
