package rules

import (
	"context"
	"fmt"
	"runtime"
	"testing"
)

// takeaway ends at once at some positions and prints at others, so that
// both threads call terminal, moves and print.
const takeaway = `
def terminal(p):
    x, y = p
    if x == 3 and y == 3:
        return "win"
    if x + y == 50:
        return "lose"
    return None

def moves(p):
    x, y = p
    if x == 7 and y == 11:
        print("at", p)
    return [(x - a, y - b) for a, b in [(1, 0), (0, 1), (2, 1), (1, 2)] if x >= a and y >= b]
`

// The helper's share of the search changes no value: a table searched
// with it equals one searched depth first on one thread.
func TestAheadSameValues(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one CPU: no helper")
	}
	table := func() (map[string]uint64, *Game) {
		g, err := Load(context.Background(), "takeaway.star", []byte(takeaway), Options{Print: func(string) {}})
		if err != nil {
			t.Fatal(err)
		}
		vals := map[string]uint64{}
		for x := 40; x >= 0; x-- {
			for y := 40; y >= 0; y-- {
				c, err := g.Parse(fmt.Sprintf("(%d, %d)", x, y))
				if err != nil {
					t.Fatal(err)
				}
				v, err := c.Value(context.Background())
				if err != nil {
					t.Fatal(err)
				}
				vals[c.String()], _ = v.Uint64()
			}
		}
		return vals, g
	}
	shared, g := table()
	if g.helper == nil {
		t.Fatalf("the search did not use the helper")
	}
	prev := runtime.GOMAXPROCS(1)
	alone, _ := table()
	runtime.GOMAXPROCS(prev)
	for p, v := range alone {
		if shared[p] != v {
			t.Errorf("value of %s = %d with the helper, %d without", p, shared[p], v)
		}
	}
}

// A hook that fails on either thread is reported as a search on one
// thread reports it: the same error, at the same position.
func TestAheadSameErrors(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one CPU: no helper")
	}
	const script = `
def moves(p):
    x, y = p
    if x == 5 and y == 7:
        return 1 // (x - 5)
    return [(x - a, y - b) for a, b in [(1, 0), (0, 1), (1, 1)] if x >= a and y >= b]
`
	errOf := func() string {
		g, err := Load(context.Background(), "fails.star", []byte(script), Options{})
		if err != nil {
			t.Fatal(err)
		}
		c, err := g.Parse("(30, 30)")
		if err != nil {
			t.Fatal(err)
		}
		_, err = c.Value(context.Background())
		if err == nil {
			t.Fatal("no error from a position that fails")
		}
		return err.Error()
	}
	shared := errOf()
	prev := runtime.GOMAXPROCS(1)
	alone := errOf()
	runtime.GOMAXPROCS(prev)
	if shared != alone {
		t.Errorf("error with the helper:\n%s\nwithout:\n%s", shared, alone)
	}
}
