package custom

import (
	"context"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/solve"
)

// MisereAnalyze decides a sum under misère play by searching sums of
// positions (solve.Sums), where an immediate win is no move and an
// immediate loss one move to the end of the game.
func (f *family[P]) MisereAnalyze(ctx context.Context, sum []game.Component) (game.Outcome, []game.Move, error) {
	if f.misere == nil {
		f.ids = map[P]uint32{}
		f.pos = make([]P, 1) // id 0: the end
		f.misere = solve.NewSums(f.misereMoves, f.formatID, f.opt)
	}
	ids := make([]uint32, len(sum))
	for i, c := range sum {
		pc, ok := c.(component[P])
		if !ok || pc.f != f {
			return 0, nil, errs.Errorf("misère analysis", errs.Internal, "component %s is not a position of %s", c, f.g.Name)
		}
		if !pc.end {
			ids[i] = f.id(pc.p)
		}
	}
	o, wins, err := f.misere.Analyze(ctx, ids)
	moves := make([]game.Move, len(wins))
	for i, w := range wins {
		to := f.end()
		if w.To != 0 {
			to = component[P]{f: f, p: f.pos[w.To]}
		}
		moves[i] = game.Move{Component: w.Component, To: game.Option{to}}
	}
	return o, moves, err
}

// id numbers the position p.
func (f *family[P]) id(p P) uint32 {
	id, ok := f.ids[p]
	if !ok {
		id = uint32(len(f.pos))
		f.ids[p] = id
		f.pos = append(f.pos, p)
	}
	return id
}

// misereMoves lists the positions one misère move away from id.
func (f *family[P]) misereMoves(id uint32, dst []uint32) ([]uint32, error) {
	if id == 0 {
		return dst, nil
	}
	p := f.pos[id]
	switch f.ending(p) {
	case Won:
		return dst, nil
	case Lost:
		return append(dst, 0), nil
	}
	seen := map[uint32]bool{}
	for _, q := range f.g.Moves(p, nil) {
		if q := f.id(q); !seen[q] {
			seen[q] = true
			dst = append(dst, q)
		}
	}
	return dst, nil
}

func (f *family[P]) formatID(id uint32) string {
	if id == 0 {
		return "end"
	}
	return f.g.Format(f.pos[id])
}
