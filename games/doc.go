// Package games is nimber's catalog of impartial games: Nim, Bash,
// subtraction games, Wythoff and the other classics, each with its rule, a
// move generator and, where one exists, a closed form.
//
// Families register themselves by name; Lookup turns a spec such as
// "subtraction:1,3,4" into a game.Family:
//
//	f, err := games.Lookup("subtraction:1,3,4", games.Config{})
//	c, err := f.Parse("7")
//	r, err := sums.Analyze(f, []game.Component{c}, sums.Options{})
//
// Each family is one file whose comment states the rule, the theorem
// behind its closed form and a reference. Every component lists its moves
// (game.Mover), so the tests can check each closed form against play by
// brute force. Where the theory allows, a component also finds its moves
// to a given value directly (game.ValueMover: Nim's a → a xor X, Wythoff's
// moves to P-positions on heaps of any size) or knows its outcome without
// its value (game.Outcomer: Wythoff, Moore's Nim, Euclid, Fibonacci Nim).
// Values with no closed form come from a table or a search bounded by
// Config.MaxPositions; a position beyond it fails with an errs.Limit error
// that names it and the --max-positions flag. Bad positions and parameters
// are errs.Usage errors naming the text and what was expected.
//
// A family remembers the values it has computed, so a batch of positions
// shares one table; for the same reason a family and its components are
// not safe for concurrent use: look up one family per goroutine.
package games
