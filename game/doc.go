// Package game holds nimber's core vocabulary: Grundy values (Nimber),
// outcome classes, mex, components of a disjunctive sum, and the analysis
// of a sum into a Report.
//
// A game family (Nim, Wythoff, an octal game, a Starlark file) parses a
// component string into a Component. Analyze combines components of a sum
// by the Sprague–Grundy theorem: the sum is lost for the player to move iff
// the XOR of the components' values is zero, and a winning move takes one
// component i to a position of value g_i xor total. The answer comes
// first: the outcome and value, then at most Options.MaxMoves winning
// moves for the whole sum (a MoveLister finds the first ones without
// building the rest), counted where a MoveCounter counts them by
// arithmetic; a move in a large component is stated by what it changes
// (Changer), so that a report stays linear in its position.
//
// PlayableMoves, ReadMove, Apply and Reply play a sum move by move. A
// component with too many moves to list (a Nim heap of 10^12) lists a few
// (OptionSampler), and a player types any other (OptionReader).
//
// The package imports nothing of nimber's but errs; engines and the catalog
// import it.
package game
