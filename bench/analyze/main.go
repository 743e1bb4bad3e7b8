// Command analyze measures nimber analyze on the inputs of issue 30: a
// contest file of Lasker's Nim positions (HDU 3032), a batch of Wythoff
// positions, a staircase of 100,000 steps (AcWing 892) and one sum of 70
// large Lasker heaps. It generates each input from a fixed seed, runs the
// nimber binary on it in text and in JSON, and prints the best wall time
// of -runs runs, the output's size and its longest line beside the
// target. See run.sh.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
	"time"
)

// A bench is one nimber command on one input, with its targets.
type bench struct {
	name     string
	args     []string
	stdin    string
	maxTime  time.Duration // 0: no target
	maxBytes int           // on the whole output; 0: no target
	maxLine  int           // on the longest line; 0: no target
}

func main() {
	nimber := flag.String("nimber", "/tmp/nimber", "the nimber binary")
	runs := flag.Int("runs", 3, "runs of each command; the best time is printed")
	flag.Parse()
	rng := rand.New(rand.NewPCG(30, 2026))
	benches := []bench{
		{name: "HDU 3032: 100 lines of 100 Lasker heaps < 2^31", args: []string{"analyze", "--batch", "lasker"},
			stdin: lines(100, func() string { return heaps(rng, 100, 1<<31) }), maxTime: 500 * time.Millisecond, maxBytes: 100_000},
		{name: "the same, --count", args: []string{"analyze", "--batch", "--count", "lasker"},
			stdin: lines(100, func() string { return heaps(rng, 100, 1<<31) }), maxTime: 500 * time.Millisecond, maxBytes: 100_000},
		{name: "Wythoff: 1000 lines near (1500, 2500)", args: []string{"analyze", "--batch", "wythoff"},
			stdin: lines(1000, func() string { return fmt.Sprintf("%d,%d", 1450+rng.IntN(101), 2450+rng.IntN(101)) }), maxTime: time.Second},
		{name: "AcWing 892: a staircase of 100,000 steps < 10^9", args: []string{"analyze", "staircase", "-"},
			stdin: staircase(rng, 100_000, 1e9) + "\n", maxTime: 100 * time.Millisecond},
		{name: "Lasker: 70 heaps < 2^31", args: []string{"analyze", "lasker", "-"},
			stdin: heaps(rng, 70, 1<<31) + "\n", maxLine: 200_000},
		{name: "Lasker: 70 heaps < 2^31, 2^30 and 2^30-1 among them", args: []string{"analyze", "lasker", "-"},
			stdin: manyMoves(rng) + "\n", maxLine: 200_000},
		{name: "Lasker 16777216 16777215 --moves 5", args: []string{"analyze", "--moves", "5", "lasker", "16777216", "16777215"}},
	}
	fmt.Printf("%-54s %-5s %10s %11s %11s  %s\n", "input", "mode", "best time", "output B", "longest B", "target")
	failed := false
	for _, b := range benches {
		for _, mode := range []string{"text", "json"} {
			args := b.args
			if mode == "json" {
				args = append([]string{args[0], "--json"}, args[1:]...)
			}
			best, out, err := measure(*nimber, args, b.stdin, *runs)
			if err != nil {
				fmt.Fprintf(os.Stderr, "%s (%s): %v\n", b.name, mode, err)
				os.Exit(1)
			}
			longest := 0
			for _, l := range bytes.Split(out, []byte("\n")) {
				longest = max(longest, len(l))
			}
			ok, target := b.check(best, len(out), longest)
			failed = failed || !ok
			fmt.Printf("%-54s %-5s %8.1fms %11d %11d  %s\n", b.name, mode, best.Seconds()*1000, len(out), longest, target)
		}
	}
	if failed {
		fmt.Println("some target missed (MISSED above)")
	}
}

// check says whether a run meets b's targets, and the targets as text.
func (b bench) check(t time.Duration, size, longest int) (bool, string) {
	ok := true
	var parts []string
	add := func(met bool, s string) {
		if !met {
			s += " MISSED"
			ok = false
		}
		parts = append(parts, s)
	}
	if b.maxTime > 0 {
		add(t < b.maxTime, fmt.Sprintf("< %v", b.maxTime))
	}
	if b.maxBytes > 0 {
		add(size < b.maxBytes, fmt.Sprintf("< %d B", b.maxBytes))
	}
	if b.maxLine > 0 {
		add(longest < b.maxLine, fmt.Sprintf("line < %d B", b.maxLine))
	}
	return ok, strings.Join(parts, ", ")
}

// measure runs nimber args on stdin runs times and returns the best wall
// time and the output of the last run.
func measure(nimber string, args []string, stdin string, runs int) (time.Duration, []byte, error) {
	var best time.Duration
	var out []byte
	for i := range runs {
		cmd := exec.Command(nimber, args...)
		cmd.Stdin = strings.NewReader(stdin)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		if err := cmd.Run(); err != nil {
			return 0, nil, fmt.Errorf("nimber %s: %v: %s", strings.Join(args, " "), err, stderr.String())
		}
		if d := time.Since(start); i == 0 || d < best {
			best = d
		}
		out = stdout.Bytes()
	}
	return best, out, nil
}

func lines(n int, line func() string) string {
	var b strings.Builder
	for range n {
		b.WriteString(line())
		b.WriteByte('\n')
	}
	return b.String()
}

// heaps returns n heaps in [1, below), separated by spaces.
func heaps(rng *rand.Rand, n int, below uint64) string {
	hs := make([]string, n)
	for i := range hs {
		hs[i] = fmt.Sprint(1 + rng.Uint64N(below-1))
	}
	return strings.Join(hs, " ")
}

// manyMoves returns 70 Lasker heaps below 2^31 with hundreds of millions
// of winning moves: 34 random pairs, worth 0, and 2^30, 2^30−1, whose
// splits to value 2^30−1 are many.
func manyMoves(rng *rand.Rand) string {
	var hs []string
	for range 34 {
		h := fmt.Sprint(1 + rng.Uint64N(1<<31-1))
		hs = append(hs, h, h)
	}
	hs = append(hs, fmt.Sprint(1<<30), fmt.Sprint(1<<30-1))
	return strings.Join(hs, " ")
}

// staircase returns a staircase of n steps of fewer than below coins.
func staircase(rng *rand.Rand, n int, below uint64) string {
	steps := make([]string, n)
	for i := range steps {
		steps[i] = fmt.Sprint(rng.Uint64N(below))
	}
	return strings.Join(steps, ",")
}
