package misere_test

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/misere"
)

func ExampleHeaps_Genus() {
	r, _ := heap.Parse("kayles")
	h := misere.NewHeaps(r, 0)
	g, _ := h.Genus(context.Background(), 9)
	fmt.Println(g, g.Misere())
	// A heap of 9 beside two of 2: λ2.
	fmt.Println(g.Lambda(2))
	// Sums too: heaps of 4 and 5 are lost for the player to move.
	s, _ := h.Genus(context.Background(), 4, 5)
	fmt.Println(s, s.Misere())
	// Output:
	// 4^046 0
	// 6
	// 5^057 0
}

func ExampleFromOptions() {
	// A nim heap of 2 has options *0 and *1.
	fmt.Println(misere.FromOptions([]misere.Genus{misere.Nim(0), misere.Nim(1)}))
	// Output: 2^20
}

func ExampleHeaps_Quotient() {
	r, _ := heap.Parse("0.75")
	q, _ := misere.NewHeaps(r, 0).Quotient(context.Background(), 12, 0)
	fmt.Println(q.Order(), q.Presentation(), q.PPortion())
	// Heaps of 2 and 4 are b·b = b², in the P-portion: lost for the
	// player to move. With a heap of 1 beside them, b²·a = ab², and the
	// player to move wins; with heaps of 5 and 9 too,
	// ab²·c·ab² = a²·b⁴·c = b²c = b·ab = ab², and wins again.
	for _, sum := range [][]int{{2, 4}, {1, 2, 4}, {1, 2, 4, 5, 9}} {
		e := q.Sum(sum...)
		fmt.Println(sum, q.ElementName(e), q.Lost[e])
	}
	// Output:
	// 8 ⟨a, b, c | a² = 1, bc = ab, c² = b², b³ = b⟩ [a b²]
	// [2 4] b² true
	// [1 2 4] ab² false
	// [1 2 4 5 9] ab² false
}
