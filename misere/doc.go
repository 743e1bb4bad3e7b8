// Package misere computes the misère values of heap games: for every heap,
// its genus, the sequence that tells how it plays in misère sums with nim
// heaps.
//
// In misère play the last player to move loses, and the value of a sum is
// not the XOR of its parts' values, so a heap's misère Grundy value G⁻
// alone says little about sums. Conway's genus g^λ0λ1λ2… says more: g is
// the normal-play value, λ0 = G⁻(G) the misère value and λk the misère
// value of G with k heaps of size 2 beside it. The λ end in an alternation
// of two values, which the notation leaves out (0^120 is 0 with
// λ = 1, 2, 0, 2, 0, …). The genus decides who wins the game beside
// any number of nim heaps of sizes 1, 2 and 3.
//
// A Genus is built from its options' genera by a mex rule (FromOptions).
// Heaps computes the genus of any sum of heaps of a game written in
// package heap's octal, hexadecimal or subtraction codes, by memoized
// search over the sums a play may reach:
//
//	r, _ := heap.Parse("kayles")
//	h := misere.NewHeaps(r, 0)
//	g, _ := h.Genus(ctx, 9)        // 4^046
//	s, _ := h.Sequence(ctx, 21)    // heaps 0..20
//
// The search keeps apart only what differs: a heap with no move is the
// game 0 and is dropped; a heap whose every move leads to a sum equal to
// 0 plays as a heap of size 1, which changes every value of any sum by
// XOR 1 (G⁻(G + *1) = G⁻(G) ⊕ 1 for every G), so it is dropped too; and a
// heap whose every move leads to *1 is *1 + *1, equal to 0. The sums left
// still grow about as fast as the partitions of the heap size: Kayles to
// heap 40 is 13,397 sums, to heap 60 290k.
//
// Heaps.Quotient computes the misère quotient of the sums of heaps 1 to n
// (Plambeck and Siegel): the commutative monoid of those sums up to
// indistinguishability, its P-portion and the class of each heap, so that
// the outcome of any such sum is a product in the monoid. It goes heap by
// heap (engine.go): where the quotient of the heaps before stays the
// quotient, one of its elements is the new heap's class; otherwise a
// candidate is repaired at the least sum it gets wrong, found by a walk
// over the sums (walk.go), until one passes. Its cost follows the size of
// the quotient, not the number of sums, and the walk is the proof. The
// plain engine, which learns a candidate from the outcomes of sums as
// Angluin's L* learns an automaton (learn.go, oracle.go) and proves it by
// a search over blocks of classes (verify.go, search.go), stays as the
// tests' referee and proves tame heaps (tame.go).
package misere
