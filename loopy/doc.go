// Package loopy values loopy impartial games: games on a finite graph of
// positions where play may go on forever, which is then a draw. Every
// position gets a generalized Sprague–Grundy value (Smith 1966; Fraenkel
// and Yesha 1986): a finite value, which adds like a Nim heap, or ∞(K), K
// the finite values of its followers.
//
// Values computes them for a graph given as out-edge lists; Sum adds them
// for a disjunctive sum (the finite parts XOR; one ∞(K) with the rest
// worth a gives ∞(K XOR a); two or more ∞ give ∞()); Outcome says who wins:
// a position worth 0 is a P-position, one worth another finite value or
// ∞(K) with 0 in K an N-position, any other a draw. On an acyclic graph
// the generalized values are the Grundy values.
//
// Package graph reads such graphs from edge lists; package solve explores
// the positions of any game to build one.
package loopy
