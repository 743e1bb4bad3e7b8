package loopy_test

import (
	"fmt"

	"github.com/nimber/nimber/loopy"
)

func Example() {
	// Vertices 0 and 1 can shuttle forever; 2 is a way out of the loop,
	// but it loses, as 2 → 3 and 3 is the end.
	out := [][]int32{0: {1, 2}, 1: {0}, 2: {3}, 3: nil}
	vals := loopy.Values(out)
	for u, x := range vals {
		fmt.Println(u, x, x.Outcome())
	}
	// A token on 0 and one on 2: ∞(1) + 1 = ∞(0), a win by moving 0 → 2.
	sum := loopy.Sum(vals[0], vals[2])
	fmt.Println(sum, sum.Outcome())
	// Output:
	// 0 ∞(1) D
	// 1 ∞() D
	// 2 1 N
	// 3 0 P
	// ∞(0) N
}
