package solve

import (
	"context"
	"math/bits"
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

// A Solver searches one game and remembers every position it has valued,
// so later queries on the same game are answered from the memo. A Solver
// is not safe for concurrent use.
type Solver[P comparable] struct {
	game Game[P]
	opt  Options
	memo memo[P]

	// The search stacks. A frame's options not yet valued sit at the end
	// of opts (popped last first), and its option values of 64 or more at
	// the end of vals; a child's entries go on top of its parent's.
	stack frameStack[P]
	opts  []P
	vals  []uint64
}

// frame is a position being valued. A plain frame takes the mex of its
// options' values; a sum frame (a split position) XORs its components'.
type frame[P comparable] struct {
	pos  P
	key  uint64 // the memo key of pos, when the game has Key
	acc  uint64 // plain: bit v set for each option value v < 64; sum: the XOR
	left uint32 // options or components not yet valued
	big  uint32 // plain: option values ≥ 64 on vals; sum: sumFrame
}

const sumFrame = ^uint32(0)

// keepOptions is the most option stack entries kept between searches; a
// deeper search hands its stack back to the garbage collector.
const keepOptions = 1 << 16

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
func (s *Solver[P]) value(ctx context.Context, p P) (uint32, error) {
	st, k := s.memo.get(p)
	if st >= valued {
		return st - valued, nil
	}
	if err := ctx.Err(); err != nil {
		return 0, errs.E("solve", errs.Limit, err)
	}
	v, err := s.search(ctx, p, k)
	s.stack.reset()
	if cap(s.opts) > keepOptions || cap(s.vals) > keepOptions {
		s.opts, s.vals = nil, nil
	}
	return v, err
}

// search values p, not yet memoized, by depth-first search without
// recursion. The loop does no allocation beyond growing the stacks and the
// memo, and calls nothing per position but Moves (and Split and Key).
func (s *Solver[P]) search(ctx context.Context, p P, k uint64) (uint32, error) {
	if err := s.push(ctx, p, k); err != nil {
		s.abort()
		return 0, err
	}
	for {
		f := s.stack.peek()
		// The options of f already valued are taken in a tight loop:
		// most are, in a game whose positions share their options.
		opts := s.opts
		// memo.get does not inline here: a keyed memo is read directly.
		key := s.memo.key
		for f.left > 0 {
			f.left--
			q := opts[len(opts)-1]
			opts = opts[:len(opts)-1]
			var (
				st uint32
				k  uint64
			)
			if key == nil {
				st, k = s.memo.get(q)
			} else {
				k = key(q)
				st = s.memo.keys.get(k)
			}
			if st >= valued {
				s.add(f, st-valued)
				continue
			}
			s.opts = opts
			if st != absent {
				err := s.cycleError(q)
				s.abort()
				return 0, err
			}
			if err := s.push(ctx, q, k); err != nil {
				s.abort()
				return 0, err
			}
			f = nil
			break
		}
		if f == nil {
			continue
		}
		s.opts = opts
		v := s.finish(f)
		if !s.stack.pop() {
			return v, nil
		}
		s.add(s.stack.peek(), v)
	}
}

// push starts valuing p (with memo key k): it lists p's options, or its
// components if it splits, on the option stack.
func (s *Solver[P]) push(ctx context.Context, p P, k uint64) error {
	if s.memo.len() >= s.opt.MaxPositions || s.stack.depth >= s.opt.MaxPositions {
		return errs.Boundf("solve", "max-positions", "more than %d positions explored", s.opt.MaxPositions)
	}
	if s.memo.len()&(1<<12-1) == 0 {
		if err := ctx.Err(); err != nil {
			return errs.E("solve", errs.Limit, err)
		}
	}
	f := frame[P]{pos: p, key: k}
	s.opts = roomFor(s.opts, 64)
	start := len(s.opts)
	var err error
	if s.game.Split != nil {
		s.opts, err = s.game.Split(p, s.opts)
		if err != nil {
			return err
		}
		if n := len(s.opts) - start; n > 1 || (n == 1 && s.opts[start] != p) {
			f.left, f.big = uint32(n), sumFrame
			s.stack.push(f)
			return nil
		}
		s.opts = s.opts[:start]
	}
	e := PlayOn
	if s.game.Ends != nil {
		e = s.game.Ends(p)
	}
	// An ended position is a frame with no options left and their
	// values already in acc.
	switch {
	case e == Won:
		f.acc = 1 // one option of value 0: a move to a finished game
	case e == Lost && s.opt.Misere:
		f.acc = 2 // a misère loss: only options the other player wins
	case e == PlayOn:
		s.opts, err = s.game.Moves(p, s.opts)
		if err != nil {
			return err
		}
		f.left = uint32(len(s.opts) - start)
	}
	s.memo.put(p, k, inProgress)
	if n := s.memo.len(); s.opt.Progress != nil && n&(1<<20-1) == 0 {
		s.opt.Progress(int64(n))
	}
	s.stack.push(f)
	return nil
}

// roomFor returns x with room for n more elements, doubling its capacity
// when short (append grows large slices by only 1.25).
func roomFor[T any](x []T, n int) []T {
	if cap(x)-len(x) >= n {
		return x
	}
	return slices.Grow(x, max(n, len(x)))
}

// add records the value v of one of f's options or components.
func (s *Solver[P]) add(f *frame[P], v uint32) {
	switch {
	case f.big == sumFrame:
		f.acc ^= uint64(v)
	case v < 64:
		f.acc |= 1 << v
	default:
		s.vals = append(s.vals, uint64(v-64))
		f.big++
	}
}

// finish computes the value of the frame on top and memoizes it, unless
// it is a sum.
func (s *Solver[P]) finish(f *frame[P]) uint32 {
	if f.big == sumFrame {
		return uint32(f.acc)
	}
	var v uint32
	switch {
	case s.opt.Misere:
		// Option values are outcomes, 0 or 1. With no option left the
		// player to move wins misère play.
		if f.acc == 0 || f.acc&1 != 0 {
			v = 1
		}
	case f.acc != ^uint64(0):
		v = uint32(bits.TrailingZeros64(^f.acc))
	default: // options hold every value below 64
		v = uint32(min(64+game.Mex(s.vals[len(s.vals)-int(f.big):]), uint64(maxValue)))
	}
	s.vals = s.vals[:len(s.vals)-int(f.big)]
	s.memo.put(f.pos, f.key, v+valued)
	return v
}

// abort forgets the positions left in progress by a failed search.
func (s *Solver[P]) abort() {
	s.stack.all(func(f *frame[P]) {
		if f.big != sumFrame {
			s.memo.del(f.pos, f.key)
		}
	})
	s.stack.reset()
	s.opts, s.vals = s.opts[:0], s.vals[:0]
}
