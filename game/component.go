package game

import (
	"context"
	"errors"
)

// A Family is a game with its parameters fixed, e.g. "subtraction:1,3,4".
// It turns component strings into Components.
type Family interface {
	// Name is the normalised name, parameters included, as the user would
	// type it.
	Name() string
	// Parse reads one component in the family's syntax ("7", "3,5").
	// Errors are of kind errs.Usage and name the offending text.
	Parse(s string) (Component, error)
}

// A Component is one position of one game, a summand of a disjunctive sum.
// Components of different families may meet in a sum.
type Component interface {
	// String returns the component in its family's input syntax.
	String() string
	// Value returns the normal-play Grundy value. An error of kind
	// errs.Unknown or errs.Limit means it is not known; the outcome of a
	// lone component may still be known (see Outcomer).
	Value(ctx context.Context) (Nimber, error)
}

// A Keyer is a component whose moves depend on more than its type and
// String: the parameters of its family (the set of subtraction:1,2, the
// K of bash:3). Key returns a string that tells it apart from every other
// component of its type; searches that intern components use it.
type Keyer interface {
	Key() string
}

// A Sampler finds a few options of a given normal-play value when there
// are too many to list (MovesTo fails with errs.Limit or errs.Unknown), as
// for a heap of 10^12 in an octal game whose period is proved. Analyze
// reports them as examples beside the reason the rest are not listed.
type Sampler interface {
	SomeMovesTo(ctx context.Context, target Nimber, max int) ([]Option, error)
}

// An Option is what a move leaves in place of the component moved in:
// usually one component, several after a split, none when a heap vanishes
// and the family has no empty heap (families with a zero heap return it).
type Option []Component

// A Mover lists every option of a component. Winning moves and misère
// analysis fall back on it when no closed form is available.
type Mover interface {
	Options(ctx context.Context) ([]Option, error)
}

// A ValueMover finds the options of a given normal-play value directly,
// e.g. Nim takes heap a to a xor X. It must return every such option.
type ValueMover interface {
	MovesTo(ctx context.Context, target Nimber) ([]Option, error)
}

// A MoveLister finds at most max options of a given normal-play value
// (max > 0) without building the others, and says whether there are
// more: Analyze lists the first winning moves of a sum whose moves are
// too many to list (a Lasker heap of 2^24 has millions of splits).
type MoveLister interface {
	MovesToMax(ctx context.Context, target Nimber, max int) (opts []Option, more bool, err error)
}

// A MoveCounter counts the options of a given normal-play value without
// listing them (by arithmetic in a closed form). exact is false when n
// is only a lower bound.
type MoveCounter interface {
	CountMovesTo(ctx context.Context, target Nimber) (n uint64, exact bool, err error)
}

// An OptionSampler gives max of the options of a component with too many
// to list, or all of them if it has fewer, without listing the rest: the
// smallest moves first (taking one counter), which a player with a lost
// position plays to make the game last.
type OptionSampler interface {
	SampleOptions(ctx context.Context, max int) ([]Option, error)
}

// An Outcomer knows the normal-play outcome of a lone component without
// its Grundy value (e.g. Wythoff's P-positions on huge heaps).
type Outcomer interface {
	Outcome(ctx context.Context) (Outcome, error)
}

// A MisereFamily analyses misère sums of its own components in closed form
// (misère Nim). It returns the outcome and all winning moves.
type MisereFamily interface {
	MisereAnalyze(ctx context.Context, sum []Component) (Outcome, []Move, error)
}

// A GenusFamily values misère sums of its own components: their genus,
// Conway's g^λ0λ1… as text ("4^046"), and their misère Grundy value λ0,
// which is 0 exactly when the player to move loses. Analyze then finds
// the winning moves as the moves to a sum of misère value 0.
type GenusFamily interface {
	MisereGenus(ctx context.Context, sum []Component) (genus string, misere uint64, err error)
}

// A TameFamily tells whether the heaps of a misère sum are tame: every
// sum of them is won or lost as misère Nim's rule says of the nim heaps of
// their normal values (Winning Ways, ch. 13). ok is false when they are
// not, or when it cannot tell at a small cost; Analyze then values the
// sum another way.
type TameFamily interface {
	MisereTame(ctx context.Context, sum []Component) (ok bool, err error)
}

// ErrNoGenus is what a GenusFamily returns for a sum it does not value by
// genus (one with another family's components): Analyze then searches it.
var ErrNoGenus = errors.New("no genus for this sum")

// A Counter reports how many positions its searches have explored so far.
type Counter interface {
	Explored() int64
}

// A Move is a move in a sum: component Component is replaced by To.
type Move struct {
	Component int
	To        Option
}

// Value returns the nim-sum of the values of the option's parts: the
// value of the position a move leaves in its component.
func (o Option) Value(ctx context.Context) (Nimber, error) {
	var v Nimber
	for _, c := range o {
		g, err := c.Value(ctx)
		if err != nil {
			return Nimber{}, err
		}
		v = v.Xor(g)
	}
	return v, nil
}

// Strings returns the components' strings.
func (o Option) Strings() []string {
	s := make([]string, len(o))
	for i, c := range o {
		s[i] = c.String()
	}
	return s
}
