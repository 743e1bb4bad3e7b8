package heap

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/nimber/nimber/internal/longtest"
)

// TestSpill checks that an engine keeping its values in a file gives the
// values of one that does not: with pages released every few thousand
// values and read back, across a change of width (0.04 passes 255), with
// two workers speculating early (so rolling back often), and continued by
// a second Extend.
func TestSpill(t *testing.T) {
	early, window, every := spillEarly, spillWindow, spillEvery
	spillEarly, spillWindow, spillEvery = 1<<12, 1<<13, 1<<12
	from, gap := specFrom, specGap
	specFrom, specGap = 1200, 0
	defer func() {
		spillEarly, spillWindow, spillEvery = early, window, every
		specFrom, specGap = from, gap
	}()
	for _, tc := range []struct {
		spec    string
		n       int
		workers int
	}{
		{"grundy", longtest.Pick(10000, 60000), 1},
		{"grundy", longtest.Pick(10000, 60000), 2},
		{"0.04", 12000, 1},
		{"kayles", 100000, 1},
	} {
		_, want := extendTo(t, tc.spec, tc.n, Options{})
		r, err := Parse(tc.spec)
		if err != nil {
			t.Fatal(err)
		}
		e := NewEngine(r, Options{Spill: t.TempDir(), Workers: tc.workers})
		for _, n := range []int{tc.n / 3, tc.n} {
			if err := e.Extend(context.Background(), n); err != nil {
				t.Fatal(err)
			}
		}
		if e.sp.mem == nil || e.releasedAt == 0 {
			t.Fatalf("%s: mapping %v, pages released at %d: want both", tc.spec, e.sp.mem != nil, e.releasedAt)
		}
		if e.width != want.width || tc.spec == "0.04" && e.width != 2 {
			t.Errorf("%s: width %d, want %d", tc.spec, e.width, want.width)
		}
		sameValues(t, fmt.Sprintf("%s (%d workers) with spill", tc.spec, tc.workers), e, want, tc.n)
		e.Close()
	}
}

// TestRestoreEach checks that a prefix restored in pieces, into a spill
// file and across a change of width, continues as the uninterrupted run.
func TestRestoreEach(t *testing.T) {
	const n = 40000
	r, want := extendTo(t, "0.04", n, Options{})
	saved := want.Values(nil, 0, n/2)
	e := NewEngine(r, Options{Spill: t.TempDir()})
	defer e.Close()
	err := e.RestoreEach(func(add func([]uint32) error) error {
		for i := 0; i < len(saved); i += 1000 {
			if err := add(saved[i:min(i+1000, len(saved))]); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if e.width != 2 {
		t.Fatalf("width %d after restoring values up to %d, want 2", e.width, slices.Max(saved))
	}
	if err := e.Extend(context.Background(), n); err != nil {
		t.Fatal(err)
	}
	if e.width != 2 || e.Len() != n {
		t.Fatalf("width %d, %d values; want 2 and %d", e.width, e.Len(), n)
	}
	sameValues(t, "after RestoreEach", e, want, n)
}

// TestCheckSpill checks that a directory that can hold the spill file
// passes and a missing one fails with an error naming it.
func TestCheckSpill(t *testing.T) {
	if err := CheckSpill(t.TempDir()); err != nil {
		t.Errorf("CheckSpill(a temporary directory) = %v, want nil", err)
	}
	missing := t.TempDir() + "/missing"
	if err := CheckSpill(missing); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("CheckSpill(%s) = %v, want an error naming it", missing, err)
	}
}

// A long run keeps its values in a file and continues a saved prefix given
// piece by piece; two workers confirm blocks of heaps side by side.
func ExampleOptions_spill() {
	dir, err := os.MkdirTemp("", "nimber-example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	r, _ := Parse("officers")
	e := NewEngine(r, Options{Spill: dir, Workers: 2})
	defer e.Close()
	saved := Plain(r, 1000)
	if err := e.RestoreEach(func(add func([]uint32) error) error {
		if err := add(saved[:500]); err != nil {
			return err
		}
		return add(saved[500:])
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := e.Extend(context.Background(), 100000); err != nil {
		fmt.Println(err)
		return
	}
	files, _ := os.ReadDir(dir)
	fmt.Println(e.Len(), e.At(99999), len(files))
	// Output:
	// 100000 39 0
}

// The options of a heap of 7 in Kayles (octal 0.77): take one or two
// tokens, leaving one heap or splitting the rest in two.
func ExampleRules_Options() {
	r, _ := Parse("kayles")
	r.Options(7, func(parts ...uint64) bool {
		fmt.Print(parts, " ")
		return true
	})
	fmt.Println()
	// Output:
	// [6] [1 5] [2 4] [3 3] [5] [1 4] [2 3]
}
