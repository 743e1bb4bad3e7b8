package rules_test

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/rules"
)

// The dot game of Codeforces 69D without its reflection rule: a dot at
// the origin is pushed by one of the vectors; a push that takes it out of
// the circle of radius D is not allowed, and a player with no push loses.
func ExampleLoad() {
	src := `
VECTORS = [(1, 1), (1, 2)]
D = 3

def moves(p):
    x, y = p
    return [(x + dx, y + dy) for dx, dy in VECTORS
            if (x + dx) * (x + dx) + (y + dy) * (y + dy) <= D * D]

start = (0, 0)
`
	for _, set := range [][]string{nil, {"D=4"}} {
		g, err := rules.Load(context.Background(), "dot.star", []byte(src), rules.Options{Set: set})
		if err != nil {
			fmt.Println(err)
			return
		}
		start, _ := g.Start()
		r, err := sums.Analyze(g, start, sums.Options{})
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(set, r.Outcome, r.Grundy, r.WinningMoves)
	}
	// Output:
	// [] N 2 [{0 (0, 0) [(1, 2)] }]
	// [D=4] P 0 []
}
