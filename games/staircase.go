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
	"slices"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/game"
)

func init() {
	Register(Info{
		Name:    "staircase",
		Rule:    "move one or more coins from a step to the step below (step 1 to the ground)",
		Example: "staircase 3,1,4,1,5",
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

// staircase holds coins[i] on step i+1; the slice is never modified.
type staircase struct {
	coins []uint64
	f     *staircaseFamily
}

func (s staircase) String() string { return formatList(s.coins) }

func (s staircase) Value() (game.Nimber, error) {
	var x uint64
	for i := 0; i < len(s.coins); i += 2 {
		x ^= s.coins[i]
	}
	return game.Star(x), nil
}

// move returns the staircase after m coins go down from step i+1.
func (s staircase) move(i int, m uint64) game.Option {
	c := append([]uint64(nil), s.coins...)
	c[i] -= m
	if i > 0 {
		c[i-1] += m
	}
	return game.Option{staircase{coins: c, f: s.f}}
}

// MovesTo changes one odd step to make the odd steps XOR to target.
func (s staircase) MovesTo(target game.Nimber) ([]game.Option, error) {
	t, ok := target.Uint64()
	if !ok {
		return nil, nil
	}
	v, _ := s.Value()
	x, _ := v.Uint64()
	var out []game.Option
	for i := 0; i < len(s.coins); i += 2 { // step i+1 is odd
		want := s.coins[i] ^ x ^ t
		if want < s.coins[i] { // carry coins down from the odd step
			out = append(out, s.move(i, s.coins[i]-want))
		}
		if want > s.coins[i] && i+1 < len(s.coins) && want-s.coins[i] <= s.coins[i+1] {
			out = append(out, s.move(i+1, want-s.coins[i])) // from the even step above
		}
	}
	return out, nil
}

func (s staircase) Options() ([]game.Option, error) {
	var total uint64
	for _, c := range s.coins {
		total += c
		if total > uint64(s.f.limit) || total < c {
			return nil, tooManyOptions("staircase", "position", s, s.f.limit)
		}
	}
	out := make([]game.Option, 0, total)
	for i, c := range s.coins {
		for m := uint64(1); m <= c; m++ {
			out = append(out, s.move(i, m))
		}
	}
	return out, nil
}

// ReadOption reads a move as the staircase it leaves (game.OptionReader):
// coins taken from one step and, but from step 1, put on the step below.
func (s staircase) ReadOption(parts []string) (game.Option, error) {
	c, err := readOne(s.f, "position", s, parts)
	if err != nil {
		return nil, err
	}
	t := c.(staircase)
	if len(t.coins) == len(s.coins) {
		for i := range s.coins {
			if m := s.coins[i] - t.coins[i]; t.coins[i] < s.coins[i] && slices.Equal(s.move(i, m)[0].(staircase).coins, t.coins) {
				return game.Option{t}, nil
			}
		}
	}
	return nil, errs.Errorf("staircase", errs.Usage, "%s → %s: a move takes coins from one step and puts them on the step below it (from step 1, off the staircase)", s, t)
}

// SampleOptions moves one coin down from each step, lowest first, then
// two, and so on (game.OptionSampler).
func (s staircase) SampleOptions(max int) ([]game.Option, error) {
	var out []game.Option
	for m, more := uint64(1), true; more && len(out) < max; m++ {
		more = false
		for i, c := range s.coins {
			if c >= m && len(out) < max {
				out, more = append(out, s.move(i, m)), true
			}
		}
	}
	return out, nil
}
