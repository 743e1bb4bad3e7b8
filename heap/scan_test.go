package heap

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestScanKernels checks the fast scan kernels against scanPairs on
// random values, with values found early, late, twice in one vector and
// never.
func TestScanKernels(t *testing.T) {
	if len(fastScanKernels) == 0 {
		t.Skip("no fast scan kernel on this machine")
	}
	for _, k := range fastScanKernels {
		testScanKernel(t, k.name+" bytes", k.k8, 0xff)
		testScanKernel(t, k.name+" words", k.k16, 0x3ff)
	}
}

// scanKernelsByName returns the portable scan kernel and this machine's
// fast ones for values of type T, by name.
func scanKernelsByName[T value]() map[string]scanKernel[T] {
	kernels := map[string]scanKernel[T]{}
	for name, k := range pairsByName[scanKernel[uint8], scanKernel[uint16]](scanPairs[uint8], scanPairs[uint16], fastScanKernels) {
		kernels[name] = byWidth[T, scanKernel[T]](k.k8, k.k16)
	}
	return kernels
}

func testScanKernel[T value](t *testing.T, name string, k scanKernel[T], top int) {
	rng := rand.New(rand.NewPCG(1, 2))
	var scratch [8 * 64]uint64
	lanes := scanLanes[T]()
	for trial := range 2000 {
		m := lanes * rng.IntN(8)
		small, big := make([]T, m), make([]T, m)
		spread := 1 + rng.IntN(top) // few distinct values: many found
		for j := range m {
			small[j], big[j] = T(rng.IntN(spread)), T(rng.IntN(spread))
		}
		want := make([]T, 1+rng.IntN(64))
		if trial%2 == 0 {
			want = want[:1+rng.IntN(min(len(want), 6))] // mostly four values or fewer: the fast path
		}
		for i := range want {
			want[i] = T(rng.IntN(top + 1))
		}
		left := rng.Uint64() >> (64 - len(want))
		got := k(small, big, want, left, scratch[:])
		if exp := scanPairs(small, big, want, left, nil); got != exp {
			t.Fatalf("%s, trial %d (%d splits, %d values): left %#x, want %#x", name, trial, m, len(want), got, exp)
		}
	}
}

// TestConfirmScan checks confirmScan, with each kernel and on values
// stored in bytes and in words, against a plain search on the values of a
// few games: two-heap splits of one or several sizes, unequal or not,
// ranges that end inside a vector and values no split gives.
func TestConfirmScan(t *testing.T) {
	for _, spec := range []string{"grundy", "officers", "0.777", "0.137", "4.7"} {
		r, err := Parse(spec)
		if err != nil {
			t.Fatal(err)
		}
		plain := Plain(r, 2500)
		c := newCore(r)
		b, w := make([]uint8, len(plain)), make([]uint16, len(plain))
		fits := true
		for i, v := range plain {
			fits = fits && v <= 0xff
			b[i], w[i] = uint8(v), uint16(v)
		}
		if fits {
			testConfirmScan(t, spec+" in bytes", c.splitMoves, b, scanKernelsByName[uint8]())
		}
		testConfirmScan(t, spec+" in words", c.splitMoves, w, scanKernelsByName[uint16]())
	}
	// G(a) = a: only the split into two equal heaps gives 0.
	g := make([]uint16, 201)
	for a := range g {
		g[a] = uint16(a)
	}
	for _, unequal := range []bool{false, true} {
		s := splitMoves{split2: []int{0}, unequal: unequal}
		testConfirmScan(t, fmt.Sprintf("G(a) = a, unequal %v", unequal), s, g, scanKernelsByName[uint16]())
	}
}

func testConfirmScan[T value](t *testing.T, name string, s splitMoves, g []T, kernels map[string]scanKernel[T]) {
	if len(s.split2) == 0 {
		t.Fatalf("%s: no splitting moves", name)
	}
	var sc scanner
	found := 0
	for _, n := range []int{100, 257, 1000, len(g) - 1} {
		if n >= len(g) {
			continue
		}
		for _, span := range [][2]int{{1, n}, {1, 63}, {5, 200}, {64, 129}, {300, n}} {
			var pend, want []uint32
			for v := range uint32(300) {
				pend = append(pend, v)
				if !givenBySplit(s, g[:n], v, span[0], span[1]) {
					want = append(want, v)
				}
			}
			found += len(pend) - len(want)
			for kname, k := range kernels {
				if k == nil {
					continue
				}
				got := confirmScan(k, &sc, s, g[:n], append([]uint32(nil), pend...), span[0], span[1])
				if !slices.Equal(got, want) {
					t.Errorf("%s, %s kernel, heap %d, splits %v: left %v, want %v", name, kname, n, span, got, want)
				}
			}
		}
	}
	if found == 0 {
		t.Errorf("%s: no value found by any split", name)
	}
}

// givenBySplit reports whether a split (a, rest−a) of heap len(g), from ≤
// a ≤ to, gives v.
func givenBySplit[T value](s splitMoves, g []T, v uint32, from, to int) bool {
	for _, k := range s.split2 {
		rest := len(g) - k
		for a := from; a <= to && a <= rest-a; a++ {
			if (a < rest-a || k != 0 || !s.unequal) && uint32(g[a]^g[rest-a]) == v {
				return true
			}
		}
	}
	return false
}

// BenchmarkScanBytes times the byte kernel over 24 vectors (1,536
// splits, about what a scan of Grundy's game near 2^21 reads) for one to
// five values sought, none of them found. Near 2^21, 58% of the scans
// seek one value, 24% two, 11% three and 4% four.
func BenchmarkScanBytes(b *testing.B) {
	for _, k := range fastScanKernels {
		b.Run(k.name, func(b *testing.B) { benchmarkScanBytes(b, k.k8) })
	}
}

func benchmarkScanBytes(b *testing.B, k scanKernel[uint8]) {
	rng := rand.New(rand.NewPCG(1, 2))
	small, big := make([]uint8, 24*64), make([]uint8, 24*64)
	for j := range small {
		small[j], big[j] = uint8(rng.IntN(128)), uint8(rng.IntN(128)) // XORs below 128
	}
	var scratch [8 * 64]uint64
	for n := 1; n <= 5; n++ {
		want := []uint8{250, 251, 252, 253, 254}[:n]
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if k(small, big, want, 1<<n-1, scratch[:]) != 1<<n-1 {
					b.Fatal("found a value no split gives")
				}
			}
		})
	}
}
