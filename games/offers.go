package games

import (
	"context"

	"github.com/nimber/nimber/analysis/answer"
	"github.com/nimber/nimber/display"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/heap"
)

// An Offer is something a family lets a user do beyond what every game
// gets (normal and misère play of any sum by search, to a bound). Each
// family declares its offers once, in its Info; `nimber games --json`
// and /api/games list them, docs/games.md tabulates them, and a test
// checks each declaration against the family's methods (Offered).
type Offer string

// The offers; AllOffers says what each means, and Offered which methods
// make it.
const (
	Values     Offer = "values"
	Moves      Offer = "moves"
	Count      Offer = "count"
	Huge       Offer = "huge"
	Outcome    Offer = "outcome"
	MisereRule Offer = "misere-rule"
	Genus      Offer = "genus"
	Quotient   Offer = "quotient"
	Period     Offer = "period"
	Draws      Offer = "draws"
	Board      Offer = "board"
	NoMisere   Offer = "no-misere"
)

// AllOffers lists every offer in order, with what it means to a user.
var AllOffers = []struct {
	Offer Offer
	Doc   string
}{
	{Values, "values and winning moves by formula, at any size"},
	{Moves, "every move listed"},
	{Count, "winning moves counted without listing them"},
	{Huge, "played at sizes with too many moves to list"},
	{Outcome, "who wins a lone position, without its value"},
	{MisereRule, "misère sums by a rule, not a search"},
	{Genus, "misère sums valued by their genus, not a search"},
	{Quotient, "misère quotients (seq --misere --quotient, analyze --quotient)"},
	{Period, "nim-sequences with proved periods (seq, census)"},
	{Draws, "positions that repeat: draws, generalized values"},
	{Board, "a board to play on in the web app"},
	{NoMisere, "misère play refused"},
}

// Offered derives what family f offers from its methods and those of
// comps, positions of it: what its Info's Offers must say. spec is the
// family as the user names it, for Period.
func Offered(ctx context.Context, spec string, f game.Family, comps []game.Component) map[Offer]bool {
	has := map[Offer]bool{}
	if mf, ok := f.(game.MisereFamily); ok {
		// comps is a position of the family: an error refuses misère play.
		if _, _, err := mf.MisereAnalyze(ctx, comps); err != nil {
			has[NoMisere] = true
		} else {
			has[MisereRule] = true
		}
	}
	_, has[Genus] = f.(game.GenusFamily)
	_, has[Quotient] = f.(answer.QuotientFamily)
	_, has[Draws] = f.(answer.LoopyFamily)
	if _, err := heap.Parse(spec); err == nil {
		has[Period] = true
	}
	for _, c := range comps {
		_, v := c.(game.ValueMover)
		_, m := c.(game.Mover)
		_, n := c.(game.MoveCounter)
		_, o := c.(game.Outcomer)
		_, r := c.(answer.OptionReader)
		_, s := c.(game.OptionSampler)
		b, ok := c.(display.Boarder)
		has[Values] = has[Values] || v
		has[Moves] = has[Moves] || m
		has[Count] = has[Count] || n
		has[Outcome] = has[Outcome] || o
		has[Huge] = has[Huge] || (r && s)
		has[Board] = has[Board] || (ok && b.Board() != "")
	}
	for o, ok := range has {
		if !ok {
			delete(has, o)
		}
	}
	return has
}
