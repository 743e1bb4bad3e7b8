// Command seq measures the nim-sequence engines of package heap side by
// side: the fast engine and the plain mex on the same game and range, the
// fast engine alone on long ranges, and the time to prove the periods of
// the solved octal games. It prints a table; bench/seq/run.sh runs it.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nimber/nimber/heap"
	"github.com/nimber/nimber/internal/cputime"
)

var (
	games    = flag.String("games", "grundy,officers,kayles,dawson", "games to measure")
	plainTo  = flag.Int("plain", 1<<15, "compare with the plain mex on [plain/2, plain)")
	fastFrom = flag.Int("from", 1<<21, "measure the fast engine alone on [from, to)")
	fastTo   = flag.Int("to", 1<<23, "end of the fast-only range")
	solved   = flag.String("solved", "", "SolvedGames.md to prove every game of (empty: skip)")
	workers  = flag.String("workers", "1,2", "engine workers for the long range, a list; the side-by-side range uses the first, the proofs the last")
	cpp      = flag.String("cpp", "", "a build of cpp/rare.cpp to run side by side on the long range of grundy and officers (empty: skip)")
	tczajka  = flag.String("tczajka", "", "a build of tczajka/octal-games' src/analyze_exec.cc to run side by side on the long range of grundy and officers, from and to powers of two (empty: skip)")
	runs     = flag.Int("runs", 1, "times to run the long range and tczajka's program, one after the other, each ratio taken between neighbouring runs; the median is printed too")
)

func main() {
	flag.Parse()
	var counts []int
	for _, w := range strings.Split(*workers, ",") {
		n, err := strconv.Atoi(w)
		if err != nil || n < 1 {
			fmt.Fprintf(os.Stderr, "seq: -workers %q: want a list of counts ≥ 1, e.g. 1,2\n", *workers)
			os.Exit(2)
		}
		counts = append(counts, n)
	}
	if *runs < 1 {
		fmt.Fprintf(os.Stderr, "seq: -runs %d: want 1 or more\n", *runs)
		os.Exit(2)
	}
	if *tczajka != "" && *fastTo > *fastFrom && (!pow2(*fastFrom) || !pow2(*fastTo)) {
		fmt.Fprintf(os.Stderr, "seq: -tczajka times whole powers of two: want -from and -to such as 2097152 and 8388608, not %d and %d\n", *fastFrom, *fastTo)
		os.Exit(2)
	}
	fmt.Printf("vector kernels: %s\n", heap.Kernels())
	fmt.Println("values/s per wall second; in brackets per CPU second of this process (the cores are shared)")
	fmt.Printf("%-10s %-22s %24s %24s %7s\n", "game", "range", "fast", "plain", "ratio")
	for _, spec := range strings.Split(*games, ",") {
		if spec == "" {
			continue // -games '': the proofs only
		}
		r, err := heap.Parse(spec)
		check(err)
		if *plainTo >= 2 {
			sideBySide(r, spec, counts[0])
		}
		if *fastTo > *fastFrom {
			longRange(r, spec, counts)
		}
	}
	if *solved != "" {
		proveSolved(*solved, counts[len(counts)-1])
	}
}

// longRange measures the fast engine on [from, to) with each number of
// workers, runs times, and the baselines beside it: the C++ once, after
// the first run, and tczajka's program after every run, so that each of
// its runs is compared with the runs of ours just before it (ours drifted
// by 17–21% over five such runs, theirs by 3–5%).
func longRange(r *heap.Rules, spec string, counts []int) {
	_, tcz := tczajkaGames[spec]
	tcz = tcz && *tczajka != ""
	ratios := make([][]float64, len(counts)) // by workers, one a run
	for run := range *runs {
		longs := make([]rate, len(counts))
		var sum string
		var stats heap.Stats
		for i, w := range counts {
			var e *heap.Engine
			longs[i] = measure(*fastTo-*fastFrom, func() func() {
				e = heap.NewEngine(r, heap.Options{Workers: w})
				check(e.Extend(context.Background(), *fastFrom))
				return func() { check(e.Extend(context.Background(), *fastTo)) }
			})
			if sum == "" && *cpp != "" && run == 0 {
				sum = checksum(e, *fastTo)
			}
			stats = e.Stats()
			e.Close()
			fmt.Printf("%-10s %-22s %24s %24s %7s\n", spec, fmt.Sprintf("[%d, %d) w=%d", *fastFrom, *fastTo, w), longs[i], "-", "-")
		}
		if *cpp != "" && run == 0 && (spec == "grundy" || spec == "officers") {
			base, baseSum, err := cppRate(*cpp, spec, *fastFrom, *fastTo)
			check(err)
			agree := "values agree"
			if baseSum != sum {
				agree = "VALUES DIFFER (checksum " + baseSum + ", ours " + sum + ")"
			}
			fmt.Printf("%-10s %-22s %24s   C++ rare-value baseline, one thread; %s\n", spec, fmt.Sprintf("[%d, %d) C++", *fastFrom, *fastTo), base, agree)
			for i, w := range counts {
				fmt.Printf("%-10s %-22s %24s   w=%d / C++: %.2fx wall, %.2fx CPU\n", spec, "", "", w, longs[i].wall/base.wall, longs[i].cpu/base.cpu)
			}
		}
		if tcz {
			base, theirs, err := tczajkaRate(*tczajka, spec, *fastFrom, *fastTo)
			check(err)
			agree := "statistics agree"
			if ours := tczajkaStats(stats); theirs != ours {
				agree = fmt.Sprintf("STATISTICS DIFFER (%s; ours %s)", theirs, ours)
			}
			fmt.Printf("%-10s %-22s %24.0f   tczajka/octal-games' analyze, one thread; %s\n", spec, fmt.Sprintf("[%d, %d) tczajka", *fastFrom, *fastTo), base, agree)
			for i, w := range counts {
				ratios[i] = append(ratios[i], longs[i].wall/base)
				fmt.Printf("%-10s %-22s %24s   w=%d / tczajka: %.2fx wall\n", spec, "", "", w, longs[i].wall/base)
			}
		}
	}
	if tcz && *runs > 1 {
		for i, w := range counts {
			fmt.Printf("%-10s %-22s %24s   w=%d / tczajka over %d runs: median %.2fx wall (%s)\n", spec, "", "", w, *runs, median(ratios[i]), times(ratios[i]))
		}
	}
}

// median returns the median of xs, the mean of the middle two if even.
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	if len(s) == 0 {
		return 0
	}
	return (s[(len(s)-1)/2] + s[len(s)/2]) / 2
}

// times lists ratios as "31.8x, 22.7x".
func times(xs []float64) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprintf("%.1fx", x)
	}
	return strings.Join(parts, ", ")
}

// sideBySide prints the fast engine with the given workers and the plain
// mex on [plain/2, plain).
func sideBySide(r *heap.Rules, spec string, workers int) {
	lo, hi := *plainTo/2, *plainTo
	fast := measure(hi-lo, func() func() {
		e := heap.NewEngine(r, heap.Options{Workers: workers})
		check(e.Extend(context.Background(), lo))
		return func() { check(e.Extend(context.Background(), hi)) }
	})
	// Plain from scratch to hi, less plain to lo.
	plainHi := measure(1, func() func() { return func() { heap.Plain(r, hi) } })
	plainLo := measure(1, func() func() { return func() { heap.Plain(r, lo) } })
	plain := rate{wall: float64(hi-lo) / (1/plainHi.wall - 1/plainLo.wall), cpu: float64(hi-lo) / (1/plainHi.cpu - 1/plainLo.cpu)}
	fmt.Printf("%-10s %-22s %24s %24s %6.1fx\n", spec, fmt.Sprintf("[%d, %d)", lo, hi), fast, plain, fast.cpu/plain.cpu)
}

// rate is a speed in values per wall second and per CPU second.
type rate struct{ wall, cpu float64 }

func (r rate) String() string { return fmt.Sprintf("%.0f (%.0f)", r.wall, r.cpu) }

// measure runs setup untimed, then times the function it returns, which
// computes n values.
func measure(n int, setup func() func()) rate {
	run := setup()
	c0, w0 := cputime.Process(), time.Now()
	run()
	return rate{wall: float64(n) / time.Since(w0).Seconds(), cpu: float64(n) / (cputime.Process() - c0).Seconds()}
}

// proveSolved proves the period of every game in the SolvedGames.md table
// and compares it with the table.
func proveSolved(path string, proveWorkers int) {
	f, err := os.Open(path)
	check(err)
	defer f.Close()
	fmt.Printf("\nproofs with %d workers\n%-6s %10s %8s %10s %10s %9s\n", proveWorkers, "game", "preperiod", "period", "proved at", "time", "table")
	var total, totalCPU time.Duration
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		cells := strings.Split(sc.Text(), "|")
		if len(cells) < 3 || !strings.HasPrefix(strings.TrimSpace(cells[0]), ".") {
			continue
		}
		game := strings.TrimSpace(cells[0])
		pre, _ := strconv.Atoi(strings.TrimSpace(cells[1]))
		per, _ := strconv.Atoi(strings.TrimSpace(cells[2]))
		r, err := heap.Parse("0" + game)
		check(err)
		start, cpu0 := time.Now(), cputime.Process()
		s, err := heap.Solve(context.Background(), r, 1<<26, heap.Options{Workers: proveWorkers})
		took := time.Since(start)
		totalCPU += cputime.Process() - cpu0
		total += took
		if err != nil {
			fmt.Printf("%-6s %v\n", game, err)
			continue
		}
		agree := "agrees"
		if s.Period.Preperiod != pre || s.Period.Period != per {
			agree = "DIFFERS"
		}
		fmt.Printf("%-6s %10d %8d %10d %10v %9s\n", game, s.Period.Preperiod, s.Period.Period, s.Period.ProvedAt, took.Round(time.Millisecond), agree)
	}
	fmt.Printf("total %v wall, %v CPU\n", total.Round(time.Millisecond), totalCPU.Round(time.Millisecond))
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "seq:", err)
		os.Exit(1)
	}
}
