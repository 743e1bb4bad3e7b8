package rules_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"github.com/nimber/nimber/rules"
)

// queen is a simple 2-D game: a queen-like piece moves one step left, down
// or diagonally down-left; the values come from about (n+1)² positions.
const queen = `
def moves(p):
    x, y = p
    out = []
    if x > 0:
        out.append((x - 1, y))
    if y > 0:
        out.append((x, y - 1))
    if x > 0 and y > 0:
        out.append((x - 1, y - 1))
    return out
`

// BenchmarkPositions measures positions valued per second on one core,
// each iteration from a fresh game (so every position calls moves once).
//
//	go test -run=NONE -bench=Positions -benchtime=3x ./rules
func BenchmarkPositions(b *testing.B) {
	const n = 999
	var explored int64
	start := time.Now()
	for b.Loop() {
		g, err := rules.Load(context.Background(), "queen.star", []byte(queen), rules.Options{})
		if err != nil {
			b.Fatal(err)
		}
		c, err := g.Parse(fmt.Sprintf("(%d, %d)", n, n))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := c.Value(context.Background()); err != nil {
			b.Fatal(err)
		}
		explored += g.Explored()
	}
	b.ReportMetric(float64(explored)/time.Since(start).Seconds(), "positions/s")
}

// BenchmarkMovesCall measures one bare Starlark call of the queen game's
// moves, with no engine around it: the floor under BenchmarkPositions,
// whose every position costs one such call.
//
//	go test -run=NONE -bench=MovesCall ./rules
func BenchmarkMovesCall(b *testing.B) {
	thread := new(starlark.Thread)
	globals, err := starlark.ExecFileOptions(&syntax.FileOptions{}, thread, "queen.star", queen, nil)
	if err != nil {
		b.Fatal(err)
	}
	moves := globals["moves"]
	args := starlark.Tuple{starlark.Tuple{starlark.MakeInt(5), starlark.MakeInt(7)}}
	for b.Loop() {
		if _, err := starlark.Call(thread, moves, args, nil); err != nil {
			b.Fatal(err)
		}
	}
}
