package solve

import (
	"context"
	"fmt"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Game is an impartial game over positions of type P.
type Game[P comparable] struct {
	// Moves appends the options of p to dst and returns it.
	Moves func(p P, dst []P) ([]P, error)
	// Split, if set, appends the independent components of p to dst (a
	// position that is a sum of smaller games, e.g. heaps after Kayles
	// splits a row). A position that does not split appends itself or
	// nothing at all. Split is ignored in misère play, which has no
	// Sprague–Grundy shortcut.
	Split func(p P, dst []P) ([]P, error)
	// Ends, if set, says whether play is over at p before any move
	// (Won or Lost for the player to move); Moves is then not called.
	// A won position is worth 1, as if it had one move, to a finished
	// game: mex{0} in normal play, a win in misère play. A lost one is
	// worth 0 in both.
	Ends func(p P) Ending
	// Key, if set, maps positions injectively to integers; the solver then
	// memoizes in a dense array (small keys) or an open-addressing hash
	// table instead of a Go map: several times faster and 4 to 32 bytes a
	// position. Number the positions compactly when you can (a board
	// square as x*width+y) to get the dense array.
	Key func(p P) uint64
	// Format renders a position in error messages; default fmt's %v.
	Format func(p P) string
}

// Ending is what Game.Ends says of a position.
type Ending uint8

const (
	PlayOn Ending = iota // not over: the moves decide
	Won                  // the player to move has won
	Lost                 // the player to move has lost
)

// Options bound and observe a search.
type Options struct {
	// MaxPositions stops a search with an errs.Limit error once more
	// positions than this are memoized; 0 means game.DefaultMaxPositions.
	MaxPositions int
	// Misere selects misère play (the last mover loses); only outcomes,
	// not Grundy values, are then computed.
	Misere bool
	// Progress, if set, is called now and then with the number of
	// positions explored so far.
	Progress func(explored int64)
}

func (g *Game[P]) format(p P) string {
	if g.Format != nil {
		return g.Format(p)
	}
	return fmt.Sprint(p)
}

// A CycleError reports the cycle that stopped a search. Searches return it
// wrapped in an errs.Cycle error; errors.As finds it.
type CycleError[P comparable] struct {
	// Cycle lists the positions around the cycle, each moving to the
	// next; the last is the first again.
	Cycle []P
	text  string
}

func (e *CycleError[P]) Error() string { return e.text }

// cycleError describes the cycle closed by a move to q from the top of
// the stack.
func (s *Solver[P]) cycleError(q P) error {
	var path []P
	s.stack.all(func(f *frame[P]) {
		if f.pos == q && f.big != sumFrame {
			path = path[:0]
		}
		path = append(path, f.pos)
	})
	path = append(path, q)
	var b strings.Builder
	for i, p := range path {
		if i > 0 {
			b.WriteString(" → ")
		}
		b.WriteString(s.game.format(p))
	}
	text := fmt.Sprintf("cycle: %s (the game is loopy; acyclic search cannot value it)", b.String())
	return errs.E("solve", errs.Cycle, &CycleError[P]{Cycle: path, text: text})
}

// Outcome returns the outcome class of p under the solver's play
// convention. Like every search of a Solver, it stops with an errs.Limit
// error wrapping ctx's error once ctx is done (looked at before a search
// and every 4096 positions).
func (s *Solver[P]) Outcome(ctx context.Context, p P) (game.Outcome, error) {
	v, err := s.value(ctx, p)
	if err != nil {
		return 0, err
	}
	if v == 0 {
		return game.P, nil
	}
	return game.N, nil
}

// Grundy returns the normal-play Grundy value of p.
func (s *Solver[P]) Grundy(ctx context.Context, p P) (uint64, error) {
	if s.opt.Misere {
		return 0, errs.Errorf("solve", errs.Usage, "Grundy values are for normal play; misère search gives outcomes only")
	}
	v, err := s.value(ctx, p)
	return uint64(v), err
}

// WinningMoves returns the options of p that are lost for the player to
// move there (value 0, in either play convention). They are winning moves
// from p.
func (s *Solver[P]) WinningMoves(ctx context.Context, p P) ([]P, error) {
	return s.optionsOfValue(ctx, p, 0)
}

// MovesTo returns the options of p whose normal-play value is target.
func (s *Solver[P]) MovesTo(ctx context.Context, p P, target uint64) ([]P, error) {
	if s.opt.Misere {
		return nil, errs.Errorf("solve", errs.Usage, "moves to a Grundy value are for normal play; misère search gives outcomes only")
	}
	return s.optionsOfValue(ctx, p, target)
}

// optionsOfValue returns the options of p whose memoized value is target.
func (s *Solver[P]) optionsOfValue(ctx context.Context, p P, target uint64) ([]P, error) {
	if s.game.Ends != nil && s.game.Ends(p) != PlayOn {
		return nil, nil
	}
	opts, err := s.game.Moves(p, nil)
	if err != nil {
		return nil, err
	}
	var out []P
	for _, q := range opts {
		v, err := s.value(ctx, q)
		if err != nil {
			return nil, err
		}
		if uint64(v) == target {
			out = append(out, q)
		}
	}
	return out, nil
}

// Explored returns the number of positions memoized so far.
func (s *Solver[P]) Explored() int64 { return int64(s.memo.len()) }
