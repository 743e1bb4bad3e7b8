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
//
// Set Game.Key whenever positions map injectively to integers: the memo is
// then a dense array of 4 bytes per position while the keys are small next
// to their number (a 2-D board numbered x*width+y, a heap size), else an
// open-addressing hash table of 12-byte slots. Without Key positions are
// memoized in a Go map, several times slower. The benchmarks report
// positions per second and memo bytes per position:
//
//	go test ./solve -run '^$' -bench . -benchtime 5x
package solve
