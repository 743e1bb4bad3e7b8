package heap

import (
	"context"
	"testing"
)

// grundyCore returns the engine state of Grundy's game after n values.
func grundyCore(tb testing.TB, n int) (*core, []uint8) {
	tb.Helper()
	r, err := Parse("grundy")
	if err != nil {
		tb.Fatal(err)
	}
	e := NewEngine(r, Options{})
	if err := e.Extend(context.Background(), n); err != nil {
		tb.Fatal(err)
	}
	e.c.ensureClasses()
	return e.c, e.v8
}

// TestStampPass checks that a pass stamps, for each of its heaps, exactly
// the values that stamping the heap on its own gives.
func TestStampPass(t *testing.T) {
	c, g := grundyCore(t, 1<<18)
	small := 0
	for small < len(c.rare) && c.rare[small] < stampLanes {
		small++
	}
	var st [stampLanes][]uint64
	for j := range st {
		st[j] = make([]uint64, len(c.stamp))
	}
	for _, n0 := range []int{200000, 200001, 250000} {
		stampPass(&st, n0, 0, g, c.rare[small:], c.rareVal[small:])
		for j := range stampLanes {
			one := make([]uint64, len(c.stamp))
			stampRare(one, 1, g[:n0+j], n0+j, c.rare[small:], c.rareVal[small:])
			for x := range one {
				if got, want := st[j][x] == uint64(n0+j+1), one[x] == 1; got != want {
					t.Fatalf("heap %d, value %d: stamped by the pass %v, on its own %v", n0+j, x, got, want)
				}
			}
		}
	}
}

// BenchmarkStamps measures the rare ⊕ common stamps of Grundy's game near
// heap 2^19, heap by heap and in passes of stampLanes heaps (ns/op is per
// heap in both).
func BenchmarkStamps(b *testing.B) {
	c, g := grundyCore(b, 1<<20)
	b.Run("heap", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			n := 1<<19 + i%(1<<19)
			stampRare(c.stamp, uint64(n+1), g[:n], n, c.rare, c.rareVal)
		}
	})
	b.Run("pass", func(b *testing.B) {
		var st [stampLanes][]uint64
		for j := range st {
			st[j] = make([]uint64, len(c.stamp))
		}
		for i := 0; i < b.N; i += stampLanes {
			n := 1<<19 + i%(1<<19)
			stampPass(&st, n, 0, g, c.rare[stampLanes:], c.rareVal[stampLanes:])
		}
	})
}
