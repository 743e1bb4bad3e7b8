package sums

import (
	"context"
	"slices"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// A Compound is a way of playing several components at once (Winning
// Ways, ch. 9). Disjunctive is the sum Analyze values; in the others a
// move may be made in several components at once.
type Compound string

const (
	// Disjunctive: a move in exactly one component; the game ends when
	// none has a move.
	Disjunctive Compound = "disjunctive"
	// Conjunctive: a move in every component; the game ends as soon as
	// any one has none. Decided by remoteness: the least wins.
	Conjunctive Compound = "conjunctive"
	// Continued conjunctive: a move in every component that still has
	// one; the game ends when none has. Decided by suspense: the greatest
	// wins.
	Continued Compound = "continued"
	// Selective: a move in any components, at least one; the game ends
	// when none has a move. Decided by the components' outcomes.
	Selective Compound = "selective"
	// Shortened selective: as Selective, but the game ends as soon as
	// any component has no move.
	Shortened Compound = "shortened"
)

// Compounds lists the compounds by name, Disjunctive first.
var Compounds = []Compound{Disjunctive, Conjunctive, Continued, Selective, Shortened}

// ParseCompound reads a compound's name; "" is Disjunctive.
func ParseCompound(s string) (Compound, error) {
	if s == "" {
		return Disjunctive, nil
	}
	if slices.Contains(Compounds, Compound(s)) {
		return Compound(s), nil
	}
	return "", errs.Errorf("", errs.Usage, "compound %s: want disjunctive, conjunctive, continued, selective or shortened", errs.Quote(s))
}

// ended reports whether a compound of parts has no move left: some
// part has none, in a compound that ends then, or every part.
func ended(parts []part, kind Compound) bool {
	anyEnded, allEnded := false, true
	for _, p := range parts {
		anyEnded = anyEnded || p.self.ended
		allEnded = allEnded && p.self.ended
	}
	return allEnded || anyEnded && (kind == Conjunctive || kind == Shortened)
}

// A CompoundReport is the analysis of a compound of components.
type CompoundReport struct {
	Compound Compound     `json:"compound"`
	Outcome  game.Outcome `json:"outcome"`
	// DecidedBy names the numbers that decide the outcome: "remoteness"
	// (conjunctive), "suspense" (continued) or "outcomes" (selective,
	// shortened).
	DecidedBy string `json:"decided_by"`
	// Number is the compound's remoteness (the least of its components')
	// or suspense (the greatest): how many moves the compound lasts.
	Number *int `json:"number,omitempty"`
	// Components are what each component, played alone, says.
	Components []CompoundPart `json:"components"`
	// WinningMoves lists winning moves, each as the moves it makes in
	// the components it moves in, in their order.
	WinningMoves [][]answer.MoveReport `json:"winning_moves"`
	Truncated    bool                  `json:"winning_moves_truncated,omitempty"`
	// Count is how many winning moves there are, at least if not
	// CountExact (more than an int64 holds).
	Count      int64 `json:"winning_move_count"`
	CountExact bool  `json:"winning_move_count_exact"`
	Explored   int64 `json:"positions_explored"`
}

// A CompoundPart is one component played alone: its outcome in the
// compound's play, and, where they decide, its remoteness or suspense.
type CompoundPart struct {
	Outcome game.Outcome `json:"outcome"`
	Number  *int         `json:"number,omitempty"`
	// NormalOutcome is its normal-play outcome, which decides a misère
	// selective compound of two components or more with moves.
	NormalOutcome *game.Outcome `json:"normal_outcome,omitempty"`
}

// A summary is what a compound needs of one component, or of what one
// of its moves leaves.
type summary struct {
	num       int  // remoteness (conjunctive) or suspense (continued)
	win       bool // the player then to move wins it alone, in the compound's play
	ended     bool // no move is left in it
	normalWin bool // the same in normal play (a misère selective compound)
}

// A part is one component of a compound: its summary, and its moves'
// in the order of their options.
type part struct {
	self  summary
	opts  []game.Option
	moves []summary
}

// AnalyzeCompound analyses a compound of components (each a game.Mover
// that never repeats a position) in normal or misère play (opt.Misere):
// its outcome by the theory of Winning Ways, ch. 9, what decides it,
// and its first opt.MaxMoves winning moves, all counted. Each component
// and each of its moves is searched whole, at most opt.MaxPositions sums
// (game.DefaultMisereSums if 0) in all, but a heap of a game that never
// splits a heap, which is looked up in a table of the game's heaps, built
// once for all the components (remote_heap.go). The searches stop when
// ctx is done.
func AnalyzeCompound(ctx context.Context, sum []game.Component, kind Compound, opt Options) (*CompoundReport, error) {
	const op = "compound"
	switch {
	case len(sum) == 0:
		return nil, errs.Errorf(op, errs.Usage, "empty position: give at least one component")
	case kind == Disjunctive:
		return nil, errs.Errorf(op, errs.Internal, "the disjunctive sum is Analyze's")
	case opt.Quotient:
		return nil, errs.Errorf(op, errs.Usage, "the misère quotient values disjunctive sums, not a %s compound", kind)
	}
	if _, err := ParseCompound(string(kind)); err != nil {
		return nil, err
	}
	parts, explored, err := measure(ctx, sum, kind, opt)
	if err != nil {
		return nil, err
	}
	r := &CompoundReport{Compound: kind, Components: make([]CompoundPart, len(sum)), Explored: explored}
	for i, p := range parts {
		r.Components[i].Outcome = outcome(p.self.win)
		if kind == Conjunctive || kind == Continued {
			r.Components[i].Number = &p.self.num
		}
		if kind == Selective && opt.Misere {
			o := outcome(p.self.normalWin)
			r.Components[i].NormalOutcome = &o
		}
	}
	win, num := decide(parts, kind, opt.Misere)
	r.Outcome = outcome(win)
	switch kind {
	case Conjunctive:
		r.DecidedBy, r.Number = "remoteness", &num
	case Continued:
		r.DecidedBy, r.Number = "suspense", &num
	default:
		r.DecidedBy = "outcomes"
	}
	tuples := newTuples(parts, kind, opt.Misere)
	r.Count, r.CountExact = tuples.count()
	if (r.Count > 0) != win && !ended(parts, kind) {
		return nil, errs.Errorf(op, errs.Internal, "the %s compound's rule says %s, but %d winning moves were found", kind, r.Outcome, r.Count)
	}
	most := opt.MaxMoves
	if most == 0 || most > int(min(r.Count, 1<<30)) {
		most = int(min(r.Count, 1<<30))
	}
	for _, t := range tuples.list(max(most, 0)) {
		moves := make([]answer.MoveReport, 0, len(t))
		for i, c := range t {
			if c >= 0 {
				moves = append(moves, reportMove(game.Move{Component: i, To: parts[i].opts[c]}, sum, opt.FullMoves))
			}
		}
		r.WinningMoves = append(r.WinningMoves, moves)
	}
	if r.WinningMoves == nil {
		r.WinningMoves = [][]answer.MoveReport{}
	}
	r.Truncated = int64(len(r.WinningMoves)) < r.Count || !r.CountExact
	return r, nil
}

func outcome(win bool) game.Outcome {
	if win {
		return game.N
	}
	return game.P
}

// decide is the theory: whether the player to move wins the compound of
// parts, and its remoteness (conjunctive) or suspense (continued).
func decide(parts []part, kind Compound, misere bool) (win bool, num int) {
	live, anyEnded, anyWin, liveWin, anyNormalWin := 0, false, false, false, false
	for _, p := range parts {
		if p.self.ended {
			anyEnded = true
		} else {
			live++
			liveWin = liveWin || p.self.win
		}
		anyWin = anyWin || p.self.win
		anyNormalWin = anyNormalWin || p.self.normalWin
	}
	switch kind {
	case Conjunctive: // the least remoteness; ties agree, as parity decides
		least := slices.MinFunc(parts, func(a, b part) int { return a.self.num - b.self.num })
		return least.self.win, least.self.num
	case Continued: // the greatest suspense
		most := slices.MaxFunc(parts, func(a, b part) int { return a.self.num - b.self.num })
		return most.self.win, most.self.num
	case Shortened: // a component ended has ended the game
		if anyEnded {
			return misere, 0
		}
		return anyWin, 0
	}
	// Selective: in normal play the player to move wins iff some component
	// is won; in misère play so too with two components or more that
	// have moves, but one alone is played as itself.
	switch {
	case !misere:
		return anyWin, 0
	case live == 0:
		return true, 0
	case live == 1:
		return liveWin, 0
	}
	return anyNormalWin, 0
}
