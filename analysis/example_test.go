package analysis_test

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/analysis"
)

// The layer the command line and the web server call: a request in, an
// answer out.
func Example() {
	a, err := analysis.Analyze(context.Background(), &analysis.Request{
		Game:     "subtraction:1,3,4",
		Position: []string{"7", "9", "11"},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(a.Outcome, *a.Grundy, a.Count)
	for _, m := range a.WinningMoves {
		fmt.Println(a.Noun, m.Component+1, m.From, "→", m.To)
	}
	// Output:
	// N 2 4
	// heap 1 7 → [6]
	// heap 1 7 → [4]
	// heap 2 9 → [6]
	// heap 3 11 → [7]
}
