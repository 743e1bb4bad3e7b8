package misere

import (
	"slices"
	"testing"

	"github.com/nimber/nimber/heap"
)

// TestOptionClasses holds the option classes made from the digits to
// those of Rules.Options' list, on codes that take, split in two (Grundy's
// game's unequal splits too), split in three and repeat, in a monoid with
// a table and in a product without one.
func TestOptionClasses(t *testing.T) {
	z7 := cyclic(3, 4) // a^3 = a^7: elements 0 to 6
	for _, code := range []string{"0.56", "0.07", "0.137", "4!.0", "0.3003330[3]", "0.15", "0.777", "0.F", "4.0F", "0.123456F", "subtraction:2,5,7", "0.[6]"} {
		r, err := heap.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range []algebra{z7, newProduct(z7, cyclic(1, 2))} {
			pre := make([]int32, 60)
			for h := range pre {
				pre[h] = int32((h*h + 3*h) % a.size()) // a class per heap, any will do
			}
			pre[0] = 0
			c := newOptionClasser(r, a, pre)
			for h := 1; h < len(pre); h++ {
				var want []int32
				r.Options(uint64(h), func(parts ...uint64) bool {
					x := int32(0)
					for _, p := range parts {
						x = a.times(x, pre[p])
					}
					want = append(want, x)
					return true
				})
				slices.Sort(want)
				want = slices.Compact(want)
				if got := c.classes(h); !slices.Equal(got, want) {
					t.Fatalf("%s in an algebra of %d, heap %d: got %v, want %v", code, a.size(), h, got, want)
				}
			}
		}
	}
}
