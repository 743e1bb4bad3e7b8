package custom_test

import (
	"context"
	"fmt"

	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/games"
)

// A subtraction game written in Go, valued through the family that
// every command of nimber uses; custom.Main(sub) would give it all of
// them.
func ExampleGame() {
	sub := &custom.Game[int]{
		Name: "sub134",
		Moves: func(n int, dst []int) []int {
			for _, s := range []int{1, 3, 4} {
				if s <= n {
					dst = append(dst, n-s)
				}
			}
			return dst
		},
		Key: func(n int) uint64 { return uint64(n) },
	}
	f, err := sub.Family(nil, games.Config{})
	if err != nil {
		panic(err)
	}
	for _, n := range []string{"2", "5", "100"} {
		c, _ := f.Parse(n)
		v, _ := c.Value(context.Background())
		fmt.Printf("%s: Grundy value %s\n", c, v)
	}
	// Output:
	// 2: Grundy value 0
	// 5: Grundy value 3
	// 100: Grundy value 0
}
