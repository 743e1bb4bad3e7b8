package misere

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestOptionSetSubset holds the list form of option sets, with its fold,
// to inclusion as bitsets have it, on sets that often include each other.
func TestOptionSetSubset(t *testing.T) {
	rng := rand.New(rand.NewPCG(49, 1))
	for _, n := range []int{5, 64, 130, 1000} {
		words := (n + 63) / 64
		random := func(p float64) ([]int32, []uint64) {
			var elems []int32
			b := make([]uint64, words)
			for x := range int32(n) {
				if rng.Float64() < p {
					elems = append(elems, x)
					set(b, x)
				}
			}
			return elems, b
		}
		for range 2000 {
			// t is s with some of its classes taken out and others put in.
			s, sBits := random(0.05 + rng.Float64()/4)
			var tElems []int32
			tBits := make([]uint64, words)
			for _, x := range s {
				if rng.IntN(8) > 0 {
					tElems = append(tElems, x)
					set(tBits, x)
				}
			}
			if rng.IntN(2) == 0 {
				x := int32(rng.IntN(n))
				set(tBits, x)
				if !slices.Contains(tElems, x) {
					tElems = append(tElems, x)
					slices.Sort(tElems)
				}
			}
			a, b := newOptionSet(s), newOptionSet(tElems)
			var fold uint64
			for _, w := range tBits {
				fold |= w
			}
			for _, c := range []struct {
				name      string
				got, want bool
			}{
				{"s ⊆ t", a.subset(b), bitsSubset(sBits, tBits)},
				{"t ⊆ s", b.subset(a), bitsSubset(tBits, sBits)},
				{"s within t's bits", a.within(tBits, fold), bitsSubset(sBits, tBits)},
			} {
				if c.got != c.want {
					t.Fatalf("n %d, s %v, t %v: %s = %v, want %v", n, s, tElems, c.name, c.got, c.want)
				}
			}
		}
	}
}

func bitsSubset(a, b []uint64) bool {
	for i := range a {
		if a[i]&^b[i] != 0 {
			return false
		}
	}
	return true
}
