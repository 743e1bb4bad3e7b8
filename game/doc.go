// Package game holds nimber's mathematics: Grundy values (Nimber),
// outcome classes, mex, components of a disjunctive sum and their moves,
// sums of several games (SumFamily), and the capability interfaces
// through which engines ask a component what it can do (list its moves,
// find the moves to a value, count them, know its outcome without its
// value…).
//
// A game family (Nim, Wythoff, an octal game, a Starlark file) parses a
// component string into a Component. Moves and Apply list and make moves
// in a sum; a component with too many moves to list (a Nim heap of
// 10^12) lists a few (OptionSampler). A family whose position is a set
// (a coin game's heads coins) joins what a position lists twice and
// settles what a move leaves (SetFamily, Settle).
//
// The budget of a request is its context, passed as the first argument of
// every capability method that may search, prove or list without bound
// (Value, Options, MovesTo, the misère and loopy analyses…): once it is
// done, such a method returns an error of kind errs.Limit wrapping
// ctx.Err() instead of doing the work. A closed form that answers in a few
// operations may ignore it. The bounds on positions searched are the
// family's, fixed when it is built (games.Config), as its memo outlives a
// call. Nothing keeps a context between calls.
//
// It does not search: analysing a sum (the Sprague–Grundy theorem, misère
// and retrograde searches, nimber's reply) is package analysis/sums, and
// the request pipeline above it (a family's default position, Starter)
// package analysis. Nor does it say how things are written or typed: the
// schema of an answer, a move read as a player types it (ReadMove,
// OptionReader) and a move stated by what it changes (Changer) are
// package analysis/answer's, an outcome in words (Describe) package
// analysis/render's, and how a front end shows a position (its board, a
// drawing) package display's. What each family offers is declared with
// it (games.Info's Offers) and tabulated in docs/games.md.
//
// The package imports nothing of nimber's but errs; engines and the catalog
// import it.
package game
