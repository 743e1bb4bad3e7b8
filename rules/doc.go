// Package rules runs impartial games whose rules are written in Starlark, a
// small, deterministic, sandboxed dialect of Python.
//
// A rules file defines moves(p), the list of positions reachable from the
// position p; positions are hashable Starlark values (ints, strings,
// tuples, structs). Optional definitions refine the game:
//
//	start          the position analysed when none is given
//	terminal(p)    "win" or "lose" for the player to move, or None to play on
//	components(p)  the independent parts of p, valued by Sprague–Grundy
//	parse(s)       reads a position from the command line
//	format(p)      renders a position in output
//	draw(p)        pictures a position as rows of characters, for a board
//
// Upper-case top-level names are parameters that Options.Set (the CLI's
// --set NAME=VALUE) overrides before the file runs.
//
// Load returns a Game, a game.Family whose positions are valued by the
// generic solver of package solve. Each position is interned once into a
// dense integer id, its moves are computed by one call of moves(p) and kept
// on the Go side, so the search touches Starlark only for new positions.
// Every call into the script runs under a step limit, the whole work under
// a position limit and a wall-clock limit, and a script can reach no file,
// network or clock. Errors point at file:line:col of the script and say
// what went wrong in the terms of the rules API.
//
// docs/rules.md describes the API for users, with examples.
package rules
