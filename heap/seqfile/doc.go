// Package seqfile reads and writes nim-sequence files: the values
// G(0), G(1), …, G(N-1) of a heap game in a compact binary form that a long
// computation can write as it goes and resume after being killed.
//
// A file is a header followed by blocks of values:
//
//	magic "NIMSEQ\r\n" | version u16 | width u8 | state u8 | block u32 |
//	N u64 | values checksum u64 | game length u16 | game code | header CRC-32C
//	block: up to `block` values of `width` bytes, little-endian | CRC-32C
//
// While a run is going the file is in progress: its header (state 0, N 0)
// is written once and never touched again, values are 4 bytes wide, and only
// whole blocks, each with its own checksum, are appended. After a crash the
// valid prefix is whatever whole blocks check out, so Resume can always pick
// up from there. Finish writes the complete file (state 1, the true N, the
// checksum of all values, the narrowest width that holds them) to a
// temporary file and renames it over the original, so a reader sees either
// the in-progress file or the complete one, never a mixture. The complete
// file depends only on the game and the values: a resumed run ends with the
// same bytes as an uninterrupted one.
//
// Writing:
//
//	w, err := seqfile.Create("kayles.seq", "0.77")
//	err = w.Append(values...)
//	err = w.Finish()
//
// Reading a complete file:
//
//	f, err := seqfile.Read("kayles.seq")
//	fmt.Println(f.Game, len(f.Values))
package seqfile
