package custom_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/errs"
	"github.com/nimber/nimber/games"
	"github.com/nimber/nimber/internal/sametest"
)

// take is a subtraction game of 1 to 3 counters in which play ends at
// once at 7 (the player to move has won) and at 5 (lost): Terminal.
var take = &custom.Game[int]{
	Name: "take",
	Moves: func(n int, dst []int) []int {
		for s := 1; s <= min(n, 3); s++ {
			dst = append(dst, n-s)
		}
		return dst
	},
	Terminal: func(n int) custom.Ending {
		switch n {
		case 7:
			return custom.Won
		case 5:
			return custom.Lost
		}
		return custom.PlayOn
	},
	Key: func(n int) uint64 { return uint64(n) },
}

const takeStar = `
def moves(n):
    return [n - s for s in (1, 2, 3) if s <= n]

def terminal(n):
    if n == 7:
        return "win"
    if n == 5:
        return "lose"
    return None
`

// Terminal positions count as in a rules file: tables, winning moves
// (the move to "end" included) and misère answers agree.
func TestTerminalSameAsRules(t *testing.T) {
	star := filepath.Join(t.TempDir(), "take.star")
	if err := os.WriteFile(star, []byte(takeStar), 0o644); err != nil {
		t.Fatal(err)
	}
	opt := cli.Options{Games: custom.Games(take)}
	for _, args := range [][2]string{
		{"table take --n 0..30 --json", "table " + star + " --n 0..30 --json"},
		{"table take --n 0..30 --misere --json", "table " + star + " --n 0..30 --misere --json"},
		{"analyze take 7 --json", "analyze " + star + " 7 --json"},
		{"analyze take 7 9 12 --json", "analyze " + star + " 7 9 12 --json"},
		{"analyze take 7 --misere --json", "analyze " + star + " 7 --misere --json"},
		{"analyze take 5 8 --misere --json", "analyze " + star + " 5 8 --misere --json"},
		{"analyze take 9 10 6 --misere --json", "analyze " + star + " 9 10 6 --misere --json"},
	} {
		sametest.Same(t, opt, args[0], args[1])
	}
}

func TestParams(t *testing.T) {
	g := &custom.Game[int]{
		Name:   "sub",
		Params: []custom.Param{{Name: "S", Default: "1,2"}, {Name: "ON", Default: "true"}, {Name: "N", Default: "3"}},
		With: func(v custom.Values) (*custom.Game[int], error) {
			s, err := v.Ints("S")
			if err != nil {
				return nil, err
			}
			if _, err := v.Bool("ON"); err != nil {
				return nil, err
			}
			if _, err := v.Int("N"); err != nil {
				return nil, err
			}
			return &custom.Game[int]{Moves: func(n int, dst []int) []int {
				for _, x := range s {
					if x <= n {
						dst = append(dst, n-x)
					}
				}
				return dst
			}}, nil
		},
	}
	for _, c := range []struct {
		set   []string
		value string // of position 4, or the error's kind
	}{
		{nil, "1"},
		{[]string{"S=[1, 3]"}, "0"},
		{[]string{"S=(2,)", "ON=False"}, "0"},
		{[]string{"T=1"}, "usage"},
		{[]string{"S=x"}, "usage"},
		{[]string{"ON=maybe"}, "usage"},
		{[]string{"N=1.5"}, "usage"},
	} {
		f, err := g.Family(c.set, games.Config{})
		got := ""
		if err == nil {
			comp, err2 := f.Parse("4")
			v, err3 := comp.Value(context.Background())
			err = errors.Join(err2, err3)
			got = v.String()
		}
		if err != nil {
			got = errs.KindOf(err).String()
		}
		if got != c.value {
			t.Errorf("sub --set %q: position 4 gives %s (%v), want %s", c.set, got, err, c.value)
		}
	}
}

func TestPair(t *testing.T) {
	seen := map[uint64]bool{}
	for x := range uint64(40) {
		for y := range uint64(40) {
			k := custom.Pair(x, y)
			if seen[k] || k >= 2*40*40+3*40+1 {
				t.Fatalf("Pair(%d, %d) = %d: taken or past the bound", x, y, k)
			}
			seen[k] = true
		}
	}
}
