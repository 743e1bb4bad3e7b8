// The dot game of Codeforces 69D, as examples/dot.star states it: a dot
// is pushed by one of the vectors, never farther than D from the origin;
// once a game each player may instead reflect it in the line y = x.
//
//	go run ./examples/go/dot analyze                 # Anton (first player) wins
//	go run ./examples/go/dot analyze --set D=4       # Dasha wins
//	go run ./examples/go/dot table --x 0..6 --y 0..6 --set D=8
package main

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"

	"github.com/nimber/nimber/custom"
)

// dot is the dot at (X, Y); Mine and Theirs say whether the player to
// move, and the other, may still reflect. After a move the roles swap.
type dot struct {
	X, Y         int
	Mine, Theirs bool
}

var game = &custom.Game[dot]{
	Name: "dot",
	Rule: "push the dot by a vector, staying within D of the origin, or reflect it once a game",
	Params: []custom.Param{
		{Name: "VECTORS", Default: "(1,1) (1,2)", Usage: "the pushes, as pairs"},
		{Name: "D", Default: "3", Usage: "the radius the dot may not leave"},
		{Name: "REFLECT", Default: "true", Usage: "whether players may reflect"},
	},
	With: rules,
}

func rules(v custom.Values) (*custom.Game[dot], error) {
	d, err1 := v.Int("D")
	reflect, err2 := v.Bool("REFLECT")
	flat, err3 := v.Ints("VECTORS")
	if err := cmp.Or(err1, err2, err3); err != nil || len(flat)%2 != 0 {
		return nil, cmp.Or(err, fmt.Errorf("VECTORS: want pairs such as (1,1) (1,2)"))
	}
	return &custom.Game[dot]{
		Moves: func(p dot, dst []dot) []dot {
			for i := 0; i < len(flat); i += 2 {
				x, y := p.X+flat[i], p.Y+flat[i+1]
				if x*x+y*y <= d*d {
					dst = append(dst, dot{x, y, p.Theirs, p.Mine})
				}
			}
			if p.Mine {
				dst = append(dst, dot{p.Y, p.X, p.Theirs, false})
			}
			return dst
		},
		Start: []dot{{0, 0, reflect, reflect}},
		Parse: func(s string) (dot, error) {
			x, y, _ := strings.Cut(strings.Trim(s, "() "), ",")
			a, err1 := strconv.Atoi(strings.TrimSpace(x))
			b, err2 := strconv.Atoi(strings.TrimSpace(y))
			if err1 != nil || err2 != nil {
				return dot{}, fmt.Errorf("position %q: want x,y such as 3,4", s)
			}
			return dot{a, b, reflect, reflect}, nil
		},
		Format: func(p dot) string {
			s := fmt.Sprintf("(%d, %d)", p.X, p.Y)
			if reflect && !(p.Mine && p.Theirs) {
				s += fmt.Sprintf(" r%d%d", b2i(p.Mine), b2i(p.Theirs))
			}
			return s
		},
	}, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func main() { custom.Main(game) }
