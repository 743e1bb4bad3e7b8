// Package display holds the hooks through which a game family tells a
// front end how to show its positions: the board a component is played
// on, a grid or a graph to draw, the word for its components, and a note
// about a position that may not mean what was meant.
//
// None of it is mathematics: a family without these hooks is analysed
// and played all the same, as text. The engines never look at them;
// package analysis reads them into an answer's fields, and the command
// line and the web app draw from those. The interfaces a search needs
// (values, moves, outcomes) stay in package game.
package display

import "github.com/nimber/nimber/game"

// A Boarder says how a front end draws a component to play on, for the
// moves it lists to be made on the drawing: "heap" (a stack of counters,
// any number of them taken from the top), "takes" (a heap of which some
// numbers may be taken), "pins" (a row of pins, a move knocking down one
// or more adjacent ones and maybe splitting the row), "cut" (a heap split
// in two), "queen" ("x,y": a queen on a grid that moves left, down or
// diagonally toward the corner 0,0), "graph" (a token on a vertex of a
// GraphDrawer's graph) or "grid" (a Drawer's grid of characters).
type Boarder interface {
	Board() string
}

// A Drawer draws a component whose Board is "grid": a small grid of
// characters, one string a row.
type Drawer interface {
	Draw() ([]string, error)
}

// A GraphDrawer is a family whose components are tokens on the vertices
// of one graph, which a front end draws (the Board of its tokens is
// "graph"): its vertices by name, and its edges as pairs of indices into
// them, from and to.
type GraphDrawer interface {
	DrawGraph() (vertices []string, edges [][2]int)
}

// A Noter has a word for the user about a position of its family that
// is valid but may not mean what was meant: moore:2 1 2 3 is three games
// of one heap each, not one of three heaps. "" when there is none.
type Noter interface {
	Note(sum []game.Component) string
}

// A Nouner says what its family's components are called in move
// descriptions ("token 1: a → b"), where a front end's guess from the
// position would be wrong: a graph game's vertices may be named by numbers.
type Nouner interface {
	ComponentNoun() string
}
