package custom_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/nimber/nimber/bench/gogame/benchgames"
	"github.com/nimber/nimber/cli"
	"github.com/nimber/nimber/custom"
	"github.com/nimber/nimber/games"
)

// Benchmarks of the games of bench/gogame/run.sh (package benchgames),
// which runs them against their baselines:
//
//	go test ./custom -run '^$' -bench . -cpu 1

// queenArray is the queen game over arrays: Go builds an array through
// memory, and reading it back as one word stalls (several times slower
// Moves on Zen 4 than with a struct, which stays in registers).
var queenArray = &custom.Game[[2]uint32]{
	Name: "queen",
	Moves: func(p [2]uint32, dst [][2]uint32) [][2]uint32 {
		x, y := p[0], p[1]
		if x > 0 {
			dst = append(dst, [2]uint32{x - 1, y})
		}
		if y > 0 {
			dst = append(dst, [2]uint32{x, y - 1})
		}
		if x > 0 && y > 0 {
			dst = append(dst, [2]uint32{x - 1, y - 1})
		}
		return dst
	},
	Key: func(p [2]uint32) uint64 { return custom.Pair(uint64(p[0]), uint64(p[1])) },
}

// benchValue values (999, 999) on a fresh family per iteration: about
// 10^6 positions.
func benchValue[P comparable](b *testing.B, g *custom.Game[P]) {
	var explored int64
	for b.Loop() {
		f, err := g.Family(nil, games.Config{MaxPositions: 1 << 30})
		if err != nil {
			b.Fatal(err)
		}
		c, err := f.Parse("999,999")
		if err != nil {
			b.Fatal(err)
		}
		if _, err := c.Value(context.Background()); err != nil {
			b.Fatal(err)
		}
		explored += f.(interface{ Explored() int64 }).Explored()
	}
	b.ReportMetric(float64(explored)/b.Elapsed().Seconds(), "positions/s")
}

func BenchmarkQueen(b *testing.B)      { benchValue(b, benchgames.Queen) }
func BenchmarkQueenArray(b *testing.B) { benchValue(b, queenArray) }

// benchMoves times Moves alone, on 100 squares read from memory as the
// search reads them: the gap between struct and array is wider than
// in a whole search.
func benchMoves[P comparable](b *testing.B, g *custom.Game[P], square func(x, y uint32) P) {
	ps := make([]P, 100)
	for i := range ps {
		ps[i] = square(uint32(i), uint32(i+1))
	}
	var dst []P
	for b.Loop() {
		for _, p := range ps {
			dst = g.Moves(p, dst[:0])
		}
	}
}

func BenchmarkQueenMoves(b *testing.B) {
	benchMoves(b, benchgames.Queen, func(x, y uint32) benchgames.XY { return benchgames.XY{X: x, Y: y} })
}

func BenchmarkQueenArrayMoves(b *testing.B) {
	benchMoves(b, queenArray, func(x, y uint32) [2]uint32 { return [2]uint32{x, y} })
}

// BenchmarkCornerTable runs "corner table --x 0..300 --y 0..300 --json".
func BenchmarkCornerTable(b *testing.B) {
	args := []string{"table", "corner", "--x", "0..300", "--y", "0..300", "--json"}
	opt := cli.Options{Games: custom.Games(benchgames.Corner)}
	for b.Loop() {
		var out, e bytes.Buffer
		if code := cli.Main(args, strings.NewReader(""), &out, &e, opt); code != 0 {
			b.Fatal(e.String())
		}
	}
}
