package solve

import (
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// inProgress marks a position on the search stack; values are < inProgress.
const inProgress = ^uint32(0)

// A Solver searches one game and remembers every position it has valued,
// so later queries on the same game are answered from the memo. A Solver
// is not safe for concurrent use.
type Solver[P comparable] struct {
	game Game[P]
	opt  Options
	memo memo[P]

	stack []frame[P]
	opts  []P      // options of the frames on the stack, back to back
	vals  []uint64 // values of the options seen so far, back to back
	path  []P      // positions on the stack, for cycle reports
}

// frame is a position being valued. A sum frame XORs its children (the
// components of a split position); a plain frame takes their mex.
type frame[P comparable] struct {
	pos      P
	sum      bool
	optStart int
	next     int // index into opts of the next child to value
	valStart int
	xor      uint32
}

// New returns a solver for g.
func New[P comparable](g Game[P], opt Options) *Solver[P] {
	if opt.MaxPositions <= 0 {
		opt.MaxPositions = game.DefaultMaxPositions
	}
	if opt.Misere {
		g.Split = nil
	}
	return &Solver[P]{game: g, opt: opt, memo: newMemo(g.Key)}
}

// value returns the memoized value of p: the Grundy value in normal play,
// 1 (win) or 0 (loss) for the player to move in misère play.
func (s *Solver[P]) value(p P) (uint32, error) {
	if v, ok := s.memo.get(p); ok && v != inProgress {
		return v, nil
	}
	s.stack, s.opts, s.vals, s.path = s.stack[:0], s.opts[:0], s.vals[:0], s.path[:0]
	if err := s.push(p); err != nil {
		s.abort()
		return 0, err
	}
	var result uint32
	for len(s.stack) > 0 {
		f := &s.stack[len(s.stack)-1]
		if f.next < len(s.opts) {
			q := s.opts[f.next]
			f.next++
			v, ok := s.memo.get(q)
			if !ok {
				if err := s.push(q); err != nil {
					s.abort()
					return 0, err
				}
				continue
			}
			if v == inProgress {
				err := s.cycleError(s.path, q)
				s.abort()
				return 0, err
			}
			s.child(f, v)
			continue
		}
		v := s.finish(f)
		s.opts = s.opts[:f.optStart]
		s.vals = s.vals[:f.valStart]
		s.stack = s.stack[:len(s.stack)-1]
		s.path = s.path[:len(s.stack)]
		if len(s.stack) == 0 {
			result = v
			break
		}
		s.child(&s.stack[len(s.stack)-1], v)
	}
	return result, nil
}

// push starts valuing p: it lists p's options (or components) on the
// option stack.
func (s *Solver[P]) push(p P) error {
	if s.memo.len() >= s.opt.MaxPositions {
		return errs.Errorf("solve", errs.Limit, "more than %d positions explored (raise the limit with --max-positions)", s.opt.MaxPositions)
	}
	f := frame[P]{pos: p, optStart: len(s.opts), next: len(s.opts), valStart: len(s.vals)}
	var err error
	if s.game.Split != nil {
		s.opts, err = s.game.Split(p, s.opts)
		if err != nil {
			return err
		}
		if n := len(s.opts) - f.optStart; n > 1 || (n == 1 && s.opts[f.optStart] != p) {
			f.sum = true
		} else {
			s.opts = s.opts[:f.optStart]
		}
	}
	if !f.sum {
		s.opts, err = s.game.Moves(p, s.opts)
		if err != nil {
			return err
		}
		s.memo.put(p, inProgress)
		if n := s.memo.len(); s.opt.Progress != nil && n&(1<<20-1) == 0 {
			s.opt.Progress(int64(n))
		}
	}
	s.stack = append(s.stack, f)
	s.path = append(s.path, p)
	return nil
}

func (s *Solver[P]) child(f *frame[P], v uint32) {
	if f.sum {
		f.xor ^= v
		return
	}
	s.vals = append(s.vals, uint64(v))
}

// finish computes and memoizes the value of the frame on top.
func (s *Solver[P]) finish(f *frame[P]) uint32 {
	if f.sum {
		return f.xor
	}
	vals := s.vals[f.valStart:]
	var v uint32
	if s.opt.Misere {
		v = 1 // with no move left the player to move wins misère play
		for i, c := range vals {
			if i == 0 {
				v = 0
			}
			if c == 0 {
				v = 1
				break
			}
		}
	} else {
		v = uint32(game.Mex(vals))
	}
	s.memo.put(f.pos, v)
	return v
}

// abort forgets the positions left in progress by a failed search.
func (s *Solver[P]) abort() {
	for _, f := range s.stack {
		if !f.sum {
			s.memo.del(f.pos)
		}
	}
	s.stack, s.opts, s.vals, s.path = s.stack[:0], s.opts[:0], s.vals[:0], s.path[:0]
}
