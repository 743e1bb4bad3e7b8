// Command solver is the Go side of the solver benchmark (run.sh): it values
// the same games as the textbook C++ of baseline.cpp with package solve and
// prints the same line, so the checksums can be compared.
//
//	solver sg N S [VIS]   subtraction game S (e.g. 1,3,4), n = 0..N
//	solver vector R V     the vector game in the disc of radius R
//
// VIS only shapes the C++ table and is ignored here. Prints
// checksum=HEX positions=N seconds=CPU wall=S, as baseline.cpp does.
package main

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/nimber/nimber/internal/cputime"
	"github.com/nimber/nimber/solve"
)

// mul is the checksum multiplier: h = h*mul + value, over positions in order.
const mul = 1000003

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "solver:", err)
		os.Exit(2)
	}
}

func run(args []string) error {
	if len(args) < 3 {
		return fmt.Errorf("usage: solver sg N S [VIS] | solver vector R V")
	}
	size, err := strconv.Atoi(args[1])
	if err != nil || size < 0 {
		return fmt.Errorf("bad size %q: want a non-negative integer", args[1])
	}
	ints, err := parseInts(args[2])
	if err != nil {
		return err
	}
	start, cpu0 := time.Now(), cputime.Process()
	var sum uint64
	var positions int64
	switch args[0] {
	case "sg":
		sum, positions, err = subtraction(size, ints)
	case "vector":
		sum, positions, err = vectors(size, ints)
	default:
		err = fmt.Errorf("unknown game %q: want sg or vector", args[0])
	}
	if err != nil {
		return err
	}
	wall := time.Since(start)
	cpu := cputime.Process() - cpu0
	if cpu == 0 {
		cpu = wall
	}
	fmt.Printf("checksum=%016x positions=%d seconds=%.3f wall=%.3f\n", sum, positions, cpu.Seconds(), wall.Seconds())
	return nil
}

// subtraction values n = 0..size in the subtraction game with set s.
func subtraction(size int, s []int) (uint64, int64, error) {
	moves := func(n int, dst []int) ([]int, error) {
		for _, t := range s {
			if t <= n {
				dst = append(dst, n-t)
			}
		}
		return dst, nil
	}
	key := func(n int) uint64 { return uint64(n) }
	solver := solve.New(solve.Game[int]{Moves: moves, Key: key}, solve.Options{MaxPositions: size + 1})
	var h uint64
	for n := 0; n <= size; n++ {
		g, err := solver.Grundy(context.Background(), n)
		if err != nil {
			return 0, 0, err
		}
		h = h*mul + g
	}
	return h, solver.Explored(), nil
}

// vectors values every point of the quarter disc of radius r in the
// vector game: a move adds one of the vectors v (x,y pairs) and must stay
// in the disc.
func vectors(r int, v []int) (uint64, int64, error) {
	r2 := int64(r) * int64(r)
	in := func(x, y int32) bool { return int64(x)*int64(x)+int64(y)*int64(y) <= r2 }
	moves := func(p [2]int32, dst [][2]int32) ([][2]int32, error) {
		for i := 0; i+1 < len(v); i += 2 {
			q := [2]int32{p[0] + int32(v[i]), p[1] + int32(v[i+1])}
			if in(q[0], q[1]) {
				dst = append(dst, q)
			}
		}
		return dst, nil
	}
	key := func(p [2]int32) uint64 { return uint64(p[0])*uint64(r+1) + uint64(p[1]) }
	solver := solve.New(solve.Game[[2]int32]{Moves: moves, Key: key}, solve.Options{MaxPositions: (r + 1) * (r + 1)})
	var h uint64
	for x := int32(0); x <= int32(r); x++ {
		for y := int32(0); in(x, y); y++ {
			g, err := solver.Grundy(context.Background(), [2]int32{x, y})
			if err != nil {
				return 0, 0, err
			}
			h = h*mul + g
		}
	}
	return h, solver.Explored(), nil
}

func parseInts(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("bad number %q in %q: want non-negative integers separated by commas", f, s)
		}
		out = append(out, n)
	}
	return out, nil
}
