// Package heap computes nim-sequences of heap games — octal and hexadecimal
// games, Grundy's game, subtraction and all-but subtraction games — and
// proves their periods.
//
// Parse reads a game spec ("kayles", "0.77", "hex:0.3F", "grundy",
// "subtraction:2,5,7", "allbut:2,3,7") into Rules. Plain computes G(0..n-1)
// by the textbook mex and is the reference; an Engine computes the same
// values fast and incrementally:
//
//	r, _ := heap.Parse("officers")
//	e := heap.NewEngine(r, heap.Options{})
//	err := e.Extend(ctx, 1<<20)
//	g := e.At(1000)
//
// The engine uses the rare-value ("sparse space") method for games whose
// moves leave at most two heaps: a mask splits values into a rare and a
// common class, chosen by a Walsh–Hadamard transform of the value histogram
// (with the heap's parity as an extra bit when all splitting moves remove
// tokens of one parity) and re-chosen when a rare value appears. A heap's
// common-class options come only from rare ⊕ common splits, so each value
// costs O(#rare positions) plus a short scan that confirms the few
// rare-class values below the candidate: first by the smallest splits and
// splits at small heaps picked one per value, spread over that value's small
// heaps where that leaves fewer values unfound (picks.go), in a table for a
// block of 512 heaps at once when that is cheaper (block.go), then the hard
// ones by scanning every split with vectors (scan.go) or, without vector kernels,
// through the latest heaps of frequent values and an index of small heaps by
// value (witness.go). Past the last rare heap, both the rare ⊕ common splits
// (wide.go) and the block tables are done 512 heaps at a time from one row
// of bits per coset of four common values and two planes of value bits that
// tell them apart, a few AVX-512 vector operations per split and row
// (lanes.go), the splits with partners inside the block 64 heaps at a time
// (short.go) or, the nearest, by one permute of the latest 64 values
// (inner.go), and those with partners past the rows 64 heaps at a time too,
// from copies of their partners, once those are past the last rare heap.
// Machines with AVX2 but not AVX-512 (AMD Zen 1–3 and many Intel
// cores) run the lane, scan, short, inner and miss kernels with 256-bit
// vectors instead (the *_avx2_amd64.s files; the permute as lookups in 16
// bytes); on others the heap-by-heap path is used. Games with three-heap splits
// or a repeating splitting digit use the full mex; three-heap splits are
// marked from bitsets of the two-heap splits of each size (three.go). With
// Options.Workers ≥ 2 whole blocks of heaps are confirmed on a second
// goroutine, speculatively, while the first goes on (it confirms a block
// itself when the second is behind), from each heap's least missing common
// value rather than a list of the values to confirm (misses.go), with a
// roll-back in the rare case a value turns out missing (verify.go); the
// second also helps build the next block's stamps (ahead.go). Two guards
// keep it from being slower than the full mex (cycle.go): once the
// periodicity theorem proves a period, later values are copied; and where
// rare positions are not rare, the full mex is used.
//
// The engine keeps every value (1, 2 or 4 bytes each): the confirming scan
// and a new rare value may look at any earlier heap, so a window of recent
// values does not suffice in general. Options.MaxMemory bounds it. With
// Options.Spill the values live in a memory-mapped file instead, and the
// kernel may drop those between the first few million and the latest few
// million, which the engine almost never reads again; resident memory
// then stays bounded while every value remains readable (spill.go). With
// Options.Window = K it keeps only G(0..K−1) and the latest K values, in
// memory, for runs whose values no disk holds: all the rare-value method
// reads while no rare heap comes at K or later; where it would read
// another, the run stops with an error instead (window.go). WriteState
// and ReadState save and restore such an engine (package heap/record
// writes them as checkpoints).
//
// ProvePeriod finds an ultimate period and proves it with the octal
// periodicity theorem when the game's moves remove at most t tokens, and
// an all-but game's arithmetic period (with a saltus) with a criterion of
// its own; Solve computes until a proof of a period without saltus, and its
// Solution answers G(n) for any n.
package heap
