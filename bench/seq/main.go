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
	"strconv"
	"strings"
	"time"

	"github.com/nimber/nimber/heap"
)

var (
	games    = flag.String("games", "grundy,officers,kayles", "games to measure")
	plainTo  = flag.Int("plain", 1<<15, "compare with the plain mex on [plain/2, plain)")
	fastFrom = flag.Int("from", 1<<21, "measure the fast engine alone on [from, to)")
	fastTo   = flag.Int("to", 1<<23, "end of the fast-only range")
	solved   = flag.String("solved", "", "SolvedGames.md to prove every game of (empty: skip)")
	workers  = flag.Int("workers", 1, "engine workers")
)

func main() {
	flag.Parse()
	fmt.Printf("%-10s %-22s %14s %14s %9s\n", "game", "range", "fast values/s", "plain values/s", "ratio")
	for _, spec := range strings.Split(*games, ",") {
		r, err := heap.Parse(spec)
		check(err)
		lo, hi := *plainTo/2, *plainTo
		fast := fastRate(r, lo, hi)
		plain := plainRate(r, lo, hi)
		fmt.Printf("%-10s %-22s %14.0f %14.0f %8.1fx\n", spec, fmt.Sprintf("[%d, %d)", lo, hi), fast, plain, fast/plain)
		if *fastTo > *fastFrom {
			fmt.Printf("%-10s %-22s %14.0f %14s %9s\n", spec, fmt.Sprintf("[%d, %d)", *fastFrom, *fastTo), fastRate(r, *fastFrom, *fastTo), "-", "-")
		}
	}
	if *solved != "" {
		proveSolved(*solved)
	}
}

// fastRate returns the fast engine's values per second on [lo, hi).
func fastRate(r *heap.Rules, lo, hi int) float64 {
	e := heap.NewEngine(r, heap.Options{Workers: *workers})
	check(e.Extend(context.Background(), lo))
	start := time.Now()
	check(e.Extend(context.Background(), hi))
	return float64(hi-lo) / time.Since(start).Seconds()
}

// plainRate returns the plain mex's values per second on [lo, hi): the
// time for hi values less the time for lo.
func plainRate(r *heap.Rules, lo, hi int) float64 {
	timeOf := func(n int) time.Duration {
		start := time.Now()
		heap.Plain(r, n)
		return time.Since(start)
	}
	return float64(hi-lo) / (timeOf(hi) - timeOf(lo)).Seconds()
}

// proveSolved proves the period of every game in the SolvedGames.md table
// and compares it with the table.
func proveSolved(path string) {
	f, err := os.Open(path)
	check(err)
	defer f.Close()
	fmt.Printf("\n%-6s %10s %8s %10s %10s %9s\n", "game", "preperiod", "period", "proved at", "time", "table")
	var total time.Duration
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
		start := time.Now()
		s, err := heap.Solve(context.Background(), r, 1<<26, heap.Options{Workers: *workers})
		took := time.Since(start)
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
	fmt.Printf("total %v\n", total.Round(time.Millisecond))
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "seq:", err)
		os.Exit(1)
	}
}
