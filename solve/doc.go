// Package solve computes Grundy values and outcomes of acyclic impartial
// games by memoized search.
//
// A game is given by its move relation over positions of any comparable Go
// type (Game). The search is iterative, so a chain of millions of positions
// does not exhaust the goroutine stack; it stops with an error naming the
// positions of a cycle, or at a configurable position limit.
//
//	s := solve.New(solve.Game[int]{Moves: subtract134}, solve.Options{})
//	g, err := s.Grundy(7)
package solve
