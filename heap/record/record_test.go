package record

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/crc64"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/longtest"
)

// TestTable checks the CRC against the check value of CRC-64/XZ.
func TestTable(t *testing.T) {
	if got := crc64.Checksum([]byte("123456789"), Table); got != 0x995dc9bbdf1939fa {
		t.Errorf("CRC-64 of 123456789 = %#x, want 0x995dc9bbdf1939fa (CRC-64/XZ)", got)
	}
}

// TestTally checks the block checksums against the checksums of the
// values' bytes, however the values are split between calls.
func TestTally(t *testing.T) {
	values := make([]uint32, 1000)
	for i := range values {
		values[i] = uint32(i*i) % 300
	}
	const block = 128
	for _, step := range []int{1, 7, 128, 1000} {
		tally := NewTally(block)
		for i := 0; i < len(values); i += step {
			if err := tally.Add(values[i:min(i+step, len(values))]...); err != nil {
				t.Fatal(err)
			}
		}
		got := tally.Blocks()
		if len(got) != 8 || got[7].From != 896 || got[7].To != 1000 {
			t.Fatalf("step %d: %d blocks, the last %+v; want 8, the last of G(896..999)", step, len(got), got[len(got)-1])
		}
		for _, b := range got {
			var bytes []byte
			for _, v := range values[b.From:b.To] {
				bytes = binary.LittleEndian.AppendUint16(bytes, uint16(v))
			}
			if want := crc64.Checksum(bytes, Table); b.CRC != want {
				t.Errorf("step %d: block %d CRC %#x, want %#x", step, b.Index, b.CRC, want)
			}
		}
		zeros, last := 0, -1
		for i, v := range values {
			if v == 0 {
				zeros, last = zeros+1, i
			}
		}
		if tally.Zeros != zeros || tally.LastZero != last {
			t.Errorf("step %d: %d zeros, the last at %d; want %d and %d", step, tally.Zeros, tally.LastZero, zeros, last)
		}
	}
	if err := NewTally(block).Add(1, 1<<16); !errs.Is(err, errs.Limit) {
		t.Errorf("Add(1<<16) = %v, want a limit error", err)
	}
}

// TestCheckpoint saves a windowed run, loads it, goes on and compares
// with a run that was not stopped; and checks that a damaged or other
// checkpoint is refused.
func TestCheckpoint(t *testing.T) {
	r, _ := heap.Parse("grundy")
	// The window holds Grundy's rare heap at 82,860, and the run saves at
	// n/2+12345, after the engine has dropped values (from 262,144 on in
	// the fast tier).
	window := longtest.Pick(88<<10, 1<<17)
	opt := heap.Options{Window: window}
	n, block := longtest.Pick(5<<17, 1<<20), 1<<16
	run := func(e *heap.Engine, tally *Tally, to int) {
		t.Helper()
		for e.Len() < to {
			from := e.Len()
			if err := e.Extend(context.Background(), min(to, from+1<<16)); err != nil {
				t.Fatal(err)
			}
			if err := tally.Add(e.Values(nil, from, e.Len())...); err != nil {
				t.Fatal(err)
			}
		}
	}
	want, wantTally := heap.NewEngine(r, opt), NewTally(block)
	defer want.Close()
	run(want, wantTally, n)

	path := filepath.Join(t.TempDir(), "g.ckpt")
	if _, _, err := Load(path, r, opt, block); err != ErrNone {
		t.Fatalf("Load(no file) = %v, want ErrNone", err)
	}
	e, tally := heap.NewEngine(r, opt), NewTally(block)
	run(e, tally, n/2+12345)
	os.WriteFile(path+".tmp123", []byte("left by a killed save"), 0o644)
	if err := Save(path, e, tally); err != nil {
		t.Fatal(err)
	}
	e.Close()
	e, tally, err := Load(path, r, opt, block)
	if err != nil {
		t.Fatal(err)
	}
	run(e, tally, n)
	e.Close()
	if !slices.Equal(tally.Blocks(), wantTally.Blocks()) || tally.Zeros != wantTally.Zeros || tally.LastZero != wantTally.LastZero {
		t.Errorf("resumed tally %+v, want %+v", tally, wantTally)
	}
	if left, _ := filepath.Glob(path + ".tmp*"); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}

	data, _ := os.ReadFile(path)
	kayles, _ := heap.Parse("kayles")
	for _, test := range []struct {
		name  string
		data  []byte
		rules *heap.Rules
		opt   heap.Options
		block int
		want  string
	}{
		{"a flipped bit", flip(data, len(data)/2), r, opt, block, "checksum mismatch"},
		{"cut short", data[:len(data)-100], r, opt, block, "corrupt"},
		{"another game", data, kayles, opt, block, "not of Kayles"},
		{"another block", data, r, opt, block * 2, "blocks of 65536 values"},
		{"another window", data, r, heap.Options{Window: 1 << 18}, block, fmt.Sprintf("window of %d", window)},
	} {
		bad := filepath.Join(t.TempDir(), "bad.ckpt")
		os.WriteFile(bad, test.data, 0o644)
		_, _, err := Load(bad, test.rules, test.opt, test.block)
		if !errs.Is(err, errs.Usage) || !strings.Contains(err.Error(), test.want) {
			t.Errorf("%s: Load = %v, want a usage error saying %q", test.name, err, test.want)
		}
	}
}

func flip(data []byte, i int) []byte {
	out := slices.Clone(data)
	out[i] ^= 1
	return out
}
