package custom_test

import (
	"fmt"
	"testing"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/internal/sametest"
)

// wythoff is Wythoff's game written in Go: take any number from one
// pile, or the same number from both.
var wythoff = &custom.Game[[2]int]{
	Name: "go-wythoff",
	Moves: func(p [2]int, dst [][2]int) [][2]int {
		for k := 1; k <= max(p[0], p[1]); k++ {
			if k <= p[0] {
				dst = append(dst, [2]int{p[0] - k, p[1]})
			}
			if k <= p[1] {
				dst = append(dst, [2]int{p[0], p[1] - k})
			}
			if k <= min(p[0], p[1]) {
				dst = append(dst, [2]int{p[0] - k, p[1] - k})
			}
		}
		return dst
	},
}

// The game in Go and the catalog's closed forms give the same tables,
// values, winning moves and misère answers.
func TestSameAsCatalog(t *testing.T) {
	opt := cli.Options{Games: custom.Games(wythoff)}
	for _, args := range []string{
		"table %s --x 0..14 --y 0..11 --json",
		"table %s --x 0..6 --y 0..6 --misere --json",
		"analyze %s 3,5 4,7 --json",
		"analyze %s 3,5 4,9 --json",
		"analyze %s 6,2 1,1 --json",
		"analyze %s 3,5 4,9 --misere --json",
		"analyze %s 1,2 2,2 --misere --json",
	} {
		sametest.Same(t, opt, fmt.Sprintf(args, "go-wythoff"), fmt.Sprintf(args, "wythoff"))
	}
}
