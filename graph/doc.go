// Package graph plays impartial games on directed graphs: tokens sit on
// vertices, and a move slides one token along an edge. A player who cannot
// move loses (normal play). Every finite acyclic impartial game is such a
// game on its graph of positions.
//
// A graph is read from an edge list (Parse):
//
//	# a token on u may move to v
//	u v
//	u w
//	w v
//	lonely        # a vertex without edges
//	start: u w    # optional: a token on u and one on w
//
// Vertex names are any text without spaces or '#' that does not begin with
// "start:"; vertices are numbered in order of first appearance. The
// Grundy value of every vertex comes from one memoized search over vertex
// numbers (Values); there a cycle is an error naming its vertices.
//
// A graph with cycles is a loopy game: play may go on forever, a draw.
// LoopyValues gives every vertex its generalized Sprague–Grundy value
// (package loopy), finite or ∞(K), and AnalyzeLoopy the outcome of tokens
// on it (P, N or a draw) with the moves that win or keep the draw. On an
// acyclic graph the generalized values are the Grundy values.
//
// A *Graph is also a game.Family whose components are tokens (Parse a
// vertex name), so sums.Analyze gives the outcome, value and winning moves
// of a sum of tokens, and Start gives the tokens of the start: line.
package graph
