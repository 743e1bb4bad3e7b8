// Package table evaluates a game over a range of positions: the Grundy
// values (or outcomes) of n = A..B, or of the points x,y of a grid, with
// the P-positions and the apparent period, as text and as a plot. It is
// the "print the SG table and look for the pattern" step, for any family
// whose components parse from "n" or "x,y".
//
//	f, _ := games.Lookup("subtraction:1,3,4", games.Config{})
//	t, _ := table.Build(ctx, f, table.Spec{N: table.Span{From: 0, To: 60}, Period: true})
//	fmt.Print(t.Text())
//
// A game whose positions repeat gets generalized Sprague–Grundy values
// (∞(K) where play may go on forever), and outcomes P, N or D.
package table
