package analysis

import (
	"context"
	"slices"
	"strings"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// A Game is a position in play: its moves as a player is offered them,
// and the moves made.
type Game struct {
	*Position
	opt sums.Options
	// Moves are the moves offered: every move of a component with at most
	// the Game's bound of them, a few of each other (Unlisted says which),
	// which are typed instead (Read).
	Moves    []game.Move
	Unlisted []answer.Unlisted
	// most and sample bound the moves offered (sums.PlayableMoves).
	most, sample int
	limits       Limits
	// trail holds the positions of the game so far, one a move, the
	// current last (positionKey): a repeated one may end the game drawn.
	trail []string
}

// Play loads the request's position for play: a component with more than
// most moves offers sample of them. It fails if nimber cannot list the
// moves.
func Play(ctx context.Context, r *Request, most, sample int) (*Game, error) {
	p, err := Load(ctx, r)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err // listing the moves is work too
	}
	opt := r.Options()
	opt.MaxMoves = most   // winning moves shown as hints, as many as moves offered
	opt.Remoteness = true // how long the game lasts, for hints and replies
	g := &Game{Position: p, opt: opt, limits: r.Limits, most: most, sample: sample}
	g.trail = []string{g.positionKey()}
	return g, g.list(ctx)
}

// list offers the moves of the position. A position nimber cannot find
// moves in is one it cannot play: the user picks another.
func (g *Game) list(ctx context.Context) error {
	var err error
	g.Moves, g.Unlisted, err = sums.PlayableMoves(ctx, g.Sum, g.most, g.sample)
	if err != nil && errs.KindOf(err) != errs.Limit {
		err = errs.E("", errs.Usage, err)
	}
	return err
}

// Over reports whether the player to move has no move.
func (g *Game) Over() bool { return len(g.Moves) == 0 }

// Analyze analyses the position in play.
func (g *Game) Analyze(ctx context.Context) (*Answer, error) {
	return g.Position.Analyze(ctx, g.opt)
}

// Read returns the move that replaces component c (counted from 0, as
// in JSON) with parts, listed or not.
func (g *Game) Read(ctx context.Context, c int, parts []string) (game.Move, error) {
	if c < 0 || c >= len(g.Sum) {
		return game.Move{}, errs.Errorf("", errs.Usage, "component %d: want 0 to %d (components count from 0)", c, len(g.Sum)-1)
	}
	for _, p := range parts {
		if err := g.limits.checkDigits(p); err != nil {
			return game.Move{}, err
		}
	}
	return answer.ReadMove(ctx, g.Sum, c, parts)
}

// Move makes m and returns it as reported in the position it was made in.
func (g *Game) Move(ctx context.Context, m game.Move) (answer.MoveReport, error) {
	r := answer.MoveOf(m, g.Sum)
	if g.Games != nil { // the parts are of the game moved in
		g.Games = slices.Concat(g.Games[:m.Component], slices.Repeat(g.Games[m.Component:m.Component+1], len(m.To)), g.Games[m.Component+1:])
	}
	g.Sum, g.Games = game.Settle(g.Family, game.Apply(g.Sum, m), g.Games)
	g.trail = append(g.trail, g.positionKey())
	return r, g.list(ctx)
}

// positionKey tells positions apart: their components, in order, NUL
// between them (a component's text may hold spaces).
func (g *Game) positionKey() string { return strings.Join(game.Option(g.Sum).Strings(), "\x00") }

// A Draw says whether a game in play is drawn, and how.
type Draw int

const (
	NoDraw     Draw = iota // play on
	Repetition             // the position came up before: the game is drawn
	Offered                // the player to move kept a draw: they may take it
)

// Draw says whether the game is drawn in its position, analysed as a.
// Only in a D-position, where neither player can force a win: by
// repetition, when it came up before with the same player to move (under
// nimber's play a position repeats only there); else by offer, when the
// player to move has moved before (and so kept the draw).
func (g *Game) Draw(a *Answer) Draw {
	if a == nil || a.Outcome != game.D {
		return NoDraw
	}
	now := len(g.trail) - 1
	for i := now - 2; i >= 0; i -= 2 {
		if g.trail[i] == g.trail[now] {
			return Repetition
		}
	}
	if now >= 2 {
		return Offered
	}
	return NoDraw
}

// Reply chooses nimber's move (sums.ReplyContext): a winning move if there is
// one, else one that keeps a draw, else the one that leaves the fewest
// winning replies.
func (g *Game) Reply(ctx context.Context) (game.Move, error) {
	if err := ctx.Err(); err != nil {
		return game.Move{}, err
	}
	return sums.ReplyContext(ctx, g.Family, g.Sum, g.Moves, g.opt)
}

// Winning returns the winning moves of the position with the answer a
// gives of it, and adds to g.Moves those it did not offer (the moves of a
// component too large to list, read from a's examples).
func (g *Game) Winning(ctx context.Context, a *Answer) []game.Move {
	var winning []game.Move
	g.Moves = slices.Clip(g.Moves)
	for _, w := range a.Winning() {
		m, ok := w.Move(ctx, g.Sum, g.Moves)
		if !ok {
			continue
		}
		winning = append(winning, m)
		if !slices.ContainsFunc(g.Moves, m.Equal) {
			g.Moves = append(g.Moves, m)
		}
	}
	return winning
}

// Back returns to an earlier position of the game, as Position gave it
// then, the given number of moves back.
func (g *Game) Back(ctx context.Context, p Position, moves int) error {
	*g.Position = p
	g.trail = g.trail[:len(g.trail)-moves]
	return g.list(ctx)
}
