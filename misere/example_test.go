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
