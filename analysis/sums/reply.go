package sums

import (
	"context"
	"slices"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// Reply is ReplyContext with a context that is never done, for work that
// need not stop before its bounds (tests).
func Reply(f game.Family, sum []game.Component, moves []game.Move, opt Options) (game.Move, error) {
	return ReplyContext(context.Background(), f, sum, moves, opt)
}

// ReplyContext chooses a move for the player to move in sum: a winning move if
// there is one; else, in a loopy game's draw, one that keeps it; else the
// one of moves that leaves the opponent the fewest winning replies, so
// that a learner has to find one of few (among the first
// MaxReplyLookahead moves; past that, the first). moves are the sum's,
// from game.Moves or PlayableMoves; a winning move need not be among them when
// its component has too many to list, as long as it can read it
// (OptionReader). It fails if there is no move or if analysing sum fails;
// its searches stop when ctx is done.
func ReplyContext(ctx context.Context, f game.Family, sum []game.Component, moves []game.Move, opt Options) (game.Move, error) {
	if len(moves) == 0 {
		return game.Move{}, errs.Errorf("reply", errs.Usage, "no move is left")
	}
	if m, ok := fastest(ctx, sum, moves, opt); ok {
		return m, nil
	}
	// A few winning moves will do, unless none of them can be played.
	first := opt
	if first.MaxMoves == 0 {
		first.MaxMoves = MaxReplyLookahead
	}
	r, err := AnalyzeContext(ctx, f, sum, first)
	if err != nil {
		return game.Move{}, err
	}
	if m, ok := playable(ctx, r, sum, moves); ok {
		return m, nil
	}
	if r.Truncated {
		all := opt
		all.MaxMoves = 0
		if r, err = AnalyzeContext(ctx, f, sum, all); err != nil {
			return game.Move{}, err
		}
		if m, ok := playable(ctx, r, sum, moves); ok {
			return m, nil
		}
	}
	if len(moves) > MaxReplyLookahead {
		return moves[0], nil
	}
	// Only the number of the opponent's winning replies matters here.
	count := opt
	count.MaxMoves = NoMoves
	k, fewest := 0, int64(-1)
	for i, m := range moves {
		r, err := AnalyzeContext(ctx, f, game.Apply(sum, m), count)
		if err != nil {
			return moves[k], nil // a search limit: any losing move will do
		}
		if fewest < 0 || r.Count < fewest {
			k, fewest = i, r.Count
		}
	}
	return moves[k], nil
}

// playable returns the first winning or drawing move r lists that can be
// played: one of moves, or one its component reads.
func playable(ctx context.Context, r *answer.Report, sum []game.Component, moves []game.Move) (game.Move, bool) {
	for _, w := range slices.Concat(r.Winning(), r.DrawingMoves) {
		if m, ok := w.Move(ctx, sum, moves); ok {
			return m, true
		}
	}
	return game.Move{}, false
}

// MaxReplyLookahead is the most moves Reply analyses one by one when the
// position is lost.
const MaxReplyLookahead = 64

// MaxReplySums bounds the search of fastest: a reply comes at once.
const MaxReplySums = 50_000

// fastest returns, when the sums reachable are few enough to search, the
// move of offered that wins in the fewest moves, or, in a lost position,
// the one that holds out longest (remoteness). ok is false when the sums
// are too many, or the fastest win is not among the moves offered.
func fastest(ctx context.Context, sum []game.Component, offered []game.Move, opt Options) (game.Move, bool) {
	s := newRemoteSearch(MaxReplySums, opt.Misere)
	start, err := s.start(ctx, sum)
	if err != nil {
		return game.Move{}, false
	}
	root, err := s.remoteness(ctx, start)
	if err != nil {
		return game.Move{}, false
	}
	best, bestMoves := -1, 0
	for i, m := range offered {
		r, err := s.after(ctx, start, sum, m)
		if err != nil {
			return game.Move{}, false
		}
		switch {
		case root.Win && !r.Win && (best < 0 || r.Moves < bestMoves), // win fastest
			!root.Win && (best < 0 || r.Moves > bestMoves): // hold out longest
			best, bestMoves = i, r.Moves
		}
	}
	if best < 0 || root.Win && bestMoves != root.Moves-1 {
		return game.Move{}, false
	}
	return offered[best], true
}
