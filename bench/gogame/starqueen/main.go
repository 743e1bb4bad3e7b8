// Command starqueen values rules/bench_test.go's queen game at (N, N) from
// a fresh rules file, with package rules of the tree it is built in: the
// bench (run.sh) builds it in this tree and in an old commit's.
// It prints checksum=VALUE positions=N seconds=CPU wall=S thread=CPU,
// the last the CPU time of the searching thread alone.
package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strconv"
	"syscall"
	"time"

	"github.com/nimber/nimber/rules"
)

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

// cpu is the process's CPU time (internal/cputime, which old trees lack).
func cpu() time.Duration { return usage(syscall.RUSAGE_SELF) }

// threadCPU is the CPU time of the calling thread (Linux).
func threadCPU() time.Duration { return usage(1) } // RUSAGE_THREAD

func usage(who int) time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(who, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func main() {
	ctx := context.Background()
	n, _ := strconv.Atoi(os.Args[1])
	// The search's own thread: with a helper thread beside it, the wall
	// time on two free cores is about the busier thread's CPU time.
	runtime.LockOSThread()
	start, cpu0, th0 := time.Now(), cpu(), threadCPU()
	g, err := rules.Load(context.Background(), "queen.star", []byte(queen), rules.Options{MaxPositions: 1 << 30})
	if err != nil {
		panic(err)
	}
	c, err := g.Parse(fmt.Sprintf("(%d, %d)", n, n))
	if err != nil {
		panic(err)
	}
	v, err := c.Value(ctx)
	if err != nil {
		panic(err)
	}
	th := threadCPU() - th0
	fmt.Printf("checksum=%s positions=%d seconds=%.4f wall=%.4f thread=%.4f\n", v, g.Explored(), (cpu() - cpu0).Seconds(), time.Since(start).Seconds(), th.Seconds())
}
