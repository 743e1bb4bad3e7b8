// Package sums analyses a disjunctive sum of components, the searches
// under package analysis: Analyze gives the outcome, the Grundy value and
// the winning moves of a sum, Reply chooses nimber's move in it, and
// PlayableMoves lists the moves a player may pick from.
//
// In normal play Analyze combines the components by the Sprague–Grundy
// theorem: the sum is lost for the player to move iff the XOR of their
// values is zero, and a winning move takes one component i to a position
// of value g_i xor total. The answer comes first: the outcome and value,
// then at most Options.MaxMoves winning moves for the whole sum (a
// MoveLister finds the first ones without building the rest), counted
// where a MoveCounter counts them by arithmetic; a move in a large
// component is stated by what it changes (answer.Changer), so that a report
// stays linear in its position.
//
// In misère play a sum is valued by its family's closed form
// (MisereFamily), its genus (GenusFamily) or its misère quotient
// (answer.QuotientFamily), else by searching every sum reachable from
// it. A sum whose positions repeat is left to its family
// (answer.LoopyFamily), or, mixing games, decided by retrograde
// analysis: a draw is an answer too. Every search stops at
// Options.MaxPositions and when the context passed is done.
package sums
