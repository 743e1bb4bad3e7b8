package seqfile

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"
)

// fuzzSeeds returns files to start from: complete ones of each width, an
// in-progress one, and a few broken ones.
func fuzzSeeds(f *testing.F) [][]byte {
	f.Helper()
	dir := f.TempDir()
	var seeds [][]byte
	write := func(name string, fill func(path string) error) {
		path := filepath.Join(dir, name)
		if err := fill(path); err != nil {
			f.Fatal(err)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, b)
	}
	for i, vs := range [][]uint32{{0, 1, 2, 3, 1, 4}, {0, 300, 7}, {1 << 20, 0}, {}} {
		write(string(rune('a'+i)), func(path string) error { return Write(path, "0.77", vs) })
	}
	write("progress", func(path string) error {
		w, err := create(path, "0.6", 4)
		if err != nil {
			return err
		}
		if err := w.Append(0, 1, 1, 2, 2, 0, 3, 3, 1); err != nil {
			return err
		}
		return w.Close()
	})
	seeds = append(seeds, nil, []byte(Magic), seeds[0][:len(seeds[0])-3])
	return seeds
}

// FuzzDecode checks that Decode never panics and that whatever it accepts
// is consistent and survives a round trip through Write.
func FuzzDecode(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sf, err := Decode(bytes.NewReader(data))
		if err != nil {
			return
		}
		if got, want := uint64(len(sf.Values)), sf.N; got != want {
			t.Fatalf("decoded %d values, header says %d", got, want)
		}
		if !sf.Complete {
			t.Fatal("decoded an in-progress file")
		}
		for i, v := range sf.Values {
			if widthFor(v) > sf.Width {
				t.Fatalf("value %d at %d does not fit the file's %d bytes", v, i, sf.Width)
			}
		}
		path := filepath.Join(t.TempDir(), "again.seq")
		if err := Write(path, sf.Game, sf.Values); err != nil {
			t.Fatalf("writing the decoded values back: %v", err)
		}
		again, err := Read(path)
		if err != nil {
			t.Fatalf("reading them back: %v", err)
		}
		if again.Game != sf.Game || !slices.Equal(again.Values, sf.Values) {
			t.Fatalf("round trip: got %q %v, want %q %v", again.Game, again.Values, sf.Game, sf.Values)
		}
	})
}

// FuzzResumeFinish checks that resuming any file either fails cleanly or gives
// a writer that keeps a prefix of whole blocks and finishes a file that
// reads back as those values and the ones appended.
func FuzzResumeFinish(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "run.seq")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		h, herr := ReadHeader(bytes.NewReader(data))
		game := "0.77"
		if herr == nil {
			game = h.Game
		}
		w, kept, err := Resume(path, game)
		if err != nil {
			return
		}
		if herr != nil {
			t.Fatalf("resumed a file whose header does not read: %v", herr)
		}
		if !h.Complete && len(kept)%h.Block != 0 {
			t.Fatalf("kept %d values of an in-progress file, not whole blocks of %d", len(kept), h.Block)
		}
		more := []uint32{5, 0, 9}
		if err := w.Append(more...); err != nil {
			t.Fatalf("append after resume: %v", err)
		}
		if err := w.Finish(); err != nil {
			t.Fatalf("finish after resume: %v", err)
		}
		sf, err := Read(path)
		if err != nil {
			t.Fatalf("reading the finished file: %v", err)
		}
		if want := append(kept, more...); !slices.Equal(sf.Values, want) {
			t.Fatalf("finished file has %v, want %v", sf.Values, want)
		}
	})
}

// TestDecodeShortFileBigBlocks checks that a file of two values whose
// header claims blocks of 2^24 values decodes without a buffer that large.
func TestDecodeShortFileBigBlocks(t *testing.T) {
	values := []uint32{7, 1 << 20}
	h := Header{Game: "0.77", Width: 4, Complete: true, Block: 1 << 24, N: 2, Checksum: checksum(0, values)}
	data, err := h.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	data = appendBlock(data, values, 4)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	sf, err := Decode(bytes.NewReader(data))
	runtime.ReadMemStats(&after)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(sf.Values, values) {
		t.Fatalf("Decode = %v, want %v", sf.Values, values)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 1<<20 {
		t.Errorf("Decode of a %d-byte file allocated %d bytes, want under 1 MiB", len(data), got)
	}
}
