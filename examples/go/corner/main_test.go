package main

import (
	"fmt"
	"testing"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/internal/sametest"
)

// The game in Go and in Starlark give the same tables, values, winning
// moves and misère answers.
func TestSameAsRules(t *testing.T) {
	opt := cli.Options{Games: custom.Games(corner)}
	for _, args := range []string{
		"table %s --x 0..15 --y 0..12 --json",
		"table %s --x 0..9 --y 0..9 --misere --json",
		"analyze %s 3,4 5,5 --json",
		"analyze %s 7,9 2,2 4,1 --json",
		"analyze %s 3,4 5,5 --misere --json",
		"analyze %s 2,0 1,3 --misere --json",
		"analyze %s 6,6 + nim 3 --json",
	} {
		sametest.Same(t, opt, fmt.Sprintf(args, "corner"), fmt.Sprintf(args, "testdata/corner.star"))
	}
}

// A program of one game may leave its name out.
func TestDefaultGame(t *testing.T) {
	opt := cli.Options{Games: custom.Games(corner), Game: "corner"}
	sametest.Same(t, opt, "analyze 3,4 --json", "analyze corner 3,4 --json")
	sametest.Same(t, opt, "analyze --json", "analyze corner 7,9 --json")
}
