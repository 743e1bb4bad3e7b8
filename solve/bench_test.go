package solve

import (
	"context"
	"runtime"
	"testing"

	"github.com/nimber/nimber/internal/cputime"
)

// Benchmarks value a fresh game per iteration and report positions/s and
// the memo's bytes per position:
//
//	go test ./solve -run '^$' -bench . -benchtime 5x

// subtract134 is the subtraction game S = {1, 3, 4}.
func subtract134(n int, dst []int) ([]int, error) {
	for _, s := range [...]int{1, 3, 4} {
		if s <= n {
			dst = append(dst, n-s)
		}
	}
	return dst, nil
}

// gridSide is the side of the 2-D benchmark board.
const gridSide = 2048

// gridMoves is a 2-D game on a gridSide² board: a token moves 1 or 2 left,
// 1 or 2 down, or 1 diagonally down-left.
func gridMoves(p [2]int32, dst [][2]int32) ([][2]int32, error) {
	x, y := p[0], p[1]
	for d := int32(1); d <= 2; d++ {
		if x >= d {
			dst = append(dst, [2]int32{x - d, y})
		}
		if y >= d {
			dst = append(dst, [2]int32{x, y - d})
		}
	}
	if x > 0 && y > 0 {
		dst = append(dst, [2]int32{x - 1, y - 1})
	}
	return dst, nil
}

// benchSolve values top in a fresh solver per iteration. bytes/position
// is the heap a solver keeps (its memo, mostly) over the positions it
// valued, measured once before the timed runs.
func benchSolve[P comparable](b *testing.B, g Game[P], top P) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	s := New(g, Options{MaxPositions: 1 << 30})
	if _, err := s.Grundy(context.Background(), top); err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	n := s.Explored()
	bytes := float64(after.HeapAlloc-before.HeapAlloc) / float64(n)
	runtime.KeepAlive(s)
	s = nil
	cpu0 := cputime.Process()
	for b.Loop() {
		s := New(g, Options{MaxPositions: 1 << 30})
		if _, err := s.Grundy(context.Background(), top); err != nil {
			b.Fatal(err)
		}
	}
	positions := float64(n) * float64(b.N)
	b.ReportMetric(positions/b.Elapsed().Seconds(), "positions/s")
	if cpu := cputime.Process() - cpu0; cpu > 0 {
		b.ReportMetric(positions/cpu.Seconds(), "positions/cpu-s")
	}
	b.ReportMetric(bytes, "bytes/position")
}

func BenchmarkSubtractionDense(b *testing.B) {
	benchSolve(b, Game[int]{Moves: subtract134, Key: func(n int) uint64 { return uint64(n) }}, 1<<22)
}

func BenchmarkSubtractionHashed(b *testing.B) {
	// Keys spread 2^24 apart cannot be held densely.
	benchSolve(b, Game[int]{Moves: subtract134, Key: func(n int) uint64 { return uint64(n) << 24 }}, 1<<22)
}

func BenchmarkSubtractionNoKey(b *testing.B) {
	benchSolve(b, Game[int]{Moves: subtract134}, 1<<22)
}

func BenchmarkGridDense(b *testing.B) {
	key := func(p [2]int32) uint64 { return uint64(p[0])*gridSide + uint64(p[1]) }
	benchSolve(b, Game[[2]int32]{Moves: gridMoves, Key: key}, [2]int32{gridSide - 1, gridSide - 1})
}

func BenchmarkGridNoKey(b *testing.B) {
	benchSolve(b, Game[[2]int32]{Moves: gridMoves}, [2]int32{gridSide - 1, gridSide - 1})
}
