// Staircase Nim: coins on steps 1..k; a move carries one or more coins from
// a step down to the step below (from step 1 to the ground).
//
// The value is the XOR of the coins on the odd steps (Sprague 1937; Berlekamp,
// Conway and Guy, Winning Ways ch. 22, "Staircase Nim"): a move from an odd
// step is a Nim move on it; a move from an even step adds coins to the odd
// step below, which the opponent can carry on down, so the even steps never
// matter. Moves to a given value are found in closed form: reduce an odd
// step, or add to an odd step from the even step above.
package games

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

var _ answer.Changer = staircase{}

func init() {
	Register(Info{
		Name:    "staircase",
		Rule:    "move one or more coins from a step to the step below (step 1 to the ground)",
		Example: "staircase 3,1,4,1,5",
		Offers:  []Offer{Values, Moves, Count, Huge},
		New: func(_ string, cfg Config) (game.Family, error) {
			return &staircaseFamily{limit: maxPositions(cfg)}, nil
		},
	})
}

type staircaseFamily struct{ limit int }

func (f *staircaseFamily) Name() string { return "staircase" }

func (f *staircaseFamily) Parse(s string) (game.Component, error) {
	coins, err := parseList("staircase", "step", "coins on steps 1..k such as 3,1,4", s, 0)
	if err != nil {
		return nil, err
	}
	return staircase{coins: coins, f: f}, nil
}

// staircase holds coins[i] on step i+1, less the move it is an option
// by, if any: m coins carried down from step at+1 (m > 0), applied only
// when the whole staircase is needed. The slice is shared, never
// modified, so an option of a long staircase costs no copy.
type staircase struct {
	coins []uint64
	f     *staircaseFamily
	at    int
	m     uint64
}

// coin returns the coins on step i+1.
func (s staircase) coin(i int) uint64 {
	switch {
	case s.m == 0:
	case i == s.at:
		return s.coins[i] - s.m
	case i == s.at-1:
		return s.coins[i] + s.m
	}
	return s.coins[i]
}

// steps returns the coins on each step, the move applied.
func (s staircase) steps() []uint64 {
	if s.m == 0 {
		return s.coins
	}
	c := slices.Clone(s.coins)
	for _, i := range []int{s.at - 1, s.at} {
		if i >= 0 {
			c[i] = s.coin(i)
		}
	}
	return c
}

func (s staircase) String() string { return formatList(s.steps()) }

func (s staircase) Value(ctx context.Context) (game.Nimber, error) {
	var x uint64
	for i := 0; i < len(s.coins); i += 2 {
		x ^= s.coin(i)
	}
	return game.Star(x), nil
}

// move returns the staircase after m coins go down from step i+1.
func (s staircase) move(i int, m uint64) game.Option {
	return game.Option{staircase{coins: s.steps(), f: s.f, at: i, m: m}}
}

// MovesTo changes one odd step to make the odd steps XOR to target.
func (s staircase) MovesTo(ctx context.Context, target game.Nimber) ([]game.Option, error) {
	out, _, err := s.MovesToMax(ctx, target, math.MaxInt)
	return out, err
}

// MovesToMax returns the first max moves to target, lowest step first
// (game.MoveLister).
func (s staircase) MovesToMax(ctx context.Context, target game.Nimber, max int) ([]game.Option, bool, error) {
	var out []game.Option
	more := false
	s.eachMoveTo(ctx, target, func(i int, m uint64) bool {
		if len(out) == max {
			more = true
			return false
		}
		out = append(out, s.move(i, m))
		return true
	})
	return out, more, nil
}

// CountMovesTo counts the moves to target without making them
// (game.MoveCounter).
func (s staircase) CountMovesTo(ctx context.Context, target game.Nimber) (uint64, bool, error) {
	var n uint64
	s.eachMoveTo(ctx, target, func(int, uint64) bool { n++; return true })
	return n, true, nil
}

// eachMoveTo calls yield(i, m) for each move of m coins down from step
// i+1 to a staircase of value target, until yield returns false: one
// odd step changes, by carrying coins down from it, or onto it from the
// even step above.
func (s staircase) eachMoveTo(ctx context.Context, target game.Nimber, yield func(i int, m uint64) bool) {
	t, ok := target.Uint64()
	if !ok {
		return
	}
	v, _ := s.Value(ctx)
	x, _ := v.Uint64()
	for i := 0; i < len(s.coins); i += 2 { // step i+1 is odd
		c := s.coin(i)
		want := c ^ x ^ t
		if want < c && !yield(i, c-want) {
			return
		}
		if want > c && i+1 < len(s.coins) && want-c <= s.coin(i+1) && !yield(i+1, want-c) {
			return
		}
	}
}

// maxStepsWritten is the longest staircase whose moves are written as
// the staircase they leave; longer ones say what changes (Change).
const maxStepsWritten = 10

// Change states a move of a long staircase by the coins it carries down
// (answer.Changer): "step 7: 5 coins → step 6".
func (s staircase) Change(o game.Option) (string, bool) {
	if len(s.coins) <= maxStepsWritten || len(o) != 1 {
		return "", false
	}
	t, ok := o[0].(staircase)
	if !ok || t.m == 0 || len(t.coins) != len(s.coins) {
		return "", false
	}
	coins := "coins"
	if t.m == 1 {
		coins = "coin"
	}
	to := "the ground"
	if t.at > 0 {
		to = "step " + strconv.Itoa(t.at)
	}
	return fmt.Sprintf("step %d: %d %s → %s", t.at+1, t.m, coins, to), true
}

func (s staircase) Options(ctx context.Context) ([]game.Option, error) {
	var total uint64
	for i := range s.coins {
		c := s.coin(i)
		total += c
		if total > uint64(s.f.limit) || total < c {
			return nil, tooManyOptions("staircase", "position", s, s.f.limit)
		}
	}
	out := make([]game.Option, 0, total)
	for i := range s.coins {
		for m := uint64(1); m <= s.coin(i); m++ {
			out = append(out, s.move(i, m))
		}
	}
	return out, nil
}

// ReadOption reads a move as the staircase it leaves (answer.OptionReader):
// coins taken from one step and, but from step 1, put on the step below.
func (s staircase) ReadOption(parts []string) (game.Option, error) {
	c, err := readOne(s.f, "position", s, parts)
	if err != nil {
		return nil, err
	}
	t := c.(staircase)
	if from, to := s.steps(), t.steps(); len(to) == len(from) {
		for i := range from {
			if m := from[i] - to[i]; to[i] < from[i] && slices.Equal(s.move(i, m)[0].(staircase).steps(), to) {
				return game.Option{t}, nil
			}
		}
	}
	return nil, errs.Errorf("staircase", errs.Usage, "%s → %s: a move takes coins from one step and puts them on the step below it (from step 1, off the staircase)", s, t)
}

// SampleOptions moves one coin down from each step, lowest first, then
// two, and so on (game.OptionSampler).
func (s staircase) SampleOptions(ctx context.Context, max int) ([]game.Option, error) {
	var out []game.Option
	for m, more := uint64(1), true; more && len(out) < max; m++ {
		more = false
		for i := range s.coins {
			if s.coin(i) >= m && len(out) < max {
				out, more = append(out, s.move(i, m)), true
			}
		}
	}
	return out, nil
}
