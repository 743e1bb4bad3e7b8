package game

import (
	"slices"

	"github.com/nimber/nimber/errs"
)

// Moves lists every move of the sum, component by component, in the
// order of each component's Options. Every component must be a Mover.
func Moves(sum []Component) ([]Move, error) {
	var moves []Move
	for i, c := range sum {
		mv, ok := c.(Mover)
		if !ok {
			return nil, errs.Errorf("moves", errs.Usage, "the moves of %s cannot be listed", c)
		}
		opts, err := mv.Options()
		if err != nil {
			return nil, errs.E("the moves of "+c.String(), errs.KindOf(err), err)
		}
		for _, o := range opts {
			moves = append(moves, Move{Component: i, To: o})
		}
	}
	return moves, nil
}

// Apply returns the sum after move m, leaving sum as it was.
func Apply(sum []Component, m Move) []Component {
	next := make([]Component, 0, len(sum)+len(m.To))
	next = append(next, sum[:m.Component]...)
	next = append(next, m.To...)
	return append(next, sum[m.Component+1:]...)
}

// Reply chooses a move for the player to move in sum, one of moves (the
// sum's, from Moves), and returns its index: a winning move if there is
// one; else, in a loopy game's draw, one that keeps it; else the move
// that leaves the opponent the fewest winning replies, so that a learner
// has to find one of few (among the first MaxReplyLookahead moves; past
// that, the first). It fails if there is no move or if analysing sum
// fails.
func Reply(f Family, sum []Component, moves []Move, opt Options) (int, error) {
	if len(moves) == 0 {
		return 0, errs.Errorf("reply", errs.Usage, "no move is left")
	}
	r, err := Analyze(f, sum, opt)
	if err != nil {
		return 0, err
	}
	for _, best := range [][]MoveReport{r.WinningMoves, r.DrawingMoves} {
		for _, w := range best {
			for k, m := range moves {
				if m.Component == w.Component && slices.Equal(m.To.Strings(), w.To) {
					return k, nil
				}
			}
		}
	}
	if len(moves) > MaxReplyLookahead {
		return 0, nil
	}
	best, fewest := 0, -1
	for k, m := range moves {
		r, err := Analyze(f, Apply(sum, m), opt)
		if err != nil {
			return best, nil // a search limit: any losing move will do
		}
		if fewest < 0 || r.Count < fewest {
			best, fewest = k, r.Count
		}
	}
	return best, nil
}

// MaxReplyLookahead is the most moves Reply analyses one by one when the
// position is lost.
const MaxReplyLookahead = 64
