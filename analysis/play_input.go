package analysis

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/game"
)

// ReadTypedMove reads a move as a player types it: "K" (the K-th of the
// listed moves) or "C → TO" (component C, from 1, becomes TO: parts
// joined by "+", or "nothing"), which may be a move of a component too
// large to list.
func ReadTypedMove(ctx context.Context, line string, sum []game.Component, moves []game.Move) (game.Move, error) {
	if k, err := strconv.Atoi(line); err == nil {
		if k >= 1 && k <= len(moves) {
			return moves[k-1], nil
		}
		return game.Move{}, fmt.Errorf("the list has moves 1 to %d", len(moves))
	}
	for _, arrow := range []string{"→", "->", ":"} {
		line = strings.Replace(line, arrow, " ", 1)
	}
	cs, to, ok := strings.Cut(strings.TrimSpace(line), " ")
	c, err := strconv.Atoi(cs)
	if !ok || err != nil {
		return game.Move{}, errors.New("write K, a number from the list, or C → TO")
	}
	var parts []string
	if to = strings.TrimSpace(to); to != "nothing" {
		for part := range strings.SplitSeq(to, "+") {
			parts = append(parts, strings.TrimSpace(part))
		}
	}
	return answer.ReadMove(ctx, sum, c-1, parts)
}
