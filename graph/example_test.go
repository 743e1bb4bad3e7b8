package graph_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/nimber/nimber/analysis/sums"
	"github.com/nimber/nimber/game"
	"github.com/nimber/nimber/graph"
)

func Example() {
	const text = `# a token on a may move to b or c, and so on
a b
a c
b c
d a
start: d b
`
	g, err := graph.Parse("example.txt", strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	vals, _ := g.Values(context.Background())
	for i, v := range g.Vertices() {
		fmt.Println(v, vals[i])
	}
	sum, _ := g.Start()
	r, _ := sums.Analyze(g, sum, sums.Options{})
	fmt.Println(r.Outcome, *r.Grundy, r.WinningMoves)
	// Output:
	// a 2
	// b 1
	// c 0
	// d 0
	// N 1 [{1 b [c] }]
}

func ExampleGraph_LoopyValues() {
	// a and b can shuttle forever; c is a way out of the loop, but it loses.
	const text = `a b
b a
a c
c d
`
	g, err := graph.Parse("loop.txt", strings.NewReader(text))
	if err != nil {
		fmt.Println(err)
		return
	}
	vals := g.LoopyValues()
	for i, v := range g.Vertices() {
		fmt.Println(v, vals[i], vals[i].Outcome())
	}
	a, _ := g.Parse("a")
	c, _ := g.Parse("c")
	r, _ := sums.Analyze(g, []game.Component{a, c}, sums.Options{}) // a cycle: AnalyzeLoopy
	fmt.Println(r.Value, r.Outcome, r.WinningMoves)
	// Output:
	// a ∞(1) D
	// b ∞() D
	// c 1 N
	// d 0 P
	// ∞(0) N [{0 a [c] }]
}
