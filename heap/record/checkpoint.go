package record

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc64"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
)

const (
	magic   = "NIMCKPT\n"
	version = 1
)

// Save writes the tally t and the state of the windowed engine e to a
// checkpoint file at path, atomically: a temporary file beside it, synced,
// then renamed over it, and the directory synced.
func Save(path string, e *heap.Engine, t *Tally) error {
	const op = "save checkpoint"
	dir := filepath.Dir(path)
	removeTemps(path)
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp*")
	if err != nil {
		return errs.E(op, errs.IO, err)
	}
	defer os.Remove(f.Name()) // after the rename, nothing there
	defer f.Close()
	h := crc64.New(Table)
	w := bufio.NewWriterSize(io.MultiWriter(f, h), 1<<20)
	w.WriteString(magic)
	game := e.Rules().String()
	put(w, uint32(version), uint16(len(game)))
	w.WriteString(game)
	put(w, uint64(t.Block), uint64(t.N), uint64(len(t.Sums)))
	put(w, t.Sums)
	put(w, t.Part, uint64(t.Zeros), int64(t.LastZero), math.Float64bits(t.Seconds))
	if err := e.WriteState(w); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return errs.E(op, errs.IO, err)
	}
	if err := binary.Write(f, binary.LittleEndian, h.Sum64()); err != nil {
		return errs.E(op, errs.IO, err)
	}
	if err := f.Sync(); err != nil {
		return errs.E(op, errs.IO, err)
	}
	if err := f.Close(); err != nil {
		return errs.E(op, errs.IO, err)
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return errs.E(op, errs.IO, err)
	}
	if d, err := os.Open(dir); err == nil {
		err = d.Sync()
		d.Close()
		if err != nil {
			return errs.E(op, errs.IO, err)
		}
	}
	return nil
}

// removeTemps removes the temporary files that saves of path killed
// before their rename left: as large as a checkpoint each.
func removeTemps(path string) {
	entries, _ := os.ReadDir(filepath.Dir(path))
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), filepath.Base(path)+".tmp") {
			os.Remove(filepath.Join(filepath.Dir(path), e.Name()))
		}
	}
}

// put writes fixed-size values little-endian; errors show at Flush.
func put(w io.Writer, values ...any) {
	for _, v := range values {
		binary.Write(w, binary.LittleEndian, v)
	}
}

// ErrNone is Load's error when there is no checkpoint at the path.
var ErrNone = errors.New("no checkpoint")

// Load reads the checkpoint at path for the game r, blocks of block values
// and the engine options opt (whose Window must be the saved one), and
// returns the engine and tally to go on with. It fails with ErrNone if
// there is no file, and with errs.Usage if it is corrupt or of another
// run: a checkpoint is never silently replaced.
func Load(path string, r *heap.Rules, opt heap.Options, block int) (*heap.Engine, *Tally, error) {
	op := "read checkpoint " + path
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil, ErrNone
	} else if err != nil {
		return nil, nil, errs.E(op, errs.IO, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, nil, errs.E(op, errs.IO, err)
	}
	if st.Size() < int64(len(magic))+8 {
		return nil, nil, corrupt(op, "too short")
	}
	h := crc64.New(Table)
	br := bufio.NewReaderSize(io.TeeReader(io.LimitReader(f, st.Size()-8), h), 1<<20)
	t, err := readHead(br, r, block)
	if err != nil {
		return nil, nil, refused(op, err)
	}
	e, err := heap.ReadState(r, opt, br)
	if err != nil {
		return nil, nil, refused(op, err)
	}
	rest, _ := io.Copy(io.Discard, br) // what the state left: nothing, if sound
	var sum uint64
	err = binary.Read(f, binary.LittleEndian, &sum)
	switch {
	case err != nil:
		err = errs.E(op, errs.IO, err)
	case sum != h.Sum64():
		err = corrupt(op, "checksum mismatch")
	case rest != 0:
		err = corrupt(op, fmt.Sprintf("%d bytes after the state", rest))
	case t.N != e.Len():
		err = corrupt(op, fmt.Sprintf("a tally of %d values for %d", t.N, e.Len()))
	}
	if err != nil {
		e.Close()
		return nil, nil, err
	}
	return e, t, nil
}

// refused is Load's error for a checkpoint it cannot read or use.
func refused(op string, err error) error {
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return corrupt(op, "cut short")
	}
	return errs.E(op, errs.Usage, err)
}

func corrupt(op, why string) error {
	return errs.Errorf(op, errs.Usage, "the checkpoint is corrupt (%s): refusing to start over; move it away to start afresh", why)
}

// readHead reads the magic, the game and the tally.
func readHead(br *bufio.Reader, r *heap.Rules, block int) (*Tally, error) {
	head := make([]byte, len(magic))
	if _, err := io.ReadFull(br, head); err != nil || string(head) != magic {
		return nil, fmt.Errorf("not a nimber checkpoint")
	}
	var v uint32
	var gameLen uint16
	if err := get(br, &v, &gameLen); err != nil || v != version {
		return nil, fmt.Errorf("a checkpoint of version %d, want %d", v, version)
	}
	game := make([]byte, gameLen)
	if _, err := io.ReadFull(br, game); err != nil {
		return nil, io.ErrUnexpectedEOF
	}
	if string(game) != r.String() {
		name := string(game)
		if saved, err := heap.Parse(name); err == nil {
			name = saved.Name()
		}
		return nil, fmt.Errorf("a checkpoint of %s, not of %s", name, r.Name())
	}
	var b, n, sums uint64
	if err := get(br, &b, &n, &sums); err != nil {
		return nil, err
	}
	if int(b) != block {
		return nil, fmt.Errorf("blocks of %d values, not %d", b, block)
	}
	if b == 0 || n > 1<<40 || sums != n/b {
		return nil, fmt.Errorf("malformed tally")
	}
	t := NewTally(block)
	t.N, t.Sums = int(n), make([]uint64, sums)
	var zeros, secs uint64
	var last int64
	if err := get(br, t.Sums, &t.Part, &zeros, &last, &secs); err != nil {
		return nil, err
	}
	t.Zeros, t.LastZero, t.Seconds = int(zeros), int(last), math.Float64frombits(secs)
	return t, nil
}

func get(r io.Reader, values ...any) error {
	for _, v := range values {
		if err := binary.Read(r, binary.LittleEndian, v); err != nil {
			return err
		}
	}
	return nil
}
