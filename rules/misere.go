package rules

import (
	"encoding/binary"
	"slices"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
)

// MisereAnalyze decides a sum under misère play by searching sums of
// positions (misère play has no Sprague–Grundy shortcut, so components are
// not split) and lists the moves to lost sums.
func (g *Game) MisereAnalyze(sum []game.Component) (game.Outcome, []game.Move, error) {
	ids := make([]uint32, len(sum))
	for i, c := range sum {
		pc, ok := c.(component)
		if !ok || pc.g != g {
			return 0, nil, errs.Errorf("misère analysis", errs.Internal, "component %s is not a position of %s", c, g.name)
		}
		ids[i] = pc.id
	}
	if g.misere == nil {
		g.misere = solve.New(solve.Game[string]{Moves: g.sumMoves, Format: g.formatSum},
			solve.Options{MaxPositions: g.opt.MaxPositions, Misere: true, Progress: g.opt.Progress})
	}
	key, err := g.sumKey(ids)
	if err != nil {
		return 0, nil, err
	}
	o, err := g.misere.Outcome(key)
	if err != nil || o == game.P {
		return o, nil, err
	}
	var moves []game.Move
	for i, id := range ids {
		opts, err := g.misereMoves(id, nil)
		if err != nil {
			return 0, nil, err
		}
		for _, to := range opts {
			next, err := g.sumKey(replaced(ids, i, to))
			if err != nil {
				return 0, nil, err
			}
			if w, err := g.misere.Outcome(next); err != nil {
				return 0, nil, err
			} else if w == game.P {
				moves = append(moves, game.Move{Component: i, To: game.Option{component{g, to}}})
			}
		}
	}
	return o, moves, nil
}

// sumKey encodes a sum as the sorted ids of its components that still
// have a move (the others never matter again).
func (g *Game) sumKey(ids []uint32) (string, error) {
	live := make([]uint32, 0, len(ids))
	for _, id := range ids {
		opts, err := g.misereMoves(id, nil)
		if err != nil {
			return "", err
		}
		if len(opts) > 0 {
			live = append(live, id)
		}
	}
	slices.Sort(live)
	b := make([]byte, 4*len(live))
	for i, id := range live {
		binary.LittleEndian.PutUint32(b[4*i:], id)
	}
	return string(b), nil
}

func decodeSum(key string) []uint32 {
	ids := make([]uint32, len(key)/4)
	for i := range ids {
		ids[i] = binary.LittleEndian.Uint32([]byte(key[4*i : 4*i+4]))
	}
	return ids
}

// sumMoves lists the sums one misère move away from key.
func (g *Game) sumMoves(key string, dst []string) ([]string, error) {
	ids := decodeSum(key)
	for i, id := range ids {
		opts, err := g.misereMoves(id, nil)
		if err != nil {
			return dst, err
		}
		for _, to := range opts {
			next, err := g.sumKey(replaced(ids, i, to))
			if err != nil {
				return dst, err
			}
			dst = append(dst, next)
		}
	}
	return dst, nil
}

func (g *Game) formatSum(key string) string {
	ids := decodeSum(key)
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = g.formatID(id)
	}
	return strings.Join(parts, " + ")
}

// replaced returns a copy of ids with ids[i] replaced by to.
func replaced(ids []uint32, i int, to uint32) []uint32 {
	next := slices.Clone(ids)
	next[i] = to
	return next
}
