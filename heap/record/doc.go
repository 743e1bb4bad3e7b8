// Package record keeps what a long nim-sequence run reports about values
// it does not keep, and saves it with the engine's state so that the run
// survives being stopped.
//
// A Tally takes the values in order and keeps a checksum of each block of
// them — CRC-64/XZ (Go's hash/crc64 with the ECMA table) of the values as
// 2-byte little-endian words — and the heaps of value 0, so that anyone
// can check any block against a run that keeps every value:
//
//	t := record.NewTally(1 << 30)
//	err := t.Add(values...)
//	sums := t.Blocks()
//
// A checkpoint file holds a tally and the state of a windowed engine
// (heap.Options.Window):
//
//	magic "NIMCKPT\n" | version u32 | game length u16 | game code |
//	tally | engine state (heap.Engine.WriteState) | CRC-64/XZ of all before, u64
//
// all little-endian. Save writes it to a temporary file beside the target,
// syncs it, renames it over the target and syncs the directory, so that a
// kill at any moment leaves the old checkpoint or the new one. Load
// refuses a file whose checksum, game, block size or window differ.
package record
