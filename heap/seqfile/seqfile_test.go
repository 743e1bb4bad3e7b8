package seqfile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/nimber/nimber/errs"
)

// sequence returns n values spread below limit, deterministic and varied.
func sequence(n int, limit uint32) []uint32 {
	v := make([]uint32, n)
	x := uint32(12345)
	for i := range v {
		x = x*1103515245 + 12345
		v[i] = (x >> 8) % limit
	}
	return v
}

// writeAll writes values as a complete file with the given block length
// and returns its bytes.
func writeAll(t *testing.T, path, game string, block int, values []uint32) []byte {
	t.Helper()
	w, err := create(path, game, block)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Append(values...); err != nil {
		t.Fatal(err)
	}
	if err := w.Finish(); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRoundTrip(t *testing.T) {
	tests := []struct {
		n         int
		limit     uint32
		wantWidth int
	}{
		{0, 1, 1},
		{1, 5, 1},
		{7, 256, 1},
		{8, 256, 1},
		{9, 1 << 16, 2},
		{25, 1 << 31, 4},
		{100, 300, 2},
	}
	for _, test := range tests {
		path := filepath.Join(t.TempDir(), "s.seq")
		values := sequence(test.n, test.limit)
		writeAll(t, path, "0.77", 8, values)
		f, err := Read(path)
		if err != nil {
			t.Fatalf("Read(%d values < %d): %v", test.n, test.limit, err)
		}
		if !slices.Equal(f.Values, values) || f.Game != "0.77" || f.N != uint64(test.n) || !f.Complete {
			t.Errorf("Read(%d values < %d) = %s N=%d complete=%v %v, want 0.77 %v",
				test.n, test.limit, f.Game, f.N, f.Complete, f.Values, values)
		}
		if test.n > 0 && f.Width != test.wantWidth {
			t.Errorf("width of %d values < %d = %d, want %d", test.n, test.limit, f.Width, test.wantWidth)
		}
	}
}

// TestResumePrefix cuts an in-progress file at every length and checks that
// Resume keeps exactly the whole blocks before the cut, and that finishing
// from there gives the bytes of an uninterrupted run.
func TestResumePrefix(t *testing.T) {
	const block = 4
	dir := t.TempDir()
	values := sequence(3*block+2, 1000)
	want := filepath.Join(dir, "want.seq")
	wantBytes := writeAll(t, want, "4!.0", block, values)

	running := filepath.Join(dir, "running.seq")
	w, err := create(running, "4!.0", block)
	if err != nil {
		t.Fatal(err)
	}
	w.Append(values...)
	w.Close()
	full, _ := os.ReadFile(running)
	hlen := Header{Game: "4!.0"}.Len()
	width := widthFor(slices.Max(values))
	for cut := hlen; cut <= len(full); cut++ {
		path := filepath.Join(dir, "cut.seq")
		os.WriteFile(path, full[:cut], 0o644)
		w, kept, err := Resume(path, "4!.0")
		if err != nil {
			t.Fatalf("Resume(cut at %d): %v", cut, err)
		}
		wantKept := (cut - hlen) / (width*block + 4) * block
		if !slices.Equal(kept, values[:wantKept]) {
			t.Errorf("Resume(cut at %d) kept %v, want %v", cut, kept, values[:wantKept])
		}
		w.Append(values[len(kept):]...)
		if err := w.Finish(); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(path); !bytes.Equal(got, wantBytes) {
			t.Errorf("resumed at %d: file differs from an uninterrupted run", cut)
		}
	}
}

func TestResumeDamagedBlock(t *testing.T) {
	const block = 4
	dir := t.TempDir()
	path := filepath.Join(dir, "s.seq")
	values := sequence(4*block, 1000)
	w, _ := create(path, "0.07", block)
	w.Append(values...)
	w.Close()
	b, _ := os.ReadFile(path)
	hlen := Header{Game: "0.07"}.Len()
	width := widthFor(slices.Max(values))
	b[hlen+2*(width*block+4)+3] ^= 0x40 // a bit of the third block
	os.WriteFile(path, b, 0o644)
	w, kept, err := Resume(path, "0.07")
	if err != nil {
		t.Fatal(err)
	}
	w.Close()
	if !slices.Equal(kept, values[:2*block]) {
		t.Errorf("Resume after damage in block 3 kept %d values, want %d", len(kept), 2*block)
	}
	_, _, err = Resume(path, "0.77")
	var ge *GameError
	if !errs.Is(err, errs.Usage) || !errors.As(err, &ge) || *ge != (GameError{path, "0.07", "0.77"}) {
		t.Errorf("Resume with another game: %v, want a usage error, a GameError of 0.07 and 0.77", err)
	}
}

// TestResumeComplete extends a complete file and gets the bytes of a run
// that went to the end at once.
func TestResumeComplete(t *testing.T) {
	dir := t.TempDir()
	values := sequence(23, 70000)
	short, long := filepath.Join(dir, "short.seq"), filepath.Join(dir, "long.seq")
	writeAll(t, short, "0.6", 5, values[:11])
	writeAll(t, long, "0.6", 5, values)
	os.WriteFile(short+".tmp123", []byte("left by a kill during Finish"), 0o644)
	before, _ := os.Stat(short)
	w, kept, err := Resume(short, "0.6")
	if err != nil {
		t.Fatal(err)
	}
	w.Append(values[len(kept):]...)
	w.Finish()
	a, _ := os.ReadFile(short)
	b, _ := os.ReadFile(long)
	if _, err := os.Stat(short + ".tmp123"); err == nil {
		t.Errorf("Resume left a stale temporary file behind")
	}
	if !sameFile(t, before, short) {
		t.Errorf("Resume and Finish of a complete file rewrote it; want it extended in place")
	}
	if len(kept) != 11 || !bytes.Equal(a, b) {
		t.Errorf("extended complete file: kept %d, equal bytes %v; want 11, true", len(kept), bytes.Equal(a, b))
	}
}

// TestReadRejects checks that no damaged or unfinished file passes as complete.
func TestReadRejects(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.seq")
	writeAll(t, path, "0.77", 8, sequence(30, 300))
	good, _ := os.ReadFile(path)
	bad := filepath.Join(dir, "bad.seq")
	for cut := 0; cut < len(good); cut++ {
		os.WriteFile(bad, good[:cut], 0o644)
		if _, err := Read(bad); !errs.Is(err, errs.Usage) {
			t.Errorf("Read(truncated to %d of %d bytes) = %v, want a usage error", cut, len(good), err)
		}
	}
	for i := range good {
		b := bytes.Clone(good)
		b[i] ^= 0x01
		os.WriteFile(bad, b, 0o644)
		if _, err := Read(bad); err == nil {
			t.Errorf("Read(bit flipped at byte %d) succeeded, want an error", i)
		}
	}
	os.WriteFile(bad, append(bytes.Clone(good), 0), 0o644)
	if _, err := Read(bad); !errs.Is(err, errs.Usage) {
		t.Errorf("Read(trailing byte) = %v, want a usage error", err)
	}
	w, _ := create(bad, "0.77", 8)
	w.Append(sequence(20, 10)...)
	w.Close()
	if _, err := Read(bad); !errs.Is(err, errs.Usage) {
		t.Errorf("Read(in-progress file) = %v, want a usage error", err)
	}
}

func FuzzReadHeader(f *testing.F) {
	for _, h := range []Header{
		{Game: "0.77", Width: 4, Block: DefaultBlock},
		{Game: "4!.0", Width: 2, Complete: true, Block: 8, N: 1000, Checksum: 0xdeadbeef},
	} {
		b, _ := h.MarshalBinary()
		f.Add(b)
	}
	f.Add([]byte(Magic))
	f.Fuzz(func(t *testing.T, data []byte) {
		h, err := ReadHeader(bytes.NewReader(data))
		if err != nil {
			if k := errs.KindOf(err); k != errs.Usage {
				t.Fatalf("ReadHeader error of kind %v, want usage: %v", k, err)
			}
			return
		}
		b, err := h.MarshalBinary()
		if err != nil {
			t.Fatalf("MarshalBinary(%+v) after a successful read: %v", h, err)
		}
		if !bytes.Equal(b, data[:len(b)]) {
			t.Fatalf("MarshalBinary(ReadHeader(x)) = %x, want %x", b, data[:len(b)])
		}
	})
}

// FuzzResume feeds arbitrary bytes after a valid in-progress header to
// Resume: it must keep only whole, intact blocks and never panic.
func FuzzResume(f *testing.F) {
	h := Header{Game: "0.6", Width: 4, Block: 2}
	hb, _ := h.MarshalBinary()
	f.Add(appendBlock(nil, []uint32{1, 2}, 4))
	f.Add([]byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, body []byte) {
		path := filepath.Join(t.TempDir(), "f.seq")
		os.WriteFile(path, append(bytes.Clone(hb), body...), 0o644)
		w, kept, err := Resume(path, "0.6")
		if err != nil {
			t.Fatalf("Resume(valid header + %d bytes): %v", len(body), err)
		}
		defer w.Close()
		if len(kept)%h.Block != 0 || len(kept) > len(body)/int(h.blockBytes())*h.Block {
			t.Fatalf("Resume kept %d values from %d bytes of blocks of %d", len(kept), len(body), h.Block)
		}
	})
}

// BenchmarkWrite measures writing a run of 1<<20 values as it goes and
// finishing the file (go test -bench Write ./heap/seqfile).
func BenchmarkWrite(b *testing.B) {
	values := sequence(1<<20, 200)
	path := filepath.Join(b.TempDir(), "b.seq")
	b.SetBytes(int64(len(values)))
	for b.Loop() {
		w, err := Create(path, "0.77")
		if err != nil {
			b.Fatal(err)
		}
		for i := 0; i < len(values); i += 1 << 16 {
			w.Append(values[i : i+1<<16]...)
		}
		if err := w.Finish(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkResume measures reading back a file of 1<<20 values of two
// bytes each, as --resume does (go test -bench Resume ./heap/seqfile).
func BenchmarkResume(b *testing.B) {
	values := sequence(1<<20, 300)
	path := filepath.Join(b.TempDir(), "b.seq")
	if err := Write(path, "0.6", values); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(values)))
	for b.Loop() {
		w, err := ResumeEach(path, "0.6", func([]uint32) error { return nil })
		if err != nil {
			b.Fatal(err)
		}
		w.Close()
	}
}

// sameFile reports whether path is still the file before was, not a new
// one renamed over it.
func sameFile(t *testing.T, before os.FileInfo, path string) bool {
	t.Helper()
	after, err := os.Stat(path)
	if before == nil || err != nil {
		t.Fatalf("stat %s: %v", path, err)
	}
	return os.SameFile(before, after)
}

// resumeKeeps resumes the file at path and checks that it keeps want.
func resumeKeeps(t *testing.T, path, game string, want []uint32) *Writer {
	t.Helper()
	w, kept, err := Resume(path, game)
	if err != nil {
		t.Fatalf("Resume(%s): %v", path, err)
	}
	if !slices.Equal(kept, want) {
		t.Errorf("Resume(%s) kept %v, want %v", path, kept, want)
	}
	return w
}

// finishAs appends rest, finishes w and reports whether the file at path
// is then want.
func finishAs(t *testing.T, w *Writer, rest []uint32, path string, want []byte) bool {
	t.Helper()
	if err := w.Append(rest...); err != nil {
		t.Fatal(err)
	}
	if err := w.Finish(); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	return bytes.Equal(got, want)
}

// TestWiden appends values that outgrow one byte and then two, closing
// and resuming the run after each step: the in-progress file holds its
// whole blocks at the narrowest width so far, Resume gets them back, and
// the finished file is the uninterrupted run's.
func TestWiden(t *testing.T) {
	const block = 4
	dir := t.TempDir()
	values := sequence(40, 200)
	values = append(values, 300)
	values = append(values, sequence(17, 1000)...)
	values = append(values, 70000)
	values = append(values, sequence(10, 300)...)
	want := filepath.Join(dir, "want.seq")
	wantBytes := writeAll(t, want, "0.6", block, values)

	path := filepath.Join(dir, "run.seq")
	w, err := create(path, "0.6", block)
	if err != nil {
		t.Fatal(err)
	}
	hlen := Header{Game: "0.6"}.Len()
	done := 0
	for _, step := range []struct{ upTo, width int }{{38, 1}, {41, 2}, {58, 2}, {59, 4}, {len(values), 4}} {
		if err := w.Append(values[done:step.upTo]...); err != nil {
			t.Fatal(err)
		}
		w.Close()
		whole := step.upTo / block * block
		st, _ := os.Stat(path)
		if got, want := st.Size(), int64(hlen+whole/block*(block*step.width+4)); got != want {
			t.Errorf("after %d values: in-progress file of %d bytes, want %d (width %d)", step.upTo, got, want, step.width)
		}
		w = resumeKeeps(t, path, "0.6", values[:whole])
		done = whole
	}
	if !finishAs(t, w, values[done:], path, wantBytes) {
		t.Errorf("widened run: file differs from an uninterrupted run")
	}
}

// TestFinishInPlace checks that Finish completes the in-progress file
// itself rather than writing a new one, and that a run killed inside
// Finish, or inside Resume of a complete file (both leave the complete
// file's blocks under an in-progress header), resumes to the same bytes.
func TestFinishInPlace(t *testing.T) {
	const block = 8
	dir := t.TempDir()
	values := sequence(5*block+3, 256)
	path := filepath.Join(dir, "s.seq")
	w, err := create(path, "0.77", block)
	if err != nil {
		t.Fatal(err)
	}
	before, _ := os.Stat(path)
	w.Append(values...)
	if err := w.Finish(); err != nil {
		t.Fatal(err)
	}
	if !sameFile(t, before, path) {
		t.Errorf("Finish wrote a new file; want the in-progress one completed in place")
	}
	complete, _ := os.ReadFile(path)

	h := Header{Game: "0.77", Width: 1, Block: block}
	hb, _ := h.MarshalBinary()
	killed := append(bytes.Clone(hb), complete[len(hb):]...)
	os.WriteFile(path, killed, 0o644)
	w = resumeKeeps(t, path, "0.77", values[:5*block])
	if !finishAs(t, w, values[5*block:], path, complete) {
		t.Errorf("finished after a kill inside Finish: file differs from an uninterrupted run")
	}
}

// TestFinishLegacy resumes an in-progress file of an older nimber, whose
// blocks hold 4 bytes a value, and finishes it to the narrow file a run of
// today writes.
func TestFinishLegacy(t *testing.T) {
	const block = 4
	dir := t.TempDir()
	values := sequence(3*block+1, 100)
	want := filepath.Join(dir, "want.seq")
	wantBytes := writeAll(t, want, "0.07", block, values)

	hb, _ := Header{Game: "0.07", Width: 4, Block: block}.MarshalBinary()
	for i := 0; i < 2*block; i += block {
		hb = appendBlock(hb, values[i:i+block], 4)
	}
	path := filepath.Join(dir, "old.seq")
	os.WriteFile(path, hb, 0o644)
	w := resumeKeeps(t, path, "0.07", values[:2*block])
	if !finishAs(t, w, values[2*block:], path, wantBytes) {
		t.Errorf("finished 4-byte in-progress file differs from a run of today")
	}
}

// A complete file cut short (a copy stopped midway) goes on from its
// whole blocks, and ends as an uninterrupted run does.
func TestResumeTruncatedComplete(t *testing.T) {
	dir := t.TempDir()
	values := sequence(1000, 29)
	cut, whole := filepath.Join(dir, "cut.seq"), filepath.Join(dir, "whole.seq")
	b := writeAll(t, cut, "0.6", 64, values[:700])
	want := writeAll(t, whole, "0.6", 64, values)
	for _, drop := range []int{1, 50, 200} { // inside the last, partial block; further back
		if err := os.WriteFile(cut, b[:len(b)-drop], 0o644); err != nil {
			t.Fatal(err)
		}
		w, kept, err := Resume(cut, "0.6")
		if err != nil {
			t.Fatalf("Resume of a complete file cut by %d bytes: %v", drop, err)
		}
		if len(kept)%64 != 0 || len(kept) == 0 || len(kept) > 700 || !slices.Equal(kept, values[:len(kept)]) {
			t.Fatalf("cut by %d bytes: kept %d values; want the whole blocks before the cut", drop, len(kept))
		}
		w.Append(values[len(kept):]...)
		if err := w.Finish(); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(cut); !bytes.Equal(got, want) {
			t.Errorf("cut by %d bytes, resumed and finished: the file differs from an uninterrupted run's", drop)
		}
	}
}
