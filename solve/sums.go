package solve

import (
	"context"
	"encoding/binary"
	"slices"
	"strings"

	"github.com/nimber/nimber/game"
)

// Sums decides misère sums of the positions of one game, numbered by
// ids: misère play has no Sprague–Grundy shortcut, so a sum is searched
// whole, as the sorted ids of its components that still have a move
// (the others never matter again). Rules scripts and games written in Go
// (package custom) number their positions and share it.
type Sums struct {
	// Moves appends the ids one misère move away from id.
	Moves func(id uint32, dst []uint32) ([]uint32, error)
	// Format renders a position in error messages.
	Format func(id uint32) string
	opt    Options
	s      *Solver[string]
}

// A SumMove replaces component Component of a sum by the position To.
type SumMove struct {
	Component int
	To        uint32
}

// NewSums returns a misère sum search; opt.Misere is implied.
func NewSums(moves func(id uint32, dst []uint32) ([]uint32, error), format func(id uint32) string, opt Options) *Sums {
	opt.Misere = true
	return &Sums{Moves: moves, Format: format, opt: opt}
}

// Analyze returns the misère outcome of the sum of ids and, when the
// player to move wins, every winning move; it stops when ctx is done.
func (m *Sums) Analyze(ctx context.Context, ids []uint32) (game.Outcome, []SumMove, error) {
	if m.s == nil {
		m.s = New(Game[string]{Moves: m.sumMoves, Format: m.formatSum}, m.opt)
	}
	key, err := m.key(ids)
	if err != nil {
		return 0, nil, err
	}
	o, err := m.s.Outcome(ctx, key)
	if err != nil || o == game.P {
		return o, nil, err
	}
	var moves []SumMove
	for i, id := range ids {
		opts, err := m.Moves(id, nil)
		if err != nil {
			return 0, nil, err
		}
		for _, to := range opts {
			next, err := m.key(replaced(ids, i, to))
			if err != nil {
				return 0, nil, err
			}
			if w, err := m.s.Outcome(ctx, next); err != nil {
				return 0, nil, err
			} else if w == game.P {
				moves = append(moves, SumMove{Component: i, To: to})
			}
		}
	}
	return o, moves, nil
}

// Explored returns the number of sums valued so far.
func (m *Sums) Explored() int64 {
	if m.s == nil {
		return 0
	}
	return m.s.Explored()
}

// key encodes a sum as the sorted ids of its components that still have
// a move.
func (m *Sums) key(ids []uint32) (string, error) {
	live := make([]uint32, 0, len(ids))
	for _, id := range ids {
		opts, err := m.Moves(id, nil)
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
func (m *Sums) sumMoves(key string, dst []string) ([]string, error) {
	ids := decodeSum(key)
	for i, id := range ids {
		opts, err := m.Moves(id, nil)
		if err != nil {
			return dst, err
		}
		for _, to := range opts {
			next, err := m.key(replaced(ids, i, to))
			if err != nil {
				return dst, err
			}
			dst = append(dst, next)
		}
	}
	return dst, nil
}

func (m *Sums) formatSum(key string) string {
	ids := decodeSum(key)
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = m.Format(id)
	}
	return strings.Join(parts, " + ")
}

// replaced returns a copy of ids with ids[i] replaced by to.
func replaced(ids []uint32, i int, to uint32) []uint32 {
	next := slices.Clone(ids)
	next[i] = to
	return next
}
