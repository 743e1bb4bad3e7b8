package table_test

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/table"
)

func ExampleBuild() {
	f, _ := games.Lookup("subtraction:1,3,4", games.Config{})
	t, _ := table.Build(context.Background(), f, table.Spec{N: table.Span{From: 0, To: 20}, Period: true})
	fmt.Print(t.Text())
	// Output:
	// subtraction:1,3,4: Grundy values, n = 0..20
	//  n +0 +1 +2 +3 +4 +5 +6 +7 +8 +9
	//  0  0  1  0  1  2  3  2  0  1  0
	// 10  1  2  3  2  0  1  0  1  2  3
	// 20  2
	// P-positions (6): 0, 2, 7, 9, 14, 16
	// Apparent period 7 from n = 0, saltus 0 (as far as n = 20 shows; not a proof)
	// Positions explored: 21.
}
