// Package dialogue plays a game against a person over text streams: what
// the person types (a move, ? to list the moves, u to take one back, why,
// draw, q), what nimber answers (its replies, hints, the end of the game).
// The moves and replies come from an analysis.Game.
//
// It does not parse the command line nor choose the game: the front end
// loads the game (analysis.Play) and says how to play it (Options).
package dialogue
