// Package games is nimber's catalog of impartial games: Nim, Bash,
// subtraction games, Wythoff and the other classics, each with its rule, a
// move generator and, where one exists, a closed form.
//
// Families register themselves by name; Lookup turns a spec such as
// "subtraction:1,3,4" into a game.Family:
//
//	f, err := games.Lookup("subtraction:1,3,4", games.Config{})
//	c, err := f.Parse("7")
//	r, err := game.Analyze(f, []game.Component{c}, game.Options{})
package games
