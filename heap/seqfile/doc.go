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
// While a run is going the file is in progress: its header says state 0
// and N 0, and only whole blocks, each with its own checksum, are appended,
// at the narrowest width that holds the values so far. A wider value has
// the file rewritten at its width, at most twice a run: Grundy's game
// passes 255 at n = 7,250,049, so that copies 7 MB. After a crash the valid prefix is whatever whole blocks
// check out, so Resume can always pick up from there. Finish appends the
// last, partial block, syncs, and then writes the complete header (state
// 1, the true N, the checksum of all values) over the in-progress one, in
// one write at the start of the file, and syncs again. Killed in between,
// the file is still in progress, with a partial block Resume drops; so a
// reader sees either an in-progress file or the complete one. Resuming a
// complete file goes the other way: the in-progress header first, then the
// partial block is cut off. (An in-progress file of an older nimber, at 4
// bytes a value, is rewritten at its narrowest width by Finish.) The
// complete file depends only on the game and
// the values: a resumed run ends with the same bytes as an uninterrupted
// one.
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
