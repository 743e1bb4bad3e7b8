package seqfile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/nimber/nimber/errs"
)

// A GameError is Resume's error for a file of another game's values.
type GameError struct {
	Path       string
	Have, Want string // the file's game and the one asked for, as codes
}

func (e *GameError) Error() string {
	return fmt.Sprintf("%s holds values of game %s, not %s", e.Path, e.Have, e.Want)
}

// A Writer appends values to an in-progress sequence file and finally
// turns it into a complete one. Whole blocks reach the file as soon as
// they fill; the values of an unfinished block are held in memory.
type Writer struct {
	path    string
	game    string
	block   int
	width   int      // bytes per value in the file's blocks
	f       *os.File // the in-progress file, open for appending
	pending []uint32 // values of the block being filled
	n       uint64   // values appended, pending included
	blocks  uint64   // whole blocks in the file
	max     uint32
	sum     uint64 // checksum of all values appended
	buf     []byte
}

// Create starts an in-progress sequence file for game at path, replacing
// any file there.
func Create(path, game string) (*Writer, error) {
	return create(path, game, DefaultBlock)
}

func create(path, game string, block int) (*Writer, error) {
	w := &Writer{path: path, game: game, block: block}
	if err := w.replace(1); err != nil { // a file of no blocks
		return nil, err
	}
	return w, nil
}

// Write writes a complete sequence file of values in one go.
func Write(path, game string, values []uint32) error {
	w, err := Create(path, game)
	if err != nil {
		return err
	}
	if err := w.Append(values...); err != nil {
		w.Close()
		return err
	}
	return w.Finish()
}

// Resume reopens the sequence file at path to continue a run of game. An
// in-progress file keeps its longest valid prefix of whole blocks (the
// rest, e.g. a block half-written when the run was killed, is dropped); a
// complete file is reopened to be extended. It returns the values kept.
func Resume(path, game string) (*Writer, []uint32, error) {
	var kept []uint32
	w, err := ResumeEach(path, game, func(values []uint32) error {
		kept = append(kept, values...)
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return w, kept, nil
}

// ResumeEach is Resume for runs too long to hold as 4-byte values: it
// passes the values kept to each, block by block, instead of returning
// them, and stops at each's first error.
func ResumeEach(path, game string, each func(values []uint32) error) (*Writer, error) {
	const op = "resume sequence file"
	// A run killed while finishing leaves its temporary file behind.
	if stale, err := filepath.Glob(path + ".tmp*"); err == nil {
		for _, s := range stale {
			os.Remove(s)
		}
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return nil, errs.E(op, errs.IO, err)
	}
	in := bufio.NewReaderSize(io.NewSectionReader(f, 0, 1<<62), 1<<16)
	h, err := ReadHeader(in)
	if err != nil {
		f.Close()
		return nil, errs.E(path, errs.KindOf(err), err)
	}
	if h.Game != game {
		f.Close()
		return nil, errs.E(op, errs.Usage, &GameError{Path: path, Have: h.Game, Want: game})
	}
	w := &Writer{path: path, game: game, block: h.Block, width: h.Width}
	var end int64
	if h.Complete {
		end, err = w.reopen(f, in, h, each)
	} else {
		end, err = w.validPrefix(f, h, each)
	}
	if err == nil {
		err = f.Truncate(end)
	}
	if err == nil {
		_, err = f.Seek(end, io.SeekStart)
	}
	if err != nil {
		f.Close()
		if errs.KindOf(err) == errs.Other {
			err = errs.E(op, errs.IO, err)
		}
		if h.Complete {
			err = errs.E(path, errs.KindOf(err), err)
		}
		return nil, err
	}
	w.f = f
	return w, nil
}

// validPrefix reads the whole blocks of an in-progress file up to the first
// one missing or damaged, passes their values to each and notes them, and
// returns where they end.
func (w *Writer) validPrefix(f *os.File, h Header, each func([]uint32) error) (int64, error) {
	r := bufio.NewReaderSize(io.NewSectionReader(f, int64(h.Len()), 1<<62), 1<<16)
	buf := make([]byte, h.blockBytes())
	var values []uint32
	blocks := int64(0)
	for {
		if _, err := io.ReadFull(r, buf); err != nil {
			if err == io.EOF || err == io.ErrUnexpectedEOF {
				break
			}
			return 0, err
		}
		var err error
		if values, err = decodeBlock(values[:0], buf, h.Width); err != nil {
			break
		}
		if err := each(values); err != nil {
			return 0, err
		}
		w.count(values)
		blocks++
	}
	w.blocks = uint64(blocks)
	return int64(h.Len()) + blocks*h.blockBytes(), nil
}

// reopen turns the complete file f (or one cut short), whose header h has been read from in,
// back into an in-progress one holding the same values, passing them to
// each, and returns where its whole blocks end; the caller cuts the last,
// partial block there, its values being held until the block fills. The
// header goes first: killed before the cut, the file is in progress with a
// partial block at its end, which Resume drops.
func (w *Writer) reopen(f *os.File, in io.Reader, h Header, each func([]uint32) error) (int64, error) {
	err := eachBlock(in, h, func(values []uint32) error {
		if err := each(values); err != nil {
			return err
		}
		w.count(values)
		if len(values) < w.block {
			w.pending = append(w.pending[:0], values...)
		}
		return nil
	})
	if err != nil && !errors.Is(err, errTruncated) {
		return 0, err
	}
	// A file cut short (a copy stopped midway) goes on from its whole
	// blocks, as an in-progress one does.
	if err := writeHeader(f, Header{Game: w.game, Width: w.width, Block: w.block}); err != nil {
		return 0, err
	}
	w.blocks = w.n / uint64(w.block)
	return int64(h.Len()) + int64(w.blocks)*h.blockBytes(), nil
}

// writeHeader writes h over the header of the open file f, which is as
// long, and syncs it. It is one write at the start of the file.
func writeHeader(f *os.File, h Header) error {
	hb, err := h.MarshalBinary()
	if err == nil {
		_, err = f.WriteAt(hb, 0)
	}
	if err == nil {
		err = f.Sync()
	}
	return err
}

// count adds values already on disk or pending to the totals.
func (w *Writer) count(values []uint32) {
	w.n += uint64(len(values))
	w.sum = checksum(w.sum, values)
	for _, v := range values {
		w.max = max(w.max, v)
	}
}

// Len returns the number of values appended so far, including those of a
// resumed file.
func (w *Writer) Len() uint64 { return w.n }

// Append adds values to the sequence; every block they fill is written.
// A value too wide for the file has it rewritten at a wider width first,
// at most twice a run.
func (w *Writer) Append(values ...uint32) error {
	w.count(values)
	if wide := widthFor(w.max); wide > w.width {
		if err := w.replace(wide); err != nil {
			return err
		}
	}
	for len(values) > 0 {
		k := min(len(values), w.block-len(w.pending))
		w.pending = append(w.pending, values[:k]...)
		values = values[k:]
		if len(w.pending) == w.block {
			w.buf = appendBlock(w.buf[:0], w.pending, w.width)
			if _, err := w.f.Write(w.buf); err != nil {
				return errs.E("write sequence file", errs.IO, err)
			}
			w.blocks++
			w.pending = w.pending[:0]
		}
	}
	return nil
}

// Finish turns the in-progress file into the complete one and closes the
// Writer. It appends the last, partial block and syncs, then writes the
// complete header over the in-progress one and syncs again: killed in
// between, the file is still in progress, and Resume drops the partial
// block. A file whose blocks are wider than its values need (one begun by
// an older nimber, at 4 bytes a value) is rewritten instead.
func (w *Writer) Finish() error {
	if w.f == nil {
		return errs.Errorf("finish sequence file", errs.Internal, "%s: writer already closed", w.path)
	}
	defer w.Close()
	h := Header{Game: w.game, Width: widthFor(w.max), Complete: true, Block: w.block, N: w.n, Checksum: w.sum}
	if h.Width == w.width {
		var err error
		if len(w.pending) > 0 {
			w.buf = appendBlock(w.buf[:0], w.pending, w.width)
			_, err = w.f.Write(w.buf)
		}
		if err == nil {
			err = w.f.Sync()
		}
		if err == nil {
			err = writeHeader(w.f, h)
		}
		return errs.E("finish sequence file", errs.IO, err)
	}
	return w.rewrite(h, w.pending)
}

// replace writes the in-progress file anew, atomically, with its blocks at
// width, and opens it for appending. If that fails, the file is as it was
// and stays open.
func (w *Writer) replace(width int) error {
	err := w.rewrite(Header{Game: w.game, Width: width, Block: w.block}, nil)
	if err != nil {
		return err
	}
	w.Close() // the file renamed over
	w.width = width
	w.f, err = os.OpenFile(w.path, os.O_RDWR, 0)
	if err == nil {
		_, err = w.f.Seek(0, io.SeekEnd)
	}
	return errs.E("write sequence file", errs.IO, err)
}

// rewrite writes a file with header h in place of the in-progress one: its
// whole blocks at h.Width, then the values of last as a block of their own,
// if any. With no blocks (a new file) it reads nothing: w.f may be nil.
func (w *Writer) rewrite(h Header, last []uint32) error {
	from := Header{Game: w.game, Width: w.width, Block: w.block}
	in := bufio.NewReaderSize(io.NewSectionReader(w.f, int64(from.Len()), 1<<62), 1<<16)
	whole := w.blocks
	return writeAtomic(w.path, func(out *bufio.Writer) error {
		hb, err := h.MarshalBinary()
		if err != nil {
			return err
		}
		out.Write(hb)
		raw := make([]byte, from.blockBytes())
		var values []uint32
		for ; whole > 0; whole-- {
			if _, err := io.ReadFull(in, raw); err != nil {
				return err
			}
			if values, err = decodeBlock(values[:0], raw, from.Width); err != nil {
				return err
			}
			w.buf = appendBlock(w.buf[:0], values, h.Width)
			out.Write(w.buf)
		}
		if len(last) > 0 {
			w.buf = appendBlock(w.buf[:0], last, h.Width)
			out.Write(w.buf)
		}
		return nil
	})
}

// Close closes the in-progress file without finishing it; Resume can
// continue it later. Closing a finished Writer does nothing.
func (w *Writer) Close() error {
	if w.f == nil {
		return nil
	}
	err := w.f.Close()
	w.f = nil
	return errs.E("close sequence file", errs.IO, err)
}

// writeAtomic writes a file through fill into a temporary file beside path,
// syncs it and renames it over path.
func writeAtomic(path string, fill func(*bufio.Writer) error) error {
	const op = "write sequence file"
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".tmp*")
	if err != nil {
		return errs.E(op, errs.IO, err)
	}
	defer os.Remove(tmp.Name()) // fails harmlessly once renamed
	out := bufio.NewWriterSize(tmp, 1<<16)
	err = fill(out)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if err == nil {
		err = out.Flush()
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err == nil {
		err = syncDir(filepath.Dir(path))
	}
	if err != nil {
		if errs.KindOf(err) == errs.Other {
			err = errs.E(op, errs.IO, err)
		}
		return err
	}
	return nil
}

// syncDir makes a rename in dir durable: without it a crash may bring
// back the file as it was before.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}
